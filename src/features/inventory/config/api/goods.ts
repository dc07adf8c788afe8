// Goods and their barcodes (/api/catalogo/mercaderias): online-only. A good's cost feeds the
// products' recipe costs, the price lists' margins and the locations' values, so a change
// refreshes all of them. Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { GoodCreateInput, GoodInput } from '../../../../contract/inventory-catalogue';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

export function goodsQueryOptions() {
  return onlineGet(catalogoKeys.of('goods'), '/catalogo/mercaderias', { offline: 'fail' });
}

export function useGoodsQuery() {
  return useQuery(goodsQueryOptions());
}

export function useSaveGood() {
  // Everything priced from goods follows: recipe costs, margins, stock values.
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id?: string; input: GoodInput | GoodCreateInput }) =>
      id
        ? api.put('/catalogo/mercaderias/{id}', { params: { id }, body: input })
        : api.post('/catalogo/mercaderias', { body: input }),
    refresh: [catalogoKeys.all],
  });
}

export function useAddBarcode() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ goodId, barcode }: { goodId: string; barcode: string }) =>
      api.post('/catalogo/mercaderias/{id}/codigos', { params: { id: goodId }, body: { barcode } }),
    refresh: [catalogoKeys.of('goods')],
  });
}

export function useRemoveBarcode() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ goodId, barcodeId }: { goodId: string; barcodeId: string }) =>
      api.delete('/catalogo/mercaderias/{id}/codigos/{barcodeId}', { params: { id: goodId, barcodeId } }),
    refresh: [catalogoKeys.of('goods')],
  });
}
