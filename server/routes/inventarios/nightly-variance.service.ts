// Report 412: the variance per bar and night (expected against counted), over a report scope
// (nightly-report-scope.ts).

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { VarianceRow } from '../../../src/contract/inventory-nightly';
import type { Db } from '../../db/client';
import { pointsOfSale, recipeLines, saleLines, sales, stockCountLines, stockCounts, stockMovements } from '../../db/schema';
import { roundQty } from '../../domain/stock-ledger';
import { num, stockBeforeNight } from './nightly-common';
import { type Built, barIds, byText, chartOf, goodMap, type Scope } from './nightly-report-scope';

// ───────────────────────────── 412 variance per bar and night ─────────────────────────────

export async function varianceByBar(db: Db, scope: Scope): Promise<Built<'diferencias'>> {
  const bars = barIds(scope);
  if (bars.length === 0 || scope.nightIds.length === 0) return { rows: [], chart: [], chartUnit: 'money' };
  const counts = await db
    .select({ id: stockCounts.id, locationId: stockCounts.locationId, nightId: stockCounts.nightId, scope: stockCounts.scope })
    .from(stockCounts)
    .where(
      and(
        inArray(stockCounts.nightId, scope.nightIds),
        inArray(stockCounts.locationId, bars),
        inArray(stockCounts.status, ['submitted', 'applied']),
        isNull(stockCounts.deletedAt),
      ),
    );
  if (counts.length === 0) return { rows: [], chart: [], chartUnit: 'money' };
  interface Pair {
    nightId: string;
    locationId: string;
    full: boolean;
    closing: Map<string, { quantity: number; at: number }>;
    opening: Map<string, number>;
    moves: Map<string, { preload: number; transfersIn: number; transfersOut: number; breakage: number }>;
    theoretical: Map<string, number>;
  }
  const pairs = new Map<string, Pair>();
  const countPair = new Map<string, Pair>();
  for (const c of counts) {
    if (!c.nightId) continue;
    const key = `${c.nightId}|${c.locationId}`;
    let pair = pairs.get(key);
    if (!pair) {
      pair = {
        nightId: c.nightId,
        locationId: c.locationId,
        full: false,
        closing: new Map(),
        opening: new Map(),
        moves: new Map(),
        theoretical: new Map(),
      };
      pairs.set(key, pair);
    }
    if (c.scope === 'full') pair.full = true;
    countPair.set(c.id, pair);
  }
  const lines = await db
    .select({
      countId: stockCountLines.stockCountId,
      goodId: stockCountLines.goodId,
      quantity: stockCountLines.countedQuantity,
      at: stockCountLines.countedAt,
    })
    .from(stockCountLines)
    .where(and(inArray(stockCountLines.stockCountId, [...countPair.keys()]), isNull(stockCountLines.deletedAt)));
  for (const l of lines) {
    const pair = countPair.get(l.countId);
    if (!pair) continue;
    const seen = pair.closing.get(l.goodId);
    // Two counts of the same good that night: the later observation is the closing one.
    if (!seen || l.at.getTime() >= seen.at) pair.closing.set(l.goodId, { quantity: roundQty(l.quantity), at: l.at.getTime() });
  }
  const pairNights = [...new Set([...pairs.values()].map((p) => p.nightId))];
  const pairLocations = [...new Set([...pairs.values()].map((p) => p.locationId))];

  const moves = await db
    .select({
      nightId: stockMovements.nightId,
      locationId: stockMovements.locationId,
      goodId: stockMovements.goodId,
      kind: stockMovements.kind,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
    })
    .from(stockMovements)
    .where(
      and(
        inArray(stockMovements.nightId, pairNights),
        inArray(stockMovements.locationId, pairLocations),
        inArray(stockMovements.kind, ['preload', 'transfer_in', 'transfer_out', 'breakage']),
      ),
    )
    .groupBy(stockMovements.nightId, stockMovements.locationId, stockMovements.goodId, stockMovements.kind);
  for (const m of moves) {
    const pair = pairs.get(`${m.nightId}|${m.locationId}`);
    if (!pair) continue;
    const acc = pair.moves.get(m.goodId) ?? { preload: 0, transfersIn: 0, transfersOut: 0, breakage: 0 };
    const q = num(m.quantity);
    if (m.kind === 'preload') acc.preload += q;
    else if (m.kind === 'transfer_in') acc.transfersIn += q;
    else if (m.kind === 'transfer_out') acc.transfersOut -= q;
    else acc.breakage -= q;
    pair.moves.set(m.goodId, acc);
  }

  const theoretical = await db
    .select({
      nightId: sales.nightId,
      locationId: pointsOfSale.stockLocationId,
      goodId: recipeLines.goodId,
      quantity: sql<string>`sum(${saleLines.quantity} * ${recipeLines.quantity})`,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
    .innerJoin(recipeLines, and(eq(recipeLines.productId, saleLines.productId), isNull(recipeLines.deletedAt)))
    .where(
      and(
        inArray(sales.nightId, pairNights),
        eq(sales.status, 'completed'),
        isNull(saleLines.deletedAt),
        inArray(pointsOfSale.stockLocationId, pairLocations),
      ),
    )
    .groupBy(sales.nightId, pointsOfSale.stockLocationId, recipeLines.goodId);
  for (const t of theoretical) {
    const pair = pairs.get(`${t.nightId}|${t.locationId}`);
    if (pair) pair.theoretical.set(t.goodId, num(t.quantity));
  }

  // Opening: per night, what its counted bars held before it opened (not the night's own rows).
  for (const nightId of pairNights) {
    const night = scope.nightById.get(nightId);
    if (!night) continue;
    const locs = [...pairs.values()].filter((p) => p.nightId === nightId).map((p) => p.locationId);
    const rows = await stockBeforeNight(db, locs, { id: nightId, opensAt: night.opensAt });
    for (const r of rows) pairs.get(`${nightId}|${r.locationId}`)?.opening.set(r.goodId, num(r.quantity));
  }

  const allGoods = new Set<string>();
  for (const p of pairs.values()) {
    for (const id of p.closing.keys()) allGoods.add(id);
    if (p.full) {
      for (const id of [...p.opening.keys(), ...p.moves.keys(), ...p.theoretical.keys()]) allGoods.add(id);
    }
  }
  const goodById = await goodMap(db, scope.venue.id, [...allGoods]);
  const out: VarianceRow[] = [];
  for (const p of pairs.values()) {
    const night = scope.nightById.get(p.nightId);
    if (!night) continue;
    // A spot count speaks only for the goods it lists; a full count treats the rest as 0.
    const ids = p.full
      ? new Set([...p.closing.keys(), ...p.opening.keys(), ...p.moves.keys(), ...p.theoretical.keys()])
      : new Set(p.closing.keys());
    for (const goodId of ids) {
      const good = goodById.get(goodId);
      if (!good) continue;
      const m = p.moves.get(goodId) ?? { preload: 0, transfersIn: 0, transfersOut: 0, breakage: 0 };
      const opening = roundQty(p.opening.get(goodId) ?? 0);
      const closing = p.closing.get(goodId)?.quantity ?? (p.full ? 0 : null);
      const theo = roundQty(p.theoretical.get(goodId) ?? 0);
      const preload = roundQty(m.preload);
      const transfersIn = roundQty(m.transfersIn);
      const transfersOut = roundQty(m.transfersOut);
      const breakage = roundQty(m.breakage);
      if (p.full && closing === 0 && opening === 0 && preload === 0 && transfersIn === 0 && theo === 0 && transfersOut === 0) {
        continue;
      }
      const actualUse = closing === null ? null : roundQty(opening + preload + transfersIn - transfersOut - breakage - closing);
      const variance = actualUse === null ? null : roundQty(actualUse - theo);
      out.push({
        nightId: night.id,
        businessDate: night.businessDate,
        locationId: p.locationId,
        locationName: scope.locations.get(p.locationId)?.name ?? '',
        goodId,
        goodName: good.name,
        category: good.category,
        opening,
        preload,
        transfersIn,
        transfersOut,
        breakage,
        closing,
        actualUse,
        theoretical: theo,
        variance,
        varianceCost: variance === null ? null : Math.round(variance * good.unitCost),
      });
    }
  }
  out.sort(
    (a, b) =>
      b.businessDate.localeCompare(a.businessDate) ||
      byText(a.locationName, b.locationName) ||
      Math.abs(b.varianceCost ?? 0) - Math.abs(a.varianceCost ?? 0),
  );
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.varianceCost ?? 0])), chartUnit: 'money' };
}
