// ajustes/diferencias: the booked count variance (server/domain/stock-variance.ts: counted −
// expected, faltante negative, sobrante positive, at the cost booked) by night, location and good,
// each bar line marked when the good went below zero there that night (domain/negative-stock.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { DifferenceRow, DifferencesResponse, differencesQuerySchema } from '../../../src/contract/inventory-counts';
import type { Db } from '../../db/client';
import { goods, nights, stockLocations, stockMovements } from '../../db/schema';
import { belowZeroIndex, belowZeroKey } from '../../domain/negative-stock';
import { venueClock } from '../../domain/night-of';
import { bookedCountVariance } from '../../domain/stock-variance';
import { dateRange, nightRef, totalsOf } from './count-report-common';

export async function countDifferences(
  db: Db,
  venueId: string,
  q: v.InferOutput<typeof differencesQuerySchema>,
): Promise<DifferencesResponse> {
  const clock = await venueClock(db, venueId);
  const lines = await bookedCountVariance(db, {
    venueId,
    nightIds: q.nightId ? [q.nightId] : undefined,
    locationIds: q.locationId ? [q.locationId] : undefined,
    goodIds: q.goodId ? [q.goodId] : undefined,
    where: dateRange(stockMovements.at, clock, q.from, q.to),
  });
  const ids = (pick: (l: (typeof lines)[number]) => string | null) => [
    ...new Set(lines.map(pick).filter((id): id is string => id !== null)),
  ];
  const nightIds = ids((l) => l.nightId);
  const [goodRows, locationRows, nightRows] = await Promise.all([
    lines.length === 0
      ? []
      : db
          .select()
          .from(goods)
          .where(
            and(
              eq(goods.venueId, venueId),
              inArray(
                goods.id,
                ids((l) => l.goodId),
              ),
            ),
          ),
    lines.length === 0
      ? []
      : db
          .select()
          .from(stockLocations)
          .where(
            and(
              eq(stockLocations.venueId, venueId),
              inArray(
                stockLocations.id,
                ids((l) => l.locationId),
              ),
            ),
          ),
    nightIds.length === 0 ? [] : db.select().from(nights).where(inArray(nights.id, nightIds)),
  ]);
  const good = new Map(goodRows.map((g) => [g.id, g]));
  const location = new Map(locationRows.map((l) => [l.id, l]));
  const night = new Map(nightRows.map((n) => [n.id, n]));
  const bars = locationRows.filter((l) => l.kind === 'bar').map((l) => l.id);
  const belowZero = await belowZeroIndex(db, { venueId, nightIds, locationIds: bars, goodIds: ids((l) => l.goodId) });

  const rows: DifferenceRow[] = [];
  for (const l of lines) {
    const g = good.get(l.goodId);
    const loc = location.get(l.locationId);
    if (!g || !loc) continue;
    const n = l.nightId ? night.get(l.nightId) : undefined;
    const flag = l.nightId ? belowZero.get(belowZeroKey(l.nightId, l.locationId, l.goodId)) : undefined;
    rows.push({
      night: nightRef(l.nightId, n?.businessDate ?? null, n?.eventName ?? null),
      locationId: l.locationId,
      locationName: loc.name,
      locationKind: loc.kind,
      goodId: l.goodId,
      goodName: g.name,
      sku: g.sku,
      category: g.category,
      unit: g.unit,
      quantity: l.quantity,
      value: l.value,
      movements: l.movements,
      lastAt: l.lastAt.toISOString(),
      belowZero: flag ? { lowest: flag.lowest, since: flag.since.toISOString() } : null,
    });
  }
  rows.sort(
    (a, b) =>
      b.lastAt.localeCompare(a.lastAt) || a.locationName.localeCompare(b.locationName) || a.goodName.localeCompare(b.goodName),
  );
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
