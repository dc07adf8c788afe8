// The pull applied on the page itself (a first sync's snapshot, then the delta pull): the engine's
// default, the fallback when no worker can start, and the service worker's background pull. Kept
// apart from pull-runner.ts so that importing it never brings in the pull worker's script.
import type { SyncTable } from '../../contract/sync';
import type { NoctuaDb } from '../db/noctua-db';
import type { FetchPullPage, PullProgress } from './apply-pull';
import { type FetchSnapshotPage, pullReplica } from './snapshot-pull';

export type PullRunner = (tables: SyncTable[], onProgress?: (progress: PullProgress) => void) => Promise<PullProgress>;

export function inPagePuller(db: NoctuaDb, fetchPage: FetchPullPage, fetchSnapshot?: FetchSnapshotPage): PullRunner {
  return (tables, onProgress) => pullReplica(db, fetchPage, fetchSnapshot, { tables, onProgress });
}
