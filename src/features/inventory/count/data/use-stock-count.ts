// Live reads of the count screen, all from the local replica (never the network): the venue's
// warehouses and bars, its goods, the counts of a location and the lines of a count, and — from
// the outbox — which of this device's changes the server has not confirmed yet. Rows are mapped
// to small view types here so that components never see Dexie rows.
import { useLiveQuery } from 'dexie-react-hooks';
import type {
  GoodBarcodeRow,
  GoodRow,
  OutboxEntry,
  ReplicatedRow,
  StockCountLineRow,
  StockCountRow,
  StockLocationRow,
} from '../../../../lib/db/noctua-db';
import { text } from '../../../../lib/replica/row-values';
import { useReplica } from '../../../../lib/sync/use-replica';
import { stockCountLane } from '../commands/stock-count-open.contract';
import { stockCountUpsertLine } from '../commands/stock-count-upsert-line.contract';
import type { SearchableGood } from '../goods-search';

export type LocationKind = 'warehouse' | 'bar';

export interface CountLocation {
  id: string;
  name: string;
  kind: LocationKind | null;
}

export type GoodUnit = 'bottle' | 'can' | 'unit' | 'kg' | 'l';

export interface CountGood extends SearchableGood {
  unit: GoodUnit | null;
  /** Grams of a full and of an empty unit, for partial bottles counted by weight (null: unknown). */
  fullWeight: number | null;
  emptyWeight: number | null;
  barcodes: string[];
}

/** A spot count adjusts only the goods it lists; a full count also sets the unlisted ones to 0. */
export type CountScope = 'full' | 'spot';

export type CountStatus = StockCountRow['status'];

export interface CountSummary {
  id: string;
  locationId: string;
  status: CountStatus;
  scope: CountScope;
  startedAt: string | null;
  submittedAt: string | null;
}

export interface CountLine {
  goodId: string;
  quantity: number;
  /** Grams on the scale when the open unit was weighed; null when entered otherwise. */
  weighedGrams: number | null;
  countedAt: string;
}

/** Where this device's last change of a line stands. */
export type LineSyncState = 'pending' | 'synced' | 'rejected';

export interface LineSync {
  state: LineSyncState;
  /** The server's reason when rejected. */
  message: string | null;
}

export interface CountSync {
  /** Per good: the state of this device's last change of its line (absent: no change here). */
  lines: Map<string, LineSync>;
  /** Commands of this count waiting to be sent (or being sent). */
  pending: number;
  /** Opening or submitting the count was refused: the server's reason. */
  countRejected: string | null;
  /** The count was submitted here and the server has not confirmed it yet. */
  submitPending: boolean;
}

const UNITS: readonly string[] = ['bottle', 'can', 'unit', 'kg', 'l'];
const KIND_ORDER: Record<LocationKind, number> = { warehouse: 0, bar: 1 };

const isoOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const gramsOrNull = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function toLocation(row: StockLocationRow): CountLocation {
  const kind = row.kind === 'warehouse' || row.kind === 'bar' ? row.kind : null;
  return { id: row.id, name: row.name, kind };
}

function toGood(row: GoodRow, barcodes: string[]): CountGood {
  return {
    id: row.id,
    name: text(row.name),
    sku: text(row.sku),
    category: text(row.category),
    unit: UNITS.includes(text(row.unit)) ? (row.unit as GoodUnit) : null,
    fullWeight: gramsOrNull(row.fullWeight),
    emptyWeight: gramsOrNull(row.emptyWeight),
    barcodes,
  };
}

function toCount(row: StockCountRow): CountSummary {
  return {
    id: row.id,
    locationId: row.locationId,
    status: row.status,
    scope: row.scope === 'full' ? 'full' : 'spot',
    startedAt: isoOrNull(row.startedAt),
    submittedAt: isoOrNull(row.submittedAt),
  };
}

function toLine(row: StockCountLineRow): CountLine {
  return {
    goodId: row.goodId,
    quantity: Number(row.countedQuantity),
    weighedGrams: gramsOrNull(row.weighedGrams),
    countedAt: text(row.countedAt),
  };
}

const active = (row: ReplicatedRow) => row.active !== false;
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

/** The venue's active warehouses and bars: warehouses first, then by name. */
export function useStockLocationsLive(): CountLocation[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.stockLocations.toArray();
    return rows
      .filter(active)
      .map(toLocation)
      .sort((a, b) => (KIND_ORDER[a.kind ?? 'bar'] ?? 1) - (KIND_ORDER[b.kind ?? 'bar'] ?? 1) || byName(a, b));
  }, [db]);
}

