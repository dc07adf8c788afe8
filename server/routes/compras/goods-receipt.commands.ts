// The 'goodsReceipt.record' command (issue 38): a supplier delivery received at the door on a
// tablet, pushed when it is back online. Idempotent by receiptId — chosen on the device, so the same
// receipt pushed again under another command id answers the same and books nothing twice.
//
// Receiving books `purchase` movements into the ledger at once (stock moves), at the price the stock
// entered at: the order line's, else the supplier's last price, else the good's cost; the good's
// unit cost follows the venue's method in the same transaction (server/domain/purchase-cost.ts).
// Damaged units are kept on the line and not booked. The order's lines count what arrived; the
// order becomes partial or received.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { goodsReceiptRecord } from '../../../src/features/inventory/purchasing/commands/goods-receipt-record.contract';
import type { Tx } from '../../db/client';
import {
  goods,
  goodsReceiptLines,
  goodsReceipts,
  purchaseOrderLines,
  purchaseOrders,
  stockLocations,
  supplierGoods,
  suppliers,
} from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { CommandRejected, commandHandler, deviceTime } from '../../domain/command-context';
import { changeCost, costAfterReceipt, costsUnderLock } from '../../domain/purchase-cost';
import { GOOD_NOT_FOUND, LOCATION_NOT_FOUND, recordMovements, roundQty } from '../../domain/stock-ledger';
import { isVenueRow, ofVenue } from '../../domain/venue-rows';
import { nextNumber } from './compras.service';

const { refusals } = goodsReceiptRecord;

export const goodsReceiptRecordHandler = commandHandler(goodsReceiptRecord, async ({ tx, user, venueId }, args) => {
  // The venue's receipt numbers are handed out under a lock held to the commit: taken first, it also
  // makes the same receipt pushed twice at once (two tabs, a resend racing the first) wait for the
  // other and then find it, instead of both inserting it.
  const number = await nextNumber(tx, venueId, 'goods_receipts');
  const [existing] = await tx.select().from(goodsReceipts).where(eq(goodsReceipts.id, args.receiptId));
  if (existing) {
    // Sent before under another command id: the same receipt answers the same; another is refused.
    if (existing.venueId !== venueId || existing.receivedBy !== user.id || existing.locationId !== args.locationId) {
      throw new CommandRejected(refusals.otherReceipt);
    }
    return { receiptId: existing.id, number: existing.number, hasDifferences: existing.hasDifferences };
  }
  if (!(await isVenueRow(tx, stockLocations, venueId, args.locationId))) throw new CommandRejected(LOCATION_NOT_FOUND);

  // The order (locked: two receipts of one order count its lines one after the other) or the supplier.
  let supplierId: string;
  let orderLines: (typeof purchaseOrderLines.$inferSelect)[] = [];
  if (args.orderId) {
    const [order] = await tx
      .select()
      .from(purchaseOrders)
      .where(ofVenue(purchaseOrders, venueId, eq(purchaseOrders.id, args.orderId)))
      .for('update');
    if (!order) throw new CommandRejected(refusals.orderNotFound);
    if (order.status === 'draft') throw new CommandRejected(refusals.orderDraft);
    if (order.status === 'received' || order.status === 'cancelled') throw new CommandRejected(refusals.orderClosed);
    supplierId = order.supplierId;
    orderLines = await tx
      .select()
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.orderId, order.id), isNull(purchaseOrderLines.deletedAt)));
  } else {
    if (!args.supplierId || !(await isVenueRow(tx, suppliers, venueId, args.supplierId))) {
      throw new CommandRejected(refusals.supplierNotFound);
    }
    supplierId = args.supplierId;
  }

  const goodIds = args.lines.map((l) => l.goodId);
  const goodRows = await tx
    .select()
    .from(goods)
    .where(ofVenue(goods, venueId, inArray(goods.id, goodIds)));
  if (goodRows.length !== goodIds.length) throw new CommandRejected(GOOD_NOT_FOUND);
  const sold = await tx
    .select()
    .from(supplierGoods)
    .where(
      and(eq(supplierGoods.supplierId, supplierId), inArray(supplierGoods.goodId, goodIds), isNull(supplierGoods.deletedAt)),
    );
  const goodById = new Map(goodRows.map((g) => [g.id, g]));
  const offerOf = new Map(sold.map((s) => [s.goodId, s]));
  const orderLineOf = new Map(orderLines.map((l) => [l.goodId, l]));

  const at = deviceTime(args.at);
  const lines = args.lines.map((l) => {
    const good = goodById.get(l.goodId) as typeof goods.$inferSelect;
    const orderLine = orderLineOf.get(l.goodId);
    const offer = offerOf.get(l.goodId);
    const packSize = Math.max(1, orderLine?.packSize ?? offer?.packSize ?? good.supplierPack ?? 1);
    const quantity = roundQty(l.cases * packSize + l.units);
    const pending = orderLine ? Math.max(0, roundQty(Number(orderLine.quantity) - Number(orderLine.quantityReceived))) : 0;
    return {
      goodId: l.goodId,
      orderLine,
      packSize,
      cases: l.cases,
      units: roundQty(l.units),
      quantity,
      damaged: roundQty(l.damaged),
      ordered: pending,
      unitPrice: orderLine?.unitPrice ?? offer?.lastPrice ?? good.unitCost,
      note: l.note,
    };
  });
  const hasDifferences = lines.some((l) => !l.orderLine || l.quantity !== l.ordered || l.damaged > 0);

  await tx.insert(goodsReceipts).values({
    id: args.receiptId,
    venueId,
    number,
    orderId: args.orderId ?? null,
    supplierId,
    locationId: args.locationId,
    reason: args.reason,
    note: args.note,
    at,
    receivedBy: user.id,
    hasDifferences,
  });
  await tx.insert(goodsReceiptLines).values(
    lines.map((l) => ({
      receiptId: args.receiptId,
      goodId: l.goodId,
      orderLineId: l.orderLine?.id ?? null,
      packSize: l.packSize,
      cases: l.cases,
      units: l.units,
      quantity: l.quantity,
      damaged: l.damaged,
      ordered: l.ordered,
      unitPrice: l.unitPrice,
      note: l.note,
    })),
  );

  await bookDelivery(tx, venueId, user.id, args.receiptId, number, args.locationId, at, lines);

  // What the supplier sells: a good received from them that was not on their list joins it.
  const unknown = lines.filter((l) => !offerOf.has(l.goodId));
  if (unknown.length > 0) {
    await tx
      .insert(supplierGoods)
      .values(unknown.map((l) => ({ supplierId, goodId: l.goodId, packSize: l.packSize })))
      .onConflictDoNothing();
  }

  if (args.orderId) {
    for (const l of lines) {
      if (!l.orderLine) continue;
      await tx
        .update(purchaseOrderLines)
        .set({ quantityReceived: roundQty(Number(l.orderLine.quantityReceived) + l.quantity) })
        .where(eq(purchaseOrderLines.id, l.orderLine.id));
    }
    const after = await tx
      .select({ quantity: purchaseOrderLines.quantity, received: purchaseOrderLines.quantityReceived })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.orderId, args.orderId), isNull(purchaseOrderLines.deletedAt)));
    const complete = after.every((l) => Number(l.received) >= Number(l.quantity));
    await tx
      .update(purchaseOrders)
      .set({ status: complete ? 'received' : 'partial' })
      .where(eq(purchaseOrders.id, args.orderId));
  }
  await writeAudit(tx, user.id, 'goods_receipt.record', 'goods_receipts', args.receiptId, null, {
    number,
    orderId: args.orderId ?? null,
    supplierId,
    locationId: args.locationId,
    reason: args.reason,
    lines: lines.map((l) => ({ goodId: l.goodId, quantity: l.quantity, damaged: l.damaged, unitPrice: l.unitPrice })),
  });
  return { receiptId: args.receiptId, number, hasDifferences };
});

