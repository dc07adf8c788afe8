// A delivered VIP table order is a sale (DOMAIN.md "VIP cards" → mobile order, "Sales"): delivering
// it books, in the delivery's transaction, a `sales` row (payment 'vip_card', the order's card and
// night, the bar that served it, at = the delivery, cashier = who delivered), its lines at the
// order's unit prices, the recipe consumption at that bar's stock location and the card charge
// (linked to the sale and to the order) — through the same booking as a POS sale
// (sales-ingest-book.ts applyPlanned), so the balance sheet's sales and cost of sales, the stock
// ledger and the card ledger see it like any other sale, and a cancellation request on it reverses
// all three (sale-reversal.ts; the sale has no terminal).
//
// Once: the sale's id is derived from the order's id (orderSaleId), so a replay finds it stored
// and books nothing; the caller holds the order row locked and checks it is not delivered yet.
//
// Which bar served it (servingBar): the one the staff chose when delivering; else the bar the VIP
// settings name ("Barra que sirve las mesas VIP", points_of_sale.serves_vip_tables); else, when the
// venue has exactly one active bar, that bar; otherwise the delivery is refused until someone
// chooses: the stock must leave the bar it really left.
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { linesTotal } from '../../src/contract/ingest';
import type { Db, Tx } from '../db/client';
import { mobileOrderLines, pointsOfSale } from '../db/schema';
import { ApiError } from '../lib/errors';
import { recipesOf } from './comps';
import { applyPlanned, type RecipeLine } from './sales-ingest-book';

export const NO_SERVING_BAR = 'Elige la barra que sirve las mesas VIP (en Configuración VIP o al entregar)';
export const BAR_NOT_FOUND = 'La barra no existe o no está activa';
export const ORDER_ALREADY_BOOKED = 'La orden ya fue cobrada a la tarjeta';

/** The namespace of the sale ids derived from mobile order ids (a fixed, random uuid). */
const ORDER_SALE_NAMESPACE = '3af90763-f160-4314-b03f-d2676b999257';

const uuidBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex');

/**
 * The id of the sale a delivered order becomes: a name-based uuid (v5, RFC 9562) of the order's id.
 * The same order always gives the same sale, and the guest, who chose the order's id, cannot choose
 * the sale's (a terminal's sale id could not be hit on purpose).
 */
export function orderSaleId(orderId: string): string {
  const hash = createHash('sha1').update(uuidBytes(ORDER_SALE_NAMESPACE)).update(uuidBytes(orderId.toLowerCase())).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ServingBar {
  pointOfSaleId: string;
  name: string;
  /** Where its sales consume their recipes (a bar without a stock location consumes nothing, as at a terminal). */
  stockLocationId: string | null;
}

/** The venue's active bars (points of sale of kind 'bar'), by name, with the one set to serve the VIP tables. */
export async function activeBars(tx: Db | Tx, venueId: string): Promise<(ServingBar & { servesVipTables: boolean })[]> {
  return tx
    .select({
      pointOfSaleId: pointsOfSale.id,
      name: pointsOfSale.name,
      stockLocationId: pointsOfSale.stockLocationId,
      servesVipTables: pointsOfSale.servesVipTables,
    })
    .from(pointsOfSale)
    .where(
      and(
        eq(pointsOfSale.venueId, venueId),
        eq(pointsOfSale.kind, 'bar'),
        eq(pointsOfSale.active, true),
        isNull(pointsOfSale.deletedAt),
      ),
    )
    .orderBy(asc(pointsOfSale.name), asc(pointsOfSale.id));
}

/** The bar a delivery is booked at (see the header): `chosenId` when given, else the venue's rule. */
export async function servingBar(tx: Tx, venueId: string, chosenId?: string | null): Promise<ServingBar> {
  const bars = await activeBars(tx, venueId);
  const pick = chosenId
    ? bars.find((b) => b.pointOfSaleId === chosenId)
    : (bars.find((b) => b.servesVipTables) ?? (bars.length === 1 ? bars[0] : undefined));
  if (!pick) throw chosenId ? new ApiError(404, BAR_NOT_FOUND) : new ApiError(409, NO_SERVING_BAR);
  return { pointOfSaleId: pick.pointOfSaleId, name: pick.name, stockLocationId: pick.stockLocationId };
}

export interface OrderDelivery {
  venueId: string;
  orderId: string;
  cardId: string;
  nightId: string;
  tableLabel: string | null;
  bar: ServingBar;
  /** Who delivered it: the sale's cashier and the charge's user. */
  userId: string;
  at: Date;
}

/**
 * Books the order's sale (lines, recipe consumption at the bar, card charge) in the caller's
 * transaction, which must hold the order row locked. A card that cannot pay, or a sale already
 * booked, throws (409) and so rolls the whole delivery back. Returns the sale's id and total.
 */
export async function bookOrderSale(tx: Tx, d: OrderDelivery): Promise<{ saleId: string; total: number }> {
  const lines = await tx
    .select({
      productId: mobileOrderLines.productId,
      quantity: mobileOrderLines.quantity,
      unitPrice: mobileOrderLines.unitPrice,
    })
    .from(mobileOrderLines)
    .where(and(eq(mobileOrderLines.orderId, d.orderId), isNull(mobileOrderLines.deletedAt)))
    .orderBy(asc(mobileOrderLines.id));
  const saleLines = lines.map((l) => ({ productId: l.productId, quantity: Number(l.quantity), unitPrice: Number(l.unitPrice) }));
  const saleId = orderSaleId(d.orderId);
  const total = linesTotal(saleLines);
  const recipes: Map<string, RecipeLine[]> = d.bar.stockLocationId
    ? await recipesOf(
        tx,
        saleLines.map((l) => l.productId),
      )
    : new Map();
  const place = { id: null, pointOfSaleId: d.bar.pointOfSaleId, venueId: d.venueId, stockLocationId: d.bar.stockLocationId };
  const planned = {
    sale: { id: saleId, at: d.at.toISOString(), payment: 'vip_card' as const, lines: saleLines, total },
    at: d.at,
    nightId: d.nightId,
    cashierId: d.userId,
    cardId: d.cardId,
    compAuthorisers: saleLines.map(() => ''),
    cardEntry: { note: `Orden móvil · ${d.tableLabel ?? ''}`.trim(), mobileOrderId: d.orderId },
  };
  const outcome = (await applyPlanned(tx, place, [[0, planned]], recipes))[0];
  if (outcome?.status === 'rejected') throw new ApiError(409, outcome.reason ?? ORDER_ALREADY_BOOKED);
  if (outcome?.status !== 'applied') throw new ApiError(409, ORDER_ALREADY_BOOKED);
  return { saleId, total };
}
