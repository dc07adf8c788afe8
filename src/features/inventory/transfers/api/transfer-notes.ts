// Transfer notes (remitos/transferencias) are online-only: a note moves stock at two places and
// takes a number the server hands out, so the screen needs the server and says so when offline.
// One query per list and per note; each action (save, send, receive) answers the updated note,
// which goes straight into the cache before the lists refetch.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReceiveBody,
  SendBody,
  TransferListQuery,
  TransferNoteBody,
  TransferNoteDetail,
  TransferNoteSummary,
} from '../../../../contract/inventory-transfers';
import { apiClient } from '../../../../lib/api-client';
import { inventariosKeys } from '../../../../lib/query-keys';

/** Drops empty filters so the query key and the URL only carry what is set. */
export function compactQuery<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Partial<T>;
}

export function transferNotesQueryOptions(filters: TransferListQuery) {
  const query = compactQuery(filters);
  return queryOptions({
    queryKey: inventariosKeys.of('remitos', 'list', query),
    queryFn: () => apiClient.get<TransferNoteSummary[]>('/inventarios/remitos', { query }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: 1,
  });
}

export function useTransferNotesQuery(filters: TransferListQuery) {
  return useQuery(transferNotesQueryOptions(filters));
}

export function transferNoteQueryOptions(id: string) {
  return queryOptions({
    queryKey: inventariosKeys.of('remitos', 'detail', id),
    queryFn: () => apiClient.get<TransferNoteDetail>(`/inventarios/remitos/${id}`),
    staleTime: 10_000,
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });
}

export function useTransferNoteQuery(id: string | undefined) {
  return useQuery({ ...transferNoteQueryOptions(id ?? ''), enabled: !!id });
}

function useNoteMutation<V>(call: (vars: V) => Promise<TransferNoteDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (note) => {
      queryClient.setQueryData(transferNoteQueryOptions(note.id).queryKey, note);
      void queryClient.invalidateQueries({ queryKey: inventariosKeys.of('remitos', 'list') });
      // Sending and receiving write movements: the ledger is stale now.
      void queryClient.invalidateQueries({ queryKey: inventariosKeys.of('movimientos') });
    },
  });
}

export function useSaveTransferNote() {
  return useNoteMutation(({ id, body }: { id?: string; body: TransferNoteBody }) =>
    id
      ? apiClient.put<TransferNoteDetail>(`/inventarios/remitos/${id}`, body)
      : apiClient.post<TransferNoteDetail>('/inventarios/remitos', body),
  );
}

/** Sends a draft; `allowBelowZero` once the sender confirmed taking the origin below zero. */
export function useSendTransferNote() {
  return useNoteMutation(({ id, allowBelowZero }: { id: string; allowBelowZero: boolean }) =>
    apiClient.post<TransferNoteDetail>(`/inventarios/remitos/${id}/enviar`, { allowBelowZero } satisfies SendBody),
  );
}

export function useReceiveTransferNote() {
  return useNoteMutation(({ id, body }: { id: string; body: ReceiveBody }) =>
    apiClient.post<TransferNoteDetail>(`/inventarios/remitos/${id}/recibir`, body),
  );
}
