// The replica of the signed-in user as a small external store (like the session store): it
// follows the session, opening the user's database at their venue and starting its sync engine
// on sign-in (once any forced password change is done), and stopping it (keeping the data) when the session ends. Only an explicit logout
// deletes the data, and only when nothing is waiting to be sent. Dexie and the engine are loaded
// on the first sign-in (replica-runtime.ts), so the login page does not download them.

import { mustEnrolTwoFactor } from '../../contract/auth';
import type { AnyCommandContract, CommandArgs, SyncTable } from '../../contract/sync';
import type { ApiClient } from '../api-client';
import type { Auth } from '../auth/auth-store';
import type { NoctuaDb, OutboxEntry } from '../db/noctua-db';
import type { SyncEngine } from './engine';

export interface Replica {
  db: NoctuaDb;
  engine: SyncEngine;
  deviceId: string;
  userId: string;
  venueId: string;
  /** The tables its user's codes let it hold (what the engine, and the service worker, pull). */
  tables?: readonly SyncTable[];
  /** Stops what runs beside the engine (the pull worker). */
  dispose?: () => void;
}

export type LogoutOutcome = { status: 'signed-out'; wiped: boolean } | { status: 'pending'; pending: number };

export interface ReplicaStore {
  get(): Replica | null;
  subscribe(listener: () => void): () => void;
  /**
   * Writes the command's local effect and queues it (one transaction), then asks for a sync. The
   * command is its contract (typed args), or its name.
   */
  queue<C extends AnyCommandContract>(command: C | string, args: CommandArgs<C>): Promise<OutboxEntry>;
  /**
   * Signs out. With an empty outbox the replica is deleted; with changes waiting it answers
   * 'pending' unless `keepPending` (sign out and keep them on this device for the next sign-in).
   */
  logout(options?: { keepPending?: boolean }): Promise<LogoutOutcome>;
}

export interface ReplicaStoreDeps {
  auth: Auth;
  client: ApiClient;
  /** The server refused the session while changes wait (expired or revoked token). */
  onAuthRequired?: () => void;
  log?: (message: string, error: unknown) => void;
}

/** How long after a queued change the push starts (more changes meanwhile join the same push). */
export const QUEUE_SYNC_DELAY_MS = 300;

export class NoReplicaError extends Error {
  constructor() {
    super('No hay datos locales para este usuario');
    this.name = 'NoReplicaError';
  }
}

type Runtime = typeof import('./replica-runtime');
let runtime: Promise<Runtime> | null = null;
/** The heavy half, fetched once (a failed fetch is retried on the next call). */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./replica-runtime').catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

