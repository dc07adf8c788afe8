// Recording breakage (remitos/roto) works offline: the write goes through the replica store's
// queue — its command (../commands/) lands in the outbox in one transaction and is pushed when
// the network allows. Breakages are not replicated, so what this device recorded and the server
// has not confirmed is read back from the outbox (its lane `breakage:<id>`), with its state.
import { useMemo } from 'react';
import type { CommandArgs } from '../../../../contract/sync';
import { uuidv7 } from '../../../../contract/uuid';
import type { OutboxEntry } from '../../../../lib/db/noctua-db';
import { type QueuedCommand, toQueuedCommands, useQueuedLive } from '../../../../lib/sync/queued-commands';
import type { ReplicaStore } from '../../../../lib/sync/replica-store';
import { useReplicaStore } from '../../../../lib/sync/use-replica';
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

export type QueuedBreakage = QueuedCommand<BreakageArgs>;

/** The breakage commands of the outbox, newest first, with where each one stands. */
export function toQueuedBreakages(entries: readonly OutboxEntry[]): QueuedBreakage[] {
  return toQueuedCommands(entries, breakageRecord.name, true);
}

export function useQueuedBreakagesLive(): QueuedBreakage[] | undefined {
  return useQueuedLive('breakage:', toQueuedBreakages);
}
