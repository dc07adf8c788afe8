// The venue's VIP settings (today the age after which an offline balance is flagged as stale).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VipSettingsBody, VipSettingsDto } from '../../../contract/vip-config';
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
