// The online-only calls of the cancellation screens: SPEC §7 consultarAnulaciones (the details the
// replica does not carry), one request for /support/autorizar, the recent sales to pick from, and
// the decisions. Asking for a cancellation is not here: it is the offline-safe outbox command.
import type { CancellationRequestDto, DecisionAnswer, RecentSaleDto } from '../../../contract/cancellations';
import { apiClient } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { ticketsKeys } from '../../../lib/query-keys';

const noRetryOn = (codes: number[]) => (count: number, error: unknown) =>
  count < 1 && !codes.includes((error as { status?: number }).status ?? 0);

export function cancellationsQueryOptions() {
  return onlineGet<CancellationRequestDto[]>(ticketsKeys.of('anulaciones', 'list'), '/tickets/consultarAnulaciones', {
    offline: 'wait',
    staleTime: 15_000,
    refetchInterval: 60_000,
    retry: noRetryOn([401, 403]),
  });
}

export function cancellationQueryOptions(id: string) {
  return onlineGet<CancellationRequestDto>(ticketsKeys.of('anulaciones', 'one', id), `/tickets/anulaciones/${id}`, {
    offline: 'wait',
    staleTime: 5_000,
    retry: noRetryOn([401, 403, 404, 422]),
  });
}

export function recentSalesQueryOptions(q: string, posId: string | null) {
  const query: Record<string, string> = {};
  if (q) query.q = q;
  if (posId) query.posId = posId;
  return onlineGet<RecentSaleDto[]>(ticketsKeys.of('ventas', query), '/tickets/ventas', {
    offline: 'wait',
    query,
    staleTime: 10_000,
    retry: noRetryOn([401, 403, 422]),
  });
}

export type Decision = { id: string; kind: 'aprobar' | 'rechazar'; note: string };

export function decide({ id, kind, note }: Decision): Promise<DecisionAnswer> {
  const body = kind === 'aprobar' && !note.trim() ? {} : { note };
  return apiClient.post<DecisionAnswer>(`/tickets/anulaciones/${id}/${kind}`, body);
}

export function useDecideMutation(onDecided: (answer: DecisionAnswer) => Promise<void> | void) {
  // A decision is the supervisor's, now: it never waits to be sent later.
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: decide,
    onSuccess: onDecided,
    refresh: [ticketsKeys.of('anulaciones')],
  });
}
