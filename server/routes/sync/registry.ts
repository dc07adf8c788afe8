// The effects of the queued commands the app pushes (src/contract/sync.ts has their args, codes
// and lanes). Each handler runs inside the push's per-command transaction, after the command id
// was claimed in applied_commands, and throws CommandRejected for a business-rule failure: the
// transaction rolls back and the rejection is recorded instead, so a retry answers the same.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CommandArgs, CommandName } from '../../../src/contract/sync';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db } from '../../db/client';
import {
  cancellationRequests,
  goods,
  nights,
  sales,
  stockCountLines,
  stockCounts,
  stockLocations,
  userPrivileges,
  users,
  userVenues,
} from '../../db/schema';
import type { PushSender } from '../../lib/push';
import type { AuthUser } from '../../middleware/auth';
import { createNotification, pushNotification } from '../account/notifications.service';
import { freeEntryCheckIn } from '../entradas/entradas.commands';
import { breakageRecord } from '../inventarios/breakage.commands';
import { applyStockCount } from '../inventarios/counts.service';

/** A business rule refused the command; `message` is the Spanish text (translated on the way out). */
export class CommandRejected extends Error {
  constructor(readonly spanishMessage: string) {
    super(spanishMessage);
  }
}

export interface CommandContext {
  tx: Db;
  user: AuthUser;
  venueId: string;
  /** Runs `fn` once the command's transaction committed (never after a rollback). */
  afterCommit: (fn: () => void) => void;
  push?: PushSender;
}

type Handler<N extends CommandName> = (ctx: CommandContext, args: CommandArgs<N>) => Promise<unknown>;

const COUNT_NOT_FOUND = 'El conteo no existe';
const COUNT_NOT_OPEN = 'El conteo ya fue enviado';

/** The count, locked for this transaction, when it belongs to the user's venue. */
async function lockCount(tx: Db, venueId: string, countId: string) {
  const [row] = await tx
    .select({
      id: stockCounts.id,
      status: stockCounts.status,
      locationId: stockCounts.locationId,
      venueId: stockLocations.venueId,
    })
    .from(stockCounts)
    .innerJoin(stockLocations, eq(stockLocations.id, stockCounts.locationId))
    .where(and(eq(stockCounts.id, countId), isNull(stockCounts.deletedAt)))
    .for('update', { of: stockCounts });
  if (!row || row.venueId !== venueId) throw new CommandRejected(COUNT_NOT_FOUND);
  return row;
}

const stockCountOpen: Handler<'stockCount.open'> = async ({ tx, user, venueId }, { countId, locationId, scope }) => {
  const [location] = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(and(eq(stockLocations.id, locationId), eq(stockLocations.venueId, venueId), isNull(stockLocations.deletedAt)));
  if (!location) throw new CommandRejected('El depósito o la barra no existe');
  // Idempotent by countId: another command (another device) may have opened the same count.
  // The first open decides the scope (spot unless asked for a full count).
  await tx
    .insert(stockCounts)
    .values({ id: countId, locationId, scope: scope ?? 'spot', status: 'open', startedBy: user.id })
    .onConflictDoNothing();
  const count = await lockCount(tx, venueId, countId);
  if (count.locationId !== locationId) throw new CommandRejected('Ya existe un conteo con ese identificador');
  return { countId, status: count.status };
};

const stockCountUpsertLine: Handler<'stockCount.upsertLine'> = async (
  { tx, user, venueId },
  { countId, goodId, quantity, countedAt, weighedGrams },
) => {
  const count = await lockCount(tx, venueId, countId);
  if (count.status !== 'open') throw new CommandRejected(COUNT_NOT_OPEN);
  const [good] = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, goodId), eq(goods.venueId, venueId), isNull(goods.deletedAt)));
  if (!good) throw new CommandRejected('La mercadería no existe');
  const at = new Date(countedAt);
  // The line counted last wins, whatever order the devices' commands arrive in.
  await tx
    .insert(stockCountLines)
    .values({
      id: uuidv7(),
      stockCountId: countId,
      goodId,
      countedQuantity: quantity,
      weighedGrams: weighedGrams ?? null,
      countedAt: at,
      countedBy: user.id,
    })
    .onConflictDoUpdate({
      target: [stockCountLines.stockCountId, stockCountLines.goodId],
      set: {
        countedQuantity: sql`excluded.counted_quantity`,
        weighedGrams: sql`excluded.weighed_grams`,
        countedAt: sql`excluded.counted_at`,
        countedBy: sql`excluded.counted_by`,
        deletedAt: null,
      },
      setWhere: sql`${stockCountLines.countedAt} <= excluded.counted_at`,
    });
  const [line] = await tx
    .select({ id: stockCountLines.id, countedQuantity: stockCountLines.countedQuantity, countedAt: stockCountLines.countedAt })
    .from(stockCountLines)
    .where(and(eq(stockCountLines.stockCountId, countId), eq(stockCountLines.goodId, goodId)));
  if (!line) throw new Error('count line not found after upsert');
  return { lineId: line.id, countedQuantity: line.countedQuantity, countedAt: line.countedAt.toISOString() };
};

