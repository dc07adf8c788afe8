// The stock slice's reads and its one write (par levels). Everything is scoped to one venue: the
// caller passes the user's venue and every query joins through a row that carries venue_id
// (locations, goods, products, price lists, transfer notes), so another venue's ids answer 404 or
// nothing. On hand comes from stock_levels (kept by the ledger trigger) and, at a past date, from
// the ledger itself; values use integer cents rounded once per line.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { businessDate } from '../../../src/contract/business-date';
import type {
  CostsResponse,
  LocationKind,
  LocationsResponse,
  LocationTotalsDto,
  ParLevelRow,
  ParLevelsPut,
  ParLevelsResponse,
  ParLevelsSaveResponse,
  ProductCostRow,
  PurchaseLine,
  PurchaseNeed,
  PurchaseSuggestionsResponse,
  StockBoardResponse,
  StockBoardRow,
  StockLocationDto,
  ValuedLocation,
  ValuedStockResponse,
} from '../../../src/contract/inventory-stock';
import type { Db } from '../../db/client';
import {
  auditLog,
  goods,
  parLevels,
  priceListItems,
  priceLists,
  products,
  recipeLines,
  stockLevels,
  stockLocations,
  transferNoteLines,
  transferNotes,
  venues,
} from '../../db/schema';
import { requireGoods, requireLocation, roundQty } from '../../domain/stock-ledger';
import { ApiError, NO_VENUE } from '../../lib/errors';
import type { AuthUser } from '../../middleware/auth';

export const FUTURE_DATE = 'La fecha no puede ser posterior a hoy';
export const PRICE_LIST_NOT_FOUND = 'La lista de precios no existe';

export async function loadVenue(db: Db, venueId: string) {
  const [venue] = await db
    .select({
      currency: venues.currency,
      timezone: venues.timezone,
      cutoffHour: venues.businessDayCutoffHour,
    })
    .from(venues)
    .where(eq(venues.id, venueId));
  if (!venue) throw new ApiError(403, NO_VENUE);
  return venue;
}

/** Cents of a quantity at a unit cost, rounded once. */
export function valueAt(quantity: number, unitCost: number): number {
  return Math.round(quantity * unitCost);
}

/**
 * Low stock: on hand below the minimum, or below the ideal when no minimum is set (0). A location
 * without a par level for the good is never low: nobody said how much it should hold.
 */
export function isLow(onHand: number, ideal: number | null, minimum: number | null): boolean {
  if (ideal === null) return false;
  const threshold = minimum && minimum > 0 ? minimum : ideal;
  return threshold > 0 && roundQty(onHand) < threshold;
}

/** Rounds a shortfall up to whole supplier packs (a pack below 1 counts as 1). */
export function roundUpToPack(missing: number, pack: number): { packs: number; quantity: number } {
  const size = Number.isFinite(pack) && pack >= 1 ? pack : 1;
  if (missing <= 0) return { packs: 0, quantity: 0 };
  // The epsilon keeps 12.000 / 6 from becoming 3 packs through float noise.
  const packs = Math.ceil(roundQty(missing) / size - 1e-9);
  return { packs, quantity: packs * size };
}

// ───────────────────────────── Shared loaders ─────────────────────────────

function locationDto(l: { id: string; name: string; kind: LocationKind; active: boolean }): StockLocationDto {
  return { id: l.id, name: l.name, kind: l.kind, active: l.active };
}

async function venueLocations(db: Db, venueId: string) {
  const rows = await db
    .select({ id: stockLocations.id, name: stockLocations.name, kind: stockLocations.kind, active: stockLocations.active })
    .from(stockLocations)
    .where(and(eq(stockLocations.venueId, venueId), isNull(stockLocations.deletedAt)));
  // Warehouses first (stock flows from them to the bars), then by name.
  return rows.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'es') : a.kind === 'warehouse' ? -1 : 1));
}

