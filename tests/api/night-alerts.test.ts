// Night alerts without the flood (issue 31, item 10), on the hand-made night of gerencia-night.ts:
// each alert reaches only the holders of its area's codes (the supervisor, who holds no stock
// code, hears of no stock); a cause is raised once however many sales and checks follow, and again
// only after it cleared and came back; a terminal is silent only during the night's hours; two
// instances checking the same night at once notify once.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import {
  nightAlerts,
  notifications,
  parLevels,
  products,
  stockLocations,
  stockMovements,
  terminals,
  userPrivileges,
  users,
  userVenues,
  venues,
} from '../../server/db/schema';
import { ingestSales } from '../../server/domain/sales-ingest';
import { evaluateNight } from '../../server/routes/gerencia/alerts.service';
import { ALL_PRIVILEGE_CODES } from '../../src/contract/privileges';
import { uuidv7 } from '../../src/contract/uuid';
import { buildNight, type Fixture, local } from './gerencia-night';
import { createHarness, type Harness, testDbKind } from './harness';

let h: Harness;
let f: Fixture;
let barLocation: string;
let vodka: string;
let drink: string;
const who: Record<string, string> = {};

async function userId(email: string): Promise<string> {
  const [u] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id as string;
}

/** The message ids a user has been told, oldest first. */
async function told(user: string): Promise<string[]> {
  const rows = await h.database.db
    .select({ messageId: notifications.messageId })
    .from(notifications)
    .where(eq(notifications.userId, user))
    .orderBy(notifications.createdAt, notifications.id);
  return rows.map((r) => r.messageId as string);
}
const count = (list: string[], id: string) => list.filter((m) => m === id).length;

/** Card sales of `drinks` vodka tonics (0.1 of a bottle each) at the bar, sent as its terminal sends them. */
async function sell(drinks: number, at: Date) {
  const terminal = { id: f.barTerminal, pointOfSaleId: f.bar, venueId: f.venueId, stockLocationId: barLocation };
  const list = Array.from({ length: drinks }, () => ({
    id: uuidv7(),
    at: at.toISOString(),
    payment: 'card',
    lines: [{ productId: drink, quantity: 1, unitPrice: 300_000 }],
    total: 300_000,
  }));
  const outcomes = await ingestSales(h.database.db, terminal, list, new Date(at.getTime() + 60_000));
  expect(outcomes.map((o) => o.status)).toEqual(list.map(() => 'applied'));
}

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const [tmp] = await db.insert(venues).values({ name: 'Tmp', legalName: 'T', taxId: '1' }).returning();
  for (const key of ['ana', 'beto', 'sup']) {
    await h.createUser(`${key}@alerts.test`, [], tmp?.id as string, key);
    who[key] = await userId(`${key}@alerts.test`);
  }
  f = await buildNight(db, { ana: who.ana as string, beto: who.beto as string, sup: who.sup as string });
  // The venue's people, by the codes they hold.
  await h.createUser('gerente@alerts.test', ALL_PRIVILEGE_CODES, f.venueId, 'Gerente');
  await h.createUser('supervisor@alerts.test', ['102', '107', '141', '207', '300', '302'], f.venueId, 'Supervisor');
  await h.createUser('stock@alerts.test', ['103', '109', '407', '409', '411', '412', '418', '420'], f.venueId, 'Stock');
  await h.createUser('duenio@alerts.test', ['302'], f.venueId, 'Dueño');
  await h.createUser('tecnico@alerts.test', ['101'], f.venueId, 'Técnico');
  for (const key of ['gerente', 'supervisor', 'stock', 'duenio', 'tecnico']) who[key] = await userId(`${key}@alerts.test`);
  // Beto, who asked for the cancellations, also decides them (107) at this venue.
  await db.insert(userVenues).values({ userId: who.beto as string, venueId: f.venueId });
  await db.insert(userPrivileges).values({ userId: who.beto as string, code: '107' });

  const [loc] = await db.select().from(stockLocations).where(eq(stockLocations.venueId, f.venueId));
  barLocation = loc?.id as string;
  const [mv] = await db.select().from(stockMovements).where(eq(stockMovements.locationId, barLocation)).limit(1);
  vodka = mv?.goodId as string;
  const [p] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.venueId, f.venueId), eq(products.name, 'Vodka tonic')));
  drink = p?.id as string;
  // Live vodka at the bar: −0.1 the night before + 3 preloaded − 0.6 sold − 0.5 broken = 1.8,
  // under the minimum of 2.
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
  // Count variance 5 000 over 4 000; the bar register 20 000 short over 10 000; Beto asked 2
  // cancellations, over 1.
  await db
    .update(venues)
    .set({ alertCountVariance: 4_000, cashOverShortThreshold: 10_000, alertCancellations: 1 })
    .where(eq(venues.id, f.venueId));
  await db
    .update(terminals)
    .set({ lastSeenAt: local('2026-03-14', '01:00') })
    .where(eq(terminals.id, f.barTerminal));
  await db
    .update(terminals)
    .set({ lastSeenAt: local('2026-03-14', '01:25') })
    .where(eq(terminals.id, f.doorTerminal));
});

