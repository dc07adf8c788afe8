// Names of the points of sale's kinds and of the payment methods as the management screens show them.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentKind, PosKind } from '../../contract/gerencia';

export const POS_KIND_LABELS: Record<PosKind, MessageDescriptor> = {
  ticket_office: msg`Boletería`,
  bar: msg`Barra`,
  cloakroom: msg`Guardarropa`,
  cashier: msg`Caja`,
  restaurant: msg`Restaurante`,
};

export const PAYMENT_LABELS: Record<PaymentKind, MessageDescriptor> = {
  cash: msg`Efectivo`,
  card: msg`Tarjeta`,
  vip_card: msg`Tarjeta VIP`,
  transfer: msg`Transferencia`,
  wallet: msg`Billetera`,
};

/** "23 h" — a local hour of the night. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')} h`;

export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function daysAgoIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
