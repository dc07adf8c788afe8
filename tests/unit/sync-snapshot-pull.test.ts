// The first sync in bulk (issue 20): the snapshot fills the replica page by page, resumes where it
// stopped, keeps a newer local row, hands over to the delta pull at its own cursor, and a server
// without it falls back to the delta pull from zero.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, SnapshotResponse, SnapshotTable } from '../../src/contract/sync';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { type PullPageRequest, pullCursorKey } from '../../src/lib/sync/apply-pull';
import { chunkPage, pullReplica, type SnapshotPageRequest, snapshotKey } from '../../src/lib/sync/snapshot-pull';

let db: NoctuaDb;
let counter = 0;

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-snapshot-${Date.now()}-${counter++}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

const TABLES = ['vipCards', 'goods'] as const;
const CARD_COLUMNS = ['id', 'number', 'holderName', 'version'];

function cards(...rows: [string, string, string, number][]): SnapshotTable {
  return { table: 'vipCards', columns: CARD_COLUMNS, rows };
}

function snap(tables: SnapshotTable[], cursor: string, done = false): SnapshotResponse {
  return { tables, cursor: done ? '' : cursor, done, pullCursor: 'delta-from-snapshot' };
}

const PAGES: Record<string, SnapshotResponse> = {
  start: snap([cards(['c1', '100', 'Ana', 5], ['c2', '101', 'Beto', 3])], 's1'),
  s1: snap(
    [cards(['c3', '102', 'Carla', 7]), { table: 'goods', columns: ['id', 'name', 'version'], rows: [['g1', 'Gin', 2]] }],
    's2',
  ),
  s2: snap([{ table: 'goods', columns: ['id', 'name', 'version'], rows: [['g2', 'Ron', 4]] }], '', true),
};

function snapshotServer(pages = PAGES, failAt?: string) {
  const requests: SnapshotPageRequest[] = [];
  const fetch = async (request: SnapshotPageRequest) => {
    requests.push(request);
    const key = request.cursor ?? 'start';
    if (key === failAt) throw new Error('offline');
    const page = pages[key];
    if (!page) throw new Error(`unexpected cursor ${key}`);
    return page;
  };
  return { fetch, requests };
}

function deltaServer(changes: PullResponse['changes'] = []) {
  const requests: PullPageRequest[] = [];
  const fetch = async (request: PullPageRequest): Promise<PullResponse> => {
    requests.push(request);
    return { changes: request.cursor === 'delta-from-snapshot' ? changes : [], cursor: 'delta-2', hasMore: false };
  };
  return { fetch, requests };
}

