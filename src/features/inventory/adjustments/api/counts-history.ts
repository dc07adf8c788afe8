// Online-only: past counts (historico) and one count with its differences; applying a count that
// was left submitted.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CountDetailDto, CountSummaryDto, CountsQuery } from '../../../../contract/inventory-counts';
import { apiClient } from '../../../../lib/api-client';
import { inventariosKeys } from '../../../../lib/query-keys';
import { compact } from './compact';

export function countsQueryOptions(query: CountsQuery) {
  const params = compact(query);
  return queryOptions({
    queryKey: inventariosKeys.of('conteos', params),
    queryFn: () => apiClient.get<CountSummaryDto[]>('/inventarios/conteos', { query: params }),
    placeholderData: keepPreviousData,
    retry: 0,
  });
}

export function useCountsQuery(query: CountsQuery) {
  return useQuery(countsQueryOptions(query));
}

export function countDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: inventariosKeys.of('conteo', id),
    queryFn: () => apiClient.get<CountDetailDto>(`/inventarios/conteos/${id}`),
    retry: 0,
  });
}

export function useCountDetailQuery(id: string) {
  return useQuery(countDetailQueryOptions(id));
}

export function useApplyCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<{ countId: string; status: string; adjusted: number; held: number }>(`/inventarios/conteos/${id}/aplicar`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventariosKeys.all }),
  });
}
