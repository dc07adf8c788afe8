// The whole Noctua data model (../shared/DOMAIN.md) as Drizzle tables. Later issues add
// behaviour, not tables. Conventions:
// - ids are uuid v7 chosen by the writer (browser or server), so offline clients can create rows;
// - money is integer cents (bigint, read as JS number: far below 2^53 for any venue);
// - quantities of goods are numeric(14,3): 0.4 of a bottle is a valid count;
// - every domain table carries `version`, drawn from ONE global sequence (`change_seq`) on insert
//   and on every update (trigger in migration 0001), and `deleted_at` as a soft-delete tombstone:
//   a delta sync asks "what changed after version N" across all tables with one cursor;
// - ledgers (stock movements, card ledger, cash movements) are append-only: corrections are new
//   rows, never edits. Denormalised totals (stock_levels, vip_cards.balance) are kept by triggers
//   on those ledgers so no code path can forget them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MOVEMENT_KINDS } from '../../src/contract/inventory-names';
import { uuidv7 } from '../../src/contract/uuid';

export const changeSeq = pgSequence('change_seq', { startWith: 1, increment: 1 });

const id = () => uuid('id').primaryKey().$defaultFn(uuidv7);
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
const qty = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** createdAt/updatedAt for every row. */
const stamps = {
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
};
/** version + tombstone for every replicated (domain) row. */
const replicated = {
  ...stamps,
  version: bigint('version', { mode: 'number' }).notNull().default(sql`nextval('change_seq')`),
  deletedAt: ts('deleted_at'),
};

// ───────────────────────────── Operating frame ─────────────────────────────

export const venues = pgTable('venues', {
  id: id(),
  name: text('name').notNull(),
  legalName: text('legal_name').notNull(),
  taxId: text('tax_id').notNull(),
  timezone: text('timezone').notNull().default('America/Argentina/Buenos_Aires'),
  currency: text('currency').notNull().default('ARS'),
  address: text('address').notNull().default(''),
  /** Sales before this local hour belong to the night that began the evening before. */
  businessDayCutoffHour: integer('business_day_cutoff_hour').notNull().default(9),
  /** Age after which an offline VIP balance is flagged as stale (issue "VIP cards"). */
  staleBalanceMinutes: integer('stale_balance_minutes').notNull().default(30),
  /** A register's over/short beyond this (cents, either way) needs a written reason (cash flow). */
  cashOverShortThreshold: money('cash_over_short_threshold').notNull().default(500_000),
  /** Password policy (issue 16, venue settings): the shortest new password its users may choose. */
  passwordMinLength: integer('password_min_length').notNull().default(8),
  /** How long a sign-in token of its users lasts (hours, 1–24; venue settings). */
  tokenLifetimeHours: integer('token_lifetime_hours').notNull().default(12),
  /** Support contact shown by the ticketing button (configuracion/sistema); empty = the build's default. */
  supportPhone: text('support_phone').notNull().default(''),
  /** The prefilled text of the support chat link; empty = the app's default request. */
  supportWhatsappText: text('support_whatsapp_text').notNull().default(''),
  /** The ticketing backoffice login a user with ticketing opens when they have no own URL. */
  ticketingBackofficeUrl: text('ticketing_backoffice_url').notNull().default(''),
  /** Night alerts (issue 18): a terminal silent this long during an open night is reported. */
  alertSilentMinutes: integer('alert_silent_minutes').notNull().default(15),
  /** Night alerts: a stock count whose adjustments, valued at cost, exceed this (cents, either way). */
  alertCountVariance: money('alert_count_variance').notNull().default(2_000_000),
  /** Night alerts: a cashier with more cancellation requests than this in one night. */
  alertCancellations: integer('alert_cancellations').notNull().default(5),
  /**
   * How a supplier delivery moves a good's unit cost (issue 38, docs/decisions/0009-purchase-costs.md):
   * 'average' — weighted average over the units on hand; 'last' — the last purchase price.
   */
  costMethod: text('cost_method').$type<'average' | 'last'>().notNull().default('average'),
  ...replicated,
});

export const nightStatus = pgEnum('night_status', ['planned', 'open', 'closed']);
export const nights = pgTable(
  'nights',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    eventName: text('event_name').notNull().default(''),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    status: nightStatus('status').notNull().default('planned'),
    openedAt: ts('opened_at'),
    closedAt: ts('closed_at'),
    closedBy: uuid('closed_by'),
    ...replicated,
  },
  (t) => [uniqueIndex('nights_venue_date_uq').on(t.venueId, t.businessDate), index('nights_version_ix').on(t.version)],
);

export const posKind = pgEnum('pos_kind', ['ticket_office', 'bar', 'cloakroom', 'cashier', 'restaurant']);
export const pointsOfSale = pgTable(
  'points_of_sale',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    kind: posKind('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    stockLocationId: uuid('stock_location_id').references(() => stockLocations.id),
    priceListId: uuid('price_list_id').references(() => priceLists.id),
    afipPosNumber: integer('afip_pos_number'),
    /**
     * The bar that serves the VIP tables' mobile orders ("Barra que sirve las mesas VIP", VIP
     * settings): a delivered order is booked as this bar's sale and consumes its stock. At most one
     * per venue; none set and one active bar → that bar (domain/mobile-order-sale.ts).
     */
    servesVipTables: boolean('serves_vip_tables').notNull().default(false),
    ...replicated,
  },
  (t) => [
    index('pos_version_ix').on(t.version),
    uniqueIndex('pos_serves_vip_tables_uq').on(t.venueId).where(sql`${t.servesVipTables}`),
  ],
);

export const terminals = pgTable('terminals', {
  id: id(),
  pointOfSaleId: uuid('point_of_sale_id')
    .notNull()
    .references(() => pointsOfSale.id),
  name: text('name').notNull(),
  deviceId: text('device_id').notNull().unique(),
  appVersion: text('app_version').notNull().default(''),
  lastSeenAt: ts('last_seen_at'),
  /** SHA-256 of the terminal's ingestion API key, a 32-byte random secret (shown once, never stored in clear; a fast hash suits a high-entropy key, argon2id is for passwords). */
  apiKeyHash: text('api_key_hash'),
  apiKeyPrefix: text('api_key_prefix'),
  apiKeyRevokedAt: ts('api_key_revoked_at'),
  /** Batches the terminal still holds, as it reported with its last batch (satélite status). */
  pendingBatches: integer('pending_batches').notNull().default(0),
  lastBatchAt: ts('last_batch_at'),
  ...replicated,
});

export const terminalEventKind = pgEnum('terminal_event_kind', ['sign_in', 'sign_out', 'sync', 'error', 'batch']);
export const terminalEvents = pgTable(
  'terminal_events',
  {
    id: id(),
    terminalId: uuid('terminal_id')
      .notNull()
      .references(() => terminals.id),
    at: ts('at').notNull().defaultNow(),
    kind: terminalEventKind('kind').notNull(),
    detail: text('detail').notNull().default(''),
    userId: uuid('user_id').references(() => users.id),
    ...replicated,
  },
  (t) => [index('terminal_events_terminal_at_ix').on(t.terminalId, t.at)],
);

// ───────────────────────────── Catalogue ─────────────────────────────

export const goodUnit = pgEnum('good_unit', ['bottle', 'can', 'unit', 'kg', 'l']);
export const goods = pgTable(
  'goods',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    unit: goodUnit('unit').notNull(),
    /** ml or g per unit. */
    content: integer('content').notNull().default(0),
    /** grams, for partial bottles counted by weight. */
    fullWeight: integer('full_weight'),
    emptyWeight: integer('empty_weight'),
    unitCost: money('unit_cost').notNull().default(0),
    supplier: text('supplier').notNull().default(''),
    /** Purchase suggestions round up to this many units. */
    supplierPack: integer('supplier_pack').notNull().default(1),
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  (t) => [uniqueIndex('goods_venue_sku_uq').on(t.venueId, t.sku), index('goods_version_ix').on(t.version)],
);

/**
 * A good's barcodes. The same bottle carries the same EAN in every venue, so a code is unique within
 * its venue (issue 32: one venue's codes neither block nor reveal another's); venue_id is the good's.
 */
export const goodBarcodes = pgTable(
  'good_barcodes',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    barcode: text('barcode').notNull(),
    ...replicated,
  },
  (t) => [uniqueIndex('good_barcodes_venue_barcode_uq').on(t.venueId, t.barcode)],
);