async function venueGoods(db: Db, venueId: string) {
  return db
    .select({
      id: goods.id,
      sku: goods.sku,
      name: goods.name,
      category: goods.category,
      unit: goods.unit,
      unitCost: goods.unitCost,
      supplier: goods.supplier,
      supplierPack: goods.supplierPack,
      active: goods.active,
    })
    .from(goods)
    .where(and(eq(goods.venueId, venueId), isNull(goods.deletedAt)));
}

async function venueLevels(db: Db, venueId: string, locationIds?: readonly string[]) {
  const rows = await db
    .select({ locationId: stockLevels.locationId, goodId: stockLevels.goodId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .innerJoin(stockLocations, eq(stockLocations.id, stockLevels.locationId))
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        isNull(stockLocations.deletedAt),
        isNull(stockLevels.deletedAt),
        locationIds ? inArray(stockLevels.locationId, [...locationIds]) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, quantity: roundQty(Number(r.quantity)) }));
}

async function venuePars(db: Db, venueId: string, locationIds?: readonly string[]) {
  const rows = await db
    .select({
      locationId: parLevels.locationId,
      goodId: parLevels.goodId,
      idealQuantity: parLevels.idealQuantity,
      minimumQuantity: parLevels.minimumQuantity,
    })
    .from(parLevels)
    .innerJoin(stockLocations, eq(stockLocations.id, parLevels.locationId))
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        isNull(stockLocations.deletedAt),
        isNull(parLevels.deletedAt),
        locationIds ? inArray(parLevels.locationId, [...locationIds]) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, idealQuantity: Number(r.idealQuantity), minimumQuantity: Number(r.minimumQuantity) }));
}

const pairKey = (locationId: string, goodId: string) => `${locationId}|${goodId}`;

// ───────────────────────────── Board and locations ─────────────────────────────

/**
 * consultarGeneral: every (location, good) the location carries — it has a stock level (even 0,
 * after a reset) or a par level — with on hand, value at the good's current cost and the low flag.
 */
export async function stockBoard(
  db: Db,
  venueId: string,
  filter: { locationId?: string; category?: string } = {},
): Promise<StockBoardResponse> {
  const [venue, locations, goodRows] = await Promise.all([
    loadVenue(db, venueId),
    venueLocations(db, venueId),
    venueGoods(db, venueId),
  ]);
  const locationIds = filter.locationId ? [filter.locationId] : undefined;
  const [levels, pars] = await Promise.all([venueLevels(db, venueId, locationIds), venuePars(db, venueId, locationIds)]);
  const locById = new Map(locations.map((l) => [l.id, l]));
  const goodById = new Map(goodRows.map((g) => [g.id, g]));
  const pairs = new Map<
    string,
    { locationId: string; goodId: string; onHand: number; ideal: number | null; minimum: number | null }
  >();
  for (const l of levels) pairs.set(pairKey(l.locationId, l.goodId), { ...l, onHand: l.quantity, ideal: null, minimum: null });
  for (const p of pars) {
    const key = pairKey(p.locationId, p.goodId);
    const pair = pairs.get(key) ?? { locationId: p.locationId, goodId: p.goodId, onHand: 0, ideal: null, minimum: null };
    pair.ideal = p.idealQuantity;
    pair.minimum = p.minimumQuantity;
    pairs.set(key, pair);
  }
  const rows: StockBoardRow[] = [];
  for (const pair of pairs.values()) {
    const loc = locById.get(pair.locationId);
    const good = goodById.get(pair.goodId);
    if (!loc || !good) continue;
    if (filter.category && good.category !== filter.category) continue;
    rows.push({
      locationId: loc.id,
      locationName: loc.name,
      locationKind: loc.kind,
      goodId: good.id,
      sku: good.sku,
      goodName: good.name,
      category: good.category,
      unit: good.unit,
      onHand: pair.onHand,
      unitCost: good.unitCost,
      value: valueAt(pair.onHand, good.unitCost),
      idealQuantity: pair.ideal,
      minimumQuantity: pair.minimum,
      low: isLow(pair.onHand, pair.ideal, pair.minimum),
    });
  }
  rows.sort((a, b) => a.locationName.localeCompare(b.locationName, 'es') || a.goodName.localeCompare(b.goodName, 'es'));
  const shownLocations = filter.locationId ? locations.filter((l) => l.id === filter.locationId) : locations;
  return {
    currency: venue.currency,
    generatedAt: new Date().toISOString(),
    locations: shownLocations.map(locationDto),
    categories: [...new Set(goodRows.map((g) => g.category))].sort((a, b) => a.localeCompare(b, 'es')),
    rows,
    totals: {
      value: rows.reduce((s, r) => s + r.value, 0),
      lowCount: rows.filter((r) => r.low).length,
      rows: rows.length,
    },
  };
}

