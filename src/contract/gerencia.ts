// The night's balance sheet (gerencia/balancesheet, 302) and user billing (gerencia/userbilling,
// 300) as they travel between the app and /api/gerencia. Every figure is read from the ledgers the
// night wrote (sales and their lines, the stock ledger, the VIP card ledger, cash movements and
// sessions, cancellation requests, extractions, free-entry check-ins); nothing is stored twice.
// Money is integer cents; a scope is one night (nightId) or the nights whose business date is in
// [from, to].
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { CANCELLATION_STATUSES } from './cancellations';
import { CF_BAD_DATE, SALE_PAYMENTS } from './cashflow';
import { uuidField } from './command-fields';
import { nightStateSchema, stringOrNull } from './common';
import { COMP_REASONS, compFiguresSchema, compRowSchema } from './comps';
import { POS_KINDS } from './pos';

export const SCOPE_REQUIRED = 'Indica una noche o un rango de fechas';
export const RANGE_TOO_LONG = 'El rango no puede superar los 366 días';
export const BAD_THRESHOLD = 'El umbral debe ser un porcentaje entre 0 y 100';
export const BAD_HOUR = 'La hora debe estar entre 0 y 23';
export const BAD_FILTER = 'El filtro no es válido';
/** Longest range a balance sheet or billing covers (a year and a day). */
export const MAX_RANGE_DAYS = 366;
/** Cancelled share of a user's sales (%) past which billing flags them. */
export const DEFAULT_CANCEL_THRESHOLD = 10;
/** Drill-down lists stop here (newest rows dropped; `truncated` says so). */
export const DRILL_LIMIT = 500;

export { SALE_PAYMENTS as PAYMENT_METHODS, type SalePaymentKind as PaymentKind } from './cashflow';
export { POS_KINDS, type PosKind } from './pos';

const uuid = uuidField;
const isoDate = calendarDate(CF_BAD_DATE);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const scopeEntries = { nightId: v.optional(uuid), from: v.optional(isoDate), to: v.optional(isoDate) };
type ScopeShape = { nightId?: string; from?: string; to?: string };
const hasScope = (s: ScopeShape) => !!s.nightId || (!!s.from && !!s.to);
const rangeOk = (s: ScopeShape) =>
  !!s.nightId || !s.from || !s.to || (daysBetween(s.from, s.to) >= 0 && daysBetween(s.from, s.to) < MAX_RANGE_DAYS);

/** A query over one night (nightId wins) or the nights of a date range, and `entries` besides. */
function scoped<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(
    v.object({ ...scopeEntries, ...entries }),
    v.check((s) => hasScope(s), SCOPE_REQUIRED),
    v.check((s) => rangeOk(s), RANGE_TOO_LONG),
  );
}

/** One night (nightId wins) or the nights of a date range. */
export const scopeQuerySchema = scoped({});
export type ScopeQuery = v.InferOutput<typeof scopeQuerySchema>;

/** A number the query string carries as text of `pattern`, read as a number up to `max`. */
const queryNumber = (pattern: RegExp, max: number, message: string) =>
  v.pipe(v.string(message), v.regex(pattern, message), v.transform(Number), v.number(message), v.maxValue(max, message));

const hour = queryNumber(/^\d{1,2}$/, 23, BAD_HOUR);

/** The sales behind a figure: any of point of sale, POS kind, local hour, payment, cashier, terminal, status. */
export const salesDrillSchema = scoped({
  pointOfSaleId: v.optional(uuid),
  kind: v.optional(v.picklist(POS_KINDS, BAD_FILTER)),
  hour: v.optional(hour),
  payment: v.optional(v.picklist(SALE_PAYMENTS, BAD_FILTER)),
  cashierId: v.optional(uuid),
  terminalId: v.optional(uuid),
  status: v.optional(v.picklist(['completed', 'cancelled'], BAD_FILTER), 'completed'),
});
export type SalesDrillQuery = v.InferOutput<typeof salesDrillSchema>;

export const cancellationsDrillSchema = scoped({ requestedBy: v.optional(uuid) });
export type CancellationsDrillQuery = v.InferOutput<typeof cancellationsDrillSchema>;

/** income / expense: the other income and other expenses of the night's result (typed in by hand). */
export const CASH_DRILL_KINDS = ['income', 'expense', 'staff_payment', 'extraction'] as const;
export type CashDrillKind = (typeof CASH_DRILL_KINDS)[number];
export const cashDrillSchema = scoped({ kind: v.picklist(CASH_DRILL_KINDS, BAD_FILTER) });
export type CashDrillQuery = v.InferOutput<typeof cashDrillSchema>;

