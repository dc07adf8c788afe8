// Products and their recipes (/api/catalogo/productos): online-only. The answer carries each
// product's recipe cost at current unit costs; a change refreshes the price lists' margins too.
// Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { ProductInput } from '../../../../contract/inventory-catalogue';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

export function productsQueryOptions() {
  return onlineGet(catalogoKeys.of('products'), '/catalogo/productos', { offline: 'fail' });
}

export function useProductsQuery() {
  return useQuery(productsQueryOptions());
}

export function useSaveProduct() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) =>
      id
        ? api.put('/catalogo/productos/{id}', { params: { id }, body: input })
        : api.post('/catalogo/productos', { body: input }),
    refresh: [catalogoKeys.of('products'), catalogoKeys.of('price-lists')],
  });
}
