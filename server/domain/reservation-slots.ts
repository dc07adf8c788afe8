// Reservation time math (issue 35, resto/reserva 314), the one definition: when a party holds its
// table(s). A reservation's `date` is its night's business date and `time` its arrival on the wall
// clock of the venue's time zone; a time before the venue's business-day cutoff hour ("01:30" with
// cutoff 9) belongs to the same night, so it is the next calendar day. The party keeps its table(s)
// for the turn time of its size (resto_settings.turn_minutes; the defaults below when the venue has
// no settings row). Pacing counts the covers that start within each quarter hour.
import { eq } from 'drizzle-orm';
import { zonedInstant } from '../../src/contract/nights-admin';
import type { Db, Tx } from '../db/client';
import { restoSettings, venues } from '../db/schema';

export interface TurnRule {
  upTo: number;
  minutes: number;
}

export interface ReservationRules {
  slotMinutes: number;
  turnMinutes: TurnRule[];
  minParty: number;
  maxParty: number;
  /** Most covers that may start within one 15-minute window (0 = no limit). */
  pacingPer15: number;
  noShowReleaseMinutes: number;
}

/** The rules of a venue without a resto_settings row (the column defaults of the schema). */
export const DEFAULT_RULES: ReservationRules = {
  slotMinutes: 15,
  turnMinutes: [
    { upTo: 2, minutes: 90 },
    { upTo: 6, minutes: 120 },
    { upTo: 1000, minutes: 150 },
  ],
  minParty: 1,
  maxParty: 20,
  pacingPer15: 0,
  noShowReleaseMinutes: 20,
};

export const PACING_WINDOW_MINUTES = 15;
const MINUTE_MS = 60_000;

/** How long a party of `party` holds its table: the first rule whose upTo ≥ party, else the last. */
export function turnMinutesFor(rules: Pick<ReservationRules, 'turnMinutes'>, party: number): number {
  const sorted = [...rules.turnMinutes].sort((a, b) => a.upTo - b.upTo);
  const rule = sorted.find((r) => r.upTo >= party) ?? sorted.at(-1);
  return rule?.minutes ?? (DEFAULT_RULES.turnMinutes.at(-1) as TurnRule).minutes;
}

/** Minutes after midnight of "HH:MM" (00:00–23:59), or null when it is not such a time. */
export function timeMinutes(time: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Minutes after the business date's midnight of `time` on that night: a time before the cutoff
 * hour is after midnight, on the next calendar day (+24 h).
 */
export function nightMinutes(time: string, cutoffHour: number): number {
  const minutes = timeMinutes(time);
  if (minutes === null) throw new Error(`not a time: ${time}`);
  return minutes < cutoffHour * 60 ? minutes + 24 * 60 : minutes;
}

export interface SlotInput {
  date: string;
  time: string;
  partySize: number;
}

export interface VenueClock {
  timeZone: string;
  cutoffHour: number;
}

/** When the party arrives and when it leaves its table(s). */
export function reservationSpan(input: SlotInput, rules: ReservationRules, clock: VenueClock): { startsAt: Date; endsAt: Date } {
  const startsAt = zonedInstant(input.date, nightMinutes(input.time, clock.cutoffHour), clock.timeZone);
  return spanFrom(startsAt, input.partySize, rules);
}

/** A span that starts at `startsAt` (a party seated from the waiting list starts now). */
export function spanFrom(startsAt: Date, partySize: number, rules: ReservationRules): { startsAt: Date; endsAt: Date } {
  return { startsAt, endsAt: new Date(startsAt.getTime() + turnMinutesFor(rules, partySize) * MINUTE_MS) };
}

/** Whether [aStart, aEnd) and [bStart, bEnd) share a moment (back-to-back spans do not). */
export function spansOverlap(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return aStart.getTime() < bEnd.getTime() && bStart.getTime() < aEnd.getTime();
}

/** The quarter-hour window an arrival counts in for pacing: [start, start + 15 min). */
export function pacingWindow(startsAt: Date): { from: Date; to: Date } {
  const size = PACING_WINDOW_MINUTES * MINUTE_MS;
  const from = Math.floor(startsAt.getTime() / size) * size;
  return { from: new Date(from), to: new Date(from + size) };
}

/** Whether adding `party` covers to a window that already has `booked` breaks the pacing limit. */
export function exceedsPacing(rules: Pick<ReservationRules, 'pacingPer15'>, booked: number, party: number): boolean {
  return rules.pacingPer15 > 0 && booked + party > rules.pacingPer15;
}

/** Whether a confirmed party is running late at `now`: its arrival plus `graceMinutes` has passed. */
export function isLate(startsAt: Date, now: Date, graceMinutes: number): boolean {
  return now.getTime() > startsAt.getTime() + graceMinutes * MINUTE_MS;
}

/** The venue's reservation rules (the defaults without a settings row). */
export async function venueRules(db: Db | Tx, venueId: string): Promise<ReservationRules> {
  const [row] = await db.select().from(restoSettings).where(eq(restoSettings.venueId, venueId));
  if (!row) return DEFAULT_RULES;
  return {
    slotMinutes: row.slotMinutes,
    turnMinutes: row.turnMinutes.length > 0 ? row.turnMinutes : DEFAULT_RULES.turnMinutes,
    minParty: row.minParty,
    maxParty: row.maxParty,
    pacingPer15: row.pacingPer15,
    noShowReleaseMinutes: row.noShowReleaseMinutes,
  };
}

/** The venue's time zone and business-day cutoff hour. */
export async function venueClock(db: Db | Tx, venueId: string): Promise<VenueClock> {
  const [row] = await db
    .select({ timeZone: venues.timezone, cutoffHour: venues.businessDayCutoffHour })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row ?? { timeZone: 'America/Argentina/Buenos_Aires', cutoffHour: 9 };
}
