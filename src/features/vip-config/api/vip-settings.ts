// The venue's VIP settings: the age after which an offline balance is flagged as stale, and the bar
// that serves the VIP tables' orders.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipServiceBarBody, VipServiceBarDto, VipSettingsBody, VipSettingsDto } from '../../../contract/vip-config';
import { apiClient } from '../../../lib/api-client';
import { vipKeys } from '../../../lib/query-keys';

export function vipSettingsQueryOptions() {
  return queryOptions({
    queryKey: vipKeys.of('ajustes'),
    queryFn: () => apiClient.get<VipSettingsDto>('/vip/ajustes'),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useVipSettingsQuery() {
  return useQuery(vipSettingsQueryOptions());
}

export function useSaveVipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipSettingsBody) => apiClient.put<VipSettingsDto>('/vip/ajustes', body),
    onSuccess: (saved) => queryClient.setQueryData(vipKeys.of('ajustes'), saved),
  });
}

/** "Barra que sirve las mesas VIP": the bar a delivered table order is a sale of, and the active bars. */
export function vipServiceBarQueryOptions() {
  return queryOptions({
    queryKey: vipKeys.of('ajustes-barra'),
    queryFn: () => apiClient.get<VipServiceBarDto>('/vip/ajustes/barra'),
    staleTime: 60_000,
    retry: 1,
  });
}

export function useVipServiceBarQuery() {
  return useQuery(vipServiceBarQueryOptions());
}

export function useSaveVipServiceBar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VipServiceBarBody) => apiClient.put<VipServiceBarDto>('/vip/ajustes/barra', body),
    onSuccess: (saved) => queryClient.setQueryData(vipKeys.of('ajustes-barra'), saved),
  });
}