export const productKind = pgEnum('product_kind', ['drink', 'entry', 'cloakroom', 'dish', 'other']);
export const products = pgTable(
  'products',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    kind: productKind('kind').notNull(),
    category: text('category').notNull(),
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  (t) => [index('products_version_ix').on(t.version), index('products_venue_ix').on(t.venueId)],
);

export const recipeLines = pgTable(
  'recipe_lines',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    /** In units of the good: a 50 ml shot of a 750 ml bottle is 0.067. */
    quantity: qty('quantity').notNull(),
    ...replicated,
  },
  (t) => [uniqueIndex('recipe_lines_product_good_uq').on(t.productId, t.goodId)],
);

export const priceLists = pgTable(
  'price_lists',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    ...replicated,
  },
  // Every pull of the venue's stock, prices, cards or kitchen reads its ids here (a chain holds many venues).
  (t) => [index('price_lists_venue_ix').on(t.venueId)],
);

export const priceListItems = pgTable(
  'price_list_items',
  {
    id: id(),
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    price: money('price').notNull(),
    ...replicated,
  },
  // A venue's pull reads its changes through (parent, version): through version alone it read every
  // venue's changes after the cursor (bench:chain, README "A chain of venues").
  (t) => [
    uniqueIndex('price_list_items_uq').on(t.priceListId, t.productId),
    index('price_list_items_list_version_ix').on(t.priceListId, t.version),
  ],
);

// ───────────────────────────── Stock ─────────────────────────────

export const locationKind = pgEnum('location_kind', ['warehouse', 'bar']);
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    kind: locationKind('kind').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  // Every pull of the venue's stock, prices, cards or kitchen reads its ids here (a chain holds many venues).
  (t) => [index('stock_locations_venue_ix').on(t.venueId)],
);

// A comp (cortesía) is consumed like a sale at price zero, valued at cost, kept apart from COGS.
export const movementKind = pgEnum('movement_kind', MOVEMENT_KINDS);
/** The append-only stock ledger: on hand = sum of quantity per (location, good). */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    kind: movementKind('kind').notNull(),
    quantity: qty('quantity').notNull(),
    unitCost: money('unit_cost').notNull(),
    at: ts('at').notNull().defaultNow(),
    nightId: uuid('night_id').references(() => nights.id),
    /** The document that caused it: 'sale', 'transfer_note', 'breakage', 'stock_count', … */
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    userId: uuid('user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    ...replicated,
  },
  (t) => [
    index('stock_movements_loc_good_at_ix').on(t.locationId, t.goodId, t.at),
    index('stock_movements_night_ix').on(t.nightId),
    index('stock_movements_source_ix').on(t.sourceType, t.sourceId),
    // The ledger screen pages newest first and valuations at a date scan by time.
    index('stock_movements_at_ix').on(t.at),
  ],
);

/** Denormalised on-hand per location and good, kept by a trigger on stock_movements. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    quantity: qty('quantity').notNull().default(0),
    ...replicated,
  },
  (t) => [
    uniqueIndex('stock_levels_loc_good_uq').on(t.locationId, t.goodId),
    // The pull of one venue's changes (every sale moves stock: the busiest replicated table). No
    // index on version alone: with statistics older than the newest versions (autovacuum's analyze
    // lags the writes), the planner took it for "after the cursor" and read every venue's changes.
    index('stock_levels_location_version_ix').on(t.locationId, t.version),
  ],
);

export const parLevels = pgTable(
  'par_levels',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    idealQuantity: qty('ideal_quantity').notNull(),
    minimumQuantity: qty('minimum_quantity').notNull().default(0),
    ...replicated,
  },
  (t) => [uniqueIndex('par_levels_loc_good_uq').on(t.locationId, t.goodId)],
);

export const transferStatus = pgEnum('transfer_status', ['draft', 'sent', 'received']);
export const transferNotes = pgTable(
  'transfer_notes',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    number: integer('number').notNull(),
    fromLocationId: uuid('from_location_id')
      .notNull()
      .references(() => stockLocations.id),
    toLocationId: uuid('to_location_id')
      .notNull()
      .references(() => stockLocations.id),
    nightId: uuid('night_id').references(() => nights.id),
    status: transferStatus('status').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id),
    sentAt: ts('sent_at'),
    sentBy: uuid('sent_by').references(() => users.id),
    receivedAt: ts('received_at'),
    receivedBy: uuid('received_by').references(() => users.id),
    hasDifferences: boolean('has_differences').notNull().default(false),
    note: text('note').notNull().default(''),
    ...replicated,
  },
  (t) => [
    uniqueIndex('transfer_notes_venue_number_uq').on(t.venueId, t.number),
    index('transfer_notes_version_ix').on(t.version),
  ],
);

export const transferNoteLines = pgTable(
  'transfer_note_lines',
  {
    id: id(),
    transferNoteId: uuid('transfer_note_id')
      .notNull()
      .references(() => transferNotes.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    quantitySent: qty('quantity_sent').notNull(),
    quantityReceived: qty('quantity_received'),
    ...replicated,
  },
  (t) => [index('transfer_note_lines_version_ix').on(t.version)],
);

export const breakages = pgTable(
  'breakages',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    nightId: uuid('night_id').references(() => nights.id),
    quantity: qty('quantity').notNull(),
    reason: text('reason').notNull(),
    photoUrl: text('photo_url'),
    userId: uuid('user_id').references(() => users.id),
    at: ts('at').notNull().defaultNow(),
    ...replicated,
  },
  (t) => [index('breakages_version_ix').on(t.version)],
);

export const stockCountStatus = pgEnum('stock_count_status', ['open', 'submitted', 'applied']);
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    nightId: uuid('night_id').references(() => nights.id),
    /** A spot count adjusts only the goods it lists; a full count treats unlisted goods as 0. */
    scope: text('scope').$type<'full' | 'spot'>().notNull().default('spot'),
    status: stockCountStatus('status').notNull().default('open'),
    startedBy: uuid('started_by').references(() => users.id),
    startedAt: ts('started_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    appliedAt: ts('applied_at'),
    appliedBy: uuid('applied_by').references(() => users.id),
    note: text('note').notNull().default(''),
    ...replicated,
  },
  (t) => [index('stock_counts_version_ix').on(t.version)],
);

export const stockCountLines = pgTable(
  'stock_count_lines',
  {
    id: id(),
    stockCountId: uuid('stock_count_id')
      .notNull()
      .references(() => stockCounts.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    countedQuantity: qty('counted_quantity').notNull(),
    /** Grams on the scale when the partial bottle was weighed (null when entered as a fraction). */
    weighedGrams: integer('weighed_grams'),
    countedAt: ts('counted_at').notNull(),
    countedBy: uuid('counted_by').references(() => users.id),
    /** Theoretical stock at countedAt, filled when the count is applied. */
    theoreticalQuantity: qty('theoretical_quantity'),
    /** Applied without an adjustment because it disagrees with an earlier count: see recount_tasks. */
    held: boolean('held').notNull().default(false),
    ...replicated,
  },
  (t) => [
    uniqueIndex('stock_count_lines_count_good_uq').on(t.stockCountId, t.goodId),
    index('stock_count_lines_count_version_ix').on(t.stockCountId, t.version),
  ],
);

export const recountStatus = pgEnum('recount_status', ['open', 'resolved']);
/**
 * Two counts of the same location and good that disagree beyond the tolerance (after the
 * movements between them) do not silently overwrite each other: the later line is held back and
 * a recount is asked for. Resolving it applies a fresh count line.
 */
export const recountTasks = pgTable(
  'recount_tasks',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    /** The applied line the new one disagrees with, and the held-back line. */
    firstLineId: uuid('first_line_id')
      .notNull()
      .references(() => stockCountLines.id),
    secondLineId: uuid('second_line_id')
      .notNull()
      .references(() => stockCountLines.id),
    /** What the second count expected (first count + movements between) and what it found. */
    expectedQuantity: qty('expected_quantity').notNull(),
    countedQuantity: qty('counted_quantity').notNull(),
    status: recountStatus('status').notNull().default('open'),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedLineId: uuid('resolved_line_id').references(() => stockCountLines.id),
    ...stamps,
  },
  (t) => [index('recount_tasks_loc_good_ix').on(t.locationId, t.goodId), index('recount_tasks_status_ix').on(t.status)],
);

