// The stock board (GET /api/inventarios/consultarGeneral): on hand per location × good, valued at
// cost, with par levels and low flags. Online only: the board values the whole venue at current
// costs, which the replica does not hold; it refetches when the window regains focus.
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function stockBoardQueryOptions() {
  return onlineGet(inventariosKeys.of('stock', 'board'), '/inventarios/consultarGeneral', {
    offline: 'wait',
    staleTime: 30_000,
    retry: 1,
  });
}

export function useStockBoardQuery() {
  return useQuery(stockBoardQueryOptions());
}
