// Applied stock counts and what they leave in the ledger (issue 6): the recount rule's constants,
// the query and body schemas of /api/inventarios/{diferencias,recuentos,limpiar,conteos} and the
// shapes they answer. Shared by the server (validation, arithmetic) and the app (forms, screens).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { goodsQuantityField, isoDateTimeField } from './command-fields';
import { idNameSchema, nightRefSchema, stringOrNull } from './common';
import { goodColumns, goodUnitSchema, locationColumns, locationKindColumns } from './inventory-catalogue';
import { belowZeroSchema } from './stock-variance';

// ───────────────────────────── The recount rule ─────────────────────────────

/**
 * Two counts of the same location and good are compared when their lines were counted at most
 * this far apart (6 hours: the close of one night and the morning count after it). Further apart,
 * the later count simply adjusts against the ledger.
 */
export const RECOUNT_WINDOW_MS = 6 * 60 * 60 * 1000;

/**
 * How far (in units of the good) a count may be from what the earlier count plus the movements
 * between them says before it is held back for a recount: half a unit, i.e. half a bottle. Partial
 * bottles are judged by eye or weighed, so a few tenths either way is normal; a whole bottle is not.
 */
export const RECOUNT_TOLERANCE = 0.5;

/** A recount may be dated a little ahead of the server's clock (device skew), not more. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** True when `counted` disagrees with `expected` beyond the tolerance (3-decimal quantities). */
export function exceedsRecountTolerance(counted: number, expected: number): boolean {
  return Math.round(Math.abs(counted - expected) * 1000) > Math.round(RECOUNT_TOLERANCE * 1000);
}

// ───────────────────────────── Privileges ─────────────────────────────

/** ajustes/diferencias and ajustes/limpiar (navigation.ts): the stock board or movements. */
export const ADJUSTMENT_CODES = ['418', '420'] as const;
/** Recount tasks: whoever sees the differences, plus whoever may count (103, notified of them). */
export const RECOUNT_CODES = ['103', '418', '420'] as const;
/** historico (SPEC §2). */
export const HISTORY_CODES = ['109'] as const;
/** Applying a count that was left submitted: the codes that may submit one (stockCount.submit). */
export const APPLY_COUNT_CODES = ['103', '420'] as const;

// ───────────────────────────── Schemas ─────────────────────────────

const uuid = v.pipe(v.string(), v.uuid('El identificador no es válido'));
/** A business date (yyyy-MM-dd): the night a moment belongs to, in the venue's timezone. */
const isoDate = calendarDate();

const DATE_ORDER = 'La fecha desde no puede ser posterior a la fecha hasta';

function ordered<T extends { from?: string; to?: string }>(q: T): boolean {
  return !q.from || !q.to || q.from <= q.to;
}

export const differencesQuerySchema = v.pipe(
  v.object({
    from: v.optional(isoDate),
    to: v.optional(isoDate),
    nightId: v.optional(uuid),
    locationId: v.optional(uuid),
    goodId: v.optional(uuid),
  }),
  v.check(ordered, DATE_ORDER),
);
export type DifferencesQuery = v.InferOutput<typeof differencesQuerySchema>;

export const COUNT_STATUSES = ['open', 'submitted', 'applied'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];

export const countsQuerySchema = v.pipe(
  v.object({
    from: v.optional(isoDate),
    to: v.optional(isoDate),
    locationId: v.optional(uuid),
    status: v.optional(v.picklist(COUNT_STATUSES, 'El estado no es válido')),
  }),
  v.check(ordered, DATE_ORDER),
);
export type CountsQuery = v.InferOutput<typeof countsQuerySchema>;

export const resolveRecountSchema = v.strictObject({
  /** A counted quantity: ≥ 0, up to 3 decimals (0.4 of a bottle). */
  quantity: goodsQuantityField,
  /** When the recount was made; now when absent. */
  countedAt: v.optional(isoDateTimeField),
});
export type ResolveRecountBody = v.InferOutput<typeof resolveRecountSchema>;

