// The heavy half of the replica store, loaded once a user is signed in (not on the login page):
// Dexie, the sync engine and the pull worker, and what runs beside them.

import { i18n } from '@lingui/core';
import { readableTables } from '../../contract/sync';
import { uuidv7 } from '../../contract/uuid';
import { type ApiClient, typedApi } from '../api-client';
import type { Auth } from '../auth/auth-store';
import { readStoredToken } from '../auth/token';
import { type NoctuaDb, openNoctuaDb } from '../db/noctua-db';
import { clearBackgroundSession, requestBackgroundSync, requestPeriodicSync, saveBackgroundSession } from './background-session';
import { SyncEngine } from './engine';
import type { SyncTransport } from './engine-options';
import './known-commands';
import { inPagePuller } from './in-page-pull';
import { queueCommand } from './local-effects';
import { countPending } from './outbox';
import { httpPullPage, httpSnapshotPage } from './pull-http';
import { workerPuller } from './pull-runner';
import type { Replica } from './replica-store';

export { countPending, queueCommand, requestBackgroundSync, requestPeriodicSync };

export function httpTransport(client: ApiClient): SyncTransport {
  const api = typedApi(client);
  return {
    push: (body) => api.post('/sync/push', { body }),
    pull: httpPullPage(client),
    snapshot: httpSnapshotPage(client),
    legacy: (source) =>
      client.request<unknown>(source.path, { method: source.method, ...(source.body ? { body: source.body } : {}) }),
  };
}

/** This device's id in the replica (created on first use): the server dedupes per device and id. */
export async function deviceIdOf(db: NoctuaDb): Promise<string> {
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
export function backgroundSessionKeeper(log: (message: string, error: unknown) => void) {
  let copied: string | null = null;
  return {
    keep(replica: Replica): void {
      const stored = readStoredToken();
      const tables = [...(replica.tables ?? [])];
      const fingerprint = stored ? `${stored.remember}:${stored.token}:${replica.userId}:${replica.venueId}:${tables}` : '';
      if (fingerprint === copied) return;
      copied = fingerprint;
      const saved = stored
        ? saveBackgroundSession(
            {
              token: stored.token,
              userId: replica.userId,
              venueId: replica.venueId,
              apiBase: `${import.meta.env.BASE_URL}api`,
              tables,
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

export interface OpenReplicaDeps {
  auth: Auth;
  client: ApiClient;
  onAuthRequired?: () => void;
  log: (message: string, error: unknown) => void;
}

/**
 * Opens the user's database at their venue and builds its engine (not started). Null when the
 * caller stopped wanting it meanwhile (`stillWanted`), the database then closed again.
 */
export async function openReplica(
  userId: string,
  venueId: string,
  privi: readonly string[],
  { auth, client, onAuthRequired, log }: OpenReplicaDeps,
  stillWanted: () => boolean,
): Promise<Replica | null> {
  const db = openNoctuaDb(userId, venueId);
  try {
    await db.open();
    const deviceId = await deviceIdOf(db);
    if (!stillWanted()) {
      db.close();
      return null;
    }
    const transport = httpTransport(client);
    const runPull =
      typeof Worker !== 'undefined' && client.getAccessToken
        ? workerPuller({
            db,
            apiBase: `${import.meta.env.BASE_URL}api`,
            getToken: () => client.getAccessToken?.() ?? null,
            getLanguage: () => i18n.locale || undefined,
            fallback: inPagePuller(db, transport.pull, transport.snapshot),
          })
        : undefined;
    const tables = readableTables(privi);
    const engine = new SyncEngine({
      db,
      deviceId,
      transport,
      runPull,
      tables,
      hasCredentials: () => auth.getState().isAuthenticated,
      onAuthRequired: () => onAuthRequired?.(),
      log,
    });
    return { db, engine, deviceId, userId, venueId, tables, dispose: () => runPull?.dispose() };
  } catch (error) {
    db.close();
    throw error;
  }
}
