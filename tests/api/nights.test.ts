import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nights, venues } from '../../server/db/schema';
import { findCurrentNight } from '../../server/domain/night-of';
import { businessDate } from '../../src/contract/business-date';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('businessDate', () => {
  const tz = 'America/Argentina/Buenos_Aires'; // UTC−3, no DST
  it('files the small hours under the night that began the evening before', () => {
    expect(businessDate(new Date('2026-11-21T07:30:00Z'), tz, 9)).toBe('2026-11-20'); // 04:30 local
    expect(businessDate(new Date('2026-11-21T12:00:00Z'), tz, 9)).toBe('2026-11-21'); // 09:00 local
    expect(businessDate(new Date('2026-11-22T02:59:00Z'), tz, 9)).toBe('2026-11-21'); // 23:59 local
    expect(businessDate(new Date('2026-01-01T05:00:00Z'), tz, 9)).toBe('2025-12-31'); // year boundary
  });
  it('follows the venue timezone, DST included', () => {
    expect(businessDate(new Date('2026-07-04T02:30:00Z'), 'Europe/Madrid', 8)).toBe('2026-07-03'); // 04:30 CEST
    expect(businessDate(new Date('2026-07-04T06:30:00Z'), 'Europe/Madrid', 8)).toBe('2026-07-04'); // 08:30 CEST
  });
});

describe('GET /nights/current', () => {
  it('needs a session', async () => {
    expect((await h.request('GET', '/nights/current')).status).toBe(401);
  });

  it('answers the open night, else the next planned one, else null', async () => {
    const token = await h.login('stock@noctua.test');
    const db = h.database.db;
    const [venue] = await db.select().from(venues).limit(1);
    if (!venue) throw new Error('no venue');
    const expected = await findCurrentNight(db, venue.id);
    const res = await h.request('GET', '/nights/current', { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { night: { id: string; status: string } | null };
    expect(body.night?.id ?? null).toBe(expected?.id ?? null);

    // Open one night: it wins over any planned one.
    const [past] = await db.select().from(nights).where(eq(nights.venueId, venue.id)).orderBy(nights.businessDate).limit(1);
    if (!past) throw new Error('no nights in the test seed');
    // The seed opens tonight's night when it runs during opening hours: only `past` may be open.
    await db
      .update(nights)
      .set({ status: 'closed' })
      .where(and(eq(nights.venueId, venue.id), eq(nights.status, 'open')));
    await db.update(nights).set({ status: 'open' }).where(eq(nights.id, past.id));
    const opened = (await (await h.request('GET', '/nights/current', { token })).json()) as {
      night: { id: string; status: string };
    };
    expect(opened.night).toMatchObject({ id: past.id, status: 'open' });

    // Nothing open and nothing planned ahead: null.
    await db.update(nights).set({ status: 'closed' }).where(eq(nights.venueId, venue.id));
    expect(await (await h.request('GET', '/nights/current', { token })).json()).toEqual({ night: null });
  });
});
