// The venue's timezone, for cutoff times shown at the door: the door's phone may be set to another
// zone (or offline). Read from the server when online (tonight's night carries it), cached in the
// replica's UI state for offline use; the device's own zone until it is first known.
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { CurrentNight } from '../../../contract/business-date';
import { apiClient } from '../../../lib/api-client';
import { nightsKeys } from '../../../lib/query-keys';
import { useReplica } from '../../../lib/sync/use-replica';
import { useOnline } from '../../../lib/ui/online-only';

const KEY = 'freeEntry.timezone';

export function useVenueTimezone(): string | undefined {
  const db = useReplica()?.db;
  const online = useOnline();
  const current = useQuery({
    queryKey: nightsKeys.of('current', 'timezone'),
    queryFn: async () => (await apiClient.get<{ night: CurrentNight | null }>('/nights/current')).night?.timezone ?? null,
    enabled: online,
    staleTime: 60 * 60_000,
    retry: false,
  });
  const cached = useLiveQuery(async () => {
    const value = db ? (await db.uiState.get(KEY))?.value : undefined;
    return typeof value === 'string' ? value : null;
  }, [db]);
  const fresh = current.data ?? undefined;
  useEffect(() => {
    if (db && fresh && fresh !== cached) void db.uiState.put({ key: KEY, value: fresh });
  }, [db, fresh, cached]);
  return fresh ?? cached ?? undefined;
}
