// Reservation writes (reservations.routes.ts holds the routes): create, edit, state moves and
// seating from the waiting list, each with its audit row in one transaction.
//
// Double booking: a write that gives a reservation tables first locks those tables' rows
// (SELECT … FOR UPDATE on resto_tables, in id order, so two writes on overlapping sets never
// deadlock), then looks for an active reservation (requested, confirmed, seated; not waitlisted)
// on any of them whose span overlaps, and only then writes. Two hosts booking one table at once
// queue on the lock: the second sees the first's committed reservation and gets a 409. Pacing
// (covers per quarter hour) is a venue-wide sum, so when the venue limits it the write also takes
// the venue's reservation advisory lock first.
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { localHHmm } from '../../../src/contract/nights-admin';
import {
  ACTIVE_STATUSES,
  canMove,
  type ReservationDto,
  type ReservationStatus,
  type reservationBodySchema,
} from '../../../src/contract/resto-reservations';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db, Tx } from '../../db/client';
import { reservations, reservationTables, restoAreas, restoTables, vipCards } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import {
  exceedsPacing,
  pacingWindow,
  type ReservationRules,
  reservationSpan,
  spanFrom,
  venueClock,
  venueRules,
} from '../../domain/reservation-slots';
import { isVenueRow, lockVenueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { loadReservation, RESERVATION_NOT_FOUND } from './reservations.read';

type Body = v.InferOutput<typeof reservationBodySchema>;
type Row = typeof reservations.$inferSelect;
type TableRow = typeof restoTables.$inferSelect;

export const TABLE_NOT_FOUND = 'La mesa no existe o no está activa';
export const TABLE_TAKEN = 'La mesa ya está reservada en ese horario';
export const NOT_JOINABLE = 'Solo se pueden unir mesas marcadas como unibles';
export const JOINED_AREAS = 'Las mesas unidas deben ser de la misma área';
export const WAITLIST_NO_TABLES = 'Una reserva en lista de espera no tiene mesa';
export const TABLE_REQUIRED = 'Elige una mesa o pon la reserva en lista de espera';
export const PARTY_LIMITS = 'La cantidad de personas está fuera de los límites del local';
export const PACING_FULL = 'Ya hay demasiadas llegadas en ese cuarto de hora';
export const CARD_NOT_FOUND = 'La tarjeta VIP no existe';
export const BAD_MOVE = 'La reserva no puede pasar a ese estado';
export const NOT_EDITABLE = 'Una reserva terminada, cancelada o ausente ya no se edita';
export const SEAT_NEEDS_TABLE = 'Elige la mesa en la que se sienta la reserva en espera';

/** Advisory lock namespace of a venue's reservation pacing (second key: the venue's hash). */
const PACING_LOCK = 314_035;

/** What the audit log keeps of a reservation. */
function snapshot(r: Row, tableIds: string[]) {
  return {
    date: r.date,
    time: r.time,
    partySize: r.partySize,
    name: r.name,
    phone: r.phone,
    email: r.email,
    tableIds,
    notes: r.notes,
    status: r.status,
    waitlisted: r.waitlisted,
    minimumSpend: r.minimumSpend,
    deposit: r.deposit,
    vipCardId: r.vipCardId,
  };
}

/**
 * The venue's active tables `ids`, row-locked in id order; 422 when one is missing, of another
 * venue or inactive, when joined tables are not all joinable or not in one area.
 */
export async function lockTables(tx: Tx, venueId: string, ids: string[]): Promise<TableRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ t: restoTables })
    .from(restoTables)
    .innerJoin(restoAreas, eq(restoAreas.id, restoTables.areaId))
    .where(
      and(
        inArray(restoTables.id, ids),
        eq(restoAreas.venueId, venueId),
        eq(restoTables.active, true),
        isNull(restoTables.deletedAt),
        isNull(restoAreas.deletedAt),
      ),
    )
    .orderBy(asc(restoTables.id))
    .for('update', { of: restoTables });
  if (rows.length !== ids.length) throw new ApiError(422, TABLE_NOT_FOUND);
  const tables = rows.map((r) => r.t);
  if (tables.length > 1) {
    if (tables.some((t) => !t.joinable)) throw new ApiError(422, NOT_JOINABLE);
    if (new Set(tables.map((t) => t.areaId)).size > 1) throw new ApiError(422, JOINED_AREAS);
  }
  return tables;
}

