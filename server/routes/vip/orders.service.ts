// Mobile orders read for the staff board and the guest page (public/mesa), the push that tells the
// venue's 307 holders a table ordered, and the board's transitions (orders.routes.ts holds the
// routes, whose header says how a transition and the delivery's sale hold under concurrency; the
// sale itself is domain/mobile-order-sale.ts).

import { and, desc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { notificationMessage } from '../../../src/contract/notification-messages';
import type { MobileOrderDto } from '../../../src/contract/vip-orders';
import type { Db, Tx } from '../../db/client';
import { cardLedger, mobileOrderLines, mobileOrders, pointsOfSale, products, sales, users, vipCards } from '../../db/schema';
import { CARD_NOT_ACTIVE, CARD_NOT_FOUND } from '../../domain/card-ledger';
import { bookOrderSale, ORDER_ALREADY_BOOKED, servingBar } from '../../domain/mobile-order-sale';
import { requireNightsWritable } from '../../domain/night-of';
import { lockVenueRow, venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { notifyVenueHolders, type PendingPush } from '../account/notifications.service';

export const ORDER_NOT_FOUND = 'La orden no existe';
const CANNOT_ACCEPT = 'Solo se puede aceptar una orden nueva';
const CANNOT_DELIVER = 'Solo se puede entregar una orden aceptada';
const CANNOT_REJECT = 'La orden ya fue entregada o rechazada';
const NO_CARD_TO_CHARGE = 'La orden no tiene una tarjeta a la cual cobrar';
const NO_NIGHT_TO_CHARGE = 'La orden no pertenece a ninguna noche: no se puede cobrar';

/** The board shows open orders and what was finished in the last hours (one night's service). */
export const RECENT_HOURS = 12;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Orders as the board and the guest page read them, newest first. */
export async function loadOrders(db: Db | Tx, where: SQL[], limit = 500): Promise<MobileOrderDto[]> {
  const rows = await db
    .select({
      order: mobileOrders,
      cardNumber: vipCards.number,
      holderName: vipCards.holderName,
      handledByName: users.displayName,
      ledgerEntryId: cardLedger.id,
      saleStatus: sales.status,
      servedBy: pointsOfSale.name,
    })
    .from(mobileOrders)
    .leftJoin(vipCards, eq(vipCards.id, mobileOrders.cardId))
    .leftJoin(users, eq(users.id, mobileOrders.handledBy))
    .leftJoin(cardLedger, eq(cardLedger.mobileOrderId, mobileOrders.id))
    .leftJoin(sales, eq(sales.id, mobileOrders.saleId))
    .leftJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
    .where(and(isNull(mobileOrders.deletedAt), ...where))
    .orderBy(desc(mobileOrders.placedAt), desc(mobileOrders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: mobileOrderLines.orderId,
      productId: mobileOrderLines.productId,
      productName: products.name,
      quantity: mobileOrderLines.quantity,
      unitPrice: mobileOrderLines.unitPrice,
    })
    .from(mobileOrderLines)
    .innerJoin(products, eq(products.id, mobileOrderLines.productId))
    .where(
      and(
        inArray(
          mobileOrderLines.orderId,
          rows.map((r) => r.order.id),
        ),
        isNull(mobileOrderLines.deletedAt),
      ),
    )
    .orderBy(products.name);
  const byOrder = groupBy(
    lines,
    (l) => l.orderId,
    (l) => ({ productId: l.productId, productName: l.productName, quantity: l.quantity, unitPrice: l.unitPrice }),
  );
  return rows.map(({ order, cardNumber, holderName, handledByName, ledgerEntryId, saleStatus, servedBy }) => {
    const orderLines = byOrder.get(order.id) ?? [];
    return {
      id: order.id,
      tableLabel: order.tableLabel,
      card: order.cardId && cardNumber !== null ? { id: order.cardId, number: cardNumber, holderName: holderName ?? '' } : null,
      status: order.status,
      placedAt: order.placedAt.toISOString(),
      acceptedAt: iso(order.acceptedAt),
      deliveredAt: iso(order.deliveredAt),
      rejectedAt: iso(order.rejectedAt),
      handledByName: handledByName ?? null,
      note: order.note,
      rejectReason: order.rejectReason,
      lines: orderLines,
      total: orderLines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0),
      ledgerEntryId: ledgerEntryId ?? null,
      sale: order.saleId && saleStatus ? { id: order.saleId, status: saleStatus, pointOfSaleName: servedBy ?? '' } : null,
    };
  });
}

/** Open orders plus those placed or finished within RECENT_HOURS. */
export function recentOrOpen(now: Date): SQL {
  const since = new Date(now.getTime() - RECENT_HOURS * 3600_000);
  return or(
    inArray(mobileOrders.status, ['placed', 'accepted']),
    gte(mobileOrders.placedAt, since),
    gte(mobileOrders.deliveredAt, since),
    gte(mobileOrders.rejectedAt, since),
  ) as SQL;
}

export async function loadOne(db: Db, venueId: string, id: string): Promise<MobileOrderDto> {
  const [order] = await loadOrders(db, [eq(mobileOrders.venueId, venueId), eq(mobileOrders.id, id)], 1);
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

/** The order row locked for a transition (FOR UPDATE), or 404. */
export function lockOrder(tx: Tx, venueId: string, id: string) {
  return lockVenueRow(tx, mobileOrders, venueId, id, ORDER_NOT_FOUND);
}

/**
 * Tells the venue's 307 holders that a table ordered (the board alerts too, but a phone in a
 * pocket only hears a push): the notifications are written in the order's transaction, so an
 * order never exists without them; the caller enqueues their pushes in that transaction too.
 */
export async function newOrderNotifications(tx: Tx, order: MobileOrderDto, venueId: string): Promise<PendingPush[]> {
  const items = order.lines.map((l) => `${l.quantity}× ${l.productName}`).join(', ');
  return notifyVenueHolders(
    tx,
    { venueId, code: '307' },
    {
      kind: 'mobileOrders',
      message: notificationMessage('mobileOrder', { table: order.tableLabel ?? '', items }),
      click: '/logged/servicioVIP/ordenesmoviles',
    },
  );
}

/** The board: open orders and the recent ones; `since` narrows to what changed after the board's last look. */
export function boardOrders(db: Db, venueId: string, since?: string): Promise<MobileOrderDto[]> {
  const where: SQL[] = [eq(mobileOrders.venueId, venueId), recentOrOpen(new Date())];
  if (since) where.push(gte(mobileOrders.updatedAt, new Date(since)));
  return loadOrders(db, where);
}

type OrderRow = typeof mobileOrders.$inferSelect;

/**
 * One transition: the order locked, its night checked (closed means closed: an order of a closed
 * night is neither moved nor charged until the night is reopened), `change` checks and writes it,
 * then the order as it is now.
 */
async function transition(
  db: Db,
  venueId: string,
  id: string,
  change: (tx: Tx, order: OrderRow, now: Date) => Promise<void>,
): Promise<MobileOrderDto> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, venueId, id);
    await requireNightsWritable(tx, [order.nightId]);
    await change(tx, order, new Date());
  });
  return loadOne(db, venueId, id);
}