/** consultarDepositos: each location (warehouses first) with its valued stock and low count. */
export async function locationTotals(db: Db, venueId: string, kind?: LocationKind): Promise<LocationsResponse> {
  const board = await stockBoard(db, venueId);
  const totals = new Map<string, LocationTotalsDto>(
    board.locations.map((l) => [l.id, { ...l, goods: 0, quantity: 0, value: 0, lowCount: 0 }]),
  );
  for (const r of board.rows) {
    const t = totals.get(r.locationId);
    if (!t) continue;
    if (r.onHand > 0) t.goods += 1;
    t.quantity = roundQty(t.quantity + r.onHand);
    t.value += r.value;
    if (r.low) t.lowCount += 1;
  }
  const locations = [...totals.values()].filter((l) => !kind || l.kind === kind);
  return {
    currency: board.currency,
    locations,
    total: {
      value: locations.reduce((s, l) => s + l.value, 0),
      lowCount: locations.reduce((s, l) => s + l.lowCount, 0),
    },
  };
}

// ───────────────────────────── Par levels ─────────────────────────────

/** Every live, active good of the venue with its par level at the location (null: none). */
export async function parLevelsFor(db: Db, venueId: string, locationId: string): Promise<ParLevelsResponse> {
  const location = await requireLocation(db, venueId, locationId);
  const [goodRows, levels, pars] = await Promise.all([
    venueGoods(db, venueId),
    venueLevels(db, venueId, [locationId]),
    venuePars(db, venueId, [locationId]),
  ]);
  const onHand = new Map(levels.map((l) => [l.goodId, l.quantity]));
  const parByGood = new Map(pars.map((p) => [p.goodId, p]));
  const rows: ParLevelRow[] = goodRows
    // An inactive good still shows while it has a par level here, so it can be removed.
    .filter((g) => g.active || parByGood.has(g.id))
    .map((g) => {
      const par = parByGood.get(g.id);
      return {
        goodId: g.id,
        sku: g.sku,
        name: g.name,
        category: g.category,
        unit: g.unit,
        supplier: g.supplier,
        supplierPack: g.supplierPack,
        onHand: onHand.get(g.id) ?? 0,
        idealQuantity: par ? par.idealQuantity : null,
        minimumQuantity: par ? par.minimumQuantity : null,
      };
    })
    .sort((a, b) => a.category.localeCompare(b.category, 'es') || a.name.localeCompare(b.name, 'es'));
  return { location: locationDto(location), rows };
}

/**
 * Saves a location's par levels in one transaction: upserts the lines with an ideal, removes
 * (tombstones) those with none. Unchanged lines are not rewritten, so replicas pull only what
 * changed. One audit entry holds the before and after of the changed goods.
 */
