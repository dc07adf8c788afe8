// Issue 5, background sync: the session copy the service worker reads, and the worker's outbox
// flush (the engine's push over plain fetch with the stored token) against a small fake server.
// The features' offline commands, registered as the app's replica runtime loads them.
import '../../src/lib/sync/known-commands';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PullResponse, PushBody, PushResult, SyncTable } from '../../src/contract/sync';
import { NoctuaDb, noctuaDbName } from '../../src/lib/db/noctua-db';
import { pullCursorKey } from '../../src/lib/sync/apply-pull';
import { runInBackground } from '../../src/lib/sync/background-run';
import {
  BACKGROUND_SESSION_DB,
  type BackgroundSession,
  clearBackgroundSession,
  closeBackgroundSession,
  readBackgroundSession,
  saveBackgroundSession,
} from '../../src/lib/sync/background-session';
import { queueCommand } from '../../src/lib/sync/local-effects';

const USER = '0190a5b2-0000-7000-8000-000000000001';
const VENUE = '0190a5b2-0000-7000-8000-000000000002';
const DEVICE = 'device-bg';
const LOCATION = '0190a5b2-0000-7000-8000-000000000003';
const countId = (n: number) => `0190a5b2-0000-7000-8000-${String(100 + n).padStart(12, '0')}`;
const SESSION: BackgroundSession = {
  token: 'token-1',
  userId: USER,
  venueId: VENUE,
  apiBase: '/noctua/api',
  language: 'en',
};

/** A sync push endpoint over fetch: applies each command id once, checks the token. */
class FakeServer {
  validToken = 'token-1';
  reachable = true;
  requests: { url: string; authorization: string | null; language: string | null; body: PushBody }[] = [];
  applied = new Set<string>();

  fetch: typeof globalThis.fetch = async (input, init) => {
    if (!this.reachable) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body)) as PushBody;
    this.requests.push({
      url: String(input),
      authorization: headers.get('Authorization'),
      language: headers.get('Accept-Language'),
      body,
    });
    if (headers.get('Authorization') !== `Bearer ${this.validToken}`) {
      return new Response(JSON.stringify({ message: 'Token expired' }), { status: 401 });
    }
    const results: PushResult[] = body.commands.map((c) => {
      this.applied.add(c.id);
      return { id: c.id, status: 'applied' };
    });
    return new Response(JSON.stringify({ results }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

let db: NoctuaDb;

async function replicaWithQueue(n: number): Promise<string[]> {
  db = new NoctuaDb(noctuaDbName(USER, VENUE));
  await db.open();
  await db.uiState.put({ key: 'deviceId', value: DEVICE });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const entry = await queueCommand(db, DEVICE, 'stockCount.open', { countId: countId(i), locationId: LOCATION });
    ids.push(entry.id);
  }
  return ids;
}

beforeEach(async () => {
  await Dexie.delete(noctuaDbName(USER, VENUE));
});

afterEach(async () => {
  db?.close();
  closeBackgroundSession();
  await Dexie.delete(BACKGROUND_SESSION_DB);
  await Dexie.delete(noctuaDbName(USER, VENUE));
});

describe('background session', () => {
  it('stores, reads and clears the session kept for the worker', async () => {
    expect(await readBackgroundSession()).toBeNull();
    await saveBackgroundSession(SESSION, true);
    expect(await readBackgroundSession()).toEqual(SESSION);
    await saveBackgroundSession({ ...SESSION, token: 'token-2' }, true);
    expect((await readBackgroundSession())?.token).toBe('token-2');
    await clearBackgroundSession();
    expect(await readBackgroundSession()).toBeNull();
  });

  it('keeps no copy of a session-only sign-in (no "Recordarme")', async () => {
    await saveBackgroundSession(SESSION, true);
    await saveBackgroundSession({ ...SESSION, token: 'token-2' }, false);
    expect(await readBackgroundSession()).toBeNull();
  });
});

describe('runInBackground: the push', () => {
  it('pushes the queued commands with the stored token and language, and marks them applied', async () => {
    const ids = await replicaWithQueue(3);
    await saveBackgroundSession(SESSION, true);
    const server = new FakeServer();

    const result = await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/noctua/sw.js', locks: null });

    expect(result).toBe('idle');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      url: 'https://app.test/noctua/api/sync/push',
      authorization: 'Bearer token-1',
      language: 'en',
    });
    expect(server.requests[0]?.body.deviceId).toBe(DEVICE);
    expect([...server.applied].sort()).toEqual([...ids].sort());
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => e.status)).toEqual(['applied', 'applied', 'applied']);

    // Nothing left: a second event sends nothing.
    expect(await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('idle');
    expect(server.requests).toHaveLength(1);
  });

  it('on 401 puts the commands back untouched, keeps the session and stops', async () => {
    await replicaWithQueue(2);
    await saveBackgroundSession(SESSION, true);
    const server = new FakeServer();
    server.validToken = 'token-renewed';
    const before = await db.outbox.orderBy('seq').toArray();

    const result = await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null });

    expect(result).toBe('auth');
    expect(server.requests).toHaveLength(1);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(before);
    expect(await readBackgroundSession()).toEqual(SESSION);
  });

  it('asks to be woken again when the server is unreachable', async () => {
    await replicaWithQueue(1);
    await saveBackgroundSession(SESSION, true);
    const server = new FakeServer();
    server.reachable = false;

    expect(await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('waiting');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1 });

    // Still in backoff at the browser's next retry: not sent, still waiting.
    server.reachable = true;
    expect(await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('waiting');
    expect(server.requests).toHaveLength(0);
    // Once the backoff is over it goes out.
    const later = Date.now() + 10 * 60_000;
    expect(await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null, now: () => later })).toBe(
      'idle',
    );
    expect(server.applied.size).toBe(1);
  });

  it('does nothing without a stored session or without a replica', async () => {
    const server = new FakeServer();
    await replicaWithQueue(1);
    expect(await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('idle');
    db.close();
    await Dexie.delete(noctuaDbName(USER, VENUE));
    await saveBackgroundSession(SESSION, true);
    expect(await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('idle');
    expect(server.requests).toHaveLength(0);
    expect(await Dexie.exists(noctuaDbName(USER, VENUE))).toBe(false);
  });
});

