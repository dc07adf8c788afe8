// The sync side of the count screen (issue 6): the goods' barcodes are replicated (scoped to the
// user's venue, for the stock roles only), a count is opened as a full or a spot count, and a
// line records the grams of a weighed open bottle.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodBarcodes, goods, stockCountLines, stockCounts, stockLocations, users } from '../../server/db/schema';
import type { PullResponse, PushResponse, SyncChange } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

let h: Harness;
let stock: string;
let vip: string;
let venueId: string;
let locationId: string;
let goodId: string;
let seq = 0;

beforeAll(async () => {
  h = await createHarness();
  [stock, vip] = await Promise.all([h.login('stock@noctua.test'), h.login('vip@noctua.test')]);
  const db = h.database.db;
  const [u] = await db.select({ venueId: users.defaultVenueId }).from(users).where(eq(users.email, 'stock@noctua.test'));
  venueId = u?.venueId as string;
  const [loc] = await db
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(eq(stockLocations.venueId, venueId))
    .limit(1);
  locationId = loc?.id as string;
  const [good] = await db.select({ id: goods.id }).from(goods).where(eq(goods.venueId, venueId)).limit(1);
  goodId = good?.id as string;
});
afterAll(async () => {
  await h?.close();
});

async function pullAll(token: string, tables: string): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const query = new URLSearchParams({ tables, limit: '5000', ...(cursor ? { cursor } : {}) });
    const res = await h.request('GET', `/sync/pull?${query}`, { token });
    expect(res.status).toBe(200);
    const page = (await res.json()) as PullResponse;
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return changes;
  }
  throw new Error('pull never ended');
}

function cmd(name: string, args: unknown) {
  seq += 1;
  return { id: uuidv7(), seq, name, args, createdAt: new Date().toISOString() };
}

async function push(commands: unknown[]) {
  const res = await h.request('POST', '/sync/push', { token: stock, body: { deviceId: 'tablet-scan', commands } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

describe('replicated barcodes', () => {
  it('a stock user pulls the barcodes of the venue’s goods, one row per code', async () => {
    const changes = await pullAll(stock, 'goodBarcodes');
    const venueGoods = new Set(
      (await h.database.db.select({ id: goods.id }).from(goods).where(eq(goods.venueId, venueId))).map((g) => g.id),
    );
    const inDb = await h.database.db.select({ id: goodBarcodes.id, goodId: goodBarcodes.goodId }).from(goodBarcodes);
    const ofVenue = inDb.filter((b) => venueGoods.has(b.goodId));
    expect(ofVenue.length).toBeGreaterThan(0);
    expect(changes.map((c) => c.id).sort()).toEqual(ofVenue.map((b) => b.id).sort());
    const first = changes[0];
    expect(first?.row).toMatchObject({ id: first?.id, goodId: expect.any(String), barcode: expect.stringMatching(/^\d{8,14}$/) });
    expect(first?.row).not.toHaveProperty('deletedAt');
  });

  it('is not for users without a stock role', async () => {
    expect((await h.request('GET', '/sync/pull?tables=goodBarcodes', { token: vip })).status).toBe(403);
    const all = await pullAll(vip, 'priceLists');
    expect(all.some((c) => c.table === 'goodBarcodes')).toBe(false);
  });
});

describe('count scope and weighed lines', () => {
  it('opens a spot count by default and a full count when asked', async () => {
    const spot = uuidv7();
    const full = uuidv7();
    const results = await push([
      cmd('stockCount.open', { countId: spot, locationId }),
      cmd('stockCount.open', { countId: full, locationId, scope: 'full' }),
      cmd('stockCount.open', { countId: uuidv7(), locationId, scope: 'todo' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected']);
    expect(results[2]?.message).toBe('Los datos de la operación no son válidos');
    const rows = await h.database.db.select({ id: stockCounts.id, scope: stockCounts.scope }).from(stockCounts);
    expect(rows.find((r) => r.id === spot)?.scope).toBe('spot');
    expect(rows.find((r) => r.id === full)?.scope).toBe('full');
  });

  it('keeps the grams of a weighed open bottle; a later line without grams clears them', async () => {
    const countId = uuidv7();
    const line = async () =>
      (
        await h.database.db
          .select({ quantity: stockCountLines.countedQuantity, grams: stockCountLines.weighedGrams })
          .from(stockCountLines)
          .where(and(eq(stockCountLines.stockCountId, countId), eq(stockCountLines.goodId, goodId)))
      )[0];
    const at = (s: number) => new Date(Date.UTC(2026, 2, 1, 2, 0, s)).toISOString();
    const results = await push([
      cmd('stockCount.open', { countId, locationId }),
      cmd('stockCount.upsertLine', { countId, goodId, quantity: 2.5, countedAt: at(1), weighedGrams: 855 }),
      cmd('stockCount.upsertLine', { countId, goodId, quantity: 2.5, countedAt: at(2), weighedGrams: 85.5 }),
      cmd('stockCount.upsertLine', { countId, goodId, quantity: 2.5, countedAt: at(3), weighedGrams: -1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'rejected']);
    expect(results[2]?.message).toBe('Los datos de la operación no son válidos');
    expect(await line()).toEqual({ quantity: 2.5, grams: 855 });
    // The pulled line carries the grams (the device that weighed shows them after a reload).
    const pulled = (await pullAll(stock, 'stockCountLines')).filter((c) => c.row?.stockCountId === countId);
    expect(pulled.at(-1)?.row).toMatchObject({ goodId, weighedGrams: 855 });

    const [again] = await push([cmd('stockCount.upsertLine', { countId, goodId, quantity: 3, countedAt: at(4) })]);
    expect(again?.status).toBe('applied');
    expect(await line()).toEqual({ quantity: 3, grams: null });
  });
});
