// Stock locations with their valued totals (GET /api/inventarios/consultarDepositos): the location
// pickers of the ideal stock screen and the per-location headline of the board.
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function locationTotalsQueryOptions() {
  return onlineGet(inventariosKeys.of('stock', 'locations'), '/inventarios/consultarDepositos', {
    offline: 'wait',
    staleTime: 60_000,
    retry: 1,
  });
}

export function useLocationTotalsQuery() {
  return useQuery(locationTotalsQueryOptions());
}
