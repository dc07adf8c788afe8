// The service worker's sync (issues 5 and 36): run when the browser fires `sync` (tag
// 'noctua-outbox'), `periodicsync` (an installed app) or a "data changed" push arrives, so queued
// counts go out after the tab was closed and the replica — a guest's VIP balance, the stock — is as
// fresh as the last time the browser woke the worker, not the last time the app was open.
// It is not a replay of stored HTTP requests: the worker opens the same replica (Dexie) and runs
// the same engine code as the page under the same Web Lock, so the page and the worker never run
// at once and every outcome (applied, rejected, retry with backoff) lands in the outbox exactly as
// a push from the page would leave it. The pull is the delta pull of the table groups the replica
// already holds, for the tables the page stored with the session (its user's codes; the server
// checks them again): never a first sync, which is the open page's.
// The session comes from the `noctua-session` copy the page keeps (background-session.ts); with
// none (signed out, or a sign-in without "Recordarme") nothing is sent. A 401/402 puts the taken
// commands back untouched and stops: they wait for the user to sign in again.
import Dexie from 'dexie';
import type { PullResponse, PushBody, PushResponse } from '../../contract/sync';
import { NoctuaDb, noctuaDbName } from '../db/noctua-db';
import { type BackgroundSession, readBackgroundSession } from './background-session';
import { SyncEngine } from './engine';
// The rebase after each pulled page re-applies the queued commands' effects: the features' commands.
import './known-commands';
import type { SyncTransport } from './engine-options';
import { fetchJson, SyncHttpError } from './fetch-json';
import { nextDueAt } from './outbox';
import type { PushOutcome } from './sync-status';

export { LEGACY_PERIODIC_SYNC_TAG, OUTBOX_SYNC_TAG, PERIODIC_SYNC_TAG } from './background-session';

/**
 * - 'idle': nothing to do (no session, no replica, empty outbox, or everything sent).
 * - 'auth': the server refused the token; the commands wait for the next sign-in.
 * - 'waiting': commands are still open (server unreachable, or in backoff): try again later.
 */
export type BackgroundRunResult = 'idle' | 'auth' | 'waiting';

export interface BackgroundRunOptions {
  /** After the push, pull what changed in the tables the replica holds (default: push only). */
  pull?: boolean;
  /** Defaults to the stored copy of the session. */
  session?: BackgroundSession | null;
  fetch?: typeof globalThis.fetch;
  /** Where a relative apiBase is resolved (the worker's location). */
  baseUrl?: string;
  locks?: LockManager | null;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** SyncTransport over plain fetch with the stored token: the push and the delta pull; no snapshot. */
export function backgroundTransport(
  session: BackgroundSession,
  fetchImpl: typeof globalThis.fetch,
  baseUrl: string | undefined,
): SyncTransport {
  const api = `${session.apiBase.replace(/\/$/, '')}/sync`;
  const auth = { token: session.token, language: session.language, fetch: fetchImpl };
  return {
    // Plain fetch, not the typed API client: the service worker has no page's client, only the stored session.
    push: (body: PushBody) => fetchJson<PushResponse>(new URL(`${api}/push`, baseUrl).href, { method: 'POST', body, ...auth }),
    pull: ({ cursor, tables, limit }) => {
      const url = new URL(`${api}/pull`, baseUrl);
      url.searchParams.set('tables', tables.join(','));
      url.searchParams.set('limit', String(limit));
      if (cursor) url.searchParams.set('cursor', cursor);
      return fetchJson<PullResponse>(url.href, auth);
    },
    legacy: () => Promise.reject(new SyncHttpError('Not available in the background', undefined)),
  };
}

/** Pushes the outbox of the stored session's replica, if there is one, and with `pull` pulls. */
export async function runInBackground(options: BackgroundRunOptions = {}): Promise<BackgroundRunResult> {
  const session = options.session === undefined ? await readBackgroundSession() : options.session;
  if (!session) return 'idle';
  const name = noctuaDbName(session.userId, session.venueId);
  // Never create a replica here: a missing one was deleted at logout.
  if (!(await Dexie.exists(name))) return 'idle';
  const db = new NoctuaDb(name);
  try {
    await db.open();
    const deviceId = (await db.uiState.get('deviceId'))?.value;
    if (typeof deviceId !== 'string') return 'idle';
    const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const engine = new SyncEngine({
      db,
      deviceId,
      transport: backgroundTransport(session, fetchImpl, options.baseUrl ?? globalThis.location?.href),
      tables: session.tables ?? [],
      events: null,
      isOnline: () => true,
      ...(options.locks !== undefined ? { locks: options.locks } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    const outcome: PushOutcome = await engine.runInBackground({ pull: options.pull ?? false });
    if (outcome === 'auth') return 'auth';
    if (outcome === 'unreachable') return 'waiting';
    // Commands still in backoff (an earlier failure) go out at the browser's next retry.
    return (await nextDueAt(db)) === null ? 'idle' : 'waiting';
  } finally {
    db.close();
  }
}