export const preloads = pgTable(
  'preloads',
  {
    id: id(),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    /** The warehouse the preload leaves from (a transfer_out there); null = stock from outside. */
    sourceLocationId: uuid('source_location_id').references(() => stockLocations.id),
    plannedQuantity: qty('planned_quantity').notNull(),
    loadedQuantity: qty('loaded_quantity'),
    loadedAt: ts('loaded_at'),
    loadedBy: uuid('loaded_by').references(() => users.id),
    ...replicated,
  },
  (t) => [uniqueIndex('preloads_night_loc_good_uq').on(t.nightId, t.locationId, t.goodId)],
);

// ───────────────────────────── Sales ─────────────────────────────

/**
 * How a sale was paid. `table_bill`: a served restaurant order put on its table's bill
 * (domain/resto-order-sale.ts), a sale when served and paid when the bill is closed (resto_bills,
 * domain/resto-bill.ts) — never a terminal's method.
 */
export const paymentMethod = pgEnum('payment_method', ['cash', 'card', 'vip_card', 'transfer', 'wallet', 'table_bill']);
export const saleStatus = pgEnum('sale_status', ['completed', 'cancelled']);
export const sales = pgTable(
  'sales',
  {
    /**
     * Chosen by the terminal: a resent sale hits this key and is acknowledged, not duplicated. A
     * delivered VIP table order's sale (no terminal) has an id derived from the order's
     * (domain/mobile-order-sale.ts), so it is booked once too.
     */
    id: uuid('id').primaryKey(),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    pointOfSaleId: uuid('point_of_sale_id')
      .notNull()
      .references(() => pointsOfSale.id),
    terminalId: uuid('terminal_id').references(() => terminals.id),
    cashierId: uuid('cashier_id').references(() => users.id),
    at: ts('at').notNull(),
    payment: paymentMethod('payment').notNull(),
    vipCardId: uuid('vip_card_id').references(() => vipCards.id),
    total: money('total').notNull(),
    status: saleStatus('status').notNull().default('completed'),
    ...replicated,
  },
  (t) => [index('sales_night_pos_ix').on(t.nightId, t.pointOfSaleId), index('sales_at_ix').on(t.at)],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    id: id(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    ...replicated,
  },
  (t) => [index('sale_lines_sale_ix').on(t.saleId), index('sale_lines_product_ix').on(t.productId)],
);

export const compReason = pgEnum('comp_reason', ['vip', 'promoter', 'artist', 'staff', 'other']);
export const compSource = pgEnum('comp_source', ['pos', 'backoffice']);
/**
 * Comps (cortesías / consumo interno): drinks and bottles given away with a reason and the staff
 * member who authorised them. Each consumes its product's recipe at the bar like a sale at price
 * zero (`comp` stock movements, source 'comp' = this id). From a POS sale line (source 'pos',
 * saleId/terminalId set) or recorded at the back-office (offline command 'comp.record').
 */
export const comps = pgTable(
  'comps',
  {
    /** The domain id, chosen by the device (back-office) or the server (a POS sale's line). */
    id: uuid('id').primaryKey(),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    /** The bar whose stock it consumed. */
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: qty('quantity').notNull(),
    reason: compReason('reason').notNull(),
    note: text('note').notNull().default(''),
    authorisedBy: uuid('authorised_by')
      .notNull()
      .references(() => users.id),
    recordedBy: uuid('recorded_by').references(() => users.id),
    source: compSource('source').notNull(),
    saleId: uuid('sale_id').references(() => sales.id),
    terminalId: uuid('terminal_id').references(() => terminals.id),
    /** Σ recipe × the goods' unit cost when it was given (cents), a snapshot for the rows' list. */
    costCents: money('cost_cents').notNull(),
    at: ts('at').notNull(),
    ...replicated,
  },
  (t) => [index('comps_night_ix').on(t.nightId), index('comps_sale_ix').on(t.saleId)],
);

export const cancellationStatus = pgEnum('cancellation_status', ['pending', 'approved', 'rejected']);
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: id(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    at: ts('at').notNull().defaultNow(),
    status: cancellationStatus('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
    ...replicated,
  },
  (t) => [index('cancellation_requests_status_ix').on(t.status), index('cancellation_requests_version_ix').on(t.version)],
);

export const freeEntryStatus = pgEnum('free_entry_status', ['issued', 'used', 'void']);
export const freeEntries = pgTable(
  'free_entries',
  {
    id: id(),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    guestName: text('guest_name').notNull(),
    document: text('document'),
    promoter: text('promoter').notNull().default(''),
    people: integer('people').notNull().default(1),
    arrived: integer('arrived').notNull().default(0),
    code: text('code').notNull().unique(),
    status: freeEntryStatus('status').notNull().default('issued'),
    validUntil: ts('valid_until'),
    createdBy: uuid('created_by').references(() => users.id),
    /** The first arrival checked in at the door (first check-in wins). */
    checkedInAt: ts('checked_in_at'),
    checkedInBy: uuid('checked_in_by').references(() => users.id),
    ...replicated,
  },
  // The same document twice on one night is refused; a voided (or deleted) entry frees it again.
  (t) => [
    uniqueIndex('free_entries_night_document_uq')
      .on(t.nightId, t.document)
      .where(sql`${t.status} <> 'void' and ${t.deletedAt} is null`),
    index('free_entries_night_version_ix').on(t.nightId, t.version),
  ],
);

/**
 * Each door check-in by the id its device chose (`freeEntry.checkIn`'s checkInId): the same arrival
 * pushed again under another command id finds its row and changes nothing. Append-only.
 */
export const freeEntryCheckIns = pgTable('free_entry_check_ins', {
  id: uuid('id').primaryKey(),
  entryId: uuid('entry_id')
    .notNull()
    .references(() => freeEntries.id),
  people: integer('people').notNull(),
  at: ts('at').notNull(),
  by: uuid('by_user_id').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const cashExtractions = pgTable('cash_extractions', {
  id: id(),
  nightId: uuid('night_id')
    .notNull()
    .references(() => nights.id),
  pointOfSaleId: uuid('point_of_sale_id')
    .notNull()
    .references(() => pointsOfSale.id),
  amount: money('amount').notNull(),
  by: uuid('by_user_id')
    .notNull()
    .references(() => users.id),
  witnessedBy: uuid('witnessed_by').references(() => users.id),
  at: ts('at').notNull().defaultNow(),
  note: text('note').notNull().default(''),
  /** The register → safe transfer it booked in cash flow (both legs share this group id). */
  transferGroupId: uuid('transfer_group_id'),
  ...replicated,
});

// ───────────────────────────── VIP cards ─────────────────────────────

export const cardTypes = pgTable(
  'card_types',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    creditAllowed: boolean('credit_allowed').notNull().default(false),
    defaultCreditLimit: money('default_credit_limit').notNull().default(0),
    color: text('color').notNull().default('#f97316'),
    benefits: text('benefits').notNull().default(''),
    /** A type in use is deactivated, never deleted: its cards keep pointing at it. */
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  // Every pull of the venue's stock, prices, cards or kitchen reads its ids here (a chain holds many venues).
  (t) => [index('card_types_venue_ix').on(t.venueId)],
);

export const cardStatus = pgEnum('card_status', ['active', 'blocked', 'lost']);
export const vipCards = pgTable(
  'vip_cards',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    number: text('number').notNull(),
    holderName: text('holder_name').notNull(),
    holderDocument: text('holder_document').notNull().default(''),
    holderPhone: text('holder_phone').notNull().default(''),
    holderEmail: text('holder_email').notNull().default(''),
    /** The signed-in staff member who owns this card, when any (user/cards). */
    userId: uuid('user_id').references(() => users.id),
    cardTypeId: uuid('card_type_id')
      .notNull()
      .references(() => cardTypes.id),
    status: cardStatus('status').notNull().default('active'),
    creditLimit: money('credit_limit').notNull().default(0),
    /** Sum of the ledger, kept by the card_ledger trigger; `version` tells which state it reflects. */
    balance: money('balance').notNull().default(0),
    lastMovementAt: ts('last_movement_at'),
    replacedById: uuid('replaced_by_id'),
    ...replicated,
  },
  (t) => [
    uniqueIndex('vip_cards_venue_number_uq').on(t.venueId, t.number),
    // One venue's changes for its pull (not version alone: see stock_levels).
    index('vip_cards_venue_version_ix').on(t.venueId, t.version),
    index('vip_cards_holder_ix').on(t.holderName),
  ],
);

export const ledgerKind = pgEnum('ledger_kind', ['topup', 'consumption', 'payment', 'refund', 'adjustment']);
export const cardLedger = pgTable(
  'card_ledger',
  {
    id: id(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => vipCards.id),
    at: ts('at').notNull().defaultNow(),
    kind: ledgerKind('kind').notNull(),
    amount: money('amount').notNull(),
    saleId: uuid('sale_id').references(() => sales.id),
    /** The delivered mobile order this consumption charges (one entry per order: unique). */
    mobileOrderId: uuid('mobile_order_id'),
    /** How the money came in or went out (top-ups, payments, refunds); null for consumption and adjustments. */
    method: paymentMethod('method'),
    userId: uuid('user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    ...replicated,
  },
  (t) => [
    index('card_ledger_card_at_ix').on(t.cardId, t.at),
    uniqueIndex('card_ledger_mobile_order_uq').on(t.mobileOrderId),
    // A sale charges a card once and its cancellation gives it back once.
    uniqueIndex('card_ledger_sale_kind_uq').on(t.saleId, t.kind),
  ],
);

export const mobileOrderStatus = pgEnum('mobile_order_status', ['placed', 'accepted', 'delivered', 'rejected']);
export const mobileOrders = pgTable(
  'mobile_orders',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    cardId: uuid('card_id').references(() => vipCards.id),
    tableLabel: text('table_label'),
    nightId: uuid('night_id').references(() => nights.id),
    status: mobileOrderStatus('status').notNull().default('placed'),
    placedAt: ts('placed_at').notNull().defaultNow(),
    acceptedAt: ts('accepted_at'),
    deliveredAt: ts('delivered_at'),
    rejectedAt: ts('rejected_at'),
    handledBy: uuid('handled_by').references(() => users.id),
    note: text('note').notNull().default(''),
    /** Why staff rejected it (shown to the guest). */
    rejectReason: text('reject_reason').notNull().default(''),
    /** The sale its delivery booked (domain/mobile-order-sale.ts: id derived from the order's). */
    saleId: uuid('sale_id').references(() => sales.id),
    ...replicated,
  },
  (t) => [index('mobile_orders_venue_placed_ix').on(t.venueId, t.placedAt)],
);

export const mobileOrderLines = pgTable('mobile_order_lines', {
  id: id(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => mobileOrders.id),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id),
  quantity: integer('quantity').notNull(),
  unitPrice: money('unit_price').notNull(),
  ...replicated,
});

