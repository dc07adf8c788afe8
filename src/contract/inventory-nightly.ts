// The nightly inventory API shared by server and app: preloads (precargas, 407), live stock
// (stockEnVivo, 409) and the inventory reports (reportes, 411–417). Quantities are units of a
// good (0.4 of a bottle), money integer cents.
//
// Ledger conventions of this slice (DOMAIN.md "Stock"):
// - Recording a preload writes a `preload` movement INTO the bar and, when the preload names a
//   source warehouse, a matching negative `preload` movement OUT of that warehouse (the demo
//   seed writes both legs the same way), both with sourceType 'preload' and the preload's id.
//   `transfer_out`/`transfer_in` stay reserved for transfer notes, so the transfers report and
//   the preloads never count the same stock twice. Recording again writes only the difference
//   to what was already loaded (a lower figure writes it back).
// - Live stock per bar and good for a night: opening (what the bar held before the night: every
//   movement before the night opened that is not of this night; 0 after a reset) + preload +
//   transfers in − sales consumption (net of reversals) − breakage = expected now. A good that
//   went below zero during the night (server/domain/negative-stock.ts) carries `belowZero`.
// - Variance per bar and night (report 412): defined once in server/domain/stock-variance.ts,
//   variance = closing count − expected, where expected = opening + preload + transfers in −
//   transfers out − breakage − theoretical (sales consumption by recipe, net of reversals, plus
//   comps) ± other movements, at the closing count's moment. A shortage (faltante) is negative,
//   an overage (sobrante) positive, as on ajustes/diferencias; for an applied count it is the
//   booked variance (Σ count_adjustment of that night, bar and good) at the cost booked. The
//   closing count is the latest line (not held) of a submitted or applied count of that bar and
//   night; a submitted one not applied yet is marked pending.
import * as v from 'valibot';
import { goodsQuantityField as goodQuantity } from './command-fields';
import { nightSummarySchema, stringOrNull } from './common';
import { goodNaming, goodUnitSchema, locationRefSchema } from './inventory-catalogue';
import { belowZeroSchema } from './stock-variance';

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));

/** At most this many lines in one plan or load (a bar's whole catalogue fits). */
export const PRELOAD_MAX_LINES = 2000;
export const DUPLICATE_GOOD = 'La misma mercadería aparece más de una vez';
export const TOO_MANY_LINES = 'Demasiadas líneas en un envío';

function linesOf<T extends v.GenericSchema>(line: T) {
  return v.pipe(
    v.array(line),
    v.maxLength(PRELOAD_MAX_LINES, TOO_MANY_LINES),
    v.check((lines) => new Set(lines.map((l) => (l as { goodId: string }).goodId)).size === lines.length, DUPLICATE_GOOD),
  );
}

// ───────────────────────────── Shared shapes ─────────────────────────────
// Answers: quantities are units of the good rounded to 3 decimals, money integer cents (in the
// venue's `currency`), instants ISO 8601, business dates yyyy-MM-dd.

/** A night as the inventory screens list it. */
export { type NightStatus, type NightSummary, nightSummarySchema } from './common';
export { type LocationRef, locationRefSchema } from './inventory-catalogue';

export const goodRefSchema = v.object({
  id: v.string(),
  ...goodNaming,
  /** Cents. */
  unitCost: v.number(),
});
export type GoodRef = v.InferOutput<typeof goodRefSchema>;

/** GET /api/inventarios/noches: the pickers of the nightly screens. */
export const nightOptionsResponseSchema = v.object({
  /** Newest first, at most 400. */
  nights: v.array(nightSummarySchema),
  /** The venue's active locations, by name. */
  locations: v.array(locationRefSchema),
  /** The open night, else the next planned one (the screens' default). */
  currentNightId: v.nullable(v.string()),
  /** The venue's business date today (reports default to the 30 days up to it). */
  today: v.string(),
  timezone: v.string(),
  currency: v.string(),
});
export type NightOptionsResponse = v.InferOutput<typeof nightOptionsResponseSchema>;

// ───────────────────────────── Preloads (407) ─────────────────────────────

export const preloadsQuerySchema = v.object({ nightId: v.optional(uuid) });

export const preloadPlanSchema = v.object({
  nightId: uuid,
  locationId: uuid,
  /**
   * The warehouse the goods leave from; null = from outside the venue's stock; absent = each line
   * keeps its own (a new line: none). A line's own sourceLocationId wins over this one.
   */
  sourceLocationId: v.optional(v.nullable(uuid)),
  lines: linesOf(v.object({ goodId: uuid, plannedQuantity: goodQuantity, sourceLocationId: v.optional(v.nullable(uuid)) })),
});
export type PreloadPlanInput = v.InferOutput<typeof preloadPlanSchema>;

