// The table bill's calls (313/314): the bill of a reservation or table tonight, and its close. Online
// only: closing books the shortfall and the money collected. Paths and answers are typed by the API
// document.
import { useQuery } from '@tanstack/react-query';
import type { BillQuery, CloseBillBody } from '../../../contract/resto-bill';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';

const billKey = (q: BillQuery) => ['resto-bill', q.reservationId ?? '', q.tableId ?? '', q.nightId ?? ''] as const;

/** The bill, refreshed every 10 s while shown (orders are served meanwhile). */
export function useBillQuery(q: BillQuery) {
  return useQuery({
    ...onlineGet(billKey(q), '/resto/cuentas', { query: q, offline: 'wait', staleTime: 0, retry: 1 }),
    refetchInterval: 10_000,
  });
}

export type CloseBillInput = Omit<CloseBillBody, 'reservationId' | 'tableId' | 'nightId'>;

export function useCloseBill(q: BillQuery) {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: CloseBillInput) => api.post('/resto/cuentas/cerrar', { body: { ...q, ...body } }),
    answerTo: billKey(q),
  });
}