/** The delta pull over fetch: one page of VIP card changes after the cursor it was given. */
class FakePullServer {
  validToken = 'token-1';
  requests: URL[] = [];
  balance = 12_500;

  fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    this.requests.push(url);
    if (!url.pathname.endsWith('/sync/pull')) return new Response('{}', { status: 404 });
    const page: PullResponse = {
      changes: [
        {
          table: 'vipCards',
          op: 'put',
          id: CARD,
          version: 41,
          row: { id: CARD, venueId: VENUE, number: '1001', holderName: 'Ana', balance: this.balance, active: true, version: 41 },
        },
      ],
      cursor: 'cursor-41',
      hasMore: false,
    };
    return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

const CARD = '0190a5b2-0000-7000-8000-000000000009';
const HELD: SyncTable[] = ['vipCardTypes', 'vipCards'];

async function replicaHolding(tables: SyncTable[] | null): Promise<void> {
  db = new NoctuaDb(noctuaDbName(USER, VENUE));
  await db.open();
  await db.uiState.put({ key: 'deviceId', value: DEVICE });
  if (tables)
    await db.syncState.put({
      key: pullCursorKey(tables),
      cursor: 'cursor-40',
      lastSuccessAt: '2026-12-01T03:00:00.000Z',
      lastError: null,
    });
}

describe('runInBackground: the pull', () => {
  it('pulls the changes of the tables the replica holds, from its cursor, and dates them', async () => {
    await replicaHolding(HELD);
    await saveBackgroundSession({ ...SESSION, tables: HELD }, true);
    const server = new FakePullServer();

    const result = await runInBackground({ pull: true, fetch: server.fetch, baseUrl: 'https://app.test/', locks: null });

    expect(result).toBe('idle');
    expect(server.requests).toHaveLength(1);
    const url = server.requests[0] as URL;
    expect(url.pathname).toBe('/noctua/api/sync/pull');
    expect(url.searchParams.get('cursor')).toBe('cursor-40');
    expect(url.searchParams.get('tables')?.split(',').sort()).toEqual([...HELD].sort());
    expect((await db.vipCards.get(CARD))?.balance).toBe(12_500);
    const state = await db.syncState.get(pullCursorKey(HELD));
    expect(state?.cursor).toBe('cursor-41');
    // "Saldo al …" reads this: the worker's pull makes it the real age.
    expect(Date.parse(state?.lastSuccessAt ?? '')).toBeGreaterThan(Date.parse('2026-12-02T00:00:00.000Z'));
  });

  it('never starts a first sync: tables without a cursor are left to the open page', async () => {
    await replicaHolding(null);
    await saveBackgroundSession({ ...SESSION, tables: HELD }, true);
    const server = new FakePullServer();
    expect(await runInBackground({ pull: true, fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('idle');
    expect(server.requests).toHaveLength(0);
    expect(await db.vipCards.count()).toBe(0);
  });

  it('pulls nothing when asked to push only, or for a session stored without tables', async () => {
    await replicaHolding(HELD);
    const server = new FakePullServer();
    await saveBackgroundSession({ ...SESSION, tables: HELD }, true);
    expect(await runInBackground({ fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('idle');
    await saveBackgroundSession(SESSION, true);
    expect(await runInBackground({ pull: true, fetch: server.fetch, baseUrl: 'https://app.test/', locks: null })).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });

  it('a refused token pauses, an unreachable server asks to be woken again; the cursor stays', async () => {
    await replicaHolding(HELD);
    await saveBackgroundSession({ ...SESSION, tables: HELD, token: 'old' }, true);
    const server = new FakePullServer();
    const refusing: typeof globalThis.fetch = async () => new Response('{"message":"Token expired"}', { status: 401 });
    expect(await runInBackground({ pull: true, fetch: refusing, baseUrl: 'https://app.test/', locks: null })).toBe('auth');
    const offline: typeof globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await runInBackground({ pull: true, fetch: offline, baseUrl: 'https://app.test/', locks: null })).toBe('waiting');
    expect((await db.syncState.get(pullCursorKey(HELD)))?.cursor).toBe('cursor-40');
    expect(server.requests).toHaveLength(0);
  });
});
