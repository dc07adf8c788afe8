// Warehouses and bars of the venue (GET/POST/PUT /api/catalogo/ubicaciones): online-only, the
// configuration screens read the server's answer, not the replica (which has no on-hand totals).
// Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { LocationCreateInput, LocationKind } from '../../../../contract/inventory-catalogue';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

export function locationsQueryOptions(kind?: LocationKind) {
  return onlineGet(catalogoKeys.of('locations', kind ?? 'all'), '/catalogo/ubicaciones', {
    offline: 'fail',
    query: kind ? { kind } : undefined,
  });
}

export function useLocationsQuery(kind?: LocationKind) {
  return useQuery(locationsQueryOptions(kind));
}

export function useSaveLocation() {
  // A rename sends only the name; a new location its kind too.
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id?: string; input: LocationCreateInput }) =>
      id
        ? api.put('/catalogo/ubicaciones/{id}', { params: { id }, body: { name: input.name } })
        : api.post('/catalogo/ubicaciones', { body: input }),
    refresh: [catalogoKeys.of('locations')],
  });
}

export function useSetLocationActive() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.put('/catalogo/ubicaciones/{id}/activa', { params: { id }, body: { active } }),
    refresh: [catalogoKeys.of('locations')],
  });
}
