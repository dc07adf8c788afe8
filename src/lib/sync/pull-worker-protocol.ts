// Messages between the page and the pull worker (pull-worker.ts).
import type { SyncTable } from '../../contract/sync';
import type { PullProgress } from './apply-pull';

export interface PullWorkerRequest {
  id: number;
  dbName: string;
  tables: SyncTable[];
  limit: number;
  /** e.g. /noctua/api */
  apiBase: string;
  token: string | null;
  language: string | undefined;
}

export type PullWorkerResponse =
  | { type: 'progress'; id: number; progress: PullProgress }
  | { type: 'done'; id: number; progress: PullProgress }
  | { type: 'error'; id: number; status: number | undefined; message: string };
