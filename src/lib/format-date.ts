// The date formats of SPEC §9, in the interface language (date-fns locales es/de/fr). A missing
// date shows '-', an unparseable one 'Fecha inválida' (translated). Inputs may be Date objects,
// epoch milliseconds or ISO strings, as they come from the API or the local replica.
//
// Venue times in the venue's zone (issue 37, item 11): an instant (a Date, epoch milliseconds, an
// ISO string with Z or an offset) is shown on the venue's wall clock (src/lib/display-zone.ts),
// whatever zone the device is in; a string without a zone ("2026-11-21", "2026-11-21T12:00:00") is
// already a wall-clock date and is shown as written.
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { format as formatDate, formatDistanceStrict, isValid, parseISO } from 'date-fns';
import { type Locale as DateLocale, de, es, fr } from 'date-fns/locale';
import { inDisplayZone } from './display-zone';

export type DateInput = Date | string | number | null | undefined;

const DATE_LOCALES: Record<string, DateLocale> = { es, de, fr };
/** Locale of the plain-Intl format: Spanish is written the Argentine way (SPEC §9: es-AR). */
const INTL_LOCALES: Record<string, string> = { es: 'es-AR', de: 'de-DE', fr: 'fr-FR' };

export const MISSING_DATE = '-';
const INVALID = msg`Fecha inválida`;

/** An ISO string naming its zone (Z or ±hh:mm): an instant, not a wall-clock date. */
const ZONED_ISO = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** The date to draw: an instant on the venue's wall clock, unless `onWallClock` is false (relative times). */
function toDate(value: Exclude<DateInput, null | undefined>, onWallClock: boolean): Date {
  const text = typeof value === 'string' ? value.trim() : null;
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(text ?? '');
  const instant = text === null || ZONED_ISO.test(text);
  return onWallClock && instant && isValid(date) ? inDisplayZone(date) : date;
}

function render(value: DateInput, i18n: I18n, draw: (date: Date, locale: string) => string, onWallClock = true): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return MISSING_DATE;
  const date = toDate(value, onWallClock);
  if (!isValid(date)) return i18n._(INVALID);
  return draw(date, i18n.locale in DATE_LOCALES ? i18n.locale : 'es');
}

/** One pattern, or one per language where the languages write it differently. */
function withPattern(pattern: string | Record<'es' | 'de' | 'fr', string>) {
  return (value: DateInput, i18n: I18n = globalI18n): string =>
    render(value, i18n, (date, locale) =>
      formatDate(date, typeof pattern === 'string' ? pattern : pattern[locale as 'es' | 'de' | 'fr'], {
        locale: DATE_LOCALES[locale],
      }),
    );
}

/** 21/11/2026 (es, fr) · 21.11.2026 (de): every numeric date of one language looks the same. */
export const fDate = withPattern({ es: 'dd/MM/yyyy', de: 'dd.MM.yyyy', fr: 'dd/MM/yyyy' });
/** 21 noviembre 2026 */
export const fDateLong = withPattern('dd MMMM yyyy');
/** jul 2026: a month, as a report's period names it (never "2026-07"). */
export const fMonth = withPattern('MMM yyyy');
/** 21 nov 2026 23:40 */
export const fDateTime = withPattern('dd MMM yyyy HH:mm');
/** 2026-11-21 (for inputs and API parameters) */
export const fDateIso = withPattern('yyyy-MM-dd');
/** 23:40 */
export const fTime = withPattern('HH:mm');

/** 21/11/2026, 23:40:05 — the es-AR date with 24-hour time (the other languages their own way). */
export function fDateTimeLocal(value: DateInput, i18n: I18n = globalI18n): string {
  return render(value, i18n, (date, locale) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(date),
  );
}

const JUST_NOW = msg`hace un momento`;

/**
 * "hace 3 horas" / "vor 3 Stunden" / "il y a 3 heures", for lists such as notifications. Under a
 * minute ago — or seemingly ahead, when this device's clock is behind the server's — it is "hace un
 * momento", never a future tense for something that already happened.
 */
export function fToNow(value: DateInput, i18n: I18n = globalI18n, now: Date = new Date()): string {
  return render(
    value,
    i18n,
    (date, locale) =>
      now.getTime() - date.getTime() < 60_000
        ? i18n._(JUST_NOW)
        : formatDistanceStrict(date, now, { addSuffix: true, locale: DATE_LOCALES[locale] }),
    false,
  );
}
