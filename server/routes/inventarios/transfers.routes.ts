// Inventory: transfer notes (remitos/transferencias), breakage (remitos/roto), the movements ledger
// (movimientos). All behind code 420 (src/contract/navigation.ts) and scoped to the user's venue:
// a note, breakage or movement of another venue answers 404 or is simply not listed.
//
// A transfer note is `draft → sent → received`. Sending writes the transfer_out movements at the
// origin; receiving writes transfer_in at the destination for what actually arrived, at the unit
// cost the goods left with, so a transfer never changes the value of the stock by itself. What
// went missing on the way is not put back anywhere: the line keeps sent and received, the note is
// flagged (hasDifferences) and the venue's 420 holders are notified.
// Numbers are sequential per venue: allocated under a transaction-scoped advisory lock per venue,
// so parallel creations queue for the number instead of colliding on the unique index.
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  receiveBodySchema,
  transferListQuerySchema,
  transferNoteBodySchema,
  uuidSchema,
} from '../../../src/contract/inventory-transfers';
import { transferNoteLines, transferNotes } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { recordMovements, requireLocation, roundQty } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { notifyVenueHolders, pushNotification } from '../account/notifications.service';
import {
  ALREADY_RECEIVED,
  ALREADY_SENT,
  audit,
  checkDraft,
  DIFFERENCES_TITLE,
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

const CODES = ['420'] as const;

export function transferRoutes({ db, guard, push }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const idParam = validate('param', v.object({ id: uuidSchema }));

  // ───────────────────────────── Transfer notes ─────────────────────────────

  app.get('/remitos', guard(CODES), validate('query', transferListQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const q = c.req.valid('query');
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
    return c.json(await loadSummaries(db, venueId, where, q.limit ?? 300));
  });

  app.get('/remitos/:id', guard(CODES), idParam, async (c) => {
    return c.json(await loadDetail(db, requireVenue(c).id, c.req.valid('param').id));
  });

  app.post('/remitos', guard(CODES), validate('json', transferNoteBodySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const user = c.var.user;
    const body = c.req.valid('json');
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
          createdBy: user.id,
          note: body.note,
        })
        .returning({ id: transferNotes.id });
      if (!note) throw new Error('insert returned nothing');
      await tx
        .insert(transferNoteLines)
        .values(body.lines.map((l) => ({ transferNoteId: note.id, goodId: l.goodId, quantitySent: roundQty(l.quantity) })));
      await audit(tx, user.id, 'transfer_note.create', note.id, null, { number, status: 'draft', lines: body.lines });
      return note.id;
    });
    return c.json(await loadDetail(db, venueId, id), 201);
  });

  app.put('/remitos/:id', guard(CODES), idParam, validate('json', transferNoteBodySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const user = c.var.user;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
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
      const existing = await tx
        .select()
        .from(transferNoteLines)
        .where(and(eq(transferNoteLines.transferNoteId, id), isNull(transferNoteLines.deletedAt)));
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
      await audit(
        tx,
        user.id,
        'transfer_note.update',
        id,
        {
          fromLocationId: note.fromLocationId,
          toLocationId: note.toLocationId,
          lines: existing.map((l) => [l.goodId, l.quantitySent]),
        },
        { fromLocationId: body.fromLocationId, toLocationId: body.toLocationId, lines: body.lines },
      );
    });
    return c.json(await loadDetail(db, venueId, id));
  });

  app.post('/remitos/:id/enviar', guard(CODES), idParam, async (c) => {
    const venueId = requireVenue(c).id;
    const user = c.var.user;
    const { id } = c.req.valid('param');
    await db.transaction(async (tx) => {
      const note = await lockNote(tx, venueId, id);
      if (note.status === 'sent') throw new ApiError(409, ALREADY_SENT);
      if (note.status === 'received') throw new ApiError(409, ALREADY_RECEIVED);
      await requireLocation(tx, venueId, note.fromLocationId);
      await requireLocation(tx, venueId, note.toLocationId);
      const lines = await tx
        .select()
        .from(transferNoteLines)
        .where(and(eq(transferNoteLines.transferNoteId, id), isNull(transferNoteLines.deletedAt)));
      const now = new Date();
      await recordMovements(
        tx,
        lines.map((l) => ({
          locationId: note.fromLocationId,
          goodId: l.goodId,
          kind: 'transfer_out' as const,
          quantity: -l.quantitySent,
          at: now,
          nightId: note.nightId,
          sourceType: 'transfer_note',
          sourceId: id,
          userId: user.id,
          note: `Remito ${note.number}`,
        })),
      );
      await tx
        .update(transferNotes)
        .set({ status: 'sent', sentAt: now, sentBy: user.id, updatedAt: now })
        .where(eq(transferNotes.id, id));
      await audit(tx, user.id, 'transfer_note.send', id, { status: 'draft' }, { status: 'sent' });
    });
    return c.json(await loadDetail(db, venueId, id));
  });

  app.post('/remitos/:id/recibir', guard(CODES), idParam, validate('json', receiveBodySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const user = c.var.user;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const afterCommit: (() => void)[] = [];
    await db.transaction(async (tx) => {
      const note = await lockNote(tx, venueId, id);
      if (note.status === 'draft') throw new ApiError(409, NOT_SENT_YET);
      if (note.status === 'received') throw new ApiError(409, ALREADY_RECEIVED);
      const lines = await tx
        .select()
        .from(transferNoteLines)
        .where(and(eq(transferNoteLines.transferNoteId, id), isNull(transferNoteLines.deletedAt)));
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
          const line = byId.get(l.lineId);
          const goodId = line?.goodId ?? '';
          return {
            locationId: note.toLocationId,
            goodId,
            kind: 'transfer_in' as const,
            quantity: l.quantityReceived,
            unitCost: costs.get(goodId),
            at: now,
            nightId: note.nightId,
            sourceType: 'transfer_note',
            sourceId: id,
            userId: user.id,
            note: `Remito ${note.number}`,
          };
        }),
      );
      const remark = body.note ? [note.note, body.note].filter(Boolean).join(' · ').slice(0, 1000) : note.note;
      await tx
        .update(transferNotes)
        .set({
          status: 'received',
          receivedAt: now,
          receivedBy: user.id,
          hasDifferences: differing > 0,
          note: remark,
          updatedAt: now,
        })
        .where(eq(transferNotes.id, id));
      await audit(
        tx,
        user.id,
        'transfer_note.receive',
        id,
        { status: 'sent' },
        {
          status: 'received',
          lines: body.lines,
          hasDifferences: differing > 0,
        },
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
          title: DIFFERENCES_TITLE,
          description: `N° ${note.number}: ${places?.from ?? ''} → ${places?.to ?? ''} · ${differing} / ${lines.length} (${user.displayName})`,
          click: `/logged/inventarios/remitos/transferencias?remito=${id}`,
        },
      );
      for (const p of pending) afterCommit.push(() => pushNotification(push, p.userId, p.notification));
    });
    for (const fn of afterCommit) fn();
    return c.json(await loadDetail(db, venueId, id));
  });

  return app;
}
