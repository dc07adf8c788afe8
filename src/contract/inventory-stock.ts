// The stock slice of the inventory API (issue 6), shared by the app and the server: the stock
// board and the SPEC §7 inventory lookups (consultarGeneral, consultarDepositos, costos,
// valorizado, stockIdealCompras), par levels (stockIdeal) and the /api/generic catalogue lookups.
// Money is integer cents in the venue's currency; quantities are units of a good (0.4 of a bottle).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import type { GoodDto as CatalogueGoodDto } from './inventory-catalogue';
import type { PrivilegeCode } from './privileges';

// ───────────────────────────── Privileges ─────────────────────────────

/**
 * Which codes open each call. A call used by several screens accepts the codes of each of them:
 * - consultarGeneral (on hand per location × good): the stock board (418) and the ideal stock grid
 *   (103), which shows on hand beside each par level;
 * - consultarDepositos (locations with their totals): the board (418), the ideal stock location
 *   picker (103) and the valued stock of gerencia/costos (309);
 * - stockIdeal (read and write) and stockIdealCompras: ideal stock (103);
 * - costos: costs (309); valorizado: costs (309) and the valued-stock report (415).
 */
export const STOCK_CODES = {
  general: ['418', '103'],
  depositos: ['418', '103', '309'],
  stockIdeal: ['103'],
  compras: ['103'],
  costos: ['309'],
  valorizado: ['309', '415'],
} as const satisfies Record<string, readonly PrivilegeCode[]>;

const INVENTORY: PrivilegeCode[] = ['103', '109', '407', '409', '411', '412', '413', '414', '415', '416', '417', '418', '420'];

/**
 * The /api/generic lookups are read by many screens: the same codes that may read the replicated
 * goods, locations and price lists (src/contract/sync.ts: any inventory code or costs 309; price
 * lists also the VIP roles and general configuration 300), plus 201, the configuration screens
 * (configuracion/stock and barras) that manage this data.
 */
export const GENERIC_CODES = {
  mercaderias: [...INVENTORY, '309', '201'],
  barras: [...INVENTORY, '309', '201'],
  lPrecio: [...INVENTORY, '309', '306', '307', '308', '300', '201'],
  barrasCanjeo: [...INVENTORY, '309', '306', '307', '308', '300', '201'],
} as const satisfies Record<string, readonly PrivilegeCode[]>;

// ───────────────────────────── Requests ─────────────────────────────

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));

/** A par quantity: ≥ 0, at most 100000, up to 3 decimals (the same rule as a counted quantity). */
export const parQuantitySchema = v.pipe(
  v.number('La cantidad no es válida'),
  v.minValue(0, 'La cantidad no puede ser negativa'),
  v.maxValue(100_000, 'La cantidad es demasiado grande'),
  v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'La cantidad admite hasta 3 decimales'),
);

const MIN_ABOVE_IDEAL = 'El mínimo no puede superar al stock ideal';
const DUPLICATE_GOOD = 'Una mercadería aparece más de una vez';
const NO_IDEAL_FOR_MINIMUM = 'Indica el stock ideal para poder fijar un mínimo';
export const PAR_LINES_MAX = 5000;

/**
 * One good's par level. `idealQuantity: null` removes the par level (the good is no longer
 * stocked there); the minimum defaults to 0 and may not exceed the ideal.
 */
export const parLineSchema = v.pipe(
  v.strictObject({
    goodId: uuid,
    idealQuantity: v.nullable(parQuantitySchema),
    minimumQuantity: v.optional(v.nullable(parQuantitySchema), 0),
  }),
  v.forward(
    v.partialCheck(
      [['idealQuantity'], ['minimumQuantity']],
      (l) => l.idealQuantity !== null || !l.minimumQuantity,
      NO_IDEAL_FOR_MINIMUM,
    ),
    ['minimumQuantity'],
  ),
  v.forward(
    v.partialCheck(
      [['idealQuantity'], ['minimumQuantity']],
      (l) => l.idealQuantity === null || (l.minimumQuantity ?? 0) <= l.idealQuantity,
      MIN_ABOVE_IDEAL,
    ),
    ['minimumQuantity'],
  ),
);
export type ParLineInput = v.InferInput<typeof parLineSchema>;

