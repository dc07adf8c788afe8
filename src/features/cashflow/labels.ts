// What the cash-flow screens call accounts, movement kinds and payment methods, in the interface
// language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountKind, MovementKind, PaymentMethodKind } from '../../contract/cashflow';
import { parseMoney } from '../../contract/numbers';

const ACCOUNT: Record<AccountKind, MessageDescriptor> = {
  register: msg`Caja registradora`,
  safe: msg`Caja fuerte`,
  bank: msg`Banco`,
  wallet: msg`Billetera virtual`,
};
const MOVEMENT: Record<MovementKind, MessageDescriptor> = {
  income: msg`Ingreso`,
  expense: msg`Egreso`,
  transfer: msg`Transferencia`,
  extraction: msg`Extracción`,
  staff_payment: msg`Pago al personal`,
};
const METHOD: Record<PaymentMethodKind, MessageDescriptor> = {
  cash: msg`Efectivo`,
  card: msg`Tarjeta de débito o crédito`,
  vip_card: msg`Tarjeta VIP`,
  transfer: msg`Transferencia bancaria`,
  wallet: msg`Billetera virtual (QR)`,
};

export const accountKindLabel = (i18n: I18n, kind: AccountKind) => i18n._(ACCOUNT[kind]);
export const movementKindLabel = (i18n: I18n, kind: MovementKind) => i18n._(MOVEMENT[kind]);
export const methodLabel = (i18n: I18n, method: PaymentMethodKind) => i18n._(METHOD[method]);

/**
 * The night a movement made now belongs to by default: the night under way (open), newest first as
 * the nights list comes; '' (none) when no night is open.
 */
export function nightUnderWay(options: readonly { id: string; status: string }[] | undefined): string {
  return options?.find((n) => n.status === 'open')?.id ?? '';
}

/** Typed pesos as cents (> 0), or null: the screens' one reading of an amount (numbers.ts rules). */
export function typedCents(text: string): number | null {
  const parsed = parseMoney(text, { allowZero: false });
  return parsed.ok && parsed.value > 0 ? parsed.value : null;
}

/** Today in the browser's calendar as YYYY-MM-DD. */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The first day of the month `monthsBack` months ago, YYYY-MM-DD. */
export function monthStartIso(monthsBack = 0): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - monthsBack);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
}
