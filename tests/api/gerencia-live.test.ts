// Tonight live on the home screen and the night alerts (issue 18): the small hand-made night of
// gerencia-night.ts plus a par minimum, a preload and terminals seen at known times. The figures
// are worked out by hand; the alerts are raised once per condition however often they are checked.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  nightAlerts,
  notifications,
  parLevels,
  stockLocations,
  stockMovements,
  terminals,
  users,
  venues,
} from '../../server/db/schema';
import { createLogger } from '../../server/lib/logger';
import { type PushContent, type PushSender, pushMessageFor } from '../../server/lib/push';
import { checkNightAlerts } from '../../server/night-alerts';
import { evaluateNight, nightConditions } from '../../server/routes/gerencia/alerts.service';
import { liveTonight } from '../../server/routes/gerencia/live.service';
import type { LiveTonightDto } from '../../src/contract/gerencia-live';
import { ALL_PRIVILEGE_CODES } from '../../src/contract/privileges';
import { buildNight, type Fixture, local } from './gerencia-night';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
// What the night check's push jobs sent, once drained.
const sent: string[] = [];
const push: PushSender = {
  sendToUser: async (userId: string, msg: PushContent) => {
    sent.push(`${userId}:${pushMessageFor(msg, 'es').title}`);
    return 0;
  },
} as unknown as PushSender;
let f: Fixture;
let manager: string;
let managerId: string;
let cashierToken: string;
let barLocation: string;
let vodka: string;
const who: Record<string, string> = {};
const venueClock = () => ({ id: f.venueId, timezone: 'America/Argentina/Buenos_Aires', cutoffHour: 9 });