// ───────────────────────────── Cash flow ─────────────────────────────

export const cashAccountKind = pgEnum('cash_account_kind', ['register', 'safe', 'bank', 'wallet']);
export const cashAccounts = pgTable('cash_accounts', {
  id: id(),
  venueId: uuid('venue_id')
    .notNull()
    .references(() => venues.id),
  kind: cashAccountKind('kind').notNull(),
  name: text('name').notNull(),
  currency: text('currency').notNull().default('ARS'),
  pointOfSaleId: uuid('point_of_sale_id').references(() => pointsOfSale.id),
  active: boolean('active').notNull().default(true),
  ...replicated,
});

export const cashSessionStatus = pgEnum('cash_session_status', ['open', 'counting', 'closed']);
export const cashSessions = pgTable(
  'cash_sessions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => cashAccounts.id),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    openingFloat: money('opening_float').notNull().default(0),
    status: cashSessionStatus('status').notNull().default('open'),
    /** Blind count entered by the counter; expected is computed, then the difference shown. */
    countedAmount: money('counted_amount'),
    expectedAmount: money('expected_amount'),
    differenceReason: text('difference_reason'),
    openedBy: uuid('opened_by').references(() => users.id),
    /** The opening float counted by denomination ({ "100000": 3, … }: face value in cents → pieces), or null when entered as a total. */
    floatDenominations: jsonb('float_denominations').$type<Record<string, number>>(),
    /** The blind count: who counted, when, and by denomination (null when entered as a total). */
    countedBy: uuid('counted_by').references(() => users.id),
    countedAt: ts('counted_at'),
    countDenominations: jsonb('count_denominations').$type<Record<string, number>>(),
    /** The supervisor (never the counter) who confirmed the count and closed the session. */
    closedBy: uuid('closed_by').references(() => users.id),
    closedAt: ts('closed_at'),
    ...replicated,
  },
  // One session per register and night: two clerks opening the same register race on this.
  (t) => [uniqueIndex('cash_sessions_account_night_uq').on(t.accountId, t.nightId).where(sql`${t.deletedAt} is null`)],
);

export const cashCategoryKind = pgEnum('cash_category_kind', ['income', 'expense']);
export const cashCategories = pgTable(
  'cash_categories',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    kind: cashCategoryKind('kind').notNull(),
    /** A label: managers rename categories, system ones included. */
    name: text('name').notNull(),
    /**
     * The fixed key of a system category, the one the booking rules file money under (cash sales,
     * VIP card money, a register's over/short, wages: SYSTEM_CATEGORIES in server/domain/cash-ledger.ts);
     * null for the venue's own. A system category keeps its key when renamed and cannot be retired.
     */
    systemKey: text('system_key'),
    ...replicated,
  },
  (t) => [uniqueIndex('cash_categories_venue_system_key_uq').on(t.venueId, t.systemKey).where(sql`${t.systemKey} is not null`)],
);

export const cashMovementKind = pgEnum('cash_movement_kind', ['income', 'expense', 'transfer', 'extraction', 'staff_payment']);
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => cashAccounts.id),
    at: ts('at').notNull().defaultNow(),
    nightId: uuid('night_id').references(() => nights.id),
    kind: cashMovementKind('kind').notNull(),
    amount: money('amount').notNull(),
    categoryId: uuid('category_id').references(() => cashCategories.id),
    counterpart: text('counterpart').notNull().default(''),
    note: text('note').notNull().default(''),
    userId: uuid('user_id').references(() => users.id),
    /** Both legs of a transfer share this id. */
    transferGroupId: uuid('transfer_group_id'),
    /**
     * What booked it, when a domain event did (a sale, a VIP card ledger entry, a cancellation, an
     * extraction, a cash session, a staff payment): with the account it makes each booking happen
     * at most once, however often or concurrently the event is replayed.
     */
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    ...replicated,
  },
  (t) => [
    index('cash_movements_account_at_ix').on(t.accountId, t.at),
    index('cash_movements_night_ix').on(t.nightId),
    uniqueIndex('cash_movements_source_uq')
      .on(t.sourceType, t.sourceId, t.accountId)
      .where(sql`${t.sourceId} is not null and ${t.deletedAt} is null`),
  ],
);

/** Receipt photos and documents attached to a movement (stored like app downloads' files). */
export const cashMovementAttachments = pgTable('cash_movement_attachments', {
  id: id(),
  movementId: uuid('movement_id')
    .notNull()
    .references(() => cashMovements.id),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: uuid('uploaded_by').references(() => users.id),
  ...replicated,
});

/** How a venue gets paid (SPEC configuracion/finanzas): a label per method and the account it settles into. */
export const cashPaymentMethods = pgTable(
  'cash_payment_methods',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    method: paymentMethod('method').notNull(),
    name: text('name').notNull(),
    /** Where its money lands (cash: the point of sale's register, so null; card: the bank…). */
    settlementAccountId: uuid('settlement_account_id').references(() => cashAccounts.id),
    /** The processor's fee in basis points (250 = 2.5 %). */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  (t) => [uniqueIndex('cash_payment_methods_venue_method_uq').on(t.venueId, t.method).where(sql`${t.deletedAt} is null`)],
);

export const staffMembers = pgTable('staff_members', {
  id: id(),
  venueId: uuid('venue_id')
    .notNull()
    .references(() => venues.id),
  name: text('name').notNull(),
  role: text('role').notNull(),
  ratePerNight: money('rate_per_night').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...replicated,
});

/** Who worked which night, and what the night is worth to them (the rate at the time, editable). */
export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: id(),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id),
    amountDue: money('amount_due').notNull(),
    note: text('note').notNull().default(''),
    ...replicated,
  },
  (t) => [uniqueIndex('staff_shifts_night_member_uq').on(t.nightId, t.staffMemberId).where(sql`${t.deletedAt} is null`)],
);

export const staffPayments = pgTable('staff_payments', {
  id: id(),
  nightId: uuid('night_id')
    .notNull()
    .references(() => nights.id),
  staffMemberId: uuid('staff_member_id')
    .notNull()
    .references(() => staffMembers.id),
  amount: money('amount').notNull(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => cashAccounts.id),
  cashMovementId: uuid('cash_movement_id').references(() => cashMovements.id),
  ...replicated,
});

