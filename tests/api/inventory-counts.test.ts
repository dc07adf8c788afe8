// Counts applied to the ledger (issue 6): adjustment arithmetic, counts as observations at their
// time, spot vs full, idempotent submit, recount tasks, reset of a bar, valued differences, the
// history, privileges, venue scoping and malformed input. Every test builds its own bar and goods
// at fixed past times, so the seed's data and the other tests never enter its arithmetic.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  nights,
  notifications,
  recountTasks,
  stockCountLines,
  stockCounts,
  stockLevels,
  stockLocations,
  stockMovements,
  users,
  venues,
} from '../../server/db/schema';
import { type MovementKind, recordMovements } from '../../server/domain/stock-ledger';
import { applyStockCount } from '../../server/routes/inventarios/counts.service';
import type {
  CountDetailDto,
  CountSummaryDto,
  DifferencesResponse,
  RecountTaskDto,
  ResetBar,
  ResetPreview,
  ResetResult,
} from '../../src/contract/inventory-counts';
import type { PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

let h: Harness;
let stock: string;
let admin: string;
let supervisor: string;
let vip: string;
let venueId: string;
let stockUserId: string;
let seq = 0;

const HOUR = 3_600_000;
const MIN = 60_000;

beforeAll(async () => {
  h = await createHarness();
  [stock, admin, supervisor, vip] = await Promise.all([
    h.login('stock@noctua.test'),
    h.login('admin@noctua.test'),
    h.login('supervisor@noctua.test'),
    h.login('vip@noctua.test'),
  ]);
  const [u] = await h.database.db
    .select({ id: users.id, venueId: users.defaultVenueId })
    .from(users)
    .where(eq(users.email, 'stock@noctua.test'));
  venueId = u?.venueId as string;
  stockUserId = u?.id as string;
});
afterAll(async () => {
  await h?.close();
});

// ───────────────────────────── helpers ─────────────────────────────

let serial = 0;
async function bar(kind: 'bar' | 'warehouse' = 'bar', venue = venueId) {
  serial += 1;
  const id = uuidv7();
  const name = `${kind === 'bar' ? 'Barra' : 'Depósito'} prueba ${serial}`;
  await h.database.db.insert(stockLocations).values({ id, venueId: venue, kind, name });
  return { id, name };
}

async function good(unitCost: number, venue = venueId) {
  serial += 1;
  const id = uuidv7();
  await h.database.db.insert(goods).values({
    id,
    venueId: venue,
    sku: `T-${serial}`,
    name: `Mercadería ${serial}`,
    category: 'Prueba',
    unit: 'bottle',
    unitCost,
  });
  return id;
}

async function move(locationId: string, goodId: string, quantity: number, at: number, kind: MovementKind = 'purchase') {
  await recordMovements(h.database.db, [{ locationId, goodId, quantity, kind, at: new Date(at) }]);
}

function cmd(name: string, args: unknown, id = uuidv7()) {
  seq += 1;
  return { id, seq, name, args, createdAt: new Date().toISOString() };
}

async function push(commands: unknown[], token = stock, deviceId = 'tablet-1') {
  const res = await h.request('POST', '/sync/push', { token, body: { deviceId, commands } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

/** Opens, fills and submits a count through the sync push, as the tablet does. */
async function count(locationId: string, lines: [goodId: string, quantity: number, at: number][], scope?: 'full' | 'spot') {
  const countId = uuidv7();
  const open = cmd('stockCount.open', { countId, locationId, ...(scope ? { scope } : {}) });
  const upserts = lines.map(([goodId, quantity, at]) =>
    cmd('stockCount.upsertLine', { countId, goodId, quantity, countedAt: new Date(at).toISOString() }),
  );
  const submit = cmd('stockCount.submit', { countId });
  const results = await push([open, ...upserts, submit]);
  expect(results.map((r) => r.message ?? r.status)).toEqual(results.map(() => 'applied'));
  return { countId, submit, result: results.at(-1) };
}

async function adjustments(countId: string) {
  return h.database.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceType, 'stock_count'), eq(stockMovements.sourceId, countId)));
}

async function level(locationId: string, goodId: string) {
  const [row] = await h.database.db
    .select({ q: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.locationId, locationId), eq(stockLevels.goodId, goodId)));
  return row?.q ?? 0;
}

async function lineOf(countId: string, goodId: string) {
  const [row] = await h.database.db
    .select()
    .from(stockCountLines)
    .where(and(eq(stockCountLines.stockCountId, countId), eq(stockCountLines.goodId, goodId)));
  return row;
}

