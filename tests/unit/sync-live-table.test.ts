// The throttled live read of a whole table (use-live-table.ts): it reads at once, again after a
// write to its table (or tables, for a read that joins several; from any Dexie connection), not
// after writes to other tables, and a burst
// of writes during a read never starts a second read beside it nor aborts it: one more read follows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NoctuaDb, type VipCardRow } from '../../src/lib/db/noctua-db';
import { watchTable } from '../../src/lib/sync/use-live-table';

let db: NoctuaDb;
let counter = 0;

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-live-table-${Date.now()}-${counter++}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

const card = (id: string, holderName: string) => ({ id, version: 1, number: id, holderName }) as unknown as VipCardRow;

async function until(check: () => boolean) {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('watchTable', () => {
  it('reads at once and after each change of its table, also written through another connection', async () => {
    const seen: number[] = [];
    const reader = watchTable(
      db,
      'vipCards',
      () => db.vipCards.count(),
      (n) => seen.push(n),
    );
    await until(() => seen.length === 1);
    expect(seen).toEqual([0]);
    // Another connection to the same database, like the pull worker's.
    const other = new NoctuaDb(db.name);
    await other.vipCards.bulkPut([card('c1', 'Ana'), card('c2', 'Beto')]);
    await until(() => seen.at(-1) === 2);
    const reads = seen.length;
    await db.goods.put({ id: 'g1', version: 1, venueId: 'v', sku: '1', name: 'Gin', category: 'x' });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(reads);
    reader.close();
    other.close();
    await db.vipCards.put(card('c3', 'Carla'));
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(reads);
  });

  it('watches several tables for a read that joins them (the stock board)', async () => {
    const seen: number[] = [];
    const reader = watchTable(
      db,
      ['goods', 'stockLevels'],
      async () => (await db.goods.count()) + (await db.stockLevels.count()),
      (n) => seen.push(n),
    );
    await until(() => seen.length === 1);
    await db.stockLevels.put({ id: 'l1', version: 1, locationId: 'b', goodId: 'g1', quantity: 2 });
    await until(() => seen.at(-1) === 1);
    await db.goods.put({ id: 'g1', version: 1, venueId: 'v', sku: '1', name: 'Gin', category: 'x' });
    await until(() => seen.at(-1) === 2);
    const reads = seen.length;
    await db.vipCards.put(card('c1', 'Ana'));
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(reads);
    reader.close();
  });

  it('never runs two reads at once: writes during a read lead to one more read after it', async () => {
    let running = 0;
    let most = 0;
    let release: () => void = () => {};
    let gate: Promise<void> | null = null;
    const values: number[] = [];
    const reader = watchTable(
      db,
      'vipCards',
      async () => {
        running++;
        most = Math.max(most, running);
        if (gate) await gate;
        const n = await db.vipCards.count();
        running--;
        return n;
      },
      (n) => values.push(n),
    );
    await until(() => values.length === 1);
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await db.vipCards.put(card('c1', 'Ana'));
    await until(() => running === 1);
    // A burst of pages while the read waits.
    for (let i = 2; i <= 6; i++) await db.vipCards.put(card(`c${i}`, `Titular ${i}`));
    gate = null;
    release();
    await until(() => values.at(-1) === 6);
    expect(most).toBe(1);
    // The first read, the one held back (it saw some of the burst) and one after the burst.
    expect(values.length).toBeLessThanOrEqual(3);
    reader.close();
  });
});