export async function saveParLevels(
  db: Db,
  user: AuthUser,
  venueId: string,
  input: ParLevelsPut,
): Promise<ParLevelsSaveResponse> {
  let saved = 0;
  let removed = 0;
  await db.transaction(async (tx) => {
    await requireLocation(tx as Db, venueId, input.locationId);
    await requireGoods(
      tx as Db,
      venueId,
      input.lines.map((l) => l.goodId),
    );
    const goodIds = input.lines.map((l) => l.goodId);
    if (goodIds.length === 0) return;
    const existing = await tx
      .select({
        goodId: parLevels.goodId,
        idealQuantity: parLevels.idealQuantity,
        minimumQuantity: parLevels.minimumQuantity,
        deletedAt: parLevels.deletedAt,
      })
      .from(parLevels)
      .where(and(eq(parLevels.locationId, input.locationId), inArray(parLevels.goodId, goodIds)))
      .for('update');
    const before = new Map(existing.map((e) => [e.goodId, e]));
    const changes: { goodId: string; before: unknown; after: unknown }[] = [];
    const upserts: { goodId: string; idealQuantity: number; minimumQuantity: number }[] = [];
    const removals: string[] = [];
    for (const line of input.lines) {
      const prev = before.get(line.goodId);
      const live = prev && !prev.deletedAt ? prev : undefined;
      const prevValue = live ? { ideal: Number(live.idealQuantity), minimum: Number(live.minimumQuantity) } : null;
      if (line.idealQuantity === null) {
        if (!live) continue;
        removals.push(line.goodId);
        changes.push({ goodId: line.goodId, before: prevValue, after: null });
        continue;
      }
      const ideal = roundQty(line.idealQuantity);
      const minimum = roundQty(line.minimumQuantity ?? 0);
      if (prevValue && prevValue.ideal === ideal && prevValue.minimum === minimum) continue;
      upserts.push({ goodId: line.goodId, idealQuantity: ideal, minimumQuantity: minimum });
      changes.push({ goodId: line.goodId, before: prevValue, after: { ideal, minimum } });
    }
    if (upserts.length > 0) {
      await tx
        .insert(parLevels)
        .values(upserts.map((u) => ({ locationId: input.locationId, ...u })))
        .onConflictDoUpdate({
          target: [parLevels.locationId, parLevels.goodId],
          set: {
            idealQuantity: sql`excluded.ideal_quantity`,
            minimumQuantity: sql`excluded.minimum_quantity`,
            deletedAt: null,
          },
        });
    }
    if (removals.length > 0) {
      await tx
        .update(parLevels)
        .set({ deletedAt: new Date() })
        .where(and(eq(parLevels.locationId, input.locationId), inArray(parLevels.goodId, removals), isNull(parLevels.deletedAt)));
    }
    saved = upserts.length;
    removed = removals.length;
    if (changes.length > 0) {
      await tx.insert(auditLog).values({
        userId: user.id,
        action: 'par_levels.save',
        entity: 'stock_locations',
        entityId: input.locationId,
        before: Object.fromEntries(changes.map((c) => [c.goodId, c.before])),
        after: Object.fromEntries(changes.map((c) => [c.goodId, c.after])),
      });
    }
  });
  return { ...(await parLevelsFor(db, venueId, input.locationId)), saved, removed };
}

// ───────────────────────────── Purchase suggestions ─────────────────────────────

/**
 * stockIdealCompras: per par level, ideal − (on hand + in transit towards the location on notes
 * already sent), when above 0; per good the sum of those shortfalls rounded up to the good's
 * supplier pack (one order line, not a pack per bar); grouped by supplier.
 */
