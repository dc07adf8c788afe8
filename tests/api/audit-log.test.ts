// The audit log viewer (/api/audit, 300): 403 without 300, rows of the venue's writes only (not
// even a colleague's at another venue: issue 32), filters by user, entity and venue-local day,
// server-side pages, before/after as written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, stockLocations, users, userVenues, venues } from '../../server/db/schema';
import { AUDIT_PAGE_SIZE, type AuditPageDto } from '../../src/contract/audit';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let manager: string;
let managerId: string;
let outsiderId: string;
let venueId: string;

beforeAll(async () => {
  h = await createHarness();
  const [venue] = await h.database.db.select({ id: venues.id }).from(venues).limit(1);
  if (!venue) throw new Error('no venue');
  venueId = venue.id;
  manager = await h.createUser('gerente@noctua.test', ['300'], venue.id, 'Gerente Prueba');
  await h.createUser('otro@noctua.test', ['300'], null, 'Sin Local');
  const profile = await json<{ user: { id: string } }>(await h.request('GET', '/user/profile', { token: manager }));
  managerId = profile.user.id;
  outsiderId = (
    await json<{ user: { id: string } }>(await h.request('GET', '/user/profile', { token: await h.login('otro@noctua.test') }))
  ).user.id;
  // A real write through the API, then rows of a known day and of a user of no venue.
  await json(
    await h.request('PUT', '/venue-settings/ajustes', {
      token: manager,
      body: { passwordMinLength: 9, tokenLifetimeHours: 12, staleBalanceMinutes: 30, cutoffHour: 9 },
    }),
  );
  const rows = Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
    id: uuidv7(),
    venueId: venue.id,
    userId: managerId,
    action: 'price.update',
    entity: 'products',
    entityId: `p${i}`,
    before: { price: 100 },
    after: { price: 120 + i },
    // 2026-03-10 03:00 UTC is still March 10 at 00:00 in Buenos Aires (UTC-3).
    at: new Date(Date.UTC(2026, 2, 10, 3, 0, i)),
  }));
  await h.database.db.insert(auditLog).values(rows);
  await h.database.db.insert(auditLog).values({ userId: outsiderId, action: 'secret', entity: 'elsewhere', at: new Date() });
});
afterAll(() => h.close());

const page = (query: string, token = manager) => h.request('GET', `/audit${query}`, { token });

describe('GET /audit', () => {
  it('answers 403 without 300', async () => {
    const token = await h.createUser('caja2@noctua.test', ['201'], null);
    expect((await page('', token)).status).toBe(403);
  });

  it('shows the venue users’ rows newest first, never another venue’s', async () => {
    const first = await json<AuditPageDto>(await page(''));
    expect(first.entries[0]?.action).toBe('venue_settings.update');
    expect(first.entries[0]).toMatchObject({
      userName: 'Gerente Prueba',
      before: { passwordMinLength: 8 },
      after: { passwordMinLength: 9 },
    });
    expect(first.entities).toContain('products');
    expect(first.entities).not.toContain('elsewhere');
    expect(first.users.map((u) => u.id)).toContain(managerId);
    expect(first.users.map((u) => u.id)).not.toContain(outsiderId);
    const outsider = await json<AuditPageDto>(await page(`?user=${outsiderId}`));
    expect(outsider.total).toBe(0);
  });

  it('filters by entity and venue-local day and pages on the server', async () => {
    const one = await json<AuditPageDto>(await page('?entity=products&from=2026-03-10&to=2026-03-10'));
    expect(one.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(one.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const two = await json<AuditPageDto>(await page('?entity=products&from=2026-03-10&to=2026-03-10&page=2'));
    expect(two.entries).toHaveLength(5);
    expect(two.entries.at(-1)?.entityId).toBe('p0');
    const dayBefore = await json<AuditPageDto>(await page('?entity=products&to=2026-03-09'));
    expect(dayBefore.total).toBe(0);
  });

  it('never shows what a colleague who works at two venues did at the other one', async () => {
    const other = uuidv7();
    await h.database.db.insert(venues).values({ id: other, name: 'Otro local', legalName: 'Otro SA', taxId: '30-7' });
    const both = await h.createUser('dos-locales@noctua.test', ['300'], other, 'Doble Local');
    const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'dos-locales@noctua.test'));
    if (!row) throw new Error('no user');
    await h.database.db.insert(userVenues).values({ userId: row.id, venueId });
    // A write at the other venue (their default one), through the API.
    await json(
      await h.request('PUT', '/venue-settings/ajustes', {
        token: both,
        body: { passwordMinLength: 10, tokenLifetimeHours: 12, staleBalanceMinutes: 30, cutoffHour: 9 },
      }),
    );
    const [written] = await h.database.db.select().from(auditLog).where(eq(auditLog.userId, row.id));
    expect(written).toMatchObject({ action: 'venue_settings.update', venueId: other });
    const mine = await json<AuditPageDto>(await page(`?user=${row.id}`));
    expect(mine.total).toBe(0);
    const theirs = await json<AuditPageDto>(await page('', both));
    expect(theirs.entries.map((e) => e.userId)).toEqual([row.id]);
  });

  it.each(['?from=10/03/2026', '?user=nope', '?entity=DROP%20TABLE', '?page=-1'])('refuses %s with 422', async (q) => {
    expect((await page(q)).status).toBe(422);
  });

  it('names the ids an entry holds — the changed row and ids among its values — only for the venue’s own rows', async () => {
    const db = h.database.db;
    const [location] = await db
      .select({ id: stockLocations.id, name: stockLocations.name })
      .from(stockLocations)
      .where(eq(stockLocations.venueId, venueId))
      .limit(1);
    if (!location) throw new Error('no location');
    const other = uuidv7();
    await db.insert(venues).values({ id: other, name: 'Local ajeno', legalName: 'Ajeno SA', taxId: '30-9' });
    const foreign = uuidv7();
    await db.insert(stockLocations).values({ id: foreign, venueId: other, name: 'Depósito ajeno', kind: 'warehouse' });
    const entryId = uuidv7();
    await db.insert(auditLog).values({
      id: entryId,
      venueId,
      userId: managerId,
      action: 'par_levels.save',
      entity: 'stock_locations',
      entityId: location.id,
      before: { locationId: foreign, userIds: [managerId] },
      after: { locationId: location.id, amount: 150_000 },
      at: new Date(Date.UTC(2030, 0, 1)),
    });
    const answer = await json<AuditPageDto>(await page('?entity=stock_locations'));
    expect(answer.entries.map((e) => e.id)).toContain(entryId);
    expect(answer.names[location.id]).toBe(location.name);
    expect(answer.names[managerId]).toBe('Gerente Prueba');
    // The venue's settings entry names the venue.
    const settings = await json<AuditPageDto>(await page('?entity=venues'));
    expect(settings.names[settings.entries[0]?.entityId ?? '']).toBeTruthy();
    // Another venue's row is never named, not even when its id sits in an entry.
    expect(answer.names[foreign]).toBeUndefined();
    expect(Object.values(answer.names)).not.toContain('Depósito ajeno');
  });
});
