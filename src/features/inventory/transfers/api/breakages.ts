// The breakage recorded on the server (GET /api/inventarios/roturas). What this device recorded
// and has not sent yet comes from the outbox instead (data/use-queued-breakages.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BreakageListQuery } from '../../../../contract/inventory-transfers';
import { onlineGet } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { filledQuery } from '../../shared/filled-query';

export function breakagesQueryOptions(filters: BreakageListQuery) {
  const query = filledQuery(filters);
  return onlineGet(inventariosKeys.of('roturas', query), '/inventarios/roturas', {
    offline: 'wait',
    query,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: 1,
  });
}

export function useBreakagesQuery(filters: BreakageListQuery) {
  return useQuery(breakagesQueryOptions(filters));
}
