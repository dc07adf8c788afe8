/// <reference lib="webworker" />
// A dedicated worker that applies pull pages to the replica, so that writing thousands of rows
// into IndexedDB (whose put() clones every row synchronously) never blocks the page: the screens
// stay responsive during a first sync of 50,000 VIP cards. It runs the same pullAll as the page
// would (a first sync's snapshot, then the delta pull), over its own Dexie connection to the same database; live queries in the page see the
// changes through Dexie's cross-context notifications.
import type { PullResponse, SnapshotResponse } from '../../contract/sync';
import { NoctuaDb } from '../db/noctua-db';
import { fetchJson } from './fetch-json';
// The rebase after each page re-applies the queued commands' effects: the features' commands.
import './known-commands';
import type { PullWorkerRequest, PullWorkerResponse } from './pull-worker-protocol';
import { pullReplica, type SnapshotPageRequest } from './snapshot-pull';

declare const self: DedicatedWorkerGlobalScope;

const databases = new Map<string, NoctuaDb>();

function dbNamed(name: string): NoctuaDb {
  let db = databases.get(name);
  if (!db) {
    db = new NoctuaDb(name);
    databases.set(name, db);
  }
  return db;
}

// Plain fetch with the token handed over, not the typed API client: a worker has no page's client or session.
function fetchPage(request: PullWorkerRequest, cursor: string | null): Promise<PullResponse> {
  const query = new URLSearchParams({ tables: request.tables.join(','), limit: String(request.limit) });
  if (cursor) query.set('cursor', cursor);
  return fetchJson<PullResponse>(`${request.apiBase}/sync/pull?${query}`, { token: request.token, language: request.language });
}

function fetchSnapshot(request: PullWorkerRequest, { cursor, limit }: SnapshotPageRequest): Promise<SnapshotResponse> {
  const query = new URLSearchParams({ tables: request.tables.join(','), limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return fetchJson<SnapshotResponse>(`${request.apiBase}/sync/snapshot?${query}`, {
    token: request.token,
    language: request.language,
  });
}

self.onmessage = async (event: MessageEvent<PullWorkerRequest>) => {
  const request = event.data;
  const post = (message: PullWorkerResponse) => self.postMessage(message);
  try {
    const db = dbNamed(request.dbName);
    const progress = await pullReplica(
      db,
      ({ cursor }) => fetchPage(request, cursor),
      (r) => fetchSnapshot(request, r),
      {
        tables: request.tables,
        limit: request.limit,
        onProgress: (p) => post({ type: 'progress', id: request.id, progress: p }),
      },
    );
    post({ type: 'done', id: request.id, progress });
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    post({
      type: 'error',
      id: request.id,
      status: typeof status === 'number' ? status : undefined,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