async function get<T>(path: string, token = stock): Promise<T> {
  const res = await h.request('GET', path, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** A night of the test venue for a business date far from the seed's nights. */
async function night(businessDate: string) {
  const id = uuidv7();
  await h.database.db.insert(nights).values({
    id,
    venueId,
    businessDate,
    opensAt: new Date(`${businessDate}T23:00:00-03:00`),
    closesAt: new Date(new Date(`${businessDate}T23:00:00-03:00`).getTime() + 7 * HOUR),
    // Not closed: a closed night takes no stock movement (domain/night-of.ts).
    status: 'planned',
  });
  return id;
}

// ───────────────────────────── applying a count ─────────────────────────────

describe('submitting a count applies it to the ledger', () => {
  it('adjusts counted − theoretical at countedAt, partial bottles included', async () => {
    const { id: loc } = await bar();
    const fernet = await good(10_000);
    const gin = await good(2_500);
    const t0 = Date.parse('2024-02-10T22:00:00Z');
    await move(loc, fernet, 10, t0);
    await move(loc, fernet, -2.6, t0 + HOUR, 'sale_consumption');
    await move(loc, gin, 3, t0);
    const countedAt = t0 + 2 * HOUR;
    const { countId, result } = await count(loc, [
      [fernet, 7, countedAt],
      [gin, 3.4, countedAt],
    ]);
    expect(result?.result).toEqual({ countId, status: 'applied' });

    const [row] = await h.database.db.select().from(stockCounts).where(eq(stockCounts.id, countId));
    expect(row).toMatchObject({ status: 'applied', appliedBy: stockUserId });
    expect(row?.appliedAt).toBeInstanceOf(Date);
    expect(row?.submittedAt).toBeInstanceOf(Date);

    expect(await lineOf(countId, fernet)).toMatchObject({ theoreticalQuantity: 7.4, held: false });
    expect(await lineOf(countId, gin)).toMatchObject({ theoreticalQuantity: 3, held: false });
    const moves = await adjustments(countId);
    expect(moves).toHaveLength(2);
    const byGood = new Map(moves.map((m) => [m.goodId, m]));
    expect(byGood.get(fernet)).toMatchObject({ kind: 'count_adjustment', quantity: -0.4, unitCost: 10_000, userId: stockUserId });
    expect(byGood.get(fernet)?.at.getTime()).toBe(countedAt);
    expect(byGood.get(gin)).toMatchObject({ quantity: 0.4, unitCost: 2_500 });
    expect(await level(loc, fernet)).toBe(7);
    expect(await level(loc, gin)).toBe(3.4);
  });

  it('keeps the times of the device: opened and counted offline, synced later; never in the future', async () => {
    const { id: loc } = await bar();
    const fernet = await good(10_000);
    const gin = await good(2_500);
    const openedAt = Date.now() - 3 * HOUR;
    const countId = uuidv7();
    const ahead = new Date(Date.now() + 5 * HOUR).toISOString();
    const results = await push([
      cmd('stockCount.open', { countId, locationId: loc, startedAt: new Date(openedAt).toISOString() }),
      cmd('stockCount.upsertLine', { countId, goodId: fernet, quantity: 1, countedAt: new Date(openedAt + HOUR).toISOString() }),
      // A tablet whose clock runs five hours ahead.
      cmd('stockCount.upsertLine', { countId, goodId: gin, quantity: 2, countedAt: ahead }),
    ]);
    expect(results.map((r) => r.message ?? r.status)).toEqual(['applied', 'applied', 'applied']);
    const [row] = await h.database.db.select().from(stockCounts).where(eq(stockCounts.id, countId));
    expect(row?.startedAt.getTime()).toBe(openedAt);
    expect((await lineOf(countId, fernet))?.countedAt.getTime()).toBe(openedAt + HOUR);
    expect((await lineOf(countId, gin))?.countedAt.getTime()).toBeLessThanOrEqual(Date.now());

    // A count opened by a device that sends no time starts when the server hears of it.
    const older = uuidv7();
    const before = Date.now();
    await push([cmd('stockCount.open', { countId: older, locationId: loc })]);
    const [plain] = await h.database.db.select().from(stockCounts).where(eq(stockCounts.id, older));
    expect(plain?.startedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    const refused = await push([cmd('stockCount.open', { countId: uuidv7(), locationId: loc, startedAt: 'ayer' })]);
    expect(refused[0]?.status).toBe('rejected');
  });

  it('writes nothing for a line that matches the ledger', async () => {
    const { id: loc } = await bar();
    const g = await good(1_000);
    const t0 = Date.parse('2024-02-11T22:00:00Z');
    await move(loc, g, 4.25, t0);
    const { countId } = await count(loc, [[g, 4.25, t0 + HOUR]]);
    expect(await adjustments(countId)).toHaveLength(0);
    expect(await lineOf(countId, g)).toMatchObject({ theoreticalQuantity: 4.25, held: false });
  });

  it('treats a count as an observation at its time: later movements do not change the adjustment', async () => {
    const { id: loc } = await bar();
    const g = await good(5_000);
    const t0 = Date.parse('2024-02-12T22:00:00Z');
    await move(loc, g, 5, t0);
    const countedAt = t0 + HOUR;
    // A sale after the count was taken, recorded before the count reaches the server.
    await move(loc, g, -1, countedAt + 30 * MIN, 'sale_consumption');
    const { countId } = await count(loc, [[g, 4, countedAt]]);
    const [adj] = await adjustments(countId);
    expect(adj).toMatchObject({ quantity: -1 });
    expect(adj?.at.getTime()).toBe(countedAt);
    expect(await lineOf(countId, g)).toMatchObject({ theoreticalQuantity: 5 });
    // 5 bought − 1 missing at the count − 1 sold after it.
    expect(await level(loc, g)).toBe(3);
  });

  it('keeps a later observation true when an earlier count is applied after it', async () => {
    const { id: loc } = await bar();
    const g = await good(1_000);
    const t0 = Date.parse('2024-02-13T12:00:00Z');
    await move(loc, g, 10, t0);
    const later = await count(loc, [[g, 9, t0 + 10 * HOUR]]);
    expect(await level(loc, g)).toBe(9);
    // A tablet that was offline sends its count from 9 hours before (outside the recount window).
    const earlier = await count(loc, [[g, 8, t0 + HOUR]]);
    const moves = (await adjustments(earlier.countId)).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(moves.map((m) => [m.quantity, m.at.getTime()])).toEqual([
      [-2, t0 + HOUR],
      [2, t0 + 10 * HOUR],
    ]);
    expect(await level(loc, g)).toBe(9);
    expect(await adjustments(later.countId)).toHaveLength(1);
  });

  it('a spot count adjusts only its goods; a full count counts the others as 0', async () => {
    const { id: loc } = await bar();
    const [a, b, c] = await Promise.all([good(1_000), good(2_000), good(3_000)]);
    // A day before the demo's history: three days ago may be one of its closed nights.
    const t0 = Date.parse('2024-02-16T12:00:00Z');
    await move(loc, a, 5, t0);
    await move(loc, b, 3, t0);
    await move(loc, c, 2, t0);
    const spot = await count(loc, [[a, 4, t0 + HOUR]], 'spot');
    expect((await adjustments(spot.countId)).map((m) => [m.goodId, m.quantity])).toEqual([[a, -1]]);
    expect([await level(loc, b), await level(loc, c)]).toEqual([3, 2]);

    const full = await count(loc, [[a, 4, t0 + 2 * HOUR]], 'full');
    const lines = await h.database.db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, full.countId));
    expect(lines.map((l) => [l.goodId, l.countedQuantity, l.theoreticalQuantity]).sort()).toEqual(
      [
        [a, 4, 4],
        [b, 0, 3],
        [c, 0, 2],
      ].sort(),
    );
    const moves = await adjustments(full.countId);
    expect(moves.map((m) => [m.goodId, m.quantity]).sort()).toEqual(
      [
        [b, -3],
        [c, -2],
      ].sort(),
    );
    expect([await level(loc, a), await level(loc, b), await level(loc, c)]).toEqual([4, 0, 0]);
  });

  it('adjusts once however often the submit is sent', async () => {
    const { id: loc } = await bar();
    const g = await good(1_000);
    const t0 = Date.parse('2024-02-14T22:00:00Z');
    await move(loc, g, 6, t0);
    const { countId, submit, result } = await count(loc, [[g, 5.5, t0 + HOUR]]);
    // The same command again (a retry after a lost answer): the stored answer, nothing new.
    const [again] = await push([submit]);
    expect(again).toEqual(result);
    // The same submit from a second tablet, under its own command id.
    const [second] = await push([cmd('stockCount.submit', { countId })], stock, 'tablet-2');
    expect(second).toMatchObject({ status: 'applied', result: { countId, status: 'applied' } });
    // And applying it from the history.
    const res = await h.request('POST', `/inventarios/conteos/${countId}/aplicar`, { token: stock });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'applied', adjusted: 0 });
    expect(await adjustments(countId)).toHaveLength(1);
    expect(await level(loc, g)).toBe(5.5);
  });

  it('applies a count left submitted from the history, and refuses one still open', async () => {
    const { id: loc } = await bar();
    const g = await good(1_000);
    const t0 = Date.parse('2024-02-15T22:00:00Z');
    await move(loc, g, 6, t0);
    const countId = uuidv7();
    await h.database.db.insert(stockCounts).values({ id: countId, locationId: loc, status: 'open', startedBy: stockUserId });
    await h.database.db
      .insert(stockCountLines)
      .values({ stockCountId: countId, goodId: g, countedQuantity: 5, countedAt: new Date(t0 + HOUR) });
    const open = await h.request('POST', `/inventarios/conteos/${countId}/aplicar`, { token: stock });
    expect(open.status).toBe(409);
    await h.database.db.update(stockCounts).set({ status: 'submitted' }).where(eq(stockCounts.id, countId));
    const res = await h.request('POST', `/inventarios/conteos/${countId}/aplicar`, { token: stock });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ countId, status: 'applied', adjusted: 1, held: 0 });
    expect(await level(loc, g)).toBe(5);
    // 109 alone does not apply counts.
    expect((await h.request('POST', `/inventarios/conteos/${countId}/aplicar`, { token: supervisor })).status).toBe(403);
  });
});

