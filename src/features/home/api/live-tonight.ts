// Tonight live for a user with 302 (GET /api/gerencia/en-vivo): asked again every 20 s while the
// browser is online and the tab is visible. The last answer is kept in localStorage per venue, so
// a reload without connection still shows the last figures, stated as "Datos al …".
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_REFRESH_MS, type LiveTonightDto } from '../../../contract/gerencia-live';
import { apiClient } from '../../../lib/api-client';
import { gerenciaKeys } from '../../../lib/query-keys';
import { readJson, writeJson } from '../../../lib/storage';

const storageKey = (venueId: string) => `noctua.live-tonight.${venueId}`;

function isLive(value: unknown): value is LiveTonightDto {
  return typeof value === 'object' && value !== null && 'generatedAt' in value && 'sales' in value;
}

/** The last answer saved on this device for the venue, if any. */
export function savedLiveTonight(venueId: string): LiveTonightDto | undefined {
  const saved = readJson('local', storageKey(venueId));
  return isLive(saved) ? saved : undefined;
}

export function liveTonightQueryOptions(venueId: string, online: boolean) {
  const saved = savedLiveTonight(venueId);
  return queryOptions({
    queryKey: gerenciaKeys.of('en-vivo', venueId),
    queryFn: async () => {
      const live = await apiClient.get<LiveTonightDto>('/gerencia/en-vivo');
      writeJson('local', storageKey(venueId), live);
      return live;
    },
    initialData: saved,
    initialDataUpdatedAt: saved ? Date.parse(saved.generatedAt) : undefined,
    staleTime: LIVE_REFRESH_MS / 2,
    refetchInterval: online ? LIVE_REFRESH_MS : false,
    refetchOnReconnect: true,
    retry: 1,
  });
}

export function useLiveTonightQuery(venueId: string, online: boolean) {
  return useQuery(liveTonightQueryOptions(venueId, online));
}
