// Price lists and their items (/api/catalogo/listas-precios): online-only. Items are saved as a
// whole set: the server makes the list's items exactly what the editor shows.
import { useQuery } from '@tanstack/react-query';
import type { PriceListDto, PriceListInput, PriceListItemsInput } from '../../../../contract/inventory-catalogue';
import { apiClient } from '../../../../lib/api-client';
import { onlineGet, saveRecord, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

const PATH = '/catalogo/listas-precios';

export function priceListsQueryOptions() {
  return onlineGet<PriceListDto[]>(catalogoKeys.of('price-lists'), PATH, {
    offline: 'fail',
  });
}

export function usePriceListsQuery() {
  return useQuery(priceListsQueryOptions());
}

export function useSavePriceList() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id?: string; input: PriceListInput }) => saveRecord<PriceListDto>(PATH, id, input),
    refresh: [catalogoKeys.of('price-lists')],
  });
}

export function useSavePriceListItems() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id: string; input: PriceListItemsInput }) =>
      apiClient.put<PriceListDto>(`${PATH}/${id}/items`, input),
    refresh: [catalogoKeys.of('price-lists')],
  });
}
