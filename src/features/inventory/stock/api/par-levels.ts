// Par levels of one location (GET/PUT /api/inventarios/stockIdeal). Saving sends every edited line
// in one request (one transaction on the server); the answer replaces the cached grid, and the
// board, the purchase suggestions and the location totals are refetched since they depend on it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParLevelsPut, ParLevelsSaveResponse } from '../../../../contract/inventory-stock';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function saveParLevels(body: ParLevelsPut): Promise<ParLevelsSaveResponse> {
  return api.put('/inventarios/stockIdeal', { body });
}

export function parLevelsQueryOptions(locationId: string) {
  return onlineGet(inventariosKeys.of('stock', 'par-levels', locationId), '/inventarios/stockIdeal', {
    offline: 'wait',
    query: { locationId },
    staleTime: 30_000,
    retry: 1,
  });
}

export function useParLevelsQuery(locationId: string | undefined) {
  return useQuery({ ...parLevelsQueryOptions(locationId ?? ''), enabled: Boolean(locationId) });
}

export function useSaveParLevels() {
  const queryClient = useQueryClient();
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: saveParLevels,
    onSuccess: (data, body) => {
      const { rows, location } = data;
      queryClient.setQueryData(parLevelsQueryOptions(body.locationId).queryKey, { location, rows });
    },
    // The grid is the answer already; the board, the suggestions and the totals depend on it.
    refresh: [{ queryKey: inventariosKeys.of('stock'), predicate: (q) => q.queryKey[2] !== 'par-levels' }],
  });
}
