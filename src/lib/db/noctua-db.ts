// The local replica of one signed-in user at one venue (IndexedDB `noctua-<userId>-<venueId>`),
// so that stock takers in a basement and bar managers checking VIP balances work without network.
// Replicated tables mirror the server's rows as they travel on the sync wire (camelCase, dates as
// ISO strings, keyed by id, with the server `version` each row reflects); only the sync layer
// writes them from pulls, and feature repos write them together with an outbox command.
// Local-only tables: the outbox of queued commands (kept until the server answers, never dropped
// silently), the sync state (one pull cursor per table set, last success, last error) and small
// UI state (the device's command sequence counter, dismissed banners…).
// One database per user and venue keeps a shared tablet from mixing venues or leaking data
// between accounts; logout deletes it only when the outbox is empty.
import Dexie, { type EntityTable } from 'dexie';
import type { SyncTable } from '../../contract/sync';

/** What every replicated row has; the rest of the wire row is kept as sent. */
export interface ReplicatedRow {
  id: string;
  /** The server's change version this row reflects; an older version never overwrites a newer one. */
  version: number;
  [key: string]: unknown;
}

export interface GoodRow extends ReplicatedRow {
  venueId: string;
  sku: string;
  name: string;
  category: string;
}
export interface GoodBarcodeRow extends ReplicatedRow {
  goodId: string;
  barcode: string;
}
export interface ProductRow extends ReplicatedRow {
  venueId: string;
  name: string;
  category: string;
}
export interface PriceListRow extends ReplicatedRow {
  venueId: string;
  name: string;
}
export interface PriceListItemRow extends ReplicatedRow {
  priceListId: string;
  productId: string;
  price: number;
}
export interface StockLocationRow extends ReplicatedRow {
  venueId: string;
  name: string;
}
export interface StockLevelRow extends ReplicatedRow {
  locationId: string;
  goodId: string;
  quantity: number;
}
export interface ParLevelRow extends ReplicatedRow {
  locationId: string;
  goodId: string;
}
export interface StockCountRow extends ReplicatedRow {
  locationId: string;
  status: 'open' | 'submitted' | 'applied';
}
export interface StockCountLineRow extends ReplicatedRow {
  stockCountId: string;
  goodId: string;
  countedQuantity: number;
  countedAt: string;
}
export interface VipCardTypeRow extends ReplicatedRow {
  venueId: string;
  name: string;
  discountPercent: number;
  creditAllowed: boolean;
  defaultCreditLimit: number;
  color: string;
  benefits: string;
  active: boolean;
}
export interface VipCardRow extends ReplicatedRow {
  number: string;
  holderName: string;
  holderDocument: string;
  holderPhone: string;
  holderEmail: string;
  userId: string | null;
  cardTypeId: string;
  status: 'active' | 'blocked' | 'lost';
  /** Cents. */
  creditLimit: number;
  /** Cents, Σ ledger as of `version`: screens say "saldo al …" and warn after staleBalanceMinutes. */
  balance: number;
  lastMovementAt: string | null;
  replacedById: string | null;
  updatedAt: string;
}
export interface CancellationRequestRow extends ReplicatedRow {
  saleId: string;
  status: 'pending' | 'approved' | 'rejected';
}
export interface NightRow extends ReplicatedRow {
  venueId: string;
  businessDate: string;
  status: 'planned' | 'open' | 'closed';
}
export interface PointOfSaleRow extends ReplicatedRow {
  venueId: string;
  name: string;
}
export interface FreeEntryRow extends ReplicatedRow {
  nightId: string;
  guestName: string;
  document: string | null;
  promoter: string;
  people: number;
  arrived: number;
  code: string;
  status: 'issued' | 'used' | 'void';
  validUntil: string | null;
  checkedInAt: string | null;
  checkedInBy: string | null;
}

