// The replica of the signed-in user as a small external store (like the session store): it
// follows the session, opening the user's database at their venue and starting its sync engine
// on sign-in, and stopping it (keeping the data) when the session ends. Only an explicit logout
// deletes the data, and only when nothing is waiting to be sent.

import { i18n } from '@lingui/core';
import type { CommandArgs, CommandName, PushResponse } from '../../contract/sync';
import { readableTables } from '../../contract/sync';
import { uuidv7 } from '../../contract/uuid';
import type { Auth } from '../../features/auth/session/auth-store';
import { readStoredToken } from '../../features/auth/session/token';
import type { ApiClient } from '../api-client';
import { type NoctuaDb, type OutboxEntry, openNoctuaDb } from '../db/noctua-db';
import { clearBackgroundSession, requestBackgroundSync, saveBackgroundSession } from './background-session';
import { SyncEngine, type SyncTransport } from './engine';
import { queueCommand } from './local-effects';
import { httpPullPage } from './pull-http';
import { inPagePuller, workerPuller } from './pull-runner';

export interface Replica {
  db: NoctuaDb;
  engine: SyncEngine;
  deviceId: string;
  userId: string;
  venueId: string;
  /** Stops what runs beside the engine (the pull worker). */
  dispose?: () => void;
}

export type LogoutOutcome = { status: 'signed-out'; wiped: boolean } | { status: 'pending'; pending: number };

export interface ReplicaStore {
  get(): Replica | null;
  subscribe(listener: () => void): () => void;
  /** Writes the command's local effect and queues it (one transaction), then asks for a sync. */
  queue<N extends CommandName>(name: N, args: CommandArgs<N>): Promise<OutboxEntry>;
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

export function httpTransport(client: ApiClient): SyncTransport {
  return {
    push: (body) => client.post<PushResponse>('/sync/push', body),
    pull: httpPullPage(client),
    legacy: (source) =>
      client.request<unknown>(source.path, { method: source.method, ...(source.body ? { body: source.body } : {}) }),
  };
}

/** This device's id in the replica (created on first use): the server dedupes per device and id. */
async function deviceIdOf(db: NoctuaDb): Promise<string> {
  return db.transaction('rw', db.uiState, async () => {
    const stored = (await db.uiState.get('deviceId'))?.value;
    if (typeof stored === 'string') return stored;
    const id = uuidv7();
    await db.uiState.put({ key: 'deviceId', value: id });
    return id;
  });
}

/** Asks the browser not to evict our data under storage pressure (once per page). */
let persistAsked = false;
export async function requestPersistentStorage(): Promise<boolean | null> {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return null;
  persistAsked = true;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return null;
  }
}

/** Commands not yet settled with the server, rejected ones included (they wait for the user). */
export function countUnsent(db: NoctuaDb): Promise<number> {
  return db.outbox.where('status').anyOf('pending', 'sending', 'rejected').count();
}

/**
 * Copies the session for the service worker's background sync ("Recordarme" only: a session-only
 * sign-in clears the copy), so queued changes go out after the tab is closed. Written only when
 * the token (or where it is kept) changed since the last copy: no IndexedDB write per change.
 */
function backgroundSessionKeeper(log: (message: string, error: unknown) => void) {
  let copied: string | null = null;
  return {
    keep(replica: Replica): void {
      const stored = readStoredToken();
      const fingerprint = stored ? `${stored.remember}:${stored.token}:${replica.userId}:${replica.venueId}` : '';
      if (fingerprint === copied) return;
      copied = fingerprint;
      const saved = stored
        ? saveBackgroundSession(
            {
              token: stored.token,
              userId: replica.userId,
              venueId: replica.venueId,
              apiBase: `${import.meta.env.BASE_URL}api`,
              ...(i18n.locale ? { language: i18n.locale } : {}),
            },
            stored.remember,
          )
        : clearBackgroundSession();
      saved.catch((error: unknown) => log('Could not keep the session for background sync', error));
    },
    clear(): void {
      copied = null;
      clearBackgroundSession().catch((error: unknown) => log('Could not clear the background session', error));
    },
  };
}

export function createReplicaStore({ auth, client, onAuthRequired, log = console.warn }: ReplicaStoreDeps): ReplicaStore {
  let replica: Replica | null = null;
  let key: string | null = null;
  let opening: Promise<void> = Promise.resolve();
  let syncSoon: ReturnType<typeof setTimeout> | undefined;
  const backgroundSession = backgroundSessionKeeper(log);
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
    // Signed out, expired or another account: the worker must not send with this session.
    backgroundSession.clear();
    emit();
  }

  async function open(userId: string, venueId: string, privi: readonly string[], expected: string): Promise<void> {
    const db = openNoctuaDb(userId, venueId);
    try {
      await db.open();
      const deviceId = await deviceIdOf(db);
      if (key !== expected) {
        db.close();
        return;
      }
      const transport = httpTransport(client);
      const runPull =
        typeof Worker !== 'undefined' && client.getAccessToken
          ? workerPuller({
              db,
              apiBase: `${import.meta.env.BASE_URL}api`,
              getToken: () => client.getAccessToken?.() ?? null,
              getLanguage: () => i18n.locale || undefined,
              fallback: inPagePuller(db, transport.pull),
            })
          : undefined;
      const engine = new SyncEngine({
        db,
        deviceId,
        transport,
        runPull,
        tables: readableTables(privi),
        hasCredentials: () => auth.getState().isAuthenticated,
        onAuthRequired: () => onAuthRequired?.(),
        log,
      });
      replica = { db, engine, deviceId, userId, venueId, dispose: () => runPull?.dispose() };
      emit();
      engine.start();
      backgroundSession.keep(replica);
      void requestPersistentStorage();
    } catch (error) {
      // No IndexedDB (private mode, blocked): the app runs online-only.
      log('Could not open the local replica', error);
      db.close();
    }
  }

  function follow(): void {
    const { isAuthenticated, user } = auth.getState();
    const next = isAuthenticated && user?.venueId ? `${user.id}:${user.venueId}:${[...user.privi].sort().join(',')}` : null;
    if (next === key) return;
    key = next;
    close();
    if (next && user?.venueId) {
      const { id, venueId, privi } = user;
      opening = opening.then(() => open(id, venueId, privi, next));
    }
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
      const entry = await queueCommand(current.db, current.deviceId, name, args);
      // Should the tab close first, the service worker sends it once the browser is online.
      backgroundSession.keep(current);
      void requestBackgroundSync();
      // A burst of changes (a stock taker typing) goes out in one push shortly after the last.
      if (syncSoon) clearTimeout(syncSoon);
      syncSoon = setTimeout(() => {
        syncSoon = undefined;
        void current.engine.sync({ pushOnly: true });
      }, QUEUE_SYNC_DELAY_MS);
      return entry;
    },

    async logout(options = {}) {
      await opening;
      const current = replica;
      if (current) {
        const pending = await countUnsent(current.db);
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
