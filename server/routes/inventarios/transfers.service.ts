// Queries of the transfer notes (remitos/transferencias) and the ledger they write: loading,
// locking and numbering notes, validating drafts. transfers.routes.ts, transfer-notes.service.ts
// (the notes' workflow) and ledger.service.ts call these.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import type {
  PlaceRef,
  TransferNoteDetail,
  TransferNoteLine,
  TransferNoteSummary,
  transferNoteBodySchema,
} from '../../../src/contract/inventory-transfers';
import type { Db } from '../../db/client';
import { goods, nights, stockLocations, stockMovements, transferNoteLines, transferNotes, users } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { venueClock, venueNight } from '../../domain/night-of';
import { requireGoods, requireLocation, roundQty } from '../../domain/stock-ledger';
import { lockVenueRow, ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';

export const NOTE_NOT_FOUND = 'El remito no existe';
export const ONLY_DRAFTS = 'Solo se puede modificar un remito en borrador';
export const ALREADY_SENT = 'El remito ya fue enviado';
export const ALREADY_RECEIVED = 'El remito ya fue recibido';
export const NOT_SENT_YET = 'El remito todavía no fue enviado';
export const LINE_NOT_IN_NOTE = 'La línea no pertenece al remito';
export const MISSING_LINES = 'Falta la cantidad recibida de alguna línea del remito';

/** Advisory lock namespace of transfer note numbers (the second key is the venue's hash). */
export const NUMBER_LOCK = 420_001;

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
export async function venueTimezone(db: Db, venueId: string): Promise<string> {
  return (await venueClock(db, venueId)).timezone;
}

/** `column` within the venue's calendar days [from, to] (both inclusive, either optional). */
export function dayRange(column: SQL, tz: string, from?: string, to?: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(sql`${column} >= ((${from}::date)::timestamp at time zone ${tz})`);
  if (to) out.push(sql`${column} < (((${to}::date) + 1)::timestamp at time zone ${tz})`);
  return out;
}

export async function userNames(db: Db, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const unique = [...new Set([...ids].filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const fromLoc = alias(stockLocations, 'from_loc');
export const toLoc = alias(stockLocations, 'to_loc');

/** Transfer notes of the venue, newest first, with their line totals. */
export async function loadSummaries(db: Db, venueId: string, where: SQL[], limit: number): Promise<TransferNoteSummary[]> {
  const rows = await db
    .select({
      note: transferNotes,
      fromName: fromLoc.name,
      fromKind: fromLoc.kind,
      toName: toLoc.name,
      toKind: toLoc.kind,
      nightDate: nights.businessDate,
    })
    .from(transferNotes)
    .innerJoin(fromLoc, eq(fromLoc.id, transferNotes.fromLocationId))
    .innerJoin(toLoc, eq(toLoc.id, transferNotes.toLocationId))
    .leftJoin(nights, eq(nights.id, transferNotes.nightId))
    .where(ofVenue(transferNotes, venueId, ...where))
    .orderBy(desc(transferNotes.number))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.note.id);
  const totals = await db
    .select({
      noteId: transferNoteLines.transferNoteId,
      lineCount: sql<number>`count(*)::int`,
      totalSent: sql<string>`coalesce(sum(${transferNoteLines.quantitySent}), 0)`,
      totalReceived: sql<string>`coalesce(sum(${transferNoteLines.quantityReceived}), 0)`,
      valueSent: sql<string>`coalesce(sum(round(${transferNoteLines.quantitySent} * ${goods.unitCost})), 0)`,
    })
    .from(transferNoteLines)
    .innerJoin(goods, eq(goods.id, transferNoteLines.goodId))
    .where(and(inArray(transferNoteLines.transferNoteId, ids), isNull(transferNoteLines.deletedAt)))
    .groupBy(transferNoteLines.transferNoteId);
  const byNote = new Map(totals.map((t) => [t.noteId, t]));
  const names = await userNames(
    db,
    rows.flatMap((r) => [r.note.createdBy, r.note.sentBy, r.note.receivedBy]),
  );
  return rows.map(({ note, fromName, fromKind, toName, toKind, nightDate }) => {
    const t = byNote.get(note.id);
    const from: PlaceRef = { id: note.fromLocationId, name: fromName, kind: fromKind };
    const to: PlaceRef = { id: note.toLocationId, name: toName, kind: toKind };
    return {
      id: note.id,
      number: note.number,
      status: note.status,
      from,
      to,
      nightId: note.nightId,
      nightDate: nightDate ?? null,
      note: note.note,
      createdAt: note.createdAt.toISOString(),
      createdBy: note.createdBy ? (names.get(note.createdBy) ?? null) : null,
      sentAt: iso(note.sentAt),
      sentBy: note.sentBy ? (names.get(note.sentBy) ?? null) : null,
      receivedAt: iso(note.receivedAt),
      receivedBy: note.receivedBy ? (names.get(note.receivedBy) ?? null) : null,
      hasDifferences: note.hasDifferences,
      lineCount: t?.lineCount ?? 0,
      totalSent: roundQty(Number(t?.totalSent ?? 0)),
      totalReceived: note.status === 'received' ? roundQty(Number(t?.totalReceived ?? 0)) : null,
      valueSent: Number(t?.valueSent ?? 0),
    };
  });
}

/** Per good, the unit cost the transfer_out of this note carried (the cost the goods left with). */
export async function sentCosts(db: Db, noteId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ goodId: stockMovements.goodId, unitCost: stockMovements.unitCost })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.sourceType, 'transfer_note'),
        eq(stockMovements.sourceId, noteId),
        eq(stockMovements.kind, 'transfer_out'),
      ),
    );
  return new Map(rows.map((r) => [r.goodId, r.unitCost]));
}

