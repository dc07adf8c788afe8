// Free entry (entradagratis, 102): promoters' guest lists per night, and the rules of the door
// check-in shared by the server (which decides) and the app (which shows the same verdict offline
// before the server has heard of the check-in, and limits the people stepper).
import * as v from 'valibot';
import { integerAnswer, nightStateSchema, stringOrNull, wholeNumber } from './common';
import { addDays, localHHmm, zonedInstant } from './nights-admin';

export const FREE_ENTRY_CODES = ['102'] as const;
export const MAX_PARTY = 50;

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));

/** DNI: 6 to 10 digits; an empty field means the guest gave none (null). */
const documentField = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((s) => {
    const trimmed = (s ?? '').replace(/[\s.]/g, '');
    return trimmed === '' ? null : trimmed;
  }),
  v.nullable(v.pipe(v.string(), v.regex(/^\d{6,10}$/, 'El documento debe tener entre 6 y 10 dígitos'))),
);

/** "HH:mm" in the venue's local time (before the cutoff hour: the morning after), or null: no limit. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const validUntilField = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((s) => (s && s.trim() !== '' ? s.trim() : null)),
  v.nullable(v.pipe(v.string(), v.regex(HH_MM, 'La hora límite no es válida'))),
);

/** How many people a guest list entry lets in, and how many come in at once (the check-in command). */
export const partySizeSchema = wholeNumber(
  1,
  MAX_PARTY,
  'La cantidad de personas no es válida',
  'La cantidad de personas debe estar entre 1 y 50',
);

const guestFields = {
  guestName: v.pipe(
    v.string('El nombre del invitado es obligatorio'),
    v.trim(),
    v.nonEmpty('El nombre del invitado es obligatorio'),
    v.maxLength(120, 'El nombre del invitado es demasiado largo'),
  ),
  document: documentField,
  promoter: v.pipe(
    v.string('El promotor es obligatorio'),
    v.trim(),
    v.nonEmpty('El promotor es obligatorio'),
    v.maxLength(80, 'El nombre del promotor es demasiado largo'),
  ),
  people: partySizeSchema,
  validUntil: validUntilField,
};

export const freeEntryCreateSchema = v.strictObject({ nightId: uuid, ...guestFields });
export type FreeEntryCreateBody = v.InferInput<typeof freeEntryCreateSchema>;
export const freeEntryUpdateSchema = v.strictObject(guestFields);
export type FreeEntryUpdateBody = v.InferInput<typeof freeEntryUpdateSchema>;
export const freeEntryListQuerySchema = v.object({ nightId: uuid });

export const FREE_ENTRY_STATUSES = ['issued', 'used', 'void'] as const;
/** issued: expected (or partly arrived); used: the whole party came in; void: cancelled. */
export type FreeEntryStatus = (typeof FREE_ENTRY_STATUSES)[number];

const count = integerAnswer;

