// The comps the server holds for a night (GET /api/inventarios/cortesias) and the staff who may
// authorise one (…/autorizantes). The staff list has an offline copy (src/lib/offline-copy.ts), so
// the comp form still offers it at a bar without network.
import { useQuery } from '@tanstack/react-query';
import { useOfflineCopy } from '../../../../lib/offline-copy';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

/** The staff who may authorise a comp: the server's list, or offline the copy kept last time. */
export function useCompAuthorisersQuery() {
  const query = useQuery(
    onlineGet(inventariosKeys.of('cortesias-autorizantes'), '/inventarios/cortesias/autorizantes', {
      offline: 'wait',
      staleTime: 5 * 60_000,
      retry: 1,
    }),
  );
  return useOfflineCopy('comps:authorisers', query);
}
export function useNightCompsQuery(nightId: string | undefined) {
  return useQuery(
    onlineGet(inventariosKeys.of('cortesias', { nightId }), '/inventarios/cortesias', {
      offline: 'wait',
      query: { nightId: nightId ?? '' },
      enabled: !!nightId,
      staleTime: 15_000,
      retry: 1,
    }),
  );
}
