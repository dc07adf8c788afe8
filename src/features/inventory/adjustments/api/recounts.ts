// Online-only: the open recount tasks and resolving one (a fresh count applied as the truth).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecountTaskDto, ResolveRecountBody, ResolveRecountResponse } from '../../../../contract/inventory-counts';
import { apiClient } from '../../../../lib/api-client';
import { inventariosKeys } from '../../../../lib/query-keys';

export function recountsQueryOptions() {
  return queryOptions({
    queryKey: inventariosKeys.of('recuentos'),
    queryFn: () => apiClient.get<RecountTaskDto[]>('/inventarios/recuentos'),
    retry: 0,
  });
}

export function useRecountsQuery(enabled = true) {
  return useQuery({ ...recountsQueryOptions(), enabled });
}

export function useResolveRecount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveRecountBody }) =>
      apiClient.post<ResolveRecountResponse>(`/inventarios/recuentos/${id}/resolver`, body),
    // The recount adds an adjustment: the differences and the history change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventariosKeys.all }),
  });
}
