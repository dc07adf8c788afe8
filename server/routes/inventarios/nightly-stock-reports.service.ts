// The stock-movement reports (413 breakage, 414 transfers, 415 valued stock, 416 top goods,
// 417 consumption per product) over a report scope (nightly-report-scope.ts).

import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { businessDate } from '../../../src/contract/business-date';
import type {
  BreakageRow,
  ProductConsumptionRow,
  TopGoodRow,
  TransferRow,
  ValuedRow,
} from '../../../src/contract/inventory-nightly';
import { valueAt } from '../../../src/contract/stock-board';
import type { Db } from '../../db/client';
import {
  breakages,
  goods,
  pointsOfSale,
  recipeLines,
  sales,
  stockLocations,
  stockMovements,
  transferNoteLines,
  transferNotes,
  users,
} from '../../db/schema';
import { roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { cents, num, soldProducts, stockSums } from './nightly-common';
import { type Built, byText, chartOf, consumptionMovements, goodMap, type Scope } from './nightly-report-scope';

// ───────────────────────────── 413 breakage ─────────────────────────────

/** Rows of a night in scope, or (without a night) of the range's instants. */
export function inNightsOrRange(nightCol: AnyPgColumn, atCol: SQL, scope: Scope): SQL | undefined {
  if (scope.night) return sql`${nightCol} = ${scope.night.id}`;
  const inRange = and(sql`${nightCol} is null`, gte(atCol, scope.start), lt(atCol, scope.end));
  return scope.nightIds.length > 0 ? or(inArray(nightCol, scope.nightIds), inRange) : inRange;
}

export async function breakageReport(db: Db, scope: Scope): Promise<Built<'roturas'>> {
  const movementCost = sql<number | null>`(select ${stockMovements.unitCost} from ${stockMovements}
    where ${stockMovements.sourceType} = 'breakage' and ${stockMovements.sourceId} = ${breakages.id} limit 1)`;
  const rows = await db
    .select({
      id: breakages.id,
      at: breakages.at,
      nightId: breakages.nightId,
      locationId: breakages.locationId,
      goodId: breakages.goodId,
      quantity: breakages.quantity,
      reason: breakages.reason,
      userName: users.displayName,
      goodName: goods.name,
      category: goods.category,
      goodCost: goods.unitCost,
      movementCost,
    })
    .from(breakages)
    .innerJoin(stockLocations, and(eq(stockLocations.id, breakages.locationId), eq(stockLocations.venueId, scope.venue.id)))
    .innerJoin(goods, eq(goods.id, breakages.goodId))
    .leftJoin(users, eq(users.id, breakages.userId))
    .where(
      and(
        isNull(breakages.deletedAt),
        inNightsOrRange(breakages.nightId, sql`${breakages.at}`, scope),
        scope.location ? eq(breakages.locationId, scope.location.id) : undefined,
      ),
    );
  const out: BreakageRow[] = rows.map((r) => {
    const quantity = roundQty(r.quantity);
    const unitCost = r.movementCost === null ? r.goodCost : num(r.movementCost);
    return {
      id: r.id,
      at: r.at.toISOString(),
      businessDate: r.nightId
        ? (scope.nightById.get(r.nightId)?.businessDate ?? null)
        : businessDate(r.at, scope.venue.timezone, scope.venue.businessDayCutoffHour),
      locationId: r.locationId,
      locationName: scope.locations.get(r.locationId)?.name ?? '',
      goodId: r.goodId,
      goodName: r.goodName,
      category: r.category,
      quantity,
      cost: valueAt(quantity, unitCost),
      reason: r.reason,
      userName: r.userName,
    };
  });
  out.sort((a, b) => b.at.localeCompare(a.at));
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.cost])), chartUnit: 'money' };
}

// ───────────────────────────── 414 transfers ─────────────────────────────