// ───────────────────────────── recounts ─────────────────────────────

describe('recounts', () => {
  it('holds a count that disagrees with an earlier one, asks for a recount and applies the recount', async () => {
    const { id: loc, name } = await bar();
    const g = await good(10_000);
    const ok = await good(1_000);
    const t0 = Date.parse('2024-02-20T22:00:00Z');
    await move(loc, g, 10, t0);
    await move(loc, ok, 10, t0);
    const first = await count(loc, [
      [g, 8, t0 + HOUR],
      [ok, 8, t0 + HOUR],
    ]);
    await move(loc, g, -1, t0 + 2 * HOUR, 'sale_consumption');
    await move(loc, ok, -1, t0 + 2 * HOUR, 'sale_consumption');
    const before = await h.database.db.select().from(notifications).where(eq(notifications.title, 'Recuento pendiente'));
    // Expected 8 − 1 = 7: 5 is two bottles off (held), 6.7 is within half a bottle (applied).
    const second = await count(loc, [
      [g, 5, t0 + 3 * HOUR],
      [ok, 6.7, t0 + 3 * HOUR],
    ]);
    expect(await lineOf(second.countId, g)).toMatchObject({ held: true, theoreticalQuantity: 7 });
    expect(await lineOf(second.countId, ok)).toMatchObject({ held: false, theoreticalQuantity: 7 });
    expect((await adjustments(second.countId)).map((m) => [m.goodId, m.quantity])).toEqual([[ok, -0.3]]);
    expect(await level(loc, g)).toBe(7);

    const [task] = await h.database.db.select().from(recountTasks).where(eq(recountTasks.locationId, loc));
    expect(task).toMatchObject({ goodId: g, status: 'open', expectedQuantity: 7, countedQuantity: 5 });
    expect(task?.firstLineId).toBe((await lineOf(first.countId, g))?.id);
    expect(task?.secondLineId).toBe((await lineOf(second.countId, g))?.id);

    // Everyone of the venue with 103 hears of it (stock and admin), once per count.
    const after = await h.database.db.select().from(notifications).where(eq(notifications.title, 'Recuento pendiente'));
    const fresh = after.filter((n) => !before.some((b) => b.id === n.id));
    expect(fresh).toHaveLength(2);
    expect(fresh.map((n) => n.userId)).toContain(stockUserId);
    expect(fresh[0]?.description).toContain(name);
    expect(fresh[0]?.click).toBe('/logged/inventarios/ajustes/diferencias');

    const tasks = await get<RecountTaskDto[]>('/inventarios/recuentos');
    const listed = tasks.find((t) => t.id === task?.id);
    expect(listed).toMatchObject({
      locationName: name,
      goodId: g,
      firstQuantity: 8,
      expectedQuantity: 7,
      countedQuantity: 5,
      firstCountId: first.countId,
      secondCountId: second.countId,
    });

    // Bad recounts are refused before anything is written.
    const path = `/inventarios/recuentos/${task?.id}/resolver`;
    expect((await h.request('POST', path, { token: stock, body: { quantity: -1 } })).status).toBe(422);
    expect((await h.request('POST', path, { token: stock, body: { quantity: 'seis' } })).status).toBe(422);
    expect((await h.request('POST', path, { token: stock, body: { quantity: 1, extra: true } })).status).toBe(422);
    expect((await h.request('POST', path, { token: stock, rawBody: '{"quantity":' })).status).toBe(400);
    const future = await h.request('POST', path, {
      token: stock,
      body: { quantity: 6, countedAt: new Date(Date.now() + HOUR).toISOString() },
    });
    expect(future.status).toBe(422);
    expect(await future.json()).toEqual({ message: 'La hora del recuento no puede ser futura' });
    expect(
      (await h.request('POST', `/inventarios/recuentos/${uuidv7()}/resolver`, { token: stock, body: { quantity: 1 } })).status,
    ).toBe(404);
    expect((await h.request('POST', path, { token: supervisor, body: { quantity: 6 } })).status).toBe(403);

    // The recount: 6 found at t0 + 3h10 → theoretical 7 there → −1, the true observation.
    const res = await h.request('POST', path, {
      token: stock,
      body: { quantity: 6, countedAt: new Date(t0 + 3 * HOUR + 10 * MIN).toISOString() },
    });
    expect(res.status).toBe(200);
    const resolved = (await res.json()) as {
      taskIds: string[];
      countId: string;
      theoreticalQuantity: number;
      adjustment: number;
    };
    expect(resolved).toMatchObject({ taskIds: [task?.id], theoreticalQuantity: 7, adjustment: -1 });
    expect(await level(loc, g)).toBe(6);
    const [recount] = await h.database.db.select().from(stockCounts).where(eq(stockCounts.id, resolved.countId));
    expect(recount).toMatchObject({ status: 'applied', scope: 'spot', locationId: loc, note: 'Recuento' });
    const [done] = await h.database.db
      .select()
      .from(recountTasks)
      .where(eq(recountTasks.id, task?.id as string));
    expect(done).toMatchObject({ status: 'resolved', resolvedBy: stockUserId });
    expect(done?.resolvedLineId).toBe((await lineOf(resolved.countId, g))?.id);
    expect((await get<RecountTaskDto[]>('/inventarios/recuentos')).some((t) => t.id === task?.id)).toBe(false);
    const twice = await h.request('POST', path, { token: stock, body: { quantity: 6 } });
    expect(twice.status).toBe(409);

    // The held line shows in the count's detail with its resolved recount.
    const detail = await get<CountDetailDto>(`/inventarios/conteos/${second.countId}`);
    expect(detail.heldLines).toBe(1);
    expect(detail.lineItems.find((l) => l.goodId === g)).toMatchObject({
      held: true,
      recountStatus: 'resolved',
      difference: -2,
      adjustmentQuantity: 0,
    });
  });

  it('compares only counts within the window', async () => {
    const { id: loc } = await bar();
    const g = await good(1_000);
    const t0 = Date.parse('2024-02-21T12:00:00Z');
    await move(loc, g, 10, t0);
    await count(loc, [[g, 8, t0 + HOUR]]);
    // Seven hours later: a plain adjustment against the ledger, no recount.
    const late = await count(loc, [[g, 5, t0 + 8 * HOUR]]);
    expect(await lineOf(late.countId, g)).toMatchObject({ held: false, theoreticalQuantity: 8 });
    expect((await adjustments(late.countId)).map((m) => m.quantity)).toEqual([-3]);
    expect(await h.database.db.select().from(recountTasks).where(eq(recountTasks.locationId, loc))).toHaveLength(0);
  });
});

