// Recording a comp (cortesía) works offline like breakage: its command (../commands/) lands in the
// replica store's outbox in one transaction and is pushed when the network allows. Comps are not
// replicated, so what this device recorded and the server has not confirmed is read back from the
// outbox (its lane `comp:<id>`), with its state; bars and products come from the replica.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { CommandArgs } from '../../../../contract/sync';
import { uuidv7 } from '../../../../contract/uuid';
import type { OutboxEntry, ReplicatedRow } from '../../../../lib/db/noctua-db';
import { type QueuedCommand, toQueuedCommands, useQueuedLive } from '../../../../lib/sync/queued-commands';
import type { ReplicaStore } from '../../../../lib/sync/replica-store';
import { useReplica, useReplicaStore } from '../../../../lib/sync/use-replica';
import { compRecord } from '../commands/comp-record.contract';

export type CompRecordArgs = CommandArgs<typeof compRecord>;

export type CompInput = Omit<CompRecordArgs, 'compId' | 'at'> & { at?: string };

/** Queues a comp; the id is made here so a resend can never give the same drink twice. */
export async function recordComp(queue: ReplicaStore['queue'], input: CompInput, now: number = Date.now()) {
  const args: CompRecordArgs = {
    compId: uuidv7(now),
    locationId: input.locationId,
    productId: input.productId,
    quantity: input.quantity,
    reason: input.reason,
    authorisedBy: input.authorisedBy,
    ...(input.note ? { note: input.note } : {}),
    at: input.at ?? new Date(now).toISOString(),
    ...(input.nightId ? { nightId: input.nightId } : {}),
  };
  await queue(compRecord, args);
  return args;
}

export function useCompActions() {
  const store = useReplicaStore();
  return useMemo(() => ({ record: (input: CompInput) => recordComp((n, a) => store.queue(n, a), input) }), [store]);
}

export type QueuedComp = QueuedCommand<CompRecordArgs>;

/** The comp commands of the outbox, newest first, with where each one stands. */
export function toQueuedComps(entries: readonly OutboxEntry[]): QueuedComp[] {
  return toQueuedCommands(entries, compRecord.name, true);
}

export function useQueuedCompsLive(): QueuedComp[] | undefined {
  return useQueuedLive('comp:', toQueuedComps);
}

export interface Named {
  id: string;
  name: string;
}

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });
const live = (row: ReplicatedRow) => row.active !== false;

/** The venue's active bars (a comp consumes a bar's stock), by name. */
export function useBarsLive(): Named[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.stockLocations.toArray();
    return rows
      .filter((r) => r.kind === 'bar' && live(r))
      .map((r) => ({ id: r.id, name: String(r.name ?? '') }))
      .sort(byName);
  }, [db]);
}

/** The venue's active products (what the bar serves), by name. */
export function useProductsLive(): (Named & { category: string })[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.products.toArray();
    return rows
      .filter(live)
      .map((r) => ({ id: r.id, name: String(r.name ?? ''), category: String(r.category ?? '') }))
      .sort(byName);
  }, [db]);
}