export async function transferReport(db: Db, scope: Scope): Promise<Built<'transferencias'>> {
  const when = sql`coalesce(${transferNotes.sentAt}, ${transferNotes.createdAt})`;
  const rows = await db
    .select({
      id: transferNoteLines.id,
      noteId: transferNotes.id,
      number: transferNotes.number,
      status: transferNotes.status,
      nightId: transferNotes.nightId,
      fromId: transferNotes.fromLocationId,
      toId: transferNotes.toLocationId,
      createdAt: transferNotes.createdAt,
      sentAt: transferNotes.sentAt,
      receivedAt: transferNotes.receivedAt,
      goodId: transferNoteLines.goodId,
      goodName: goods.name,
      unitCost: goods.unitCost,
      sent: transferNoteLines.quantitySent,
      received: transferNoteLines.quantityReceived,
    })
    .from(transferNoteLines)
    .innerJoin(transferNotes, eq(transferNotes.id, transferNoteLines.transferNoteId))
    .innerJoin(goods, eq(goods.id, transferNoteLines.goodId))
    .where(
      ofVenue(
        transferNotes,
        scope.venue.id,
        isNull(transferNoteLines.deletedAt),
        inNightsOrRange(transferNotes.nightId, when, scope),
        scope.location
          ? or(eq(transferNotes.fromLocationId, scope.location.id), eq(transferNotes.toLocationId, scope.location.id))
          : undefined,
      ),
    );
  const out: TransferRow[] = rows.map((r) => {
    const sent = roundQty(r.sent);
    const received = r.received === null ? null : roundQty(r.received);
    const at = r.receivedAt ?? r.sentAt ?? r.createdAt;
    return {
      id: r.id,
      number: r.number,
      status: r.status,
      at: at.toISOString(),
      businessDate: r.nightId
        ? (scope.nightById.get(r.nightId)?.businessDate ?? null)
        : businessDate(r.sentAt ?? r.createdAt, scope.venue.timezone, scope.venue.businessDayCutoffHour),
      fromName: scope.locations.get(r.fromId)?.name ?? '',
      toName: scope.locations.get(r.toId)?.name ?? '',
      goodId: r.goodId,
      goodName: r.goodName,
      quantitySent: sent,
      quantityReceived: received,
      difference: received === null ? null : roundQty(received - sent),
      cost: valueAt(received ?? sent, r.unitCost),
    };
  });
  out.sort((a, b) => b.number - a.number || byText(a.goodName, b.goodName));
  return { rows: out, chart: chartOf(out.map((r) => [r.toName, r.cost])), chartUnit: 'money' };
}

// ───────────────────────────── 415 valued stock at a date ─────────────────────────────

export async function valuedReport(db: Db, scope: Scope): Promise<Built<'valorizado'>> {
  const now = new Date();
  const end = scope.end.getTime() < now.getTime() ? scope.end : now;
  const venueLocs = [...scope.locations.keys()];
  const locs = scope.location ? [scope.location.id] : venueLocs;
  if (locs.length === 0) return { rows: [], chart: [], chartUnit: 'money' };
  const rows = await stockSums(db, and(inArray(stockMovements.locationId, locs), lt(stockMovements.at, end)));
  // The unit cost each good had then: that of its latest movement before the date.
  const costs = new Map(
    (
      await db
        .selectDistinctOn([stockMovements.goodId], { goodId: stockMovements.goodId, unitCost: stockMovements.unitCost })
        .from(stockMovements)
        .where(and(inArray(stockMovements.locationId, venueLocs), lt(stockMovements.at, end)))
        .orderBy(stockMovements.goodId, desc(stockMovements.at))
    ).map((r) => [r.goodId, r.unitCost]),
  );
  const goodById = await goodMap(
    db,
    scope.venue.id,
    rows.map((r) => r.goodId),
  );
  const out: ValuedRow[] = [];
  for (const r of rows) {
    const quantity = roundQty(num(r.quantity));
    const good = goodById.get(r.goodId);
    const location = scope.locations.get(r.locationId);
    if (quantity === 0 || !good || !location) continue;
    const unitCost = costs.get(r.goodId) ?? good.unitCost;
    out.push({
      locationId: location.id,
      locationName: location.name,
      locationKind: location.kind,
      goodId: good.id,
      goodName: good.name,
      category: good.category,
      quantity,
      unitCost,
      value: valueAt(quantity, unitCost),
    });
  }
  out.sort((a, b) => byText(a.locationName, b.locationName) || b.value - a.value);
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.value])), chartUnit: 'money' };
}

