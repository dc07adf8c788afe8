// The tarjetasVip data list of SPEC §3 for a device without a replica (no IndexedDB): the cards
// come from `POST /api/cards/consulta` instead. Like every data list it starts loading and keeps
// an error value; SPEC §8: an answer with `isok: false` first empties the list, then stores the
// error, so a screen never shows stale cards beside the error.
import type { ConsultaAnswer, SaldoFilter, VipCardDto } from '../../contract/vip';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../../lib/api-client';

export interface CardListState {
  loading: boolean;
  error: string | null;
  data: VipCardDto[];
}

export type ConsultaFailure = { isok: false; message?: string };
export type ConsultaResult = ConsultaAnswer | ConsultaFailure;

export interface CardListStore {
  get(): CardListState;
  subscribe(listener: () => void): () => void;
  /** Asks the server; a later call wins over an earlier one still on its way. */
  load(saldo: SaldoFilter): Promise<void>;
}

function failureMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_ERROR_MESSAGE;
}

export function createCardListStore(consulta: (saldo: SaldoFilter) => Promise<ConsultaResult>): CardListStore {
  let state: CardListState = { loading: true, error: null, data: [] };
  const listeners = new Set<() => void>();
  let latest = 0;
  const set = (patch: Partial<CardListState>) => {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  };
  const fail = (message: string) => {
    set({ data: [], loading: false });
    set({ error: message });
  };

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load(saldo) {
      const call = ++latest;
      set({ loading: true });
      try {
        const answer = await consulta(saldo);
        if (call !== latest) return;
        if (answer.isok) set({ data: answer.data, error: null, loading: false });
        else fail(answer.message || FALLBACK_ERROR_MESSAGE);
      } catch (error) {
        if (call !== latest) return;
        // The server answers SPEC §8 failures as `{ isok: false, message }` with an error status too.
        const data = isApiError(error) ? (error.data as Partial<ConsultaFailure> | undefined) : undefined;
        fail(data?.isok === false && data.message ? data.message : failureMessage(error));
      }
    },
  };
}
