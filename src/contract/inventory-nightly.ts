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
import { calendarDate } from './calendar-date';
import type { NightDto } from './nights-admin';
import type { PrivilegeCode } from './privileges';
import type { BelowZeroDto } from './stock-variance';

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));
const isoDate = calendarDate();

/** A quantity of a good: ≥ 0, at most 100000, up to 3 decimals (0.4 of a bottle). */
export const goodQuantity = v.pipe(
  v.number('La cantidad no es válida'),
  v.minValue(0, 'La cantidad no puede ser negativa'),
  v.maxValue(100_000, 'La cantidad es demasiado grande'),
  v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'La cantidad admite hasta 3 decimales'),
);

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

export type { NightStatus } from './nights-admin';

/** A night as the inventory screens list it. */
export type NightSummary = Pick<NightDto, 'id' | 'businessDate' | 'eventName' | 'status' | 'opensAt' | 'closesAt'>;

export interface LocationRef {
  id: string;
  name: string;
  kind: 'warehouse' | 'bar';
}

export interface GoodRef {
  id: string;
  sku: string;
  name: string;
  category: string;
  unit: 'bottle' | 'can' | 'unit' | 'kg' | 'l';
  unitCost: number;
}

/** GET /api/inventarios/noches: the pickers of the nightly screens. */
export interface NightOptionsResponse {
  nights: NightSummary[];
  locations: LocationRef[];
  /** The open night, else the next planned one (the screens' default). */
  currentNightId: string | null;
  /** The venue's business date today (reports default to the 30 days up to it). */
  today: string;
  timezone: string;
  currency: string;
}

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

export interface PreloadLine {
  id: string;
  locationId: string;
  goodId: string;
  sourceLocationId: string | null;
  plannedQuantity: number;
  loadedQuantity: number | null;
  loadedAt: string | null;
  loadedBy: string | null;
}

/** What a bar holds now and its par level, to plan against. */
export interface BarStockLine {
  locationId: string;
  goodId: string;
  onHand: number;
  parIdeal: number | null;
  parMinimum: number | null;
}

export interface PreloadsResponse {
  night: NightSummary | null;
  bars: LocationRef[];
  warehouses: LocationRef[];
  goods: GoodRef[];
  lines: PreloadLine[];
  stock: BarStockLine[];
}

export interface PreloadLoadResult {
  lines: PreloadLine[];
  /** Ledger rows written (bar and warehouse legs). */
  movements: number;
}

// ───────────────────────────── Live stock (409) ─────────────────────────────

export const liveStockQuerySchema = v.object({ nightId: v.optional(uuid) });

export type LiveLevel = 'ok' | 'low' | 'out';

export interface LiveStockLine {
  goodId: string;
  name: string;
  category: string;
  unit: GoodRef['unit'];
  opening: number;
  preload: number;
  transfersIn: number;
  consumption: number;
  breakage: number;
  expected: number;
  /** The bar's par minimum, when set. */
  minimum: number | null;
  /** out: nothing left; low: under the par minimum (or under a fifth of what came in). */
  level: LiveLevel;
  unitCost: number;
  /** The good went below zero at this bar during the night (sold without stock loaded); null otherwise. */
  belowZero: BelowZeroDto | null;
}

export interface LiveProductLine {
  productId: string;
  name: string;
  category: string;
  quantity: number;
  revenue: number;
}

export interface LiveBar {
  id: string;
  name: string;
  lines: LiveStockLine[];
  products: LiveProductLine[];
  sales: number;
  revenue: number;
  consumptionCost: number;
  lastSaleAt: string | null;
}

export interface LiveStockResponse {
  night: NightSummary | null;
  bars: LiveBar[];
  generatedAt: string;
}

// ───────────────────────────── Reports (411–417) ─────────────────────────────

/**
 * One report per code of SPEC §6 (names in src/contract/privileges.ts). The route accepts any
 * code of the 'inventarios.reportes' entry; each report then checks its own.
 */
