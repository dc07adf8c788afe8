// Product costs and margins per price list (GET /api/inventarios/costos).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CostsResponse } from '../../../../contract/inventory-stock';
import { apiClient } from '../../../../lib/api-client';
import { STOCK_KEY } from './stock-board';

export function getCosts(): Promise<CostsResponse> {
  return apiClient.get<CostsResponse>('/inventarios/costos');
}

export function costsQueryOptions() {
  return queryOptions({
    queryKey: [...STOCK_KEY, 'costs'],
    queryFn: getCosts,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useCosts() {
  return useQuery(costsQueryOptions());
}