export const preloadLoadSchema = v.object({
  nightId: uuid,
  locationId: uuid,
  /** Source of goods loaded without a plan line (planned lines keep their own). */
  sourceLocationId: v.optional(v.nullable(uuid)),
  lines: linesOf(v.object({ goodId: uuid, loadedQuantity: goodQuantity })),
});
export type PreloadLoadInput = v.InferOutput<typeof preloadLoadSchema>;

export const preloadLineSchema = v.object({
  id: v.string(),
  /** The bar. */
  locationId: v.string(),
  goodId: v.string(),
  /** The warehouse the goods leave from; null = from outside the venue's stock. */
  sourceLocationId: v.nullable(v.string()),
  plannedQuantity: v.number(),
  /** Null until loaded. */
  loadedQuantity: v.nullable(v.number()),
  loadedAt: stringOrNull,
  /** The user id of who loaded it. */
  loadedBy: stringOrNull,
});
export type PreloadLine = v.InferOutput<typeof preloadLineSchema>;

/** What a bar holds now and its par level, to plan against. */
export const barStockLineSchema = v.object({
  locationId: v.string(),
  goodId: v.string(),
  onHand: v.number(),
  parIdeal: v.nullable(v.number()),
  parMinimum: v.nullable(v.number()),
});
export type BarStockLine = v.InferOutput<typeof barStockLineSchema>;

/** GET /api/inventarios/precargas: the night asked for, else the open or next planned one. */
export const preloadsResponseSchema = v.object({
  /** Null when there is no night to show (then no lines). */
  night: v.nullable(nightSummarySchema),
  bars: v.array(locationRefSchema),
  warehouses: v.array(locationRefSchema),
  /** Active goods and those on a line, by category and name. */
  goods: v.array(goodRefSchema),
  lines: v.array(preloadLineSchema),
  /** Only the bar × good pairs with stock or a par level. */
  stock: v.array(barStockLineSchema),
});
export type PreloadsResponse = v.InferOutput<typeof preloadsResponseSchema>;

/** PUT /api/inventarios/precargas/plan: the bar's lines for the night after the save. */
export const preloadPlanResultSchema = v.object({ lines: v.array(preloadLineSchema) });
export type PreloadPlanResult = v.InferOutput<typeof preloadPlanResultSchema>;

/** POST /api/inventarios/precargas/cargar */
export const preloadLoadResultSchema = v.object({
  /** The bar's lines for the night after the load. */
  lines: v.array(preloadLineSchema),
  /** Ledger rows written (bar and warehouse legs). */
  movements: v.number(),
});
export type PreloadLoadResult = v.InferOutput<typeof preloadLoadResultSchema>;

// ───────────────────────────── Live stock (409) ─────────────────────────────

export const liveStockQuerySchema = v.object({ nightId: v.optional(uuid) });

export const LIVE_LEVELS = ['ok', 'low', 'out'] as const;
export type LiveLevel = (typeof LIVE_LEVELS)[number];

export const liveStockLineSchema = v.object({
  goodId: v.string(),
  name: v.string(),
  category: v.string(),
  unit: goodUnitSchema,
  opening: v.number(),
  preload: v.number(),
  transfersIn: v.number(),
  consumption: v.number(),
  breakage: v.number(),
  expected: v.number(),
  /** The bar's par minimum, when set. */
  minimum: v.nullable(v.number()),
  /** out: nothing left; low: under the par minimum (or under a fifth of what came in). */
  level: v.picklist(LIVE_LEVELS),
  unitCost: v.number(),
  /** The good went below zero at this bar during the night (sold without stock loaded); null otherwise. */
  belowZero: v.nullable(belowZeroSchema),
});
export type LiveStockLine = v.InferOutput<typeof liveStockLineSchema>;

export const liveProductLineSchema = v.object({
  productId: v.string(),
  name: v.string(),
  category: v.string(),
  /** Units sold (completed sales). */
  quantity: v.number(),
  /** Cents. */
  revenue: v.number(),
});
export type LiveProductLine = v.InferOutput<typeof liveProductLineSchema>;

export const liveBarSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** By good name. */
  lines: v.array(liveStockLineSchema),
  /** Most sold first. */
  products: v.array(liveProductLineSchema),
  /** Completed sales, their total and the cost of the stock they consumed (cents). */
  sales: v.number(),
  revenue: v.number(),
  consumptionCost: v.number(),
  lastSaleAt: stringOrNull,
});
export type LiveBar = v.InferOutput<typeof liveBarSchema>;

/** GET /api/inventarios/stockEnVivo: the night asked for, else the open one, else the current one. */
export const liveStockResponseSchema = v.object({
  /** Null when there is no night to show (then no bars). */
  night: v.nullable(nightSummarySchema),
  bars: v.array(liveBarSchema),
  generatedAt: v.string(),
});
export type LiveStockResponse = v.InferOutput<typeof liveStockResponseSchema>;

export * from './inventory-reports';
