// The stock slice's shared loaders, the stock board and location totals; par levels and purchase
// suggestions are in par-levels.service.ts, costs and valuation in stock-valuation.service.ts.
// Everything is scoped to one venue: the
// caller passes the user's venue and every query joins through a row that carries venue_id
// (locations, goods, products, price lists, transfer notes), so another venue's ids answer 404 or
// nothing. On hand comes from stock_levels (kept by the ledger trigger) and, at a past date, from
// the ledger itself; values use integer cents rounded once per line.
import { eq, inArray, isNull } from 'drizzle-orm';
import type {
  LocationKind,
  LocationsResponse,
  LocationTotalsDto,
  StockBoardResponse,
  StockBoardRow,
  StockLocationDto,
} from '../../../src/contract/inventory-stock';
import type { Db } from '../../db/client';
import { goods, parLevels, stockLocations, venues } from '../../db/schema';
import { onHandNow, roundQty } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError, NO_VENUE } from '../../lib/errors';

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

export function locationDto(l: { id: string; name: string; kind: LocationKind; active: boolean }): StockLocationDto {
  return { id: l.id, name: l.name, kind: l.kind, active: l.active };
}

export async function venueLocations(db: Db, venueId: string) {
  const rows = await db
    .select({ id: stockLocations.id, name: stockLocations.name, kind: stockLocations.kind, active: stockLocations.active })
    .from(stockLocations)
    .where(ofVenue(stockLocations, venueId));
  // Warehouses first (stock flows from them to the bars), then by name.
  return rows.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'es') : a.kind === 'warehouse' ? -1 : 1));
}

/** What the stock screens show of a good (GoodRef). */
export const goodRefColumns = {
  id: goods.id,
  sku: goods.sku,
  name: goods.name,
  category: goods.category,
  unit: goods.unit,
  unitCost: goods.unitCost,
};

export async function venueGoods(db: Db, venueId: string) {
  return db
    .select({
      ...goodRefColumns,
      supplier: goods.supplier,
      supplierPack: goods.supplierPack,
      active: goods.active,
    })
    .from(goods)
    .where(ofVenue(goods, venueId));
}

/** On hand per (location, good) at the venue's live locations (only `locationIds` when given). */
export function venueLevels(db: Db, venueId: string, locationIds?: readonly string[]) {
  return onHandNow(db, venueId, { locationIds, live: true });
}

export async function venuePars(db: Db, venueId: string, locationIds?: readonly string[]) {
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
      ofVenue(
        stockLocations,
        venueId,
        isNull(parLevels.deletedAt),
        locationIds ? inArray(parLevels.locationId, [...locationIds]) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, idealQuantity: Number(r.idealQuantity), minimumQuantity: Number(r.minimumQuantity) }));
}

export const pairKey = (locationId: string, goodId: string) => `${locationId}|${goodId}`;

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
