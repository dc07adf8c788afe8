// What a sync engine is given: the transport to the server, the tables, the lock manager, the
// events that trigger a run and the clocks (injected so tests and the service worker can drive it).
import type { PushBody, PushResponse, SyncTable } from '../../contract/sync';
import type { NoctuaDb } from '../db/noctua-db';
import type { FetchPullPage } from './apply-pull';
import type { PullRunner } from './in-page-pull';
import type { LegacyFetch } from './legacy-pull';
import type { FetchSnapshotPage } from './snapshot-pull';

export interface SyncTransport {
  push(body: PushBody): Promise<PushResponse>;
  pull: FetchPullPage;
  /** The first sync in bulk; absent: a first sync pulls deltas from zero. */
  snapshot?: FetchSnapshotPage;
  legacy: LegacyFetch;
}

/** The part of `window` the engine listens to, typed structurally so the service worker compiles it. */
export interface SyncTriggerSource {
  addEventListener(type: 'online' | 'offline' | 'focus', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline' | 'focus', listener: () => void): void;
  document: {
    visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

export interface SyncEngineOptions {
  db: NoctuaDb;
  deviceId: string;
  transport: SyncTransport;
  /** The tables this user may read. */
  tables: readonly SyncTable[];
  onAuthRequired?: () => void;
  /** Applies pull pages (in a worker in the browser); defaults to the page itself. */
  runPull?: PullRunner;
  /** Whether a session token is there to send; false pauses like a 401 would. */
  hasCredentials?: () => boolean;
  locks?: LockManager | null;
  /** Where online/offline/focus events come from (the page's window); null attaches none (tests, the service worker). */
  events?: SyncTriggerSource | null;
  isOnline?: () => boolean;
  intervalMs?: number;
  now?: () => number;
  random?: () => number;
  log?: (message: string, error: unknown) => void;
}

export const SYNC_INTERVAL_MS = 30_000;
/** Between two pulls caused only by queued changes (other triggers pull at once). */
export const MIN_PULL_INTERVAL_MS = 2_000;
