// Warehouses and bars of the venue (GET/POST/PUT /api/catalogo/ubicaciones): online-only, the
// configuration screens read the server's answer, not the replica (which has no on-hand totals).
// networkMode 'always': offline, a save fails at once with a message (the form keeps what was
// typed) instead of waiting paused and firing later behind the user's back.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationCreateInput, LocationDto, LocationKind } from '../../../../contract/inventory-catalogue';
import { apiClient } from '../../../../lib/api-client';
import { catalogoKeys } from '../../../../lib/query-keys';

export function locationsQueryOptions(kind?: LocationKind) {
  return queryOptions({
    networkMode: 'always',
    queryKey: catalogoKeys.of('locations', kind ?? 'all'),
    queryFn: () => apiClient.get<LocationDto[]>('/catalogo/ubicaciones', kind ? { query: { kind } } : undefined),
  });
}

export function useLocationsQuery(kind?: LocationKind) {
  return useQuery(locationsQueryOptions(kind));
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id?: string; input: LocationCreateInput }) =>
      id
        ? apiClient.put<LocationDto>(`/catalogo/ubicaciones/${id}`, { name: input.name })
        : apiClient.post<LocationDto>('/catalogo/ubicaciones', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.of('locations') }),
  });
}

export function useSetLocationActive() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiClient.put<LocationDto>(`/catalogo/ubicaciones/${id}/activa`, { active }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.of('locations') }),
  });
}
