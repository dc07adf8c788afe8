// Product costs and margins per price list (GET /api/inventarios/costos).
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function costsQueryOptions() {
  return onlineGet(inventariosKeys.of('stock', 'costs'), '/inventarios/costos', { offline: 'wait', staleTime: 60_000, retry: 1 });
}

export function useCostsQuery() {
  return useQuery(costsQueryOptions());
}
