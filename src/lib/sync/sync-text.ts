// Texts of the sync layer on screen. The engine and the outbox keep plain Spanish strings (they
// have no Lingui); the known ones are translated here at display time, and a server's reason is
// shown as it came (the server already answers in the user's language). Also the names of the
// replicated tables and the number and byte formats of the sync screens.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SyncTable } from '../../contract/sync';
import { translateKnownMessage } from '../i18n/known-messages';
import { OFFLINE_MESSAGE, PUSH_UNSUPPORTED_MESSAGE } from './sync-status';

/** The Spanish constants of src/lib/sync (engine.ts, the outbox), as they reach `lastError`. */
export const SYNC_MESSAGES: Record<string, MessageDescriptor> = {
  [OFFLINE_MESSAGE]: msg`No tienes conexión a internet`,
  [PUSH_UNSUPPORTED_MESSAGE]: msg`Este servidor no recibe cambios hechos sin conexión; quedan guardados en este dispositivo`,
  'Error desconocido': msg`Error desconocido`,
  'No se pudo guardar el cambio. Se reintentará.': msg`No se pudo guardar el cambio. Se reintentará.`,
  'No hay datos locales para este usuario': msg`No hay datos locales para este usuario`,
  'Los datos de la operación no son válidos': msg`Los datos de la operación no son válidos`,
};

/** A sync message in the active language: known constants translated, server reasons unchanged. */
export function translateSyncMessage(i18n: I18n, message: string): string {
  const known = SYNC_MESSAGES[message];
  return known ? i18n._(known) : translateKnownMessage(i18n, message);
}

export const SYNC_TABLE_LABELS: Record<SyncTable, MessageDescriptor> = {
  priceLists: msg`Listas de precios`,
  priceListItems: msg`Precios`,
  vipCardTypes: msg`Tipos de tarjeta VIP`,
  vipCards: msg`Tarjetas VIP`,
  goods: msg`Mercaderías`,
  goodBarcodes: msg`Códigos de barras`,
  products: msg`Productos`,
  stockLocations: msg`Depósitos y barras`,
  stockLevels: msg`Stock`,
  parLevels: msg`Stock ideal`,
  stockCounts: msg`Conteos de stock`,
  stockCountLines: msg`Líneas de conteo`,
  cancellationRequests: msg`Solicitudes de anulación`,
  nights: msg`Noches`,
  pointsOfSale: msg`Puntos de venta`,
  freeEntries: msg`Entradas gratis`,
  restoAreas: msg`Áreas del resto`,
  restoTables: msg`Mesas del resto`,
  restoStations: msg`Estaciones de cocina`,
  restoMenuItems: msg`Menú del resto`,
  restoModifiers: msg`Modificadores del menú`,
  kitchenOrders: msg`Comandas`,
  kitchenOrderLines: msg`Líneas de comandas`,
  transferNotes: msg`Remitos`,
  transferNoteLines: msg`Líneas de remitos`,
  breakages: msg`Roturas`,
};

/** Intl locale of the interface language (Spanish the Argentine way, as the dates). */
const INTL_LOCALES: Record<string, string> = { es: 'es-AR', de: 'de-DE', fr: 'fr-FR' };

export function intlLocale(i18n: I18n): string {
  return INTL_LOCALES[i18n.locale] ?? 'es-AR';
}

export function formatCount(i18n: I18n, value: number): string {
  return new Intl.NumberFormat(intlLocale(i18n)).format(value);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1,5 MB / 1,5 GB: decimal units, as browsers and operating systems show storage. */
export function formatBytes(i18n: I18n, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return new Intl.NumberFormat(intlLocale(i18n), {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
