// Live reads of the free-entry screens from the local replica (the door works offline): the
// guest list of one night and what this device queued and the server refused (the nights
// themselves: lib/replica/nights).
import { useLiveQuery } from 'dexie-react-hooks';
import type { FreeEntryRow, OutboxEntry } from '../../../lib/db/noctua-db';
import { useReplica } from '../../../lib/sync/use-replica';
import { freeEntryCheckIn } from '../commands/free-entry-check-in.contract';

export function useNightGuestsLive(nightId: string | undefined): FreeEntryRow[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(() => (db && nightId ? db.freeEntries.where('nightId').equals(nightId).toArray() : []), [db, nightId]);
}

export function useGuestLive(id: string | undefined): FreeEntryRow | null | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => (db && id ? ((await db.freeEntries.get(id)) ?? null) : null), [db, id]);
}

/** Check-ins of this device not yet confirmed by the server, and the refused ones, per entry. */
export interface QueuedCheckIns {
  pending: Map<string, number>;
  rejected: Map<string, string>;
}

export function toQueuedCheckIns(entries: readonly OutboxEntry[]): QueuedCheckIns {
  const pending = new Map<string, number>();
  const rejected = new Map<string, string>();
  for (const e of entries) {
    if (e.name !== freeEntryCheckIn.name || !e.args || typeof e.args !== 'object') continue;
    const { entryId, people } = e.args as { entryId: string; people: number };
    if (e.status === 'pending' || e.status === 'sending') pending.set(entryId, (pending.get(entryId) ?? 0) + people);
    else if (e.status === 'rejected') rejected.set(entryId, e.lastError ?? '');
  }
  return { pending, rejected };
}

export function useQueuedCheckInsLive(): QueuedCheckIns | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(
    async () => toQueuedCheckIns(db ? await db.outbox.where('lane').startsWith('freeEntry:').toArray() : []),
    [db],
  );
}