export const parLevelsPutSchema = v.strictObject({
  locationId: uuid,
  lines: v.pipe(
    v.array(parLineSchema),
    v.maxLength(PAR_LINES_MAX, 'Demasiados cambios en un envío'),
    v.check((lines) => new Set(lines.map((l) => l.goodId)).size === lines.length, DUPLICATE_GOOD),
  ),
});
export type ParLevelsPut = v.InferOutput<typeof parLevelsPutSchema>;

export const parLevelsQuerySchema = v.object({ locationId: uuid });

/** Optional filters of the board and of the purchase suggestions. */
export const stockBoardQuerySchema = v.object({
  locationId: v.optional(uuid),
  category: v.optional(v.pipe(v.string(), v.maxLength(200, 'El valor no es válido'))),
});
export const purchaseQuerySchema = v.object({ locationId: v.optional(uuid) });
export const locationsQuerySchema = v.object({ kind: v.optional(v.picklist(['warehouse', 'bar'], 'El valor no es válido')) });
export const costsQuerySchema = v.object({ priceListId: v.optional(uuid) });

const INVALID_DATE = 'La fecha no es válida';
/** yyyy-MM-dd that is a real calendar day. */
export const businessDateSchema = calendarDate(INVALID_DATE);
export const valuedStockQuerySchema = v.object({ at: v.optional(businessDateSchema) });

// ───────────────────────────── Answers ─────────────────────────────

export type LocationKind = 'warehouse' | 'bar';

export interface StockLocationDto {
  id: string;
  name: string;
  kind: LocationKind;
  active: boolean;
}

/** One good at one location on the board. */
export interface StockBoardRow {
  locationId: string;
  locationName: string;
  locationKind: LocationKind;
  goodId: string;
  sku: string;
  goodName: string;
  category: string;
  unit: string;
  onHand: number;
  /** The good's current unit cost (cents). */
  unitCost: number;
  /** onHand × unitCost, rounded to the cent (negative when the ledger says on hand < 0). */
  value: number;
  /** null when the location has no par level for the good. */
  idealQuantity: number | null;
  minimumQuantity: number | null;
  /** On hand below the minimum, or below the ideal when the minimum is 0. */
  low: boolean;
}

/** GET /api/inventarios/consultarGeneral */
export interface StockBoardResponse {
  currency: string;
  generatedAt: string;
  locations: StockLocationDto[];
  categories: string[];
  rows: StockBoardRow[];
  totals: { value: number; lowCount: number; rows: number };
}

export interface LocationTotalsDto extends StockLocationDto {
  /** Goods with stock on hand (> 0) there. */
  goods: number;
  /** Sum of on-hand units (mixed units: a headline, not an amount of one thing). */
  quantity: number;
  value: number;
  lowCount: number;
}

/** GET /api/inventarios/consultarDepositos */
export interface LocationsResponse {
  currency: string;
  locations: LocationTotalsDto[];
  total: { value: number; lowCount: number };
}

/** A good on a par-level or purchase line: what ordering it needs to know. */
export interface GoodOrderRef {
  goodId: string;
  sku: string;
  name: string;
  category: string;
  unit: string;
  supplier: string;
  supplierPack: number;
}

export interface ParLevelRow extends GoodOrderRef {
  onHand: number;
  idealQuantity: number | null;
  minimumQuantity: number | null;
}

/** GET /api/inventarios/stockIdeal?locationId (PUT answers the same, plus what changed). */
export interface ParLevelsResponse {
  location: StockLocationDto;
  rows: ParLevelRow[];
}
export interface ParLevelsSaveResponse extends ParLevelsResponse {
  saved: number;
  removed: number;
}

/** One location's shortfall of a good: ideal − (on hand + in transit), > 0. */
export interface PurchaseNeed {
  locationId: string;
  locationName: string;
  idealQuantity: number;
  onHand: number;
  /** Sent on transfer notes towards this location and not yet received. */
  inTransit: number;
  missing: number;
}

