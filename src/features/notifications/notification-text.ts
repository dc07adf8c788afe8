// The words of every notification kind (src/contract/notification-messages.ts) in the reader's
// language: each kind's title and description as Lingui messages (Spanish source, de/fr in the
// catalogs), its parameters formatted with the reader's locale (money, quantities, dates). The
// server words the same kinds for pushes (server/domain/notification-texts.ts). A row without a
// known message (older than the catalogue) shows its stored Spanish title and description.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type FormattedParams,
  formatNotificationParams,
  type NotificationMessageId,
  type NotificationParamType,
} from '../../contract/notification-messages';
import { fDate, fDateTime } from '../../lib/format-date';
import { fMoney, fQty } from '../../lib/format-number';
import type { AppNotification } from './notifications';

interface Words {
  title: MessageDescriptor;
  /** A message, or text already complete (a free-text reason). */
  body: MessageDescriptor | string;
}

/** A reason with the decider's note, if any. */
const withNote = (reason: string, note: string) => (note ? `${reason} — ${note}` : reason);

const TEXTS: { [K in NotificationMessageId]: (p: FormattedParams<K>) => Words } = {
  cancellationRequested: ({ user, reason }) => ({ title: msg`Nueva solicitud de anulación`, body: msg`${user}: ${reason}` }),
  cancellationApproved: ({ ticket, reason, note }) => ({
    title: msg`Anulación de #${ticket} aprobada`,
    body: withNote(reason, note),
  }),
  cancellationRejected: ({ ticket, reason, note }) => ({
    title: msg`Anulación de #${ticket} rechazada`,
    body: withNote(reason, note),
  }),
  cancellationsPending: () => ({
    title: msg`Solicitudes de anulación pendientes`,
    body: msg`Hay ventas esperando autorización.`,
  }),
  mobileOrder: ({ table, items }) => ({ title: msg`Nueva orden móvil`, body: `${table} · ${items}` }),
  recountPending: ({ location, goods }) => ({ title: msg`Recuento pendiente`, body: msg`${location}: ${goods}` }),
  countToApprove: ({ location }) => ({
    title: msg`Toma de inventario para aprobar`,
    body: msg`${location} envió su conteo de cierre.`,
  }),
  transferDifferences: ({ number, from, to, differing, lines, user }) => ({
    title: msg`Remito recibido con diferencias`,
    body: msg`N° ${number}: ${from} → ${to} · ${differing} de ${lines} líneas con diferencias (${user})`,
  }),
  alertLowStock: ({ location, good, expected, minimum }) => ({
    title: msg`Stock bajo en ${location}`,
    body: msg`${good}: quedan ${expected} (mínimo ${minimum})`,
  }),
  alertCountVariance: ({ location, value, threshold }) => ({
    title: msg`Diferencia de conteo en ${location}`,
    body: msg`El conteo ajustó ${value} a costo (umbral ${threshold})`,
  }),
  alertNegativeStock: ({ location, good, lowest }) => ({
    title: msg`Stock negativo en ${location}`,
    body: msg`${good}: vendido sin stock cargado (llegó a ${lowest})`,
  }),
  alertCashOver: ({ account, diff, threshold }) => ({
    title: msg`Sobrante en ${account}`,
    body: msg`Contado contra esperado: ${diff} (umbral ${threshold})`,
  }),
  alertCashShort: ({ account, diff, threshold }) => ({
    title: msg`Faltante en ${account}`,
    body: msg`Contado contra esperado: ${diff} (umbral ${threshold})`,
  }),
  alertCancellations: ({ user, requested, threshold }) => ({
    title: msg`Anulaciones de ${user}`,
    body: msg`${requested} anulaciones pedidas esta noche (umbral ${threshold})`,
  }),
  alertSilentTerminal: ({ terminal, pointOfSale, minutes }) => ({
    title: msg`Terminal sin señal: ${terminal}`,
    body: msg`${pointOfSale}: más de ${minutes} minutos sin comunicarse`,
  }),
  nightClosed: ({ night, date }) => ({
    title: msg`Noche cerrada`,
    body: msg`Se cerró ${night} (${date}). Ya puedes ver el balance.`,
  }),
  cardBlocked: ({ tier }) => ({
    title: msg`Tarjeta bloqueada por deuda`,
    body: msg`Una tarjeta ${tier} superó su límite de crédito.`,
  }),
  cardSettlement: ({ provider }) => ({
    title: msg`Liquidación de tarjetas acreditada`,
    body: msg`${provider} acreditó las ventas con tarjeta del fin de semana.`,
  }),
  guestListLoaded: () => ({
    title: msg`Lista de invitados cargada`,
    body: msg`Las listas de RRPP para la próxima noche están listas.`,
  }),
  shiftsPublished: () => ({
    title: msg`Turnos del fin de semana`,
    body: msg`Ya está publicado el cronograma de barras y boleterías.`,
  }),
  welcome: () => ({ title: msg`¡Bienvenido a Noctua!`, body: msg`Cambia tu contraseña para empezar.` }),
  newVersion: ({ version }) => ({
    title: msg`Nueva versión ${version}`,
    body: msg`Mejoras en la toma de inventario sin conexión y en el stock en vivo.`,
  }),
  einvoiceCertificateExpiring: ({ venue, date }) => ({
    title: msg`Renueva el certificado de AFIP`,
    body: msg`${venue}: el certificado es válido hasta el ${date}. Sube uno nuevo en la configuración.`,
  }),
};

function formatters(i18n: I18n): Record<NotificationParamType, (value: never) => string> {
  return {
    text: (v: string) => v,
    money: (v: number) => fMoney(v, 'ARS', i18n),
    quantity: (v: number) => fQty(v, i18n),
    count: (v: number) => fQty(v, i18n),
    // A calendar day (yyyy-MM-dd) as the language writes dates; a timestamp with its time.
    date: (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? fDate(v, i18n) : fDateTime(v, i18n)),
  };
}

/** The kinds this app can word (a unit test holds it to the contract's list). */
export const RENDERED_KINDS = Object.keys(TEXTS) as NotificationMessageId[];

/** Title and description of a notification in the active language of `i18n`. */
export function notificationText(
  n: Pick<AppNotification, 'title' | 'description' | 'messageId' | 'params'>,
  i18n: I18n,
): { title: string; description: string } {
  const formatted = formatNotificationParams(n.messageId, n.params, formatters(i18n));
  if (!formatted) return { title: n.title, description: n.description };
  const words = (TEXTS[formatted.id] as (p: Record<string, string>) => Words)(formatted.values);
  return {
    title: i18n._(words.title),
    description: typeof words.body === 'string' ? words.body : i18n._(words.body),
  };
}