export async function purchaseSuggestions(db: Db, venueId: string, locationId?: string): Promise<PurchaseSuggestionsResponse> {
  if (locationId) await requireLocation(db, venueId, locationId);
  const locationIds = locationId ? [locationId] : undefined;
  const [venue, locations, goodRows, levels, pars, transit] = await Promise.all([
    loadVenue(db, venueId),
    venueLocations(db, venueId),
    venueGoods(db, venueId),
    venueLevels(db, venueId, locationIds),
    venuePars(db, venueId, locationIds),
    db
      .select({
        locationId: transferNotes.toLocationId,
        goodId: transferNoteLines.goodId,
        quantity: sql<string>`sum(${transferNoteLines.quantitySent})`,
      })
      .from(transferNoteLines)
      .innerJoin(transferNotes, eq(transferNotes.id, transferNoteLines.transferNoteId))
      .where(
        and(
          eq(transferNotes.venueId, venueId),
          eq(transferNotes.status, 'sent'),
          isNull(transferNotes.deletedAt),
          isNull(transferNoteLines.deletedAt),
          locationId ? eq(transferNotes.toLocationId, locationId) : undefined,
        ),
      )
      .groupBy(transferNotes.toLocationId, transferNoteLines.goodId),
  ]);
  const locById = new Map(locations.filter((l) => l.active).map((l) => [l.id, l]));
  const goodById = new Map(goodRows.filter((g) => g.active).map((g) => [g.id, g]));
  const onHand = new Map(levels.map((l) => [pairKey(l.locationId, l.goodId), l.quantity]));
  const inTransit = new Map(transit.map((t) => [pairKey(t.locationId, t.goodId), roundQty(Number(t.quantity))]));
  const needsByGood = new Map<string, PurchaseNeed[]>();
  for (const par of pars) {
    const loc = locById.get(par.locationId);
    if (!loc || !goodById.has(par.goodId)) continue;
    const key = pairKey(par.locationId, par.goodId);
    const have = onHand.get(key) ?? 0;
    const coming = inTransit.get(key) ?? 0;
    const missing = roundQty(par.idealQuantity - (have + coming));
    if (missing <= 0) continue;
    const needs = needsByGood.get(par.goodId) ?? [];
    needs.push({
      locationId: loc.id,
      locationName: loc.name,
      idealQuantity: par.idealQuantity,
      onHand: have,
      inTransit: coming,
      missing,
    });
    needsByGood.set(par.goodId, needs);
  }
  const bySupplier = new Map<string, PurchaseLine[]>();
  for (const [goodId, needs] of needsByGood) {
    const good = goodById.get(goodId);
    if (!good) continue;
    needs.sort((a, b) => a.locationName.localeCompare(b.locationName, 'es'));
    const missing = roundQty(needs.reduce((s, n) => s + n.missing, 0));
    const { packs, quantity } = roundUpToPack(missing, good.supplierPack);
    const line: PurchaseLine = {
      goodId: good.id,
      sku: good.sku,
      name: good.name,
      category: good.category,
      unit: good.unit,
      supplier: good.supplier.trim(),
      supplierPack: Math.max(1, good.supplierPack),
      needs,
      missing,
      suggested: quantity,
      packs,
      unitCost: good.unitCost,
      cost: valueAt(quantity, good.unitCost),
    };
    const list = bySupplier.get(line.supplier) ?? [];
    list.push(line);
    bySupplier.set(line.supplier, list);
  }
  const suppliers = [...bySupplier.entries()]
    // Goods without a supplier go last.
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'es')))
    .map(([supplier, lines]) => {
      lines.sort((a, b) => a.name.localeCompare(b.name, 'es'));
      return { supplier, lines, total: lines.reduce((s, l) => s + l.cost, 0) };
    });
  return {
    currency: venue.currency,
    generatedAt: new Date().toISOString(),
    suppliers,
    total: suppliers.reduce((s, g) => s + g.total, 0),
    lineCount: suppliers.reduce((s, g) => s + g.lines.length, 0),
  };
}

// ───────────────────────────── Costs ─────────────────────────────

/**
 * costos: each live product's cost from its recipe at the goods' current unit costs, and per
 * price list that carries it: price, margin (price − cost) and margin % (margin ÷ price).
 */
