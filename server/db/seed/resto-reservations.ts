// The demo's reservations (issue 35, resto/reserva): over the recent and coming nights, each with
// its span (date + time in the venue's zone + the turn time of its party, the default rules of
// server/domain/reservation-slots.ts) and its table(s) in reservation_tables, never two on one
// table at once; a few on the waiting list (no table), and a share of them for tonight (the open
// night, else the next one) so the night view has something to show.
import { DEFAULT_RULES, reservationSpan, spansOverlap } from '../../domain/reservation-slots';
import { reservations, reservationTables } from '../schema';
import { HOUR } from './calendar';
import type { SeedContext } from './context';
import { asciiSlug, FEMALE_NAMES, MALE_NAMES, SURNAMES } from './data/names';
import type { NightRecord } from './sales';
import type { Venue } from './venue';

export interface SeedTable {
  id: string;
  name: string;
  seats: number;
  vip: boolean;
}

const CLOCK = { timeZone: 'America/Argentina/Buenos_Aires', cutoffHour: 9 };
const TIMES = ['23:30', '00:00', '00:30', '01:00', '01:30'];
const NOTES = ['Cumpleaños de 30', 'Despedida de soltera', 'Quieren champagne al llegar', 'Llegan después de las 2', '', '', ''];

type Status = 'requested' | 'confirmed' | 'seated' | 'completed' | 'cancelled' | 'no_show';

function statusFor(night: NightRecord, roll: number): Status {
  if (night.plan.status === 'closed') return roll < 0.72 ? 'completed' : roll < 0.86 ? 'no_show' : 'cancelled';
  if (night.plan.status === 'open') return roll < 0.5 ? 'seated' : 'confirmed';
  return roll < 0.6 ? 'confirmed' : 'requested';
}

export function seedReservations(ctx: SeedContext, venue: Venue, tables: SeedTable[], nightList: NightRecord[]): void {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('resto-reservations');
  const nights = nightList.slice(-Math.min(nightList.length, 12));
  const tonight = nights.find((n) => n.plan.status === 'open') ?? nights.find((n) => n.plan.status === 'planned');
  /** What each table already holds: its spans, so no two reservations overlap on it. */
  const held = new Map<string, { startsAt: Date; endsAt: Date }[]>();
  const free = (tableId: string, span: { startsAt: Date; endsAt: Date }) =>
    !(held.get(tableId) ?? []).some((s) => spansOverlap(s.startsAt, s.endsAt, span.startsAt, span.endsAt));

  // The first few wait on tonight's list, whatever the size of the demo.
  const listed = Math.max(1, Math.round(ctx.profile.reservations / 12));
  for (let i = 0; i < ctx.profile.reservations; i++) {
    const onList = tonight !== undefined && i < listed;
    const night = tonight && (onList || rng.chance(0.3)) ? tonight : rng.pick(nights);
    const first = rng.pick(rng.chance(0.55) ? FEMALE_NAMES : MALE_NAMES);
    const last = rng.pick(SURNAMES);
    const wantsVip = rng.chance(0.7);
    const time = rng.pick(TIMES);
    const partySize = rng.int(2, 8);
    const span = reservationSpan({ date: night.plan.businessDate, time, partySize }, DEFAULT_RULES, CLOCK);
    let status = statusFor(night, rng.next());
    // A booking without a free table that fits waits on the list (coming nights) or was cancelled.
    const fits = tables.filter((t) => t.seats + 2 >= partySize && (t.vip === wantsVip || !wantsVip) && free(t.id, span));
    const upcoming = night.plan.status !== 'closed';
    const waitlisted = upcoming && (onList || fits.length === 0 || (status === 'requested' && rng.chance(0.25)));
    if (waitlisted && status === 'seated') status = 'confirmed';
    if (!upcoming && fits.length === 0) status = 'cancelled';
    const table = waitlisted || fits.length === 0 ? null : rng.pick(fits);
    if (table) held.set(table.id, [...(held.get(table.id) ?? []), span]);
    const createdMs = night.plan.opensAt.getTime() - rng.int(12, 24 * 9) * HOUR;
    const id = ids.at(createdMs);
    const updatedAt = new Date(Math.min(createdMs + HOUR, ctx.nowMs));
    sink.add(reservations, {
      id,
      venueId: venue.id,
      date: night.plan.businessDate,
      time,
      startsAt: span.startsAt,
      endsAt: span.endsAt,
      partySize,
      name: `${first} ${last}`,
      phone: `+54 9 11 ${rng.int(2000, 6999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
      email: `${asciiSlug(first)}.${asciiSlug(last)}@gmail.com`,
      tableId: table?.id ?? null,
      notes: rng.pick(NOTES),
      status,
      waitlisted,
      seatedAt: status === 'seated' || status === 'completed' ? span.startsAt : null,
      createdAt: new Date(Math.min(createdMs, ctx.nowMs)),
      updatedAt,
    });
    if (table) sink.add(reservationTables, { reservationId: id, tableId: table.id, createdAt: updatedAt, updatedAt });
  }
}
