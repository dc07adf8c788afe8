// Live stock (stockEnVivo, 409): per bar and good during a night, opening + preload + transfers in
// − sales consumption − breakage = what should be on the shelf now, plus what each bar sold by
// product. Read straight from the ledger and the sales, so each poll shows the latest sales. A
// good that went below zero during the night (server/domain/negative-stock.ts) is flagged.
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { LiveBar, LiveLevel, LiveStockLine, LiveStockResponse, NightSummary } from '../../../src/contract/inventory-nightly';
import type { Db } from '../../db/client';
import { goods, nights, pointsOfSale, sales, stockMovements } from '../../db/schema';
import { belowZeroIndex, belowZeroKey } from '../../domain/negative-stock';
import { findCurrentNight, venueNight } from '../../domain/night-of';
import { roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { cents, type NightRow, nightSummary, num, soldProducts, stockBeforeNight } from './nightly-common';
import { venueLocations } from './nightly-preloads.service';
import { venuePars } from './stock.service';

/** Under this share of what came in (when the bar has no par minimum) a good is running low. */
const LOW_SHARE = 0.2;

export function liveLevel(expected: number, received: number, minimum: number | null): LiveLevel {
  if (expected <= 0) return 'out';
  const hasMinimum = minimum !== null && minimum > 0;
  if (hasMinimum ? expected < minimum : expected < received * LOW_SHARE) return 'low';
  return 'ok';
}

async function liveNight(db: Db, venueId: string, nightId: string | undefined): Promise<NightRow | null> {
  if (nightId) return venueNight(db, venueId, nightId);
  const [open] = await db
    .select()
    .from(nights)
    .where(ofVenue(nights, venueId, eq(nights.status, 'open')))
    .orderBy(sql`${nights.businessDate} desc`)
    .limit(1);
  if (open) return open;
  const current = await findCurrentNight(db, venueId);
  return current ? venueNight(db, venueId, current.id) : null;
}

interface Acc {
  opening: number;
  preload: number;
  transfersIn: number;
  consumption: number;
  breakage: number;
}

export async function getLiveStock(db: Db, venueId: string, nightId: string | undefined): Promise<LiveStockResponse> {
  const generatedAt = new Date().toISOString();
  const night = await liveNight(db, venueId, nightId);
  if (!night) return { night: null, bars: [], generatedAt };
  const summary: NightSummary = nightSummary(night);
  const bars = (await venueLocations(db, venueId)).filter((l) => l.kind === 'bar');
  const barIds = bars.map((b) => b.id);
  if (barIds.length === 0) return { night: summary, bars: [], generatedAt };

  const acc = new Map<string, Acc>();
  const entry = (locationId: string, goodId: string) => {
    const key = `${locationId}|${goodId}`;
    let a = acc.get(key);
    if (!a) {
      a = { opening: 0, preload: 0, transfersIn: 0, consumption: 0, breakage: 0 };
      acc.set(key, a);
    }
    return a;
  };
  const costByBar = new Map<string, number>();

  const nightRows = await db
    .select({
      locationId: stockMovements.locationId,
      goodId: stockMovements.goodId,
      kind: stockMovements.kind,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
      cost: sql<string>`sum(${stockMovements.quantity} * ${stockMovements.unitCost})`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.nightId, night.id),
        inArray(stockMovements.locationId, barIds),
        inArray(stockMovements.kind, ['preload', 'transfer_in', 'sale_consumption', 'sale_reversal', 'breakage']),
      ),
    )
    .groupBy(stockMovements.locationId, stockMovements.goodId, stockMovements.kind);
  for (const r of nightRows) {
    const a = entry(r.locationId, r.goodId);
    const q = num(r.quantity);
    if (r.kind === 'preload') a.preload += q;
    else if (r.kind === 'transfer_in') a.transfersIn += q;
    else if (r.kind === 'breakage') a.breakage -= q;
    else {
      a.consumption -= q;
      costByBar.set(r.locationId, (costByBar.get(r.locationId) ?? 0) - num(r.cost));
    }
  }

  // What the bars held before the night: everything earlier that is not the night's own.
  const openingRows = await stockBeforeNight(db, barIds, night);
  for (const r of openingRows) {
    const q = roundQty(num(r.quantity));
    if (q !== 0) entry(r.locationId, r.goodId).opening += q;
  }

  const goodIds = [...new Set([...acc.keys()].map((k) => k.split('|')[1] as string))];
  const goodRows =
    goodIds.length > 0
      ? await db
          .select({ id: goods.id, name: goods.name, category: goods.category, unit: goods.unit, unitCost: goods.unitCost })
          .from(goods)
          .where(and(eq(goods.venueId, venueId), inArray(goods.id, goodIds)))
      : [];
  const goodById = new Map(goodRows.map((g) => [g.id, g]));
  const minimums = new Map(
    (await venuePars(db, venueId, barIds)).map((p) => [`${p.locationId}|${p.goodId}`, roundQty(p.minimumQuantity)]),
  );

  const productRows = await soldProducts(
    db,
    and(eq(sales.nightId, night.id), inArray(pointsOfSale.stockLocationId, barIds)),
    true,
  );
  const saleTotals = await db
    .select({
      locationId: pointsOfSale.stockLocationId,
      sales: sql<string>`count(*)`,
      revenue: sql<string>`sum(${sales.total})`,
      lastSaleAt: max(sales.at),
    })
    .from(sales)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
    .where(and(eq(sales.nightId, night.id), eq(sales.status, 'completed'), inArray(pointsOfSale.stockLocationId, barIds)))
    .groupBy(pointsOfSale.stockLocationId);
  const totalsByBar = new Map(saleTotals.map((t) => [t.locationId, t]));
  const belowZero = await belowZeroIndex(db, { venueId, nightIds: [night.id], locationIds: barIds });

  const result: LiveBar[] = bars.map((bar) => {
    const lines: LiveStockLine[] = [];
    for (const [key, a] of acc) {
      const [locationId, goodId] = key.split('|') as [string, string];
      if (locationId !== bar.id) continue;
      const good = goodById.get(goodId);
      if (!good) continue;
      const opening = roundQty(a.opening);
      const preload = roundQty(a.preload);
      const transfersIn = roundQty(a.transfersIn);
      const consumption = roundQty(a.consumption);
      const breakage = roundQty(a.breakage);
      const flag = belowZero.get(belowZeroKey(night.id, locationId, goodId));
      if (opening === 0 && preload === 0 && transfersIn === 0 && consumption === 0 && breakage === 0 && !flag) continue;
      const expected = roundQty(opening + preload + transfersIn - consumption - breakage);
      const minimum = minimums.get(key) ?? null;
      lines.push({
        goodId,
        name: good.name,
        category: good.category,
        unit: good.unit,
        opening,
        preload,
        transfersIn,
        consumption,
        breakage,
        expected,
        minimum,
        level: liveLevel(expected, opening + preload + transfersIn, minimum),
        unitCost: good.unitCost,
        belowZero: flag ? { lowest: flag.lowest, since: flag.since.toISOString() } : null,
      });
    }
    lines.sort((x, y) => x.name.localeCompare(y.name, 'es'));
    const productsOfBar = productRows
      .filter((p) => p.locationId === bar.id)
      .map((p) => ({
        productId: p.productId,
        name: p.name,
        category: p.category,
        quantity: num(p.quantity),
        revenue: cents(p.revenue),
      }))
      .sort((x, y) => y.quantity - x.quantity || x.name.localeCompare(y.name, 'es'));
    const totals = totalsByBar.get(bar.id);
    return {
      id: bar.id,
      name: bar.name,
      lines,
      products: productsOfBar,
      sales: num(totals?.sales),
      revenue: cents(totals?.revenue),
      consumptionCost: cents(costByBar.get(bar.id)),
      lastSaleAt: totals?.lastSaleAt ? new Date(totals.lastSaleAt).toISOString() : null,
    };
  });
  return { night: summary, bars: result, generatedAt };
}