// ───────────────────────────── Restaurant ─────────────────────────────

/**
 * A dining or VIP area (issue 35, configuracion/resto 201): which restaurant point of sale charges
 * its orders, which bar (stock location) its orders consume from, which price list prices its menu.
 */
export const restoAreas = pgTable(
  'resto_areas',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    pointOfSaleId: uuid('point_of_sale_id').references(() => pointsOfSale.id),
    stockLocationId: uuid('stock_location_id').references(() => stockLocations.id),
    priceListId: uuid('price_list_id').references(() => priceLists.id),
    /** A VIP area: its tables sell bottle service with a minimum spend. */
    vip: boolean('vip').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  // Every pull of the venue's stock, prices, cards or kitchen reads its ids here (a chain holds many venues).
  (t) => [index('resto_areas_venue_ix').on(t.venueId)],
);

export const restoTableShape = pgEnum('resto_table_shape', ['round', 'square', 'rectangle']);
/**
 * A table on its area's floor plan: position and size in plan units (the plan is 1000 × 1000,
 * whatever the screen), joinable with the tables next to it for a larger party.
 */
export const restoTables = pgTable('resto_tables', {
  id: id(),
  areaId: uuid('area_id')
    .notNull()
    .references(() => restoAreas.id),
  name: text('name').notNull(),
  seats: integer('seats').notNull(),
  shape: restoTableShape('shape').notNull().default('square'),
  x: integer('x').notNull().default(0),
  y: integer('y').notNull().default(0),
  width: integer('width').notNull().default(80),
  height: integer('height').notNull().default(80),
  joinable: boolean('joinable').notNull().default(false),
  /** Bottle service: the least a party at this table consumes (cents; 0 = none). */
  minimumSpend: money('minimum_spend').notNull().default(0),
  /** Paid when booking and credited to the table's bill (cents; 0 = none). */
  deposit: money('deposit').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...replicated,
});

/** A kitchen or bar station: where a menu item is prepared, with its own display. */
export const restoStations = pgTable(
  'resto_stations',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  // Every pull of the venue's stock, prices, cards or kitchen reads its ids here (a chain holds many venues).
  (t) => [index('resto_stations_venue_ix').on(t.venueId)],
);

/** A product the restaurant sells (priced by its area's price list), with its category and station. */
export const restoMenuItems = pgTable(
  'resto_menu_items',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    category: text('category').notNull(),
    stationId: uuid('station_id').references(() => restoStations.id),
    /** Switched off when the kitchen runs out (86'd). */
    available: boolean('available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    ...replicated,
  },
  (t) => [uniqueIndex('resto_menu_items_venue_product_uq').on(t.venueId, t.productId)],
);

/** A choice on a menu item ("sin hielo", "doble"), with what it adds to the price (cents, may be 0). */
export const restoModifiers = pgTable('resto_modifiers', {
  id: id(),
  menuItemId: uuid('menu_item_id')
    .notNull()
    .references(() => restoMenuItems.id),
  name: text('name').notNull(),
  priceDelta: money('price_delta').notNull().default(0),
  ...replicated,
});

/**
 * The venue's reservation rules (resto/configuraciones 314). `turnMinutes`: how long a party holds
 * its table, by party size: [{ upTo: 2, minutes: 90 }, { upTo: 6, minutes: 120 }, …], the first
 * entry whose `upTo` ≥ the party; larger parties take the last entry.
 */
export const restoSettings = pgTable('resto_settings', {
  venueId: uuid('venue_id')
    .primaryKey()
    .references(() => venues.id),
  slotMinutes: integer('slot_minutes').notNull().default(15),
  turnMinutes: jsonb('turn_minutes')
    .$type<{ upTo: number; minutes: number }[]>()
    .notNull()
    .default(sql`'[{"upTo":2,"minutes":90},{"upTo":6,"minutes":120},{"upTo":1000,"minutes":150}]'::jsonb`),
  minParty: integer('min_party').notNull().default(1),
  maxParty: integer('max_party').notNull().default(20),
  /** Most covers that may start within one 15-minute window (0 = no limit). */
  pacingPer15: integer('pacing_per_15').notNull().default(0),
  /** A booked table is released when the party is this late (minutes). */
  noShowReleaseMinutes: integer('no_show_release_minutes').notNull().default(20),
  ...stamps,
});

export const reservationStatus = pgEnum('reservation_status', [
  'requested',
  'confirmed',
  'seated',
  'completed',
  'cancelled',
  'no_show',
]);
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    /** When the party arrives and leaves its table(s): date + time, + the turn time of its size. */
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    partySize: integer('party_size').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The first of its tables (reservation_tables holds them all: joined tables). */
    tableId: uuid('table_id').references(() => restoTables.id),
    notes: text('notes').notNull().default(''),
    status: reservationStatus('status').notNull().default('requested'),
    /** On the waiting list: no table held yet. */
    waitlisted: boolean('waitlisted').notNull().default(false),
    minimumSpend: money('minimum_spend').notNull().default(0),
    deposit: money('deposit').notNull().default(0),
    vipCardId: uuid('vip_card_id').references(() => vipCards.id),
    seatedAt: ts('seated_at'),
    createdBy: uuid('created_by').references(() => users.id),
    ...replicated,
  },
  (t) => [index('reservations_venue_date_ix').on(t.venueId, t.date), index('reservations_version_ix').on(t.version)],
);

/** The tables a reservation holds (one, or several joined), for the double-booking check. */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    tableId: uuid('table_id')
      .notNull()
      .references(() => restoTables.id),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.tableId] }), index('reservation_tables_table_ix').on(t.tableId)],
);

export const kitchenOrderStatus = pgEnum('kitchen_order_status', ['new', 'preparing', 'ready', 'served', 'cancelled']);
/**
 * A table's order (comanda), taken by a waiter, possibly offline: its id is the device's. A second
 * device on the same table adds lines to the table's open order rather than a parallel copy.
 */
export const kitchenOrders = pgTable('kitchen_orders', {
  id: id(),
  tableId: uuid('table_id')
    .notNull()
    .references(() => restoTables.id),
  waiterId: uuid('waiter_id').references(() => users.id),
  status: kitchenOrderStatus('status').notNull().default('new'),
  nightId: uuid('night_id').references(() => nights.id),
  reservationId: uuid('reservation_id').references(() => reservations.id),
  /** Charged to this VIP card instead of the table's bill. */
  vipCardId: uuid('vip_card_id').references(() => vipCards.id),
  /** The sale its serving booked, once. */
  saleId: uuid('sale_id').references(() => sales.id),
  ...replicated,
});

/** One line of an order, with its own device-chosen id, its station, course and modifiers. */
export const kitchenOrderLines = pgTable('kitchen_order_lines', {
  id: id(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => kitchenOrders.id),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id),
  quantity: integer('quantity').notNull(),
  note: text('note').notNull().default(''),
  stationId: uuid('station_id').references(() => restoStations.id),
  course: integer('course').notNull().default(1),
  status: kitchenOrderStatus('status').notNull().default('new'),
  /** Unit price at the time of ordering, modifiers included (cents). */
  unitPrice: money('unit_price').notNull().default(0),
  modifierIds: jsonb('modifier_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  ...replicated,
});

/**
 * A table's bill closed on a night (domain/resto-bill.ts), once: its id is derived from the night
 * and the reservation (or the table, for a walk-in). The figures as they were at the close:
 * consumed = Σ of the served orders' sales, the minimum spend, the deposit credited, the shortfall
 * (max(minimum − consumed, 0), booked as its own sale `shortfallSaleId`), what was collected
 * (`paid`, by `method`; 0 when the deposit covered it) and the tips (not a sale: the staff's money).
 */