export const saleParamSchema = v.object({ id: uuid });

/** The comps behind a figure: all of the scope, or one reason, bar, giver or terminal. */
export const compsDrillSchema = scoped({
  reason: v.optional(v.picklist(COMP_REASONS, BAD_FILTER)),
  locationId: v.optional(uuid),
  givenBy: v.optional(uuid),
  terminalId: v.optional(uuid),
});
export type CompsDrillQuery = v.InferOutput<typeof compsDrillSchema>;

const threshold = queryNumber(/^\d{1,3}(\.\d{1,2})?$/, 100, BAD_THRESHOLD);
export const BILLING_GROUPS = ['user', 'terminal'] as const;
export type BillingGroup = (typeof BILLING_GROUPS)[number];
export const billingQuerySchema = scoped({
  by: v.optional(v.picklist(BILLING_GROUPS, BAD_FILTER), 'user'),
  threshold: v.optional(threshold, String(DEFAULT_CANCEL_THRESHOLD)),
});
export type BillingQuery = v.InferOutput<typeof billingQuerySchema>;

// ── answers ─────────────────────────────────────────────────────────────────────────────
// Amounts are integer cents; instants ISO 8601; business dates YYYY-MM-DD.

const posKind = v.picklist(POS_KINDS);
const paymentKind = v.picklist(SALE_PAYMENTS);
const requestStatus = v.picklist(CANCELLATION_STATUSES);

export const scopeSchema = v.object({
  /** Set when the scope is one night. */
  nightId: stringOrNull,
  /** First business date (YYYY-MM-DD). */
  from: v.string(),
  /** Last business date (YYYY-MM-DD). */
  to: v.string(),
  /** Nights of the venue in the scope (deleted nights left out), by business date. */
  nights: v.array(nightStateSchema),
});
export type ScopeDto = v.InferOutput<typeof scopeSchema>;

const salesSliceEntries = {
  /** Completed sales, cents. */
  total: v.number(),
  tickets: v.number(),
};
export type SalesSlice = v.InferOutput<v.ObjectSchema<typeof salesSliceEntries, undefined>>;

/**
 * The figures that make a night's result (also one row per night of a range and of comparisons),
 * defined in server/domain/night-result.ts. Cents.
 */
const headlineEntries = {
  /** Completed sales (cancelled ones left out). */
  sales: v.number(),
  tickets: v.number(),
  /** Cost of what the sales consumed: −Σ qty × unit cost of sale_consumption and sale_reversal. */
  cogs: v.number(),
  /** sales − cogs. */
  grossMargin: v.number(),
  /** grossMargin / sales × 100, one decimal; null without sales. */
  marginPercent: v.nullable(v.number()),
  /** Breakage at cost (positive = loss). */
  breakage: v.number(),
  /**
   * Comps (cortesías) at cost, net of cancelled POS sales (positive = given away): −Σ qty × unit
   * cost of `comp` movements. Not inside cogs (which counts sale movements only), so the result
   * subtracts it exactly once.
   */
  comps: v.number(),
  /** Count adjustments at cost, signed (negative = missing stock). */
  countVariance: v.number(),
  /**
   * Σ counted − expected of the counted register sessions (negative = short). The "Sobrante /
   * Faltante de caja" movements a confirmed count books are this figure, in no other.
   */
  overShort: v.number(),
  /**
   * Other income: income movements filed under the night typed in by hand (and their corrections),
   * e.g. a private event. Not sales' cash, VIP card money, refunds, transfers or over/short.
   */
  otherIncome: v.number(),
  /** Other expenses: expense movements filed under the night typed in by hand (positive). */
  expenses: v.number(),
  /** Staff payments filed under the night (positive). */
  staffPayments: v.number(),
  /** grossMargin − breakage − comps + countVariance + overShort + otherIncome − expenses − staffPayments. */
  result: v.number(),
};
export const headlineSchema = v.object(headlineEntries);
export type Headline = v.InferOutput<typeof headlineSchema>;

/** What compares like with like while a night is unfinished: its figures up to an elapsed time. */
const soFarEntries = { sales: v.number(), tickets: v.number(), cogs: v.number(), grossMargin: v.number() };
export type SoFar = v.InferOutput<v.ObjectSchema<typeof soFarEntries, undefined>>;