export const INVENTORY_REPORTS = {
  /** 411 consumption per bar and night: sales consumption movements, units and cost. */
  consumoBarras: '411',
  /** 412 variance per bar and night (formula above). */
  diferencias: '412',
  /** 413 breakage: every breakage with its reason, valued at the cost of its movement. */
  roturas: '413',
  /** 414 transfers: transfer note lines, sent vs received, valued at current cost. */
  transferencias: '414',
  /** 415 valued stock at a date: on hand at the end of `to` (or of the night) × unit cost then. */
  valorizado: '415',
  /** 416 top goods: goods ranked by what the bars consumed, at cost. */
  topMercaderias: '416',
  /** 417 consumption per product: units sold, revenue, recipe cost and margin. */
  consumoProductos: '417',
} as const satisfies Record<string, PrivilegeCode>;

export type ReportName = keyof typeof INVENTORY_REPORTS;
export const REPORT_NAMES = Object.keys(INVENTORY_REPORTS) as ReportName[];

/** Longest range a report accepts, in days. */
export const REPORT_MAX_DAYS = 366;

export const reportQuerySchema = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  nightId: v.optional(uuid),
  locationId: v.optional(uuid),
});
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>;

/** One good at one location on one night: the key of the report rows. */
export interface NightGoodRow {
  nightId: string;
  businessDate: string;
  locationId: string;
  locationName: string;
  goodId: string;
  goodName: string;
  category: string;
}

export interface ConsumptionRow extends NightGoodRow {
  quantity: number;
  cost: number;
}

export interface VarianceRow extends NightGoodRow {
  opening: number;
  preload: number;
  transfersIn: number;
  transfersOut: number;
  breakage: number;
  /** Sales consumption by recipe (net of reversals) plus comps. */
  theoretical: number;
  /** Other movements in the ledger at the count's moment (purchases, resets, late records), signed. */
  other: number;
  /** What should have been on the shelf at the closing count; null without a count line. */
  expected: number | null;
  closing: number | null;
  /** opening + preload + transfers in − out − breakage + other − closing. */
  actualUse: number | null;
  /** closing − expected (= theoretical − actual use): faltante negative, sobrante positive. */
  variance: number;
  /** The variance at cost, signed cents. */
  varianceCost: number;
  /** The closing count is submitted but not applied yet: not booked. */
  pending: boolean;
  /** The good went below zero at this bar that night (vendido sin stock cargado); null otherwise. */
  belowZero: BelowZeroDto | null;
}

export interface BreakageRow {
  id: string;
  at: string;
  businessDate: string | null;
  locationId: string;
  locationName: string;
  goodId: string;
  goodName: string;
  category: string;
  quantity: number;
  cost: number;
  reason: string;
  userName: string | null;
}

export interface TransferRow {
  id: string;
  number: number;
  status: 'draft' | 'sent' | 'received';
  at: string;
  businessDate: string | null;
  fromName: string;
  toName: string;
  goodId: string;
  goodName: string;
  quantitySent: number;
  quantityReceived: number | null;
  difference: number | null;
  cost: number;
}

export interface ValuedRow {
  locationId: string;
  locationName: string;
  locationKind: 'warehouse' | 'bar';
  goodId: string;
  goodName: string;
  category: string;
  quantity: number;
  unitCost: number;
  value: number;
}

export interface TopGoodRow {
  rank: number;
  goodId: string;
  goodName: string;
  category: string;
  unit: GoodRef['unit'];
  quantity: number;
  cost: number;
  share: number;
}

export interface ProductConsumptionRow {
  productId: string;
  productName: string;
  category: string;
  quantity: number;
  revenue: number;
  cost: number;
  margin: number;
}

export interface ReportRows {
  consumoBarras: ConsumptionRow;
  diferencias: VarianceRow;
  roturas: BreakageRow;
  transferencias: TransferRow;
  valorizado: ValuedRow;
  topMercaderias: TopGoodRow;
  consumoProductos: ProductConsumptionRow;
}

export interface ReportResponse<N extends ReportName = ReportName> {
  report: N;
  code: PrivilegeCode;
  from: string;
  to: string;
  night: NightSummary | null;
  rows: ReportRows[N][];
  /** What the chart shows: one bar per label (a bar, a good, a product…). */
  chart: { label: string; value: number }[];
  /** 'money' values are cents, 'quantity' units. */
  chartUnit: 'money' | 'quantity';
  currency: string;
}
