// Transfer notes (remitos/transferencias) are online-only: a note moves stock at two places and
// takes a number the server hands out, so the screen needs the server and says so when offline.
// One query per list and per note; each action (save, send, receive) answers the updated note,
// which goes straight into the cache before the lists refetch.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ReceiveBody,
  TransferListQuery,
  TransferNoteBody,
  TransferNoteDetail,
} from '../../../../contract/inventory-transfers';
import { api } from '../../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../../lib/online-api';
import { inventariosKeys } from '../../../../lib/query-keys';
import { filledQuery } from '../../shared/filled-query';

export function transferNotesQueryOptions(filters: TransferListQuery) {
  const query = filledQuery(filters);
  return onlineGet(inventariosKeys.of('remitos', 'list', query), '/inventarios/remitos', {
    offline: 'wait',
    query,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: 1,
  });
}

export function useTransferNotesQuery(filters: TransferListQuery) {
  return useQuery(transferNotesQueryOptions(filters));
}

export function transferNoteQueryOptions(id: string) {
  return onlineGet(inventariosKeys.of('remitos', 'detail', id), '/inventarios/remitos/{id}', {
    offline: 'wait',
    params: { id },
    staleTime: 10_000,
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });
}

export function useTransferNoteQuery(id: string | undefined) {
  return useQuery({ ...transferNoteQueryOptions(id ?? ''), enabled: !!id });
}

function useNoteMutation<V>(call: (vars: V) => Promise<TransferNoteDetail>) {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: call,
    onSuccess: (note, _vars, _result, { client }) => client.setQueryData(transferNoteQueryOptions(note.id).queryKey, note),
    // Sending and receiving write movements: the ledger is stale now.
    refresh: [inventariosKeys.of('remitos', 'list'), inventariosKeys.of('movimientos')],
  });
}

export function useSaveTransferNote() {
  return useNoteMutation(({ id, body }: { id?: string; body: TransferNoteBody }) =>
    id ? api.put('/inventarios/remitos/{id}', { params: { id }, body }) : api.post('/inventarios/remitos', { body }),
  );
}

/** Sends a draft; `allowBelowZero` once the sender confirmed taking the origin below zero. */
export function useSendTransferNote() {
  return useNoteMutation(({ id, allowBelowZero }: { id: string; allowBelowZero: boolean }) =>
    api.post('/inventarios/remitos/{id}/enviar', { params: { id }, body: { allowBelowZero } }),
  );
}

export function useReceiveTransferNote() {
  return useNoteMutation(({ id, body }: { id: string; body: ReceiveBody }) =>
    api.post('/inventarios/remitos/{id}/recibir', { params: { id }, body }),
  );
}
