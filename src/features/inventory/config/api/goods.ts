// Goods and their barcodes (/api/catalogo/mercaderias): online-only. A good's cost feeds the
// products' recipe costs, the price lists' margins and the locations' values, so a change
// refreshes all of them.
import { useQuery } from '@tanstack/react-query';
import type { BarcodeDto, GoodCreateInput, GoodDto, GoodInput } from '../../../../contract/inventory-catalogue';
import { apiClient } from '../../../../lib/api-client';
import { deleteRecord, onlineGet, saveRecord, useOnlineMutation } from '../../../../lib/online-api';
import { catalogoKeys } from '../../../../lib/query-keys';

const PATH = '/catalogo/mercaderias';

export function goodsQueryOptions() {
  return onlineGet<GoodDto[]>(catalogoKeys.of('goods'), PATH, { offline: 'fail' });
}

export function useGoodsQuery() {
  return useQuery(goodsQueryOptions());
}

export function useSaveGood() {
  // Everything priced from goods follows: recipe costs, margins, stock values.
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, input }: { id?: string; input: GoodInput | GoodCreateInput }) => saveRecord<GoodDto>(PATH, id, input),
    refresh: [catalogoKeys.all],
  });
}

export function useAddBarcode() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ goodId, barcode }: { goodId: string; barcode: string }) =>
      apiClient.post<BarcodeDto>(`${PATH}/${goodId}/codigos`, { barcode }),
    refresh: [catalogoKeys.of('goods')],
  });
}

export function useRemoveBarcode() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ goodId, barcodeId }: { goodId: string; barcodeId: string }) =>
      deleteRecord<{ id: string }>(`${PATH}/${goodId}/codigos/${barcodeId}`),
    refresh: [catalogoKeys.of('goods')],
  });
}
