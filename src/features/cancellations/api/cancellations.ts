// The online-only calls of the cancellation screens: SPEC §7 consultarAnulaciones (the details the
// replica does not carry), one request for /support/autorizar, the recent sales to pick from, and
// the decisions. Asking for a cancellation is not here: it is the offline-safe outbox command.
// Paths and answers are typed by the API document.
import type { DecisionAnswer } from '../../../contract/cancellations';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { ticketsKeys } from '../../../lib/query-keys';

const noRetryOn = (codes: number[]) => (count: number, error: unknown) =>
  count < 1 && !codes.includes((error as { status?: number }).status ?? 0);

/** The request lists (the decider's and the requester's own): kept fresh while the screen is open. */
const LIST_READ = { offline: 'wait', staleTime: 15_000, refetchInterval: 60_000, retry: noRetryOn([401, 403]) } as const;

export function cancellationsQueryOptions() {
  return onlineGet(ticketsKeys.of('anulaciones', 'list'), '/tickets/consultarAnulaciones', LIST_READ);
}

/** The signed-in user's own requests (a cashier following up on what was asked). */
export function ownRequestsQueryOptions() {
  return onlineGet(ticketsKeys.of('anulaciones', 'mine'), '/tickets/mis-anulaciones', LIST_READ);
}

export function cancellationQueryOptions(id: string) {
  return onlineGet(ticketsKeys.of('anulaciones', 'one', id), '/tickets/anulaciones/{id}', {
    offline: 'wait',
    params: { id },
    staleTime: 5_000,
    retry: noRetryOn([401, 403, 404, 422]),
  });
}

export function recentSalesQueryOptions(q: string, posId: string | null) {
  const query: { q?: string; posId?: string } = {};
  if (q) query.q = q;
  if (posId) query.posId = posId;
  return onlineGet(ticketsKeys.of('ventas', query), '/tickets/ventas', {
    offline: 'wait',
    query,
    staleTime: 10_000,
    retry: noRetryOn([401, 403, 422]),
  });
}

export type Decision = { id: string; kind: 'aprobar' | 'rechazar'; note: string };

export function decide({ id, kind, note }: Decision): Promise<DecisionAnswer> {
  if (kind === 'rechazar') return api.post('/tickets/anulaciones/{id}/rechazar', { params: { id }, body: { note } });
  return api.post('/tickets/anulaciones/{id}/aprobar', { params: { id }, body: note.trim() ? { note } : {} });
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