// ───────────────────────────── differences ─────────────────────────────

describe('GET /inventarios/diferencias', () => {
  it('lists the adjustments valued at cost, by night, location and good, with totals', async () => {
    const { id: loc, name } = await bar();
    const fernet = await good(10_000);
    const gin = await good(2_500);
    // 2024-03-06 03:00 UTC is 00:00 in Buenos Aires: the night of 2024-03-05.
    const nightId = await night('2024-03-05');
    const t0 = Date.parse('2024-03-05T23:00:00Z');
    await move(loc, fernet, 10, t0);
    await move(loc, gin, 3, t0);
    await count(loc, [
      [fernet, 7.6, t0 + 4 * HOUR],
      [gin, 3.4, t0 + 4 * HOUR],
    ]);
    const body = await get<DifferencesResponse>(`/inventarios/diferencias?locationId=${loc}`);
    expect(body.rows).toHaveLength(2);
    // The count itself is filed under the night it was taken in.
    expect((await get<CountSummaryDto[]>(`/inventarios/conteos?locationId=${loc}`))[0]?.night).toMatchObject({ id: nightId });
    const fRow = body.rows.find((r) => r.goodId === fernet);
    expect(fRow).toMatchObject({
      night: { id: nightId, businessDate: '2024-03-05' },
      locationId: loc,
      locationName: name,
      locationKind: 'bar',
      quantity: -2.4,
      value: -24_000,
      movements: 1,
    });
    expect(body.rows.find((r) => r.goodId === gin)).toMatchObject({ quantity: 0.4, value: 1_000 });
    expect(body.totals).toEqual({
      quantity: -2,
      value: -23_000,
      missingQuantity: -2.4,
      missingValue: -24_000,
      surplusQuantity: 0.4,
      surplusValue: 1_000,
    });

    // Filters: the night, the good, the business dates.
    expect((await get<DifferencesResponse>(`/inventarios/diferencias?nightId=${nightId}`)).rows).toHaveLength(2);
    const one = await get<DifferencesResponse>(`/inventarios/diferencias?locationId=${loc}&goodId=${gin}`);
    expect(one.rows.map((r) => r.goodId)).toEqual([gin]);
    expect(one.totals.value).toBe(1_000);
    const inRange = await get<DifferencesResponse>(`/inventarios/diferencias?locationId=${loc}&from=2024-03-05&to=2024-03-05`);
    expect(inRange.rows).toHaveLength(2);
    const outside = await get<DifferencesResponse>(`/inventarios/diferencias?locationId=${loc}&from=2024-03-06`);
    expect(outside.rows).toHaveLength(0);
    expect(outside.totals).toMatchObject({ quantity: 0, value: 0 });
    // Only count adjustments: a breakage or a sale is not a difference.
    await move(loc, gin, -1, t0 + 5 * HOUR, 'breakage');
    expect((await get<DifferencesResponse>(`/inventarios/diferencias?locationId=${loc}`)).rows).toHaveLength(2);
  });

  it('refuses malformed filters with 422 and users without 418/420 with 403', async () => {
    for (const q of [
      'from=2024-13-40',
      'from=ayer',
      'from=2024-03-06&to=2024-03-05',
      'nightId=x',
      'locationId=1',
      'goodId=%27',
    ]) {
      const res = await h.request('GET', `/inventarios/diferencias?${q}`, { token: stock });
      expect(res.status, q).toBe(422);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
    expect((await h.request('GET', '/inventarios/diferencias', { token: supervisor })).status).toBe(403);
    expect((await h.request('GET', '/inventarios/diferencias', { token: vip })).status).toBe(403);
    expect((await h.request('GET', '/inventarios/diferencias')).status).toBe(401);
    expect((await h.request('GET', '/inventarios/diferencias', { token: admin })).status).toBe(200);
  });
});

// ───────────────────────────── reset ─────────────────────────────

describe('ajustes/limpiar', () => {
  it('previews and zeroes every good of a bar with reset movements', async () => {
    const { id: loc, name } = await bar();
    const a = await good(10_000);
    const b = await good(2_000);
    const zero = await good(1_000);
    const t0 = Date.now() - 5 * HOUR;
    await move(loc, a, 4.4, t0);
    await move(loc, b, -1, t0, 'sale_consumption');
    await move(loc, zero, 2, t0);
    await move(loc, zero, -2, t0 + MIN, 'sale_consumption');

    const bars = await get<ResetBar[]>('/inventarios/limpiar');
    expect(bars.find((b) => b.id === loc)).toEqual({ id: loc, name, goods: 2, quantity: 3.4, value: 42_000 });
    expect(bars.length).toBeGreaterThan(1);

    const preview = await get<ResetPreview>(`/inventarios/limpiar/${loc}`);
    expect(preview.location).toEqual({ id: loc, name });
    expect(preview.rows.map((r) => [r.goodId, r.quantity, r.value])).toEqual([
      [a, 4.4, 44_000],
      [b, -1, -2_000],
    ]);
    expect(preview.totals).toEqual({ quantity: 3.4, value: 42_000 });

    // Without the bar's name typed back, nothing happens.
    expect((await h.request('POST', '/inventarios/limpiar', { token: stock, body: { locationId: loc } })).status).toBe(422);
    const wrong = await h.request('POST', '/inventarios/limpiar', { token: stock, body: { locationId: loc, confirm: 'otra' } });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: 'Escribe el nombre de la barra para confirmar' });
    const wrongFr = await h.request('POST', '/inventarios/limpiar', {
      token: stock,
      body: { locationId: loc, confirm: '' },
      headers: { 'accept-language': 'fr' },
    });
    expect(await wrongFr.json()).toEqual({ message: 'Saisissez le nom du bar pour confirmer' });
    expect(await level(loc, a)).toBe(4.4);

    const res = await h.request('POST', '/inventarios/limpiar', {
      token: stock,
      body: { locationId: loc, confirm: `  ${name.toUpperCase()} ` },
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as ResetResult;
    expect(result.rows.map((r) => [r.goodId, r.quantity])).toEqual([
      [a, 4.4],
      [b, -1],
    ]);
    expect(result.totals).toEqual({ quantity: 3.4, value: 42_000 });
    expect([await level(loc, a), await level(loc, b), await level(loc, zero)]).toEqual([0, 0, 0]);
    const resets = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.locationId, loc), eq(stockMovements.kind, 'reset')));
    expect(resets.map((m) => [m.goodId, m.quantity, m.sourceType, m.sourceId, m.userId]).sort()).toEqual(
      [
        [a, -4.4, 'stock_reset', result.resetId, stockUserId],
        [b, 1, 'stock_reset', result.resetId, stockUserId],
      ].sort(),
    );
    expect((await get<ResetPreview>(`/inventarios/limpiar/${loc}`)).rows).toEqual([]);
    const again = await h.request('POST', '/inventarios/limpiar', { token: stock, body: { locationId: loc, confirm: name } });
    expect(((await again.json()) as ResetResult).rows).toEqual([]);
  });

  it('files the reset under the night asked for', async () => {
    const { id: loc, name } = await bar();
    const g = await good(1_000);
    await move(loc, g, 2, Date.now() - HOUR);
    const nightId = await night('2024-03-09');
    const res = await h.request('POST', '/inventarios/limpiar', {
      token: stock,
      body: { locationId: loc, nightId, confirm: name },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as ResetResult).night).toMatchObject({ id: nightId, businessDate: '2024-03-09' });
    const [m] = await h.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.locationId, loc), eq(stockMovements.kind, 'reset')));
    expect(m?.nightId).toBe(nightId);
    const unknown = await h.request('POST', '/inventarios/limpiar', {
      token: stock,
      body: { locationId: loc, nightId: uuidv7(), confirm: name },
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses a warehouse, unknown locations, malformed bodies and users without the codes', async () => {
    const { id: wh, name } = await bar('warehouse');
    expect((await get<ResetBar[]>('/inventarios/limpiar')).some((b) => b.id === wh)).toBe(false);
    const g = await good(1_000);
    await move(wh, g, 5, Date.now() - HOUR);
    const preview = await h.request('GET', `/inventarios/limpiar/${wh}`, { token: stock });
    expect(preview.status).toBe(422);
    expect(await preview.json()).toEqual({ message: 'Solo se puede limpiar una barra, no un depósito' });
    const post = await h.request('POST', '/inventarios/limpiar', { token: stock, body: { locationId: wh, confirm: name } });
    expect(post.status).toBe(422);
    expect(await level(wh, g)).toBe(5);

    expect((await h.request('GET', `/inventarios/limpiar/${uuidv7()}`, { token: stock })).status).toBe(404);
    expect((await h.request('GET', '/inventarios/limpiar/nope', { token: stock })).status).toBe(422);
    const bad = [
      { locationId: 'x', confirm: 'a' },
      { locationId: wh, confirm: 5 },
      { locationId: wh, confirm: 'a', extra: 1 },
      [],
    ];
    for (const body of bad) {
      expect((await h.request('POST', '/inventarios/limpiar', { token: stock, body })).status, JSON.stringify(body)).toBe(422);
    }
    expect((await h.request('POST', '/inventarios/limpiar', { token: stock, rawBody: 'no json' })).status).toBe(400);
    const { id: barId, name: barName } = await bar();
    expect(
      (await h.request('POST', '/inventarios/limpiar', { token: supervisor, body: { locationId: barId, confirm: barName } }))
        .status,
    ).toBe(403);
    expect((await h.request('GET', `/inventarios/limpiar/${barId}`, { token: vip })).status).toBe(403);
  });
});

