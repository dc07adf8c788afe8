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
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type BreakageDto,
  breakageListQuerySchema,
  type LedgerUser,
  MOVEMENTS_PAGE_DEFAULT,
  type MovementDto,
  type MovementsPage,
  movementsQuerySchema,
  type PlaceRef,
  receiveBodySchema,
  type TransferNoteDetail,
  type TransferNoteLine,
  type TransferNoteSummary,
  transferListQuerySchema,
  transferNoteBodySchema,
  uuidSchema,
} from '../../../src/contract/inventory-transfers';
import type { Db } from '../../db/client';
import {
  auditLog,
  breakages,
  goods,
  nights,
  stockLocations,
  stockMovements,
  transferNoteLines,
  transferNotes,
  users,
  userVenues,
  venues,
} from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { recordMovements, requireGoods, requireLocation, roundQty } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { notifyVenueHolders, pushNotification } from '../account/notifications.service';

const CODES = ['420'] as const;

const NOTE_NOT_FOUND = 'El remito no existe';
const NIGHT_NOT_FOUND = 'La noche no existe';
const ONLY_DRAFTS = 'Solo se puede modificar un remito en borrador';
const ALREADY_SENT = 'El remito ya fue enviado';
const ALREADY_RECEIVED = 'El remito ya fue recibido';
const NOT_SENT_YET = 'El remito todavía no fue enviado';
const LINE_NOT_IN_NOTE = 'La línea no pertenece al remito';
const MISSING_LINES = 'Falta la cantidad recibida de alguna línea del remito';
const DIFFERENCES_TITLE = 'Remito recibido con diferencias';

/** Advisory lock namespace of transfer note numbers (the second key is the venue's hash). */
const NUMBER_LOCK = 420_001;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const cents = (quantity: number, unitCost: number) => Math.round(quantity * unitCost);

async function venueTimezone(db: Db, venueId: string): Promise<string> {
  const [row] = await db.select({ tz: venues.timezone }).from(venues).where(eq(venues.id, venueId));
  return row?.tz ?? 'America/Argentina/Buenos_Aires';
}

/** `column` within the venue's calendar days [from, to] (both inclusive, either optional). */
function dayRange(column: SQL, tz: string, from?: string, to?: string): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(sql`${column} >= ((${from}::date)::timestamp at time zone ${tz})`);
  if (to) out.push(sql`${column} < (((${to}::date) + 1)::timestamp at time zone ${tz})`);
  return out;
}

