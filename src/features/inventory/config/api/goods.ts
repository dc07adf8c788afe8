// Goods and their barcodes (/api/catalogo/mercaderias): online-only. A good's cost feeds the
// products' recipe costs, the price lists' margins and the locations' values, so a change
// refreshes all of them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BarcodeDto, GoodCreateInput, GoodDto, GoodInput } from '../../../../contract/inventory-catalogue';
import { apiClient } from '../../../../lib/api-client';
import { catalogoKeys } from '../../../../lib/query-keys';

export function goodsQueryOptions() {
  return queryOptions({
    networkMode: 'always',
    queryKey: catalogoKeys.of('goods'),
    queryFn: () => apiClient.get<GoodDto[]>('/catalogo/mercaderias'),
  });
}

export function useGoodsQuery() {
  return useQuery(goodsQueryOptions());
}

export function useSaveGood() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id?: string; input: GoodInput | GoodCreateInput }) =>
      id ? apiClient.put<GoodDto>(`/catalogo/mercaderias/${id}`, input) : apiClient.post<GoodDto>('/catalogo/mercaderias', input),
    // Everything priced from goods follows: recipe costs, margins, stock values.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.all }),
  });
}

export function useAddBarcode() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ goodId, barcode }: { goodId: string; barcode: string }) =>
      apiClient.post<BarcodeDto>(`/catalogo/mercaderias/${goodId}/codigos`, { barcode }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.of('goods') }),
  });
}

export function useRemoveBarcode() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ goodId, barcodeId }: { goodId: string; barcodeId: string }) =>
      apiClient.request<{ id: string }>(`/catalogo/mercaderias/${goodId}/codigos/${barcodeId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogoKeys.of('goods') }),
  });
}
