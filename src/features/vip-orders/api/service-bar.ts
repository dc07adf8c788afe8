// The bar the board's deliveries are booked at: the VIP settings' bar and the venue's active bars
// (GET /vip/ajustes/barra, readable with 307). Online only, like the board.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipServiceBarDto } from '../../../contract/vip-config';
import { apiClient } from '../../../lib/api-client';
import { vipKeys } from '../../../lib/query-keys';

export function serviceBarQueryOptions() {
  return queryOptions({
    queryKey: vipKeys.of('ajustes-barra'),
    queryFn: () => apiClient.get<VipServiceBarDto>('/vip/ajustes/barra'),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useServiceBarQuery(online: boolean) {
  return useQuery({ ...serviceBarQueryOptions(), enabled: online });
}
