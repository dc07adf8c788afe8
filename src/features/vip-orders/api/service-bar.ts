// The bar the board's deliveries are booked at: the VIP settings' bar and the venue's active bars
// (GET /vip/ajustes/barra, readable with 307). Online only, like the board.
import { useQuery } from '@tanstack/react-query';
import type { VipServiceBarDto } from '../../../contract/vip-config';
import { onlineGet } from '../../../lib/online-api';
import { vipKeys } from '../../../lib/query-keys';

export function serviceBarQueryOptions() {
  return onlineGet<VipServiceBarDto>(vipKeys.of('ajustes-barra'), '/vip/ajustes/barra', {
    offline: 'wait',
    staleTime: 60_000,
    retry: 1,
  });
}

export function useServiceBarQuery(online: boolean) {
  return useQuery({ ...serviceBarQueryOptions(), enabled: online });
}