async function userNames(db: Db, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const unique = [...new Set([...ids].filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const fromLoc = alias(stockLocations, 'from_loc');
const toLoc = alias(stockLocations, 'to_loc');

/** Transfer notes of the venue, newest first, with their line totals. */
async function loadSummaries(db: Db, venueId: string, where: SQL[], limit: number): Promise<TransferNoteSummary[]> {
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
    .where(and(eq(transferNotes.venueId, venueId), isNull(transferNotes.deletedAt), ...where))
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
async function sentCosts(db: Db, noteId: string): Promise<Map<string, number>> {
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

async function loadDetail(db: Db, venueId: string, id: string): Promise<TransferNoteDetail> {
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
async function lockNote(tx: Db, venueId: string, id: string) {
  const [row] = await tx
    .select()
    .from(transferNotes)
    .where(and(eq(transferNotes.id, id), eq(transferNotes.venueId, venueId), isNull(transferNotes.deletedAt)))
    .for('update');
  if (!row) throw new ApiError(404, NOTE_NOT_FOUND);
  return row;
}

async function requireNight(tx: Db, venueId: string, nightId: string | null | undefined): Promise<string | null> {
  if (!nightId) return null;
  const [row] = await tx
    .select({ id: nights.id })
    .from(nights)
    .where(and(eq(nights.id, nightId), eq(nights.venueId, venueId), isNull(nights.deletedAt)));
  if (!row) throw new ApiError(404, NIGHT_NOT_FOUND);
  return row.id;
}

type DraftBody = v.InferOutput<typeof transferNoteBodySchema>;

/** Locations, goods and night of a draft all exist and are the venue's. */
async function checkDraft(tx: Db, venueId: string, body: DraftBody): Promise<string | null> {
  await requireLocation(tx, venueId, body.fromLocationId);
  await requireLocation(tx, venueId, body.toLocationId);
  await requireGoods(
    tx,
    venueId,
    body.lines.map((l) => l.goodId),
  );
  return requireNight(tx, venueId, body.nightId);
}

async function nextNumber(tx: Db, venueId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK}::int, hashtext(${venueId}::text))`);
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${transferNotes.number}), 0)::int` })
    .from(transferNotes)
    .where(eq(transferNotes.venueId, venueId));
  return (row?.last ?? 0) + 1;
}

async function audit(tx: Db, userId: string, action: string, id: string, before: unknown, after: unknown) {
  await tx.insert(auditLog).values({ userId, action, entity: 'transfer_notes', entityId: id, before, after });
}

/** Where a movement of the venue's ledger stands in the keyset order (at desc, id desc). */
function encodeCursor(micros: string, id: string): string {
  return `${micros}.${id}`;
}

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

  // ───────────────────────────── Breakage ─────────────────────────────

  app.get('/roturas', guard(CODES), validate('query', breakageListQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const q = c.req.valid('query');
    const tz = await venueTimezone(db, venueId);
    const rows = await db
      .select({
        b: breakages,
        locationName: stockLocations.name,
        locationKind: stockLocations.kind,
        goodName: goods.name,
        goodSku: goods.sku,
        goodUnit: goods.unit,
        goodCost: goods.unitCost,
        nightDate: nights.businessDate,
        userName: users.displayName,
        movementCost: stockMovements.unitCost,
      })
      .from(breakages)
      .innerJoin(stockLocations, eq(stockLocations.id, breakages.locationId))
      .innerJoin(goods, eq(goods.id, breakages.goodId))
      .leftJoin(nights, eq(nights.id, breakages.nightId))
      .leftJoin(users, eq(users.id, breakages.userId))
      .leftJoin(
        stockMovements,
        and(
          eq(stockMovements.sourceType, 'breakage'),
          eq(stockMovements.sourceId, breakages.id),
          eq(stockMovements.kind, 'breakage'),
        ),
      )
      .where(
        and(
          eq(stockLocations.venueId, venueId),
          isNull(breakages.deletedAt),
          q.locationId ? eq(breakages.locationId, q.locationId) : undefined,
          q.goodId ? eq(breakages.goodId, q.goodId) : undefined,
          q.nightId ? eq(breakages.nightId, q.nightId) : undefined,
          ...dayRange(sql`${breakages.at}`, tz, q.from, q.to),
        ),
      )
      .orderBy(desc(breakages.at), desc(breakages.id))
      .limit(q.limit ?? 300);
    const list: BreakageDto[] = rows.map((r) => {
      const quantity = roundQty(r.b.quantity);
      const unitCost = r.movementCost ?? r.goodCost;
      return {
        id: r.b.id,
        at: r.b.at.toISOString(),
        location: { id: r.b.locationId, name: r.locationName, kind: r.locationKind },
        goodId: r.b.goodId,
        goodName: r.goodName,
        goodSku: r.goodSku,
        goodUnit: r.goodUnit,
        quantity,
        reason: r.b.reason,
        photoUrl: r.b.photoUrl,
        nightId: r.b.nightId,
        nightDate: r.nightDate ?? null,
        userId: r.b.userId,
        userName: r.userName ?? null,
        unitCost,
        valued: cents(quantity, unitCost),
      };
    });
    return c.json(list);
  });

  // ───────────────────────────── Movements ledger ─────────────────────────────

  app.get('/movimientos', guard(CODES), validate('query', movementsQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const q = c.req.valid('query');
    const tz = await venueTimezone(db, venueId);
    const limit = q.limit ?? MOVEMENTS_PAGE_DEFAULT;
    const where: (SQL | undefined)[] = [
      inArray(
        stockMovements.locationId,
        db.select({ id: stockLocations.id }).from(stockLocations).where(eq(stockLocations.venueId, venueId)),
      ),
      q.nightId ? eq(stockMovements.nightId, q.nightId) : undefined,
      q.locationId ? eq(stockMovements.locationId, q.locationId) : undefined,
      q.goodId ? eq(stockMovements.goodId, q.goodId) : undefined,
      q.kind ? eq(stockMovements.kind, q.kind) : undefined,
      q.userId ? eq(stockMovements.userId, q.userId) : undefined,
      ...dayRange(sql`${stockMovements.at}`, tz, q.from, q.to),
    ];
    if (q.cursor) {
      const dot = q.cursor.indexOf('.');
      const micros = q.cursor.slice(0, dot);
      const afterId = q.cursor.slice(dot + 1);
      where.push(
        sql`(${stockMovements.at}, ${stockMovements.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${afterId}::uuid)`,
      );
    }
    // The page is chosen on the ledger alone (a top-N over one table), then its few rows get names.
    const keys = await db
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(and(...where))
      .orderBy(desc(stockMovements.at), desc(stockMovements.id))
      .limit(limit + 1);
    const pageKeys = keys.slice(0, limit);
    const detailed =
      pageKeys.length === 0
        ? []
        : await db
            .select({
              m: stockMovements,
              locationName: stockLocations.name,
              locationKind: stockLocations.kind,
              goodName: goods.name,
              goodSku: goods.sku,
              goodUnit: goods.unit,
              nightDate: nights.businessDate,
              userName: users.displayName,
              documentNumber: transferNotes.number,
            })
            .from(stockMovements)
            .innerJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId))
            .innerJoin(goods, eq(goods.id, stockMovements.goodId))
            .leftJoin(nights, eq(nights.id, stockMovements.nightId))
            .leftJoin(users, eq(users.id, stockMovements.userId))
            .leftJoin(
              transferNotes,
              and(eq(stockMovements.sourceType, 'transfer_note'), eq(transferNotes.id, stockMovements.sourceId)),
            )
            .where(
              inArray(
                stockMovements.id,
                pageKeys.map((k) => k.id),
              ),
            );
    const byId = new Map(detailed.map((r) => [r.m.id, r]));
    const page = pageKeys.flatMap((k) => {
      const row = byId.get(k.id);
      return row ? [row] : [];
    });
    const movements: MovementDto[] = page.map((r) => {
      const quantity = roundQty(r.m.quantity);
      return {
        id: r.m.id,
        at: r.m.at.toISOString(),
        kind: r.m.kind,
        quantity,
        unitCost: r.m.unitCost,
        valued: cents(quantity, r.m.unitCost),
        location: { id: r.m.locationId, name: r.locationName, kind: r.locationKind },
        goodId: r.m.goodId,
        goodName: r.goodName,
        goodSku: r.goodSku,
        goodUnit: r.goodUnit,
        nightId: r.m.nightId,
        nightDate: r.nightDate ?? null,
        userId: r.m.userId,
        userName: r.userName ?? null,
        sourceType: r.m.sourceType,
        sourceId: r.m.sourceId,
        documentNumber: r.documentNumber ?? null,
        note: r.m.note,
      };
    });
    const last = pageKeys[pageKeys.length - 1];
    let nextCursor: string | null = null;
    if (keys.length > limit && last) {
      // The exact database time (microseconds) of the page's last row: a JS Date keeps only ms.
      const [edge] = await db
        .select({ micros: sql<string>`(extract(epoch from ${stockMovements.at}) * 1000000)::bigint::text` })
        .from(stockMovements)
        .where(eq(stockMovements.id, last.id));
      if (edge) nextCursor = encodeCursor(edge.micros, last.id);
    }
    const body: MovementsPage = { movements, nextCursor };
    return c.json(body);
  });

  /** Who may appear in the ledger's user filter: the venue's users (inactive ones too: history). */
  app.get('/movimientos/usuarios', guard(CODES), async (c) => {
    const venueId = requireVenue(c).id;
    const rows = await db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .innerJoin(userVenues, eq(userVenues.userId, users.id))
      .where(and(eq(userVenues.venueId, venueId), isNull(users.deletedAt)))
      .orderBy(users.displayName);
    const list: LedgerUser[] = rows;
    return c.json(list);
  });

  return app;
}
