// The words for a sale's point-of-sale kind and payment method (their contract codes), shared by
// the management, satélite, cancellation and VIP card screens: translated where they are shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SalePaymentKind } from '../../contract/cashflow';
import type { PosKind } from '../../contract/pos';

export const POS_KIND_LABELS: Record<PosKind, MessageDescriptor> = {
  ticket_office: msg`Boletería`,
  bar: msg`Barra`,
  cloakroom: msg`Guardarropa`,
  cashier: msg`Caja`,
  restaurant: msg`Restaurante`,
};

export const PAYMENT_LABELS: Record<SalePaymentKind, MessageDescriptor> = {
  cash: msg`Efectivo`,
  card: msg`Tarjeta`,
  vip_card: msg`Tarjeta VIP`,
  transfer: msg`Transferencia`,
  wallet: msg`Billetera`,
  table_bill: msg`Cuenta de la mesa`,
};
