// Screen logic of resto/reserva, kept apart from the components so it is tested on its own: the
// timeline's layout (rows = tables, columns = time slots, a bar per reservation), each table's
// state on the floor plan at a chosen time, and the lists (by time, the waiting list, the door).
import type { ReservationDto, RestoTableRef } from '../../contract/resto-reservations';

const MINUTE = 60_000;
/** A night's timeline starts at least at this hour and ends at least at this one (next day), local. */
export const DEFAULT_WINDOW_HOURS = 8;

/** Reservations that hold their table(s) on the plan and the timeline. */
export function holdsTable(r: ReservationDto): boolean {
  return !r.waitlisted && (r.status === 'requested' || r.status === 'confirmed' || r.status === 'seated');
}

export interface TimelineBar {
  reservation: ReservationDto;
  tableId: string;
  /** Percent of the timeline's width. */
  left: number;
  width: number;
}

export interface TimelineLayout {
  /** The instant of the first slot and the end of the last (ms). */
  from: number;
  to: number;
  /** Slot starts (ms), every `slotMinutes`. */
  slots: number[];
  rows: { table: RestoTableRef; bars: TimelineBar[] }[];
}

/**
 * Lays out one area's night: the window runs from the earliest reservation's start (rounded down
 * to the hour; `fallbackFrom` without any) to the latest end (rounded up), at least
 * DEFAULT_WINDOW_HOURS long; every reservation shown (cancelled and no-shows left out) is a bar in
 * the row of each of its tables, clipped to the window.
 */
export function timelineLayout(
  tables: RestoTableRef[],
  reservations: ReservationDto[],
  slotMinutes: number,
  fallbackFrom: number,
): TimelineLayout {
  const shown = reservations.filter(
    (r) => r.startsAt && r.endsAt && !r.waitlisted && r.status !== 'cancelled' && r.status !== 'no_show',
  );
  const hour = 60 * MINUTE;
  const starts = shown.map((r) => Date.parse(r.startsAt as string));
  const ends = shown.map((r) => Date.parse(r.endsAt as string));
  const from = Math.floor((starts.length > 0 ? Math.min(...starts) : fallbackFrom) / hour) * hour;
  const lastEnd = ends.length > 0 ? Math.max(...ends) : from;
  const to = Math.max(Math.ceil(lastEnd / hour) * hour, from + DEFAULT_WINDOW_HOURS * hour);
  const step = Math.max(5, slotMinutes) * MINUTE;
  const slots: number[] = [];
  for (let t = from; t < to; t += step) slots.push(t);
  const span = to - from;
  const rows = tables.map((table) => ({
    table,
    bars: shown
      .filter((r) => r.tableIds.includes(table.id))
      .map((r) => {
        const s = Math.max(from, Date.parse(r.startsAt as string));
        const e = Math.min(to, Date.parse(r.endsAt as string));
        return { reservation: r, tableId: table.id, left: ((s - from) / span) * 100, width: (Math.max(0, e - s) / span) * 100 };
      }),
  }));
  return { from, to, slots, rows };
}

export type TableState =
  | { kind: 'free' }
  | { kind: 'booked'; reservation: ReservationDto }
  | { kind: 'seated'; reservation: ReservationDto }
  | { kind: 'late'; reservation: ReservationDto };

/**
 * A table at instant `at`: seated when a seated party holds it then; late when a confirmed party's
 * time plus `lateAfterMinutes` has passed and it has not sat down; booked when a requested or
 * confirmed party holds it then or arrives later that night (the next one); otherwise free.
 */
export function tableStateAt(tableId: string, reservations: ReservationDto[], at: number, lateAfterMinutes: number): TableState {
  const mine = reservations
    .filter((r) => holdsTable(r) && r.tableIds.includes(tableId) && r.startsAt && r.endsAt)
    .sort((a, b) => Date.parse(a.startsAt as string) - Date.parse(b.startsAt as string));
  const now = mine.filter((r) => Date.parse(r.startsAt as string) <= at && at < Date.parse(r.endsAt as string));
  const seated = now.find((r) => r.status === 'seated');
  if (seated) return { kind: 'seated', reservation: seated };
  const current = now[0];
  if (current) {
    const late = current.status === 'confirmed' && at > Date.parse(current.startsAt as string) + lateAfterMinutes * MINUTE;
    return { kind: late ? 'late' : 'booked', reservation: current };
  }
  const next = mine.find((r) => Date.parse(r.startsAt as string) > at && r.status !== 'seated');
  return next ? { kind: 'booked', reservation: next } : { kind: 'free' };
}

/** The reservations of one area (by their tables), by time; the waiting list apart. */
export function areaReservations(reservations: ReservationDto[], areaId: string | null): ReservationDto[] {
  return reservations.filter((r) => !r.waitlisted && (areaId === null || r.areaId === areaId));
}

/** The waiting list: waitlisted parties still waiting, in the order they were taken. */
export function waitingList(reservations: ReservationDto[]): ReservationDto[] {
  return reservations.filter((r) => r.waitlisted && (r.status === 'requested' || r.status === 'confirmed'));
}

/** The door list: who is expected (requested or confirmed, waiting list included), by time then name. */
export function doorList(reservations: ReservationDto[]): ReservationDto[] {
  return reservations
    .filter((r) => r.status === 'requested' || r.status === 'confirmed' || r.status === 'seated')
    .sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '') || a.name.localeCompare(b.name, 'es'));
}

/** "HH:MM" of an instant on the venue's wall clock. */
export function hhmm(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('es-AR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
}

/** A party seated from the waiting list needs its table free for at least this long (minutes). */
export const SEAT_HORIZON_MINUTES = 90;

/** Tables no active reservation holds at `at` or within the next `horizonMinutes`. */
export function freeTablesAt(
  tables: RestoTableRef[],
  reservations: ReservationDto[],
  at: number,
  horizonMinutes: number,
): RestoTableRef[] {
  const until = at + horizonMinutes * MINUTE;
  const busy = new Set(
    reservations
      .filter((r) => holdsTable(r) && r.startsAt && r.endsAt && Date.parse(r.startsAt) < until && at < Date.parse(r.endsAt))
      .flatMap((r) => r.tableIds),
  );
  return tables.filter((x) => !busy.has(x.id));
}
