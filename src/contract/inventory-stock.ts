// The stock slice of the inventory API (issue 6), shared by the app and the server: the stock
// board and the SPEC §7 inventory lookups (consultarGeneral, consultarDepositos, costos,
// valorizado, stockIdealCompras), par levels (stockIdeal) and the /api/generic catalogue lookups.
// Money is integer cents in the venue's currency; quantities are units of a good (0.4 of a bottle).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { goodsQuantityField } from './command-fields';
import {
  goodNaming,
  goodUnitSchema,
  LOCATION_KINDS,
  locationColumns,
  locationKindColumns,
  locationKindSchema,
  locationRefSchema,
  PRODUCT_KINDS,
  priceListRefSchema,
} from './inventory-catalogue';
import { INVENTORY_READ_CODES, PRICE_READ_CODES, type PrivilegeCode } from './privileges';

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

/**
 * The /api/generic lookups are read by many screens: the same codes that may read the replicated
 * goods, locations and price lists (src/contract/sync.ts: any inventory code or costs 309; price
 * lists also the VIP roles and general configuration 300), plus 201, the configuration screens
 * (configuracion/stock and barras) that manage this data.
 */
export const GENERIC_CODES = {
  mercaderias: [...INVENTORY_READ_CODES, '201'],
  barras: [...INVENTORY_READ_CODES, '201'],
  lPrecio: [...PRICE_READ_CODES, '201'],
  barrasCanjeo: [...PRICE_READ_CODES, '201'],
} as const satisfies Record<string, readonly PrivilegeCode[]>;

// ───────────────────────────── Requests ─────────────────────────────

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));

/** A par quantity: ≥ 0, at most 100000, up to 3 decimals (the same rule as a counted quantity). */
const parQuantitySchema = goodsQuantityField;

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
export const locationsQuerySchema = v.object({ kind: v.optional(v.picklist(LOCATION_KINDS, 'El valor no es válido')) });
export const costsQuerySchema = v.object({ priceListId: v.optional(uuid) });

const INVALID_DATE = 'La fecha no es válida';
/** yyyy-MM-dd that is a real calendar day. */
export const businessDateSchema = calendarDate(INVALID_DATE);
export const valuedStockQuerySchema = v.object({ at: v.optional(businessDateSchema) });

// ───────────────────────────── Answers ─────────────────────────────
// Quantities are units of the good rounded to 3 decimals; money integer cents (`currency` names
// the venue's); instants ISO 8601.

export type { LocationKind } from './inventory-catalogue';

export const stockLocationSchema = v.object({ ...locationRefSchema.entries, active: v.boolean() });
export type StockLocationDto = v.InferOutput<typeof stockLocationSchema>;

/** One good at one location on the board. */
export const stockBoardRowSchema = v.object({
  ...locationKindColumns,
  goodId: v.string(),
  sku: v.string(),
  goodName: v.string(),
  category: v.string(),
  unit: goodUnitSchema,
  onHand: v.number(),
  /** The good's current unit cost (cents). */
  unitCost: v.number(),
  /** onHand × unitCost, rounded to the cent (negative when the ledger says on hand < 0). */
  value: v.number(),
  /** null when the location has no par level for the good. */
  idealQuantity: v.nullable(v.number()),
  minimumQuantity: v.nullable(v.number()),
  /** On hand below the minimum, or below the ideal when the minimum is 0. */
  low: v.boolean(),
});
export type StockBoardRow = v.InferOutput<typeof stockBoardRowSchema>;

/** GET /api/inventarios/consultarGeneral */
export const stockBoardResponseSchema = v.object({
  currency: v.string(),
  generatedAt: v.string(),
  /** Warehouses first, then by name (only the one asked for, with a location filter). */
  locations: v.array(stockLocationSchema),
  /** Every category of the venue's goods. */
  categories: v.array(v.string()),
  /** By location name, then good name. */
  rows: v.array(stockBoardRowSchema),
  totals: v.object({ value: v.number(), lowCount: v.number(), rows: v.number() }),
});
export type StockBoardResponse = v.InferOutput<typeof stockBoardResponseSchema>;

