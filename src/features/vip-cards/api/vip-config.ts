// Read-only use of the VIP configuration by the card screens: the card types (for a device
// without a replica, which otherwise has them replicated) and the venue's "saldo al …" warning age.
// Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../lib/online-api';
import { vipKeys } from '../../../lib/query-keys';

export function cardTypesQueryOptions() {
  return onlineGet(vipKeys.of('tipos'), '/vip/tipos', { offline: 'wait', staleTime: 5 * 60_000, retry: 1 });
}

export function useCardTypesQuery(enabled: boolean) {
  return useQuery({ ...cardTypesQueryOptions(), enabled });
}

export function vipSettingsQueryOptions() {
  return onlineGet(vipKeys.of('ajustes'), '/vip/ajustes', { offline: 'wait', staleTime: 5 * 60_000, retry: false });
}

export function useVipSettingsQuery(enabled: boolean) {
  return useQuery({ ...vipSettingsQueryOptions(), enabled });
}