export interface RestoAreaRow extends ReplicatedRow {
  venueId: string;
  name: string;
  vip: boolean;
  pointOfSaleId: string | null;
  stockLocationId: string | null;
  priceListId: string | null;
  sortOrder: number;
  active: boolean;
}
export interface RestoTableRow extends ReplicatedRow {
  areaId: string;
  name: string;
  seats: number;
  shape: 'round' | 'square' | 'rectangle';
  x: number;
  y: number;
  width: number;
  height: number;
  joinable: boolean;
  minimumSpend: number;
  deposit: number;
  active: boolean;
}
export interface RestoStationRow extends ReplicatedRow {
  venueId: string;
  name: string;
  sortOrder: number;
  active: boolean;
}
export interface RestoMenuItemRow extends ReplicatedRow {
  venueId: string;
  productId: string;
  category: string;
  stationId: string | null;
  available: boolean;
  sortOrder: number;
}
export interface RestoModifierRow extends ReplicatedRow {
  menuItemId: string;
  name: string;
  priceDelta: number;
}
export interface KitchenOrderRow extends ReplicatedRow {
  tableId: string;
  status: 'new' | 'preparing' | 'ready' | 'served' | 'cancelled';
  nightId: string | null;
}
export interface KitchenOrderLineRow extends ReplicatedRow {
  orderId: string;
  productId: string;
  quantity: number;
  stationId: string | null;
  status: 'new' | 'preparing' | 'ready' | 'served' | 'cancelled';
}

export interface TransferNoteRow extends ReplicatedRow {
  venueId: string;
  number: number;
  fromLocationId: string;
  toLocationId: string;
  nightId: string | null;
  status: 'draft' | 'sent' | 'received';
}
export interface TransferNoteLineRow extends ReplicatedRow {
  transferNoteId: string;
  goodId: string;
  quantitySent: number;
  quantityReceived: number | null;
}
export interface BreakageRow extends ReplicatedRow {
  locationId: string;
  goodId: string;
  nightId: string | null;
  quantity: number;
  reason: string;
  at: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'rejected' | 'applied';

/** A queued command: exactly what `/api/sync/push` receives, plus its local bookkeeping. */
export interface OutboxEntry {
  /** uuid v7, generated here: the server applies each id at most once. */
  id: string;
  deviceId: string;
  /** Per device, strictly increasing in creation order. */
  seq: number;
  name: string;
  args: unknown;
  /** ISO timestamp. */
  createdAt: string;
  status: OutboxStatus;
  attempts: number;
  /** The server's (translated) reason for a rejection or the last retry; null when none. */
  lastError: string | null;
  /** Commands of one lane are applied in seq order; lanes never wait on each other. */
  lane: string;
  /** Epoch ms before which a retried command is not sent again (backoff). */
  nextAttemptAt: number;
  /** What the server answered for an applied command. */
  result?: unknown;
}

export interface SyncStateEntry {
  /** One key per pulled table set, e.g. `pull:priceLists,vipCards`. */
  key: string;
  /** Opaque server cursor; null before the first page. */
  cursor: string | null;
  /** ISO timestamp of the last page applied; drives "as of …" on screens. */
  lastSuccessAt: string | null;
  lastError: string | null;
  /** A snapshot in progress: the rows written so far, so a resumed first sync shows its progress. */
  rows?: number;
}

export interface UiStateEntry {
  key: string;
  value: unknown;
}

/** Replicated wire table → Dexie schema (primary key first, then indexes). */
const REPLICATED_SCHEMA: Record<SyncTable, string> = {
  priceLists: 'id, venueId',
  priceListItems: 'id, priceListId, productId, [priceListId+productId]',
  vipCardTypes: 'id, venueId',
  vipCards: 'id, number',
  goods: 'id, sku, name, category',
  goodBarcodes: 'id, barcode, goodId',
  products: 'id, name, category',
  stockLocations: 'id, venueId',
  stockLevels: 'id, [locationId+goodId], locationId, goodId',
  parLevels: 'id, [locationId+goodId], locationId',
  stockCounts: 'id, locationId, status',
  stockCountLines: 'id, stockCountId, [stockCountId+goodId]',
  cancellationRequests: 'id, saleId, status',
  nights: 'id, businessDate, status',
  pointsOfSale: 'id, venueId',
  freeEntries: 'id, nightId, code, document',
  restoAreas: 'id, venueId',
  restoTables: 'id, areaId',
  restoStations: 'id, venueId',
  restoMenuItems: 'id, productId, stationId',
  restoModifiers: 'id, menuItemId',
  kitchenOrders: 'id, tableId, nightId',
  kitchenOrderLines: 'id, orderId',
  transferNotes: 'id, number, status',
  transferNoteLines: 'id, transferNoteId',
  breakages: 'id, locationId, at',
};

export class NoctuaDb extends Dexie {
  goods!: EntityTable<GoodRow, 'id'>;
  goodBarcodes!: EntityTable<GoodBarcodeRow, 'id'>;
  products!: EntityTable<ProductRow, 'id'>;
  priceLists!: EntityTable<PriceListRow, 'id'>;
  priceListItems!: EntityTable<PriceListItemRow, 'id'>;
  stockLocations!: EntityTable<StockLocationRow, 'id'>;
  stockLevels!: EntityTable<StockLevelRow, 'id'>;
  parLevels!: EntityTable<ParLevelRow, 'id'>;
  stockCounts!: EntityTable<StockCountRow, 'id'>;
  stockCountLines!: EntityTable<StockCountLineRow, 'id'>;
  vipCardTypes!: EntityTable<VipCardTypeRow, 'id'>;
  vipCards!: EntityTable<VipCardRow, 'id'>;
  cancellationRequests!: EntityTable<CancellationRequestRow, 'id'>;
  nights!: EntityTable<NightRow, 'id'>;
  pointsOfSale!: EntityTable<PointOfSaleRow, 'id'>;
  freeEntries!: EntityTable<FreeEntryRow, 'id'>;
  restoAreas!: EntityTable<RestoAreaRow, 'id'>;
  restoTables!: EntityTable<RestoTableRow, 'id'>;
  restoStations!: EntityTable<RestoStationRow, 'id'>;
  restoMenuItems!: EntityTable<RestoMenuItemRow, 'id'>;
  restoModifiers!: EntityTable<RestoModifierRow, 'id'>;
  kitchenOrders!: EntityTable<KitchenOrderRow, 'id'>;
  kitchenOrderLines!: EntityTable<KitchenOrderLineRow, 'id'>;
  transferNotes!: EntityTable<TransferNoteRow, 'id'>;
  transferNoteLines!: EntityTable<TransferNoteLineRow, 'id'>;
  breakages!: EntityTable<BreakageRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  syncState!: EntityTable<SyncStateEntry, 'key'>;
  uiState!: EntityTable<UiStateEntry, 'key'>;

