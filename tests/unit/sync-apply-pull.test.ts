import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, SyncChange } from '../../src/contract/sync';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { applyPullPage, type PullPageRequest, pullAll, pullCursorKey } from '../../src/lib/sync/apply-pull';

let db: NoctuaDb;
let counter = 0;

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-pull-${Date.now()}-${counter++}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

const KEY = 'pull:test';

function put(table: SyncChange['table'], id: string, version: number, row: Record<string, unknown> = {}): SyncChange {
  return { table, op: 'put', id, version, row: { id, ...row } };
}

function page(changes: SyncChange[], cursor: string, hasMore = false): PullResponse {
  return { changes, cursor, hasMore };
}

describe('applyPullPage', () => {
  it('puts rows and advances the cursor', async () => {
    await applyPullPage(
      db,
      page([put('goods', 'g1', 1, { name: 'Gin' }), put('vipCards', 'c1', 2, { number: '100', holderName: 'Ana' })], 'c-1'),
      KEY,
    );
    expect(await db.goods.get('g1')).toMatchObject({ id: 'g1', version: 1, name: 'Gin' });
    expect(await db.vipCards.where('number').equals('100').first()).toMatchObject({ holderName: 'Ana', version: 2 });
    expect((await db.syncState.get(KEY))?.cursor).toBe('c-1');
  });

  it('is atomic with its cursor: a failure in the middle changes neither rows nor cursor', async () => {
    await applyPullPage(db, page([put('goods', 'g1', 1, { name: 'Gin' })], 'c-1'), KEY);
    const bad: SyncChange = { table: 'vipCards', op: 'put', id: {} as unknown as string, version: 1, row: {} };
    await expect(
      applyPullPage(
        db,
        page([put('goods', 'g1', 2, { name: 'Gin 2' }), put('goods', 'g2', 1, { name: 'Ron' }), bad], 'c-2'),
        KEY,
      ),
    ).rejects.toThrow();
    expect(await db.goods.get('g1')).toMatchObject({ version: 1, name: 'Gin' });
    expect(await db.goods.get('g2')).toBeUndefined();
    expect(await db.vipCards.count()).toBe(0);
    expect((await db.syncState.get(KEY))?.cursor).toBe('c-1');
  });

  it('re-applying the same page is idempotent', async () => {
    const p = page([put('goods', 'g1', 3, { name: 'Gin' }), { table: 'goods', op: 'delete', id: 'g9', version: 4 }], 'c-1');
    await applyPullPage(db, p, KEY);
    const first = await db.goods.toArray();
    await applyPullPage(db, p, KEY);
    expect(await db.goods.toArray()).toEqual(first);
    expect(await db.goods.count()).toBe(1);
    expect((await db.syncState.get(KEY))?.cursor).toBe('c-1');
  });

  it('never lets an older version overwrite a newer local row', async () => {
    await applyPullPage(db, page([put('vipCards', 'c1', 5, { number: '1', holderName: 'Ana', balance: 500 })], 'c-5'), KEY);
    const result = await applyPullPage(
      db,
      page([put('vipCards', 'c1', 3, { number: '1', holderName: 'Ana', balance: 300 })], 'c-3'),
      KEY,
    );
    expect(result.skipped).toBe(1);
    expect(await db.vipCards.get('c1')).toMatchObject({ version: 5, balance: 500 });
    // An older tombstone does not delete a newer row either.
    await applyPullPage(db, page([{ table: 'vipCards', op: 'delete', id: 'c1', version: 4 }], 'c-4'), KEY);
    expect(await db.vipCards.get('c1')).toMatchObject({ version: 5 });
  });

  it('tombstones delete rows', async () => {
    await applyPullPage(db, page([put('stockLevels', 's1', 1, { locationId: 'l1', goodId: 'g1', quantity: 3 })], 'c-1'), KEY);
    expect(await db.stockLevels.where('[locationId+goodId]').equals(['l1', 'g1']).count()).toBe(1);
    const result = await applyPullPage(db, page([{ table: 'stockLevels', op: 'delete', id: 's1', version: 2 }], 'c-2'), KEY);
    expect(result.deletes).toBe(1);
    expect(await db.stockLevels.get('s1')).toBeUndefined();
  });

  it('applies the last change of a row within a page', async () => {
    await applyPullPage(
      db,
      page(
        [put('goods', 'g1', 1, { name: 'A' }), { table: 'goods', op: 'delete', id: 'g1', version: 2 }, put('goods', 'g2', 1)],
        'c',
      ),
      KEY,
    );
    expect(await db.goods.get('g1')).toBeUndefined();
    expect(await db.goods.get('g2')).toBeDefined();
  });
});

describe('pullAll', () => {
  it('loops pages until hasMore is false, from the stored cursor, reporting progress', async () => {
    const pages: Record<string, PullResponse> = {
      start: page([put('priceLists', 'p1', 1), put('vipCards', 'c1', 2, { number: '1', holderName: 'A' })], 'a', true),
      a: page([put('goods', 'g1', 3), { table: 'goods', op: 'delete', id: 'g0', version: 4 }], 'b', true),
      b: page([], 'c', false),
    };
    const requests: PullPageRequest[] = [];
    const progress: number[] = [];
    const result = await pullAll(
      db,
      async (request) => {
        requests.push(request);
        const next = pages[request.cursor ?? 'start'];
        if (!next) throw new Error('unexpected cursor');
        return next;
      },
      { tables: ['goods', 'vipCards', 'priceLists'], limit: 2, onProgress: (p) => progress.push(p.changes) },
    );
    expect(requests.map((r) => r.cursor)).toEqual([null, 'a', 'b']);
    // Price lists and VIP cards first.
    expect(requests[0]?.tables).toEqual(['priceLists', 'vipCards', 'goods']);
    expect(requests[0]?.limit).toBe(2);
    expect(progress).toEqual([2, 4, 4]);
    expect(result).toMatchObject({ pages: 3, changes: 4, puts: 3, deletes: 0 });
    const key = pullCursorKey(['goods', 'vipCards', 'priceLists']);
    expect((await db.syncState.get(key))?.cursor).toBe('c');

    // A later pull resumes from the stored cursor.
    const resumed: (string | null)[] = [];
    await pullAll(
      db,
      async (request) => {
        resumed.push(request.cursor);
        return page([], 'c', false);
      },
      { tables: ['priceLists', 'goods', 'vipCards'] },
    );
    expect(resumed).toEqual(['c']);
  });

  it('keeps the last good cursor and records the error when a fetch fails', async () => {
    const key = pullCursorKey(['goods']);
    await expect(
      pullAll(
        db,
        async (request) => {
          if (request.cursor === null) return page([put('goods', 'g1', 1)], 'a', true);
          throw new Error('offline');
        },
        { tables: ['goods'] },
      ),
    ).rejects.toThrow('offline');
    expect(await db.syncState.get(key)).toMatchObject({ cursor: 'a', lastError: 'offline' });
    expect(await db.goods.count()).toBe(1);
  });
});
