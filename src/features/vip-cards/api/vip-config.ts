// Read-only use of the VIP configuration by the card screens: the card types (for a device
// without a replica, which otherwise has them replicated) and the venue's "saldo al …" warning age.
import { useQuery } from '@tanstack/react-query';
import type { CardTypeDto } from '../../../contract/vip';
import type { VipSettingsDto } from '../../../contract/vip-config';
import { apiClient } from '../../../lib/api-client';
import { onlineQuery } from '../../../lib/online-api';
import { vipKeys } from '../../../lib/query-keys';

export function cardTypesQueryOptions() {
  return onlineQuery({
    offline: 'wait',
    queryKey: vipKeys.of('tipos'),
    queryFn: () => apiClient.get<CardTypeDto[]>('/vip/tipos'),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useCardTypesQuery(enabled: boolean) {
  return useQuery({ ...cardTypesQueryOptions(), enabled });
}

export function vipSettingsQueryOptions() {
  return onlineQuery({
    offline: 'wait',
    queryKey: vipKeys.of('ajustes'),
    queryFn: () => apiClient.get<VipSettingsDto>('/vip/ajustes'),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useVipSettingsQuery(enabled: boolean) {
  return useQuery({ ...vipSettingsQueryOptions(), enabled });
}
