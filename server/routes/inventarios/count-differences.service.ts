// ajustes/diferencias: count adjustments valued at cost, grouped by night, location and good.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { DifferenceRow, DifferencesResponse, differencesQuerySchema } from '../../../src/contract/inventory-counts';
import type { Db } from '../../db/client';
import { goods, nights, stockLocations, stockMovements } from '../../db/schema';
import { venueClock } from '../../domain/night-of';
import { roundQty } from '../../domain/stock-ledger';
import { dateRange, nightRef, totalsOf } from './count-report-common';

export async function countDifferences(
  db: Db,
  venueId: string,
  q: v.InferOutput<typeof differencesQuerySchema>,
): Promise<DifferencesResponse> {
  const clock = await venueClock(db, venueId);
  const grouped = await db
    .select({
      nightId: stockMovements.nightId,
      businessDate: nights.businessDate,
      eventName: nights.eventName,
      locationId: stockMovements.locationId,
      locationName: stockLocations.name,
      locationKind: stockLocations.kind,
      goodId: stockMovements.goodId,
      goodName: goods.name,
      sku: goods.sku,
      category: goods.category,
      unit: goods.unit,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
      value: sql<string>`round(sum(${stockMovements.quantity} * ${stockMovements.unitCost}))`,
      movements: sql<number>`count(*)::int`,
      lastAt: sql<string>`max(${stockMovements.at})`.mapWith(stockMovements.at),
    })
    .from(stockMovements)
    .innerJoin(stockLocations, eq(stockLocations.id, stockMovements.locationId))
    .innerJoin(goods, eq(goods.id, stockMovements.goodId))
    .leftJoin(nights, eq(nights.id, stockMovements.nightId))
    .where(
      and(
        // Every count adjustment comes from a count: the source index narrows the ledger scan.
        eq(stockMovements.sourceType, 'stock_count'),
        eq(stockMovements.kind, 'count_adjustment'),
        eq(stockLocations.venueId, venueId),
        q.nightId ? eq(stockMovements.nightId, q.nightId) : undefined,
        q.locationId ? eq(stockMovements.locationId, q.locationId) : undefined,
        q.goodId ? eq(stockMovements.goodId, q.goodId) : undefined,
        dateRange(stockMovements.at, clock, q.from, q.to),
      ),
    )
    .groupBy(
      stockMovements.nightId,
      nights.businessDate,
      nights.eventName,
      stockMovements.locationId,
      stockLocations.name,
      stockLocations.kind,
      stockMovements.goodId,
      goods.name,
      goods.sku,
      goods.category,
      goods.unit,
    )
    .orderBy(desc(sql`max(${stockMovements.at})`), asc(stockLocations.name), asc(goods.name));
  const rows: DifferenceRow[] = grouped
    .map((r) => ({
      night: nightRef(r.nightId, r.businessDate, r.eventName),
      locationId: r.locationId,
      locationName: r.locationName,
      locationKind: r.locationKind,
      goodId: r.goodId,
      goodName: r.goodName,
      sku: r.sku,
      category: r.category,
      unit: r.unit,
      quantity: roundQty(Number(r.quantity)),
      value: Number(r.value),
      movements: Number(r.movements),
      lastAt: new Date(r.lastAt).toISOString(),
    }))
    // An adjustment and its compensation in the same group leave nothing to report.
    .filter((r) => r.quantity !== 0 || r.value !== 0);
  const missing = rows.filter((r) => r.quantity < 0);
  const surplus = rows.filter((r) => r.quantity > 0);
  return {
    rows,
    totals: {
      ...totalsOf(rows),
      missingQuantity: totalsOf(missing).quantity,
      missingValue: totalsOf(missing).value,
      surplusQuantity: totalsOf(surplus).quantity,
      surplusValue: totalsOf(surplus).value,
    },
  };
}