describe('pullReplica: the snapshot of a first sync', () => {
  it('fills the tables page by page, then pulls deltas from the snapshot cursor', async () => {
    const snapshot = snapshotServer();
    const delta = deltaServer([
      { table: 'vipCards', op: 'put', id: 'c2', version: 9, row: { id: 'c2', number: '101', holderName: 'Beto Gómez' } },
      { table: 'goods', op: 'delete', id: 'g1', version: 10 },
    ]);
    const progress: number[] = [];
    const result = await pullReplica(db, delta.fetch, snapshot.fetch, {
      tables: [...TABLES],
      onProgress: (p) => progress.push(p.changes),
    });
    expect(snapshot.requests.map((r) => r.cursor)).toEqual([null, 's1', 's2']);
    // A small first page, then big ones.
    expect(snapshot.requests.map((r) => r.limit)).toEqual([1000, 5000, 5000]);
    // Price lists and VIP cards first (SYNC_TABLES order), whatever order they were asked in.
    expect(snapshot.requests[0]?.tables).toEqual(['vipCards', 'goods']);
    expect(delta.requests.map((r) => r.cursor)).toEqual(['delta-from-snapshot']);
    expect(progress).toEqual([2, 4, 5, 7]);
    expect(result).toMatchObject({ pages: 4, changes: 7, puts: 6, deletes: 1 });
    // Rows as objects with their version; the delta on top.
    expect(await db.vipCards.get('c1')).toEqual({ id: 'c1', number: '100', holderName: 'Ana', version: 5 });
    expect(await db.vipCards.get('c2')).toMatchObject({ holderName: 'Beto Gómez', version: 9 });
    expect(await db.vipCards.where('number').equals('102').first()).toMatchObject({ id: 'c3' });
    expect(await db.goods.get('g1')).toBeUndefined();
    expect(await db.goods.get('g2')).toMatchObject({ name: 'Ron', version: 4 });
    // The snapshot's own entry is gone; the pull cursor is the delta's.
    expect(await db.syncState.get(snapshotKey([...TABLES]))).toBeUndefined();
    expect((await db.syncState.get(pullCursorKey([...TABLES])))?.cursor).toBe('delta-2');
  });

  it('shows the first page to readers before the rest has arrived', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const snapshot = snapshotServer();
    const running = pullReplica(
      db,
      deltaServer().fetch,
      async (request) => {
        if (request.cursor === 's1') await gate;
        return snapshot.fetch(request);
      },
      { tables: [...TABLES] },
    );
    // The first page is readable (a search over the cards finds it) while the second is held back.
    for (let i = 0; i < 100 && (await db.vipCards.count()) < 2; i++) await new Promise((r) => setTimeout(r, 5));
    expect((await db.vipCards.toArray()).map((c) => c.holderName).sort()).toEqual(['Ana', 'Beto']);
    expect(await db.goods.count()).toBe(0);
    release();
    await running;
    expect(await db.vipCards.count()).toBe(3);
  });

  it('resumes an interrupted snapshot at its next page, and records the error meanwhile', async () => {
    const failing = snapshotServer(PAGES, 's1');
    await expect(pullReplica(db, deltaServer().fetch, failing.fetch, { tables: [...TABLES] })).rejects.toThrow('offline');
    expect(await db.vipCards.count()).toBe(2);
    expect(await db.syncState.get(snapshotKey([...TABLES]))).toMatchObject({ cursor: 's1', lastError: 'offline' });
    expect((await db.syncState.get(pullCursorKey([...TABLES])))?.cursor ?? null).toBeNull();

    const again = snapshotServer();
    await pullReplica(db, deltaServer().fetch, again.fetch, { tables: [...TABLES] });
    expect(again.requests.map((r) => r.cursor)).toEqual(['s1', 's2']);
    expect(await db.vipCards.count()).toBe(3);
    expect(await db.goods.count()).toBe(2);
  });

  it("says how many rows are coming: the snapshot's total, less what an interrupted run already wrote", async () => {
    const withTotal = Object.fromEntries(Object.entries(PAGES).map(([k, page]) => [k, { ...page, total: 5 }]));
    const seen: [number, number | undefined][] = [];
    await pullReplica(db, deltaServer().fetch, snapshotServer(withTotal).fetch, {
      tables: [...TABLES],
      onProgress: (p) => seen.push([p.changes, p.expected]),
    });
    expect(seen).toEqual([
      [2, 5],
      [4, 5],
      [5, 5],
      [5, 5],
    ]);

    // Interrupted after its first page (2 rows written), then resumed: 3 rows are still to come.
    await db.delete();
    await db.open();
    await expect(
      pullReplica(db, deltaServer().fetch, snapshotServer(withTotal, 's1').fetch, { tables: [...TABLES] }),
    ).rejects.toThrow('offline');
    expect(await db.syncState.get(snapshotKey([...TABLES]))).toMatchObject({ cursor: 's1', rows: 2 });
    const resumed: [number, number | undefined][] = [];
    await pullReplica(db, deltaServer().fetch, snapshotServer(withTotal).fetch, {
      tables: [...TABLES],
      onProgress: (p) => resumed.push([p.changes, p.expected]),
    });
    expect(resumed).toEqual([
      [2, 3],
      [3, 3],
      [3, 3],
    ]);
  });

  it('reports nothing expected from a server whose snapshot has no total', async () => {
    const seen: (number | undefined)[] = [];
    await pullReplica(db, deltaServer().fetch, snapshotServer().fetch, {
      tables: [...TABLES],
      onProgress: (p) => seen.push(p.expected),
    });
    expect(seen).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps a newer local row the screens wrote meanwhile', async () => {
    await db.vipCards.put({ id: 'c3', number: '102', holderName: 'Carla (cargada)', version: 50 } as never);
    await pullReplica(db, deltaServer().fetch, snapshotServer().fetch, { tables: [...TABLES] });
    expect(await db.vipCards.get('c3')).toMatchObject({ holderName: 'Carla (cargada)', version: 50 });
    expect(await db.vipCards.get('c1')).toMatchObject({ holderName: 'Ana' });
  });

  it('is not used once the tables have a pull cursor', async () => {
    await db.syncState.put({ key: pullCursorKey([...TABLES]), cursor: 'old', lastSuccessAt: null, lastError: null });
    const snapshot = snapshotServer();
    const delta = deltaServer();
    await pullReplica(db, delta.fetch, snapshot.fetch, { tables: [...TABLES] });
    expect(snapshot.requests).toHaveLength(0);
    expect(delta.requests.map((r) => r.cursor)).toEqual(['old']);
  });

  it('falls back to the delta pull from zero on a server without the snapshot', async () => {
    const delta = deltaServer();
    await pullReplica(
      db,
      delta.fetch,
      async () => {
        throw Object.assign(new Error('Not Found'), { status: 404 });
      },
      { tables: [...TABLES] },
    );
    expect(delta.requests.map((r) => r.cursor)).toEqual([null]);
    expect((await db.syncState.get(pullCursorKey([...TABLES])))?.cursor).toBe('delta-2');
  });
});

