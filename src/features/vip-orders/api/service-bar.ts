// The bar the board's deliveries are booked at: the VIP settings' bar and the venue's active bars
// (GET /vip/ajustes/barra, readable with 307). Online only, like the board; typed by the API document.
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../lib/online-api';
import { vipKeys } from '../../../lib/query-keys';

export function serviceBarQueryOptions() {
  return onlineGet(vipKeys.of('ajustes-barra'), '/vip/ajustes/barra', { offline: 'wait', staleTime: 60_000, retry: 1 });
}

export function useServiceBarQuery(online: boolean) {
  return useQuery({ ...serviceBarQueryOptions(), enabled: online });
}
