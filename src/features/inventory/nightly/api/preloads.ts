// Preloads of a night (GET /api/inventarios/precargas), saving a bar's plan (PUT …/plan) and
// recording what was loaded (POST …/cargar). Online-only: after a write the night's preloads and
// anything derived from the ledger (live stock) are fetched again.
import { useQuery } from '@tanstack/react-query';
import type { PreloadLoadInput, PreloadPlanInput } from '../../../../contract/inventory-nightly';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function preloadsQueryOptions(nightId: string | undefined) {
  return onlineGet(inventariosKeys.of('precargas', nightId ?? 'actual'), '/inventarios/precargas', {
    offline: 'wait',
    query: nightId ? { nightId } : {},
    staleTime: 15_000,
    retry: 1,
  });
}

export function usePreloadsQuery(nightId: string | undefined) {
  return useQuery(preloadsQueryOptions(nightId));
}

const NIGHTLY = [inventariosKeys.of('precargas'), inventariosKeys.of('stockEnVivo')];

export function useSavePreloadPlan() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (input: PreloadPlanInput) => api.put('/inventarios/precargas/plan', { body: input }),
    refresh: NIGHTLY,
  });
}

export function useRecordPreloadLoad() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (input: PreloadLoadInput) => api.post('/inventarios/precargas/cargar', { body: input }),
    refresh: NIGHTLY,
  });
}
