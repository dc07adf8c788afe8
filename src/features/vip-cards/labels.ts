// Words and colours of the VIP card screens for the contract's codes (statuses, ledger kinds,
// money methods, balance filters), as message descriptors translated where they show.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardStatus, LedgerEntryDto, LedgerKind, SaldoFilter } from '../../contract/vip';
import { fMoney } from '../../lib/format-number';
import { PAYMENT_LABELS } from '../../lib/i18n/sale-labels';

export const STATUS_LABELS: Record<CardStatus, MessageDescriptor> = {
  active: msg`Activa`,
  blocked: msg`Bloqueada`,
  lost: msg`Perdida`,
};
export const STATUS_COLORS: Record<CardStatus, string> = { active: 'green', blocked: 'orange', lost: 'red' };

export const KIND_LABELS: Record<LedgerKind, MessageDescriptor> = {
  topup: msg`Carga`,
  consumption: msg({ message: 'Consumo', context: 'movimiento de tarjeta VIP' }),
  payment: msg`Pago`,
  refund: msg`Devolución`,
  adjustment: msg`Ajuste`,
};
export const KIND_COLORS: Record<LedgerKind, string> = {
  topup: 'green',
  consumption: 'purple',
  payment: 'blue',
  refund: 'orange',
  adjustment: 'gray',
};

/** How money came in or went out: the words of the payment methods. */
export const METHOD_LABELS = PAYMENT_LABELS;

export function methodLabel(method: LedgerEntryDto['method']): MessageDescriptor | null {
  return method ? METHOD_LABELS[method] : null;
}

export const SALDO_LABELS: Record<SaldoFilter, MessageDescriptor> = {
  todos: msg`Todos los saldos`,
  con: msg`Con saldo`,
  sin: msg`Sin saldo`,
  negativo: msg`Saldo negativo`,
};

/**
 * The "Disponible" of a card as shown: its available amount while it is active; a blocked or lost
 * card can pay nothing, so it says "No disponible" rather than an amount it cannot spend (issue 19).
 */
export function availableText(status: CardStatus, available: number, i18n: I18n): string {
  return status === 'active' ? fMoney(available, undefined, i18n) : i18n._(msg`No disponible`);
}