export async function productCosts(db: Db, venueId: string, priceListId?: string): Promise<CostsResponse> {
  const [venue, productRows, lists] = await Promise.all([
    loadVenue(db, venueId),
    db
      .select({ id: products.id, name: products.name, kind: products.kind, category: products.category })
      .from(products)
      .where(and(eq(products.venueId, venueId), isNull(products.deletedAt), eq(products.active, true))),
    db
      .select({ id: priceLists.id, name: priceLists.name, validFrom: priceLists.validFrom, validTo: priceLists.validTo })
      .from(priceLists)
      .where(and(eq(priceLists.venueId, venueId), isNull(priceLists.deletedAt))),
  ]);
  if (priceListId && !lists.some((l) => l.id === priceListId)) throw new ApiError(404, PRICE_LIST_NOT_FOUND);
  const shownLists = (priceListId ? lists.filter((l) => l.id === priceListId) : lists).sort((a, b) =>
    a.name.localeCompare(b.name, 'es'),
  );
  const productIds = productRows.map((p) => p.id);
  const listIds = shownLists.map((l) => l.id);
  const [recipe, items] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            productId: recipeLines.productId,
            goodId: goods.id,
            name: goods.name,
            unit: goods.unit,
            quantity: recipeLines.quantity,
            unitCost: goods.unitCost,
          })
          .from(recipeLines)
          .innerJoin(goods, eq(goods.id, recipeLines.goodId))
          .where(and(inArray(recipeLines.productId, productIds), isNull(recipeLines.deletedAt), eq(goods.venueId, venueId))),
    listIds.length === 0 || productIds.length === 0
      ? []
      : db
          .select({ priceListId: priceListItems.priceListId, productId: priceListItems.productId, price: priceListItems.price })
          .from(priceListItems)
          .where(and(inArray(priceListItems.priceListId, listIds), isNull(priceListItems.deletedAt))),
  ]);
  const recipeByProduct = new Map<string, ProductCostRow['recipe']>();
  for (const r of recipe) {
    const quantity = Number(r.quantity);
    const list = recipeByProduct.get(r.productId) ?? [];
    list.push({ goodId: r.goodId, name: r.name, unit: r.unit, quantity, unitCost: r.unitCost, cost: quantity * r.unitCost });
    recipeByProduct.set(r.productId, list);
  }
  const pricesByProduct = new Map<string, { priceListId: string; price: number }[]>();
  for (const i of items) {
    const list = pricesByProduct.get(i.productId) ?? [];
    list.push({ priceListId: i.priceListId, price: i.price });
    pricesByProduct.set(i.productId, list);
  }
  const listOrder = new Map(shownLists.map((l, i) => [l.id, i]));
  const rows: ProductCostRow[] = productRows.map((p) => {
    const lines = (recipeByProduct.get(p.id) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    const cost = Math.round(lines.reduce((s, l) => s + l.cost, 0));
    const prices = (pricesByProduct.get(p.id) ?? [])
      .sort((a, b) => (listOrder.get(a.priceListId) ?? 0) - (listOrder.get(b.priceListId) ?? 0))
      .map(({ priceListId: id, price }) => ({
        priceListId: id,
        price,
        margin: price - cost,
        marginPercent: price === 0 ? null : Math.round(((price - cost) / price) * 10_000) / 10_000,
      }));
    return {
      productId: p.id,
      name: p.name,
      kind: p.kind,
      category: p.category,
      cost,
      recipe: lines,
      missingCost: lines.some((l) => l.unitCost <= 0),
      prices,
    };
  });
  rows.sort((a, b) => a.category.localeCompare(b.category, 'es') || a.name.localeCompare(b.name, 'es'));
  return { currency: venue.currency, priceLists: shownLists, products: rows };
}

// ───────────────────────────── Valued stock ─────────────────────────────

/** The UTC instant of a wall-clock time in a timezone (two passes settle DST edges). */
export function zonedTimeToUtc(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }).formatToParts(new Date(guess));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const asWall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
    const next = wall - (asWall - guess);
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

