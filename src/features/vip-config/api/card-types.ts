// Card types are edited online only (a name must be unique in the venue and switching credit off
// checks the cards' debts on the server). The list is one query; every change refetches it, and
// the card screens, which show the types too, read the same key. Paths and answers are typed by
// the API document.
import { useQuery } from '@tanstack/react-query';
import type { CardTypeBody } from '../../../contract/vip-config';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { vipKeys } from '../../../lib/query-keys';

export function cardTypesQueryOptions() {
  return onlineGet(vipKeys.of('tipos'), '/vip/tipos', { offline: 'wait', staleTime: 30_000, retry: 1 });
}

export function useCardTypesQuery() {
  return useQuery(cardTypesQueryOptions());
}

function useTypeMutation<V, R>(call: (vars: V) => Promise<R>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: call, refresh: [vipKeys.of('tipos')] });
}

export function useSaveCardType() {
  return useTypeMutation(({ id, body }: { id?: string; body: CardTypeBody }) =>
    id ? api.put('/vip/tipos/{id}', { params: { id }, body }) : api.post('/vip/tipos', { body }),
  );
}

export function useDeleteCardType() {
  return useTypeMutation((id: string) => api.delete('/vip/tipos/{id}', { params: { id } }));
}