// ───────────────────────────── 416 top goods ─────────────────────────────

export async function topGoodsReport(db: Db, scope: Scope): Promise<Built<'topMercaderias'>> {
  const rows = await consumptionMovements(db, scope);
  const sums = new Map<string, { quantity: number; cost: number }>();
  for (const r of rows) {
    const s = sums.get(r.goodId) ?? { quantity: 0, cost: 0 };
    s.quantity += num(r.quantity);
    s.cost += num(r.cost);
    sums.set(r.goodId, s);
  }
  const goodById = await goodMap(db, scope.venue.id, [...sums.keys()]);
  const total = [...sums.values()].reduce((t, s) => t + Math.round(s.cost), 0);
  const out: TopGoodRow[] = [];
  for (const [goodId, s] of sums) {
    const good = goodById.get(goodId);
    const quantity = roundQty(s.quantity);
    if (!good || quantity === 0) continue;
    const cost = Math.round(s.cost);
    out.push({
      rank: 0,
      goodId,
      goodName: good.name,
      category: good.category,
      unit: good.unit,
      quantity,
      cost,
      share: total > 0 ? cost / total : 0,
    });
  }
  out.sort((a, b) => b.cost - a.cost || b.quantity - a.quantity || byText(a.goodName, b.goodName));
  out.forEach((r, i) => {
    r.rank = i + 1;
  });
  return { rows: out, chart: out.slice(0, 10).map((r) => ({ label: r.goodName, value: r.cost })), chartUnit: 'money' };
}

// ───────────────────────────── 417 consumption per product ─────────────────────────────

export async function productReport(db: Db, scope: Scope): Promise<Built<'consumoProductos'>> {
  if (scope.nightIds.length === 0) return { rows: [], chart: [], chartUnit: 'quantity' };
  if (scope.location && scope.location.kind !== 'bar') return { rows: [], chart: [], chartUnit: 'quantity' };
  const rows = await soldProducts(
    db,
    and(
      inArray(sales.nightId, scope.nightIds),
      eq(pointsOfSale.venueId, scope.venue.id),
      scope.location ? eq(pointsOfSale.stockLocationId, scope.location.id) : undefined,
    ),
    false,
  );
  const ids = rows.map((r) => r.productId);
  // A product's cost is its recipe at current unit costs; products without a recipe use no stock.
  const recipeCost =
    ids.length === 0
      ? new Map<string, number>()
      : new Map(
          (
            await db
              .select({
                productId: recipeLines.productId,
                cost: sql<string>`sum(${recipeLines.quantity} * ${goods.unitCost})`,
              })
              .from(recipeLines)
              .innerJoin(goods, eq(goods.id, recipeLines.goodId))
              .where(and(inArray(recipeLines.productId, ids), isNull(recipeLines.deletedAt)))
              .groupBy(recipeLines.productId)
          ).map((r) => [r.productId, num(r.cost)]),
        );
  const out: ProductConsumptionRow[] = [];
  for (const r of rows) {
    const unitCost = recipeCost.get(r.productId);
    if (unitCost === undefined) continue;
    const quantity = num(r.quantity);
    const revenue = cents(r.revenue);
    const cost = valueAt(quantity, unitCost);
    out.push({
      productId: r.productId,
      productName: r.name,
      category: r.category,
      quantity,
      revenue,
      cost,
      margin: revenue - cost,
    });
  }
  out.sort((a, b) => b.quantity - a.quantity || byText(a.productName, b.productName));
  return {
    rows: out,
    chart: out.slice(0, 10).map((r) => ({ label: r.productName, value: r.quantity })),
    chartUnit: 'quantity',
  };
}
