// Online-only: past counts (historico) and one count with its differences; applying a count that
// was left submitted.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CountDetailDto, CountSummaryDto, CountsQuery } from '../../../../contract/inventory-counts';
import { apiClient } from '../../../../lib/api-client';
import { compactQuery, onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function countsQueryOptions(query: CountsQuery) {
  const params = compactQuery(query);
  return onlineGet<CountSummaryDto[]>(inventariosKeys.of('conteos', params), '/inventarios/conteos', {
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
  return onlineGet<CountDetailDto>(inventariosKeys.of('conteo', id), `/inventarios/conteos/${id}`, {
    offline: 'wait',
    retry: 0,
  });
}

export function useCountDetailQuery(id: string) {
  return useQuery(countDetailQueryOptions(id));
}

export function useApplyCount() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) =>
      apiClient.post<{ countId: string; status: string; adjusted: number; held: number }>(`/inventarios/conteos/${id}/aplicar`),
    refresh: [inventariosKeys.all],
  });
}