export const resetBodySchema = v.strictObject({
  locationId: uuid,
  nightId: v.optional(uuid),
  /** The bar's name typed back: a reset cannot be undone except by new movements. */
  confirm: v.pipe(v.string('Escribe el nombre de la barra para confirmar'), v.maxLength(200, 'El texto es demasiado largo')),
});
export type ResetBody = v.InferOutput<typeof resetBodySchema>;

export const idParamSchema = v.object({ id: uuid });
export const locationParamSchema = v.object({ locationId: uuid });

/** The confirmation matches the bar's name ignoring case, accents and surrounding spaces. */
export function confirmsName(typed: string, name: string): boolean {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return norm(typed) !== '' && norm(typed) === norm(name);
}

// ───────────────────────────── Answers ─────────────────────────────
// Quantities are units of the good rounded to 3 decimals (0.4 of a bottle); money is integer
// cents; instants are ISO 8601 strings; business dates yyyy-MM-dd.

export { type NightRef, nightRefSchema } from './common';
export type { GoodUnit, LocationKind } from './inventory-catalogue';

/** One row of ajustes/diferencias: the count adjustments of a good at a location in a night. */
export const differenceRowSchema = v.object({
  /** The night the adjustments were filed under; null for those outside any night. */
  night: v.nullable(nightRefSchema),
  ...locationKindColumns,
  ...goodColumns,
  /** Signed units, counted − expected (server/domain/stock-variance.ts): negative = faltante, positive = sobrante. */
  quantity: v.number(),
  /** Signed cents: Σ of each adjustment's quantity × its unit cost, rounded per adjustment. */
  value: v.number(),
  /** The good went below zero at this bar that night (vendido sin stock cargado); null otherwise. */
  belowZero: v.nullable(belowZeroSchema),
  /** Number of adjustment movements behind the row. */
  movements: v.number(),
  /** The latest adjustment's instant. */
  lastAt: v.string(),
});
export type DifferenceRow = v.InferOutput<typeof differenceRowSchema>;

export const differenceTotalsSchema = v.object({
  quantity: v.number(),
  value: v.number(),
  /** Units and cents of the negative rows (as negative numbers). */
  missingQuantity: v.number(),
  missingValue: v.number(),
  /** Units and cents of the positive rows. */
  surplusQuantity: v.number(),
  surplusValue: v.number(),
});
export type DifferenceTotals = v.InferOutput<typeof differenceTotalsSchema>;

/** GET /inventarios/diferencias: newest first. */
export const differencesResponseSchema = v.object({ rows: v.array(differenceRowSchema), totals: differenceTotalsSchema });
export type DifferencesResponse = v.InferOutput<typeof differencesResponseSchema>;

export const recountTaskSchema = v.object({
  id: v.string(),
  ...locationColumns,
  goodId: v.string(),
  goodName: v.string(),
  sku: v.string(),
  unit: goodUnitSchema,
  /** The earlier count's line and the held one. */
  firstCountId: v.string(),
  firstCountedAt: v.string(),
  firstQuantity: v.number(),
  secondCountId: v.string(),
  secondCountedAt: v.string(),
  /** What the held count should have found (earlier count + movements between) and what it found. */
  expectedQuantity: v.number(),
  countedQuantity: v.number(),
  createdAt: v.string(),
});
export type RecountTaskDto = v.InferOutput<typeof recountTaskSchema>;

/** GET /inventarios/recuentos: the open tasks, oldest first. */
export const recountTasksSchema = v.array(recountTaskSchema);

export const resolveRecountResponseSchema = v.object({
  /** Every open task of the location and good the recount settled. */
  taskIds: v.array(v.string()),
  /** The one-line count (scope spot) written for the recount, and its line. */
  countId: v.string(),
  lineId: v.string(),
  theoreticalQuantity: v.number(),
  /** The adjustment written at the recount's time (counted − theoretical). */
  adjustment: v.number(),
});
export type ResolveRecountResponse = v.InferOutput<typeof resolveRecountResponseSchema>;

