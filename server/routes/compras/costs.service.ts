// Supplier invoices, returns to suppliers and the history of a good's unit cost (issue 38). The
// arithmetic is server/domain/purchase-cost.ts'; here are the documents that move it.
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  CostHistoryDto,
  CostMethod,
  InvoiceDto,
  invoiceBodySchema,
  ReturnDto,
  returnBodySchema,
} from '../../../src/contract/purchasing';
import { valueAt } from '../../../src/contract/stock-board';
import type { Db, Tx } from '../../db/client';
import {
  goods,
  goodsReceiptLines,
  goodsReceipts,
  stockLocations,
  stockRevaluations,
  supplierGoods,
  supplierInvoiceLines,
  supplierInvoices,
  supplierReturnLines,
  supplierReturns,
  suppliers,
  users,
  venues,
} from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { changeCost, costAfterDifference, costMethodOf, lockGoodCosts, venueOnHand } from '../../domain/purchase-cost';
import { GOOD_NOT_FOUND, onHandNow, recordMovements, requireGoods, requireLocation, roundQty } from '../../domain/stock-ledger';
import { lockVenueRow, ofVenue, venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import {
  audit,
  INVOICE_ALREADY_CANCELLED,
  INVOICE_LINE_NOT_IN_RECEIPT,
  INVOICE_NOT_FOUND,
  INVOICE_NUMBER_TAKEN,
  INVOICE_OVER_RECEIVED,
  nextNumber,
  RECEIPT_NOT_FOUND,
  RETURN_OVER_STOCK,
  SUPPLIER_NOT_FOUND,
} from './compras.service';

type InvoiceInput = v.InferOutput<typeof invoiceBodySchema>;
type ReturnInput = v.InferOutput<typeof returnBodySchema>;

const num = (q: number | string) => roundQty(Number(q));

/** The goods' cost and the venue's on hand, under the goods' cost locks. */
async function costsUnderLock(tx: Tx, venueId: string, goodIds: string[]) {
  await lockGoodCosts(tx, goodIds);
  const onHand = await venueOnHand(tx, venueId, goodIds);
  const rows = await tx.select({ id: goods.id, unitCost: goods.unitCost }).from(goods).where(inArray(goods.id, goodIds));
  return { onHand, cost: new Map(rows.map((g) => [g.id, g.unitCost])), method: await costMethodOf(tx, venueId) };
}

// ───────────────────────────── Invoices ─────────────────────────────

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
    await audit(tx, userId, 'supplier_invoice.post', 'supplier_invoices', invoiceId, null, input);
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
    await audit(tx, userId, 'supplier_invoice.cancel', 'supplier_invoices', id, { status: 'posted' }, { status: 'cancelled' });
    return oneInvoice(tx, venueId, id);
  });
}

// ───────────────────────────── Returns ─────────────────────────────

export async function loadReturns(tx: Tx, venueId: string, ids?: string[]): Promise<ReturnDto[]> {
  const rows = await tx
    .select({ r: supplierReturns, supplierName: suppliers.name, locationName: stockLocations.name })
    .from(supplierReturns)
    .innerJoin(suppliers, eq(suppliers.id, supplierReturns.supplierId))
    .innerJoin(stockLocations, eq(stockLocations.id, supplierReturns.locationId))
    .where(and(eq(supplierReturns.venueId, venueId), ids ? inArray(supplierReturns.id, ids) : undefined))
    .orderBy(desc(supplierReturns.number))
    .limit(300);
  if (rows.length === 0) return [];
  const lines = await tx
    .select({ l: supplierReturnLines, name: goods.name })
    .from(supplierReturnLines)
    .innerJoin(goods, eq(goods.id, supplierReturnLines.goodId))
    .where(
      inArray(
        supplierReturnLines.returnId,
        rows.map((r) => r.r.id),
      ),
    );
  const byReturn = groupBy(
    lines,
    (l) => l.l.returnId,
    (l) => ({
      goodId: l.l.goodId,
      name: l.name,
      quantity: num(l.l.quantity),
      unitCost: l.l.unitCost,
      creditPrice: l.l.creditPrice,
    }),
  );
  return rows.map(({ r, supplierName, locationName }) => {
    const returnLines = byReturn.get(r.id) ?? [];
    return {
      id: r.id,
      number: r.number,
      supplier: { id: r.supplierId, name: supplierName },
      location: { id: r.locationId, name: locationName },
      reason: r.reason,
      at: r.at.toISOString(),
      lines: returnLines,
      credit: returnLines.reduce((s, l) => s + valueAt(l.quantity, l.creditPrice), 0),
    };
  });
}

/**
 * Goods sent back to a supplier: they leave the location as negative `purchase` movements at the
 * good's unit cost (a weighted average does not move when units leave at it); the supplier's credit
 * is kept on the return. More than the location holds is refused.
 */
