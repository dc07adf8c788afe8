// Online-only: the bars, what a reset of one would zero, and the reset itself (ajustes/limpiar).
import { useQuery } from '@tanstack/react-query';
import type { ResetBar, ResetBody, ResetPreview, ResetResult } from '../../../../contract/inventory-counts';
import { apiClient } from '../../../../lib/api-client';
import { onlineQuery, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function resetBarsQueryOptions() {
  return onlineQuery({
    offline: 'wait',
    queryKey: inventariosKeys.of('limpiar'),
    queryFn: () => apiClient.get<ResetBar[]>('/inventarios/limpiar'),
    retry: 0,
  });
}

export function useResetBarsQuery() {
  return useQuery(resetBarsQueryOptions());
}

export function resetPreviewQueryOptions(locationId: string) {
  return onlineQuery({
    offline: 'wait',
    queryKey: inventariosKeys.of('limpiar', locationId),
    queryFn: () => apiClient.get<ResetPreview>(`/inventarios/limpiar/${locationId}`),
    retry: 0,
  });
}

export function useResetPreviewQuery(locationId: string | undefined) {
  return useQuery({ ...resetPreviewQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}

export function useResetBar() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: ResetBody) => apiClient.post<ResetResult>('/inventarios/limpiar', body),
    refresh: [inventariosKeys.of('limpiar')],
  });
}