/** A guest list entry as the API answers it (the replicated row's fields, plus who checked in). */
export const freeEntrySchema = v.object({
  id: v.string(),
  /** The change sequence number of the row (sync). */
  version: count,
  nightId: v.string(),
  guestName: v.string(),
  /** DNI digits; null: none given. */
  document: v.nullable(v.string()),
  promoter: v.string(),
  /** The party's size, and how many of it came in so far. */
  people: count,
  arrived: count,
  /** The unguessable code of its QR, read aloud at the door. */
  code: v.string(),
  status: v.picklist(FREE_ENTRY_STATUSES),
  /** ISO instant; null: no limit. */
  validUntil: stringOrNull,
  /** ISO instant of the first arrival, and who checked it in. */
  checkedInAt: stringOrNull,
  checkedInBy: stringOrNull,
  checkedInByName: stringOrNull,
  /** ISO instants. */
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type FreeEntryDto = v.InferOutput<typeof freeEntrySchema>;

export const guestListSchema = v.object({
  promoter: v.string(),
  /** By guest name. */
  entries: v.array(freeEntrySchema),
  /** Guests expected (void entries left out) and arrived so far. */
  people: count,
  arrived: count,
});
export type GuestListDto = v.InferOutput<typeof guestListSchema>;

/** GET /api/entradas — one night's lists, by promoter. */
export const freeEntriesAnswerSchema = v.object({
  night: nightStateSchema,
  /** The venue's IANA timezone: cutoff times are shown in the venue's time. */
  timezone: v.string(),
  lists: v.array(guestListSchema),
  /** Every entry (void ones too); people and arrived without the void ones. */
  totals: v.object({ entries: count, people: count, arrived: count }),
});
export type FreeEntriesAnswer = v.InferOutput<typeof freeEntriesAnswerSchema>;

// ───────────────────────────── Check-in rules ─────────────────────────────

export const ALREADY_IN = 'Ya ingresó';
export const ENTRY_VOID = 'La entrada está anulada';
export const ENTRY_EXPIRED = 'La entrada venció';
export const TOO_MANY = 'Ingresan más personas de las que quedan en la lista';

export interface CheckInTarget {
  status: FreeEntryStatus;
  people: number;
  arrived: number;
  validUntil: string | Date | null;
}

/** How many of the party may still come in (0 once complete or void). */
export function remainingOf(entry: CheckInTarget): number {
  return entry.status === 'void' ? 0 : Math.max(0, entry.people - entry.arrived);
}

/** Why `people` arriving at `at` may not be checked in (the Spanish reason), or null: they may. */
export function checkInRefusal(entry: CheckInTarget, people: number, at: Date): string | null {
  if (entry.status === 'void') return ENTRY_VOID;
  if (entry.arrived >= entry.people) return ALREADY_IN;
  if (entry.validUntil !== null && at.getTime() > new Date(entry.validUntil).getTime()) return ENTRY_EXPIRED;
  if (people > entry.people - entry.arrived) return TOO_MANY;
  return null;
}

/**
 * Check-ins outside the night's hours are warned about, not refused (README "Closed nights and
 * stock below zero"): within CHECK_IN_MARGIN_MS of the planned opening and closing nothing is said
 * (guests queue early, nights run late); beyond it the door sees which night the list is for and
 * confirms. The door decides offline with the device's clock and the replica's night.
 */
export const CHECK_IN_MARGIN_MS = 2 * 3600_000;

export interface NightHours {
  opensAt: string | Date | null;
  closesAt: string | Date | null;
}

/** 'early' before the night's opening minus the margin, 'late' after its closing plus the margin, else null. */
export function checkInTiming(night: NightHours | undefined, at: Date): 'early' | 'late' | null {
  if (!night) return null;
  const t = at.getTime();
  const opens = night.opensAt ? new Date(night.opensAt).getTime() : Number.NaN;
  const closes = night.closesAt ? new Date(night.closesAt).getTime() : Number.NaN;
  if (t < opens - CHECK_IN_MARGIN_MS) return 'early';
  if (t > closes + CHECK_IN_MARGIN_MS) return 'late';
  return null;
}

/** The entry after `people` came in: complete → used; the first arrival is remembered. */
export function afterCheckIn<T extends CheckInTarget & { checkedInAt: string | null; checkedInBy: string | null }>(
  entry: T,
  people: number,
  at: string,
  by: string | null,
): T {
  const arrived = Math.min(entry.people, entry.arrived + people);
  return {
    ...entry,
    arrived,
    status: arrived >= entry.people ? 'used' : entry.status,
    checkedInAt: entry.checkedInAt ?? at,
    checkedInBy: entry.checkedInBy ?? by,
  };
}

// ───────────────────────────── Cutoff time ─────────────────────────────

/**
 * The instant of "HH:mm" on the night of `businessDate` in `timeZone`: an hour before the cutoff
 * hour is the morning after (a 02:00 limit of Saturday's night is Sunday 02:00).
 */
export function cutoffInstant(businessDate: string, hhmm: string, timeZone: string, cutoffHour: number): Date {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return zonedInstant(hour < cutoffHour ? addDays(businessDate, 1) : businessDate, hour * 60 + minute, timeZone);
}

/** "HH:mm" of an instant in `timeZone` (the cutoff as the form shows it). */
export function localHourMinute(at: string | Date, timeZone: string): string {
  return localHHmm(new Date(at), timeZone);
}