export async function recordReturn(db: Db, venueId: string, userId: string, input: ReturnInput): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    await venueRow(tx, suppliers, venueId, input.supplierId, SUPPLIER_NOT_FOUND);
    await requireLocation(tx, venueId, input.locationId);
    const goodIds = input.lines.map((l) => l.goodId);
    await requireGoods(tx, venueId, goodIds);
    const { cost } = await costsUnderLock(tx, venueId, goodIds);
    const held = new Map(
      (await onHandNow(tx, venueId, { locationIds: [input.locationId], goodIds })).map((r) => [r.goodId, r.quantity]),
    );
    for (const l of input.lines) {
      if (roundQty((held.get(l.goodId) ?? 0) - l.quantity) < 0) throw new ApiError(409, RETURN_OVER_STOCK);
    }
    const number = await nextNumber(tx, venueId, 'supplier_returns');
    const at = new Date();
    const [row] = await tx
      .insert(supplierReturns)
      .values({
        venueId,
        number,
        supplierId: input.supplierId,
        locationId: input.locationId,
        reason: input.reason,
        at,
        createdBy: userId,
      })
      .returning({ id: supplierReturns.id });
    const returnId = row?.id as string;
    await tx.insert(supplierReturnLines).values(
      input.lines.map((l) => ({
        returnId,
        goodId: l.goodId,
        quantity: roundQty(l.quantity),
        unitCost: cost.get(l.goodId) ?? 0,
        creditPrice: l.creditPrice,
      })),
    );
    await recordMovements(
      tx,
      input.lines.map((l) => ({
        locationId: input.locationId,
        goodId: l.goodId,
        kind: 'purchase' as const,
        quantity: -roundQty(l.quantity),
        at,
        sourceType: 'supplier_return',
        sourceId: returnId,
        userId,
        note: `Devolución ${number}`,
      })),
    );
    await audit(tx, userId, 'supplier_return.record', 'supplier_returns', returnId, null, { number, ...input });
    const [dto] = await loadReturns(tx, venueId, [returnId]);
    return dto as ReturnDto;
  });
}

// ───────────────────────────── Costs ─────────────────────────────

/** A good's cost changes, newest first, with the document that caused each. */
export async function costHistory(db: Db, venueId: string, goodId: string): Promise<CostHistoryDto> {
  const [good] = await db
    .select({ id: goods.id, name: goods.name, unitCost: goods.unitCost })
    .from(goods)
    .where(ofVenue(goods, venueId, eq(goods.id, goodId)));
  if (!good) throw new ApiError(404, GOOD_NOT_FOUND);
  const rows = await db
    .select({ r: stockRevaluations, userName: users.displayName })
    .from(stockRevaluations)
    .leftJoin(users, eq(users.id, stockRevaluations.userId))
    .where(
      and(eq(stockRevaluations.goodId, goodId), eq(stockRevaluations.venueId, venueId), ne(stockRevaluations.reason, 'booking')),
    )
    .orderBy(desc(stockRevaluations.at), desc(stockRevaluations.createdAt))
    .limit(500);
  const ids = (type: string) => rows.filter((r) => r.r.sourceType === type).map((r) => r.r.sourceId as string);
  const [receipts, invoices] = [
    ids('goods_receipt').length
      ? await db
          .select({ id: goodsReceipts.id, number: goodsReceipts.number })
          .from(goodsReceipts)
          .where(inArray(goodsReceipts.id, ids('goods_receipt')))
      : [],
    ids('supplier_invoice').length
      ? await db
          .select({ id: supplierInvoices.id, number: supplierInvoices.number })
          .from(supplierInvoices)
          .where(inArray(supplierInvoices.id, ids('supplier_invoice')))
      : [],
  ];
  const labels = new Map<string, string>([
    ...receipts.map((r): [string, string] => [r.id, String(r.number)]),
    ...invoices.map((i): [string, string] => [i.id, i.number]),
  ]);
  return {
    good,
    method: await costMethodOf(db, venueId),
    changes: rows.map(({ r, userName }) => ({
      id: r.id,
      at: r.at.toISOString(),
      costBefore: r.costBefore,
      costAfter: r.costAfter,
      quantity: num(r.quantity),
      value: Number(r.value),
      reason: r.reason as CostHistoryDto['changes'][number]['reason'],
      source: r.sourceType && r.sourceId ? { type: r.sourceType, id: r.sourceId, label: labels.get(r.sourceId) ?? '' } : null,
      user: r.userId ? { id: r.userId, name: userName ?? '' } : null,
    })),
  };
}

/** A unit cost set by hand (the goods' catalogue): revalues what is on hand and is audited. */
export async function setCostByHand(tx: Tx, venueId: string, userId: string, goodId: string, unitCost: number): Promise<void> {
  const { onHand, cost } = await costsUnderLock(tx, venueId, [goodId]);
  await changeCost(tx, {
    venueId,
    goodId,
    costBefore: cost.get(goodId) ?? 0,
    costAfter: unitCost,
    onHand: onHand.get(goodId) ?? 0,
    reason: 'manual',
    userId,
  });
}

export async function setCostMethod(
  db: Db,
  venueId: string,
  userId: string,
  method: CostMethod,
): Promise<{ method: CostMethod }> {
  await db.transaction(async (tx) => {
    const before = await costMethodOf(tx, venueId);
    if (before === method) return;
    await tx.update(venues).set({ costMethod: method }).where(eq(venues.id, venueId));
    await writeAudit(tx, userId, 'venue.cost_method', 'venues', venueId, { costMethod: before }, { costMethod: method });
  });
  return { method };
}
