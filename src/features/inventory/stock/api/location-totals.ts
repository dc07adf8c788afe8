// Stock locations with their valued totals (GET /api/inventarios/consultarDepositos): the location
// pickers of the ideal stock screen and the per-location headline of the board.
import { useQuery } from '@tanstack/react-query';
import type { LocationsResponse } from '../../../../contract/inventory-stock';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function locationTotalsQueryOptions() {
  const key = inventariosKeys.of('stock', 'locations');
  return onlineGet<LocationsResponse>(key, '/inventarios/consultarDepositos', { offline: 'wait', staleTime: 60_000, retry: 1 });
}

export function useLocationTotalsQuery() {
  return useQuery(locationTotalsQueryOptions());
}
