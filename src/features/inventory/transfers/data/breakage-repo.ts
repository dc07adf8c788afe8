// Recording breakage (remitos/roto) works offline: the write goes through the replica store's
// queue — its command (../commands/) lands in the outbox in one transaction and is pushed when
// the network allows. Breakages are not replicated, so what this device recorded and the server
// has not confirmed is read back from the outbox (its lane `breakage:<id>`), with its state.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { CommandArgs } from '../../../../contract/sync';
import { uuidv7 } from '../../../../contract/uuid';
import type { OutboxEntry } from '../../../../lib/db/noctua-db';
import type { ReplicaStore } from '../../../../lib/sync/replica-store';
import { useReplica, useReplicaStore } from '../../../../lib/sync/use-replica';
import { breakageRecord } from '../commands/breakage-record.contract';

export type BreakageArgs = CommandArgs<typeof breakageRecord>;
export type BreakageInput = Omit<BreakageArgs, 'breakageId' | 'at'> & { at?: string };

/** Queues a breakage; the id is made here so a resend can never count it twice. */
export async function recordBreakage(queue: ReplicaStore['queue'], input: BreakageInput, now: number = Date.now()) {
  const args: BreakageArgs = {
    breakageId: uuidv7(now),
    locationId: input.locationId,
    goodId: input.goodId,
    quantity: input.quantity,
    reason: input.reason,
    at: input.at ?? new Date(now).toISOString(),
    ...(input.nightId ? { nightId: input.nightId } : {}),
  };
  await queue(breakageRecord, args);
  return args;
}

export function useBreakageActions() {
  const store = useReplicaStore();
  return useMemo(() => ({ record: (input: BreakageInput) => recordBreakage((n, a) => store.queue(n, a), input) }), [store]);
}

export type QueuedState = 'pending' | 'rejected' | 'applied';

export interface QueuedBreakage {
  args: BreakageArgs;
  state: QueuedState;
  /** The server's reason when it refused it. */
  message: string | null;
  createdAt: string;
}

const LANE_PREFIX = 'breakage:';

/** The breakage commands of the outbox, newest first, with where each one stands. */
export function toQueuedBreakages(entries: readonly OutboxEntry[]): QueuedBreakage[] {
  const out: QueuedBreakage[] = [];
  for (const entry of entries) {
    if (entry.name !== breakageRecord.name || !entry.args || typeof entry.args !== 'object') continue;
    const state: QueuedState = entry.status === 'rejected' ? 'rejected' : entry.status === 'applied' ? 'applied' : 'pending';
    out.push({ args: entry.args as BreakageArgs, state, message: entry.lastError, createdAt: entry.createdAt });
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function useQueuedBreakagesLive(): QueuedBreakage[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    return toQueuedBreakages(await db.outbox.where('lane').startsWith(LANE_PREFIX).toArray());
  }, [db]);
}
