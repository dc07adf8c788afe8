// The writes of the count screen: open a count, record a line, submit the count. None of them
// touches Dexie directly: each goes through the replica store's queue, which writes the command's
// local effect (../commands/) and its outbox entry in one transaction and asks
// for a sync — so a count taken in a basement without signal shows at once, survives a reload and
// reaches the server exactly once when the network is back.
import { useMemo } from 'react';
import { uuidv7 } from '../../../../contract/uuid';
import type { ReplicaStore } from '../../../../lib/sync/replica-store';
import { useReplicaStore } from '../../../../lib/sync/use-replica';
import { stockCountOpen } from '../commands/stock-count-open.contract';
import { stockCountSubmit } from '../commands/stock-count-submit.contract';
import { stockCountUpsertLine } from '../commands/stock-count-upsert-line.contract';
import type { CountScope } from './use-stock-count';

export type QueueCommand = ReplicaStore['queue'];

/**
 * Starts a count at a location; the id is made here so the count exists offline. A spot count
 * (the default) adjusts only the goods counted; a full count also sets the others to 0.
 */
export async function openCount(
  queue: QueueCommand,
  locationId: string,
  { scope = 'spot', now = Date.now() }: { scope?: CountScope; now?: number } = {},
): Promise<string> {
  const countId = uuidv7(now);
  await queue(stockCountOpen, { countId, locationId, scope, startedAt: new Date(now).toISOString() });
  return countId;
}

export interface CountLineInput {
  countId: string;
  goodId: string;
  /** Already validated (src/features/inventory/count/quantity.ts); the queue checks it again. */
  quantity: number;
  /** When it was counted: the line counted last wins on every device and on the server. */
  countedAt?: string;
  /** Grams on the scale when the open unit was weighed (omitted: entered as units or tenths). */
  weighedGrams?: number | null;
}

export async function saveCountLine(queue: QueueCommand, line: CountLineInput): Promise<void> {
  const { countId, goodId, quantity, weighedGrams } = line;
  await queue(stockCountUpsertLine, {
    countId,
    goodId,
    quantity,
    countedAt: line.countedAt ?? new Date().toISOString(),
    ...(weighedGrams !== null && weighedGrams !== undefined ? { weighedGrams } : {}),
  });
}

/** Closes the count for the stock manager to apply; it is read-only from then on. */
export async function submitCount(queue: QueueCommand, countId: string): Promise<void> {
  await queue(stockCountSubmit, { countId });
}

export interface StockCountActions {
  openCount(locationId: string, scope?: CountScope): Promise<string>;
  saveLine(countId: string, goodId: string, quantity: number, weighedGrams?: number | null): Promise<void>;
  submitCount(countId: string): Promise<void>;
}

export function useStockCountActions(): StockCountActions {
  const store = useReplicaStore();
  return useMemo(() => {
    const queue: QueueCommand = (name, args) => store.queue(name, args);
    return {
      openCount: (locationId, scope) => openCount(queue, locationId, { scope }),
      saveLine: (countId, goodId, quantity, weighedGrams) => saveCountLine(queue, { countId, goodId, quantity, weighedGrams }),
      submitCount: (countId) => submitCount(queue, countId),
    };
  }, [store]);
}
