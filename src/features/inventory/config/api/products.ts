// Products and their recipes (/api/catalogo/productos): online-only. The answer carries each
// product's recipe cost at current unit costs; a change refreshes the price lists' margins too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductDto, ProductInput } from '../../../../contract/inventory-catalogue';
import { apiClient } from '../../../../lib/api-client';
import { catalogoKeys } from '../../../../lib/query-keys';

export function productsQueryOptions() {
  return queryOptions({
    networkMode: 'always',
    queryKey: catalogoKeys.of('products'),
    queryFn: () => apiClient.get<ProductDto[]>('/catalogo/productos'),
  });
}

export function useProductsQuery() {
  return useQuery(productsQueryOptions());
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) =>
      id
        ? apiClient.put<ProductDto>(`/catalogo/productos/${id}`, input)
        : apiClient.post<ProductDto>('/catalogo/productos', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: catalogoKeys.of('products') });
      await queryClient.invalidateQueries({ queryKey: catalogoKeys.of('price-lists') });
    },
  });
}
