// The guest page's calls (no sign-in: the table link's token is the credential). The menu and the
// table's orders are polled every 10 s so the guest sees "aceptado" / "entregado" as staff move.
import { useQuery } from '@tanstack/react-query';
import type { GuestOrderBody, GuestOrderDto } from '../../../contract/vip-orders';
import { api, isApiError } from '../../../lib/api-client';
import { onlineGet } from '../../../lib/online-api';
import { publicKeys } from '../../../lib/query-keys';

export const GUEST_POLL_MS = 10_000;

export function guestMenuQueryOptions(token: string) {
  return onlineGet(publicKeys.of('mesa', token), '/public/mesa/{token}', {
    offline: 'wait',
    params: { token },
    staleTime: 0,
    // An expired link stays expired: no retry for a 4xx.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status !== undefined && error.status < 500),
  });
}

export function useGuestMenuQuery(token: string) {
  return useQuery({
    ...guestMenuQueryOptions(token),
    refetchInterval: (query) => (isApiError(query.state.error) && query.state.error.status === 401 ? false : GUEST_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

export function sendGuestOrder(token: string, body: GuestOrderBody): Promise<GuestOrderDto> {
  return api.post('/public/mesa/{token}/orden', { params: { token }, body });
}
