// Reservations as resto/reserva reads them (reservations.routes.ts holds the routes): one night of
// the venue with its areas, tables and rules, and single reservations after a write.
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ReservationDto, ReservationNightDto, RestoTableRef } from '../../../src/contract/resto-reservations';
import type { Db, Tx } from '../../db/client';
import { reservations, reservationTables, restoAreas, restoTables, vipCards } from '../../db/schema';
import { venueClock, venueRules } from '../../domain/reservation-slots';
import { ApiError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';

export const RESERVATION_NOT_FOUND = 'La reserva no existe';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The venue's live reservations matching `where`, by time then name, with their tables and card. */
export async function loadReservations(db: Db | Tx, venueId: string, where: SQL[]): Promise<ReservationDto[]> {
  const rows = await db
    .select({ r: reservations, cardNumber: vipCards.number, holderName: vipCards.holderName })
    .from(reservations)
    .leftJoin(vipCards, eq(vipCards.id, reservations.vipCardId))
    .where(and(eq(reservations.venueId, venueId), isNull(reservations.deletedAt), ...where))
    .orderBy(asc(reservations.startsAt), asc(reservations.time), asc(reservations.name));
  if (rows.length === 0) return [];
  const links = await db
    .select({ reservationId: reservationTables.reservationId, tableId: reservationTables.tableId, areaId: restoTables.areaId })
    .from(reservationTables)
    .innerJoin(restoTables, eq(restoTables.id, reservationTables.tableId))
    .where(
      inArray(
        reservationTables.reservationId,
        rows.map((x) => x.r.id),
      ),
    )
    .orderBy(asc(restoTables.name));
  const byReservation = groupBy(
    links,
    (l) => l.reservationId,
    (l) => l,
  );
  return rows.map(({ r, cardNumber, holderName }) => {
    const tables = byReservation.get(r.id) ?? [];
    return {
      id: r.id,
      date: r.date,
      time: r.time,
      startsAt: iso(r.startsAt),
      endsAt: iso(r.endsAt),
      partySize: r.partySize,
      name: r.name,
      phone: r.phone,
      email: r.email,
      tableIds: tables.map((t) => t.tableId),
      areaId: tables[0]?.areaId ?? null,
      notes: r.notes,
      status: r.status,
      waitlisted: r.waitlisted,
      minimumSpend: r.minimumSpend,
      deposit: r.deposit,
      vipCard: r.vipCardId && cardNumber !== null ? { id: r.vipCardId, number: cardNumber, holderName: holderName ?? '' } : null,
      seatedAt: iso(r.seatedAt),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

export async function loadReservation(db: Db | Tx, venueId: string, id: string): Promise<ReservationDto> {
  const [one] = await loadReservations(db, venueId, [eq(reservations.id, id)]);
  if (!one) throw new ApiError(404, RESERVATION_NOT_FOUND);
  return one;
}

/** The venue's active areas and their active tables, in the areas' order. */
export async function venueTables(db: Db | Tx, venueId: string) {
  const areas = await db
    .select({ id: restoAreas.id, name: restoAreas.name, vip: restoAreas.vip })
    .from(restoAreas)
    .where(and(eq(restoAreas.venueId, venueId), eq(restoAreas.active, true), isNull(restoAreas.deletedAt)))
    .orderBy(asc(restoAreas.sortOrder), asc(restoAreas.name));
  const tables: RestoTableRef[] =
    areas.length === 0
      ? []
      : await db
          .select({
            id: restoTables.id,
            areaId: restoTables.areaId,
            name: restoTables.name,
            seats: restoTables.seats,
            shape: restoTables.shape,
            x: restoTables.x,
            y: restoTables.y,
            width: restoTables.width,
            height: restoTables.height,
            joinable: restoTables.joinable,
            minimumSpend: restoTables.minimumSpend,
            deposit: restoTables.deposit,
          })
          .from(restoTables)
          .where(
            and(
              inArray(
                restoTables.areaId,
                areas.map((a) => a.id),
              ),
              eq(restoTables.active, true),
              isNull(restoTables.deletedAt),
            ),
          );
  // Names as people read them: "Mesa 2" before "Mesa 10".
  tables.sort((a, b) => a.name.localeCompare(b.name, 'es', { numeric: true, sensitivity: 'base' }));
  return { areas, tables };
}

/** One night: the reservations of `date` (booked and waitlisted), the venue's areas, tables and rules. */
export async function reservationNight(db: Db, venueId: string, date: string): Promise<ReservationNightDto> {
  const [{ areas, tables }, list, rules, clock] = await Promise.all([
    venueTables(db, venueId),
    loadReservations(db, venueId, [eq(reservations.date, date)]),
    venueRules(db, venueId),
    venueClock(db, venueId),
  ]);
  return {
    date,
    areas,
    tables,
    reservations: list,
    lateAfterMinutes: LATE_AFTER_MINUTES,
    slotMinutes: rules.slotMinutes,
    timeZone: clock.timeZone,
    cutoffHour: clock.cutoffHour,
  };
}

/** A confirmed party this many minutes past its time shows as running late. */
export const LATE_AFTER_MINUTES = 10;