export const resetRowSchema = v.object({
  ...goodColumns,
  /** On hand before the reset (what the reset zeroes). */
  quantity: v.number(),
  /** The good's current unit cost, cents. */
  unitCost: v.number(),
  /** quantity × unitCost, cents. */
  value: v.number(),
});
export type ResetRow = v.InferOutput<typeof resetRowSchema>;

/** A bar to choose for a reset, with how many goods it holds and their value. */
export const resetBarSchema = v.object({
  ...idNameSchema.entries,
  goods: v.number(),
  quantity: v.number(),
  value: v.number(),
});
export type ResetBar = v.InferOutput<typeof resetBarSchema>;

/** GET /inventarios/limpiar: the venue's active bars, by name. */
export const resetBarsSchema = v.array(resetBarSchema);

const quantityValueSchema = v.object({ quantity: v.number(), value: v.number() });

export const resetPreviewSchema = v.object({
  location: idNameSchema,
  rows: v.array(resetRowSchema),
  totals: quantityValueSchema,
});
export type ResetPreview = v.InferOutput<typeof resetPreviewSchema>;

export const resetResultSchema = v.object({
  ...resetPreviewSchema.entries,
  /** The source id of the reset movements. */
  resetId: v.string(),
  at: v.string(),
  /** The night the reset was filed under: the one asked for, else the night of the moment (if any). */
  night: v.nullable(nightRefSchema),
});
export type ResetResult = v.InferOutput<typeof resetResultSchema>;

export const countSummarySchema = v.object({
  id: v.string(),
  ...locationKindColumns,
  night: v.nullable(nightRefSchema),
  scope: v.picklist(['full', 'spot']),
  status: v.picklist(COUNT_STATUSES),
  startedAt: v.string(),
  /** Display names; null when the user is gone. */
  startedBy: stringOrNull,
  submittedAt: stringOrNull,
  appliedAt: stringOrNull,
  appliedBy: stringOrNull,
  note: v.string(),
  lines: v.number(),
  heldLines: v.number(),
  /** Σ of the count's adjustment movements (units, cents). */
  adjustmentQuantity: v.number(),
  adjustmentValue: v.number(),
});
export type CountSummaryDto = v.InferOutput<typeof countSummarySchema>;

/** GET /inventarios/conteos: newest first, at most 1000. */
export const countSummariesSchema = v.array(countSummarySchema);

export const countLineSchema = v.object({
  id: v.string(),
  ...goodColumns,
  countedQuantity: v.number(),
  countedAt: v.string(),
  countedBy: stringOrNull,
  /** Theoretical at countedAt; null until the count is applied. */
  theoreticalQuantity: v.nullable(v.number()),
  /** counted − theoretical; null until applied. */
  difference: v.nullable(v.number()),
  /** What the count wrote to the ledger for this good (0 for a held line). */
  adjustmentQuantity: v.number(),
  adjustmentValue: v.number(),
  held: v.boolean(),
  /** The recount task of a held line: open until someone recounts. */
  recountStatus: v.nullable(v.picklist(['open', 'resolved'])),
});
export type CountLineDto = v.InferOutput<typeof countLineSchema>;

export const countDetailSchema = v.object({ ...countSummarySchema.entries, lineItems: v.array(countLineSchema) });
export type CountDetailDto = v.InferOutput<typeof countDetailSchema>;

/** POST /inventarios/conteos/:id/aplicar: the count applied (one already applied answers adjusted 0). */
export const applyCountResponseSchema = v.object({
  countId: v.string(),
  status: v.literal('applied'),
  /** Lines that wrote an adjustment, and lines held back for a recount. */
  adjusted: v.number(),
  held: v.number(),
});
export type ApplyCountResponse = v.InferOutput<typeof applyCountResponseSchema>;
