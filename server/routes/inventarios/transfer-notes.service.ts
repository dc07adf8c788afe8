// The transfer notes' workflow (remitos/transferencias; transfers.routes.ts holds the routes,
// transfers.service.ts the reads and checks). A note is `draft → sent → received`. Sending writes
// the transfer_out movements at the origin; receiving writes transfer_in at the destination for
// what actually arrived, at the unit cost the goods left with, so a transfer never changes the
// value of the stock by itself. What went missing on the way is not put back anywhere: the line
// keeps sent and received, the note is flagged (hasDifferences) and the venue's 420 holders are
// notified once the transaction has committed.

import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  BELOW_ZERO,
  type receiveBodySchema,
  type SendBody,
  type TransferNoteDetail,
  type TransferNoteSummary,
  type TransferShortage,
  type transferListQuerySchema,
} from '../../../src/contract/inventory-transfers';
import { notificationMessage } from '../../../src/contract/notification-messages';
import type { Db, Tx } from '../../db/client';
import { goods, transferNoteLines, transferNotes } from '../../db/schema';
import { type MovementInput, onHandNow, recordMovements, requireLocation, roundQty } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs';
import type { AuthUser } from '../../middleware/auth';
import { enqueuePushes, notifyVenueHolders } from '../account/notifications.service';
import {
  ALREADY_RECEIVED,
  ALREADY_SENT,
  audit,
  checkDraft,
  type DraftBody,
  dayRange,
  fromLoc,
  LINE_NOT_IN_NOTE,
  loadDetail,
  loadSummaries,
  lockNote,
  MISSING_LINES,
  NOT_SENT_YET,
  nextNumber,
  ONLY_DRAFTS,
  sentCosts,
  toLoc,
  venueTimezone,
} from './transfers.service';

type NoteRow = typeof transferNotes.$inferSelect;

export async function listTransferNotes(
  db: Db,
  venueId: string,
  q: v.InferOutput<typeof transferListQuerySchema>,
): Promise<TransferNoteSummary[]> {
  const tz = await venueTimezone(db, venueId);
  const where: SQL[] = [...dayRange(sql`${transferNotes.createdAt}`, tz, q.from, q.to)];
  if (q.status) where.push(eq(transferNotes.status, q.status));
  if (q.fromLocationId) where.push(eq(transferNotes.fromLocationId, q.fromLocationId));
  if (q.toLocationId) where.push(eq(transferNotes.toLocationId, q.toLocationId));
  if (q.locationId) {
    const either = or(eq(transferNotes.fromLocationId, q.locationId), eq(transferNotes.toLocationId, q.locationId));
    if (either) where.push(either);
  }
  if (q.differences) where.push(eq(transferNotes.hasDifferences, q.differences === 'true'));
  return loadSummaries(db, venueId, where, q.limit ?? 300);
}

/** The note's live lines. */
function noteLines(tx: Tx, id: string) {
  return tx
    .select()
    .from(transferNoteLines)
    .where(and(eq(transferNoteLines.transferNoteId, id), isNull(transferNoteLines.deletedAt)));
}

/** A ledger movement the note writes: its night, source and user, and "Remito N" as the note. */
function noteMovement(
  note: NoteRow,
  userId: string,
  at: Date,
  m: Pick<MovementInput, 'locationId' | 'goodId' | 'kind' | 'quantity' | 'unitCost'>,
): MovementInput {
  return {
    ...m,
    at,
    nightId: note.nightId,
    sourceType: 'transfer_note',
    sourceId: note.id,
    userId,
    note: `Remito ${note.number}`,
  };
}

export async function createTransferNote(db: Db, venueId: string, userId: string, body: DraftBody): Promise<TransferNoteDetail> {
  const id = await db.transaction(async (tx) => {
    const nightId = await checkDraft(tx, venueId, body);
    const number = await nextNumber(tx, venueId);
    const [note] = await tx
      .insert(transferNotes)
      .values({
        venueId,
        number,
        fromLocationId: body.fromLocationId,
        toLocationId: body.toLocationId,
        nightId,
        status: 'draft',
        createdBy: userId,
        note: body.note,
      })
      .returning({ id: transferNotes.id });
    if (!note) throw new Error('insert returned nothing');
    await tx
      .insert(transferNoteLines)
      .values(body.lines.map((l) => ({ transferNoteId: note.id, goodId: l.goodId, quantitySent: roundQty(l.quantity) })));
    await audit(tx, userId, 'transfer_note.create', note.id, null, { number, status: 'draft', lines: body.lines });
    return note.id;
  });
  return loadDetail(db, venueId, id);
}

