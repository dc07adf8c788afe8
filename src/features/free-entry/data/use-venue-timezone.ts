// The venue's timezone, for cutoff times shown at the door: the door's phone may be set to another
// zone (or offline). Read from the server when online (tonight's night carries it), with an offline
// copy (src/lib/offline-copy.ts); the device's own zone until it is first known.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useOfflineCopy } from '../../../lib/offline-copy';
import { onlineQuery } from '../../../lib/online-api';
import { nightsKeys } from '../../../lib/query-keys';
import { useOnline } from '../../../lib/ui/online-only';

export function useVenueTimezone(): string | undefined {
  const online = useOnline();
  const current = useQuery(
    onlineQuery({
      offline: 'wait',
      queryKey: nightsKeys.of('current', 'timezone'),
      queryFn: async () => (await api.get('/nights/current')).night?.timezone ?? null,
      enabled: online,
      staleTime: 60 * 60_000,
      retry: false,
    }),
  );
  // No night tonight answers null: the zone kept before still holds.
  const fresh = current.data ?? undefined;
  return useOfflineCopy('freeEntry.timezone', { data: fresh, dataUpdatedAt: current.dataUpdatedAt }).data;
}
