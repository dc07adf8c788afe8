// Preloads of a night (GET /api/inventarios/precargas), saving a bar's plan (PUT …/plan) and
// recording what was loaded (POST …/cargar). Online-only: after a write the night's preloads and
// anything derived from the ledger (live stock) are fetched again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PreloadLine,
  PreloadLoadInput,
  PreloadLoadResult,
  PreloadPlanInput,
  PreloadsResponse,
} from '../../../../contract/inventory-nightly';
import { apiClient } from '../../../../lib/api-client';
import { inventariosKeys } from '../../../../lib/query-keys';

export function preloadsQueryOptions(nightId: string | undefined) {
  return queryOptions({
    queryKey: inventariosKeys.of('precargas', nightId ?? 'actual'),
    queryFn: () => apiClient.get<PreloadsResponse>('/inventarios/precargas', { query: nightId ? { nightId } : {} }),
    staleTime: 15_000,
    retry: 1,
  });
}

export function usePreloadsQuery(nightId: string | undefined) {
  return useQuery(preloadsQueryOptions(nightId));
}

function useInvalidateNightly() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inventariosKeys.of('precargas') }),
      queryClient.invalidateQueries({ queryKey: inventariosKeys.of('stockEnVivo') }),
    ]);
}

export function useSavePreloadPlan() {
  const invalidate = useInvalidateNightly();
  return useMutation({
    mutationFn: (input: PreloadPlanInput) => apiClient.put<{ lines: PreloadLine[] }>('/inventarios/precargas/plan', input),
    onSuccess: invalidate,
  });
}

export function useRecordPreloadLoad() {
  const invalidate = useInvalidateNightly();
  return useMutation({
    mutationFn: (input: PreloadLoadInput) => apiClient.post<PreloadLoadResult>('/inventarios/precargas/cargar', input),
    onSuccess: invalidate,
  });
}
