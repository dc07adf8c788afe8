// Purchase suggestions (GET /api/inventarios/stockIdealCompras): what to buy, by supplier.
import { useQuery } from '@tanstack/react-query';
import type { PurchaseSuggestionsResponse } from '../../../../contract/inventory-stock';
import { apiClient } from '../../../../lib/api-client';
import { onlineQuery } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function getPurchaseSuggestions(locationId?: string): Promise<PurchaseSuggestionsResponse> {
  return apiClient.get<PurchaseSuggestionsResponse>('/inventarios/stockIdealCompras', {
    query: locationId ? { locationId } : undefined,
  });
}

export function purchaseSuggestionsQueryOptions(locationId?: string) {
  return onlineQuery({
    offline: 'wait',
    queryKey: inventariosKeys.of('stock', 'purchases', locationId ?? 'all'),
    queryFn: () => getPurchaseSuggestions(locationId),
    staleTime: 30_000,
    retry: 1,
  });
}

export function usePurchaseSuggestionsQuery(locationId?: string) {
  return useQuery(purchaseSuggestionsQueryOptions(locationId));
}
