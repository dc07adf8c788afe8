// The door's write: a check-in goes through the replica store's queue, which writes the command's
// local effect (arrived k of n, ../commands/) and its outbox entry in one Dexie
// transaction and asks for a sync — so the door sees its own check-in at once, offline too, it
// survives a reload, and the server hears of it exactly once. The server may still refuse it
// (another door let the guest in first): the refusal lands in the "Requieren atención" inbox.
// An entry the management tab changed online is put into the replica at once when newer.
import { useMemo } from 'react';
import type { FreeEntryDto } from '../../../contract/free-entry';
import type { CommandArgs } from '../../../contract/sync';
import { uuidv7 } from '../../../contract/uuid';
import type { FreeEntryRow, NoctuaDb } from '../../../lib/db/noctua-db';
import type { ReplicaStore } from '../../../lib/sync/replica-store';
import { useReplicaStore } from '../../../lib/sync/use-replica';
import { freeEntryCheckIn } from '../commands/free-entry-check-in.contract';

export type CheckInArgs = CommandArgs<typeof freeEntryCheckIn>;

export async function checkInGuest(
  queue: ReplicaStore['queue'],
  entryId: string,
  people: number,
  now: number = Date.now(),
): Promise<CheckInArgs> {
  const args: CheckInArgs = { checkInId: uuidv7(now), entryId, people, at: new Date(now).toISOString() };
  await queue(freeEntryCheckIn, args);
  return args;
}

export function useCheckIn(): (entryId: string, people: number) => Promise<CheckInArgs> {
  const store = useReplicaStore();
  return useMemo(() => (entryId: string, people: number) => checkInGuest((n, a) => store.queue(n, a), entryId, people), [store]);
}

/** The answered entry as a replicated row, unless the replica already holds that version or a newer one. */
export async function saveEntryIfNewer(db: NoctuaDb, dto: FreeEntryDto): Promise<void> {
  const { checkedInByName: _name, ...row } = dto;
  await db.transaction('rw', db.freeEntries, async () => {
    const current = await db.freeEntries.get(row.id);
    // A row overlaid by a queued check-in is left to the sync, which rebases the check-in on it.
    if (current && (current.version >= row.version || current._local)) return;
    await db.freeEntries.put(row as FreeEntryRow);
  });
}
