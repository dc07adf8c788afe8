// Price lists and their items (/api/catalogo/listas-precios): online-only. Items are saved as a
// whole set: the server makes the list's items exactly what the editor shows. Paths and answers
// are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { PriceListInput, PriceListItemsInput } from '../../../../contract/inventory-catalogue';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

export function priceListsQueryOptions() {
  return onlineGet(catalogoKeys.of('price-lists'), '/catalogo/listas-precios', { offline: 'fail' });
}

export function usePriceListsQuery() {
  return useQuery(priceListsQueryOptions());
}

export function useSavePriceList() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id?: string; input: PriceListInput }) =>
      id
        ? api.put('/catalogo/listas-precios/{id}', { params: { id }, body: input })
        : api.post('/catalogo/listas-precios', { body: input }),
    refresh: [catalogoKeys.of('price-lists')],
  });
}

export function useSavePriceListItems() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id: string; input: PriceListItemsInput }) =>
      api.put('/catalogo/listas-precios/{id}/items', { params: { id }, body: input }),
    refresh: [catalogoKeys.of('price-lists')],
  });
}
