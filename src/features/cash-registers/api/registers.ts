// The night's registers are read and written online only (writes offline 'fail', src/lib/online-api.ts): the float, the count and the close move
// money under the server's locks. Every change refetches the registers and the extraction screen's
// summary, so the cards, the badges and the figures move together.
import { useQuery } from '@tanstack/react-query';
import type {
  ConfirmRegisterBody,
  CountRegisterBody,
  OpenRegisterBody,
  ReasonRegisterBody,
  RegisterSessionDto,
} from '../../../contract/cash-registers';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { cashflowKeys, extraccionesKeys } from '../../../lib/query-keys';

// Paths and answers are typed by the API document (generated/api.gen.ts).
export function useRegistersQuery(nightId: string | undefined) {
  return useQuery(
    onlineGet(cashflowKeys.of('cajas', nightId), '/cashflow/cajas', {
      offline: 'wait',
      query: { nightId: nightId ?? '' },
      enabled: Boolean(nightId),
      refetchInterval: 60_000,
    }),
  );
}

function useRegisterMutation<B>(call: (body: B) => Promise<RegisterSessionDto>) {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: call,
    refresh: [cashflowKeys.of('cajas'), extraccionesKeys.of('resumen')],
  });
}

export const useOpenRegister = () => useRegisterMutation((body: OpenRegisterBody) => api.post('/cashflow/cajas/abrir', { body }));

export const useCountRegister = (sessionId: string) =>
  useRegisterMutation((body: CountRegisterBody) => api.post('/cashflow/cajas/{id}/contar', { params: { id: sessionId }, body }));

export const useExplainRegister = (sessionId: string) =>
  useRegisterMutation((body: ReasonRegisterBody) => api.post('/cashflow/cajas/{id}/motivo', { params: { id: sessionId }, body }));

export const useConfirmRegister = (sessionId: string) =>
  useRegisterMutation((body: ConfirmRegisterBody) =>
    api.post('/cashflow/cajas/{id}/confirmar', { params: { id: sessionId }, body }),
  );

export const useRecountRegister = (sessionId: string) =>
  useRegisterMutation((_: undefined) => api.post('/cashflow/cajas/{id}/recontar', { params: { id: sessionId } }));
