// The first sync's bulk snapshot (issue 20): `GET /sync/snapshot` gives what the delta pull would
// build, table by table in pages, to exactly the users and venue the pull would; its `pullCursor`
// is where the delta pull goes on, so a change made while or after the snapshot is read arrives
// with the next pull.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, stockLocations, users, venues } from '../../server/db/schema';
import type { PullResponse, SnapshotResponse, SyncChange } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

let h: Harness;
let admin: string;
let stock: string;
let vip: string;
let venueId: string;
beforeAll(async () => {
  h = await createHarness();
  [admin, stock, vip] = await Promise.all([
    h.login('admin@noctua.test'),
    h.login('stock@noctua.test'),
    h.login('vip@noctua.test'),
  ]);
  const [row] = await h.database.db.select({ id: users.defaultVenueId }).from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = row?.id as string;
});
afterAll(async () => {
  await h?.close();
});

type Row = Record<string, unknown> & { id: string; version: number };
/** table → id → row: a replica. */
type Replica = Map<string, Map<string, Row>>;

async function get<T>(token: string, path: string, query: Record<string, string>): Promise<T> {
  const res = await h.request('GET', `${path}?${new URLSearchParams(query)}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

function put(replica: Replica, table: string, row: Row) {
  let rows = replica.get(table);
  if (!rows) {
    rows = new Map();
    replica.set(table, rows);
  }
  rows.set(row.id, row);
}

/** Applies delta changes the way the app does (newer versions win, deletes remove). */
function applyChanges(replica: Replica, changes: readonly SyncChange[]) {
  for (const c of changes) {
    const current = replica.get(c.table)?.get(c.id);
    if (current && current.version > c.version) continue;
    if (c.op === 'delete') replica.get(c.table)?.delete(c.id);
    else put(replica, c.table, { ...(c.row as Record<string, unknown>), id: c.id, version: c.version });
  }
}

function applySnapshotPage(replica: Replica, page: SnapshotResponse) {
  for (const t of page.tables) {
    for (const values of t.rows) {
      const row = Object.fromEntries(t.columns.map((c, i) => [c, values[i]])) as Row;
      put(replica, t.table, row);
    }
  }
}

async function pullAll(token: string, query: Record<string, string>, cursor?: string) {
  const changes: SyncChange[] = [];
  let next = cursor;
  for (let i = 0; i < 10_000; i++) {
    const page = await get<PullResponse>(token, '/sync/pull', { ...query, ...(next ? { cursor: next } : {}) });
    changes.push(...page.changes);
    next = page.cursor;
    if (!page.hasMore) return { changes, cursor: next };
  }
  throw new Error('pull never ended');
}

/** Reads the whole snapshot; `between` runs after the first page (a change while it is read). */
async function snapshotAll(token: string, query: Record<string, string>, between?: () => Promise<void>) {
  const replica: Replica = new Map();
  const pages: SnapshotResponse[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 10_000; i++) {
    const page = await get<SnapshotResponse>(token, '/sync/snapshot', { ...query, ...(cursor ? { cursor } : {}) });
    pages.push(page);
    applySnapshotPage(replica, page);
    if (i === 0 && between) await between();
    if (page.done) {
      expect(page.cursor).toBe('');
      // Every page of one snapshot names the same delta cursor.
      expect(new Set(pages.map((p) => p.pullCursor)).size).toBe(1);
      return { replica, pages, pullCursor: page.pullCursor };
    }
    cursor = page.cursor;
  }
  throw new Error('snapshot never ended');
}

function replicaOf(changes: readonly SyncChange[]): Replica {
  const replica: Replica = new Map();
  applyChanges(replica, changes);
  return replica;
}

function sorted(replica: Replica) {
  return Object.fromEntries(
    [...replica.entries()]
      .filter(([, rows]) => rows.size > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([table, rows]) => [table, [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : 1))]),
  );
}

describe('GET /sync/snapshot', () => {
  it('needs a signed-in user', async () => {
    expect((await h.request('GET', '/sync/snapshot')).status).toBe(401);
  });

  it('pages by id table after table and gives the same rows as a full delta pull', async () => {
    const tables = 'priceLists,priceListItems,vipCardTypes,goods,stockLocations,stockLevels,nights,pointsOfSale';
    const full = await pullAll(admin, { tables });
    const small = await snapshotAll(admin, { tables, limit: '7' });
    expect(small.pages.length).toBeGreaterThan(5);
    expect(sorted(small.replica)).toEqual(sorted(replicaOf(full.changes)));
    // One list of columns per table, the tombstone never among them; rows of a table by id.
    for (const page of small.pages) {
      for (const t of page.tables) {
        expect(t.columns[0]).toBe('id');
        expect(t.columns).toContain('version');
        expect(t.columns).not.toContain('deletedAt');
        const ids = t.rows.map((r) => r[0] as string);
        expect(ids).toEqual([...ids].sort());
      }
      expect(page.tables.reduce((n, t) => n + t.rows.length, 0)).toBeLessThanOrEqual(7);
    }
    // Tables come in the canonical order, each one finished before the next starts.
    const order = small.pages.flatMap((p) => p.tables.map((t) => t.table)).filter((t, i, all) => all[i - 1] !== t);
    expect(order).toEqual(tables.split(',').filter((t) => order.includes(t as never)));
    // Every page says how many rows the whole snapshot sends: what its pages hold together.
    const sent = small.pages.reduce((n, p) => n + p.tables.reduce((m, t) => m + t.rows.length, 0), 0);
    expect(sent).toBeGreaterThan(7);
    expect(new Set(small.pages.map((p) => p.total))).toEqual(new Set([sent]));
    // One big page gives the same.
    const big = await snapshotAll(admin, { tables, limit: '5000' });
    expect(big.pages[0]?.total).toBe(sent);
    expect(big.pages).toHaveLength(1);
    expect(sorted(big.replica)).toEqual(sorted(small.replica));
    // Nothing new after the snapshot's delta cursor.
    expect(await get<PullResponse>(admin, '/sync/pull', { tables, cursor: big.pullCursor })).toMatchObject({
      changes: [],
      hasMore: false,
    });
  });

  it('renders every table the admin may read exactly as the pull does (dates, numbers, enums)', async () => {
    const full = await pullAll(admin, { limit: '5000' });
    const snap = await snapshotAll(admin, { limit: '5000' });
    const expected = sorted(replicaOf(full.changes));
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    expect(sorted(snap.replica)).toEqual(expected);
  });

  it('hands over to the delta pull: changes made while and after it is read arrive in the next pull', async () => {
    const db = h.database.db;
    const venueGoods = await db.select().from(goods).where(eq(goods.venueId, venueId)).orderBy(asc(goods.id));
    const first = venueGoods[0];
    const last = venueGoods.at(-1);
    const middle = venueGoods[Math.floor(venueGoods.length / 2)];
    if (!first || !last || !middle) throw new Error('no goods');
    const addedWhile = uuidv7();
    const addedAfter = uuidv7();
    const snap = await snapshotAll(admin, { tables: 'goods,stockLocations', limit: '3' }, async () => {
      // While it is read: one row already sent, one not yet, one deleted, one new.
      await db.update(goods).set({ name: 'Ya enviado, renombrado' }).where(eq(goods.id, first.id));
      await db.update(goods).set({ name: 'Aún no enviado, renombrado' }).where(eq(goods.id, last.id));
      await db.update(goods).set({ deletedAt: new Date() }).where(eq(goods.id, middle.id));
      await db.insert(goods).values({ id: addedWhile, venueId, sku: 'SNAP-1', name: 'Nuevo', category: 'x', unit: 'unit' });
    });
    // The row deleted meanwhile and the row added meanwhile are not in the snapshot itself.
    expect(snap.replica.get('goods')?.has(middle.id)).toBe(false);
    expect(snap.replica.get('goods')?.has(addedWhile)).toBe(false);
    // After it.
    await db.insert(goods).values({ id: addedAfter, venueId, sku: 'SNAP-2', name: 'Después', category: 'x', unit: 'unit' });
    const next = await pullAll(admin, { tables: 'goods,stockLocations' }, snap.pullCursor);
    expect(next.changes.map((c) => c.id)).toEqual(expect.arrayContaining([first.id, last.id, middle.id, addedWhile, addedAfter]));
    expect(next.changes.find((c) => c.id === middle.id)?.op).toBe('delete');
    applyChanges(snap.replica, next.changes);
    expect(snap.replica.get('goods')?.get(first.id)?.name).toBe('Ya enviado, renombrado');
    expect(snap.replica.get('goods')?.get(last.id)?.name).toBe('Aún no enviado, renombrado');
    // Snapshot + delta = what a delta pull from scratch builds.
    const fresh = await pullAll(admin, { tables: 'goods,stockLocations' });
    expect(sorted(snap.replica)).toEqual(sorted(replicaOf(fresh.changes)));
  });

  it('gives each user only the tables their privileges allow', async () => {
    const stockSnap = await snapshotAll(stock, {});
    expect(stockSnap.replica.has('vipCards')).toBe(false);
    expect(stockSnap.replica.has('vipCardTypes')).toBe(false);
    expect(stockSnap.replica.has('goods')).toBe(true);
    const vipSnap = await snapshotAll(vip, {});
    expect(vipSnap.replica.has('vipCards')).toBe(true);
    expect(vipSnap.replica.has('goods')).toBe(false);
    expect(vipSnap.replica.has('stockLevels')).toBe(false);
    // Price lists and VIP cards first.
    expect(vipSnap.pages[0]?.tables[0]?.table).toMatch(/^(priceLists|priceListItems|vipCardTypes|vipCards)$/);
  });

  it('refuses a table the user may not read, even through a cursor made for another user', async () => {
    const forbidden = await h.request('GET', '/sync/snapshot?tables=goods,vipCards', { token: stock });
    expect(forbidden.status).toBe(403);
    expect((await h.request('GET', '/sync/snapshot?tables=stockLevels', { token: vip })).status).toBe(403);
    expect((await h.request('GET', '/sync/snapshot?tables=goods,users', { token: admin })).status).toBe(422);
    // The admin's cursor points into vipCards; the stock user asking for goods with it is refused,
    // and so is asking for vipCards.
    const page = await get<SnapshotResponse>(admin, '/sync/snapshot', { tables: 'vipCardTypes,vipCards', limit: '2' });
    expect(page.done).toBe(false);
    const reused = await h.request('GET', `/sync/snapshot?${new URLSearchParams({ tables: 'goods', cursor: page.cursor })}`, {
      token: stock,
    });
    expect(reused.status).toBe(400);
    const direct = await h.request('GET', `/sync/snapshot?${new URLSearchParams({ tables: 'vipCards', cursor: page.cursor })}`, {
      token: stock,
    });
    expect(direct.status).toBe(403);
  });

  it('rejects a cursor it did not seal with a 400 and a bad limit with a 422', async () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const q of [
      'cursor=not-base64-json',
      `cursor=${b64({ b: -1, n: 'goods' })}`,
      `cursor=${b64({ b: 1, n: 'users' })}`,
      `cursor=${b64({ b: 1, n: 'goods', a: "x' or 1=1" })}`,
      `cursor=${b64({ b: 1, n: 'goods', p: { s: 1, t: 'x' } })}`,
      `cursor=${b64({ b: 1, n: 'goods', t: -3 })}`,
      `cursor=${b64({ b: 1, n: 'goods', t: '12' })}`,
    ]) {
      const res = await h.request('GET', `/sync/snapshot?tables=goods&${q}`, { token: admin });
      expect(res.status, q).toBe(400);
    }
    for (const q of ['limit=0', 'limit=5001']) {
      const res = await h.request('GET', `/sync/snapshot?tables=goods&${q}`, { token: admin });
      expect(res.status, q).toBe(422);
    }
  });

  it('never returns rows of another venue', async () => {
    const db = h.database.db;
    const otherVenue = uuidv7();
    await db.insert(venues).values({ id: otherVenue, name: 'Otro local', legalName: 'Otro SA', taxId: '30-2' });
    const goodId = uuidv7();
    const locationId = uuidv7();
    await db.insert(goods).values({ id: goodId, venueId: otherVenue, sku: 'X-2', name: 'Ajeno', category: 'x', unit: 'unit' });
    await db.insert(stockLocations).values({ id: locationId, venueId: otherVenue, kind: 'bar', name: 'Barra ajena' });
    await db.execute(
      sql`insert into stock_levels (id, location_id, good_id, quantity) values (${uuidv7()}, ${locationId}, ${goodId}, 3)`,
    );
    const snap = await snapshotAll(admin, {});
    const ids = new Set([...snap.replica.values()].flatMap((rows) => [...rows.keys()]));
    expect(ids.has(goodId)).toBe(false);
    expect(ids.has(locationId)).toBe(false);
    expect([...(snap.replica.get('stockLevels')?.values() ?? [])].every((r) => r.locationId !== locationId)).toBe(true);
    expect(snap.replica.get('goods')?.size).toBeGreaterThan(0);
  });
});
