// Tonight's night for the home screen (GET /api/nights/current), with the last answer kept on the
// device (lib/offline-copy.ts): offline the card shows the night it last knew, saying from when.
// (Which night is tonight depends on the venue's clock, which the replica does not hold.)
import { useQuery } from '@tanstack/react-query';
import type { CurrentNight } from '../../../contract/business-date';
import { api } from '../../../lib/api-client';
import { useOfflineCopy } from '../../../lib/offline-copy';
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
  const query = useQuery(currentNightQueryOptions());
  const kept = useOfflineCopy<CurrentNight | null>('home.current-night', query);
  return {
    ...kept,
    isPending: query.isPending && !kept.fromCopy,
    isError: query.isError && !kept.fromCopy,
    error: query.error,
  };
}
