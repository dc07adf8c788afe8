// Purchase suggestions (GET /api/inventarios/stockIdealCompras): what to buy, by supplier.
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function purchaseSuggestionsQueryOptions(locationId?: string) {
  return onlineGet(inventariosKeys.of('stock', 'purchases', locationId ?? 'all'), '/inventarios/stockIdealCompras', {
    offline: 'wait',
    query: locationId ? { locationId } : undefined,
    staleTime: 30_000,
    retry: 1,
  });
}

export function usePurchaseSuggestionsQuery(locationId?: string) {
  return useQuery(purchaseSuggestionsQueryOptions(locationId));
}
