// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, PushBody, PushResponse, PushResult, SyncChange, SyncTable } from '../../src/contract/sync';
import { NoctuaDb } from '../../src/lib/db/noctua-db';
import { SyncEngine } from '../../src/lib/sync/engine';
import type { SyncTransport } from '../../src/lib/sync/engine-options';
import type { LegacySource } from '../../src/lib/sync/legacy-pull';
import { discardCommand, queueCommand } from '../../src/lib/sync/local-effects';
import { enqueue } from '../../src/lib/sync/outbox';
import { firstSyncProgress } from '../../src/lib/sync/pull-groups';

const DEVICE = 'device-1';
const LOCATION = '0190a5b2-0000-7000-8000-000000000001';
const COUNT = '0190a5b2-0000-7000-8000-00000000000a';
const goodId = (n: number) => `0190a5b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const TABLES: SyncTable[] = ['priceLists', 'vipCards', 'stockCounts', 'stockCountLines'];

class HttpError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** An in-memory server speaking the sync wire: counts and lines, a change log, a token check. */
class FakeServer {
  validToken = 'token-1';
  clientToken: string | null = 'token-1';
  reachable = true;
  hasDeltaSync = true;
  pushCalls = 0;
  pullCalls = 0;
  inFlight = 0;
  maxInFlight = 0;
  applied = new Map<string, PushResult>();
  effects: string[] = [];
  version = 0;
  rows = new Map<string, { table: SyncTable; id: string; version: number; row: Record<string, unknown> }>();
  refuseBatchesWith: string | null = null;
  /** Applies the push, then the answer is lost on the way back (connection dropped). */
  loseAnswers = false;
  legacyLists = new Map<string, unknown>();

  put(table: SyncTable, row: Record<string, unknown> & { id: string }) {
    this.version++;
    this.rows.set(`${table}:${row.id}`, { table, id: row.id, version: this.version, row });
  }

  private check() {
    if (!this.reachable) throw new HttpError(undefined, 'Failed to fetch');
    if (this.clientToken !== this.validToken) throw new HttpError(401, 'Token expirado');
  }

  private apply(name: string, args: Record<string, unknown>): PushResult['status'] {
    const count = this.rows.get(`stockCounts:${args.countId}`);
    if (name === 'stockCount.open') {
      if (!count) this.put('stockCounts', { id: String(args.countId), locationId: args.locationId, status: 'open' });
      return 'applied';
    }
    if (name === 'stockCount.upsertLine') {
      if (count?.row.status !== 'open') return 'rejected';
      const existing = [...this.rows.values()].find(
        (r) => r.table === 'stockCountLines' && r.row.stockCountId === args.countId && r.row.goodId === args.goodId,
      );
      this.put('stockCountLines', {
        id: existing?.id ?? `server-line-${args.goodId}`,
        stockCountId: args.countId,
        goodId: args.goodId,
        countedQuantity: args.quantity,
        countedAt: args.countedAt,
      });
      return 'applied';
    }
    if (name === 'stockCount.submit') {
      if (count?.row.status !== 'open') return 'rejected';
      this.put('stockCounts', { ...count.row, id: count.id, status: 'submitted' });
      return 'applied';
    }
    return 'rejected';
  }

  transport(): SyncTransport {
    return {
      push: async (body: PushBody): Promise<PushResponse> => {
        this.pushCalls++;
        this.inFlight++;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
        try {
          await new Promise((r) => setTimeout(r, 2));
          this.check();
          if (!this.hasDeltaSync) throw new HttpError(404, 'No encontrado');
          if (
            this.refuseBatchesWith &&
            body.commands.length > 1 &&
            body.commands.some((c) => c.name === this.refuseBatchesWith)
          ) {
            throw new HttpError(422, 'Los datos no son válidos');
          }
          if (this.refuseBatchesWith && body.commands[0]?.name === this.refuseBatchesWith) {
            throw new HttpError(422, 'Los datos no son válidos');
          }
          const results = body.commands.map((c) => {
            const stored = this.applied.get(c.id);
            if (stored) return stored;
            const status = this.apply(c.name, c.args as Record<string, unknown>);
            if (status === 'applied') this.effects.push(c.id);
            const result: PushResult = {
              id: c.id,
              status,
              ...(status === 'rejected' ? { message: 'El conteo ya fue enviado' } : {}),
            };
            this.applied.set(c.id, result);
            return result;
          });
          if (this.loseAnswers) throw new HttpError(undefined, 'Failed to fetch');
          return { results };
        } finally {
          this.inFlight--;
        }
      },
      pull: async ({ cursor, tables, limit }): Promise<PullResponse> => {
        this.pullCalls++;
        this.check();
        if (!this.hasDeltaSync) throw new HttpError(404, 'No encontrado');
        const after = cursor ? Number(cursor) : 0;
        const changes: SyncChange[] = [...this.rows.values()]
          .filter((r) => r.version > after && tables.includes(r.table))
          .sort((a, b) => a.version - b.version)
          .map((r) => ({ table: r.table, op: 'put' as const, id: r.id, version: r.version, row: r.row }));
        const page = changes.slice(0, limit);
        const hasMore = changes.length > limit;
        return { changes: page, cursor: String(hasMore ? (page.at(-1)?.version ?? after) : this.version), hasMore };
      },
      legacy: async (source: LegacySource) => {
        this.check();
        const list = this.legacyLists.get(source.path);
        if (list instanceof Error) throw list;
        if (list === undefined) throw new HttpError(404, 'No encontrado');
        return list;
      },
    };
  }

  serverLines() {
    return [...this.rows.values()]
      .filter((r) => r.table === 'stockCountLines')
      .map((r) => ({ goodId: r.row.goodId, countedQuantity: r.row.countedQuantity }))
      .sort((a, b) => String(a.goodId).localeCompare(String(b.goodId)));
  }
}

let db: NoctuaDb;
let server: FakeServer;
let online: boolean;
let counter = 0;
let authRequests = 0;

function makeEngine(overrides: Partial<ConstructorParameters<typeof SyncEngine>[0]> = {}) {
  return new SyncEngine({
    db,
    deviceId: DEVICE,
    transport: server.transport(),
    tables: TABLES,
    locks: null,
    events: null,
    isOnline: () => online,
    onAuthRequired: () => {
      authRequests++;
    },
    random: () => 0.5,
    ...overrides,
  });
}

async function localLines() {
  const lines = await db.stockCountLines.where('stockCountId').equals(COUNT).toArray();
  return lines
    .map((l) => ({ goodId: l.goodId, countedQuantity: l.countedQuantity }))
    .sort((a, b) => a.goodId.localeCompare(b.goodId));
}

beforeEach(async () => {
  db = new NoctuaDb(`noctua-test-engine-${Date.now()}-${counter++}`);
  await db.open();
  server = new FakeServer();
  online = true;
  authRequests = 0;
});

afterEach(async () => {
  await db.delete();
});

describe('SyncEngine push', () => {
  it('keeps the queue while offline and sends it once back online', async () => {
    const engine = makeEngine();
    online = false;
    await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: COUNT,
      goodId: goodId(1),
      quantity: 3,
      countedAt: new Date().toISOString(),
    });
    engine.start();
    await engine.sync();
    expect(server.pushCalls).toBe(0);
    expect(engine.getStatus().online).toBe(false);
    expect(await localLines()).toEqual([{ goodId: goodId(1), countedQuantity: 3 }]);

    online = true;
    await engine.sync();
    engine.stop();
    expect(server.effects).toHaveLength(2);
    expect(server.serverLines()).toEqual([{ goodId: goodId(1), countedQuantity: 3 }]);
    // The pulled server row replaced the local twin (different id, same count and good).
    const lines = await db.stockCountLines.toArray();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.id).toBe(`server-line-${goodId(1)}`);
    expect(lines[0]?._local).toBeUndefined();
  });

  it('pauses on an expired token without losing or resending anything, then resumes', async () => {
    const engine = makeEngine();
    await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    for (let i = 1; i <= 3; i++) {
      await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
        countId: COUNT,
        goodId: goodId(i),
        quantity: i,
        countedAt: new Date().toISOString(),
      });
    }
    server.validToken = 'token-2'; // the token the client holds was revoked
    engine.start();
    await engine.sync();
    expect(engine.getStatus().authRequired).toBe(true);
    expect(authRequests).toBe(1);
    expect(server.effects).toHaveLength(0);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(4);
    for (const entry of queued) expect(entry).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 0 });

    // Paused: more triggers send nothing.
    const calls = server.pushCalls;
    await engine.sync();
    await engine.sync();
    expect(server.pushCalls).toBe(calls);
    expect(authRequests).toBe(1);

    // Signed in again: the flush resumes and every command is applied once.
    server.clientToken = 'token-2';
    await engine.resume();
    engine.stop();
    expect(engine.getStatus().authRequired).toBe(false);
    expect(server.effects).toHaveLength(4);
    expect(server.serverLines()).toEqual(await localLines());
    expect(await db.outbox.where('status').anyOf('pending', 'sending', 'rejected').count()).toBe(0);
  });

  it('pauses without a request when there is no session token', async () => {
    const engine = makeEngine({ hasCredentials: () => false });
    await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    engine.start();
    await engine.sync();
    engine.stop();
    expect(server.pushCalls).toBe(0);
    expect(engine.getStatus().authRequired).toBe(true);
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
  });

  it('keeps one request in flight however often it is asked to sync', async () => {
    const engine = makeEngine();
    engine.start();
    const runs: Promise<void>[] = [];
    for (let i = 0; i < 20; i++) {
      await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
        countId: COUNT,
        goodId: goodId(i),
        quantity: i,
        countedAt: new Date().toISOString(),
      });
      runs.push(engine.sync());
    }
    await Promise.all(runs);
    await engine.sync();
    engine.stop();
    expect(server.maxInFlight).toBe(1);
    // The count was never opened: every line is rejected, each once, none left pending.
    expect(await db.outbox.where('status').equals('rejected').count()).toBe(20);
    expect(server.applied.size).toBe(20);
  });

  it('isolates a command that makes the server refuse the whole batch', async () => {
    const engine = makeEngine();
    server.refuseBatchesWith = 'legacy.bad';
    await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    const bad = await enqueue(db, DEVICE, { name: 'legacy.bad', args: {}, lane: 'other' });
    await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: COUNT,
      goodId: goodId(1),
      quantity: 1,
      countedAt: new Date().toISOString(),
    });
    engine.start();
    await engine.sync();
    engine.stop();
    expect(await db.outbox.get(bad.id)).toMatchObject({ status: 'rejected', lastError: 'Los datos no son válidos' });
    expect(server.effects).toHaveLength(2);
  });

  it('backs off when the server is unreachable mid-push, and the retry applies once', async () => {
    const engine = makeEngine();
    await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    server.reachable = false;
    engine.start();
    await engine.sync();
    const entry = (await db.outbox.toArray())[0];
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastError: 'No tienes conexión a internet' });
    expect(entry?.nextAttemptAt).toBeGreaterThan(Date.now());
    server.reachable = true;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.sync();
    engine.stop();
    expect(server.effects).toHaveLength(1);
  });
});

describe('pull cadence', () => {
  it('a burst of queued changes pushes each time but pulls at most once per interval', async () => {
    const engine = makeEngine();
    engine.start();
    await engine.sync();
    const pullsBefore = server.pullCalls;
    await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    for (let i = 0; i < 5; i++) {
      await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
        countId: COUNT,
        goodId: goodId(i),
        quantity: i,
        countedAt: new Date().toISOString(),
      });
      await engine.sync({ pushOnly: true });
    }
    expect(server.effects).toHaveLength(6);
    expect(server.pullCalls - pullsBefore).toBe(0);
    // An explicit sync (the user, the timer, coming online) pulls at once.
    await engine.sync();
    engine.stop();
    expect(server.pullCalls - pullsBefore).toBe(2);
  });
});

describe('lost answers', () => {
  it('a command applied whose answer was lost leaves no local mark once its row is pulled, and is not applied twice', async () => {
    const engine = makeEngine();
    await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: COUNT,
      goodId: goodId(1),
      quantity: 5,
      countedAt: new Date().toISOString(),
    });
    server.loseAnswers = true;
    engine.start();
    await engine.sync();
    expect(server.effects).toHaveLength(2);
    expect(await db.outbox.where('status').equals('pending').count()).toBe(2);
    // The pull brings the server's rows while the commands still wait: nothing stays marked local.
    const { pullAll } = await import('../../src/lib/sync/apply-pull');
    await pullAll(db, server.transport().pull, { tables: ['stockCounts', 'stockCountLines'] });
    expect((await db.stockCountLines.toArray()).filter((r) => r._local)).toEqual([]);
    expect((await db.stockCounts.toArray()).filter((r) => r._local)).toEqual([]);

    server.loseAnswers = false;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.sync();
    engine.stop();
    expect(server.effects).toHaveLength(2);
    expect(await db.outbox.where('status').equals('applied').count()).toBe(2);
    expect(await localLines()).toEqual([{ goodId: goodId(1), countedQuantity: 5 }]);
  });

  it('does not spin while a lane waits on a retry (countDue sees the lane as blocked)', async () => {
    const { countDue, nextBatch, recordFailedPush } = await import('../../src/lib/sync/outbox');
    const first = await queueCommand(db, DEVICE, 'stockCount.open', { countId: COUNT, locationId: LOCATION });
    await nextBatch(db);
    await recordFailedPush(db, [first.id], 'x');
    await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: COUNT,
      goodId: goodId(1),
      quantity: 5,
      countedAt: new Date().toISOString(),
    });
    expect(await countDue(db)).toBe(0);
    const engine = makeEngine();
    engine.start();
    await engine.sync();
    engine.stop();
    // The sync asked for meanwhile joins the start's run: no push (the lane waits), one pull per
    // table group — not a storm of pulls until the backoff ends.
    expect(server.pushCalls).toBe(0);
    expect(server.pullCalls).toBe(2);
  });
});

describe('SyncEngine pull', () => {
  it('keeps a queued local change on top of an older server row (rebase)', async () => {
    server.put('stockCounts', { id: COUNT, locationId: LOCATION, status: 'open' });
    server.put('stockCountLines', {
      id: 'server-line',
      stockCountId: COUNT,
      goodId: goodId(1),
      countedQuantity: 1,
      countedAt: '2026-01-01T00:00:00.000Z',
    });
    const engine = makeEngine();
    engine.start();
    await engine.sync();
    expect(await localLines()).toEqual([{ goodId: goodId(1), countedQuantity: 1 }]);

    online = false;
    await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: COUNT,
      goodId: goodId(1),
      quantity: 7,
      countedAt: new Date().toISOString(),
    });
    // Another device changes the same line meanwhile; our pull brings it while ours is queued.
    server.put('stockCountLines', {
      id: 'server-line',
      stockCountId: COUNT,
      goodId: goodId(1),
      countedQuantity: 2,
      countedAt: '2026-01-01T00:00:01.000Z',
    });
    const { pullAll } = await import('../../src/lib/sync/apply-pull');
    await pullAll(db, server.transport().pull, { tables: ['stockCounts', 'stockCountLines'] });
    expect(await localLines()).toEqual([{ goodId: goodId(1), countedQuantity: 7 }]);

    online = true;
    await engine.sync();
    engine.stop();
    expect(server.serverLines()).toEqual([{ goodId: goodId(1), countedQuantity: 7 }]);
    expect(await localLines()).toEqual([{ goodId: goodId(1), countedQuantity: 7 }]);
  });

  it('discarding a rejected command puts the server row back', async () => {
    server.put('stockCounts', { id: COUNT, locationId: LOCATION, status: 'submitted' });
    server.put('stockCountLines', {
      id: 'server-line',
      stockCountId: COUNT,
      goodId: goodId(1),
      countedQuantity: 1,
      countedAt: '2026-01-01T00:00:00.000Z',
    });
    const engine = makeEngine();
    engine.start();
    await engine.sync();
    const entry = await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: COUNT,
      goodId: goodId(1),
      quantity: 9,
      countedAt: new Date().toISOString(),
    });
    await queueCommand(db, DEVICE, 'stockCount.upsertLine', {
      countId: COUNT,
      goodId: goodId(2),
      quantity: 4,
      countedAt: new Date().toISOString(),
    });
    await engine.sync();
    engine.stop();
    expect(await db.outbox.get(entry.id)).toMatchObject({ status: 'rejected', lastError: 'El conteo ya fue enviado' });
    expect(await localLines()).toEqual([
      { goodId: goodId(1), countedQuantity: 9 },
      { goodId: goodId(2), countedQuantity: 4 },
    ]);
    for (const rejected of await db.outbox.where('status').equals('rejected').toArray()) await discardCommand(db, rejected.id);
    expect(await localLines()).toEqual([{ goodId: goodId(1), countedQuantity: 1 }]);
    expect(await db.outbox.where('status').equals('rejected').count()).toBe(0);
  });

  it('pulls in pages with a progress report on the first sync', async () => {
    for (let i = 0; i < 2500; i++)
      server.put('vipCards', {
        id: `card-${i}`,
        number: String(i),
        holderName: 'X',
        holderDocument: '',
        cardTypeId: 't',
        balance: i,
      });
    const engine = makeEngine();
    const seen: number[] = [];
    engine.subscribe(() => {
      const p = engine.getStatus().firstSync;
      if (p) seen.push(p.received);
    });
    engine.start();
    await engine.sync();
    engine.stop();
    expect(await db.vipCards.count()).toBe(2500);
    expect(seen).toContain(1000);
    expect(seen).toContain(2500);
    expect(engine.getStatus().firstSync).toBeNull();
    expect(engine.getStatus().lastSyncAt).not.toBeNull();
  });

  it('falls back to the SPEC §7 lists and replaces a table only once its whole list arrived', async () => {
    server.hasDeltaSync = false;
    server.legacyLists.set('/cards/consulta', {
      isok: true,
      data: [
        { id: 'c1', number: '1', balance: 10 },
        { id: 'c2', number: '2', balance: 5 },
      ],
    });
    const engine = makeEngine({ tables: ['vipCards', 'priceListItems'] });
    server.legacyLists.set('/generic/consultarLPrecio', [{ id: 'i1', priceListId: 'p', productId: 'x', price: 100 }]);
    engine.start();
    await engine.sync();
    expect(engine.getStatus().mode).toBe('legacy');
    expect((await db.vipCards.toArray()).map((c) => c.id).sort()).toEqual(['c1', 'c2']);
    expect(await db.priceListItems.count()).toBe(1);

    // A failing list (cards query with isok false) leaves the previous copy whole.
    server.legacyLists.set('/cards/consulta', { isok: false, message: 'Error al consultar tarjetas' });
    await engine.sync();
    expect(engine.getStatus().lastError).toBe('Error al consultar tarjetas');
    expect(await db.vipCards.count()).toBe(2);

    server.legacyLists.set('/cards/consulta', [{ id: 'c3', number: '3', balance: 1 }]);
    await engine.sync();
    engine.stop();
    expect((await db.vipCards.toArray()).map((c) => c.id)).toEqual(['c3']);
  });
});

describe('firstSyncProgress', () => {
  const pulled = (changes: number, expected?: number) => ({
    pages: 1,
    changes,
    puts: changes,
    deletes: 0,
    ...(expected === undefined ? {} : { expected }),
  });

  it('adds a group to the groups before it, once its snapshot has said what it sends', () => {
    // The first group: nothing known until its first page.
    expect(firstSyncProgress('priority', { received: 0, expected: undefined }, pulled(1000))).toEqual({
      phase: 'priority',
      received: 1000,
    });
    expect(firstSyncProgress('priority', { received: 0, expected: undefined }, pulled(1000, 51_000))).toEqual({
      phase: 'priority',
      received: 1000,
      expected: 51_000,
    });
    // The second group before its first page keeps the first one's figure; then adds its own.
    expect(firstSyncProgress('rest', { received: 51_000, expected: 51_000 }, pulled(0))).toEqual({
      phase: 'rest',
      received: 51_000,
      expected: 51_000,
    });
    expect(firstSyncProgress('rest', { received: 51_000, expected: 51_000 }, pulled(500, 2000))).toEqual({
      phase: 'rest',
      received: 51_500,
      expected: 53_000,
    });
  });

  it('never expects fewer rows than came (the delta after a snapshot brings what changed meanwhile)', () => {
    expect(firstSyncProgress('rest', { received: 0, expected: undefined }, pulled(2010, 2000)).expected).toBe(2010);
  });
});