export const restoBills = pgTable(
  'resto_bills',
  {
    id: uuid('id').primaryKey(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    tableId: uuid('table_id')
      .notNull()
      .references(() => restoTables.id),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    consumed: money('consumed').notNull(),
    onBill: money('on_bill').notNull(),
    minimumSpend: money('minimum_spend').notNull(),
    deposit: money('deposit').notNull(),
    shortfall: money('shortfall').notNull(),
    shortfallSaleId: uuid('shortfall_sale_id').references(() => sales.id),
    paid: money('paid').notNull(),
    method: paymentMethod('method'),
    tips: money('tips').notNull().default(0),
    tipsMethod: paymentMethod('tips_method'),
    closedBy: uuid('closed_by').references(() => users.id),
    closedAt: ts('closed_at').notNull(),
    ...stamps,
  },
  (t) => [index('resto_bills_night_ix').on(t.nightId)],
);

// ───────────────────────────── E-invoicing ─────────────────────────────

/**
 * draft: legacy rows only (the app issues `pending`); pending: waiting for its authorisation job;
 * uncertain: asked with a number, no trustworthy answer yet (resolved only by asking the authority
 * about that number); authorized: has its CAE, never edited again; rejected: refused, no number used.
 */
export const invoiceStatus = pgEnum('invoice_status', ['draft', 'authorized', 'rejected', 'uncertain', 'pending']);
/** A code and text the authority answered (Observaciones, Errors, Events). */
type AuthorityNote = { code: number; message: string };
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    afipPosNumber: integer('afip_pos_number').notNull(),
    /** 'A' | 'B' | 'C' | 'NCA' | 'NCB' | 'NCC' (credit notes). */
    type: text('type').notNull(),
    /** The authority's number: null until the authorisation job assigns it (and again if rejected). */
    number: integer('number'),
    date: date('date', { mode: 'string' }).notNull(),
    /** 1 products, 2 services, 3 both (AFIP's Concepto). */
    concept: integer('concept').notNull().default(1),
    /** AFIP's DocTipo as digits: 80 CUIT, 86 CUIL, 96 DNI, 99 final consumer. */
    customerDocType: text('customer_doc_type').notNull().default('99'),
    customerDocNumber: text('customer_doc_number').notNull().default('0'),
    customerName: text('customer_name').notNull().default('Consumidor final'),
    /** RG 5616's CondicionIVAReceptorId: 1 RI, 4 exento, 5 consumidor final, 6 monotributo… */
    customerVatConditionId: integer('customer_vat_condition_id').notNull().default(5),
    net: money('net').notNull(),
    /** Per rate (percent), cents: Σ base = net, Σ amount = VAT (server/domain/invoice-totals.ts); empty for class C. */
    vat: jsonb('vat').$type<{ rate: number; base: number; amount: number }[]>().notNull().default([]),
    total: money('total').notNull(),
    currency: text('currency').notNull().default('ARS'),
    cae: text('cae'),
    caeExpiry: date('cae_expiry', { mode: 'string' }),
    status: invoiceStatus('status').notNull().default('draft'),
    observations: jsonb('observations').$type<AuthorityNote[]>().notNull().default([]),
    errors: jsonb('errors').$type<AuthorityNote[]>().notNull().default([]),
    events: jsonb('events').$type<AuthorityNote[]>().notNull().default([]),
    /** SHA-256 of the authorisation request persisted before it was sent (number included). */
    payloadHash: text('payload_hash'),
    /** How many times the authority was asked to authorise it. */
    attempts: integer('attempts').notNull().default(0),
    authorizedAt: ts('authorized_at'),
    qrUrl: text('qr_url'),
    creditNoteForId: uuid('credit_note_for_id'),
    creditNoteReason: text('credit_note_reason'),
    saleId: uuid('sale_id').references(() => sales.id),
    /** The user who issued it (user/account invoices); null for invoices issued by a terminal. */
    issuedBy: uuid('issued_by').references(() => users.id),
    ...replicated,
  },
  (t) => [
    uniqueIndex('invoices_pos_type_number_uq').on(t.venueId, t.afipPosNumber, t.type, t.number),
    // A sale is invoiced at most once: a rejected invoice used no number and frees its sale.
    uniqueIndex('invoices_sale_once_uq')
      .on(t.saleId)
      .where(
        sql`${t.saleId} is not null and ${t.creditNoteForId} is null and ${t.status} <> 'rejected' and ${t.deletedAt} is null`,
      ),
    // The authorisation job's queue: a sequence's invoices still to authorise, oldest first.
    index('invoices_sequence_ix').on(t.venueId, t.afipPosNumber, t.type, t.status, t.createdAt),
    index('invoices_venue_date_ix').on(t.venueId, t.date),
    index('invoices_credit_note_for_ix').on(t.creditNoteForId),
  ],
);

export const invoiceLines = pgTable('invoice_lines', {
  id: id(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id),
  description: text('description').notNull(),
  quantity: qty('quantity').notNull(),
  unitPrice: money('unit_price').notNull(),
  vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  ...replicated,
});

/**
 * A venue's e-invoicing identity and credentials (configuracion/sistema, 201). The private key is
 * kept sealed (AES-256-GCM, server/einvoicing/secret-key.ts) under NOCTUA_SECRET_KEY — or, for the
 * local double only, a demo key — and never leaves the server; `private_key_key_id` names the key
 * that sealed it.
 */
export const einvoicingSettings = pgTable('einvoicing_settings', {
  venueId: uuid('venue_id')
    .primaryKey()
    .references(() => venues.id),
  cuit: text('cuit').notNull(),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull().default(''),
  /** 'responsable_inscripto' | 'monotributo' | 'exento': decides the letters the venue issues. */
  vatCondition: text('vat_condition').notNull(),
  grossIncomeNumber: text('gross_income_number').notNull().default(''),
  activityStart: date('activity_start', { mode: 'string' }),
  /** ISO 3166-1 alpha-2: 'AR' authorises with AFIP; another country generates EN 16931 documents. */
  country: text('country').notNull().default('AR'),
  /** 'double' (the local double of AFIP) | 'homologacion' | 'produccion'. */
  environment: text('environment').notNull(),
  certificatePem: text('certificate_pem'),
  certificateSubject: text('certificate_subject'),
  /** SHA-256 of the certificate's DER, hex: the login tickets are kept per certificate. */
  certificateFingerprint: text('certificate_fingerprint'),
  certificateNotAfter: ts('certificate_not_after'),
  privateKeySealed: text('private_key_sealed'),
  privateKeyKeyId: text('private_key_key_id'),
  /** The day (UTC) the venue's users were last told its certificate expires soon: once a day at most. */
  certificateAlertedOn: date('certificate_alerted_on', { mode: 'string' }),
  ...stamps,
});

/**
 * WSAA login tickets, shared by every instance (a second login while one is valid is refused by the
 * authority): one per certificate, environment and service, refreshed by one instance at a time
 * under the lease columns (server/einvoicing/ticket-store.ts).
 */
export const afipTickets = pgTable(
  'afip_tickets',
  {
    certificateFingerprint: text('certificate_fingerprint').notNull(),
    environment: text('environment').notNull(),
    service: text('service').notNull(),
    token: text('token'),
    sign: text('sign'),
    /** The authority's generationTime and expirationTime of the ticket (its answer, not what was asked). */
    generatedAt: ts('generated_at'),
    expiresAt: ts('expires_at'),
    /** Who is logging in now, and until when the claim holds (a crashed holder's claim lapses). */
    leaseHolder: uuid('lease_holder'),
    leaseUntil: ts('lease_until'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.certificateFingerprint, t.environment, t.service] })],
);

/** The authority's code tables (FEParamGet*) as fetched for an environment, pinned at setup. */
export const afipParams = pgTable(
  'afip_params',
  {
    environment: text('environment').notNull(),
    /** 'cbte_tipo' | 'doc_tipo' | 'iva' | 'moneda' | 'condicion_iva_receptor' | 'pto_venta' … */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    fetchedAt: ts('fetched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.kind, t.code] })],
);

/**
 * One authorisation at a time per sequence (venue, AFIP point of sale, type) across instances: the
 * authorisation job holds this row's lease while it numbers and sends (server/einvoicing/authorize.ts).
 */
export const einvoiceSequenceLeases = pgTable(
  'einvoice_sequence_leases',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    afipPosNumber: integer('afip_pos_number').notNull(),
    type: text('type').notNull(),
    holder: uuid('holder').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.afipPosNumber, t.type] })],
);

