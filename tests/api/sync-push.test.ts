import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedCommands,
  cancellationRequests,
  goods,
  loginThrottle,
  notifications,
  sales,
  stockCountLines,
  stockCounts,
  stockLocations,
  users,
  venues,
} from '../../server/db/schema';
import { pruneThrottle } from '../../server/routes/account/login-throttle';
import { pruneRejections, REJECTION_KEPT_DAYS } from '../../server/routes/sync/push';
import type { PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';
import { saleToCancel } from './sale-fixture';

let h: Harness;
let stock: string;
let supervisor: string;
let vip: string;
let venueId: string;
let locationId: string;
let goodIds: string[];
let seq = 0;

beforeAll(async () => {
  h = await createHarness();
  [stock, supervisor, vip] = await Promise.all([
    h.login('stock@noctua.test'),
    h.login('supervisor@noctua.test'),
    h.login('vip@noctua.test'),
  ]);
  const db = h.database.db;
  const [u] = await db.select({ venueId: users.defaultVenueId }).from(users).where(eq(users.email, 'stock@noctua.test'));
  venueId = u?.venueId as string;
  const [loc] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(eq(stockLocations.venueId, venueId))
    .limit(1);
  locationId = loc?.id as string;
  goodIds = (await db.select({ id: goods.id }).from(goods).where(eq(goods.venueId, venueId)).limit(3)).map((g) => g.id);
});
afterAll(async () => {
  await h?.close();
});

function cmd(name: string, args: unknown, id = uuidv7()) {
  seq += 1;
  return { id, seq, name, args, createdAt: new Date().toISOString() };
}

async function push(token: string, commands: unknown[], headers?: Record<string, string>) {
  const res = await h.request('POST', '/sync/push', { token, body: { deviceId: 'tablet-1', commands }, headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

async function countRows(countId: string) {
  return h.database.db.select().from(stockCounts).where(eq(stockCounts.id, countId));
}

async function appliedRows(commandId: string) {
  return h.database.db.select().from(appliedCommands).where(eq(appliedCommands.commandId, commandId));
}

describe('POST /sync/push', () => {
  it('needs a signed-in user and a well-formed batch', async () => {
    expect((await h.request('POST', '/sync/push', { body: { deviceId: 'x', commands: [] } })).status).toBe(401);
    const bad = await h.request('POST', '/sync/push', { token: stock, body: { deviceId: 'x', commands: [{ id: 'nope' }] } });
    expect(bad.status).toBe(422);
    const tooMany = Array.from({ length: 501 }, () => cmd('stockCount.submit', { countId: uuidv7() }));
    expect((await h.request('POST', '/sync/push', { token: stock, body: { deviceId: 'x', commands: tooMany } })).status).toBe(
      422,
    );
  });

  it('opens a count, records lines and submits it, applying each command once', async () => {
    const countId = uuidv7();
    const open = cmd('stockCount.open', { countId, locationId });
    const line = cmd('stockCount.upsertLine', {
      countId,
      goodId: goodIds[0],
      quantity: 12.4,
      countedAt: new Date().toISOString(),
    });
    const results = await push(stock, [open, line]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(results[0]?.result).toEqual({ countId, status: 'open' });
    expect(results[1]?.result).toMatchObject({ countedQuantity: 12.4 });
    const [count] = await countRows(countId);
    expect(count).toMatchObject({ status: 'open', locationId });

    // The same push again answers the stored results and writes nothing new.
    const [lineBefore] = await h.database.db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, countId));
    const again = await push(stock, [open, line]);
    expect(again).toEqual(results);
    const [lineAfter] = await h.database.db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, countId));
    expect(lineAfter?.version).toBe(lineBefore?.version);

    const submit = cmd('stockCount.submit', { countId });
    // Submitting applies the count to the ledger at once (tests/api/inventory-counts.test.ts).
    expect((await push(stock, [submit]))[0]).toMatchObject({ status: 'applied', result: { countId, status: 'applied' } });
    const [submitted] = await countRows(countId);
    expect(submitted?.status).toBe('applied');
    expect(submitted?.submittedAt).toBeInstanceOf(Date);

    // A line after the submit is refused, and the refusal is recorded: a retry answers the same.
    const late = cmd('stockCount.upsertLine', { countId, goodId: goodIds[1], quantity: 1, countedAt: new Date().toISOString() });
    const [refused] = await push(stock, [late]);
    expect(refused).toEqual({ id: late.id, status: 'rejected', message: 'El conteo ya fue enviado' });
    expect((await appliedRows(late.id))[0]).toMatchObject({ status: 'rejected', message: 'El conteo ya fue enviado' });
    const [refusedDe] = await push(stock, [late], { 'accept-language': 'de' });
    expect(refusedDe).toEqual({ id: late.id, status: 'rejected', message: 'Die Zählung wurde bereits übermittelt' });
    const lines = await h.database.db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, countId));
    expect(lines).toHaveLength(1);
  });

  it('keeps the line counted last, whatever order the commands arrive in', async () => {
    const countId = uuidv7();
    const later = new Date();
    const earlier = new Date(later.getTime() - 60_000);
    const results = await push(stock, [
      cmd('stockCount.open', { countId, locationId }),
      cmd('stockCount.upsertLine', { countId, goodId: goodIds[0], quantity: 5, countedAt: later.toISOString() }),
      cmd('stockCount.upsertLine', { countId, goodId: goodIds[0], quantity: 3, countedAt: earlier.toISOString() }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const lines = await h.database.db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, countId));
    expect(lines.map((l) => l.countedQuantity)).toEqual([5]);
  });

  it('applies 50 identical pushes racing in parallel exactly once', async () => {
    const countId = uuidv7();
    const open = cmd('stockCount.open', { countId, locationId });
    const all = await Promise.all(Array.from({ length: 50 }, () => push(stock, [open])));
    for (const results of all) expect(results).toEqual([{ id: open.id, status: 'applied', result: { countId, status: 'open' } }]);
    expect(await countRows(countId)).toHaveLength(1);
    expect(await appliedRows(open.id)).toHaveLength(1);
  });

  it('applies racing cancellation requests once: one request, one notification per decider', async () => {
    const sale = await someSale();
    const requestId = uuidv7();
    const c = cmd('cancellation.request', { requestId, saleId: sale, reason: 'Cobrado dos veces' });
    const before = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    const all = await Promise.all(Array.from({ length: 20 }, () => push(supervisor, [c])));
    for (const results of all) expect(results[0]).toMatchObject({ status: 'applied', result: { requestId, status: 'pending' } });
    const rows = await h.database.db.select().from(cancellationRequests).where(eq(cancellationRequests.id, requestId));
    expect(rows).toHaveLength(1);
    const after = await h.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    const deciders = await h.database.db.execute(
      sql`select count(distinct u.id)::int as n from users u join user_privileges p on p.user_id = u.id and p.code = '107'
          join user_venues uv on uv.user_id = u.id and uv.venue_id = ${venueId}
          where u.active and u.deleted_at is null and u.email <> 'supervisor@noctua.test'`,
    );
    const expected = Number((deciders as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(expected).toBeGreaterThan(0);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(expected);
    // A second request for the same sale while one is pending is refused.
    const [second] = await push(supervisor, [
      cmd('cancellation.request', { requestId: uuidv7(), saleId: sale, reason: 'Otra vez' }),
    ]);
    expect(second).toMatchObject({ status: 'rejected', message: 'La venta ya tiene una solicitud de anulación pendiente' });
  });

  it('rejects the same id with a different body, and never applies it', async () => {
    const countId = uuidv7();
    const open = cmd('stockCount.open', { countId, locationId });
    expect((await push(stock, [open]))[0]?.status).toBe('applied');
    const otherCount = uuidv7();
    const [res] = await push(stock, [{ ...open, args: { countId: otherCount, locationId } }]);
    expect(res).toEqual({ id: open.id, status: 'rejected', message: 'Ya se recibió otra operación con el mismo identificador' });
    expect(await countRows(otherCount)).toHaveLength(0);
    // Key order does not make a body different.
    const [same] = await push(stock, [{ ...open, args: { locationId, countId } }]);
    expect(same?.status).toBe('applied');
  });

  it('answers a stored command only to its user and device: anyone else learns the id is taken, nothing more', async () => {
    const open = cmd('stockCount.open', { countId: uuidv7(), locationId });
    const [mine] = await push(stock, [open]);
    expect(mine?.status).toBe('applied');
    const taken = { id: open.id, status: 'rejected', message: 'Ya se recibió otra operación con el mismo identificador' };
    expect((await push(supervisor, [open]))[0]).toEqual(taken);
    const otherDevice = await h.request('POST', '/sync/push', { token: stock, body: { deviceId: 'tablet-2', commands: [open] } });
    expect(((await otherDevice.json()) as PushResponse).results[0]).toEqual(taken);
    // The owner still gets the stored answer.
    expect((await push(stock, [open]))[0]).toEqual(mine);
  });

  it('housekeeping deletes rejections past their keeping time and spent throttle rows, nothing else', async () => {
    const db = h.database.db;
    const [stockUser] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'stock@noctua.test'));
    const old = new Date(Date.now() - (REJECTION_KEPT_DAYS + 1) * 86_400_000);
    const row = (status: 'applied' | 'rejected', appliedAt: Date) => ({
      commandId: uuidv7(),
      deviceId: 'old-tablet',
      userId: stockUser?.id as string,
      name: 'stockCount.open',
      bodyHash: 'x',
      status,
      appliedAt,
    });
    const [oldRejected, oldApplied, newRejected] = [row('rejected', old), row('applied', old), row('rejected', new Date())];
    await db.insert(appliedCommands).values([oldRejected, oldApplied, newRejected]);
    await db.insert(loginThrottle).values([
      { email: 'spent@nowhere.test', failures: 1, windowStartedAt: old },
      { email: 'locked@nowhere.test', failures: 0, windowStartedAt: old, lockedUntil: new Date(Date.now() + 60_000) },
    ]);
    expect(await pruneRejections(db)).toBeGreaterThanOrEqual(1);
    await pruneThrottle(db);
    const left = (await db.select({ id: appliedCommands.commandId }).from(appliedCommands)).map((r) => r.id);
    expect(left).not.toContain(oldRejected.commandId);
    expect(left).toContain(oldApplied.commandId);
    expect(left).toContain(newRejected.commandId);
    const emails = (await db.select({ email: loginThrottle.email }).from(loginThrottle)).map((r) => r.email);
    expect(emails).not.toContain('spent@nowhere.test');
    expect(emails).toContain('locked@nowhere.test');
  });

  it('rejects unknown names and bad args per command while the rest of the batch applies', async () => {
    const countId = uuidv7();
    const unknown = cmd('stockCount.explode', { countId });
    const badArgs = cmd('stockCount.upsertLine', { countId, goodId: goodIds[0], quantity: -1, countedAt: 'yesterday' });
    const tooPrecise = cmd('stockCount.upsertLine', {
      countId,
      goodId: goodIds[0],
      quantity: 1.2345,
      countedAt: new Date().toISOString(),
    });
    const extraKey = cmd('stockCount.open', { countId, locationId, hack: true });
    const open = cmd('stockCount.open', { countId, locationId });
    const line = cmd('stockCount.upsertLine', {
      countId,
      goodId: goodIds[1],
      quantity: 0.4,
      countedAt: new Date().toISOString(),
    });
    const results = await push(stock, [unknown, badArgs, tooPrecise, extraKey, open, line], { 'accept-language': 'fr' });
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'applied', 'applied']);
    expect(results[0]?.message).toBe('Opération inconnue');
    expect(results[1]?.message).toBe('Les données de l’opération ne sont pas valides');
    const lines = await h.database.db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, countId));
    expect(lines.map((l) => [l.goodId, l.countedQuantity])).toEqual([[goodIds[1], 0.4]]);
  });

  it('leaves no partial writes when a command is rejected', async () => {
    const db = h.database.db;
    // A location of another venue: the open is refused and no count exists afterwards.
    const otherVenue = uuidv7();
    const otherLocation = uuidv7();
    await db.insert(venues).values({ id: otherVenue, name: 'Otro', legalName: 'Otro SA', taxId: '30-2' });
    await db.insert(stockLocations).values({ id: otherLocation, venueId: otherVenue, kind: 'bar', name: 'Ajena' });
    const countId = uuidv7();
    const [foreign] = await push(stock, [cmd('stockCount.open', { countId, locationId: otherLocation })]);
    expect(foreign).toMatchObject({ status: 'rejected', message: 'El depósito o la barra no existe' });
    expect(await countRows(countId)).toHaveLength(0);

    // A cancellation that fails after its checks (a dangling requester cannot happen, so use a
    // cancelled sale): no request row and no notification.
    const sale = await someSale();
    await db.update(sales).set({ status: 'cancelled' }).where(eq(sales.id, sale));
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    const requestId = uuidv7();
    const [cancelled] = await push(supervisor, [cmd('cancellation.request', { requestId, saleId: sale, reason: 'x' })]);
    expect(cancelled).toMatchObject({ status: 'rejected', message: 'La venta ya está anulada' });
    expect(await db.select().from(cancellationRequests).where(eq(cancellationRequests.id, requestId))).toHaveLength(0);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]?.n).toBe(before[0]?.n);
  });

  it('applies a batch larger than a chunk: refusals alone, results stored, racing resends applied once', async () => {
    const db = h.database.db;
    const allGoods = (await db.select({ id: goods.id }).from(goods).where(eq(goods.venueId, venueId))).map((g) => g.id);
    const countId = uuidv7();
    const otherVenue = uuidv7();
    const foreignLocation = uuidv7();
    await db.insert(venues).values({ id: otherVenue, name: 'Otra', legalName: 'Otra SA', taxId: '30-3' });
    await db.insert(stockLocations).values({ id: foreignLocation, venueId: otherVenue, kind: 'bar', name: 'Lejana' });
    const line = (goodId: string, quantity: number) =>
      cmd('stockCount.upsertLine', { countId, goodId, quantity, countedAt: new Date().toISOString() });
    // 250 commands: more than one chunk (push.ts CHUNK_COMMANDS), refusals in the middle of each.
    const batch = [cmd('stockCount.open', { countId, locationId })];
    for (let i = 0; i < 249; i++) {
      if (i === 60) batch.push(cmd('stockCount.open', { countId: uuidv7(), locationId: foreignLocation }));
      else if (i === 170) batch.push(line(uuidv7(), 1));
      else batch.push(line(allGoods[i % allGoods.length] as string, i));
    }
    const results = await push(stock, batch);
    expect(results.map((r) => r.id)).toEqual(batch.map((c) => c.id));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => r.message);
    expect(refused).toEqual(['El depósito o la barra no existe', expect.any(String)]);
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(248);
    // Each applied line answers its line, and the stored answer is the same (a resend reads it).
    const lastLine = results.at(-1) as { result: { lineId: string; countedQuantity: number } };
    expect(lastLine.result.countedQuantity).toBe(248);
    const [kept] = await appliedRows(batch.at(-1)?.id as string);
    expect(kept?.result).toEqual(lastLine.result);

    // Two tablets resend the whole batch at once: the same answers, nothing applied twice.
    const again = await Promise.all([push(stock, batch), push(stock, batch)]);
    for (const r of again) expect(r).toEqual(results);
    const lines = await db.select().from(stockCountLines).where(eq(stockCountLines.stockCountId, countId));
    expect(lines).toHaveLength(Math.min(allGoods.length, 247));
    expect(await countRows(countId)).toHaveLength(1);
  });

  it('checks each command’s privileges', async () => {
    const countId = uuidv7();
    const c = cmd('stockCount.open', { countId, locationId });
    const [res] = await push(vip, [c]);
    expect(res).toMatchObject({ status: 'rejected', message: 'No tienes permiso para realizar esta operación' });
    expect(await countRows(countId)).toHaveLength(0);
  });

  it('keeps lanes independent: a rejected command does not hold back other lanes', async () => {
    const blockedCount = uuidv7();
    const freeCount = uuidv7();
    const results = await push(stock, [
      // Lane A: a line for a count that was never opened is rejected, and so is its submit.
      cmd('stockCount.upsertLine', {
        countId: blockedCount,
        goodId: goodIds[0],
        quantity: 1,
        countedAt: new Date().toISOString(),
      }),
      // Lane B goes on.
      cmd('stockCount.open', { countId: freeCount, locationId }),
      cmd('stockCount.upsertLine', { countId: freeCount, goodId: goodIds[2], quantity: 2, countedAt: new Date().toISOString() }),
      cmd('stockCount.submit', { countId: freeCount }),
      cmd('stockCount.submit', { countId: blockedCount }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied', 'applied', 'applied', 'rejected']);
    expect(results[0]?.message).toBe('El conteo no existe');
    expect((await countRows(freeCount))[0]?.status).toBe('applied');
  });

  it('applies in seq order within a lane even when the batch lists them out of order', async () => {
    const countId = uuidv7();
    const open = cmd('stockCount.open', { countId, locationId });
    const line = cmd('stockCount.upsertLine', { countId, goodId: goodIds[0], quantity: 7, countedAt: new Date().toISOString() });
    const submit = cmd('stockCount.submit', { countId });
    const results = await push(stock, [submit, line, open]);
    expect(results.map((r) => [r.id, r.status])).toEqual([
      [submit.id, 'applied'],
      [line.id, 'applied'],
      [open.id, 'applied'],
    ]);
    const [count] = await countRows(countId);
    expect(count?.status).toBe('applied');
  });
});

/** A completed sale of the test venue with no cancellation request yet (sale-fixture.ts). */
function someSale(): Promise<string> {
  return saleToCancel(h.database.db, venueId);
}
