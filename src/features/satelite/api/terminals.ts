// Terminals of the satélite screen, online only (the keys and statuses live on the server). The
// list refreshes on its own so "last seen" and the statuses follow the terminals' batches.
import { useQuery } from '@tanstack/react-query';
import type { CreateTerminalBody } from '../../../contract/satelite';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { sateliteKeys } from '../../../lib/query-keys';

const REFRESH_MS = 15_000;

export function terminalsQueryOptions(enabled = true) {
  return onlineGet(sateliteKeys.of('terminales'), '/satelite/terminales', {
    offline: 'wait',
    refetchInterval: REFRESH_MS,
    staleTime: 5_000,
    retry: 1,
    enabled,
  });
}

export function useTerminalsQuery(enabled: boolean) {
  return useQuery(terminalsQueryOptions(enabled));
}

function useTerminalMutation<V, R>(call: (vars: V) => Promise<R>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: call, refresh: [sateliteKeys.of('terminales')] });
}

export function useCreateTerminal() {
  return useTerminalMutation((body: CreateTerminalBody) => api.post('/satelite/terminales', { body }));
}

/** Creates or rotates the terminal's key; the answer carries it once. */
export function useGenerateKey() {
  return useTerminalMutation((id: string) => api.post('/satelite/terminales/{id}/clave', { params: { id } }));
}

export function useRevokeKey() {
  return useTerminalMutation((id: string) => api.post('/satelite/terminales/{id}/revocar', { params: { id } }));
}
