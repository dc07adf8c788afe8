// Tonight live for a user with 302 (GET /api/gerencia/en-vivo): asked again every 20 s while the
// browser is online and the tab is visible. The last answer is the screen's offline copy
// (src/lib/offline-copy.ts), so a reload without connection still shows the last figures, stated
// as "Datos al …" (the time the server computed them).
import { useQuery } from '@tanstack/react-query';
import { LIVE_REFRESH_MS } from '../../../contract/gerencia-live';
import { useOfflineCopy } from '../../../lib/offline-copy';
import { onlineGet } from '../../../lib/online-api';
import { gerenciaKeys } from '../../../lib/query-keys';

export function liveTonightQueryOptions(venueId: string, online: boolean) {
  return onlineGet(gerenciaKeys.of('en-vivo', venueId), '/gerencia/en-vivo', {
    offline: 'wait',
    staleTime: LIVE_REFRESH_MS / 2,
    refetchInterval: online ? LIVE_REFRESH_MS : false,
    refetchOnReconnect: true,
    retry: 1,
  });
}

/** The query (for its error) and the figures: the server's, or offline the copy kept last. */
export function useLiveTonightQuery(venueId: string, online: boolean) {
  const query = useQuery(liveTonightQueryOptions(venueId, online));
  const kept = useOfflineCopy('home:live-tonight', query, { answeredAt: (live) => live.generatedAt });
  return { query, live: kept.data };
}
