// Online-only: the bars, what a reset of one would zero, and the reset itself (ajustes/limpiar).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResetBar, ResetBody, ResetPreview, ResetResult } from '../../../../contract/inventory-counts';
import { apiClient } from '../../../../lib/api-client';
import { inventariosKeys } from '../../../../lib/query-keys';

export function resetBarsQueryOptions() {
  return queryOptions({
    queryKey: inventariosKeys.of('limpiar'),
    queryFn: () => apiClient.get<ResetBar[]>('/inventarios/limpiar'),
    retry: 0,
  });
}

export function useResetBarsQuery() {
  return useQuery(resetBarsQueryOptions());
}

export function resetPreviewQueryOptions(locationId: string) {
  return queryOptions({
    queryKey: inventariosKeys.of('limpiar', locationId),
    queryFn: () => apiClient.get<ResetPreview>(`/inventarios/limpiar/${locationId}`),
    retry: 0,
  });
}

export function useResetPreviewQuery(locationId: string | undefined) {
  return useQuery({ ...resetPreviewQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}

export function useResetBar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetBody) => apiClient.post<ResetResult>('/inventarios/limpiar', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventariosKeys.of('limpiar') }),
  });
}
