// The feed of sign-in-relevant changes (issue 20): triggers announce on the channel `noctua_auth`
// every committed change of what the privilege guard reads (migration 0018); this module hands the
// payloads to the guard's user cache (server/middleware/auth.ts). The reasoning and the figures
// are in docs/decisions/0003-auth-user-cache.md.
//
// `sync()` is what makes a revocation take effect on the very next request, on any instance:
// - PGlite (one process, one session): a notification is delivered with the statement that
//   commits it, before the writer's await resumes, so there is nothing to wait for.
// - PostgreSQL: the listener has its own connection. A committing backend signals the listening
//   backends before its COMMIT is answered, and a listening backend sends pending notifications
//   before it answers the next statement it reads. So one round trip on the listener connection
//   (`select 1`) that starts after a request arrived brings every notification committed before
//   the request. Requests that arrive together share one round trip (at most one is on the wire,
//   the next one collects everybody who arrived meanwhile).
// When the listener is down (not connected yet, an error, a restart of PostgreSQL) `sync()`
// answers false: the guard forgets what it cached and reads the database on every request until
// the listener is back (reconnected with back-off, LISTEN again, then everything is forgotten once
// more, since notifications sent meanwhile are lost).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { coalesce } from '../lib/coalesce';

export const AUTH_CHANNEL = 'noctua_auth';

export interface AuthChangeHandler {
  /** One payload: `u:<user id>`, `v:<venue id>`, `n:<venue id>` (its nights, migration 0019) or `*`. */
  message(payload: string): void;
  /** The feed went down or came back: whatever was cached may be stale. */
  reset(): void;
}

export interface AuthChanges {
  subscribe(handler: AuthChangeHandler): () => void;
  /**
   * True (at once, or once resolved) when every change committed before the call has been handed
   * to the handlers; false when the feed is down and nothing cached may be trusted.
   */
  sync(): boolean | Promise<boolean>;
  close(): Promise<void>;
}

/** What one payload is about; anything unknown reads as `all` (forget everything). */
export type Change = { kind: 'user' | 'venue' | 'nights'; id: string } | { kind: 'all' };

export function parseChange(payload: string): Change {
  const id = payload.slice(2);
  if (payload.startsWith('u:')) return { kind: 'user', id };
  if (payload.startsWith('v:')) return { kind: 'venue', id };
  if (payload.startsWith('n:')) return { kind: 'nights', id };
  return { kind: 'all' };
}

/**
 * Entries kept in memory while the feed says nothing about them: the guard's users and tonight per
 * venue. `forget` drops what a change concerns and answers whether it concerned this cache; a feed
 * reset forgets everything. A read that a change overtook is answered but not kept: take `since()`
 * before reading, and `keep` stores only if no change concerning the cache came in between.
 */
export function feedCache<V>(
  feed: AuthChanges | undefined,
  forget: (change: Exclude<Change, { kind: 'all' }>, entries: Map<string, V>) => boolean,
  maxEntries: number,
) {
  const entries = new Map<string, V>();
  let generation = 0;
  feed?.subscribe({
    message(payload) {
      const change = parseChange(payload);
      if (change.kind === 'all') entries.clear();
      else if (!forget(change, entries)) return;
      generation++;
    },
    reset() {
      generation++;
      entries.clear();
    },
  });
  return {
    get: (key: string) => entries.get(key),
    since: () => generation,
    keep(key: string, value: V, since: number) {
      if (generation !== since) return;
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, value);
    },
  };
}

function handlers() {
  const set = new Set<AuthChangeHandler>();
  return {
    subscribe(h: AuthChangeHandler) {
      set.add(h);
      return () => void set.delete(h);
    },
    message(payload: string) {
      for (const h of set) h.message(payload);
    },
    reset() {
      for (const h of set) h.reset();
    },
  };
}

export async function pgliteAuthChanges(client: PGlite): Promise<AuthChanges> {
  const hs = handlers();
  const unlisten = await client.listen(AUTH_CHANNEL, (payload) => hs.message(payload));
  return {
    subscribe: hs.subscribe,
    sync: () => true,
    close: () => unlisten(),
  };
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

export async function postgresAuthChanges(
  connectionString: string,
  onError: (err: Error) => void = () => undefined,
  connectTimeoutMs = 5_000,
): Promise<AuthChanges> {
  const hs = handlers();
  let client: pg.Client | null = null;
  let up = false;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const down = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    up = false;
    hs.reset();
    c.removeAllListeners('notification');
    c.on('error', () => undefined);
    void c.end().catch(() => undefined);
    if (err) onError(err);
    if (!closed) {
      const wait = RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)];
      timer = setTimeout(() => void connect(), wait);
      timer.unref();
    }
  };

  async function connect(): Promise<void> {
    // A connect that never completes (a network that drops packets) fails after the timeout and is
    // retried, instead of leaving the feed down for good.
    const c = new pg.Client({
      connectionString,
      query_timeout: 10_000,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      application_name: 'noctua',
    });
    client = c;
    c.on('error', (err) => down(c, err));
    c.on('end', () => down(c));
    c.on('notification', (n) => {
      if (n.channel === AUTH_CHANNEL) hs.message(n.payload ?? '*');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      down(c, err as Error);
      return;
    }
    if (client !== c || closed) return;
    // Anything cached before this connection listened may have missed a notification.
    hs.reset();
    failures = 0;
    up = true;
  }

  // The round trip requests wait for: one that starts after the request arrived, shared by the
  // requests that arrive together (server/lib/coalesce.ts).
  const roundTrip = coalesce(async () => {
    const c = client;
    if (!c || !up) return false;
    try {
      await c.query('select 1');
      return up && client === c;
    } catch (err) {
      down(c, err as Error);
      return false;
    }
  });

  await connect();
  return {
    subscribe: hs.subscribe,
    sync() {
      if (!up) return false;
      return roundTrip();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      up = false;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
