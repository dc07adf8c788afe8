// THE stock board (tableroStock, consultarGeneral) and its figures, shared by the server
// (server/routes/inventarios/stock.service.ts reads the parts from PostgreSQL) and the app (which
// reads the same parts from its replica, so the board works offline): one arithmetic, one sign.
//
// - A row is every (location, good) the location carries: it has a stock level (even 0, after a
//   reset) or a par level. Deleted locations, goods and levels are not shown.
// - value = round(onHand × the good's current unit cost), integer cents, rounded once per row.
// - low: on hand below the minimum, or below the ideal when no minimum is set (0); a location
//   without a par level for the good is never low (nobody said how much it should hold).

import type { GoodUnit } from './inventory-catalogue';
import type {
  LocationKind,
  LocationsResponse,
  LocationTotalsDto,
  ParLevelRow,
  ParLevelsResponse,
  StockBoardResponse,
  StockBoardRow,
  StockLocationDto,
} from './inventory-stock';
import { roundQuantity } from './numbers';

/** Cents of a quantity at a unit cost, rounded once. */
export function valueAt(quantity: number, unitCost: number): number {
  return Math.round(quantity * unitCost);
}

/** Low stock (see above). */
export function isLow(onHand: number, ideal: number | null, minimum: number | null): boolean {
  if (ideal === null) return false;
  const threshold = minimum && minimum > 0 ? minimum : ideal;
  return threshold > 0 && roundQuantity(onHand) < threshold;
}

export interface BoardLocation {
  id: string;
  name: string;
  kind: LocationKind;
  active: boolean;
}

export interface BoardGood {
  id: string;
  sku: string;
  name: string;
  category: string;
  unit: GoodUnit;
  /** Cents. */
  unitCost: number;
}

export interface StockBoardParts {
  currency: string;
  generatedAt: string;
  /** The venue's live locations (any order). */
  locations: readonly BoardLocation[];
  /** The venue's live goods. */
  goods: readonly BoardGood[];
  /** On hand per live (location, good). */
  levels: readonly { locationId: string; goodId: string; quantity: number }[];
  pars: readonly { locationId: string; goodId: string; idealQuantity: number; minimumQuantity: number }[];
  filter?: { locationId?: string; category?: string };
}

/** Warehouses first (stock flows from them to the bars), then by name. */
export function byKindThenName(a: BoardLocation, b: BoardLocation): number {
  return a.kind === b.kind ? a.name.localeCompare(b.name, 'es') : a.kind === 'warehouse' ? -1 : 1;
}

export function locationDto(l: BoardLocation): StockLocationDto {
  return { id: l.id, name: l.name, kind: l.kind, active: l.active };
}

/** The board from its parts. */
export function buildStockBoard(parts: StockBoardParts): StockBoardResponse {
  const { filter = {} } = parts;
  const locations = [...parts.locations].sort(byKindThenName);
  const locById = new Map(locations.map((l) => [l.id, l]));
  const goodById = new Map(parts.goods.map((g) => [g.id, g]));
  const inScope = (locationId: string) => !filter.locationId || locationId === filter.locationId;
  const pairs = new Map<
    string,
    { locationId: string; goodId: string; onHand: number; ideal: number | null; minimum: number | null }
  >();
  for (const l of parts.levels) {
    if (!inScope(l.locationId)) continue;
    pairs.set(`${l.locationId}|${l.goodId}`, {
      locationId: l.locationId,
      goodId: l.goodId,
      onHand: roundQuantity(l.quantity),
      ideal: null,
      minimum: null,
    });
  }
  for (const p of parts.pars) {
    if (!inScope(p.locationId)) continue;
    const key = `${p.locationId}|${p.goodId}`;
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
  const shown = filter.locationId ? locations.filter((l) => l.id === filter.locationId) : locations;
  return {
    currency: parts.currency,
    generatedAt: parts.generatedAt,
    locations: shown.map(locationDto),
    categories: [...new Set(parts.goods.map((g) => g.category))].sort((a, b) => a.localeCompare(b, 'es')),
    rows,
    totals: {
      value: rows.reduce((s, r) => s + r.value, 0),
      lowCount: rows.filter((r) => r.low).length,
      rows: rows.length,
    },
  };
}

/** consultarDepositos: each location of a board (warehouses first) with its valued stock and low count. */
export function locationTotalsOf(board: StockBoardResponse, kind?: LocationKind): LocationsResponse {
  const totals = new Map<string, LocationTotalsDto>(
    board.locations.map((l) => [l.id, { ...l, goods: 0, quantity: 0, value: 0, lowCount: 0 }]),
  );
  for (const r of board.rows) {
    const t = totals.get(r.locationId);
    if (!t) continue;
    if (r.onHand > 0) t.goods += 1;
    t.quantity = roundQuantity(t.quantity + r.onHand);
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

export interface ParGood extends BoardGood {
  supplier: string;
  supplierPack: number;
  active: boolean;
}

/**
 * stockIdeal: the par-level grid of one location — every active good of the venue (an inactive one
 * still shows while it has a par level here, so it can be removed), with on hand there and its par
 * level (null: none set); by category, then name.
 */
export function parGridOf(
  location: BoardLocation,
  goods: readonly ParGood[],
  levels: StockBoardParts['levels'],
  pars: StockBoardParts['pars'],
): ParLevelsResponse {
  const onHand = new Map(levels.filter((l) => l.locationId === location.id).map((l) => [l.goodId, roundQuantity(l.quantity)]));
  const parByGood = new Map(pars.filter((p) => p.locationId === location.id).map((p) => [p.goodId, p]));
  const rows: ParLevelRow[] = goods
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