export const nightHeadlineSchema = v.object({
  ...headlineEntries,
  nightId: v.string(),
  businessDate: v.string(),
  eventName: v.string(),
});
export type NightHeadline = v.InferOutput<typeof nightHeadlineSchema>;

/** The comps block of the balance sheet: count, products given (3 decimals) and their cost (CompFigures). */
const compFiguresEntries = compFiguresSchema.entries;

export const balanceSheetSchema = v.object({
  scope: scopeSchema,
  totals: v.object({
    ...headlineEntries,
    /** Units sold. */
    items: v.number(),
    /** sales / tickets, rounded to the cent (0 without tickets). */
    averageTicket: v.number(),
  }),
  byKind: v.array(v.object({ ...salesSliceEntries, kind: posKind })),
  byPointOfSale: v.array(v.object({ ...salesSliceEntries, pointOfSaleId: v.string(), name: v.string(), kind: posKind })),
  byPayment: v.array(v.object({ ...salesSliceEntries, payment: paymentKind })),
  /** Local hour of the sale (venue time zone), in the night's order (from the cutoff hour on). */
  byHour: v.array(v.object({ ...salesSliceEntries, hour: v.number() })),
  /** Entry products sold (units and amount) and free-entry guests: listed (people) and checked in. */
  entries: v.object({ sold: v.number(), amount: v.number(), freeListed: v.number(), freeArrived: v.number() }),
  /** Top-ups loaded on VIP cards during the nights' business days; consumption charged by the nights' sales and mobile orders (net of reversals). */
  vip: v.object({ topups: v.number(), consumption: v.number() }),
  /** Served tables' sales, parts of totals.sales (server/domain/sales-figures.ts TABLE_SALES). */
  tables: v.object({ restaurant: v.object(salesSliceEntries), vipTables: v.object(salesSliceEntries) }),
  cancellations: v.object({
    requested: v.number(),
    pending: v.number(),
    approved: v.number(),
    rejected: v.number(),
    /** Total of the approved ones' sales. */
    approvedAmount: v.number(),
    byRequester: v.array(
      v.object({
        userId: v.string(),
        name: v.string(),
        requested: v.number(),
        approved: v.number(),
        approvedAmount: v.number(),
      }),
    ),
  }),
  extractions: v.object({ count: v.number(), amount: v.number() }),
  /**
   * Comps given (POS comp lines of completed sales and back-office comps): count, products given
   * and cost, by reason and by bar. `cost` equals totals.comps.
   */
  comps: v.object({
    ...compFiguresEntries,
    byReason: v.array(v.object({ ...compFiguresEntries, reason: v.picklist(COMP_REASONS) })),
    byLocation: v.array(v.object({ ...compFiguresEntries, locationId: v.string(), name: v.string() })),
  }),
  /** Register sessions counted / not yet counted. */
  sessions: v.object({ counted: v.number(), uncounted: v.number() }),
  /** One row per night of the scope (sparkline and range table). */
  byNight: v.array(nightHeadlineSchema),
  /** Single night only (null for a range). */
  comparison: v.nullable(
    v.object({
      previous: v.nullable(nightHeadlineSchema),
      /** Average of up to 8 earlier nights on the same weekday. */
      weekdayAverage: v.nullable(v.object({ ...headlineEntries, nights: v.number() })),
      /** Those same-weekday nights and this one, oldest first (sparkline). */
      trend: v.array(nightHeadlineSchema),
      /**
       * Set while the night is not closed: its result is in progress, and sales, cost and margin
       * compare with the same elapsed time of the previous night and of the weekday's nights.
       */
      inProgress: v.nullable(
        v.object({
          /** Minutes from the opening to now (no further than the closing time). */
          elapsedMinutes: v.number(),
          previous: v.nullable(v.object({ ...soFarEntries, nightId: v.string(), businessDate: v.string() })),
          weekdayAverage: v.nullable(v.object({ ...soFarEntries, nights: v.number() })),
        }),
      ),
    }),
  ),
});
export type BalanceSheetDto = v.InferOutput<typeof balanceSheetSchema>;

