// The inventory reports (reportes, 411–417): one function per report of INVENTORY_REPORTS, each
// over the nights of a range of business dates (or one night) and optionally one location of the
// user's venue. Formulas are written down in src/contract/inventory-nightly.ts.
import { and, between, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { businessDate } from '../../../src/contract/business-date';
import {
  type BreakageRow,
  type ConsumptionRow,
  INVENTORY_REPORTS,
  type ProductConsumptionRow,
  REPORT_MAX_DAYS,
  type ReportName,
  type ReportQuery,
  type ReportResponse,
  type ReportRows,
  type TopGoodRow,
  type TransferRow,
  type ValuedRow,
  type VarianceRow,
} from '../../../src/contract/inventory-nightly';
import type { Db } from '../../db/client';
import {
  breakages,
  goods,
  nights,
  pointsOfSale,
  products,
  recipeLines,
  saleLines,
  sales,
  stockCountLines,
  stockCounts,
  stockLocations,
  stockMovements,
  transferNoteLines,
  transferNotes,
  users,
} from '../../db/schema';
import { requireLocation, roundQty } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';
import {
  addDays,
  businessDayStart,
  cents,
  daysBetween,
  loadVenue,
  type NightRow,
  nightSummary,
  num,
  requireNight,
  type VenueRow,
} from './nightly-common';

export const RANGE_INVERTED = 'La fecha de inicio es posterior a la de fin';
export const RANGE_TOO_LONG = 'El período no puede superar un año';

type LocationRow = typeof stockLocations.$inferSelect;

interface Scope {
  venue: VenueRow;
  from: string;
  to: string;
  night: NightRow | null;
  nightIds: string[];
  nightById: Map<string, NightRow>;
  /** The range's first and last instant (business days start at the venue's cutoff hour). */
  start: Date;
  end: Date;
  location: LocationRow | null;
  locations: Map<string, LocationRow>;
}

async function resolveScope(db: Db, venueId: string, q: ReportQuery): Promise<Scope> {
  const venue = await loadVenue(db, venueId);
  let from: string;
  let to: string;
  let night: NightRow | null = null;
  if (q.nightId) {
    night = await requireNight(db, venueId, q.nightId);
    from = night.businessDate;
    to = night.businessDate;
  } else {
    to = q.to ?? businessDate(new Date(), venue.timezone, venue.businessDayCutoffHour);
    from = q.from ?? addDays(to, -29);
    if (from > to) throw new ApiError(422, RANGE_INVERTED);
    if (daysBetween(from, to) >= REPORT_MAX_DAYS) throw new ApiError(422, RANGE_TOO_LONG);
  }
  const location = q.locationId ? await requireLocation(db, venueId, q.locationId) : null;
  const nightRows = night
    ? [night]
    : await db
        .select()
        .from(nights)
        .where(and(eq(nights.venueId, venueId), isNull(nights.deletedAt), between(nights.businessDate, from, to)));
  const locationRows = await db.select().from(stockLocations).where(eq(stockLocations.venueId, venueId));
  return {
    venue,
    from,
    to,
    night,
    nightIds: nightRows.map((n) => n.id),
    nightById: new Map(nightRows.map((n) => [n.id, n])),
    start: businessDayStart(from, venue.timezone, venue.businessDayCutoffHour),
    end: businessDayStart(addDays(to, 1), venue.timezone, venue.businessDayCutoffHour),
    location,
    locations: new Map(locationRows.map((l) => [l.id, l])),
  };
}

/** The bars in scope: the chosen location (when a bar) or every bar of the venue. */
function barIds(scope: Scope): string[] {
  if (scope.location) return scope.location.kind === 'bar' ? [scope.location.id] : [];
  return [...scope.locations.values()].filter((l) => l.kind === 'bar' && !l.deletedAt).map((l) => l.id);
}

async function goodMap(db: Db, venueId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof goods.$inferSelect>();
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.venueId, venueId), inArray(goods.id, [...new Set(ids)])));
  return new Map(rows.map((g) => [g.id, g]));
}

