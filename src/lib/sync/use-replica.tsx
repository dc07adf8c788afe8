// React access to the replica store created in main.tsx (replica-context.tsx), and the small hooks screens use:
// the replica (or null: signed out, no venue, no IndexedDB), the sync status, live counts of the
// outbox, and the freshness ("as of") of a replicated table.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { SyncTable } from '../../contract/sync';
import type { OutboxEntry } from '../db/noctua-db';
import { useReplica } from './replica-context';
import type { SyncStatus } from './sync-status';

export { ReplicaProvider, useReplica, useReplicaStore } from './replica-context';

const noEngine = () => () => {};
const noStatus = () => null;

export function useSyncStatus(): SyncStatus | null {
  const engine = useReplica()?.engine;
  return useSyncExternalStore(engine?.subscribe ?? noEngine, engine?.getStatus ?? noStatus, engine?.getStatus ?? noStatus);
}

export interface OutboxCounts {
  /** Waiting to be sent or being sent. */
  pending: number;
  /** Refused by the server: the "Requieren atención" inbox. */
  rejected: number;
}

export function useOutboxCountsLive(): OutboxCounts | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return { pending: 0, rejected: 0 };
    // One index count per status: anyOf('pending', 'sending') would walk a cursor over every queued command.
    const [pending, sending, rejected] = await Promise.all(
      (['pending', 'sending', 'rejected'] as const).map((s) => db.outbox.where('status').equals(s).count()),
    );
    return { pending: (pending ?? 0) + (sending ?? 0), rejected: rejected ?? 0 };
  }, [db]);
}

export function useRejectedCommandsLive(): OutboxEntry[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(() => (db ? db.outbox.where('status').equals('rejected').sortBy('seq') : []), [db]);
}

/**
 * When the server last confirmed this table's data (ISO time), or null if it never did: the
 * "as of" every screen showing replicated data displays.
 */
export function useTableFreshnessLive(table: SyncTable): string | null | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return null;
    const states = await db.syncState.toArray();
    let latest: string | null = null;
    for (const s of states) {
      const tables = s.key.startsWith('pull:') ? s.key.slice(5).split(',') : s.key.startsWith('legacy:') ? [s.key.slice(7)] : [];
      if (!tables.includes(table) || !s.lastSuccessAt) continue;
      if (!latest || s.lastSuccessAt > latest) latest = s.lastSuccessAt;
    }
    return latest;
  }, [db, table]);
}