/**
 * Books a delivery: per good, the new unit cost by the venue's method (revaluing what is on hand),
 * then the `purchase` movement at the delivery's price (stock-ledger revalues it to the new cost).
 */
async function bookDelivery(
  tx: Tx,
  venueId: string,
  userId: string,
  receiptId: string,
  number: number,
  locationId: string,
  at: Date,
  lines: { goodId: string; quantity: number; unitPrice: number }[],
) {
  const booked = lines.filter((l) => l.quantity > 0);
  if (booked.length === 0) return;
  const {
    onHand,
    cost: costs,
    method,
  } = await costsUnderLock(
    tx,
    venueId,
    booked.map((l) => l.goodId),
  );
  for (const line of booked) {
    const held = onHand.get(line.goodId) ?? 0;
    const cost = costs.get(line.goodId) ?? 0;
    await changeCost(tx, {
      venueId,
      goodId: line.goodId,
      costBefore: cost,
      costAfter: costAfterReceipt(method, held, cost, line.quantity, line.unitPrice),
      onHand: held,
      reason: 'receipt',
      sourceType: 'goods_receipt',
      sourceId: receiptId,
      userId,
    });
  }
  await recordMovements(
    tx,
    booked.map((l) => ({
      locationId,
      goodId: l.goodId,
      kind: 'purchase' as const,
      quantity: l.quantity,
      unitCost: l.unitPrice,
      at,
      sourceType: 'goods_receipt',
      sourceId: receiptId,
      userId,
      note: `Recepción ${number}`,
    })),
  );
}
