// Receiving at the warehouse door works offline: the receipt is queued through the replica store
// (its command, ../commands/goods-receipt-record, lands in the outbox in one transaction) and is
// pushed when the network allows. Receipts are not replicated, so what this device received and
// the server has not confirmed is read back from the outbox (lane `goodsReceipt:<id>`). The orders
// and suppliers it receives against are online data: the screen keeps an offline copy of each.
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { OrderDto, SupplierDto } from '../../../../contract/purchasing';
import type { CommandArgs } from '../../../../contract/sync';
import { uuidv7 } from '../../../../contract/uuid';
import type { OutboxEntry } from '../../../../lib/db/noctua-db';
import { useOfflineCopy } from '../../../../lib/offline-copy';
import { type QueuedCommand, toQueuedCommands, useQueuedLive } from '../../../../lib/sync/queued-commands';
import type { ReplicaStore } from '../../../../lib/sync/replica-store';
import { useReplica, useReplicaStore } from '../../../../lib/sync/use-replica';
import { type BarcodeIndex, buildBarcodeIndex } from '../../shared/barcode';
import type { Good } from '../../shared/use-inventory-replica';
import { ordersQuery, suppliersQuery } from '../api';
import { goodsReceiptRecord } from '../commands/goods-receipt-record.contract';

export type ReceiptArgs = CommandArgs<typeof goodsReceiptRecord>;
export type ReceiptInput = Omit<ReceiptArgs, 'receiptId' | 'at'>;

/** Queues a receipt; its id is made here so a resend can never book the delivery twice. */
export async function recordReceipt(queue: ReplicaStore['queue'], input: ReceiptInput, now: number = Date.now()) {
  const args: ReceiptArgs = { ...input, receiptId: uuidv7(now), at: new Date(now).toISOString() };
  await queue(goodsReceiptRecord, args);
  return args;
}

export function useReceiptActions() {
  const store = useReplicaStore();
  return useMemo(() => ({ record: (input: ReceiptInput) => recordReceipt((n, a) => store.queue(n, a), input) }), [store]);
}

export type QueuedReceipt = QueuedCommand<ReceiptArgs>;

/** The receipts of the outbox, newest first, with where each one stands. */
export function toQueuedReceipts(entries: readonly OutboxEntry[]): QueuedReceipt[] {
  return toQueuedCommands(entries, goodsReceiptRecord.name, true);
}

export function useQueuedReceiptsLive(): QueuedReceipt[] | undefined {
  return useQueuedLive('goodsReceipt:', toQueuedReceipts);
}

const OPEN_ORDERS_COPY = 'compras:ordenes-abiertas';
const SUPPLIERS_COPY = 'compras:proveedores';

/** Orders that can still be received (sent or partly received), from the server or this device's copy. */
export function useOpenOrders() {
  const query = useQuery(ordersQuery());
  const open = useMemo(() => query.data?.filter((o) => o.status === 'sent' || o.status === 'partial'), [query.data]);
  const kept = useOfflineCopy<OrderDto[]>(OPEN_ORDERS_COPY, { data: open, dataUpdatedAt: query.dataUpdatedAt });
  return { ...kept, isLoading: query.isLoading && !kept.data, error: query.error };
}

/** The venue's active suppliers, from the server or this device's copy. */
export function useActiveSuppliers() {
  const query = useQuery(suppliersQuery());
  const active = useMemo(() => query.data?.filter((s) => s.active), [query.data]);
  const kept = useOfflineCopy<SupplierDto[]>(SUPPLIERS_COPY, { data: active, dataUpdatedAt: query.dataUpdatedAt });
  return { ...kept, isLoading: query.isLoading && !kept.data, error: query.error };
}

/** Which good a scanned code is, from the replica's barcodes (offline too). */
export function useBarcodeIndexLive(goods: readonly Good[] | undefined): BarcodeIndex | undefined {
  const db = useReplica()?.db;
  const rows = useLiveQuery(async () => (db ? db.goodBarcodes.toArray() : undefined), [db]);
  return useMemo(
    () =>
      rows && goods
        ? buildBarcodeIndex(
            rows.filter((r) => !r.deletedAt).map((r) => ({ goodId: r.goodId, barcode: r.barcode })),
            goods,
          )
        : undefined,
    [rows, goods],
  );
}
