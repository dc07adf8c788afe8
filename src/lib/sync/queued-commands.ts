// What this device queued of one command and the server has not confirmed yet, read back from the
// outbox with where each one stands. For the writes that are not replicated (comps, breakage,
// kitchen orders): until the server's list has them, the outbox is the only place they show.
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '../db/noctua-db';
import { useReplica } from './use-replica';

export interface QueuedCommand<A> {
  args: A;
  state: 'pending' | 'rejected' | 'applied';
  /** The server's reason when it refused it. */
  message: string | null;
  createdAt: string;
}

/** The entries of the command named `name`, oldest first, or newest first with `newestFirst`. */
export function toQueuedCommands<A>(entries: readonly OutboxEntry[], name: string, newestFirst = false): QueuedCommand<A>[] {
  const out: QueuedCommand<A>[] = [];
  for (const entry of entries) {
    if (entry.name !== name || !entry.args || typeof entry.args !== 'object') continue;
    const state = entry.status === 'rejected' ? 'rejected' : entry.status === 'applied' ? 'applied' : 'pending';
    out.push({ args: entry.args as A, state, message: entry.lastError, createdAt: entry.createdAt });
  }
  const order = newestFirst ? -1 : 1;
  return out.sort((a, b) => order * a.createdAt.localeCompare(b.createdAt));
}

/** The outbox entries whose lane starts with `lanePrefix`, live, as `toQueued` reads them. */
export function useQueuedLive<T>(lanePrefix: string, toQueued: (entries: readonly OutboxEntry[]) => T[]): T[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => (db ? toQueued(await db.outbox.where('lane').startsWith(lanePrefix).toArray()) : []), [db]);
}
