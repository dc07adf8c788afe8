// The card endpoints (online only): the CtaCte of one card, every card action, the user's own
// cards and, for a device without a replica, SPEC §7 cards/consulta. Every action answers the card
// after it (CardActionAnswer); the screen puts that row into the replica so the list shows the new
// balance at once, and the card's detail is fetched again. Paths and answers are typed by the API
// document.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdjustmentBody,
  CardActionAnswer,
  ConsumptionBody,
  IssueCardBody,
  LedgerQuery,
  MoneyInBody,
  RefundBody,
  ReplaceCardBody,
  SaldoFilter,
  StatusChangeBody,
  UpdateCardBody,
} from '../../../contract/vip';
import { api } from '../../../lib/api-client';
import { compactQuery, onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { accountKeys, cardsKeys } from '../../../lib/query-keys';
import type { ConsultaResult } from '../card-list-store';

export function consultaCards(saldo: SaldoFilter): Promise<ConsultaResult> {
  return api.post('/cards/consulta', { body: { saldo } });
}

export function cardDetailQueryOptions(id: string, filters: LedgerQuery) {
  // The filters hold no empty values (an unset one is undefined, which is not sent).
  return onlineGet(cardsKeys.of('detail', id, compactQuery(filters)), '/cards/{id}', {
    offline: 'wait',
    params: { id },
    query: filters,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: (count, error) => count < 1 && ![403, 404].includes((error as { status?: number }).status ?? 0),
  });
}

export function useCardDetailQuery(id: string, filters: LedgerQuery, enabled: boolean) {
  return useQuery({ ...cardDetailQueryOptions(id, filters), enabled });
}

export type CardAction =
  | { kind: 'issue'; body: IssueCardBody }
  | { kind: 'update'; cardId: string; body: UpdateCardBody }
  | { kind: 'carga' | 'pago'; cardId: string; body: MoneyInBody; key?: string }
  | { kind: 'devolucion'; cardId: string; body: RefundBody; key?: string }
  | { kind: 'ajuste'; cardId: string; body: AdjustmentBody; key?: string }
  | { kind: 'consumo'; cardId: string; body: ConsumptionBody; key?: string }
  | { kind: 'estado'; cardId: string; body: StatusChangeBody }
  | { kind: 'reemplazo'; cardId: string; body: ReplaceCardBody; key?: string };

export function runCardAction(action: CardAction): Promise<CardActionAnswer> {
  if (action.kind === 'issue') return api.post('/cards', { body: action.body });
  const params = { id: action.cardId };
  if (action.kind === 'update') return api.put('/cards/{id}', { params, body: action.body });
  if (action.kind === 'estado') return api.post('/cards/{id}/estado', { params, body: action.body });
  // A money action carries its Idempotency-Key (one per submit): a retry never charges twice.
  const headers = action.key ? { 'Idempotency-Key': action.key } : undefined;
  switch (action.kind) {
    case 'carga':
      return api.post('/cards/{id}/carga', { params, body: action.body, headers });
    case 'pago':
      return api.post('/cards/{id}/pago', { params, body: action.body, headers });
    case 'devolucion':
      return api.post('/cards/{id}/devolucion', { params, body: action.body, headers });
    case 'ajuste':
      return api.post('/cards/{id}/ajuste', { params, body: action.body, headers });
    case 'consumo':
      return api.post('/cards/{id}/consumo', { params, body: action.body, headers });
    case 'reemplazo':
      return api.post('/cards/{id}/reemplazo', { params, body: action.body, headers });
  }
}

/** Runs an action; `onCard` receives the card(s) it changed (a replacement changes two). */
export function useCardAction(onCard: (answer: CardActionAnswer, action: CardAction) => Promise<void> | void) {
  // Money moves at the server's word, now: an action never waits to be sent later.
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: runCardAction,
    onSuccess: (answer, action) => onCard(answer, action),
    refresh: [cardsKeys.of('detail'), accountKeys.of('cards')],
  });
}

export function myCardsQueryOptions() {
  return onlineGet(accountKeys.of('cards'), '/account/cards', { offline: 'wait', staleTime: 15_000, retry: 1 });
}

export function useMyCardsQuery() {
  return useQuery(myCardsQueryOptions());
}

/** The registers open tonight, asked while a money dialog is open (a register opens or closes at any time). */
export function useOpenRegistersQuery(enabled: boolean) {
  return useQuery(
    onlineGet(cardsKeys.of('cajas-abiertas'), '/cards/cajas-abiertas', { offline: 'wait', enabled, staleTime: 10_000, retry: 1 }),
  );
}
