// Stock locations with their valued totals (GET /api/inventarios/consultarDepositos): the location
// pickers of the ideal stock screen and the per-location headline of the board.
import { useQuery } from '@tanstack/react-query';
import type { LocationsResponse } from '../../../../contract/inventory-stock';
import { apiClient } from '../../../../lib/api-client';
import { onlineQuery } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function getLocationTotals(): Promise<LocationsResponse> {
  return apiClient.get<LocationsResponse>('/inventarios/consultarDepositos');
}

export function locationTotalsQueryOptions() {
  return onlineQuery({
    offline: 'wait',
    queryKey: inventariosKeys.of('stock', 'locations'),
    queryFn: getLocationTotals,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useLocationTotalsQuery() {
  return useQuery(locationTotalsQueryOptions());
}
