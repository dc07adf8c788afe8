// Online-only: the bars, what a reset of one would zero, and the reset itself (ajustes/limpiar).
import { useQuery } from '@tanstack/react-query';
import type { ResetBody } from '../../../../contract/inventory-counts';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function resetBarsQueryOptions() {
  return onlineGet(inventariosKeys.of('limpiar'), '/inventarios/limpiar', { offline: 'wait', retry: 0 });
}

export function useResetBarsQuery() {
  return useQuery(resetBarsQueryOptions());
}

export function resetPreviewQueryOptions(locationId: string) {
  return onlineGet(inventariosKeys.of('limpiar', locationId), '/inventarios/limpiar/{locationId}', {
    offline: 'wait',
    params: { locationId },
    retry: 0,
  });
}

export function useResetPreviewQuery(locationId: string | undefined) {
  return useQuery({ ...resetPreviewQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}

export function useResetBar() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: ResetBody) => api.post('/inventarios/limpiar', { body }),
    refresh: [inventariosKeys.of('limpiar')],
  });
}