export const locationTotalsSchema = v.object({
  ...stockLocationSchema.entries,
  /** Goods with stock on hand (> 0) there. */
  goods: v.number(),
  /** Sum of on-hand units (mixed units: a headline, not an amount of one thing). */
  quantity: v.number(),
  value: v.number(),
  lowCount: v.number(),
});
export type LocationTotalsDto = v.InferOutput<typeof locationTotalsSchema>;

/** GET /api/inventarios/consultarDepositos */
export const locationsResponseSchema = v.object({
  currency: v.string(),
  locations: v.array(locationTotalsSchema),
  total: v.object({ value: v.number(), lowCount: v.number() }),
});
export type LocationsResponse = v.InferOutput<typeof locationsResponseSchema>;

/** A good on a par-level or purchase line: what ordering it needs to know. */
export const goodOrderRefSchema = v.object({
  goodId: v.string(),
  ...goodNaming,
  /** '' when none is set. */
  supplier: v.string(),
  /** Purchase suggestions round up to this many units. */
  supplierPack: v.number(),
});
export type GoodOrderRef = v.InferOutput<typeof goodOrderRefSchema>;

export const parLevelRowSchema = v.object({
  ...goodOrderRefSchema.entries,
  onHand: v.number(),
  /** null when the location has no par level for the good. */
  idealQuantity: v.nullable(v.number()),
  minimumQuantity: v.nullable(v.number()),
});
export type ParLevelRow = v.InferOutput<typeof parLevelRowSchema>;

/** GET /api/inventarios/stockIdeal?locationId: every active good (and inactive ones with a par level). */
export const parLevelsResponseSchema = v.object({
  location: stockLocationSchema,
  rows: v.array(parLevelRowSchema),
});
export type ParLevelsResponse = v.InferOutput<typeof parLevelsResponseSchema>;

/** The weeks of consumption a suggested par level looks back on (WISK Par: the last 6 weeks). */
export const PAR_CONSUMPTION_WEEKS = 6;
/** Days of stock a suggested par covers by default (WISK: 14 for a bar). */
export const PAR_DEFAULT_DAYS = 14;

/** GET /api/inventarios/stockIdeal/sugerido?locationId&days: par levels suggested from consumption. */
export const parSuggestionsQuerySchema = v.object({
  locationId: uuid,
  days: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number('Los días de cobertura deben ser un número entero entre 1 y 60'),
      v.integer('Los días de cobertura deben ser un número entero entre 1 y 60'),
      v.minValue(1, 'Los días de cobertura deben ser un número entero entre 1 y 60'),
      v.maxValue(60, 'Los días de cobertura deben ser un número entero entre 1 y 60'),
    ),
  ),
});
export const parSuggestionsSchema = v.object({
  locationId: v.string(),
  days: v.number(),
  weeks: v.number(),
  from: v.string(),
  to: v.string(),
  /** Goods the location used in those weeks: units used, per day, and the par that covers `days`. */
  rows: v.array(v.object({ goodId: v.string(), used: v.number(), perDay: v.number(), suggested: v.number() })),
});
export type ParSuggestions = v.InferOutput<typeof parSuggestionsSchema>;

/** PUT /api/inventarios/stockIdeal: the location's par levels after the save, and what changed. */
export const parLevelsSaveResponseSchema = v.object({
  ...parLevelsResponseSchema.entries,
  saved: v.number(),
  removed: v.number(),
});
export type ParLevelsSaveResponse = v.InferOutput<typeof parLevelsSaveResponseSchema>;

/** One location's shortfall of a good: ideal − (on hand + in transit), > 0. */
export const purchaseNeedSchema = v.object({
  ...locationColumns,
  idealQuantity: v.number(),
  onHand: v.number(),
  /** Sent on transfer notes towards this location and not yet received. */
  inTransit: v.number(),
  missing: v.number(),
});
export type PurchaseNeed = v.InferOutput<typeof purchaseNeedSchema>;

/**
 * One good to buy: the shortfalls of every location (a surplus elsewhere does not offset them),
 * summed and rounded up once to whole supplier packs — one order line per good, not one pack per
 * bar. With a location filter it is that location's shortfall alone.
 */
