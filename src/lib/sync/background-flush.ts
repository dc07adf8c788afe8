// The outbox flush of a background sync (issue 5): run by the service worker when the browser
// fires `sync` (tag 'noctua-outbox') or `periodicsync`, so queued counts go out after the tab was
// closed. It is not a replay of stored HTTP requests: the worker opens the same replica (Dexie)
// and runs the same engine code as the page, push-only, under the same Web Lock, so the page and
// the worker never push at once and every outcome (applied, rejected, retry with backoff) lands
// in the outbox exactly as a push from the page would leave it.
// The session comes from the `noctua-session` copy the page keeps (background-session.ts); with
// none (signed out, or a sign-in without "Recordarme") nothing is sent. A 401/402 puts the taken
// commands back untouched and stops: they wait for the user to sign in again.
import Dexie from 'dexie';
import type { PushBody, PushResponse } from '../../contract/sync';
import { NoctuaDb, noctuaDbName } from '../db/noctua-db';
import { type BackgroundSession, readBackgroundSession } from './background-session';
import { SyncEngine } from './engine';
import type { SyncTransport } from './engine-options';
import { fetchJson, SyncHttpError } from './fetch-json';
import { nextDueAt } from './outbox';
import type { PushOutcome } from './sync-status';

export { OUTBOX_PERIODIC_SYNC_TAG, OUTBOX_SYNC_TAG } from './background-session';

/**
 * - 'idle': nothing to do (no session, no replica, empty outbox, or everything sent).
 * - 'auth': the server refused the token; the commands wait for the next sign-in.
 * - 'waiting': commands are still open (server unreachable, or in backoff): try again later.
 */
export type BackgroundFlushResult = 'idle' | 'auth' | 'waiting';

export interface BackgroundFlushOptions {
  /** Defaults to the stored copy of the session. */
  session?: BackgroundSession | null;
  fetch?: typeof globalThis.fetch;
  /** Where a relative apiBase is resolved (the worker's location). */
  baseUrl?: string;
  locks?: LockManager | null;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

/** The push of SyncTransport over plain fetch with the stored token; pulls are not done here. */
export function backgroundTransport(
  session: BackgroundSession,
  fetchImpl: typeof globalThis.fetch,
  baseUrl: string | undefined,
): SyncTransport {
  const url = new URL(`${session.apiBase.replace(/\/$/, '')}/sync/push`, baseUrl).href;
  const noPull = () => Promise.reject(new SyncHttpError('Not available in the background', undefined));
  return {
    // Plain fetch, not the typed API client: the service worker has no page's client, only the stored session.
    push: (body: PushBody) =>
      fetchJson<PushResponse>(url, { method: 'POST', token: session.token, language: session.language, body, fetch: fetchImpl }),
    pull: noPull,
    legacy: noPull,
  };
}

/** Pushes the outbox of the stored session's replica, if there is one. */
export async function flushOutboxInBackground(options: BackgroundFlushOptions = {}): Promise<BackgroundFlushResult> {
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
      tables: [],
      events: null,
      isOnline: () => true,
      ...(options.locks !== undefined ? { locks: options.locks } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    const outcome: PushOutcome = await engine.flushOutbox();
    if (outcome === 'auth') return 'auth';
    if (outcome === 'unreachable') return 'waiting';
    // Commands still in backoff (an earlier failure) go out at the browser's next retry.
    return (await nextDueAt(db)) === null ? 'idle' : 'waiting';
  } finally {
    db.close();
  }
}