// Submitting applies the count in the same transaction (counts.service.ts): count_adjustment
// movements at each line's time, or held lines and recount tasks. A count already applied (the
// same submit from a second device, under another command id) answers the same and adjusts nothing.
const stockCountSubmit: Handler<'stockCount.submit'> = async ({ tx, user, venueId, afterCommit, push }, { countId }) => {
  const count = await lockCount(tx, venueId, countId);
  if (count.status === 'applied') return { countId, status: 'applied' };
  const applied = await applyStockCount(tx, { countId, venueId, userId: user.id });
  for (const p of applied.pushes) if (push) afterCommit(() => pushNotification(push, p.userId, p.notification));
  return { countId, status: applied.status };
};

const cancellationRequest: Handler<'cancellation.request'> = async (
  { tx, user, venueId, afterCommit, push },
  { requestId, saleId, reason },
) => {
  const [sale] = await tx
    .select({ id: sales.id, status: sales.status, venueId: nights.venueId })
    .from(sales)
    .innerJoin(nights, eq(nights.id, sales.nightId))
    .where(and(eq(sales.id, saleId), isNull(sales.deletedAt)))
    .for('update', { of: sales });
  if (!sale || sale.venueId !== venueId) throw new CommandRejected('La venta no existe');
  const [existing] = await tx.select().from(cancellationRequests).where(eq(cancellationRequests.id, requestId));
  if (existing) {
    // The same request sent under another command id (e.g. from a second tab): no second effect.
    if (existing.saleId !== saleId || existing.requestedBy !== user.id) {
      throw new CommandRejected('Ya existe una solicitud con ese identificador');
    }
    return { requestId, status: existing.status };
  }
  if (sale.status !== 'completed') throw new CommandRejected('La venta ya está anulada');
  const [pending] = await tx
    .select({ id: cancellationRequests.id })
    .from(cancellationRequests)
    .where(
      and(
        eq(cancellationRequests.saleId, saleId),
        eq(cancellationRequests.status, 'pending'),
        isNull(cancellationRequests.deletedAt),
      ),
    );
  if (pending) throw new CommandRejected('La venta ya tiene una solicitud de anulación pendiente');
  await tx.insert(cancellationRequests).values({ id: requestId, saleId, requestedBy: user.id, reason });
  // Everyone who may decide it, in this venue, except the requester (who must not approve it).
  const deciders = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userPrivileges, eq(userPrivileges.userId, users.id))
    .innerJoin(userVenues, eq(userVenues.userId, users.id))
    .where(
      and(
        eq(userPrivileges.code, '107'),
        eq(userVenues.venueId, venueId),
        eq(users.active, true),
        isNull(users.deletedAt),
        ne(users.id, user.id),
      ),
    );
  for (const d of deciders) {
    const notification = await createNotification(tx, {
      userId: d.id,
      title: 'Nueva solicitud de anulación',
      description: `${user.displayName}: ${reason}`,
      // Straight to the one-request authorisation view (SPEC §2 /support/autorizar).
      click: `/logged/support/autorizar?id=${requestId}`,
    });
    if (push) afterCommit(() => pushNotification(push, d.id, notification));
  }
  return { requestId, status: 'pending' };
};

export const HANDLERS: { [N in CommandName]: Handler<N> } = {
  'stockCount.open': stockCountOpen,
  'stockCount.upsertLine': stockCountUpsertLine,
  'stockCount.submit': stockCountSubmit,
  'cancellation.request': cancellationRequest,
  'breakage.record': breakageRecord,
  'freeEntry.checkIn': freeEntryCheckIn,
};
