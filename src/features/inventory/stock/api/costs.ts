// Product costs and margins per price list (GET /api/inventarios/costos).
import { useQuery } from '@tanstack/react-query';
import type { CostsResponse } from '../../../../contract/inventory-stock';
import { apiClient } from '../../../../lib/api-client';
import { onlineQuery } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function getCosts(): Promise<CostsResponse> {
  return apiClient.get<CostsResponse>('/inventarios/costos');
}

export function costsQueryOptions() {
  return onlineQuery({
    offline: 'wait',
    queryKey: inventariosKeys.of('stock', 'costs'),
    queryFn: getCosts,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useCostsQuery() {
  return useQuery(costsQueryOptions());
}
