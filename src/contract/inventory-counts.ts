// Applied stock counts and what they leave in the ledger (issue 6): the recount rule's constants,
// the query and body schemas of /api/inventarios/{diferencias,recuentos,limpiar,conteos} and the
// shapes they answer. Shared by the server (validation, arithmetic) and the app (forms, screens).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import type { BelowZeroDto } from './stock-variance';

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
const isoDateTime = v.pipe(v.string(), v.isoTimestamp('La fecha no es válida'));

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

/** A counted quantity: ≥ 0, up to 3 decimals (0.4 of a bottle). */
export const countedQuantitySchema = v.pipe(
  v.number('La cantidad no es válida'),
  v.minValue(0, 'La cantidad no puede ser negativa'),
  v.maxValue(100_000, 'La cantidad es demasiado grande'),
  v.check((n) => Number.isFinite(n) && Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'La cantidad admite hasta 3 decimales'),
);

export const resolveRecountSchema = v.strictObject({
  quantity: countedQuantitySchema,
  /** When the recount was made; now when absent. */
  countedAt: v.optional(isoDateTime),
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

export type LocationKind = 'warehouse' | 'bar';
export type GoodUnit = 'bottle' | 'can' | 'unit' | 'kg' | 'l';

export interface NightRef {
  id: string;
  businessDate: string;
  eventName: string;
}

/** One row of ajustes/diferencias: the count adjustments of a good at a location in a night. */
export interface DifferenceRow {
  night: NightRef | null;
  locationId: string;
  locationName: string;
  locationKind: LocationKind;
  goodId: string;
  goodName: string;
  sku: string;
  category: string;
  unit: GoodUnit;
  /** Signed units, counted − expected (server/domain/stock-variance.ts): negative = faltante, positive = sobrante. */
  quantity: number;
  /** Signed cents: Σ of each adjustment's quantity × its unit cost, rounded per adjustment. */
  value: number;
  /** The good went below zero at this bar that night (vendido sin stock cargado); null otherwise. */
  belowZero: BelowZeroDto | null;
  /** Number of adjustment movements behind the row. */
  movements: number;
  lastAt: string;
}

export interface DifferenceTotals {
  quantity: number;
  value: number;
  /** Units and cents of the negative rows (as negative numbers). */
  missingQuantity: number;
  missingValue: number;
  /** Units and cents of the positive rows. */
  surplusQuantity: number;
  surplusValue: number;
}

export interface DifferencesResponse {
  rows: DifferenceRow[];
  totals: DifferenceTotals;
}

export interface RecountTaskDto {
  id: string;
  locationId: string;
  locationName: string;
  goodId: string;
  goodName: string;
  sku: string;
  unit: GoodUnit;
  /** The earlier count's line and the held one. */
  firstCountId: string;
  firstCountedAt: string;
  firstQuantity: number;
  secondCountId: string;
  secondCountedAt: string;
  /** What the held count should have found (earlier count + movements between) and what it found. */
  expectedQuantity: number;
  countedQuantity: number;
  createdAt: string;
}

export interface ResolveRecountResponse {
  taskIds: string[];
  countId: string;
  lineId: string;
  theoreticalQuantity: number;
  /** The adjustment written at the recount's time (counted − theoretical). */
  adjustment: number;
}

export interface ResetRow {
  goodId: string;
  goodName: string;
  sku: string;
  category: string;
  unit: GoodUnit;
  /** On hand before the reset (what the reset zeroes). */
  quantity: number;
  unitCost: number;
  value: number;
}

/** A bar to choose for a reset, with how many goods it holds and their value. */
export interface ResetBar {
  id: string;
  name: string;
  goods: number;
  quantity: number;
  value: number;
}

export interface ResetPreview {
  location: { id: string; name: string };
  rows: ResetRow[];
  totals: { quantity: number; value: number };
}

export interface ResetResult extends ResetPreview {
  resetId: string;
  at: string;
  night: NightRef | null;
}

export interface CountSummaryDto {
  id: string;
  locationId: string;
  locationName: string;
  locationKind: LocationKind;
  night: NightRef | null;
  scope: 'full' | 'spot';
  status: CountStatus;
  startedAt: string;
  startedBy: string | null;
  submittedAt: string | null;
  appliedAt: string | null;
  appliedBy: string | null;
  note: string;
  lines: number;
  heldLines: number;
  /** Σ of the count's adjustment movements (units, cents). */
  adjustmentQuantity: number;
  adjustmentValue: number;
}

export interface CountLineDto {
  id: string;
  goodId: string;
  goodName: string;
  sku: string;
  category: string;
  unit: GoodUnit;
  countedQuantity: number;
  countedAt: string;
  countedBy: string | null;
  /** Theoretical at countedAt; null until the count is applied. */
  theoreticalQuantity: number | null;
  /** counted − theoretical; null until applied. */
  difference: number | null;
  /** What the count wrote to the ledger for this good (0 for a held line). */
  adjustmentQuantity: number;
  adjustmentValue: number;
  held: boolean;
  /** The recount task of a held line: open until someone recounts. */
  recountStatus: 'open' | 'resolved' | null;
}

export interface CountDetailDto extends CountSummaryDto {
  lineItems: CountLineDto[];
}