export function createReplicaStore({ auth, client, onAuthRequired, log = console.warn }: ReplicaStoreDeps): ReplicaStore {
  let replica: Replica | null = null;
  let key: string | null = null;
  let opening: Promise<void> = Promise.resolve();
  let syncSoon: ReturnType<typeof setTimeout> | undefined;
  // Something queued may still be unsent: set by queue(), read again after each sync run (see
  // backgroundSyncIfUnsent).
  let unsent = false;
  // Set once the runtime is loaded (a replica was opened at least once).
  let keeper: ReturnType<Runtime['backgroundSessionKeeper']> | null = null;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const l of listeners) l();
  };

  function close(): void {
    if (!replica) return;
    replica.engine.stop();
    replica.dispose?.();
    replica.db.close();
    replica = null;
    unsent = false;
    // Signed out, expired or another account: the worker must not send with this session.
    keeper?.clear();
    emit();
  }

  async function open(userId: string, venueId: string, privi: readonly string[], expected: string): Promise<void> {
    try {
      const rt = await loadRuntime();
      keeper ??= rt.backgroundSessionKeeper(log);
      const opened = await rt.openReplica(userId, venueId, privi, { auth, client, onAuthRequired, log }, () => key === expected);
      if (!opened) return;
      replica = opened;
      emit();
      let wasRunning = false;
      opened.engine.subscribe(() => {
        const { running } = opened.engine.getStatus();
        if (wasRunning && !running) void settleUnsent(opened);
        wasRunning = running;
      });
      opened.engine.start();
      keeper.keep(opened);
      void rt.requestPersistentStorage();
      // An installed app keeps the replica fresh with the app closed, where the browser allows it.
      void rt.requestPeriodicSync();
    } catch (error) {
      // No IndexedDB (private mode, blocked) or the chunk could not load: the app runs online-only.
      log('Could not open the local replica', error);
    }
  }

  function follow(): void {
    const { isAuthenticated, user, mustChangePassword } = auth.getState();
    // A session that must change its password, or enrol the two-factor sign-in an admin requires,
    // is refused by every other endpoint (403): the replica waits for that step (then opens and
    // syncs at once) instead of failing.
    const ready = isAuthenticated && !mustChangePassword && !user?.mustChangePassword && !mustEnrolTwoFactor(user);
    const next = ready && user?.venueId ? `${user.id}:${user.venueId}:${[...user.privi].sort().join(',')}` : null;
    if (next === key) return;
    key = next;
    close();
    if (next && user?.venueId) {
      const { id, venueId, privi } = user;
      opening = opening.then(() => open(id, venueId, privi, next));
    }
  }

  /**
   * Background Sync is for what the page itself will not send: commands queued offline (above),
   * left by a push that could not reach the server, or still waiting when the page is hidden (the
   * tab closed, another app opened). Asked on every queued command while online, it woke the
   * service worker to push during a burst of taps — 25 pushes beside the page's one for 200 count
   * lines — each holding the outbox against the next tap (bench:sync, issue 39).
   */
  async function backgroundSyncIfUnsent(current: Replica): Promise<void> {
    await settleUnsent(current);
    // Closed meanwhile (signed out): the worker's copy of the session is gone with it.
    if (unsent && replica === current) void (await loadRuntime()).requestBackgroundSync();
  }

  /** Whether anything queued is still to be sent, read again once a sync run has ended. */
  async function settleUnsent(current: Replica): Promise<void> {
    if (!unsent) return;
    try {
      unsent = (await (await loadRuntime()).countPending(current.db)) > 0;
    } catch {
      // The database closed meanwhile (signed out): left as it was; the worker checks for itself.
    }
  }

  if (typeof document !== 'undefined') {
    const leaving = () => {
      if (unsent && replica) void loadRuntime().then((rt) => rt.requestBackgroundSync());
    };
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leaving();
    });
    addEventListener('pagehide', leaving);
  }

  auth.subscribe(follow);
  follow();

  return {
    get: () => replica,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    async queue(name, args) {
      await opening;
      const current = replica;
      if (!current) throw new NoReplicaError();
      const rt = await loadRuntime();
      const entry = await rt.queueCommand(current.db, current.deviceId, name, args);
      unsent = true;
      keeper?.keep(current);
      // Offline, the page cannot send it: the service worker will, once the browser is online,
      // even if the tab is closed by then.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) void rt.requestBackgroundSync();
      // A burst of changes (a stock taker typing) goes out in one push shortly after the last.
      if (syncSoon) clearTimeout(syncSoon);
      syncSoon = setTimeout(() => {
        syncSoon = undefined;
        void current.engine.sync({ pushOnly: true }).then(() => backgroundSyncIfUnsent(current));
      }, QUEUE_SYNC_DELAY_MS);
      return entry;
    },

    async logout(options = {}) {
      await opening;
      const current = replica;
      if (current) {
        const pending = await (await loadRuntime()).countUnsent(current.db);
        if (pending > 0 && !options.keepPending) return { status: 'pending', pending };
        if (pending === 0) {
          key = null;
          close();
          await current.db.delete();
          await auth.logout();
          return { status: 'signed-out', wiped: true };
        }
      }
      await auth.logout();
      return { status: 'signed-out', wiped: false };
    },
  };
}