beforeAll(async () => {
  h = await createHarness({ push });
  const db = h.database.db;
  const [tmp] = await db.insert(venues).values({ name: 'Tmp', legalName: 'T', taxId: '1' }).returning();
  for (const key of ['ana', 'beto', 'sup']) {
    await h.createUser(`${key}@live.test`, [], tmp?.id as string, key);
    const [u] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${key}@live.test`));
    who[key] = u?.id as string;
  }
  f = await buildNight(db, { ana: who.ana as string, beto: who.beto as string, sup: who.sup as string });
  // The general manager's preset: every code, so every area's alerts.
  manager = await h.createUser('gerente@live.test', ALL_PRIVILEGE_CODES, f.venueId, 'Gerente');
  const [m] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'gerente@live.test'));
  managerId = m?.id as string;
  cashierToken = await h.createUser('caja@live.test', ['300'], f.venueId, 'Caja');
  const [loc] = await db.select().from(stockLocations).where(eq(stockLocations.venueId, f.venueId));
  barLocation = loc?.id as string;
  const [mv] = await db.select().from(stockMovements).where(eq(stockMovements.locationId, barLocation)).limit(1);
  vodka = mv?.goodId as string;
  // Live stock of the bar's vodka: −0.1 before the night (the night before) + 3 preloaded − 0.6
  // sold (0.7 consumed, 0.1 reversed) − 0.5 broken = 1.8, under the minimum of 2.
  await db.insert(stockMovements).values({
    locationId: barLocation,
    goodId: vodka,
    kind: 'preload',
    quantity: 3,
    unitCost: 20_000,
    at: local('2026-03-13', '22:00'),
    nightId: f.night,
    sourceType: 'preload',
  });
  await db.insert(parLevels).values({ locationId: barLocation, goodId: vodka, idealQuantity: 6, minimumQuantity: 2 });
});

afterAll(async () => {
  await h?.close();
});

describe('GET /api/gerencia/en-vivo', () => {
  it('answers the open night: sales so far, entries, VIP, bars under their minimum, pending cancellations', async () => {
    const live = await json<LiveTonightDto>(await h.request('GET', '/gerencia/en-vivo', { token: manager }));
    expect(live.night).toMatchObject({ id: f.night, businessDate: '2026-03-13', status: 'open' });
    // s1 1 000 000 + s2 900 000 + s3 600 000 + s5 300 000; the cancelled s4 left out.
    expect(live.sales.total).toBe(2_800_000);
    expect(live.sales.tickets).toBe(4);
    // Long past its closing time: the whole night (7 h) against the whole Friday a week earlier.
    expect(live.elapsedMinutes).toBe(7 * 60);
    expect(live.sales.comparable).toEqual({ total: 1_000_000, tickets: 1, nights: 1 });
    expect(live.entries).toEqual({ sold: 2, freeArrived: 3 });
    expect(live.vip).toEqual({ consumption: 650_000, topups: 1_000_000 });
    expect(live.pendingCancellations).toBe(1);
    expect(live.lowBars).toEqual([
      {
        locationId: barLocation,
        name: 'Barra',
        goods: [{ goodId: vodka, name: 'Vodka 750', unit: 'bottle', expected: 1.8, minimum: 2 }],
      },
    ]);
    expect(live.silentMinutes).toBe(15);
  });

  it('compares with the same weekday up to the same elapsed time', async () => {
    const db = h.database.db;
    // 00:00, an hour after opening: the week-ago sale at 00:30 had not happened yet.
    const atMidnight = await liveTonight(db, venueClock(), local('2026-03-14', '00:00'));
    expect(atMidnight.elapsedMinutes).toBe(60);
    expect(atMidnight.sales.comparable).toEqual({ total: 0, tickets: 0, nights: 1 });
    // 01:30: it had.
    const later = await liveTonight(db, venueClock(), local('2026-03-14', '01:30'));
    expect(later.elapsedMinutes).toBe(150);
    expect(later.sales.comparable).toEqual({ total: 1_000_000, tickets: 1, nights: 1 });
  });

  it('lists the terminals in service gone silent past the venue setting', async () => {
    const db = h.database.db;
    const now = local('2026-03-14', '01:30');
    await db
      .update(terminals)
      .set({ lastSeenAt: local('2026-03-14', '01:00') })
      .where(eq(terminals.id, f.barTerminal));
    await db
      .update(terminals)
      .set({ lastSeenAt: local('2026-03-14', '01:25') })
      .where(eq(terminals.id, f.doorTerminal));
    let live = await liveTonight(db, venueClock(), now);
    expect(live.silentTerminals).toEqual([
      {
        id: f.barTerminal,
        name: 'POS Barra 1',
        pointOfSaleName: 'Barra principal',
        lastSeenAt: local('2026-03-14', '01:00').toISOString(),
      },
    ]);
    // A terminal last seen days before the night is out of service, not silent.
    await db
      .update(terminals)
      .set({ lastSeenAt: local('2026-03-10', '01:00') })
      .where(eq(terminals.id, f.barTerminal));
    live = await liveTonight(db, venueClock(), now);
    expect(live.silentTerminals).toEqual([]);
    // A longer setting: 3 minutes makes the door terminal (5 min) silent too.
    await db.update(venues).set({ alertSilentMinutes: 3 }).where(eq(venues.id, f.venueId));
    live = await liveTonight(db, venueClock(), now);
    expect(live.silentTerminals.map((t) => t.id)).toEqual([f.doorTerminal]);
    await db.update(venues).set({ alertSilentMinutes: 15 }).where(eq(venues.id, f.venueId));
  });

  it('is for 302 only', async () => {
    expect((await h.request('GET', '/gerencia/en-vivo', { token: cashierToken })).status).toBe(403);
    expect((await h.request('GET', '/gerencia/en-vivo')).status).toBe(401);
  });
});

describe('night alerts', () => {
  const now = local('2026-03-14', '01:30');
  const mine = async () => h.database.db.select().from(notifications).where(eq(notifications.userId, managerId));

  it('finds each condition of the night', async () => {
    const db = h.database.db;
    await db
      .update(terminals)
      .set({ lastSeenAt: local('2026-03-14', '01:00') })
      .where(eq(terminals.id, f.barTerminal));
    // Thresholds: count variance 0.25 × 20 000 = 5 000 over 4 000; over/short 20 000 short over
    // 10 000; Beto asked 2 cancellations, over 1.
    await db
      .update(venues)
      .set({ alertCountVariance: 4_000, cashOverShortThreshold: 10_000, alertCancellations: 1 })
      .where(eq(venues.id, f.venueId));
    const found = await nightConditions(db, f.venueId, f.night, now);
    expect(found.map((a) => [a.kind, a.subject]).sort()).toEqual(
      [
        ['cancellations', who.beto],
        ['countVariance', barLocation],
        ['lowStock', `${barLocation}:${vodka}`],
        ['overShort', expect.any(String)],
        ['silentTerminal', f.barTerminal],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const low = found.find((a) => a.kind === 'lowStock');
    expect(low).toMatchObject({ title: 'Stock bajo en Barra', description: 'Vodka 750: quedan 1,8 (mínimo 2)' });
    expect(found.find((a) => a.kind === 'overShort')?.title).toBe('Faltante en Caja barra');
  });

  it('notifies each condition once, however often the night is checked', async () => {
    const db = h.database.db;
    // Only this check's pushes: what earlier tests enqueued goes first.
    await h.drainJobs();
    sent.length = 0;
    const first = await checkNightAlerts(db, createLogger('silent'), h.jobs, now);
    await h.drainJobs();
    // The harness's base venue has an open night of its own: only this venue's manager is counted.
    expect(first).toBeGreaterThanOrEqual(5);
    expect(sent.filter((s) => s.startsWith(managerId))).toHaveLength(5);
    expect(await mine()).toHaveLength(5);
    // The same conditions again: nothing new.
    expect(await checkNightAlerts(db, createLogger('silent'), h.jobs, now)).toBe(0);
    expect(await h.drainJobs()).toBe(0);
    expect(await evaluateNight(db, f.venueId, f.night, now)).toEqual([]);
    expect(await mine()).toHaveLength(5);
    expect(await db.select().from(nightAlerts).where(eq(nightAlerts.nightId, f.night))).toHaveLength(5);
    // A user holding none of the alerts' codes (300 only) hears nothing.
    const [caja] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'caja@live.test'));
    expect(
      await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, caja?.id as string)),
    ).toEqual([]);
    expect(sent.filter((s) => s.startsWith(managerId))).toHaveLength(5);
    expect(sent).toHaveLength(first);
  });

  it('raises a new condition of the same night once, and honours the user’s settings', async () => {
    const db = h.database.db;
    // The door terminal goes silent too: one more alert, the others stay quiet.
    await db
      .update(terminals)
      .set({ lastSeenAt: local('2026-03-14', '01:05') })
      .where(eq(terminals.id, f.doorTerminal));
    await h.request('PUT', '/user/account/notifications-settings', {
      token: manager,
      body: { settings: [{ kind: 'nightAlerts', inApp: false, push: false }] },
    });
    const pushes = await evaluateNight(db, f.venueId, f.night, now);
    expect(pushes).toEqual([]);
    expect(await mine()).toHaveLength(5);
    const rows = await db
      .select()
      .from(nightAlerts)
      .where(and(eq(nightAlerts.nightId, f.night), eq(nightAlerts.kind, 'silentTerminal')));
    expect(rows.map((r) => r.subject).sort()).toEqual([f.barTerminal, f.doorTerminal].sort());
    expect(await evaluateNight(db, f.venueId, f.night, now)).toEqual([]);
  });
});

describe('GET/PUT /api/venue-settings/alertas', () => {
  it('reads and writes the thresholds (300), audited, and the live figures follow them', async () => {
    const admin = await h.createUser('ajustes@live.test', ['300', '302'], f.venueId, 'Ajustes');
    const before = await json<Record<string, number>>(await h.request('GET', '/venue-settings/alertas', { token: admin }));
    expect(Object.keys(before).sort()).toEqual([
      'alertCancellations',
      'alertCountVariance',
      'alertSilentMinutes',
      'cashOverShortThreshold',
    ]);
    const saved = await json<Record<string, number>>(
      await h.request('PUT', '/venue-settings/alertas', {
        token: admin,
        body: { alertSilentMinutes: 20, alertCountVariance: 1_500_000, alertCancellations: 3 },
      }),
    );
    expect(saved).toMatchObject({ alertSilentMinutes: 20, alertCountVariance: 1_500_000, alertCancellations: 3 });
    const live = await json<LiveTonightDto>(await h.request('GET', '/gerencia/en-vivo', { token: admin }));
    expect(live.silentMinutes).toBe(20);
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'venue_alerts.update'));
    expect(audit?.after).toEqual({ alertSilentMinutes: 20, alertCountVariance: 1_500_000, alertCancellations: 3 });
    for (const bad of [
      { alertSilentMinutes: 0, alertCountVariance: 0, alertCancellations: 0 },
      { alertSilentMinutes: 10, alertCountVariance: -1, alertCancellations: 0 },
      { alertSilentMinutes: 10, alertCountVariance: 1.5, alertCancellations: 0 },
      { alertSilentMinutes: 10, alertCountVariance: 0, alertCancellations: 1001 },
      { alertSilentMinutes: 10, alertCountVariance: 0, alertCancellations: 1, cashOverShortThreshold: 5 },
    ])
      expect((await h.request('PUT', '/venue-settings/alertas', { token: admin, body: bad })).status).toBe(422);
    const balanceOnly = await h.createUser('balance@live.test', ['302'], f.venueId, 'Balance');
    expect((await h.request('PUT', '/venue-settings/alertas', { token: balanceOnly, body: {} })).status).toBe(403);
  });
});
