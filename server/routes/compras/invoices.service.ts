// Supplier invoices against goods receipts (issue 38): posting one moves the cost of its delivery's
// units still on hand, cancelling one reverses that (server/domain/purchase-cost.ts, decision 0009).
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { InvoiceDto, invoiceBodySchema } from '../../../src/contract/purchasing';
import { valueAt } from '../../../src/contract/stock-board';
import type { Db, Tx } from '../../db/client';
import {
  goods,
  goodsReceiptLines,
  goodsReceipts,
  supplierGoods,
  supplierInvoiceLines,
  supplierInvoices,
  suppliers,
} from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { changeCost, costAfterDifference, costsUnderLock } from '../../domain/purchase-cost';
import { roundQty } from '../../domain/stock-ledger';
import { lockVenueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import {
  INVOICE_ALREADY_CANCELLED,
  INVOICE_LINE_NOT_IN_RECEIPT,
  INVOICE_NOT_FOUND,
  INVOICE_NUMBER_TAKEN,
  INVOICE_OVER_RECEIVED,
  RECEIPT_NOT_FOUND,
} from './compras.service';

type InvoiceInput = v.InferOutput<typeof invoiceBodySchema>;

const num = (q: number | string) => roundQty(Number(q));

export async function loadInvoices(tx: Tx, venueId: string, ids?: string[]): Promise<InvoiceDto[]> {
  const rows = await tx
    .select({ i: supplierInvoices, supplierName: suppliers.name, receiptNumber: goodsReceipts.number })
    .from(supplierInvoices)
    .innerJoin(suppliers, eq(suppliers.id, supplierInvoices.supplierId))
    .innerJoin(goodsReceipts, eq(goodsReceipts.id, supplierInvoices.receiptId))
    .where(and(eq(supplierInvoices.venueId, venueId), ids ? inArray(supplierInvoices.id, ids) : undefined))
    .orderBy(desc(supplierInvoices.createdAt))
    .limit(300);
  if (rows.length === 0) return [];
  const lines = await tx
    .select({ l: supplierInvoiceLines, name: goods.name })
    .from(supplierInvoiceLines)
    .innerJoin(goods, eq(goods.id, supplierInvoiceLines.goodId))
    .where(
      inArray(
        supplierInvoiceLines.invoiceId,
        rows.map((r) => r.i.id),
      ),
    );
  const byInvoice = groupBy(
    lines,
    (l) => l.l.invoiceId,
    (l) => {
      const quantity = num(l.l.quantity);
      return {
        id: l.l.id,
        receiptLineId: l.l.receiptLineId,
        goodId: l.l.goodId,
        name: l.name,
        quantity,
        unitPrice: l.l.unitPrice,
        receivedPrice: l.l.receivedPrice,
        onHand: num(l.l.onHand),
        total: valueAt(quantity, l.l.unitPrice),
      };
    },
  );
  return rows.map(({ i, supplierName, receiptNumber }) => {
    const invoiceLines = (byInvoice.get(i.id) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return {
      id: i.id,
      number: i.number,
      supplier: { id: i.supplierId, name: supplierName },
      receipt: { id: i.receiptId, number: receiptNumber },
      issuedOn: i.issuedOn,
      status: i.status,
      total: i.total,
      priceVariance: invoiceLines.reduce(
        (s, l) => s + valueAt(roundQty(l.quantity - l.onHand), l.unitPrice - l.receivedPrice),
        0,
      ),
      createdAt: i.createdAt.toISOString(),
      cancelledAt: i.cancelledAt ? i.cancelledAt.toISOString() : null,
      lines: invoiceLines,
    };
  });
}

async function oneInvoice(tx: Tx, venueId: string, id: string): Promise<InvoiceDto> {
  const [invoice] = await loadInvoices(tx, venueId, [id]);
  if (!invoice) throw new ApiError(404, INVOICE_NOT_FOUND);
  return invoice;
}

/**
 * Posts a supplier invoice against a receipt. Each line's price against the price the stock entered
 * at moves the good's cost for the units of it still on hand (none below zero); the units already
 * consumed keep the cost they left with (the invoice's priceVariance). With the 'last' method the
 * cost becomes the invoiced price. The supplier's last price follows the invoice.
 */
export async function postInvoice(db: Db, venueId: string, userId: string, input: InvoiceInput): Promise<InvoiceDto> {
  return db.transaction(async (tx) => {
    const receipt = await lockVenueRow(tx, goodsReceipts, venueId, input.receiptId, RECEIPT_NOT_FOUND);
    const [clash] = await tx
      .select({ id: supplierInvoices.id })
      .from(supplierInvoices)
      .where(
        and(
          eq(supplierInvoices.supplierId, receipt.supplierId),
          eq(supplierInvoices.number, input.number),
          eq(supplierInvoices.status, 'posted'),
        ),
      );
    if (clash) throw new ApiError(409, INVOICE_NUMBER_TAKEN);
    const receiptLines = await tx
      .select()
      .from(goodsReceiptLines)
      .where(and(eq(goodsReceiptLines.receiptId, receipt.id), isNull(goodsReceiptLines.deletedAt)))
      .for('update');
    const lineById = new Map(receiptLines.map((l) => [l.id, l]));
    const lines = input.lines.map((l) => {
      const line = lineById.get(l.receiptLineId);
      if (!line) throw new ApiError(422, INVOICE_LINE_NOT_IN_RECEIPT);
      const quantity = roundQty(l.quantity);
      if (roundQty(num(line.quantityInvoiced) + quantity) > num(line.quantity)) throw new ApiError(422, INVOICE_OVER_RECEIVED);
      return { line, quantity, unitPrice: l.unitPrice };
    });
    const { onHand, cost, method } = await costsUnderLock(
      tx,
      venueId,
      lines.map((l) => l.line.goodId),
    );
    const [invoice] = await tx
      .insert(supplierInvoices)
      .values({
        venueId,
        supplierId: receipt.supplierId,
        receiptId: receipt.id,
        number: input.number,
        issuedOn: input.issuedOn,
        total: lines.reduce((s, l) => s + valueAt(l.quantity, l.unitPrice), 0),
        createdBy: userId,
      })
      .returning({ id: supplierInvoices.id });
    const invoiceId = invoice?.id as string;
    const now = new Date();
    for (const { line, quantity, unitPrice } of lines) {
      const held = onHand.get(line.goodId) ?? 0;
      const before = cost.get(line.goodId) ?? 0;
      const stillHere = roundQty(Math.min(quantity, Math.max(held, 0)));
      const after = method === 'last' ? unitPrice : costAfterDifference(held, before, stillHere, unitPrice - line.unitPrice);
      await changeCost(tx, {
        venueId,
        goodId: line.goodId,
        costBefore: before,
        costAfter: after,
        onHand: held,
        reason: 'invoice',
        sourceType: 'supplier_invoice',
        sourceId: invoiceId,
        userId,
      });
      cost.set(line.goodId, after);
      await tx.insert(supplierInvoiceLines).values({
        invoiceId,
        receiptLineId: line.id,
        goodId: line.goodId,
        quantity,
        unitPrice,
        receivedPrice: line.unitPrice,
        onHand: stillHere,
      });
      await tx
        .update(goodsReceiptLines)
        .set({ quantityInvoiced: roundQty(num(line.quantityInvoiced) + quantity) })
        .where(eq(goodsReceiptLines.id, line.id));
      await tx
        .insert(supplierGoods)
        .values({
          supplierId: receipt.supplierId,
          goodId: line.goodId,
          packSize: line.packSize,
          lastPrice: unitPrice,
          lastPriceAt: now,
        })
        .onConflictDoUpdate({
          target: [supplierGoods.supplierId, supplierGoods.goodId],
          set: { lastPrice: unitPrice, lastPriceAt: now, deletedAt: null },
        });
    }
    await writeAudit(tx, userId, 'supplier_invoice.post', 'supplier_invoices', invoiceId, null, input);
    return oneInvoice(tx, venueId, invoiceId);
  });
}

/**
 * Cancels an invoice: its cost entry is reversed — the opposite difference on what of the units it
 * moved is still on hand ('last': back to the price the stock entered at) — and its lines are open
 * to invoice again. A cancelled invoice never counts again.
 */
export async function cancelInvoice(db: Db, venueId: string, userId: string, id: string): Promise<InvoiceDto> {
  return db.transaction(async (tx) => {
    const invoice = await lockVenueRow(tx, supplierInvoices, venueId, id, INVOICE_NOT_FOUND);
    if (invoice.status === 'cancelled') throw new ApiError(409, INVOICE_ALREADY_CANCELLED);
    const lines = await tx.select().from(supplierInvoiceLines).where(eq(supplierInvoiceLines.invoiceId, id));
    const { onHand, cost, method } = await costsUnderLock(
      tx,
      venueId,
      lines.map((l) => l.goodId),
    );
    for (const line of lines) {
      const held = onHand.get(line.goodId) ?? 0;
      const before = cost.get(line.goodId) ?? 0;
      const stillHere = roundQty(Math.min(num(line.onHand), Math.max(held, 0)));
      const after =
        method === 'last'
          ? line.receivedPrice
          : costAfterDifference(held, before, stillHere, line.receivedPrice - line.unitPrice);
      await changeCost(tx, {
        venueId,
        goodId: line.goodId,
        costBefore: before,
        costAfter: after,
        onHand: held,
        reason: 'invoice_cancel',
        sourceType: 'supplier_invoice',
        sourceId: id,
        userId,
      });
      cost.set(line.goodId, after);
      await tx
        .update(goodsReceiptLines)
        .set({ quantityInvoiced: sql`greatest(${goodsReceiptLines.quantityInvoiced} - ${num(line.quantity)}, 0)` })
        .where(eq(goodsReceiptLines.id, line.receiptLineId));
    }
    await tx
      .update(supplierInvoices)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: userId })
      .where(eq(supplierInvoices.id, id));
    await writeAudit(
      tx,
      userId,
      'supplier_invoice.cancel',
      'supplier_invoices',
      id,
      { status: 'posted' },
      { status: 'cancelled' },
    );
    return oneInvoice(tx, venueId, id);
  });
}