// ───────────────────────────── history ─────────────────────────────

describe('historico', () => {
  it('lists past counts with their differences and shows one with its lines', async () => {
    const { id: loc, name } = await bar();
    const fernet = await good(10_000);
    const gin = await good(2_500);
    const t0 = Date.parse('2024-03-12T23:00:00Z');
    await move(loc, fernet, 10, t0);
    await move(loc, gin, 3, t0);
    const { countId } = await count(loc, [
      [fernet, 9.6, t0 + HOUR],
      [gin, 3, t0 + HOUR],
    ]);
    const list = await get<CountSummaryDto[]>(`/inventarios/conteos?locationId=${loc}`);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: countId,
      locationName: name,
      status: 'applied',
      scope: 'spot',
      lines: 2,
      heldLines: 0,
      adjustmentQuantity: -0.4,
      adjustmentValue: -4_000,
    });
    expect(list[0]?.startedBy).toBeTruthy();
    expect(list[0]?.appliedBy).toBeTruthy();
    expect(await get<CountSummaryDto[]>(`/inventarios/conteos?locationId=${loc}&status=open`)).toEqual([]);
    const all = await get<CountSummaryDto[]>('/inventarios/conteos?status=applied');
    expect(all.some((c) => c.id === countId)).toBe(true);
    expect(all.every((c) => c.status === 'applied')).toBe(true);

    const detail = await get<CountDetailDto>(`/inventarios/conteos/${countId}`);
    expect(detail).toMatchObject({ id: countId, lines: 2 });
    const byGood = new Map(detail.lineItems.map((l) => [l.goodId, l]));
    expect(byGood.get(fernet)).toMatchObject({
      countedQuantity: 9.6,
      theoreticalQuantity: 10,
      difference: -0.4,
      adjustmentQuantity: -0.4,
      adjustmentValue: -4_000,
      held: false,
      recountStatus: null,
    });
    expect(byGood.get(gin)).toMatchObject({ countedQuantity: 3, theoreticalQuantity: 3, difference: 0, adjustmentValue: 0 });
  });

  it('needs 109, validates its filters and answers 404 for unknown counts', async () => {
    expect((await h.request('GET', '/inventarios/conteos', { token: supervisor })).status).toBe(403);
    expect((await h.request('GET', `/inventarios/conteos/${uuidv7()}`, { token: vip })).status).toBe(403);
    expect((await h.request('GET', `/inventarios/conteos/${uuidv7()}`, { token: stock })).status).toBe(404);
    expect((await h.request('GET', '/inventarios/conteos/123', { token: stock })).status).toBe(422);
    expect((await h.request('GET', '/inventarios/conteos?status=borrado', { token: stock })).status).toBe(422);
    expect((await h.request('GET', '/inventarios/conteos?from=2024-02-30', { token: stock })).status).toBe(422);
  });
});