// ───────────────────────────── People and access ─────────────────────────────

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  displayName: text('display_name').notNull(),
  position: text('position').notNull().default(''),
  photoUrl: text('photo_url'),
  passwordHash: text('password_hash').notNull(),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  active: boolean('active').notNull().default(true),
  ticketingActive: boolean('ticketing_active').notNull().default(false),
  ticketingUrl: text('ticketing_url'),
  /** Bumped on password change: tokens carry it, so older tokens stop working. */
  tokenVersion: integer('token_version').notNull().default(0),
  defaultVenueId: uuid('default_venue_id').references(() => venues.id),
  /** Set at each successful sign-in (the staff list shows it). */
  lastSignInAt: ts('last_sign_in_at'),
  /** An admin (300) requires two-factor sign-in: the user must enrol right after signing in. */
  totpRequired: boolean('totp_required').notNull().default(false),
  /**
   * Set when an admin gives the account a default password (the deployment's or a generated one):
   * it works until then (24 h) and only to choose a new one. Cleared when the user sets their own.
   */
  defaultPasswordExpiresAt: ts('default_password_expires_at'),
  ...replicated,
});

export const userVenues = pgTable(
  'user_venues',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.venueId] })],
);

export const privileges = pgTable('privileges', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
});

export const userPrivileges = pgTable(
  'user_privileges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    code: text('code')
      .notNull()
      .references(() => privileges.code),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * Failed sign-ins per normalised email, whether or not the account exists, so a lockout answers
 * the same for every email and reveals nothing. `pending` counts the attempts being checked right
 * now (claimed, not yet known right or wrong; server/routes/account/login-throttle.ts), so parallel
 * guesses never get more checks than the failures left.
 */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
  pending: integer('pending').notNull().default(0),
  /** When the last pending attempt was claimed: pending attempts older than a minute were lost. */
  pendingAt: ts('pending_at'),
});

/**
 * The sign-in back-off per client address (`key` = the address) and per address and account
 * (`key` = "address email", `email` set so unlocking the account clears it on every address):
 * failures only, with the same pending count as login_throttle.
 */
export const loginBackoff = pgTable(
  'login_backoff',
  {
    key: text('key').primaryKey(),
    email: text('email'),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: ts('window_started_at').notNull().defaultNow(),
    blockedUntil: ts('blocked_until'),
    pending: integer('pending').notNull().default(0),
    pendingAt: ts('pending_at'),
  },
  (t) => [index('login_backoff_email_ix').on(t.email)],
);

/** Two-factor challenges that gave their session (`id` is the challenge's jti): one challenge, one session. */
export const usedTotpChallenges = pgTable('used_totp_challenges', {
  id: text('id').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * A self-registration waiting for its email to be confirmed (issue 15 #12): the account is created
 * only when the link is opened, so the register call answers the same whether or not the email has
 * an account. Only the token's SHA-256 is kept; the row dies with its link (24 h).
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    ...stamps,
  },
  (t) => [index('pending_registrations_email_ix').on(t.email, t.createdAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  /** SHA-256 of the token sent in the link; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  /** 'reset' ('¿Olvidaste tu clave?') or 'invite' (an admin's invitation: same link, longer life). */
  purpose: text('purpose').notNull().default('reset'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  ...stamps,
});

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /**
     * Which kind of notification (src/contract/notification-messages.ts) with its raw parameters:
     * readers render it in their own language. Null on rows older than the catalogue, which only
     * have the Spanish title and description (still written, for older clients).
     */
    messageId: text('message_id'),
    params: jsonb('params').$type<Record<string, string | number>>(),
    img: text('img'),
    click: text('click'),
    type: integer('type').notNull().default(1),
    isRead: boolean('is_read').notNull().default(false),
    ...replicated,
  },
  (t) => [index('notifications_user_created_ix').on(t.userId, t.createdAt)],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    token: text('token').notNull(),
    /** "Chrome · Android", read from the user agent when the token was saved (my push devices). */
    deviceLabel: text('device_label').notNull().default(''),
    /** The app's language on that device when it saved the token (es/de/fr): pushes are worded in it. */
    lang: text('lang').notNull().default('es'),
    /**
     * The sign-in session that saved it: another account may take the token over only once this
     * session has ended (push-tokens.service.ts). Null for tokens saved before sessions were kept.
     */
    sessionId: uuid('session_id').references(() => userSessions.id, { onDelete: 'set null' }),
    ...stamps,
  },
  (t) => [uniqueIndex('push_tokens_token_uq').on(t.token)],
);

/**
 * One row per sign-in (login, registration, password change, "sign out everywhere"): what the
 * token of that device carries as `sid`. A session lives while its token version is the user's
 * and it has not expired; last_seen_at is touched at most every few minutes (middleware/auth.ts).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenVersion: integer('token_version').notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    ip: text('ip'),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    ...stamps,
  },
  (t) => [index('user_sessions_user_ix').on(t.userId, t.lastSeenAt)],
);

/**
 * A user's TOTP authenticator (RFC 6238): the secret AES-256-GCM encrypted with a key derived from
 * the JWT secret; `confirmedAt` null while the enrolment waits for its first code. `lastStep` is
 * the last accepted time step, so a used code is never accepted twice.
 */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEnc: text('secret_enc').notNull(),
  confirmedAt: ts('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  ...stamps,
});

/**
 * A two-factor reset of a money/access role asked by one admin, waiting for a second admin's
 * confirmation (issue 32 #1): open while confirmed_at is NULL and expires_at is ahead.
 */
export const twoFactorResetRequests = pgTable(
  'two_factor_reset_requests',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    expiresAt: ts('expires_at').notNull(),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: ts('confirmed_at'),
    ...stamps,
  },
  (t) => [index('two_factor_reset_requests_user_ix').on(t.userId)],
);

/** One-time recovery codes of a TOTP enrolment, stored as sha256 hashes; used_at once spent. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_recovery_codes_user_ix').on(t.userId)],
);

/**
 * The alerts raised during a night (issues 18, 31): one row per episode of a cause (kind + subject,
 * e.g. a bar's good below its minimum, a terminal gone silent). While the cause holds its row stays
 * active (cleared_at null) and nothing more is said, however often it is evaluated; once a check
 * finds it gone the row is cleared, and if it comes back a new row (and notification) follows. At
 * most one active row per cause (partial unique index). Server-only; rows are never deleted.
 */
export const nightAlerts = pgTable(
  'night_alerts',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    nightId: uuid('night_id')
      .notNull()
      .references(() => nights.id),
    /** A NightAlertKind of src/contract/gerencia-live.ts. */
    kind: text('kind').notNull(),
    /** What the condition is about: "<location>:<good>", a terminal, a cashier, a count, a register session. */
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When a check found the cause gone (null while it holds). */
    clearedAt: ts('cleared_at'),
  },
  (t) => [uniqueIndex('night_alerts_active_uq').on(t.nightId, t.kind, t.subject).where(sql`${t.clearedAt} is null`)],
);

/** Which notification kinds a user gets in-app and by push; no row = both on (the default). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** A NotificationKind of src/contract/account.ts. */
    kind: text('kind').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    push: boolean('push').notNull().default(true),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** The venue's address book (user/account): suppliers, promoters, artists. Online only. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    /** A ContactKind of src/contract/account.ts. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...stamps,
  },
  (t) => [index('contacts_venue_ix').on(t.venueId, t.name)],
);

/**
 * The venue's news for its staff (issue 32: each post belongs to one venue; its slug is unique
 * within the venue). Images in the body may only be the venue's own uploads (blog.service.ts).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    body: text('body').notNull(),
    cover: text('cover'),
    authorId: uuid('author_id').references(() => users.id),
    publishedAt: ts('published_at'),
    ...replicated,
  },
  (t) => [uniqueIndex('blog_posts_venue_slug_uq').on(t.venueId, t.slug)],
);

/** The POS apps a venue's staff download (issue 32: each venue keeps its own list and files). */
export const appDownloads = pgTable('app_downloads', {
  id: id(),
  venueId: uuid('venue_id')
    .notNull()
    .references(() => venues.id),
  name: text('name').notNull(),
  platform: text('platform').notNull(),
  appVersion: text('app_version').notNull(),
  /** An external link; empty when the file is stored by the server (fileKey). */
  url: text('url').notNull().default(''),
  notes: text('notes').notNull().default(''),
  /** Name of the stored file under the data dir's downloads/ folder (random, never the user's). */
  fileKey: text('file_key'),
  fileName: text('file_name'),
  fileSize: bigint('file_size', { mode: 'number' }),
  contentType: text('content_type'),
  sha256: text('sha256'),
  ...replicated,
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /**
     * The venue the write worked on (the writer's venue, server/domain/audit.ts); null for a
     * user's own account actions without a venue and for writes no user made.
     */
    venueId: uuid('venue_id').references(() => venues.id),
    userId: uuid('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_ix').on(t.entity, t.entityId),
    index('audit_log_at_ix').on(t.at),
    index('audit_log_venue_at_ix').on(t.venueId, t.at),
  ],
);

