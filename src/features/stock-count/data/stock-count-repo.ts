// The writes of the count screen: open a count, record a line, submit the count. None of them
// touches Dexie directly: each goes through the replica store's queue, which writes the command's
// local effect (src/lib/sync/local-effects.ts) and its outbox entry in one transaction and asks
// for a sync — so a count taken in a basement without signal shows at once, survives a reload and
// reaches the server exactly once when the network is back.
import { useMemo } from 'react';
import { uuidv7 } from '../../../contract/uuid';
import type { ReplicaStore } from '../../../lib/sync/replica-store';
import { useReplicaStore } from '../../../lib/sync/use-replica';

export type QueueCommand = ReplicaStore['queue'];

/** Starts a count at a location; the id is made here so the count exists offline. */
export async function openCount(queue: QueueCommand, locationId: string, now: number = Date.now()): Promise<string> {
  const countId = uuidv7(now);
  await queue('stockCount.open', { countId, locationId });
  return countId;
}

export interface CountLineInput {
  countId: string;
  goodId: string;
  /** Already validated (src/features/stock-count/quantity.ts); the queue checks it again. */
  quantity: number;
  /** When it was counted: the line counted last wins on every device and on the server. */
  countedAt?: string;
}

export async function saveCountLine(queue: QueueCommand, line: CountLineInput): Promise<void> {
  const { countId, goodId, quantity } = line;
  await queue('stockCount.upsertLine', { countId, goodId, quantity, countedAt: line.countedAt ?? new Date().toISOString() });
}

/** Closes the count for the stock manager to apply; it is read-only from then on. */
export async function submitCount(queue: QueueCommand, countId: string): Promise<void> {
  await queue('stockCount.submit', { countId });
}

export interface StockCountActions {
  openCount(locationId: string): Promise<string>;
  saveLine(countId: string, goodId: string, quantity: number): Promise<void>;
  submitCount(countId: string): Promise<void>;
}

export function useStockCountActions(): StockCountActions {
  const store = useReplicaStore();
  return useMemo(() => {
    const queue: QueueCommand = (name, args) => store.queue(name, args);
    return {
      openCount: (locationId) => openCount(queue, locationId),
      saveLine: (countId, goodId, quantity) => saveCountLine(queue, { countId, goodId, quantity }),
      submitCount: (countId) => submitCount(queue, countId),
    };
  }, [store]);
}
