// A served restaurant order is a sale (issue 35, "Bottle service and the bill"): serving it books, in
// the serving's transaction, a `sales` row at the order's area's point of sale (the restaurant POS),
// on the order's night, at = the serving, cashier = who served it; its lines = the order's lines not
// cancelled, at their unit prices (modifiers included); the recipe consumption at the area's bar
// (resto_areas.stock_location_id); and its payment:
// - a linked VIP card (the order's, else its reservation's): 'vip_card', charged through the card
//   ledger like a delivered VIP mobile order (one 'consumption' entry linked to the sale); a card
//   that cannot pay refuses the serving (409), as a terminal's sale would be refused;
// - else the table's bill: 'table_bill' — a sale when served (sales, cost of sales, live stock see it
//   at once), not paid yet: the bill's close (resto-bill.ts) collects it, with the minimum spend's
//   shortfall and the tips.
// Through the same booking as a POS sale (sales-ingest-book.ts applyPlanned), so the balance
// sheet, the stock ledger and the card ledger see it like any other sale, and a cancellation request
// on it reverses it (sale-reversal.ts).
//
// Once: the sale's id is derived from the order's id (restoOrderSaleId, its own namespace), the order
// row is locked and kitchen_orders.sale_id records it; a replay returns the same sale.
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { linesTotal } from '../../src/contract/ingest';
import type { Tx } from '../db/client';
import { kitchenOrderLines, kitchenOrders, reservations, restoAreas, restoTables } from '../db/schema';
import { ApiError } from '../lib/errors';
import { recipesOf } from './comps';
import { applyPlanned, type Planned, type RecipeLine } from './sales-ingest-book';

export const ORDER_NOT_FOUND = 'La comanda no existe';
export const AREA_WITHOUT_POS = 'El área de la mesa no tiene punto de venta: configúralo en Configuración › Resto';
export const ORDER_WITHOUT_NIGHT = 'La comanda no pertenece a ninguna noche';
export const ORDER_NOT_BOOKED = 'No se pudo cobrar la comanda';

/** The namespace of the sale ids derived from kitchen order ids (a fixed, random uuid). */
const RESTO_ORDER_SALE_NAMESPACE = '8c1e4f52-9b0d-4a67-a3d1-5e2f7c90b6a4';

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

/** A name-based uuid (v5, RFC 9562) of `name` in `namespace`. */
export function nameUuid(namespace: string, name: string): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(uuidBytes(name.toLowerCase())).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of the sale a served kitchen order becomes (the device chose the order's id, not this). */
export const restoOrderSaleId = (orderId: string): string => nameUuid(RESTO_ORDER_SALE_NAMESPACE, orderId);

/** The order (locked) with what its booking needs: area, point of sale, bar, night, card. */
async function lockedOrder(tx: Tx, orderId: string) {
  const [order] = await tx
    .select({
      id: kitchenOrders.id,
      saleId: kitchenOrders.saleId,
      nightId: kitchenOrders.nightId,
      vipCardId: kitchenOrders.vipCardId,
      reservationId: kitchenOrders.reservationId,
      tableId: kitchenOrders.tableId,
    })
    .from(kitchenOrders)
    .where(and(eq(kitchenOrders.id, orderId), isNull(kitchenOrders.deletedAt)))
    .for('update');
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  const [place] = await tx
    .select({
      tableName: restoTables.name,
      venueId: restoAreas.venueId,
      pointOfSaleId: restoAreas.pointOfSaleId,
      stockLocationId: restoAreas.stockLocationId,
    })
    .from(restoTables)
    .innerJoin(restoAreas, eq(restoAreas.id, restoTables.areaId))
    .where(eq(restoTables.id, order.tableId));
  if (!place) throw new ApiError(404, ORDER_NOT_FOUND);
  let cardId = order.vipCardId;
  if (!cardId && order.reservationId) {
    const [r] = await tx
      .select({ vipCardId: reservations.vipCardId })
      .from(reservations)
      .where(eq(reservations.id, order.reservationId));
    cardId = r?.vipCardId ?? null;
  }
  return { ...order, ...place, cardId };
}

/**
 * Books the served order `orderId` as a sale (see the header) in the caller's transaction, once.
 * Returns the sale's id, or null when the order has no line to charge (every line cancelled).
 */
export async function bookServedOrder(
  tx: Tx,
  input: { orderId: string; servedBy: string; at: Date },
): Promise<{ saleId: string | null }> {
  const order = await lockedOrder(tx, input.orderId);
  if (order.saleId) return { saleId: order.saleId };
  const lines = await tx
    .select({
      productId: kitchenOrderLines.productId,
      quantity: kitchenOrderLines.quantity,
      unitPrice: kitchenOrderLines.unitPrice,
    })
    .from(kitchenOrderLines)
    .where(
      and(
        eq(kitchenOrderLines.orderId, order.id),
        ne(kitchenOrderLines.status, 'cancelled'),
        isNull(kitchenOrderLines.deletedAt),
      ),
    )
    .orderBy(asc(kitchenOrderLines.id));
  const saleLines = lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: Number(l.unitPrice) }));
  if (saleLines.length === 0) return { saleId: null };
  if (!order.pointOfSaleId) throw new ApiError(409, AREA_WITHOUT_POS);
  if (!order.nightId) throw new ApiError(409, ORDER_WITHOUT_NIGHT);

  const saleId = restoOrderSaleId(order.id);
  const total = linesTotal(saleLines);
  const recipes: Map<string, RecipeLine[]> = order.stockLocationId
    ? await recipesOf(
        tx,
        saleLines.map((l) => l.productId),
      )
    : new Map();
  const place = { id: null, pointOfSaleId: order.pointOfSaleId, venueId: order.venueId, stockLocationId: order.stockLocationId };
  const planned: Planned = {
    // 'table_bill' is no terminal's method (the ingest contract does not offer it): the cast says so.
    sale: {
      id: saleId,
      at: input.at.toISOString(),
      payment: (order.cardId ? 'vip_card' : 'table_bill') as 'vip_card',
      lines: saleLines,
      total,
    },
    at: input.at,
    nightId: order.nightId,
    cashierId: input.servedBy,
    cardId: order.cardId,
    compAuthorisers: saleLines.map(() => ''),
    ...(order.cardId ? { cardEntry: { note: `Mesa ${order.tableName}` } } : {}),
  };
  const outcome = (await applyPlanned(tx, place, [[0, planned]], recipes))[0];
  if (outcome?.status === 'rejected') throw new ApiError(409, outcome.reason ?? ORDER_NOT_BOOKED);
  if (outcome?.status !== 'applied' && outcome?.status !== 'duplicate') throw new ApiError(409, ORDER_NOT_BOOKED);
  await tx.update(kitchenOrders).set({ saleId, updatedAt: input.at }).where(eq(kitchenOrders.id, order.id));
  return { saleId };
}