export async function loadDetail(db: Db, venueId: string, id: string): Promise<TransferNoteDetail> {
  const [summary] = await loadSummaries(db, venueId, [eq(transferNotes.id, id)], 1);
  if (!summary) throw new ApiError(404, NOTE_NOT_FOUND);
  const rows = await db
    .select({
      line: transferNoteLines,
      goodName: goods.name,
      goodSku: goods.sku,
      goodUnit: goods.unit,
      goodCost: goods.unitCost,
    })
    .from(transferNoteLines)
    .innerJoin(goods, eq(goods.id, transferNoteLines.goodId))
    .where(and(eq(transferNoteLines.transferNoteId, id), isNull(transferNoteLines.deletedAt)))
    .orderBy(goods.name, transferNoteLines.id);
  const costs = summary.status === 'draft' ? new Map<string, number>() : await sentCosts(db, id);
  const lines: TransferNoteLine[] = rows.map(({ line, goodName, goodSku, goodUnit, goodCost }) => {
    const sent = roundQty(line.quantitySent);
    const received = line.quantityReceived === null ? null : roundQty(line.quantityReceived);
    return {
      id: line.id,
      goodId: line.goodId,
      goodName,
      goodSku,
      goodUnit,
      quantitySent: sent,
      quantityReceived: received,
      difference: received === null ? null : roundQty(received - sent),
      unitCost: costs.get(line.goodId) ?? goodCost,
    };
  });
  return { ...summary, lines };
}

/** The note, locked for this transaction, when it belongs to the venue; else 404. */
export function lockNote(tx: Db, venueId: string, id: string) {
  return lockVenueRow(tx, transferNotes, venueId, id, NOTE_NOT_FOUND);
}

export async function requireNight(tx: Db, venueId: string, nightId: string | null | undefined): Promise<string | null> {
  if (!nightId) return null;
  return (await venueNight(tx, venueId, nightId)).id;
}

export type DraftBody = v.InferOutput<typeof transferNoteBodySchema>;

/** Locations, goods and night of a draft all exist and are the venue's. */
export async function checkDraft(tx: Db, venueId: string, body: DraftBody): Promise<string | null> {
  await requireLocation(tx, venueId, body.fromLocationId);
  await requireLocation(tx, venueId, body.toLocationId);
  await requireGoods(
    tx,
    venueId,
    body.lines.map((l) => l.goodId),
  );
  return requireNight(tx, venueId, body.nightId);
}

export async function nextNumber(tx: Db, venueId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK}::int, hashtext(${venueId}::text))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${transferNotes.number}), 0)::int` })
    .from(transferNotes)
    .where(eq(transferNotes.venueId, venueId));
  return (row?.last ?? 0) + 1;
}

export async function audit(tx: Db, userId: string, action: string, id: string, before: unknown, after: unknown) {
  await writeAudit(tx, userId, action, 'transfer_notes', id, before, after);
}

/** Where a movement of the venue's ledger stands in the keyset order (at desc, id desc). */
export function encodeCursor(micros: string, id: string): string {
  return `${micros}.${id}`;
}
