// The inventory reports (411–417, /api/inventarios/reportes/:name): their names, query and rows,
// split from src/contract/inventory-nightly.ts, which re-exports them.
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { nightSummarySchema, stringOrNull } from './common';
import { goodUnitSchema, locationColumns, locationKindColumns } from './inventory-catalogue';
import { INVENTORY_REPORTS, type ReportName } from './inventory-names';
import { TRANSFER_STATUSES } from './inventory-transfers';
import { belowZeroSchema } from './stock-variance';

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));
const isoDate = calendarDate();

// ───────────────────────────── Reports (411–417) ─────────────────────────────

export { INVENTORY_REPORTS, REPORT_NAMES, type ReportName } from './inventory-names';

/** Longest range a report accepts, in days. */
export const REPORT_MAX_DAYS = 366;

export const reportQuerySchema = v.object({
  from: v.optional(isoDate),
  to: v.optional(isoDate),
  nightId: v.optional(uuid),
  locationId: v.optional(uuid),
});
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>;

/** The good a report row is about. */
const goodOfRow = { goodId: v.string(), goodName: v.string(), category: v.string() };

/** One good at one location on one night: the key of the report rows. */
const nightGoodRowEntries = { nightId: v.string(), businessDate: v.string(), ...locationColumns, ...goodOfRow };

export const consumptionRowSchema = v.object({
  ...nightGoodRowEntries,
  quantity: v.number(),
  cost: v.number(),
});
export type ConsumptionRow = v.InferOutput<typeof consumptionRowSchema>;

export const varianceRowSchema = v.object({
  ...nightGoodRowEntries,
  opening: v.number(),
  preload: v.number(),
  transfersIn: v.number(),
  transfersOut: v.number(),
  breakage: v.number(),
  /** Sales consumption by recipe (net of reversals) plus comps. */
  theoretical: v.number(),
  /** Other movements in the ledger at the count's moment (purchases, resets, late records), signed. */
  other: v.number(),
  /** What should have been on the shelf at the closing count; null without a count line. */
  expected: v.nullable(v.number()),
  closing: v.nullable(v.number()),
  /** opening + preload + transfers in − out − breakage + other − closing. */
  actualUse: v.nullable(v.number()),
  /** closing − expected (= theoretical − actual use): faltante negative, sobrante positive. */
  variance: v.number(),
  /** The variance at cost, signed cents. */
  varianceCost: v.number(),
  /** The closing count is submitted but not applied yet: not booked. */
  pending: v.boolean(),
  /** The good went below zero at this bar that night (vendido sin stock cargado); null otherwise. */
  belowZero: v.nullable(belowZeroSchema),
});
export type VarianceRow = v.InferOutput<typeof varianceRowSchema>;

export const breakageRowSchema = v.object({
  id: v.string(),
  at: v.string(),
  /** The night's business date, or that of the moment for breakage outside any night. */
  businessDate: stringOrNull,
  ...locationColumns,
  ...goodOfRow,
  quantity: v.number(),
  /** At the cost of its movement (the good's current cost when there is none), cents. */
  cost: v.number(),
  reason: v.string(),
  userName: stringOrNull,
});
export type BreakageRow = v.InferOutput<typeof breakageRowSchema>;

/** One line of a transfer note. */
export const transferRowSchema = v.object({
  /** The line's id. */
  id: v.string(),
  number: v.number(),
  status: v.picklist(TRANSFER_STATUSES),
  /** Received, else sent, else created. */
  at: v.string(),
  businessDate: stringOrNull,
  fromName: v.string(),
  toName: v.string(),
  goodId: v.string(),
  goodName: v.string(),
  quantitySent: v.number(),
  quantityReceived: v.nullable(v.number()),
  difference: v.nullable(v.number()),
  /** Received (else sent) quantity at the good's current cost, cents. */
  cost: v.number(),
});
export type TransferRow = v.InferOutput<typeof transferRowSchema>;

export const valuedRowSchema = v.object({
  ...locationKindColumns,
  ...goodOfRow,
  quantity: v.number(),
  /** The cost of the good's latest movement before the date, cents. */
  unitCost: v.number(),
  value: v.number(),
});
export type ValuedRow = v.InferOutput<typeof valuedRowSchema>;

export const topGoodRowSchema = v.object({
  /** 1 for the good that cost the most. */
  rank: v.number(),
  ...goodOfRow,
  unit: goodUnitSchema,
  quantity: v.number(),
  cost: v.number(),
  /** Its share of the total cost, 0‥1. */
  share: v.number(),
});
export type TopGoodRow = v.InferOutput<typeof topGoodRowSchema>;

export const productConsumptionRowSchema = v.object({
  productId: v.string(),
  productName: v.string(),
  category: v.string(),
  quantity: v.number(),
  revenue: v.number(),
  /** Units × the recipe at current unit costs, cents. */
  cost: v.number(),
  margin: v.number(),
});
export type ProductConsumptionRow = v.InferOutput<typeof productConsumptionRowSchema>;

/** A report's answer: its rows and what the chart shows. */
function reportSchema<N extends ReportName, R extends v.GenericSchema>(report: N, row: R) {
  return v.object({
    report: v.literal(report),
    code: v.literal(INVENTORY_REPORTS[report]),
    /** The business dates covered (yyyy-MM-dd). */
    from: v.string(),
    to: v.string(),
    /** The night asked for, if any. */
    night: v.nullable(nightSummarySchema),
    rows: v.array(row),
    /** What the chart shows: one bar per label (a bar, a good, a product…), at most 12. */
    chart: v.array(v.object({ label: v.string(), value: v.number() })),
    /** 'money' values are cents, 'quantity' units. */
    chartUnit: v.picklist(['money', 'quantity']),
    currency: v.string(),
  });
}

const REPORT_SCHEMAS = {
  consumoBarras: reportSchema('consumoBarras', consumptionRowSchema),
  diferencias: reportSchema('diferencias', varianceRowSchema),
  roturas: reportSchema('roturas', breakageRowSchema),
  transferencias: reportSchema('transferencias', transferRowSchema),
  valorizado: reportSchema('valorizado', valuedRowSchema),
  topMercaderias: reportSchema('topMercaderias', topGoodRowSchema),
  consumoProductos: reportSchema('consumoProductos', productConsumptionRowSchema),
};

/** GET /api/inventarios/reportes/{name}: one of the reports, told apart by `report`. */
export const reportResponseSchema = v.variant('report', [
  REPORT_SCHEMAS.consumoBarras,
  REPORT_SCHEMAS.diferencias,
  REPORT_SCHEMAS.roturas,
  REPORT_SCHEMAS.transferencias,
  REPORT_SCHEMAS.valorizado,
  REPORT_SCHEMAS.topMercaderias,
  REPORT_SCHEMAS.consumoProductos,
]);
export type ReportResponse<N extends ReportName = ReportName> = v.InferOutput<(typeof REPORT_SCHEMAS)[N]>;
export type ReportRows = { [N in ReportName]: ReportResponse<N>['rows'][number] };
