// Valued stock per location and in total (GET /api/inventarios/valorizado), now or at the end of a
// past business date.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { onlineQuery } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function valuedStockQueryOptions(at?: string) {
  return onlineQuery({
    queryKey: inventariosKeys.of('stock', 'valued', at ?? 'now'),
    queryFn: () => api.get('/inventarios/valorizado', { query: at ? { at } : undefined }),
    offline: 'wait',
    staleTime: 60_000,
    retry: 0,
  });
}

export function useValuedStockQuery(at?: string) {
  return useQuery({ ...valuedStockQueryOptions(at), placeholderData: keepPreviousData });
}
