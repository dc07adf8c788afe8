// Returns to suppliers (issue 38): the units leave at the good's unit cost (the average does not
// move), the supplier's credit is kept on the return.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ReturnDto, returnBodySchema } from '../../../src/contract/purchasing';
import { valueAt } from '../../../src/contract/stock-board';
import type { Db, Tx } from '../../db/client';
import { goods, stockLocations, supplierReturnLines, supplierReturns, suppliers } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { costsUnderLock } from '../../domain/purchase-cost';
import { onHandNow, recordMovements, requireGoods, requireLocation, roundQty } from '../../domain/stock-ledger';
import { venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { nextNumber, RETURN_OVER_STOCK, SUPPLIER_NOT_FOUND } from './compras.service';

type ReturnInput = v.InferOutput<typeof returnBodySchema>;

const num = (q: number | string) => roundQty(Number(q));

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
    await writeAudit(tx, userId, 'supplier_return.record', 'supplier_returns', returnId, null, { number, ...input });
    const [dto] = await loadReturns(tx, venueId, [returnId]);
    return dto as ReturnDto;
  });
}