/** Sums of a chart, biggest first, at most `limit` bars. */
function chartOf(entries: Iterable<[string, number]>, limit = 12): { label: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const [label, value] of entries) sums.set(label, (sums.get(label) ?? 0) + value);
  return [...sums]
    .map(([label, value]) => ({ label, value: Math.round(value * 1000) / 1000 }))
    .sort((a, b) => b.value - a.value)
    .slice(0, limit);
}

const byText = (a: string, b: string) => a.localeCompare(b, 'es');

// ───────────────────────────── 411 consumption per bar and night ─────────────────────────────

async function consumptionMovements(db: Db, scope: Scope) {
  const bars = barIds(scope);
  if (bars.length === 0 || scope.nightIds.length === 0) return [];
  return db
    .select({
      nightId: stockMovements.nightId,
      locationId: stockMovements.locationId,
      goodId: stockMovements.goodId,
      quantity: sql<string>`-sum(${stockMovements.quantity})`,
      cost: sql<string>`-sum(${stockMovements.quantity} * ${stockMovements.unitCost})`,
    })
    .from(stockMovements)
    .where(
      and(
        inArray(stockMovements.kind, ['sale_consumption', 'sale_reversal']),
        inArray(stockMovements.nightId, scope.nightIds),
        inArray(stockMovements.locationId, bars),
      ),
    )
    .groupBy(stockMovements.nightId, stockMovements.locationId, stockMovements.goodId);
}

async function consumptionByBar(db: Db, scope: Scope): Promise<Built<'consumoBarras'>> {
  const rows = await consumptionMovements(db, scope);
  const goodById = await goodMap(
    db,
    scope.venue.id,
    rows.map((r) => r.goodId),
  );
  const out: ConsumptionRow[] = [];
  for (const r of rows) {
    const quantity = roundQty(num(r.quantity));
    const good = goodById.get(r.goodId);
    const night = r.nightId ? scope.nightById.get(r.nightId) : undefined;
    if (quantity === 0 || !good || !night) continue;
    out.push({
      nightId: night.id,
      businessDate: night.businessDate,
      locationId: r.locationId,
      locationName: scope.locations.get(r.locationId)?.name ?? '',
      goodId: good.id,
      goodName: good.name,
      category: good.category,
      quantity,
      cost: cents(r.cost),
    });
  }
  out.sort((a, b) => b.businessDate.localeCompare(a.businessDate) || byText(a.locationName, b.locationName) || b.cost - a.cost);
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.cost])), chartUnit: 'money' };
}

// ───────────────────────────── 412 variance per bar and night ─────────────────────────────

async function varianceByBar(db: Db, scope: Scope): Promise<Built<'diferencias'>> {
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
    const rows = await db
      .select({
        locationId: stockMovements.locationId,
        goodId: stockMovements.goodId,
        quantity: sql<string>`sum(${stockMovements.quantity})`,
      })
      .from(stockMovements)
      .where(
        and(
          inArray(stockMovements.locationId, locs),
          lt(stockMovements.at, night.opensAt),
          or(isNull(stockMovements.nightId), sql`${stockMovements.nightId} <> ${nightId}`),
        ),
      )
      .groupBy(stockMovements.locationId, stockMovements.goodId);
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

// ───────────────────────────── 413 breakage ─────────────────────────────

/** Rows of a night in scope, or (without a night) of the range's instants. */
function inNightsOrRange(nightCol: AnyPgColumn, atCol: SQL, scope: Scope): SQL | undefined {
  if (scope.night) return sql`${nightCol} = ${scope.night.id}`;
  const inRange = and(sql`${nightCol} is null`, gte(atCol, scope.start), lt(atCol, scope.end));
  return scope.nightIds.length > 0 ? or(inArray(nightCol, scope.nightIds), inRange) : inRange;
}

async function breakageReport(db: Db, scope: Scope): Promise<Built<'roturas'>> {
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
      cost: Math.round(quantity * unitCost),
      reason: r.reason,
      userName: r.userName,
    };
  });
  out.sort((a, b) => b.at.localeCompare(a.at));
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.cost])), chartUnit: 'money' };
}