export const purchaseLineSchema = v.object({
  ...goodOrderRefSchema.entries,
  needs: v.array(purchaseNeedSchema),
  /** Σ needs.missing */
  missing: v.number(),
  /** missing rounded up to whole supplier packs. */
  suggested: v.number(),
  packs: v.number(),
  /** Cents per unit, and suggested × unitCost in cents. */
  unitCost: v.number(),
  cost: v.number(),
});
export type PurchaseLine = v.InferOutput<typeof purchaseLineSchema>;

export const purchaseSupplierGroupSchema = v.object({
  /** '' when the goods have no supplier set (that group comes last). */
  supplier: v.string(),
  lines: v.array(purchaseLineSchema),
  /** Σ lines.cost, cents. */
  total: v.number(),
});
export type PurchaseSupplierGroup = v.InferOutput<typeof purchaseSupplierGroupSchema>;

/** GET /api/inventarios/stockIdealCompras */
export const purchaseSuggestionsResponseSchema = v.object({
  currency: v.string(),
  generatedAt: v.string(),
  suppliers: v.array(purchaseSupplierGroupSchema),
  total: v.number(),
  lineCount: v.number(),
});
export type PurchaseSuggestionsResponse = v.InferOutput<typeof purchaseSuggestionsResponseSchema>;

export const priceListSchema = priceListRefSchema;
export type PriceListDto = v.InferOutput<typeof priceListSchema>;

export const recipeCostLineSchema = v.object({
  goodId: v.string(),
  name: v.string(),
  unit: goodUnitSchema,
  /** Units of the good the product consumes. */
  quantity: v.number(),
  unitCost: v.number(),
  /** quantity × unitCost, unrounded cents (the product cost rounds the sum once). */
  cost: v.number(),
});
export type RecipeCostLine = v.InferOutput<typeof recipeCostLineSchema>;

export const productPriceSchema = v.object({
  priceListId: v.string(),
  /** Cents. */
  price: v.number(),
  /** price − cost */
  margin: v.number(),
  /** margin ÷ price to 4 decimals (0.35 = 35 %); null when the price is 0. */
  marginPercent: v.nullable(v.number()),
});
export type ProductPrice = v.InferOutput<typeof productPriceSchema>;

export const productCostRowSchema = v.object({
  productId: v.string(),
  name: v.string(),
  kind: v.picklist(PRODUCT_KINDS),
  category: v.string(),
  /** Σ recipe quantity × the goods' current unit cost, rounded to the cent. */
  cost: v.number(),
  recipe: v.array(recipeCostLineSchema),
  /** A recipe good has no unit cost (0): the cost is understated. */
  missingCost: v.boolean(),
  /** Only the lists that carry the product. */
  prices: v.array(productPriceSchema),
});
export type ProductCostRow = v.InferOutput<typeof productCostRowSchema>;

/** GET /api/inventarios/costos: the venue's active products, by category and name. */
export const costsResponseSchema = v.object({
  currency: v.string(),
  /** By name; only the one asked for, with a price list filter. */
  priceLists: v.array(priceListSchema),
  products: v.array(productCostRowSchema),
});
export type CostsResponse = v.InferOutput<typeof costsResponseSchema>;

export const valuedLocationSchema = v.object({
  locationId: v.string(),
  name: v.string(),
  kind: locationKindSchema,
  /** Goods with a non-zero quantity there. */
  goods: v.number(),
  quantity: v.number(),
  value: v.number(),
});
export type ValuedLocation = v.InferOutput<typeof valuedLocationSchema>;

/** GET /api/inventarios/valorizado[?at=yyyy-MM-dd] */
export const valuedStockResponseSchema = v.object({
  currency: v.string(),
  /** The business date asked for, or null for now. */
  at: v.nullable(v.string()),
  /** The moment valued: now, or the end of that business date (the venue's cutoff hour next morning). */
  asOf: v.string(),
  locations: v.array(valuedLocationSchema),
  total: v.object({ quantity: v.number(), value: v.number() }),
});
export type ValuedStockResponse = v.InferOutput<typeof valuedStockResponseSchema>;

export * from './inventory-generic';