/** 409 when one of `tableIds` is held by another active reservation over an overlapping span. */
async function assertTablesFree(tx: Tx, tableIds: string[], span: { startsAt: Date; endsAt: Date }, exceptId: string | null) {
  if (tableIds.length === 0) return;
  const where: SQL[] = [
    inArray(reservationTables.tableId, tableIds),
    inArray(reservations.status, [...ACTIVE_STATUSES]),
    eq(reservations.waitlisted, false),
    isNull(reservations.deletedAt),
    lt(reservations.startsAt, span.endsAt),
    gt(reservations.endsAt, span.startsAt),
  ];
  if (exceptId) where.push(ne(reservations.id, exceptId));
  const [clash] = await tx
    .select({ id: reservations.id, tableId: reservationTables.tableId })
    .from(reservationTables)
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(and(...where))
    .limit(1);
  if (clash) throw new ApiError(409, TABLE_TAKEN, { reservationId: clash.id, tableId: clash.tableId });
}

/** 422 when the party is outside the venue's limits, or its quarter hour is already full. */
async function assertRules(
  tx: Tx,
  venueId: string,
  rules: ReservationRules,
  party: number,
  startsAt: Date,
  exceptId: string | null,
) {
  if (party < rules.minParty || party > rules.maxParty) throw new ApiError(422, PARTY_LIMITS);
  if (rules.pacingPer15 <= 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${PACING_LOCK}::int, hashtext(${venueId}::text))`);
  const window = pacingWindow(startsAt);
  const where: SQL[] = [
    eq(reservations.venueId, venueId),
    inArray(reservations.status, [...ACTIVE_STATUSES]),
    eq(reservations.waitlisted, false),
    isNull(reservations.deletedAt),
    gte(reservations.startsAt, window.from),
    lt(reservations.startsAt, window.to),
  ];
  if (exceptId) where.push(ne(reservations.id, exceptId));
  const [row] = await tx
    .select({ covers: sql<number>`coalesce(sum(${reservations.partySize}), 0)::int` })
    .from(reservations)
    .where(and(...where));
  if (exceedsPacing(rules, Number(row?.covers ?? 0), party)) throw new ApiError(422, PACING_FULL);
}

async function assertCard(tx: Tx, venueId: string, cardId: string | null | undefined) {
  if (cardId && !(await isVenueRow(tx, vipCards, venueId, cardId))) throw new ApiError(422, CARD_NOT_FOUND);
}

async function setTables(tx: Tx, reservationId: string, tableIds: string[], now: Date) {
  await tx.delete(reservationTables).where(eq(reservationTables.reservationId, reservationId));
  if (tableIds.length > 0) {
    await tx
      .insert(reservationTables)
      .values(tableIds.map((tableId) => ({ reservationId, tableId, createdAt: now, updatedAt: now })));
  }
}

async function tableIdsOf(tx: Tx, reservationId: string): Promise<string[]> {
  const rows = await tx
    .select({ tableId: reservationTables.tableId })
    .from(reservationTables)
    .where(eq(reservationTables.reservationId, reservationId))
    .orderBy(asc(reservationTables.tableId));
  return rows.map((r) => r.tableId);
}

/** Checks a body against the tables, rules and card; the values to write (span and amounts included). */
async function checkedValues(tx: Tx, venueId: string, body: Body, exceptId: string | null, keepStart: Date | null) {
  if (body.waitlisted && body.tableIds.length > 0) throw new ApiError(422, WAITLIST_NO_TABLES);
  if (!body.waitlisted && body.tableIds.length === 0) throw new ApiError(422, TABLE_REQUIRED);
  const [rules, clock] = await Promise.all([venueRules(tx, venueId), venueClock(tx, venueId)]);
  const span = keepStart ? spanFrom(keepStart, body.partySize, rules) : reservationSpan(body, rules, clock);
  const tables = await lockTables(tx, venueId, [...body.tableIds].sort());
  await assertRules(tx, venueId, rules, body.partySize, span.startsAt, exceptId);
  await assertTablesFree(tx, body.tableIds, span, exceptId);
  await assertCard(tx, venueId, body.vipCardId);
  return {
    date: body.date,
    time: body.time,
    startsAt: span.startsAt,
    endsAt: span.endsAt,
    partySize: body.partySize,
    name: body.name,
    phone: body.phone,
    email: body.email,
    tableId: body.tableIds[0] ?? null,
    notes: body.notes,
    waitlisted: body.waitlisted,
    minimumSpend: body.minimumSpend ?? tables.reduce((s, t) => s + t.minimumSpend, 0),
    deposit: body.deposit ?? tables.reduce((s, t) => s + t.deposit, 0),
    vipCardId: body.vipCardId ?? null,
  };
}

export async function createReservation(db: Db, venueId: string, userId: string, body: Body): Promise<ReservationDto> {
  const id = uuidv7();
  await db.transaction(async (tx) => {
    const values = await checkedValues(tx, venueId, body, null, null);
    const now = new Date();
    const [row] = await tx
      .insert(reservations)
      .values({ id, venueId, ...values, status: body.status ?? 'requested', createdBy: userId, createdAt: now, updatedAt: now })
      .returning();
    await setTables(tx, id, body.tableIds, now);
    await writeAudit(tx, userId, 'reservation.create', 'reservations', id, null, snapshot(row as Row, body.tableIds));
  });
  return loadReservation(db, venueId, id);
}

export async function updateReservation(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  body: Body,
): Promise<ReservationDto> {
  await db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, reservations, venueId, id, RESERVATION_NOT_FOUND);
    if (!ACTIVE_STATUSES.includes(before.status)) throw new ApiError(409, NOT_EDITABLE);
    if (before.status === 'seated' && body.waitlisted) throw new ApiError(422, SEAT_NEEDS_TABLE);
    const beforeTables = await tableIdsOf(tx, id);
    // A seated party's span runs from when it sat down.
    const keepStart = before.status === 'seated' ? (before.startsAt ?? before.seatedAt) : null;
    const values = await checkedValues(tx, venueId, body, id, keepStart);
    const now = new Date();
    const [after] = await tx
      .update(reservations)
      .set({ ...values, updatedAt: now })
      .where(eq(reservations.id, id))
      .returning();
    await setTables(tx, id, body.tableIds, now);
    const afterTables = [...body.tableIds].sort();
    await writeAudit(
      tx,
      userId,
      'reservation.update',
      'reservations',
      id,
      snapshot(before, beforeTables),
      snapshot(after as Row, afterTables),
    );
  });
  return loadReservation(db, venueId, id);
}

/** confirmed, completed, cancelled or no_show (seating has its own route: it may take tables). */
export async function moveReservation(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  status: Exclude<ReservationStatus, 'requested' | 'seated'>,
): Promise<ReservationDto> {
  await db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, reservations, venueId, id, RESERVATION_NOT_FOUND);
    if (!canMove(before.status, status)) throw new ApiError(409, BAD_MOVE);
    if (status === 'no_show' && before.waitlisted) throw new ApiError(409, BAD_MOVE);
    const now = new Date();
    const set: Partial<Row> = { status, updatedAt: now };
    // A party that leaves early frees its table(s) from now on.
    if (status === 'completed' && before.endsAt && before.endsAt > now && (before.startsAt ?? now) < now) set.endsAt = now;
    await tx.update(reservations).set(set).where(eq(reservations.id, id));
    await writeAudit(tx, userId, 'reservation.status', 'reservations', id, { status: before.status }, { status });
  });
  return loadReservation(db, venueId, id);
}

/**
 * Seats a party: a booked one (confirmed) at its own tables, or on `tableIds` when it moves; one
 * from the waiting list (requested or confirmed) on `tableIds`, which must be free from now for
 * its turn time.
 */
export async function seatReservation(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  tableIds: string[] | undefined,
): Promise<ReservationDto> {
  await db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, reservations, venueId, id, RESERVATION_NOT_FOUND);
    const fromList = before.waitlisted && (before.status === 'requested' || before.status === 'confirmed');
    if (!fromList && !canMove(before.status, 'seated')) throw new ApiError(409, BAD_MOVE);
    if (fromList && !tableIds) throw new ApiError(422, SEAT_NEEDS_TABLE);
    const beforeTables = await tableIdsOf(tx, id);
    const now = new Date();
    const set: Partial<Row> = { status: 'seated', seatedAt: now, waitlisted: false, updatedAt: now };
    if (tableIds) {
      const [rules, clock] = await Promise.all([venueRules(tx, venueId), venueClock(tx, venueId)]);
      const tables = await lockTables(tx, venueId, [...tableIds].sort());
      const span =
        fromList || !before.startsAt
          ? spanFrom(now, before.partySize, rules)
          : spanFrom(before.startsAt, before.partySize, rules);
      await assertTablesFree(tx, tableIds, span, id);
      Object.assign(set, { ...span, tableId: tableIds[0] });
      if (fromList) {
        set.time = localHHmm(now, clock.timeZone);
        set.minimumSpend = tables.reduce((s, t) => s + t.minimumSpend, 0);
        set.deposit = tables.reduce((s, t) => s + t.deposit, 0);
      }
      await setTables(tx, id, tableIds, now);
    }
    await tx.update(reservations).set(set).where(eq(reservations.id, id));
    await writeAudit(
      tx,
      userId,
      'reservation.seat',
      'reservations',
      id,
      { status: before.status, waitlisted: before.waitlisted, tableIds: beforeTables },
      { status: 'seated', waitlisted: false, tableIds: tableIds ? [...tableIds].sort() : beforeTables },
    );
  });
  return loadReservation(db, venueId, id);
}
