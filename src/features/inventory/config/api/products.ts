// Products and their recipes (/api/catalogo/productos): online-only. The answer carries each
// product's recipe cost at current unit costs; a change refreshes the price lists' margins too.
import { useQuery } from '@tanstack/react-query';
import type { ProductDto, ProductInput } from '../../../../contract/inventory-catalogue';
import { onlineGet, saveRecord, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

const PATH = '/catalogo/productos';

export function productsQueryOptions() {
  return onlineGet<ProductDto[]>(catalogoKeys.of('products'), PATH, {
    offline: 'fail',
  });
}

export function useProductsQuery() {
  return useQuery(productsQueryOptions());
}

export function useSaveProduct() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id?: string; input: ProductInput }) => saveRecord<ProductDto>(PATH, id, input),
    refresh: [catalogoKeys.of('products'), catalogoKeys.of('price-lists')],
  });
}
