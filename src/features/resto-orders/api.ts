// Waiters' orders and the station display talking to the server (313). Taking an order is the
// offline command 'kitchenOrder.addLines', queued in the outbox (it survives a reload offline and is
// applied once when the phone reconnects); what this phone queued and the server has not confirmed
// is read back from the outbox (lane `kitchenOrder:<table>`). The board is polled every 2 s (the
// display must show a new order within 2 s) and the menu keeps an offline copy, so a waiter who
// lost the network still orders from the last menu. Moving lines and serving are online only.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { KitchenBoardDto, KitchenOrderDto, KitchenStatus } from '../../contract/resto-orders';
import type { CommandArgs } from '../../contract/sync';
import { api } from '../../lib/api-client';
import type { OutboxEntry } from '../../lib/db/noctua-db';
import { useOfflineCopy } from '../../lib/offline-copy';
import { onlineGet, useOnlineMutation } from '../../lib/online-api';
import { restoKeys } from '../../lib/query-keys';
import { type QueuedCommand, toQueuedCommands, useQueuedLive } from '../../lib/sync/queued-commands';
import { useReplicaStore } from '../../lib/sync/use-replica';
import { kitchenAddLinesContract } from './commands/kitchen-order-add-lines.contract';

export const BOARD_POLL_MS = 2_000;
const MENU_COPY = 'resto.comandas.menu';
const BOARD_COPY = 'resto.comandas.board';

export type AddLinesArgs = CommandArgs<typeof kitchenAddLinesContract>;

/** Tonight's board, polled every 2 s while the tab is visible; failures are kept for the banner. */
export function useKitchenBoard() {
  const query = useQuery({
    ...onlineGet(restoKeys.of('comandas'), '/resto/comandas', { offline: 'fail', staleTime: 0, retry: 0 }),
    refetchInterval: BOARD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const kept = useOfflineCopy<KitchenBoardDto>(BOARD_COPY, query);
  return { ...kept, failing: query.isError, answeredAt: query.dataUpdatedAt, refetch: query.refetch };
}

/** The menu a waiter orders from, with the copy kept for when the network is gone. */
export function useRestoMenu() {
  const query = useQuery({
    ...onlineGet(restoKeys.of('comandas', 'menu'), '/resto/comandas/menu', { offline: 'fail', retry: 1 }),
  });
  return { ...useOfflineCopy(MENU_COPY, query), isLoading: query.isLoading, error: query.error };
}

/** Queues the table's new lines (an outbox command); the push sends it as soon as it can. */
export function useSendOrder() {
  const store = useReplicaStore();
  return useMemo(() => ({ send: (args: AddLinesArgs) => store.queue(kitchenAddLinesContract, args) }), [store]);
}

export type QueuedOrder = QueuedCommand<AddLinesArgs>;

/** The order commands of the outbox, oldest first, with where each one stands. */
export function toQueuedOrders(entries: readonly OutboxEntry[]): QueuedOrder[] {
  return toQueuedCommands(entries, kitchenAddLinesContract.name);
}

export function useQueuedOrdersLive(): QueuedOrder[] | undefined {
  return useQueuedLive('kitchenOrder:', toQueuedOrders);
}

export type KitchenAction =
  | { kind: 'line'; lineId: string; status: KitchenStatus }
  | { kind: 'ticket'; orderId: string; stationId: string; status: KitchenStatus }
  | { kind: 'serve'; orderId: string };

function runAction(a: KitchenAction): Promise<KitchenOrderDto> {
  if (a.kind === 'line')
    return api.post('/resto/comandas/lineas/{id}/estado', { params: { id: a.lineId }, body: { status: a.status } });
  if (a.kind === 'ticket') {
    return api.post('/resto/comandas/{id}/estaciones/{stationId}/estado', {
      params: { id: a.orderId, stationId: a.stationId },
      body: { status: a.status },
    });
  }
  return api.post('/resto/comandas/{id}/servir', { params: { id: a.orderId } });
}

export function useKitchenAction() {
  const queryClient = useQueryClient();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: runAction,
    onSuccess: (order) => {
      queryClient.setQueryData<KitchenBoardDto>(restoKeys.of('comandas'), (board) =>
        board ? { ...board, orders: board.orders.map((o) => (o.id === order.id ? order : o)) } : board,
      );
    },
    refresh: () => [restoKeys.of('comandas')],
  });
}