export function acceptOrder(db: Db, venueId: string, userId: string, id: string): Promise<MobileOrderDto> {
  return transition(db, venueId, id, async (tx, order, now) => {
    if (order.status !== 'placed') throw new ApiError(409, CANNOT_ACCEPT);
    await tx
      .update(mobileOrders)
      .set({ status: 'accepted', acceptedAt: now, handledBy: userId, updatedAt: now })
      .where(eq(mobileOrders.id, id));
  });
}

/**
 * Delivery is a sale (domain/mobile-order-sale.ts): the sale, its lines, the recipe consumption at
 * the bar that served it and the card charge, in the transaction that marks the order delivered.
 * `barId` is the bar the staff chose; without it, the venue's rule decides.
 */
export function deliverOrder(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  barId?: string | null,
): Promise<MobileOrderDto> {
  return transition(db, venueId, id, async (tx, order, now) => {
    if (order.status === 'delivered') throw new ApiError(409, ORDER_ALREADY_BOOKED);
    if (order.status !== 'accepted') throw new ApiError(409, CANNOT_DELIVER);
    if (!order.cardId) throw new ApiError(409, NO_CARD_TO_CHARGE);
    // A sale belongs to a night (orders placed before every order had one are not charged).
    if (!order.nightId) throw new ApiError(409, NO_NIGHT_TO_CHARGE);
    const bar = await servingBar(tx, venueId, barId);
    const { saleId } = await bookOrderSale(tx, {
      venueId,
      orderId: id,
      cardId: order.cardId,
      nightId: order.nightId,
      tableLabel: order.tableLabel,
      bar,
      userId,
      at: now,
    });
    await tx
      .update(mobileOrders)
      .set({ status: 'delivered', deliveredAt: now, handledBy: userId, saleId, updatedAt: now })
      .where(eq(mobileOrders.id, id));
  });
}

export function rejectOrder(db: Db, venueId: string, userId: string, id: string, reason: string): Promise<MobileOrderDto> {
  return transition(db, venueId, id, async (tx, order, now) => {
    if (order.status !== 'placed' && order.status !== 'accepted') throw new ApiError(409, CANNOT_REJECT);
    await tx
      .update(mobileOrders)
      .set({ status: 'rejected', rejectedAt: now, rejectReason: reason, handledBy: userId, updatedAt: now })
      .where(eq(mobileOrders.id, id));
  });
}

/** The card a table link charges: the venue's, and active. */
export async function tableLinkCard(db: Db, venueId: string, cardId: string): Promise<string> {
  const card = await venueRow(db, vipCards, venueId, cardId, CARD_NOT_FOUND);
  if (card.status !== 'active') throw new ApiError(409, CARD_NOT_ACTIVE);
  return card.id;
}
