// Warehouses and bars of the venue (GET/POST/PUT /api/catalogo/ubicaciones): online-only, the
// configuration screens read the server's answer, not the replica (which has no on-hand totals).
import { useQuery } from '@tanstack/react-query';
import type { LocationCreateInput, LocationDto, LocationKind } from '../../../../contract/inventory-catalogue';
import { apiClient } from '../../../../lib/api-client';
import { onlineGet, saveRecord, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

const PATH = '/catalogo/ubicaciones';

export function locationsQueryOptions(kind?: LocationKind) {
  return onlineGet<LocationDto[]>(catalogoKeys.of('locations', kind ?? 'all'), PATH, {
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
      saveRecord<LocationDto>(PATH, id, id ? { name: input.name } : input),
    refresh: [catalogoKeys.of('locations')],
  });
}

export function useSetLocationActive() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiClient.put<LocationDto>(`${PATH}/${id}/activa`, { active }),
    refresh: [catalogoKeys.of('locations')],
  });
}
