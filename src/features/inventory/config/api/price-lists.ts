// Price lists and their items (/api/catalogo/listas-precios): online-only. Items are saved as a
// whole set: the server makes the list's items exactly what the editor shows.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceListDto, PriceListInput, PriceListItemsInput } from '../../../../contract/inventory-catalogue';
import { apiClient } from '../../../../lib/api-client';
import { catalogoKeys } from '../../../../lib/query-keys';

export function priceListsQueryOptions() {
  return queryOptions({
    networkMode: 'always',
    queryKey: catalogoKeys.of('price-lists'),
    queryFn: () => apiClient.get<PriceListDto[]>('/catalogo/listas-precios'),
  });
}

export function usePriceListsQuery() {
  return useQuery(priceListsQueryOptions());
}

export function useSavePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id?: string; input: PriceListInput }) =>
      id
        ? apiClient.put<PriceListDto>(`/catalogo/listas-precios/${id}`, input)
        : apiClient.post<PriceListDto>('/catalogo/listas-precios', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.of('price-lists') }),
  });
}

export function useSavePriceListItems() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id: string; input: PriceListItemsInput }) =>
      apiClient.put<PriceListDto>(`/catalogo/listas-precios/${id}/items`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.of('price-lists') }),
  });
}