/**
 * The end of a business date: a nightclub's Saturday ends when Sunday's business day starts, at
 * the venue's cutoff hour (09:00 by default), so "stock at the end of Saturday" is after the night.
 */
export function businessDayEnd(date: string, timeZone: string, cutoffHour: number): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return zonedTimeToUtc(next.toISOString().slice(0, 10), cutoffHour, timeZone);
}

/**
 * valorizado: on hand × unit cost per location and in total. Now: stock_levels at the goods'
 * current unit costs (as the board). At the end of a past business date: the ledger's sum of
 * movements before that moment, each (location, good) valued at the unit cost its latest movement
 * there recorded (the good's cost at that time), so an old date is not revalued at today's prices.
 */
export async function valuedStock(db: Db, venueId: string, at?: string, now = new Date()): Promise<ValuedStockResponse> {
  const venue = await loadVenue(db, venueId);
  const locations = await venueLocations(db, venueId);
  const totals = new Map<string, ValuedLocation>(
    locations.map((l) => [l.id, { locationId: l.id, name: l.name, kind: l.kind, goods: 0, quantity: 0, value: 0 }]),
  );
  let asOf = now;
  let pairs: { locationId: string; quantity: number; value: number }[];
  if (at === undefined) {
    const [levels, goodRows] = await Promise.all([venueLevels(db, venueId), venueGoods(db, venueId)]);
    const cost = new Map(goodRows.map((g) => [g.id, g.unitCost]));
    pairs = levels
      .filter((l) => cost.has(l.goodId))
      .map((l) => ({ locationId: l.locationId, quantity: l.quantity, value: valueAt(l.quantity, cost.get(l.goodId) ?? 0) }));
  } else {
    if (at > businessDate(now, venue.timezone, venue.cutoffHour)) throw new ApiError(422, FUTURE_DATE);
    const end = businessDayEnd(at, venue.timezone, venue.cutoffHour);
    asOf = end < now ? end : now;
    pairs = await ledgerValuesAt(db, venueId, asOf);
  }
  for (const p of pairs) {
    const t = totals.get(p.locationId);
    if (!t || p.quantity === 0) continue;
    t.goods += 1;
    t.quantity = roundQty(t.quantity + p.quantity);
    t.value += p.value;
  }
  const list = [...totals.values()];
  return {
    currency: venue.currency,
    at: at ?? null,
    asOf: asOf.toISOString(),
    locations: list,
    total: {
      quantity: roundQty(list.reduce((s, l) => s + l.quantity, 0)),
      value: list.reduce((s, l) => s + l.value, 0),
    },
  };
}

/** On hand per (location, good) from the ledger before `moment`, valued at the last recorded cost. */
async function ledgerValuesAt(db: Db, venueId: string, moment: Date) {
  const iso = moment.toISOString();
  const result = (await db.execute(sql`
    select q.location_id, q.quantity::float8 as quantity,
      coalesce((
        select m.unit_cost from stock_movements m
        where m.location_id = q.location_id and m.good_id = q.good_id and m.at < ${iso}::timestamptz
        order by m.at desc limit 1
      ), 0)::float8 as unit_cost
    from (
      select m.location_id, m.good_id, sum(m.quantity) as quantity
      from stock_movements m
      join stock_locations l on l.id = m.location_id
      join goods g on g.id = m.good_id
      where l.venue_id = ${venueId} and l.deleted_at is null and g.deleted_at is null and m.at < ${iso}::timestamptz
      group by m.location_id, m.good_id
    ) q
    where q.quantity <> 0
  `)) as unknown as { rows: { location_id: string; quantity: number | string; unit_cost: number | string }[] };
  return result.rows.map((r) => {
    const quantity = roundQty(Number(r.quantity));
    return { locationId: r.location_id, quantity, value: valueAt(quantity, Number(r.unit_cost)) };
  });
}
