// Product costs and margins per price list (GET /api/inventarios/costos).
import { useQuery } from '@tanstack/react-query';
import type { CostsResponse } from '../../../../contract/inventory-stock';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function costsQueryOptions() {
  const key = inventariosKeys.of('stock', 'costs');
  return onlineGet<CostsResponse>(key, '/inventarios/costos', { offline: 'wait', staleTime: 60_000, retry: 1 });
}

export function useCostsQuery() {
  return useQuery(costsQueryOptions());
}
