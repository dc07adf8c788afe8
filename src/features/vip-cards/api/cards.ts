// The card endpoints (online only): the CtaCte of one card, every card action, the user's own
// cards and, for a device without a replica, SPEC §7 cards/consulta. Every action answers the card
// after it (CardActionAnswer); the screen puts that row into the replica so the list shows the new
// balance at once, and the card's detail is fetched again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdjustmentBody,
  CardActionAnswer,
  CardDetailDto,
  ConsumptionBody,
  IssueCardBody,
  LedgerQuery,
  MoneyInBody,
  MyCardDto,
  RefundBody,
  ReplaceCardBody,
  SaldoFilter,
  StatusChangeBody,
  UpdateCardBody,
} from '../../../contract/vip';
import { apiClient } from '../../../lib/api-client';
import { compactQuery, onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { accountKeys, cardsKeys } from '../../../lib/query-keys';
import type { ConsultaResult } from '../card-list-store';

export function consultaCards(saldo: SaldoFilter): Promise<ConsultaResult> {
  return apiClient.post<ConsultaResult>('/cards/consulta', { saldo });
}

export function cardDetailQueryOptions(id: string, filters: LedgerQuery) {
  const query = compactQuery(filters);
  return onlineGet<CardDetailDto>(cardsKeys.of('detail', id, query), `/cards/${id}`, {
    offline: 'wait',
    query,
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
  if (action.kind === 'issue') return apiClient.post<CardActionAnswer>('/cards', action.body);
  if (action.kind === 'update') return apiClient.put<CardActionAnswer>(`/cards/${action.cardId}`, action.body);
  // A money action carries its Idempotency-Key (one per submit): a retry never charges twice.
  const key = 'key' in action ? action.key : undefined;
  return apiClient.post<CardActionAnswer>(
    `/cards/${action.cardId}/${action.kind}`,
    action.body,
    key ? { headers: { 'Idempotency-Key': key } } : undefined,
  );
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
  return onlineGet<MyCardDto[]>(accountKeys.of('cards'), '/account/cards', {
    offline: 'wait',
    staleTime: 15_000,
    retry: 1,
  });
}

export function useMyCardsQuery() {
  return useQuery(myCardsQueryOptions());
}

/** A register taking cash tonight (where a cash top-up, payment or refund is booked). */
export interface OpenRegister {
  pointOfSaleId: string;
  name: string;
}

/** The registers open tonight, asked while a money dialog is open (a register opens or closes at any time). */
export function useOpenRegistersQuery(enabled: boolean) {
  return useQuery(
    onlineGet<OpenRegister[]>(cardsKeys.of('cajas-abiertas'), '/cards/cajas-abiertas', {
      offline: 'wait',
      enabled,
      staleTime: 10_000,
      retry: 1,
    }),
  );
}
