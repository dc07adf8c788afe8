// Nights as configuracion/noche manages them (issue 8, DOMAIN.md "Operating frame"):
//   GET/POST /api/nights, PUT/DELETE /api/nights/:id, POST /api/nights/:id/{abrir,cerrar,reabrir},
//   GET/PUT /api/nights/ajustes (the venue's business-day cutoff hour). All need 201.
// Opening hours are typed as local wall-clock times ("23:30") in the venue's timezone, never the
// device's: the helpers below turn them into instants and back, across midnight and DST changes.
import * as v from 'valibot';
import { BAD_DATE, calendarDate, isCalendarDate } from './calendar-date';
import { uuidField } from './command-fields';
import { integerAnswer, type NightRef, nightSummarySchema, requiredText, stringOrNull, wholeNumber } from './common';
import { wallClockMs } from './wall-clock';

export { NIGHT_STATUSES, type NightStatus } from './common';

export const MAX_EVENT_NAME = 120;
export const MAX_REOPEN_REASON = 500;
/** The latest cutoff hour a venue may choose: past noon a "night" would swallow the next day. */
export const MAX_CUTOFF_HOUR = 12;

export { BAD_DATE, isCalendarDate };
export const BAD_TIME = 'La hora no es válida (HH:mm)';
export const SAME_TIMES = 'La hora de cierre debe ser distinta de la de apertura';
export const EVENT_TOO_LONG = 'El nombre del evento es demasiado largo';
export const REASON_REQUIRED = 'El motivo es obligatorio';
export const REASON_TOO_LONG = 'El motivo es demasiado largo';
export const BAD_CUTOFF = 'La hora de corte debe ser un número entero entre 0 y 12';

// ───────────────────────────── Local time helpers ─────────────────────────────

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of "HH:mm", or null when it is not a valid 24-hour time. */
export function parseHHmm(text: string): number | null {
  const m = HHMM.exec(text);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

/** yyyy-MM-dd plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The zone's offset from UTC (ms) at the instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/**
 * The instant of local `date` at `minutes` after midnight in `timeZone`. A time skipped by a DST
 * change (02:30 on a spring-forward night in Berlin) moves forward by the gap (03:30); a time that
 * happens twice (autumn) is the later, standard-time one.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const first = offsetAt(wall, timeZone);
  const guess = wall - first;
  const second = offsetAt(guess, timeZone);
  return new Date(second === first ? guess : wall - second);
}

/** "HH:mm" of an instant in `timeZone`. */
export function localHHmm(at: Date, timeZone: string): string {
  const local = new Date(wallClockMs(at.getTime(), timeZone));
  return local.toISOString().slice(11, 16);
}

/** yyyy-MM-dd of an instant's local calendar day in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  return new Date(wallClockMs(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/**
 * A night's opening and closing instants from its business date and local "HH:mm" times. Doors
 * opening before the cutoff hour ("00:30" with cutoff 9) open on the next calendar day, still on
 * this business date, as nightOf files their sales; a closing time not after the opening time is
 * the next morning.
 */
export function nightInstants(
  businessDate: string,
  opensAt: string,
  closesAt: string,
  timeZone: string,
  cutoffHour: number,
): { opensAt: Date; closesAt: Date } {
  const open = parseHHmm(opensAt);
  const close = parseHHmm(closesAt);
  if (open === null || close === null) throw new RangeError('HH:mm expected');
  const openDay = open < cutoffHour * 60 ? addDays(businessDate, 1) : businessDate;
  const closeDay = close > open ? openDay : addDays(openDay, 1);
  return { opensAt: zonedInstant(openDay, open, timeZone), closesAt: zonedInstant(closeDay, close, timeZone) };
}

// ───────────────────────────── Wire shapes ─────────────────────────────

export const nightAnswerSchema = v.object({
  ...nightSummarySchema.entries,
  /** "HH:mm" in the venue's timezone. */
  opensAtLocal: v.string(),
  closesAtLocal: v.string(),
  /** When it was opened and closed (ISO); null until then. */
  openedAt: stringOrNull,
  closedAt: stringOrNull,
  closedByName: stringOrNull,
  /** Completed sales of the night and their total (cents). */
  salesCount: integerAnswer,
  salesTotal: integerAnswer,
  pendingCancellations: integerAnswer,
  /** Cash sessions of the night not yet closed (open or counting). */
  openCashSessions: integerAnswer,
  version: integerAnswer,
});
export type NightDto = v.InferOutput<typeof nightAnswerSchema>;

export const nightsListAnswerSchema = v.object({
  /** The venue's IANA timezone and business-day cutoff hour (0..12). */
  timezone: v.string(),
  cutoffHour: integerAnswer,
  /** The business date of the server's "now" (yyyy-MM-dd): what counts as tonight. */
  today: v.string(),
  /** By business date. */
  nights: v.array(nightAnswerSchema),
});
export type NightsListDto = v.InferOutput<typeof nightsListAnswerSchema>;

export type CloseBlockerKind = 'pending_cancellations' | 'open_registers';
export interface CloseBlocker {
  kind: CloseBlockerKind;
  count: number;
  /** Where: the points of sale with pending requests, or the registers still open. */
  detail: string;
}

/** The 409 body of a refused close. */
export interface CloseRefusal {
  message: string;
  blockers: CloseBlocker[];
}

/** The 409 body of a refused open or reopen: the night that is already open. */
export interface OpenRefusal {
  message: string;
  openNight: NightRef;
}

export const nightSettingsAnswerSchema = v.object({
  /** The venue's IANA timezone. */
  timezone: v.string(),
  /** Sales before this local hour belong to the night that began the evening before. */
  cutoffHour: integerAnswer,
});
export type NightSettingsDto = v.InferOutput<typeof nightSettingsAnswerSchema>;

// ───────────────────────────── Schemas ─────────────────────────────

const dateSchema = calendarDate(BAD_DATE);
const timeSchema = v.pipe(v.string(BAD_TIME), v.regex(HHMM, BAD_TIME));

export const nightIdSchema = v.object({ id: uuidField });

export const nightsQuerySchema = v.object({
  from: v.optional(dateSchema),
  to: v.optional(dateSchema),
});

export const nightInputSchema = v.pipe(
  v.object({
    businessDate: dateSchema,
    eventName: v.optional(v.pipe(v.string(EVENT_TOO_LONG), v.trim(), v.maxLength(MAX_EVENT_NAME, EVENT_TOO_LONG)), ''),
    opensAt: timeSchema,
    closesAt: timeSchema,
  }),
  v.forward(
    v.check((n) => n.opensAt !== n.closesAt, SAME_TIMES),
    ['closesAt'],
  ),
);
export type NightInput = v.InferOutput<typeof nightInputSchema>;

export const reopenSchema = v.object({ reason: requiredText(REASON_REQUIRED, MAX_REOPEN_REASON, REASON_TOO_LONG) });

export const nightSettingsSchema = v.object({ cutoffHour: wholeNumber(0, MAX_CUTOFF_HOUR, BAD_CUTOFF) });