  constructor(name: string) {
    // Strict durability: a queued command must survive a tab killed right after the write.
    super(name, { chromeTransactionDurability: 'strict' });
    const {
      goodBarcodes,
      freeEntries,
      restoAreas,
      restoTables,
      restoStations,
      restoMenuItems,
      restoModifiers,
      kitchenOrders,
      kitchenOrderLines,
      transferNotes,
      transferNoteLines,
      breakages,
      ...v1Replicated
    } = REPLICATED_SCHEMA;
    this.version(1).stores({
      ...v1Replicated,
      vipCards: 'id, number, holderName, holderDocument, cardTypeId',
      outbox: 'id, status, lane, [lane+seq], seq',
      syncState: 'key',
      uiState: 'key',
    });
    // v2: VIP cards keep only the number index — each index costs ~10% of the initial sync's
    // write time on 50k cards, and search by holder or document scans in memory anyway.
    this.version(2).stores({ vipCards: REPLICATED_SCHEMA.vipCards });
    // v3: the goods' barcodes, so a count scans offline (looked up by barcode, listed by good).
    this.version(3).stores({ goodBarcodes });
    // v4: the free-entry guest lists, so the door checks guests in offline (found by code or DNI).
    this.version(4).stores({ freeEntries });
    // v5: the restaurant's configuration, so the waiter's phone and the door read tables and menu offline.
    this.version(5).stores({ restoAreas, restoTables, restoStations, restoMenuItems, restoModifiers });
    // v6: the restaurant's kitchen orders and their lines (313), for the waiters' phones offline.
    this.version(6).stores({ kitchenOrders, kitchenOrderLines });
    // v7: transfer notes with their lines and breakage, so a bar reads what was sent and broken offline.
    this.version(7).stores({ transferNotes, transferNoteLines, breakages });
    // v8: the outbox by lane and status, so a count's screen reads its unsent and refused commands
    // only, not the thousands already applied in its lane (bench:offline-night).
    this.version(8).stores({ outbox: 'id, status, lane, [lane+seq], seq, [lane+status]' });
  }
}

export function noctuaDbName(userId: string, venueId: string): string {
  return `noctua-${userId}-${venueId}`;
}

/** Opens (creating on first use) the replica of this user at this venue. */
export function openNoctuaDb(userId: string, venueId: string): NoctuaDb {
  return new NoctuaDb(noctuaDbName(userId, venueId));
}
