// Product costs and margins per price list (GET /api/inventarios/costos).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CostsResponse } from '../../../../contract/inventory-stock';
import { apiClient } from '../../../../lib/api-client';
import { inventariosKeys } from '../../../../lib/query-keys';

export function getCosts(): Promise<CostsResponse> {
  return apiClient.get<CostsResponse>('/inventarios/costos');
}

export function costsQueryOptions() {
  return queryOptions({
    queryKey: inventariosKeys.of('stock', 'costs'),
    queryFn: getCosts,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useCostsQuery() {
  return useQuery(costsQueryOptions());
}
