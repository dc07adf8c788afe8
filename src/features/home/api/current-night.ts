// Tonight's night for the home screen (GET /api/nights/current): online-only for now; the nights
// table joins the local replica with the sync issue, and then this reads from Dexie instead.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onlineQuery } from '../../../lib/online-api';
import { nightsKeys } from '../../../lib/query-keys';

export function currentNightQueryOptions() {
  return onlineQuery({
    offline: 'wait',
    queryKey: nightsKeys.of('current'),
    queryFn: async () => (await api.get('/nights/current')).night,
    staleTime: 60_000,
    retry: 1,
  });
}

export function useCurrentNightQuery() {
  return useQuery(currentNightQueryOptions());
}
