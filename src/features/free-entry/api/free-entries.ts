// The guest-list endpoints (online only): the lists of one night by promoter, and adding, editing
// and voiding a guest. Every change answers the entry, which goes into the replica at once so the
// door (offline from the replica) sees it without waiting for the next pull. Paths and answers are
// typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { FreeEntryCreateBody, FreeEntryDto, FreeEntryUpdateBody } from '../../../contract/free-entry';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { entradasKeys } from '../../../lib/query-keys';

export function guestListsQueryOptions(nightId: string) {
  return onlineGet(entradasKeys.of('lists', nightId), '/entradas', {
    offline: 'wait',
    query: { nightId },
    staleTime: 10_000,
    retry: (count, error) => count < 1 && ![403, 404].includes((error as { status?: number }).status ?? 0),
  });
}

export function useGuestListsQuery(nightId: string | undefined, enabled: boolean) {
  return useQuery({ ...guestListsQueryOptions(nightId ?? ''), enabled: enabled && !!nightId });
}

export type GuestAction =
  | { kind: 'create'; body: FreeEntryCreateBody }
  | { kind: 'update'; id: string; body: FreeEntryUpdateBody }
  | { kind: 'void'; id: string };

export function runGuestAction(action: GuestAction): Promise<FreeEntryDto> {
  if (action.kind === 'create') return api.post('/entradas', { body: action.body });
  if (action.kind === 'update') return api.put('/entradas/{id}', { params: { id: action.id }, body: action.body });
  return api.post('/entradas/{id}/anular', { params: { id: action.id } });
}

export function useGuestAction(onEntry: (entry: FreeEntryDto) => Promise<void> | void) {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: runGuestAction,
    onSuccess: (entry) => onEntry(entry),
    refresh: [entradasKeys.of('lists')],
  });
}