export async function updateTransferNote(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  body: DraftBody,
): Promise<TransferNoteDetail> {
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, venueId, id);
    if (note.status !== 'draft') throw new ApiError(409, ONLY_DRAFTS);
    const nightId = await checkDraft(tx, venueId, body);
    await tx
      .update(transferNotes)
      .set({
        fromLocationId: body.fromLocationId,
        toLocationId: body.toLocationId,
        nightId,
        note: body.note,
        updatedAt: new Date(),
      })
      .where(eq(transferNotes.id, id));
    // Lines of a good kept keep their id; removed goods are tombstoned, new ones inserted.
    const existing = await noteLines(tx, id);
    const byGood = new Map(existing.map((l) => [l.goodId, l]));
    const wanted = new Set(body.lines.map((l) => l.goodId));
    const now = new Date();
    for (const line of body.lines) {
      const current = byGood.get(line.goodId);
      const quantity = roundQty(line.quantity);
      if (!current) {
        await tx.insert(transferNoteLines).values({ transferNoteId: id, goodId: line.goodId, quantitySent: quantity });
      } else if (roundQty(current.quantitySent) !== quantity) {
        await tx
          .update(transferNoteLines)
          .set({ quantitySent: quantity, updatedAt: now })
          .where(eq(transferNoteLines.id, current.id));
      }
    }
    const removed = existing.filter((l) => !wanted.has(l.goodId)).map((l) => l.id);
    if (removed.length > 0) {
      await tx.update(transferNoteLines).set({ deletedAt: now, updatedAt: now }).where(inArray(transferNoteLines.id, removed));
    }
    const before = {
      fromLocationId: note.fromLocationId,
      toLocationId: note.toLocationId,
      lines: existing.map((l) => [l.goodId, l.quantitySent]),
    };
    const after = { fromLocationId: body.fromLocationId, toLocationId: body.toLocationId, lines: body.lines };
    await audit(tx, userId, 'transfer_note.update', id, before, after);
  });
  return loadDetail(db, venueId, id);
}

/** The lines that would leave the origin below zero: what it holds now and what the line takes. */
async function shortagesOf(tx: Tx, venueId: string, note: NoteRow, lines: { goodId: string; quantitySent: number }[]) {
  const goodIds = lines.map((l) => l.goodId);
  const held = await onHandNow(tx, venueId, { locationIds: [note.fromLocationId], goodIds });
  const onHand = new Map(held.map((r) => [r.goodId, r.quantity]));
  const short = lines.filter((l) => roundQty((onHand.get(l.goodId) ?? 0) - Number(l.quantitySent)) < 0);
  if (short.length === 0) return [];
  const names = await tx
    .select({ id: goods.id, name: goods.name })
    .from(goods)
    .where(
      inArray(
        goods.id,
        short.map((l) => l.goodId),
      ),
    );
  const nameOf = new Map(names.map((g) => [g.id, g.name]));
  return short.map(
    (l): TransferShortage => ({
      goodId: l.goodId,
      goodName: nameOf.get(l.goodId) ?? '',
      onHand: onHand.get(l.goodId) ?? 0,
      quantity: Number(l.quantitySent),
    }),
  );
}

