// Online-only: the count adjustments valued at cost (GET /api/inventarios/diferencias). Computed
// on the server from the ledger, so nothing here is replicated.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DifferencesQuery } from '../../../../contract/inventory-counts';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { filledQuery } from '../../shared/filled-query';

export function differencesQueryOptions(query: DifferencesQuery) {
  const params = filledQuery(query);
  return onlineGet(inventariosKeys.of('diferencias', params), '/inventarios/diferencias', {
    offline: 'wait',
    query: params,
    placeholderData: keepPreviousData,
    retry: 0,
  });
}

export function useDifferencesQuery(query: DifferencesQuery) {
  return useQuery(differencesQueryOptions(query));
}
