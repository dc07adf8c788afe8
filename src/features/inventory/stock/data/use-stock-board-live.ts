// The stock screens read from the local replica (issue 36): the venue's locations, goods, levels
// and par levels, put together by THE arithmetic the server uses (src/contract/stock-board.ts), so
// the board, the location totals and the par grid are the same online and offline and say how
// old they are ("Datos al …"). Live queries: a count applied or a transfer received elsewhere
// shows as soon as it is pulled.
import { useMemo } from 'react';
import type { GoodUnit, LocationKind } from '../../../../contract/inventory-catalogue';
import type { LocationsResponse, ParLevelsResponse, StockBoardResponse } from '../../../../contract/inventory-stock';
import {
  type BoardLocation,
  buildStockBoard,
  locationTotalsOf,
  type ParGood,
  parGridOf,
  type StockBoardParts,
} from '../../../../contract/stock-board';
import type { NoctuaDb } from '../../../../lib/db/noctua-db';
import { numberOf, text } from '../../../../lib/replica/row-values';
import { useLiveTable } from '../../../../lib/sync/use-live-table';
import { useReplica } from '../../../../lib/sync/use-replica';

interface StockParts extends Omit<StockBoardParts, 'goods'> {
  goods: ParGood[];
}

/** The venue's locations, goods, levels and par levels in the replica. */
export async function readStockParts(db: NoctuaDb): Promise<StockParts> {
  const [locationRows, goodRows, levelRows, parRows] = await Promise.all([
    db.stockLocations.toArray(),
    db.goods.toArray(),
    db.stockLevels.toArray(),
    db.parLevels.toArray(),
  ]);
  const locations: BoardLocation[] = locationRows.map((r) => ({
    id: r.id,
    name: text(r.name),
    kind: (r.kind === 'warehouse' ? 'warehouse' : 'bar') as LocationKind,
    active: r.active !== false,
  }));
  const liveIds = new Set(locations.map((l) => l.id));
  return {
    // The replica holds no venue settings; the app's money format is the venue's (ARS).
    currency: 'ARS',
    generatedAt: new Date().toISOString(),
    locations,
    goods: goodRows.map((r) => ({
      id: r.id,
      sku: text(r.sku),
      name: text(r.name),
      category: text(r.category),
      unit: text(r.unit) as GoodUnit,
      unitCost: numberOf(r.unitCost),
      supplier: text(r.supplier),
      supplierPack: numberOf(r.supplierPack) || 1,
      active: r.active !== false,
    })),
    levels: levelRows
      .filter((r) => liveIds.has(r.locationId))
      .map((r) => ({ locationId: r.locationId, goodId: r.goodId, quantity: numberOf(r.quantity) })),
    pars: parRows
      .filter((r) => liveIds.has(r.locationId))
      .map((r) => ({
        locationId: r.locationId,
        goodId: r.goodId,
        idealQuantity: numberOf(r.idealQuantity),
        minimumQuantity: numberOf(r.minimumQuantity),
      })),
  };
}

export async function readStockBoard(db: NoctuaDb): Promise<StockBoardResponse> {
  return buildStockBoard(await readStockParts(db));
}

/** The tables the stock screens read: a change in any reads them again. */
const STOCK_TABLES = ['stockLocations', 'goods', 'stockLevels', 'parLevels'] as const;

/**
 * The parts, live and throttled like the VIP cards (src/lib/sync/use-live-table.ts): a first sync
 * writing a page of stock levels every few hundred milliseconds does not re-read all four tables
 * each time. `undefined` while the first read runs, null without a replica.
 */
function useStockPartsLive(): StockParts | null | undefined {
  const db = useReplica()?.db;
  const parts = useLiveTable(db, STOCK_TABLES, readStockParts);
  return db ? parts : null;
}

/** The board, live. */
export function useStockBoardLive(): StockBoardResponse | null | undefined {
  const parts = useStockPartsLive();
  return useMemo(() => (parts ? buildStockBoard(parts) : parts), [parts]);
}

/** Each location with its valued totals (the pickers of the ideal stock screen), live. */
export function useLocationTotalsLive(): LocationsResponse | null | undefined {
  const parts = useStockPartsLive();
  return useMemo(() => (parts ? locationTotalsOf(buildStockBoard(parts)) : parts), [parts]);
}

/** The par grid of one location, live; null when the location is not (or no longer) in the replica. */
export function useParGridLive(locationId: string | undefined): ParLevelsResponse | null | undefined {
  const parts = useStockPartsLive();
  return useMemo(() => {
    if (!parts) return parts;
    const location = locationId ? parts.locations.find((l) => l.id === locationId) : undefined;
    return location ? parGridOf(location, parts.goods, parts.levels, parts.pars) : null;
  }, [parts, locationId]);
}
