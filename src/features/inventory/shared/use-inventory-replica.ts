// Live reads of the transfer, breakage and ledger screens from the local replica: the venue's
// warehouses and bars, its goods and the stock on hand (its nights: lib/replica/nights). The
// pickers of these screens work offline (breakage is recorded without network) and never wait
// for a request. Rows are mapped to small view types so components never see Dexie rows.
import { useLiveQuery } from 'dexie-react-hooks';
import type { GoodRow, ReplicatedRow, StockLocationRow } from '../../../lib/db/noctua-db';
import { text } from '../../../lib/replica/row-values';
import { matchRank } from '../../../lib/search-rank';
import { useReplica } from '../../../lib/sync/use-replica';
import { normalizeSearch } from '../../../lib/ui/data-table';

export type PlaceKind = 'warehouse' | 'bar';

export interface Place {
  id: string;
  name: string;
  kind: PlaceKind;
  active: boolean;
}

export interface Good {
  id: string;
  name: string;
  sku: string;
  category: string;
  unit: string;
  /** Cents per unit. */
  unitCost: number;
  active: boolean;
  /** Lower-cased, accent-free name, SKU and category: what the good search matches. */
  search: string;
}

const isActive = (row: ReplicatedRow) => row.active !== false;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

function toPlace(row: StockLocationRow): Place {
  return { id: row.id, name: text(row.name), kind: row.kind === 'warehouse' ? 'warehouse' : 'bar', active: isActive(row) };
}

function toGood(row: GoodRow): Good {
  const name = text(row.name);
  const sku = text(row.sku);
  const category = text(row.category);
  return {
    id: row.id,
    name,
    sku,
    category,
    unit: text(row.unit),
    unitCost: typeof row.unitCost === 'number' ? row.unitCost : Number(row.unitCost ?? 0) || 0,
    active: isActive(row),
    search: normalizeSearch(`${name} ${sku} ${category}`),
  };
}

/** Warehouses first, then bars, each by name; inactive ones only with `includeInactive`. */
export function usePlacesLive(includeInactive = false): Place[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = (await db.stockLocations.toArray()).map(toPlace);
    return rows
      .filter((p) => includeInactive || p.active)
      .sort((a, b) => (a.kind === b.kind ? byName(a, b) : a.kind === 'warehouse' ? -1 : 1));
  }, [db, includeInactive]);
}

/** Every good by name (inactive ones too: old notes and movements still name them). */
export function useGoodsLive(): Good[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    return (await db.goods.toArray()).map(toGood).sort(byName);
  }, [db]);
}

/** On hand at one location per good id (from the replicated stock levels). */
export function useOnHandLive(locationId: string | undefined): Map<string, number> | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    const map = new Map<string, number>();
    if (!db || !locationId) return map;
    const rows = await db.stockLevels.where('locationId').equals(locationId).toArray();
    for (const r of rows) map.set(r.goodId, Number(r.quantity));
    return map;
  }, [db, locationId]);
}

/**
 * Goods whose name, SKU or category hold every typed word (accents and case ignored), best match
 * first: "fernet branca" lists "Fernet Branca 750 ml" before "Branca Menta" (issue 19). Within a
 * rank the given order stays (e.g. what is in stock first).
 */
export function searchGoods(goods: readonly Good[], query: string, limit = 50): Good[] {
  const normalized = normalizeSearch(query).trim().replace(/\s+/g, ' ');
  const words = normalized.split(' ').filter(Boolean);
  if (words.length === 0) return goods.slice(0, limit);
  const ranked: { good: Good; rank: number }[] = [];
  for (const g of goods) {
    if (words.every((w) => g.search.includes(w)))
      ranked.push({ good: g, rank: matchRank(normalizeSearch(g.name), normalized, words) });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((r) => r.good);
}
