// The venue's VIP settings (today the age after which an offline balance is flagged as stale).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipSettingsBody, VipSettingsDto } from '../../../contract/vip-config';
import { apiClient } from '../../../lib/api-client';

export const VIP_SETTINGS_KEY = ['vip', 'ajustes'] as const;

export function vipSettingsQueryOptions() {
  return queryOptions({
    queryKey: VIP_SETTINGS_KEY,
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
    onSuccess: (saved) => queryClient.setQueryData(VIP_SETTINGS_KEY, saved),
  });
}