export async function sendTransferNote(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  { allowBelowZero = false }: SendBody = {},
): Promise<TransferNoteDetail> {
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, venueId, id);
    if (note.status === 'sent') throw new ApiError(409, ALREADY_SENT);
    if (note.status === 'received') throw new ApiError(409, ALREADY_RECEIVED);
    await requireLocation(tx, venueId, note.fromLocationId);
    await requireLocation(tx, venueId, note.toLocationId);
    const lines = await noteLines(tx, id);
    const shortages = await shortagesOf(tx, venueId, note, lines);
    if (shortages.length > 0 && !allowBelowZero) throw new ApiError(409, BELOW_ZERO, { shortages });
    const now = new Date();
    await recordMovements(
      tx,
      lines.map((l) =>
        noteMovement(note, userId, now, {
          locationId: note.fromLocationId,
          goodId: l.goodId,
          kind: 'transfer_out',
          quantity: -l.quantitySent,
        }),
      ),
    );
    await tx
      .update(transferNotes)
      .set({ status: 'sent', sentAt: now, sentBy: userId, updatedAt: now })
      .where(eq(transferNotes.id, id));
    const after = shortages.length > 0 ? { status: 'sent', belowZero: shortages } : { status: 'sent' };
    await audit(tx, userId, 'transfer_note.send', id, { status: 'draft' }, after);
  });
  return loadDetail(db, venueId, id);
}

export async function receiveTransferNote(
  db: Db,
  jobs: Jobs,
  venueId: string,
  user: AuthUser,
  id: string,
  body: v.InferOutput<typeof receiveBodySchema>,
): Promise<TransferNoteDetail> {
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, venueId, id);
    if (note.status === 'draft') throw new ApiError(409, NOT_SENT_YET);
    if (note.status === 'received') throw new ApiError(409, ALREADY_RECEIVED);
    const lines = await noteLines(tx, id);
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const l of body.lines) if (!byId.has(l.lineId)) throw new ApiError(422, LINE_NOT_IN_NOTE);
    if (body.lines.length !== lines.length) throw new ApiError(422, MISSING_LINES);
    await requireLocation(tx, venueId, note.toLocationId);
    const costs = await sentCosts(tx, id);
    const now = new Date();
    let differing = 0;
    for (const l of body.lines) {
      const line = byId.get(l.lineId);
      if (!line) continue;
      const received = roundQty(l.quantityReceived);
      if (received !== roundQty(line.quantitySent)) differing++;
      await tx
        .update(transferNoteLines)
        .set({ quantityReceived: received, updatedAt: now })
        .where(eq(transferNoteLines.id, line.id));
    }
    await recordMovements(
      tx,
      body.lines.map((l) => {
        const goodId = byId.get(l.lineId)?.goodId ?? '';
        const m = { locationId: note.toLocationId, goodId, kind: 'transfer_in' as const, quantity: l.quantityReceived };
        return noteMovement(note, user.id, now, { ...m, unitCost: costs.get(goodId) });
      }),
    );
    const remark = body.note ? [note.note, body.note].filter(Boolean).join(' · ').slice(0, 1000) : note.note;
    const hasDifferences = differing > 0;
    await tx
      .update(transferNotes)
      .set({ status: 'received', receivedAt: now, receivedBy: user.id, hasDifferences, note: remark, updatedAt: now })
      .where(eq(transferNotes.id, id));
    await audit(
      tx,
      user.id,
      'transfer_note.receive',
      id,
      { status: 'sent' },
      { status: 'received', lines: body.lines, hasDifferences },
    );
    if (differing === 0) return;
    // Everyone who follows the venue's stock movements (420), except who received it.
    const [places] = await tx
      .select({ from: fromLoc.name, to: toLoc.name })
      .from(transferNotes)
      .innerJoin(fromLoc, eq(fromLoc.id, transferNotes.fromLocationId))
      .innerJoin(toLoc, eq(toLoc.id, transferNotes.toLocationId))
      .where(eq(transferNotes.id, id));
    const pending = await notifyVenueHolders(
      tx,
      { venueId, code: '420', except: user.id },
      {
        kind: 'transfers',
        message: notificationMessage('transferDifferences', {
          number: String(note.number),
          from: places?.from ?? '',
          to: places?.to ?? '',
          differing,
          lines: lines.length,
          user: user.displayName,
        }),
        click: `/logged/inventarios/remitos/transferencias?remito=${id}`,
      },
    );
    await enqueuePushes(jobs, tx, venueId, pending);
  });
  return loadDetail(db, venueId, id);
}
