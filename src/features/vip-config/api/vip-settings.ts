// The venue's VIP settings: the age after which an offline balance is flagged as stale, and the bar
// that serves the VIP tables' orders. Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { VipServiceBarBody, VipSettingsBody } from '../../../contract/vip-config';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { vipKeys } from '../../../lib/query-keys';

export function vipSettingsQueryOptions() {
  return onlineGet(vipKeys.of('ajustes'), '/vip/ajustes', { offline: 'wait', staleTime: 60_000, retry: 1 });
}

export function useVipSettingsQuery() {
  return useQuery(vipSettingsQueryOptions());
}

export function useSaveVipSettings() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: VipSettingsBody) => api.put('/vip/ajustes', { body }),
    answerTo: vipKeys.of('ajustes'),
  });
}

/** "Barra que sirve las mesas VIP": the bar a delivered table order is a sale of, and the active bars. */
export function vipServiceBarQueryOptions() {
  return onlineGet(vipKeys.of('ajustes-barra'), '/vip/ajustes/barra', { offline: 'wait', staleTime: 60_000, retry: 1 });
}

export function useVipServiceBarQuery() {
  return useQuery(vipServiceBarQueryOptions());
}

export function useSaveVipServiceBar() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: VipServiceBarBody) => api.put('/vip/ajustes/barra', { body }),
    answerTo: vipKeys.of('ajustes-barra'),
  });
}
