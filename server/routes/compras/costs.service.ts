// A good's cost history and the venue's costing method (issue 38). The arithmetic is
// server/domain/purchase-cost.ts'; the documents that move the cost are invoices.service.ts,
// returns.service.ts and goods-receipt.commands.ts.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CostHistoryDto, CostMethod } from '../../../src/contract/purchasing';
import type { Db } from '../../db/client';
import { goods, goodsReceipts, stockRevaluations, supplierInvoices, users, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { costMethodOf } from '../../domain/purchase-cost';
import { GOOD_NOT_FOUND, roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';

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
  // The documents' numbers, for the labels.
  const ids = (type: string) => rows.filter((r) => r.r.sourceType === type).map((r) => r.r.sourceId as string);
  const receiptIds = ids('goods_receipt');
  const invoiceIds = ids('supplier_invoice');
  const labels = new Map<string, string>();
  if (receiptIds.length > 0) {
    const found = await db
      .select({ id: goodsReceipts.id, number: goodsReceipts.number })
      .from(goodsReceipts)
      .where(inArray(goodsReceipts.id, receiptIds));
    for (const r of found) labels.set(r.id, String(r.number));
  }
  if (invoiceIds.length > 0) {
    const found = await db
      .select({ id: supplierInvoices.id, number: supplierInvoices.number })
      .from(supplierInvoices)
      .where(inArray(supplierInvoices.id, invoiceIds));
    for (const i of found) labels.set(i.id, i.number);
  }
  return {
    good,
    method: await costMethodOf(db, venueId),
    changes: rows.map(({ r, userName }) => ({
      id: r.id,
      at: r.at.toISOString(),
      costBefore: r.costBefore,
      costAfter: r.costAfter,
      quantity: roundQty(Number(r.quantity)),
      value: Number(r.value),
      reason: r.reason as CostHistoryDto['changes'][number]['reason'],
      source: r.sourceType && r.sourceId ? { type: r.sourceType, id: r.sourceId, label: labels.get(r.sourceId) ?? '' } : null,
      user: r.userId ? { id: r.userId, name: userName ?? '' } : null,
    })),
  };
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
