// The movements ledger (GET /api/inventarios/movimientos): pages of 100, newest first, loaded on
// demand with the server's keyset cursor, so a venue with years of movements opens at once.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MOVEMENTS_PAGE_DEFAULT, type MovementsQuery } from '../../../../contract/inventory-transfers';
import { api } from '../../../../lib/api-client';
import { onlineGet, onlineInfiniteQuery } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { filledQuery } from '../../shared/filled-query';

export type MovementFilters = Omit<MovementsQuery, 'cursor' | 'limit'>;

export function movementsQueryOptions(filters: MovementFilters) {
  const query = filledQuery(filters);
  return onlineInfiniteQuery({
    offline: 'wait',
    queryKey: inventariosKeys.of('movimientos', query),
    queryFn: ({ pageParam }) =>
      api.get('/inventarios/movimientos', {
        query: { ...query, limit: String(MOVEMENTS_PAGE_DEFAULT), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 15_000,
    retry: 1,
  });
}

export function useMovementsQuery(filters: MovementFilters) {
  return useInfiniteQuery(movementsQueryOptions(filters));
}

export function ledgerUsersQueryOptions() {
  return onlineGet(inventariosKeys.of('movimientos', 'usuarios'), '/inventarios/movimientos/usuarios', {
    offline: 'wait',
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useLedgerUsersQuery() {
  return useQuery(ledgerUsersQueryOptions());
}
