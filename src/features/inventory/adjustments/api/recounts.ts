// Online-only: the open recount tasks and resolving one (a fresh count applied as the truth).
import { useQuery } from '@tanstack/react-query';
import type { ResolveRecountBody } from '../../../../contract/inventory-counts';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function recountsQueryOptions() {
  return onlineGet(inventariosKeys.of('recuentos'), '/inventarios/recuentos', { offline: 'wait', retry: 0 });
}

export function useRecountsQuery(enabled = true) {
  return useQuery({ ...recountsQueryOptions(), enabled });
}

export function useResolveRecount() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id: string; body: ResolveRecountBody }) =>
      api.post('/inventarios/recuentos/{id}/resolver', { params: { id }, body }),
    // The recount adds an adjustment: the differences and the history change with it.
    refresh: [inventariosKeys.all],
  });
}
