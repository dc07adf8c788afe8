// Online-only: the open recount tasks and resolving one (a fresh count applied as the truth).
import { useQuery } from '@tanstack/react-query';
import type { RecountTaskDto, ResolveRecountBody, ResolveRecountResponse } from '../../../../contract/inventory-counts';
import { apiClient } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';

export function recountsQueryOptions() {
  return onlineGet<RecountTaskDto[]>(inventariosKeys.of('recuentos'), '/inventarios/recuentos', {
    offline: 'wait',
    retry: 0,
  });
}

export function useRecountsQuery(enabled = true) {
  return useQuery({ ...recountsQueryOptions(), enabled });
}

export function useResolveRecount() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id: string; body: ResolveRecountBody }) =>
      apiClient.post<ResolveRecountResponse>(`/inventarios/recuentos/${id}/resolver`, body),
    // The recount adds an adjustment: the differences and the history change with it.
    refresh: [inventariosKeys.all],
  });
}