/** Barcodes by good (replicated good_barcodes, without deleted ones). */
function barcodesByGood(rows: readonly GoodBarcodeRow[]): Map<string, string[]> {
  const byGood = new Map<string, string[]>();
  for (const row of rows) {
    if (typeof row.barcode !== 'string' || !row.barcode) continue;
    const list = byGood.get(row.goodId) ?? [];
    list.push(row.barcode);
    byGood.set(row.goodId, list);
  }
  return byGood;
}

/** The active goods with their barcodes, by category then name (a walk through the shelves). */
export function useCountGoodsLive(): CountGood[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const [rows, barcodeRows] = await Promise.all([db.goods.toArray(), db.goodBarcodes.toArray()]);
    const barcodes = barcodesByGood(barcodeRows);
    return rows
      .filter(active)
      .map((row) => toGood(row, barcodes.get(row.id) ?? []))
      .sort((a, b) => a.category.localeCompare(b.category, 'es', { sensitivity: 'base' }) || byName(a, b));
  }, [db]);
}

/**
 * The goods a location stocks: those with a stock level or a par level there (issue 37: a bar's
 * count does not list cleaning, kitchen or disposables goods). Undefined while loading.
 */
export function useLocationStockedLive(locationId: string | undefined): ReadonlySet<string> | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db || !locationId) return new Set<string>();
    const [levels, pars] = await Promise.all([
      db.stockLevels.where('locationId').equals(locationId).toArray(),
      db.parLevels.where('locationId').equals(locationId).toArray(),
    ]);
    return new Set([...levels, ...pars].map((row) => String((row as { goodId: unknown }).goodId)));
  }, [db, locationId]);
}

/** Open counts of every location (location id → newest first), for the location picker. */
export function useOpenCountsLive(): Map<string, CountSummary[]> | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    const byLocation = new Map<string, CountSummary[]>();
    if (!db) return byLocation;
    const rows = await db.stockCounts.where('status').equals('open').toArray();
    for (const count of rows.map(toCount).sort((a, b) => (b.startedAt ?? '').localeCompare(a.startedAt ?? ''))) {
      const list = byLocation.get(count.locationId) ?? [];
      list.push(count);
      byLocation.set(count.locationId, list);
    }
    return byLocation;
  }, [db]);
}

/** One count; null when the replica has no such count. */
export function useStockCountLive(countId: string | undefined): CountSummary | null | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db || !countId) return null;
    const row = await db.stockCounts.get(countId);
    return row ? toCount(row) : null;
  }, [db, countId]);
}

/** The lines of a count by good id. */
export function useCountLinesLive(countId: string | undefined): Map<string, CountLine> | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    const lines = new Map<string, CountLine>();
    if (!db || !countId) return lines;
    const rows = await db.stockCountLines.where('stockCountId').equals(countId).toArray();
    for (const row of rows) lines.set(row.goodId, toLine(row));
    return lines;
  }, [db, countId]);
}

/** The outbox lane of a count: its open, line and submit commands (../commands/). */
export function countLane(countId: string): string {
  return stockCountLane(countId);
}

/** Where this device's changes of a count stand, from its outbox lane (in creation order); a line without a command here is synced. */
export function summarizeCountSync(entries: readonly OutboxEntry[]): CountSync {
  const sync: CountSync = { lines: new Map(), pending: 0, countRejected: null, submitPending: false };
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    const waiting = entry.status === 'pending' || entry.status === 'sending';
    if (waiting) sync.pending++;
    if (entry.name === stockCountUpsertLine.name) {
      const goodId = (entry.args as { goodId?: unknown } | null)?.goodId;
      if (typeof goodId !== 'string') continue;
      // The last change of a line decides, but a waiting one keeps the line pending.
      const previous = sync.lines.get(goodId);
      if (previous?.state === 'pending' && !waiting) continue;
      sync.lines.set(goodId, {
        state: waiting ? 'pending' : entry.status === 'rejected' ? 'rejected' : 'synced',
        message: entry.status === 'rejected' ? entry.lastError : null,
      });
    } else if (entry.status === 'rejected') {
      sync.countRejected = entry.lastError ?? '';
    } else if (entry.name === 'stockCount.submit' && waiting) {
      sync.submitPending = true;
    }
  }
  return sync;
}

export function useCountSyncLive(countId: string | undefined): CountSync | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db || !countId) return summarizeCountSync([]);
    // Applied commands leave their lines as synced, the default: only the others are read.
    const lane = countLane(countId);
    const open = await Promise.all(
      (['pending', 'sending', 'rejected'] as const).map((status) =>
        db.outbox.where('[lane+status]').equals([lane, status]).toArray(),
      ),
    );
    return summarizeCountSync(open.flat());
  }, [db, countId]);
}