/** A 400 as the server answers a cursor it did not seal for this venue (issue 32 #12). */
const refused = () => Object.assign(new Error('El cursor de sincronización no es válido'), { status: 400 });

describe('pullReplica: a cursor the server refuses', () => {
  it('forgets the replica of those tables and syncs them again from scratch', async () => {
    // A replica of another venue (or made under an old server secret): its rows and its cursor.
    await db.vipCards.put({ id: 'old-card', number: '900', holderName: 'Otro local', version: 70 } as never);
    await db.syncState.put({ key: pullCursorKey([...TABLES]), cursor: 'foreign', lastSuccessAt: null, lastError: null });
    const snapshot = snapshotServer();
    const delta = deltaServer();
    const result = await pullReplica(
      db,
      async (request) => {
        if (request.cursor === 'foreign') throw refused();
        return delta.fetch(request);
      },
      snapshot.fetch,
      { tables: [...TABLES] },
    );
    expect(snapshot.requests.map((r) => r.cursor)).toEqual([null, 's1', 's2']);
    expect(delta.requests.map((r) => r.cursor)).toEqual(['delta-from-snapshot']);
    expect(await db.vipCards.get('old-card')).toBeUndefined();
    expect(await db.vipCards.count()).toBe(3);
    expect((await db.syncState.get(pullCursorKey([...TABLES])))?.cursor).toBe('delta-2');
    expect(result.changes).toBe(5);
  });

  it('starts a snapshot in progress over from its first page', async () => {
    await expect(
      pullReplica(db, deltaServer().fetch, snapshotServer(PAGES, 's1').fetch, { tables: [...TABLES] }),
    ).rejects.toThrow('offline');
    const snapshot = snapshotServer();
    await pullReplica(
      db,
      deltaServer().fetch,
      async (request) => {
        if (request.cursor === 's1' && snapshot.requests.length === 0) {
          snapshot.requests.push(request);
          throw refused();
        }
        return snapshot.fetch(request);
      },
      { tables: [...TABLES] },
    );
    expect(snapshot.requests.map((r) => r.cursor)).toEqual(['s1', null, 's1', 's2']);
    expect(await db.goods.count()).toBe(2);
  });

  it('gives up (throws) when even a pull from scratch is refused', async () => {
    const fetchRefused = async () => {
      throw refused();
    };
    await db.syncState.put({ key: pullCursorKey([...TABLES]), cursor: 'foreign', lastSuccessAt: null, lastError: null });
    await expect(pullReplica(db, fetchRefused, fetchRefused, { tables: [...TABLES] })).rejects.toThrow('no es válido');
    await expect(pullReplica(db, fetchRefused, fetchRefused, { tables: [...TABLES] })).rejects.toThrow('no es válido');
  });
});

describe('chunkPage', () => {
  it('cuts a page into parts of at most n rows across tables, keeping order and the page fields', () => {
    const page = snap(
      [
        cards(['c1', '1', 'A', 1], ['c2', '2', 'B', 1], ['c3', '3', 'C', 1]),
        {
          table: 'goods',
          columns: ['id', 'version'],
          rows: [
            ['g1', 1],
            ['g2', 1],
          ],
        },
      ],
      'next',
    );
    const parts = chunkPage(page, 2);
    expect(parts.map((p) => p.tables.map((t) => `${t.table}:${t.rows.map((r) => r[0]).join(',')}`))).toEqual([
      ['vipCards:c1,c2'],
      ['vipCards:c3', 'goods:g1'],
      ['goods:g2'],
    ]);
    expect(parts.every((p) => p.cursor === 'next' && p.pullCursor === page.pullCursor && !p.done)).toBe(true);
    expect(chunkPage(snap([], '', true), 2)).toHaveLength(1);
  });
});
