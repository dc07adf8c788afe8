// The staff board's calls (307). The list is polled every 5 s while the browser is online and the
// tab visible: react-query skips the interval while hidden (refetchIntervalInBackground false) and
// refetches on focus. Actions answer the updated order, which replaces it in the cached list at
// once; nothing here works offline (a delivery charges a card and books the bar's sale). Paths and
// answers are typed by the API document.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MobileOrderDto, TableLinkBody } from '../../../contract/vip-orders';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { cardsKeys, vipKeys } from '../../../lib/query-keys';

export const BOARD_POLL_MS = 5_000;

export function mobileOrdersQueryOptions() {
  return onlineGet(vipKeys.of('ordenes'), '/vip/ordenes', { offline: 'wait', staleTime: 0, retry: 1 });
}

export function useMobileOrdersQuery(online: boolean) {
  return useQuery({
    ...mobileOrdersQueryOptions(),
    refetchInterval: online ? BOARD_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    enabled: online,
  });
}

/** A delivery names the bar that served it (the order becomes that bar's sale) when the board knows one. */
export type OrderAction =
  | { id: string; action: 'aceptar' }
  | { id: string; action: 'entregar'; pointOfSaleId?: string }
  | { id: string; action: 'rechazar'; reason: string };

function runOrderAction(a: OrderAction): Promise<MobileOrderDto> {
  const params = { id: a.id };
  if (a.action === 'rechazar') return api.post('/vip/ordenes/{id}/rechazar', { params, body: { reason: a.reason } });
  if (a.action === 'entregar') {
    return api.post('/vip/ordenes/{id}/entregar', { params, body: a.pointOfSaleId ? { pointOfSaleId: a.pointOfSaleId } : {} });
  }
  return api.post('/vip/ordenes/{id}/aceptar', { params });
}

export function useOrderAction() {
  const queryClient = useQueryClient();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: runOrderAction,
    onSuccess: (order) => {
      queryClient.setQueryData<MobileOrderDto[]>(vipKeys.of('ordenes'), (list) =>
        list?.map((o) => (o.id === order.id ? order : o)),
      );
    },
    // A delivery moved the card's balance.
    refresh: (_action, order) =>
      order?.status === 'delivered' ? [vipKeys.of('ordenes'), cardsKeys.all] : [vipKeys.of('ordenes')],
  });
}

export function useTableLink() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: TableLinkBody) => api.post('/vip/mesas/link', { body }),
  });
}
