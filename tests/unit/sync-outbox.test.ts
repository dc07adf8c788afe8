// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { resendRejected } from '../../src/lib/sync/local-effects';
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  enqueue,
  listRejected,
  nextBatch,
  nextDueAt,
  recordFailedPush,
  recordResults,
  releaseBatch,
  toPushCommands,
} from '../../src/lib/sync/outbox';

let db: NoctuaDb;
let counter = 0;

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-outbox-${Date.now()}-${counter++}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

const DEVICE = 'device-1';
const COUNT_A = '0190a5b2-0000-7000-8000-00000000000a';
const COUNT_B = '0190a5b2-0000-7000-8000-00000000000b';
const LOCATION = '0190a5b2-0000-7000-8000-000000000001';

function upsertLine(countId: string, goodId: string, quantity: number) {
  return { name: 'stockCount.upsertLine', args: { countId, goodId, quantity, countedAt: new Date().toISOString() } };
}

describe('enqueue', () => {
  it('assigns increasing seqs per device, uuid v7 ids and the registry lane', async () => {
    const a = await enqueue(db, DEVICE, { name: 'stockCount.open', args: { countId: COUNT_A, locationId: LOCATION } });
    const b = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    const other = await enqueue(db, 'device-2', upsertLine(COUNT_B, 'g1', 1));
    expect([a.seq, b.seq, other.seq]).toEqual([0, 1, 0]);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.lane).toBe(`stockCount:${COUNT_A}`);
    expect(a).toMatchObject({ status: 'pending', attempts: 0, lastError: null, deviceId: DEVICE });
    expect(toPushCommands([a])[0]).toEqual({ id: a.id, seq: 0, name: 'stockCount.open', args: a.args, createdAt: a.createdAt });
  });

  it('writes the local effect and the command together', async () => {
    await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 2), {
      tables: [db.stockCountLines],
      apply: () =>
        db.stockCountLines.put({ id: 'l1', version: 0, stockCountId: COUNT_A, goodId: 'g1', countedQuantity: 2, countedAt: '' }),
    });
    expect(await db.stockCountLines.where('stockCountId').equals(COUNT_A).count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('writes neither when the local effect fails', async () => {
    await expect(
      enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 2), {
        tables: [db.stockCountLines],
        apply: async () => {
          await db.stockCountLines.put({
            id: 'l1',
            version: 0,
            stockCountId: COUNT_A,
            goodId: 'g1',
            countedQuantity: 2,
            countedAt: '',
          });
          throw new Error('boom');
        },
      }),
    ).rejects.toThrow('boom');
    expect(await db.stockCountLines.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    // The seq counter did not advance either.
    expect((await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 2))).seq).toBe(0);
  });

  it('writes neither when the command cannot be stored', async () => {
    await expect(
      enqueue(
        db,
        DEVICE,
        { name: 'x', args: { fn: () => 1 }, lane: 'x' },
        {
          tables: [db.goods],
          apply: () => db.goods.put({ id: 'g1', version: 0, venueId: 'v', sku: '1', name: 'Gin', category: 'c' }),
        },
      ),
    ).rejects.toThrow();
    expect(await db.goods.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('nextBatch and recordResults', () => {
  it("sends a lane's commands in seq order, all open ones at once", async () => {
    const open = await enqueue(db, DEVICE, { name: 'stockCount.open', args: { countId: COUNT_A, locationId: LOCATION } });
    const line = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    const submit = await enqueue(db, DEVICE, { name: 'stockCount.submit', args: { countId: COUNT_A } });

    expect((await nextBatch(db)).map((e) => e.id)).toEqual([open.id, line.id, submit.id]);
    expect((await db.outbox.get(open.id))?.status).toBe('sending');
    await recordResults(db, [
      { id: open.id, status: 'applied', result: { ok: true } },
      { id: line.id, status: 'applied' },
      { id: submit.id, status: 'applied' },
    ]);
    expect(await db.outbox.get(open.id)).toMatchObject({ status: 'applied', result: { ok: true } });
    expect(await nextBatch(db)).toEqual([]);
  });

  it('cuts a batch at the limit keeping each lane a prefix in seq order', async () => {
    const a1 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    const b1 = await enqueue(db, DEVICE, upsertLine(COUNT_B, 'g1', 1));
    const a2 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g2', 1));
    await enqueue(db, DEVICE, upsertLine(COUNT_B, 'g2', 1));
    expect((await nextBatch(db, { limit: 3 })).map((e) => e.id)).toEqual([a1.id, b1.id, a2.id]);
  });

  it('a command left sending (runner died) is picked again', async () => {
    const a = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    await nextBatch(db);
    expect((await nextBatch(db)).map((e) => e.id)).toEqual([a.id]);
  });

  it('released commands go back to pending without counting an attempt', async () => {
    const a = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    await nextBatch(db);
    await releaseBatch(db, [a.id]);
    expect(await db.outbox.get(a.id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0 });
  });

  it('lanes are independent: a rejected command blocks no other lane', async () => {
    const a1 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    const b1 = await enqueue(db, DEVICE, upsertLine(COUNT_B, 'g1', 1));
    const a2 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g2', 1));
    const b2 = await enqueue(db, DEVICE, upsertLine(COUNT_B, 'g2', 1));

    expect((await nextBatch(db, { limit: 2 })).map((e) => e.id)).toEqual([a1.id, b1.id]);
    await recordResults(db, [
      { id: a1.id, status: 'rejected', message: 'El recuento ya fue enviado' },
      { id: b1.id, status: 'applied' },
    ]);
    expect(await db.outbox.get(a1.id)).toMatchObject({ status: 'rejected', lastError: 'El recuento ya fue enviado' });
    // The rejected command stays for the user to see, and neither lane stalls on it.
    expect((await nextBatch(db)).map((e) => e.id)).toEqual([a2.id, b2.id]);
    expect((await listRejected(db)).map((e) => e.id)).toEqual([a1.id]);
    await resendRejected(db, a1.id);
    // Reintentar is a new attempt: a new command id (the server would replay the old id's
    // rejection), the same arguments (their domain id) and the same place in the lane.
    expect(await db.outbox.get(a1.id)).toBeUndefined();
    const again = (await db.outbox.toArray()).find((e) => e.seq === a1.seq);
    expect(again).toMatchObject({ status: 'pending', attempts: 0, lastError: null, args: a1.args, lane: a1.lane });
    expect(again?.id).not.toBe(a1.id);
    expect((await nextBatch(db)).map((e) => e.id)).toEqual([again?.id, a2.id, b2.id]);
  });

  it('a pending retry blocks later commands of its own lane only, until its backoff elapses', async () => {
    const now = 1_000_000;
    const a1 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    const a2 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g2', 1));
    const b1 = await enqueue(db, DEVICE, upsertLine(COUNT_B, 'g1', 1));
    const b2 = await enqueue(db, DEVICE, upsertLine(COUNT_B, 'g2', 1));

    expect((await nextBatch(db, { now, limit: 3 })).map((e) => e.id)).toEqual([a1.id, a2.id, b1.id]);
    // The server answers retry for a1 and, so that it does not overtake a1, for a2 too.
    await recordResults(
      db,
      [
        { id: a1.id, status: 'retry', message: 'Inténtalo más tarde' },
        { id: a2.id, status: 'retry', message: 'Inténtalo más tarde' },
        { id: b1.id, status: 'applied' },
      ],
      { now, random: () => 1 },
    );
    const retried = await db.outbox.get(a1.id);
    expect(retried).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Inténtalo más tarde' });
    expect(retried?.nextAttemptAt).toBe(now + backoffDelay(1, () => 1));

    // Lane A waits; lane B goes on.
    expect((await nextBatch(db, { now: now + 10 })).map((e) => e.id)).toEqual([b2.id]);
    await recordResults(db, [{ id: b2.id, status: 'applied' }]);
    expect(await nextBatch(db, { now: now + 10 })).toEqual([]);

    // After the backoff, a1 goes again, still before a2.
    const later = (retried?.nextAttemptAt ?? 0) + 1;
    expect((await nextBatch(db, { now: later })).map((e) => e.id)).toEqual([a1.id, a2.id]);
  });

  it('the next due time is the earliest backoff end of a lane head, not of a command waiting behind it', async () => {
    const now = 3_000_000;
    expect(await nextDueAt(db)).toBeNull();
    const a1 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    await nextBatch(db, { now });
    await recordResults(db, [{ id: a1.id, status: 'retry' }], { now, random: () => 1 });
    await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g2', 1));
    expect(await nextDueAt(db)).toBe(now + backoffDelay(1, () => 1));
    await enqueue(db, DEVICE, upsertLine(COUNT_B, 'g1', 1));
    expect(await nextDueAt(db)).toBe(0);
  });

  it('a later command of a lane waits behind an earlier one still in backoff', async () => {
    const now = 2_000_000;
    const a1 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    await nextBatch(db, { now });
    await recordResults(db, [{ id: a1.id, status: 'retry' }], { now, random: () => 1 });
    const a2 = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g2', 1));
    expect(await nextBatch(db, { now: now + 1 })).toEqual([]);
    expect((await nextBatch(db, { now: now + BACKOFF_CAP_MS })).map((e) => e.id)).toEqual([a1.id, a2.id]);
  });

  it('a push with no answer retries every command in it, with growing backoff', async () => {
    const now = 5_000_000;
    const a = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const batch = await nextBatch(db, { now: Number.MAX_SAFE_INTEGER });
      expect(batch.map((e) => e.id)).toEqual([a.id]);
      await recordFailedPush(db, [a.id], 'Sin conexión', { now, random: () => 0.5 });
      const entry = await db.outbox.get(a.id);
      expect(entry?.attempts).toBe(i + 1);
      waits.push((entry?.nextAttemptAt ?? 0) - now);
    }
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] ?? 0);
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
    expect(Math.max(...waits)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });

  it('ignores answers for settled or unknown commands', async () => {
    const a = await enqueue(db, DEVICE, upsertLine(COUNT_A, 'g1', 1));
    await recordResults(db, [{ id: a.id, status: 'applied' }]);
    await recordResults(db, [
      { id: a.id, status: 'retry' },
      { id: 'unknown', status: 'rejected' },
    ]);
    expect(await db.outbox.get(a.id)).toMatchObject({ status: 'applied', attempts: 0 });
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with jitter and is capped at 5 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1_000);
    expect(backoffDelay(2, () => 0)).toBe(1_000);
    expect(backoffDelay(3, () => 1)).toBe(4_000);
    for (let attempts = 1; attempts < 30; attempts++) {
      expect(backoffDelay(attempts + 1, () => 0)).toBeGreaterThanOrEqual(backoffDelay(attempts, () => 0));
      expect(backoffDelay(attempts, () => 1)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    }
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1000, () => 0.5)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });
});
