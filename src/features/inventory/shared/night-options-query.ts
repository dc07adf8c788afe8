// The nights and locations the nightly screens and the report filters pick from, read from the
// network (GET /api/inventarios/noches), online-only: the server adds what the replica lacks.
import { useQuery } from '@tanstack/react-query';
import { onlineGet } from '../../../lib/online-api';
import { inventariosKeys } from '../../../lib/query-keys';

export function nightOptionsQuery() {
  return onlineGet(inventariosKeys.of('noches'), '/inventarios/noches', { offline: 'wait', staleTime: 60_000, retry: 1 });
}

export function useNightOptionsQuery() {
  return useQuery(nightOptionsQuery());
}