/**
 * Outbox commands the server has handled (sync push), recorded in the same transaction as their
 * effect: a replayed command id is answered from here and never applied twice; the same id with a
 * different body (body_hash) is rejected.
 */
export const appliedCommands = pgTable(
  'applied_commands',
  {
    commandId: uuid('command_id').primaryKey(),
    deviceId: text('device_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** SHA-256 of the canonical JSON of { name, args }. */
    bodyHash: text('body_hash').notNull(),
    status: text('status').$type<'applied' | 'rejected'>().notNull(),
    result: jsonb('result'),
    message: text('message'),
    appliedAt: ts('applied_at').notNull().defaultNow(),
  },
  (t) => [
    index('applied_commands_device_ix').on(t.deviceId),
    // Housekeeping deletes old rejections (server/maintenance.ts) through this.
    index('applied_commands_rejected_ix').on(t.appliedAt).where(sql`${t.status} = 'rejected'`),
  ],
);

// ───────────────────────────── Purchasing (issue 38) ─────────────────────────────
// Suppliers, purchase orders, goods receipts, supplier invoices and returns, and the history of
// every change of a good's unit cost. The costing rules are in server/domain/purchase-cost.ts and
// docs/decisions/0009-purchase-costs.md.

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    taxId: text('tax_id').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Days from order to delivery. */
    leadTimeDays: integer('lead_time_days').notNull().default(1),
    note: text('note').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...replicated,
  },
  (t) => [index('suppliers_venue_ix').on(t.venueId)],
);

/** What a supplier sells: the good, its pack (a case of 6 bottles) and the last price paid per unit. */
export const supplierGoods = pgTable(
  'supplier_goods',
  {
    id: id(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    packSize: integer('pack_size').notNull().default(1),
    /** Cents per unit of the good, from the last invoice (else the last receipt); null = never bought. */
    lastPrice: money('last_price'),
    lastPriceAt: ts('last_price_at'),
    ...replicated,
  },
  (t) => [uniqueIndex('supplier_goods_uq').on(t.supplierId, t.goodId)],
);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    number: integer('number').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** Where the goods are delivered (a warehouse, usually). */
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    status: text('status').$type<'draft' | 'sent' | 'partial' | 'received' | 'cancelled'>().notNull().default('draft'),
    expectedOn: date('expected_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id),
    sentAt: ts('sent_at'),
    cancelledAt: ts('cancelled_at'),
    ...replicated,
  },
  (t) => [uniqueIndex('purchase_orders_venue_number_uq').on(t.venueId, t.number)],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    packSize: integer('pack_size').notNull().default(1),
    /** Units of the good ordered (cases × pack). */
    quantity: qty('quantity').notNull(),
    /** Expected cents per unit. */
    unitPrice: money('unit_price').notNull(),
    /** Units received so far over the order's receipts. */
    quantityReceived: qty('quantity_received').notNull().default(0),
    ...replicated,
  },
  (t) => [uniqueIndex('purchase_order_lines_uq').on(t.orderId, t.goodId)],
);

/** A delivery received at the door; its id is chosen by the tablet (the offline command's domain id). */
export const goodsReceipts = pgTable(
  'goods_receipts',
  {
    id: uuid('id').primaryKey(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    number: integer('number').notNull(),
    orderId: uuid('order_id').references(() => purchaseOrders.id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    /** Why there is no order (required then). */
    reason: text('reason').notNull().default(''),
    note: text('note').notNull().default(''),
    /** When the goods arrived (the stock moves at this time). */
    at: ts('at').notNull(),
    receivedBy: uuid('received_by').references(() => users.id),
    /** Some line differs from its order line, or was damaged, or is not on the order. */
    hasDifferences: boolean('has_differences').notNull().default(false),
    ...replicated,
  },
  (t) => [uniqueIndex('goods_receipts_venue_number_uq').on(t.venueId, t.number), index('goods_receipts_order_ix').on(t.orderId)],
);

export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    id: id(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => goodsReceipts.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    orderLineId: uuid('order_line_id').references(() => purchaseOrderLines.id),
    packSize: integer('pack_size').notNull().default(1),
    cases: integer('cases').notNull().default(0),
    units: qty('units').notNull().default(0),
    /** Good units booked into stock: cases × pack + units. */
    quantity: qty('quantity').notNull(),
    /** Arrived damaged: noted, not booked into stock. */
    damaged: qty('damaged').notNull().default(0),
    /** What was ordered (0 without an order line). */
    ordered: qty('ordered').notNull().default(0),
    /** Cents per unit the stock entered at: the order's price, else the supplier's last, else the good's cost. */
    unitPrice: money('unit_price').notNull(),
    /** Units already invoiced against this line. */
    quantityInvoiced: qty('quantity_invoiced').notNull().default(0),
    note: text('note').notNull().default(''),
    ...replicated,
  },
  (t) => [index('goods_receipt_lines_receipt_ix').on(t.receiptId)],
);

export const supplierInvoices = pgTable(
  'supplier_invoices',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => goodsReceipts.id),
    /** The supplier's own number (e.g. 0001-00001234). */
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    status: text('status').$type<'posted' | 'cancelled'>().notNull().default('posted'),
    total: money('total').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    ...replicated,
  },
  (t) => [uniqueIndex('supplier_invoices_number_uq').on(t.supplierId, t.number).where(sql`${t.status} = 'posted'`)],
);

export const supplierInvoiceLines = pgTable(
  'supplier_invoice_lines',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => supplierInvoices.id),
    receiptLineId: uuid('receipt_line_id')
      .notNull()
      .references(() => goodsReceiptLines.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    quantity: qty('quantity').notNull(),
    /** Invoiced cents per unit. */
    unitPrice: money('unit_price').notNull(),
    /** The receipt line's price the stock entered at. */
    receivedPrice: money('received_price').notNull(),
    /** Of the invoiced units, those still on hand when the invoice was posted: only they move the cost. */
    onHand: qty('on_hand').notNull().default(0),
    ...replicated,
  },
  (t) => [index('supplier_invoice_lines_invoice_ix').on(t.invoiceId)],
);

export const supplierReturns = pgTable(
  'supplier_returns',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    number: integer('number').notNull(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => stockLocations.id),
    reason: text('reason').notNull(),
    at: ts('at').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    ...replicated,
  },
  (t) => [uniqueIndex('supplier_returns_venue_number_uq').on(t.venueId, t.number)],
);

export const supplierReturnLines = pgTable('supplier_return_lines', {
  id: id(),
  returnId: uuid('return_id')
    .notNull()
    .references(() => supplierReturns.id),
  goodId: uuid('good_id')
    .notNull()
    .references(() => goods.id),
  quantity: qty('quantity').notNull(),
  /** The good's unit cost the units left at (the average does not move on a return). */
  unitCost: money('unit_cost').notNull(),
  /** Cents per unit the supplier credits. */
  creditPrice: money('credit_price').notNull(),
  ...replicated,
});

/**
 * The stock's value beside the ledger (docs/decisions/0009-purchase-costs.md): one row per change of
 * a good's unit cost (cost_before → cost_after, revaluing the units on hand) and per movement booked
 * at a cost other than the one in force (a sale reversal at the sale's cost, a receipt at the
 * supplier's price). Σ movements × their cost + Σ value here = on hand × unit cost, per good.
 */
export const stockRevaluations = pgTable(
  'stock_revaluations',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    goodId: uuid('good_id')
      .notNull()
      .references(() => goods.id),
    at: ts('at').notNull().defaultNow(),
    costBefore: money('cost_before').notNull(),
    costAfter: money('cost_after').notNull(),
    /** The units the entry revalues (the venue's on hand for a cost change; the movement's for a booking). */
    quantity: qty('quantity').notNull(),
    /** Cents, exact (a quantity has 3 decimals). */
    value: numeric('value', { precision: 20, scale: 3, mode: 'number' }).notNull(),
    /** 'receipt' | 'invoice' | 'invoice_cancel' | 'manual' | 'booking' | 'last_price' */
    reason: text('reason').notNull(),
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    userId: uuid('user_id').references(() => users.id),
    note: text('note').notNull().default(''),
    ...stamps,
  },
  (t) => [index('stock_revaluations_good_at_ix').on(t.goodId, t.at), index('stock_revaluations_venue_ix').on(t.venueId)],
);
