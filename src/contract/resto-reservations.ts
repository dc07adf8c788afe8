// Reservations of the restaurant and VIP tables (issue 35, resto/reserva 314) as they travel
// between the app and the server: /api/resto/reservas. Times are the venue's wall clock; a time
// before the venue's cutoff hour belongs to the same night (server/domain/reservation-slots.ts).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { uuidField } from './command-fields';
import { integerAnswer, requiredText, stringOrNull, trimmedText, wholeNumber } from './common';

export const RESERVATION_STATUSES = ['requested', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** The states that hold a table (the double-booking check counts these). */
export const ACTIVE_STATUSES: readonly ReservationStatus[] = ['requested', 'confirmed', 'seated'];

/** The moves the state machine allows: requested → confirmed → seated → completed | cancelled | no_show. */
export const NEXT_STATUSES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['seated', 'cancelled', 'no_show'],
  seated: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function canMove(from: ReservationStatus, to: ReservationStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Most tables one reservation joins. */
export const MAX_JOINED_TABLES = 8;
/** Most cents a minimum spend or a deposit may be (100 million pesos). */
export const MAX_AMOUNT = 10_000_000_000;

const amount = wholeNumber(0, MAX_AMOUNT, 'El importe no es válido');
const timeSchema = v.pipe(v.string('La hora no es válida'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'La hora no es válida'));

export const reservationBodySchema = v.strictObject({
  date: calendarDate(),
  time: timeSchema,
  partySize: wholeNumber(1, 1000, 'La cantidad de personas no es válida'),
  name: requiredText('El nombre es obligatorio', 120, 'El nombre es demasiado largo'),
  phone: v.optional(trimmedText(40, 'El teléfono es demasiado largo'), ''),
  email: v.optional(
    v.pipe(
      trimmedText(200, 'El correo es demasiado largo'),
      v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'El correo no es válido'),
    ),
    '',
  ),
  /** Empty only on the waiting list; several = joined tables (joinable, one area). */
  tableIds: v.optional(
    v.pipe(
      v.array(uuidField),
      v.maxLength(MAX_JOINED_TABLES, 'Demasiadas mesas unidas'),
      v.check(unique, 'Una mesa está repetida'),
    ),
    [],
  ),
  waitlisted: v.optional(v.boolean(), false),
  notes: v.optional(trimmedText(1000, 'Las notas son demasiado largas'), ''),
  /** Cents; absent: the sum of the tables' own. */
  minimumSpend: v.optional(amount),
  deposit: v.optional(amount),
  vipCardId: v.optional(v.nullable(uuidField), null),
  /** Only when creating: a reservation taken by phone may be confirmed at once. */
  status: v.optional(v.picklist(['requested', 'confirmed'], 'El estado no es válido')),
});
export type ReservationBody = v.InferInput<typeof reservationBodySchema>;

function unique(ids: string[]): boolean {
  return new Set(ids).size === ids.length;
}

export const statusBodySchema = v.strictObject({
  status: v.picklist(['confirmed', 'completed', 'cancelled', 'no_show'], 'El estado no es válido'),
});

/** Seating: a waitlisted party takes `tableIds`; a booked one its own tables (tableIds left out). */
export const seatBodySchema = v.strictObject({
  tableIds: v.optional(
    v.pipe(
      v.array(uuidField),
      v.minLength(1, 'Elige al menos una mesa'),
      v.maxLength(MAX_JOINED_TABLES, 'Demasiadas mesas unidas'),
      v.check(unique, 'Una mesa está repetida'),
    ),
  ),
});

export const reservationSchema = v.object({
  id: v.string(),
  date: v.string(),
  time: v.string(),
  startsAt: stringOrNull,
  endsAt: stringOrNull,
  partySize: integerAnswer,
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  tableIds: v.array(v.string()),
  /** The area of its tables (null on the waiting list). */
  areaId: stringOrNull,
  notes: v.string(),
  status: v.picklist(RESERVATION_STATUSES),
  waitlisted: v.boolean(),
  minimumSpend: integerAnswer,
  deposit: integerAnswer,
  vipCard: v.nullable(v.object({ id: v.string(), number: v.string(), holderName: v.string() })),
  seatedAt: stringOrNull,
  updatedAt: v.string(),
});
export type ReservationDto = v.InferOutput<typeof reservationSchema>;

export const restoTableRefSchema = v.object({
  id: v.string(),
  areaId: v.string(),
  name: v.string(),
  seats: integerAnswer,
  shape: v.picklist(['round', 'square', 'rectangle']),
  x: integerAnswer,
  y: integerAnswer,
  width: integerAnswer,
  height: integerAnswer,
  joinable: v.boolean(),
  minimumSpend: integerAnswer,
  deposit: integerAnswer,
});
export type RestoTableRef = v.InferOutput<typeof restoTableRefSchema>;

/** GET /api/resto/reservas?date= — the night: its areas with their tables, its reservations, the rules. */
export const reservationNightSchema = v.object({
  date: v.string(),
  areas: v.array(v.object({ id: v.string(), name: v.string(), vip: v.boolean() })),
  tables: v.array(restoTableRefSchema),
  reservations: v.array(reservationSchema),
  /** Minutes a confirmed party may be late before the plan shows it as late. */
  lateAfterMinutes: integerAnswer,
  slotMinutes: integerAnswer,
  /** The venue's time zone: the screen shows times on its wall clock. */
  timeZone: v.string(),
  /** A time before this hour belongs to the same night (after midnight). */
  cutoffHour: integerAnswer,
});
export type ReservationNightDto = v.InferOutput<typeof reservationNightSchema>;

export const nightQuerySchema = v.object({ date: calendarDate() });
