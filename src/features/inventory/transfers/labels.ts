// Words for the codes these screens show: movement kinds, note statuses and the usual
// breakage reasons. Reasons chosen from the list are stored in Spanish (the source language, as
// the seed and the other devices write them) and translated when shown.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MovementKind, TransferStatus } from '../../../contract/inventory-transfers';

export const MOVEMENT_KIND_LABELS: Record<MovementKind, MessageDescriptor> = {
  purchase: msg`Compra`,
  transfer_out: msg`Salida por remito`,
  transfer_in: msg`Entrada por remito`,
  breakage: msg`Rotura`,
  count_adjustment: msg`Ajuste por conteo`,
  preload: msg`Precarga`,
  sale_consumption: msg`Consumo por ventas`,
  sale_reversal: msg`Anulación de venta`,
  reset: msg`Limpieza de barra`,
  comp: msg`Cortesía`,
};

/** Chakra colour palettes per kind: entries green-ish, exits red-ish, corrections neutral. */
export const MOVEMENT_KIND_COLORS: Record<MovementKind, string> = {
  purchase: 'green',
  transfer_out: 'orange',
  transfer_in: 'teal',
  breakage: 'red',
  count_adjustment: 'purple',
  preload: 'blue',
  sale_consumption: 'gray',
  sale_reversal: 'cyan',
  reset: 'pink',
  comp: 'yellow',
};

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, MessageDescriptor> = {
  draft: msg`Borrador`,
  sent: msg`Enviado`,
  received: msg`Recibido`,
};

export const TRANSFER_STATUS_COLORS: Record<TransferStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  received: 'green',
};

/** The usual reasons, in Spanish as stored; `OTHER_REASON` asks for the user's own words. */
export const BREAKAGE_REASONS: Record<string, MessageDescriptor> = {
  'Se cayó de la estantería': msg`Se cayó de la estantería`,
  'Botella rota al destapar': msg`Botella rota al destapar`,
  'Lata pinchada': msg`Lata pinchada`,
  'Se resbaló en la barra': msg`Se resbaló en la barra`,
  'Caja dañada al descargar': msg`Caja dañada al descargar`,
  'Cliente tiró la botella': msg`Cliente tiró la botella`,
  'Producto vencido': msg`Producto vencido`,
};
export const OTHER_REASON = 'other';

/** The stored reason: the chosen one (with the detail after a colon) or the free text. */
export function composeReason(preset: string, detail: string): string {
  const text = detail.trim();
  if (preset === OTHER_REASON) return text;
  return text ? `${preset}: ${text}` : preset;
}

/** A stored reason in the interface language (the preset part; the user's own words as written). */
export function translateReason(i18n: I18n, reason: string): string {
  const exact = BREAKAGE_REASONS[reason];
  if (exact) return i18n._(exact);
  const colon = reason.indexOf(': ');
  if (colon > 0) {
    const preset = BREAKAGE_REASONS[reason.slice(0, colon)];
    if (preset) return `${i18n._(preset)}: ${reason.slice(colon + 2)}`;
  }
  return reason;
}
