// Purchase suggestions (GET /api/inventarios/stockIdealCompras): what to buy, by supplier.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { onlineQuery } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function purchaseSuggestionsQueryOptions(locationId?: string) {
  return onlineQuery({
    queryKey: inventariosKeys.of('stock', 'purchases', locationId ?? 'all'),
    queryFn: () => api.get('/inventarios/stockIdealCompras', { query: locationId ? { locationId } : undefined }),
    offline: 'wait',
    staleTime: 30_000,
    retry: 1,
  });
}

export function usePurchaseSuggestionsQuery(locationId?: string) {
  return useQuery(purchaseSuggestionsQueryOptions(locationId));
}