afterAll(async () => {
  await h?.close();
});

describe('night alerts by area', () => {
  it('reach only the holders of the codes of their area', async () => {
    await evaluateNight(h.database.db, f.venueId, f.night, local('2026-03-14', '01:30'));
    const sorted = async (key: string) => (await told(who[key] as string)).sort();
    // The general manager holds every code: every area's alert.
    expect(await sorted('gerente')).toEqual(
      ['alertCancellations', 'alertCashShort', 'alertCountVariance', 'alertLowStock', 'alertSilentTerminal'].sort(),
    );
    // The supervisor (102/107/141/207/300/302): cancellations (107) and the register's count
    // (207); no stock code, so no stock alert; no 101, so no terminal.
    expect(await sorted('supervisor')).toEqual(['alertCancellations', 'alertCashShort']);
    expect(await sorted('stock')).toEqual(['alertCountVariance', 'alertLowStock']);
    expect(await sorted('tecnico')).toEqual(['alertSilentTerminal']);
    // 302 alone (the balance sheet) is no alert's code.
    expect(await sorted('duenio')).toEqual([]);
    // Beto decides cancellations but is not told about his own.
    expect(await sorted('beto')).toEqual([]);
    const [row] = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, who.supervisor as string));
    expect(row?.click).toBeTruthy();
  });
});

describe('once per cause until it changes', () => {
  it('raises a low stock once however many sales and checks, and again after it cleared and came back', async () => {
    const db = h.database.db;
    const manager = who.gerente as string;
    const stockKeeper = who.stock as string;
    expect(count(await told(manager), 'alertLowStock')).toBe(1);
    // More sales, a check after each batch: the vodka goes lower and lower, nothing more is said.
    for (const minute of ['01:31', '01:32', '01:33', '01:34']) {
      await sell(2, local('2026-03-14', minute));
      await evaluateNight(db, f.venueId, f.night, new Date(local('2026-03-14', minute).getTime() + 30_000));
    }
    expect(count(await told(manager), 'alertLowStock')).toBe(1);
    // Restocked: 1.8 − 0.8 + 5 = 6, over the minimum. The cause is gone: its row is cleared, nobody is told.
    await db.insert(stockMovements).values({
      locationId: barLocation,
      goodId: vodka,
      kind: 'transfer_in',
      quantity: 5,
      unitCost: 20_000,
      at: local('2026-03-14', '01:40'),
      nightId: f.night,
      sourceType: 'transfer',
    });
    await evaluateNight(db, f.venueId, f.night, local('2026-03-14', '01:41'));
    await evaluateNight(db, f.venueId, f.night, local('2026-03-14', '01:42'));
    expect(count(await told(manager), 'alertLowStock')).toBe(1);
    // Sold down again to 6 − 4.1 = 1.9: low once more, told once more (with the new figure).
    await sell(41, local('2026-03-14', '02:00'));
    await evaluateNight(db, f.venueId, f.night, local('2026-03-14', '02:01'));
    await evaluateNight(db, f.venueId, f.night, local('2026-03-14', '02:02'));
    expect(count(await told(manager), 'alertLowStock')).toBe(2);
    // The stock keeper heard the same, twice: once per episode.
    expect(count(await told(stockKeeper), 'alertLowStock')).toBe(2);
    const rows = await db
      .select()
      .from(nightAlerts)
      .where(and(eq(nightAlerts.nightId, f.night), eq(nightAlerts.kind, 'lowStock')))
      .orderBy(nightAlerts.createdAt);
    expect(rows.map((r) => [r.description, r.clearedAt])).toEqual([
      ['Vodka 750: quedan 1,8 (mínimo 2)', local('2026-03-14', '01:41')],
      ['Vodka 750: quedan 1,9 (mínimo 2)', null],
    ]);
    // The other causes of the night, still holding all along, were told once.
    expect(count(await told(manager), 'alertCountVariance')).toBe(1);
    expect(count(await told(who.supervisor as string), 'alertCashShort')).toBe(1);
    expect(count(await told(who.supervisor as string), 'alertCancellations')).toBe(1);
  });
});

