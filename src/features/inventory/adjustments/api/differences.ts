// Online-only: the count adjustments valued at cost (GET /api/inventarios/diferencias). Computed
// on the server from the ledger, so nothing here is replicated.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DifferencesQuery, DifferencesResponse } from '../../../../contract/inventory-counts';
import { apiClient } from '../../../../lib/api-client';
import { inventariosKeys } from '../../../../lib/query-keys';
import { compact } from './compact';

export function differencesQueryOptions(query: DifferencesQuery) {
  const params = compact(query);
  return queryOptions({
    queryKey: inventariosKeys.of('diferencias', params),
    queryFn: () => apiClient.get<DifferencesResponse>('/inventarios/diferencias', { query: params }),
    placeholderData: keepPreviousData,
    retry: 0,
  });
}

export function useDifferencesQuery(query: DifferencesQuery) {
  return useQuery(differencesQueryOptions(query));
}