// ───────────────────────────── venue scoping ─────────────────────────────

describe('another venue', () => {
  it('never shows or changes its rows', async () => {
    const db = h.database.db;
    const otherVenue = uuidv7();
    await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-2' });
    const { id: loc, name } = await bar('bar', otherVenue);
    const g = await good(1_000, otherVenue);
    const t0 = Date.parse('2024-03-20T23:00:00Z');
    await move(loc, g, 5, t0);
    // Their count, applied, with an adjustment and a held line waiting for a recount.
    const countId = uuidv7();
    await db.insert(stockCounts).values({ id: countId, locationId: loc, status: 'submitted' });
    await db
      .insert(stockCountLines)
      .values({ stockCountId: countId, goodId: g, countedQuantity: 4, countedAt: new Date(t0 + HOUR) });
    await db.transaction((tx) => applyStockCount(tx, { countId, venueId: otherVenue, userId: stockUserId }));
    const [line] = await db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, countId));
    const [task] = await db
      .insert(recountTasks)
      .values({
        locationId: loc,
        goodId: g,
        firstLineId: line?.id as string,
        secondLineId: line?.id as string,
        expectedQuantity: 5,
        countedQuantity: 4,
      })
      .returning();
    expect(await level(loc, g)).toBe(4);

    expect((await h.request('GET', `/inventarios/conteos/${countId}`, { token: admin })).status).toBe(404);
    expect((await h.request('POST', `/inventarios/conteos/${countId}/aplicar`, { token: admin })).status).toBe(404);
    expect((await get<CountSummaryDto[]>('/inventarios/conteos', admin)).some((c) => c.id === countId)).toBe(false);
    expect((await get<CountSummaryDto[]>(`/inventarios/conteos?locationId=${loc}`, admin)).length).toBe(0);
    const diff = await get<DifferencesResponse>('/inventarios/diferencias', admin);
    expect(diff.rows.some((r) => r.locationId === loc)).toBe(false);
    expect((await get<DifferencesResponse>(`/inventarios/diferencias?locationId=${loc}`, admin)).rows).toEqual([]);
    expect((await get<RecountTaskDto[]>('/inventarios/recuentos', admin)).some((t) => t.id === task?.id)).toBe(false);
    const resolve = await h.request('POST', `/inventarios/recuentos/${task?.id}/resolver`, {
      token: admin,
      body: { quantity: 9 },
    });
    expect(resolve.status).toBe(404);
    expect((await h.request('GET', `/inventarios/limpiar/${loc}`, { token: admin })).status).toBe(404);
    const reset = await h.request('POST', '/inventarios/limpiar', { token: admin, body: { locationId: loc, confirm: name } });
    expect(reset.status).toBe(404);
    expect(await level(loc, g)).toBe(4);
    // A command naming their count is refused as unknown.
    const [submit] = await push([cmd('stockCount.submit', { countId })], admin);
    expect(submit).toMatchObject({ status: 'rejected', message: 'El conteo no existe' });
  });
});