describe('silent terminals', () => {
  it('count only during the night’s hours, not in the afternoon of a night already open', async () => {
    const db = h.database.db;
    const manager = who.gerente as string;
    const tech = who.tecnico as string;
    // Every terminal last heard at noon (in service for the night that opens at 23:00), among
    // them a second bar terminal set up that morning.
    await db.insert(terminals).values({
      pointOfSaleId: f.bar,
      name: 'POS Barra 2',
      deviceId: `dev-${uuidv7()}`,
      lastSeenAt: local('2026-03-13', '12:00'),
    });
    await db
      .update(terminals)
      .set({ lastSeenAt: local('2026-03-13', '12:00') })
      .where(inArray(terminals.pointOfSaleId, [f.bar, f.door]));
    const before = count(await told(manager), 'alertSilentTerminal');
    const techBefore = count(await told(tech), 'alertSilentTerminal');
    // 17:00, the night already marked open: no terminal is silent before the night's hours.
    await evaluateNight(db, f.venueId, f.night, local('2026-03-13', '17:00'));
    // 23:10: ten minutes into the night, under the venue's 15.
    await evaluateNight(db, f.venueId, f.night, local('2026-03-13', '23:10'));
    expect(count(await told(manager), 'alertSilentTerminal')).toBe(before);
    // 23:20: twenty minutes of the night without a word from any of the three.
    await evaluateNight(db, f.venueId, f.night, local('2026-03-13', '23:20'));
    expect(count(await told(manager), 'alertSilentTerminal')).toBe(before + 3);
    expect(count(await told(tech), 'alertSilentTerminal')).toBe(techBefore + 3);
    // 07:00, past the closing at 06:00: nothing is silent any more (their rows are cleared).
    await evaluateNight(db, f.venueId, f.night, local('2026-03-14', '07:00'));
    const active = await db
      .select()
      .from(nightAlerts)
      .where(and(eq(nightAlerts.nightId, f.night), eq(nightAlerts.kind, 'silentTerminal'), isNull(nightAlerts.clearedAt)));
    expect(active).toEqual([]);
    expect(count(await told(manager), 'alertSilentTerminal')).toBe(before + 3);
  });
});

describe('several instances', () => {
  it('two checks of the same night at once notify once', async () => {
    const db = h.database.db;
    const tech = who.tecnico as string;
    // A second connection pool on PostgreSQL (another instance); PGlite has one connection.
    let other: Database | undefined;
    if (testDbKind() === 'postgres') other = await openDatabase({ url: h.databaseUrl as string }, () => undefined);
    try {
      await db
        .update(terminals)
        .set({ lastSeenAt: local('2026-03-14', '03:00') })
        .where(inArray(terminals.pointOfSaleId, [f.bar, f.door]));
      const before = count(await told(tech), 'alertSilentTerminal');
      const at = local('2026-03-14', '03:30');
      const runs = await Promise.all([
        evaluateNight(db, f.venueId, f.night, at),
        evaluateNight(other?.db ?? db, f.venueId, f.night, at),
        evaluateNight(db, f.venueId, f.night, at),
      ]);
      // Three terminals silent since 03:00: three notifications, not six or nine.
      expect(runs.flat().filter((p) => p.userId === tech)).toHaveLength(3);
      expect(count(await told(tech), 'alertSilentTerminal')).toBe(before + 3);
      // And the next check, whichever instance runs it, says nothing more.
      expect(await evaluateNight(other?.db ?? db, f.venueId, f.night, at)).toEqual([]);
    } finally {
      await other?.close();
    }
  });
});
