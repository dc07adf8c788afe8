// Online-only: past counts (historico) and one count with its differences; applying a count that
// was left submitted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CountsQuery } from '../../../../contract/inventory-counts';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { filledQuery } from '../../shared/filled-query';

export function countsQueryOptions(query: CountsQuery) {
  const params = filledQuery(query);
  return onlineGet(inventariosKeys.of('conteos', params), '/inventarios/conteos', {
    offline: 'wait',
    query: params,
    placeholderData: keepPreviousData,
    retry: 0,
  });
}

export function useCountsQuery(query: CountsQuery) {
  return useQuery(countsQueryOptions(query));
}

export function countDetailQueryOptions(id: string) {
  return onlineGet(inventariosKeys.of('conteo', id), '/inventarios/conteos/{id}', { offline: 'wait', params: { id }, retry: 0 });
}

export function useCountDetailQuery(id: string) {
  return useQuery(countDetailQueryOptions(id));
}

export function useApplyCount() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.post('/inventarios/conteos/{id}/aplicar', { params: { id } }),
    refresh: [inventariosKeys.all],
  });
}