const saleRowEntries = {
  id: v.string(),
  /** ISO 8601. */
  at: v.string(),
  pointOfSaleId: v.string(),
  pointOfSale: v.string(),
  kind: posKind,
  terminal: stringOrNull,
  /** The cashier's name; null for a sale without one. */
  cashier: stringOrNull,
  payment: paymentKind,
  /** Cents. */
  total: v.number(),
  /** Units on the sale's lines. */
  items: v.number(),
  status: v.picklist(['completed', 'cancelled']),
};
export const saleRowSchema = v.object(saleRowEntries);
export type SaleRowDto = v.InferOutput<typeof saleRowSchema>;

/** The sales behind a figure, oldest first, at most DRILL_LIMIT rows. */
export const saleListSchema = v.object({
  rows: v.array(saleRowSchema),
  /** Σ total of the rows (all matching, not only the shown ones). */
  total: v.number(),
  count: v.number(),
  truncated: v.boolean(),
});
export type SaleListDto = v.InferOutput<typeof saleListSchema>;

export const saleDetailSchema = v.object({
  ...saleRowEntries,
  nightId: v.string(),
  /** YYYY-MM-DD. */
  businessDate: v.string(),
  /** The VIP card's number, when paid with one. */
  vipCard: stringOrNull,
  lines: v.array(
    v.object({
      productId: v.string(),
      product: v.string(),
      quantity: v.number(),
      /** Cents. */
      unitPrice: v.number(),
      /** quantity × unitPrice, cents. */
      amount: v.number(),
    }),
  ),
  cancellations: v.array(
    v.object({
      id: v.string(),
      at: v.string(),
      /** Names, not ids. */
      requestedBy: v.string(),
      reason: v.string(),
      status: requestStatus,
      decidedBy: stringOrNull,
      decidedAt: stringOrNull,
      decisionNote: stringOrNull,
    }),
  ),
});
export type SaleDetailDto = v.InferOutput<typeof saleDetailSchema>;

export const cancellationRowSchema = v.object({
  id: v.string(),
  saleId: v.string(),
  /** When it was asked (ISO 8601). */
  at: v.string(),
  saleAt: v.string(),
  pointOfSale: v.string(),
  requestedById: v.string(),
  requestedBy: v.string(),
  reason: v.string(),
  status: requestStatus,
  decidedBy: stringOrNull,
  /** The sale's total, cents. */
  amount: v.number(),
});
export type CancellationRowDto = v.InferOutput<typeof cancellationRowSchema>;

export const cashRowSchema = v.object({
  id: v.string(),
  at: v.string(),
  /** The cash account (for an extraction, the point of sale taken from). */
  account: v.string(),
  category: stringOrNull,
  /** Who paid or was paid (for an extraction, who took it). */
  counterpart: v.string(),
  note: v.string(),
  /** Positive: what went out (expenses, payments) or was taken from a register (extractions). */
  amount: v.number(),
});
export type CashRowDto = v.InferOutput<typeof cashRowSchema>;

/** One comp behind a figure, as the drill-downs send it, newest first: CompRowDto of ./comps.ts. */
export const compDrillRowSchema = compRowSchema;
export type CompDrillRowDto = v.InferOutput<typeof compDrillRowSchema>;

export const billingRowSchema = v.object({
  /** User or terminal id; null for sales without a cashier / terminal. */
  id: stringOrNull,
  name: stringOrNull,
  /** The kinds of point of sale they sold at (a bartender sells at bars). */
  kinds: v.array(posKind),
  sales: v.number(),
  tickets: v.number(),
  averageTicket: v.number(),
  items: v.number(),
  /** Sales paid with a VIP card. */
  vipCharges: v.number(),
  cancellationsRequested: v.number(),
  cancellationsApproved: v.number(),
  /** Total of their approved-cancelled sales. */
  cancelledAmount: v.number(),
  /** cancelledAmount / (sales + cancelledAmount) × 100, one decimal. */
  cancellationShare: v.number(),
  flagged: v.boolean(),
  /**
   * Comps given: POS comp lines they rang up (or their terminal's) in completed sales, and, per user,
   * the back-office comps they authorised. Cost at the goods' cost.
   */
  compsGiven: v.object({ count: v.number(), cost: v.number() }),
});
export type BillingRowDto = v.InferOutput<typeof billingRowSchema>;

export const billingSchema = v.object({
  scope: scopeSchema,
  by: v.picklist(BILLING_GROUPS),
  /** The cancelled share (%) past which a row is flagged. */
  threshold: v.number(),
  /** By sales, highest first. */
  rows: v.array(billingRowSchema),
});
export type BillingDto = v.InferOutput<typeof billingSchema>;
