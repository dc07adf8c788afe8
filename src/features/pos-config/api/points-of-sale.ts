// Points of sale of one kind (/api/puntos-de-venta, 201) and what their dialog offers (price lists,
// bar stock locations): read from the server, which counts terminals and sales; offline the list
// shows the last answer this device kept (useOfflineCopy, with its time).
// Offline 'fail' (src/lib/online-api.ts): a save fails at once with a message instead of waiting paused.
// Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { PosCreateInput, PosKind, PosUpdateInput } from '../../../contract/pos';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { catalogoKeys, puntosDeVentaKeys } from '../../../lib/query-keys';

export function pointsOfSaleQueryOptions(kind: PosKind) {
  return onlineGet(puntosDeVentaKeys.of('list', kind), '/puntos-de-venta', { offline: 'fail', query: { kind } });
}

export function usePointsOfSaleQuery(kind: PosKind) {
  return useQuery(pointsOfSaleQueryOptions(kind));
}

export function usePosOptionsQuery() {
  return useQuery(
    onlineGet(puntosDeVentaKeys.of('options'), '/puntos-de-venta/opciones', { offline: 'fail', staleTime: 30_000 }),
  );
}

function useInvalidating<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  // The stock screens count points of sale per location and price list.
  return useOnlineMutation({ offline: 'fail', mutationFn: fn, refresh: [puntosDeVentaKeys.all, catalogoKeys.all] });
}

export function useSavePointOfSale() {
  return useInvalidating(({ id, input }: { id?: string; input: PosCreateInput }) => {
    if (!id) return api.post('/puntos-de-venta', { body: input });
    const { kind: _kind, ...update } = input;
    return api.put('/puntos-de-venta/{id}', { params: { id }, body: update satisfies PosUpdateInput });
  });
}

export function useSetPointOfSaleActive() {
  return useInvalidating(({ id, active }: { id: string; active: boolean }) =>
    api.post('/puntos-de-venta/{id}/activo', { params: { id }, body: { active } }),
  );
}

export function useDeletePointOfSale() {
  return useInvalidating((id: string) => api.delete('/puntos-de-venta/{id}', { params: { id } }));
}