/**
 * One good to buy: the shortfalls of every location (a surplus elsewhere does not offset them),
 * summed and rounded up once to whole supplier packs — one order line per good, not one pack per
 * bar. With a location filter it is that location's shortfall alone.
 */
export interface PurchaseLine extends GoodOrderRef {
  needs: PurchaseNeed[];
  /** Σ needs.missing */
  missing: number;
  /** missing rounded up to whole supplier packs. */
  suggested: number;
  packs: number;
  unitCost: number;
  cost: number;
}

export interface PurchaseSupplierGroup {
  /** '' when the goods have no supplier set. */
  supplier: string;
  lines: PurchaseLine[];
  total: number;
}

/** GET /api/inventarios/stockIdealCompras */
export interface PurchaseSuggestionsResponse {
  currency: string;
  generatedAt: string;
  suppliers: PurchaseSupplierGroup[];
  total: number;
  lineCount: number;
}

export interface PriceListDto {
  id: string;
  name: string;
  validFrom: string | null;
  validTo: string | null;
}

export interface RecipeCostLine {
  goodId: string;
  name: string;
  unit: string;
  quantity: number;
  unitCost: number;
  /** quantity × unitCost, unrounded cents (the product cost rounds the sum once). */
  cost: number;
}

export interface ProductPrice {
  priceListId: string;
  price: number;
  /** price − cost */
  margin: number;
  /** margin ÷ price (0.35 = 35 %); null when the price is 0. */
  marginPercent: number | null;
}

export interface ProductCostRow {
  productId: string;
  name: string;
  kind: string;
  category: string;
  /** Σ recipe quantity × the goods' current unit cost, rounded to the cent. */
  cost: number;
  recipe: RecipeCostLine[];
  /** A recipe good has no unit cost (0): the cost is understated. */
  missingCost: boolean;
  /** Only the lists that carry the product. */
  prices: ProductPrice[];
}

/** GET /api/inventarios/costos */
export interface CostsResponse {
  currency: string;
  priceLists: PriceListDto[];
  products: ProductCostRow[];
}

export interface ValuedLocation {
  locationId: string;
  name: string;
  kind: LocationKind;
  /** Goods with a non-zero quantity there. */
  goods: number;
  quantity: number;
  value: number;
}

/** GET /api/inventarios/valorizado[?at=yyyy-MM-dd] */
export interface ValuedStockResponse {
  currency: string;
  /** The business date asked for, or null for now. */
  at: string | null;
  /** The moment valued: now, or the end of that business date (the venue's cutoff hour next morning). */
  asOf: string;
  locations: ValuedLocation[];
  total: { quantity: number; value: number };
}

// ── /api/generic ──

/** A good as the generic API sends it: its unit as plain text and its barcodes as strings. */
export interface GoodDto extends Omit<CatalogueGoodDto, 'unit' | 'barcodes' | 'onHand' | 'updatedAt'> {
  unit: string;
  barcodes: string[];
}

/** An item of the drink price list (SPEC §3 "bebidas": items have id, the product's). */
export interface DrinkPriceDto {
  id: string;
  name: string;
  category: string;
  active: boolean;
  prices: { priceListId: string; priceListName: string; price: number }[];
}

export interface BarDto {
  id: string;
  name: string;
  active: boolean;
  /** The points of sale that sell from this bar's stock, with the price list each uses. */
  pointsOfSale: { id: string; name: string; active: boolean; priceListId: string | null; priceListName: string | null }[];
}

/**
 * Canje: in an Argentine boliche a drink is often paid at a cash desk (or included with the entry)
 * and the ticket is exchanged ("canjeado") for the drink at a bar. A redemption item is a drink a
 * ticket can be exchanged for at a bar: a drink on the price list of the bar's point of sale, with
 * that price (what the ticket is worth) and whether the bar has every good of its recipe on hand.
 */
export interface RedemptionDto {
  barId: string;
  productId: string;
  productName: string;
  category: string;
  priceListId: string;
  price: number;
  available: boolean;
}

export interface BarsAndRedemptionResponse {
  barras: BarDto[];
  canjeo: RedemptionDto[];
}
