// Valued stock per location and in total (GET /api/inventarios/valorizado), now or at the end of a
// past business date.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function valuedStockQueryOptions(at?: string) {
  return onlineGet(inventariosKeys.of('stock', 'valued', at ?? 'now'), '/inventarios/valorizado', {
    offline: 'wait',
    query: at ? { at } : undefined,
    staleTime: 60_000,
    retry: 0,
  });
}

export function useValuedStockQuery(at?: string) {
  return useQuery({ ...valuedStockQueryOptions(at), placeholderData: keepPreviousData });
}
