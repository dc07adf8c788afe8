// Where pull pages are applied: in a dedicated worker when the browser has one (the page never
// blocks on IndexedDB writes), else on the page itself (in-page-pull.ts). Both run the same
// pullReplica (a first sync's snapshot, then the delta pull).
import { PULL_LIMIT_DEFAULT } from '../../contract/sync';
import type { NoctuaDb } from '../db/noctua-db';
import type { PullProgress } from './apply-pull';
import { SyncHttpError } from './fetch-json';
import type { PullRunner } from './in-page-pull';
import type { PullWorkerRequest, PullWorkerResponse } from './pull-worker-protocol';

export interface WorkerPullerOptions {
  db: NoctuaDb;
  apiBase: string;
  getToken: () => string | null;
  getLanguage: () => string | undefined;
  /** Used when no worker can be started. */
  fallback: PullRunner;
}

/** A runner backed by one lazily started worker; falls back to the page if it cannot start. */
export function workerPuller({ db, apiBase, getToken, getLanguage, fallback }: WorkerPullerOptions): PullRunner & {
  dispose(): void;
} {
  let worker: Worker | null | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (p: PullProgress) => void; reject: (e: Error) => void; onProgress?: (p: PullProgress) => void }
  >();

  function start(): Worker | null {
    if (worker !== undefined) return worker;
    try {
      worker = new Worker(new URL('./pull-worker.ts', import.meta.url), { type: 'module', name: 'noctua-pull' });
      worker.onmessage = (event: MessageEvent<PullWorkerResponse>) => {
        const message = event.data;
        const call = waiting.get(message.id);
        if (!call) return;
        if (message.type === 'progress') {
          call.onProgress?.(message.progress);
          return;
        }
        waiting.delete(message.id);
        if (message.type === 'done') call.resolve(message.progress);
        else call.reject(new SyncHttpError(message.message, message.status));
      };
      worker.onerror = () => {
        // The worker script failed (e.g. could not load): pending calls fail, later ones run here.
        for (const call of waiting.values()) call.reject(new SyncHttpError('Error desconocido', undefined));
        waiting.clear();
        worker?.terminate();
        worker = null;
      };
    } catch {
      worker = null;
    }
    return worker;
  }

  const run: PullRunner = (tables, onProgress) => {
    const w = start();
    if (!w) return fallback(tables, onProgress);
    const id = nextId++;
    const request: PullWorkerRequest = {
      id,
      dbName: db.name,
      tables,
      limit: PULL_LIMIT_DEFAULT,
      apiBase,
      token: getToken(),
      language: getLanguage(),
    };
    return new Promise<PullProgress>((resolve, reject) => {
      waiting.set(id, { resolve, reject, onProgress });
      w.postMessage(request);
    });
  };
  return Object.assign(run, {
    dispose() {
      worker?.terminate();
      worker = null;
      for (const call of waiting.values()) call.reject(new SyncHttpError('Error desconocido', undefined));
      waiting.clear();
    },
  });
}