// ───────────────────────────── 414 transfers ─────────────────────────────

async function transferReport(db: Db, scope: Scope): Promise<Built<'transferencias'>> {
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
      and(
        eq(transferNotes.venueId, scope.venue.id),
        isNull(transferNotes.deletedAt),
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
      cost: Math.round((received ?? sent) * r.unitCost),
    };
  });
  out.sort((a, b) => b.number - a.number || byText(a.goodName, b.goodName));
  return { rows: out, chart: chartOf(out.map((r) => [r.toName, r.cost])), chartUnit: 'money' };
}

// ───────────────────────────── 415 valued stock at a date ─────────────────────────────

async function valuedReport(db: Db, scope: Scope): Promise<Built<'valorizado'>> {
  const now = new Date();
  const end = scope.end.getTime() < now.getTime() ? scope.end : now;
  const venueLocs = [...scope.locations.keys()];
  const locs = scope.location ? [scope.location.id] : venueLocs;
  if (locs.length === 0) return { rows: [], chart: [], chartUnit: 'money' };
  const rows = await db
    .select({
      locationId: stockMovements.locationId,
      goodId: stockMovements.goodId,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
    })
    .from(stockMovements)
    .where(and(inArray(stockMovements.locationId, locs), lt(stockMovements.at, end)))
    .groupBy(stockMovements.locationId, stockMovements.goodId);
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
      value: Math.round(quantity * unitCost),
    });
  }
  out.sort((a, b) => byText(a.locationName, b.locationName) || b.value - a.value);
  return { rows: out, chart: chartOf(out.map((r) => [r.locationName, r.value])), chartUnit: 'money' };
}

// ───────────────────────────── 416 top goods ─────────────────────────────

async function topGoodsReport(db: Db, scope: Scope): Promise<Built<'topMercaderias'>> {
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

async function productReport(db: Db, scope: Scope): Promise<Built<'consumoProductos'>> {
  if (scope.nightIds.length === 0) return { rows: [], chart: [], chartUnit: 'quantity' };
  if (scope.location && scope.location.kind !== 'bar') return { rows: [], chart: [], chartUnit: 'quantity' };
  const rows = await db
    .select({
      productId: saleLines.productId,
      name: products.name,
      category: products.category,
      quantity: sql<string>`sum(${saleLines.quantity})`,
      revenue: sql<string>`sum(${saleLines.quantity} * ${saleLines.unitPrice})`,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
    .innerJoin(products, eq(products.id, saleLines.productId))
    .where(
      and(
        inArray(sales.nightId, scope.nightIds),
        eq(sales.status, 'completed'),
        isNull(saleLines.deletedAt),
        eq(pointsOfSale.venueId, scope.venue.id),
        scope.location ? eq(pointsOfSale.stockLocationId, scope.location.id) : undefined,
      ),
    )
    .groupBy(saleLines.productId, products.name, products.category);
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
    const cost = Math.round(quantity * unitCost);
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

// ───────────────────────────── dispatch ─────────────────────────────

type Built<N extends ReportName> = Pick<ReportResponse<N>, 'rows' | 'chart' | 'chartUnit'>;

const BUILDERS: { [N in ReportName]: (db: Db, scope: Scope) => Promise<Built<N>> } = {
  consumoBarras: consumptionByBar,
  diferencias: varianceByBar,
  roturas: breakageReport,
  transferencias: transferReport,
  valorizado: valuedReport,
  topMercaderias: topGoodsReport,
  consumoProductos: productReport,
};

export async function buildReport<N extends ReportName>(
  db: Db,
  venueId: string,
  name: N,
  query: ReportQuery,
): Promise<ReportResponse<N>> {
  const scope = await resolveScope(db, venueId, query);
  const built = (await BUILDERS[name](db, scope)) as Built<N>;
  return {
    report: name,
    code: INVENTORY_REPORTS[name],
    from: scope.from,
    to: scope.to,
    night: scope.night ? nightSummary(scope.night) : null,
    rows: built.rows as ReportRows[N][],
    chart: built.chart,
    chartUnit: built.chartUnit,
    currency: scope.venue.currency,
  };
}
