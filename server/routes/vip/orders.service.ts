// Mobile orders read for the staff board and the guest page (public/mesa), and the push that
// tells the venue's 307 holders a table ordered; the board's transitions live in orders.routes.ts.
import { and, desc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { MobileOrderDto } from '../../../src/contract/vip-orders';
import type { Db, Tx } from '../../db/client';
import { cardLedger, mobileOrderLines, mobileOrders, products, users, vipCards } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { PushSender } from '../../lib/push';
import { notifyVenueHolders, pushNotification } from '../account/notifications.service';

export const ORDER_NOT_FOUND = 'La orden no existe';
const NEW_ORDER_TITLE = 'Nueva orden móvil';

/** The board shows open orders and what was finished in the last hours (one night's service). */
export const RECENT_HOURS = 12;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Orders as the board and the guest page read them, newest first. */
export async function loadOrders(db: Db, where: SQL[], limit = 500): Promise<MobileOrderDto[]> {
  const rows = await db
    .select({
      order: mobileOrders,
      cardNumber: vipCards.number,
      holderName: vipCards.holderName,
      handledByName: users.displayName,
      ledgerEntryId: cardLedger.id,
    })
    .from(mobileOrders)
    .leftJoin(vipCards, eq(vipCards.id, mobileOrders.cardId))
    .leftJoin(users, eq(users.id, mobileOrders.handledBy))
    .leftJoin(cardLedger, eq(cardLedger.mobileOrderId, mobileOrders.id))
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
  const byOrder = new Map<string, MobileOrderDto['lines']>();
  for (const l of lines) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push({ productId: l.productId, productName: l.productName, quantity: l.quantity, unitPrice: l.unitPrice });
    byOrder.set(l.orderId, list);
  }
  return rows.map(({ order, cardNumber, holderName, handledByName, ledgerEntryId }) => {
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
export async function lockOrder(tx: Tx, venueId: string, id: string) {
  const [order] = await tx
    .select()
    .from(mobileOrders)
    .where(and(eq(mobileOrders.id, id), eq(mobileOrders.venueId, venueId), isNull(mobileOrders.deletedAt)))
    .for('update');
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

/**
 * Tells the venue's 307 holders that a table ordered (the board alerts too, but a phone in a
 * pocket only hears a push). Called after the order's transaction committed.
 */
export async function notifyNewOrder(db: Db, push: PushSender, order: MobileOrderDto, venueId: string): Promise<void> {
  const items = order.lines.map((l) => `${l.quantity}× ${l.productName}`).join(', ');
  const pending = await notifyVenueHolders(
    db,
    { venueId, code: '307' },
    { title: NEW_ORDER_TITLE, description: `${order.tableLabel ?? ''} · ${items}`, click: '/logged/servicioVIP/ordenesmoviles' },
  );
  for (const p of pending) pushNotification(push, p.userId, p.notification);
}
