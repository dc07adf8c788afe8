// The stock slice's shared loaders, the stock board and location totals; par levels and purchase
// suggestions are in par-levels.service.ts, costs and valuation in stock-valuation.service.ts.
// Everything is scoped to one venue: the
// caller passes the user's venue and every query joins through a row that carries venue_id
// (locations, goods, products, price lists, transfer notes), so another venue's ids answer 404 or
// nothing. On hand comes from stock_levels (kept by the ledger trigger) and, at a past date, from
// the ledger itself; values use integer cents rounded once per line.
import { eq, inArray, isNull } from 'drizzle-orm';
import type { LocationKind, LocationsResponse, StockBoardResponse } from '../../../src/contract/inventory-stock';
import { buildStockBoard, byKindThenName, locationTotalsOf } from '../../../src/contract/stock-board';
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

// The board's figures (value at cost, the low flag) are defined once in src/contract/stock-board.ts.
export { valueAt } from '../../../src/contract/stock-board';

/**
 * Whole supplier packs to buy for `missing` units (MarketMan's "fill to par", issue 38): the full
 * packs needed, plus one more only when what is missing of the last one is at least half of it —
 * less than half a pack on hand. A pack below 1 counts as 1; units round the same way (6.5 → 7,
 * 0.4 → 0). The purchase suggestions and the orders made from them both buy this.
 */
export function packsToBuy(missing: number, pack: number): { packs: number; quantity: number } {
  const size = Number.isFinite(pack) && pack >= 1 ? pack : 1;
  if (!(missing > 0)) return { packs: 0, quantity: 0 };
  // The epsilon keeps 12.000 / 6 from becoming 1.9999 packs through float noise.
  const exact = roundQty(missing) / size + 1e-9;
  const full = Math.floor(exact);
  const packs = full + (exact - full >= 0.5 ? 1 : 0);
  return { packs, quantity: packs * size };
}

// ───────────────────────────── Shared loaders ─────────────────────────────

export async function venueLocations(db: Db, venueId: string) {
  const rows = await db
    .select({ id: stockLocations.id, name: stockLocations.name, kind: stockLocations.kind, active: stockLocations.active })
    .from(stockLocations)
    .where(ofVenue(stockLocations, venueId));
  return rows.sort(byKindThenName);
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

/** consultarGeneral: the venue's board (src/contract/stock-board.ts) from PostgreSQL. */
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
  return buildStockBoard({
    currency: venue.currency,
    generatedAt: new Date().toISOString(),
    locations,
    goods: goodRows,
    levels,
    pars,
    filter,
  });
}

/** consultarDepositos: each location (warehouses first) with its valued stock and low count. */
export async function locationTotals(db: Db, venueId: string, kind?: LocationKind): Promise<LocationsResponse> {
  return locationTotalsOf(await stockBoard(db, venueId), kind);
}
