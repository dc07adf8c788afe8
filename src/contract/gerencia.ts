// The night's balance sheet (gerencia/balancesheet, 302) and user billing (gerencia/userbilling,
// 300) as they travel between the app and /api/gerencia. Every figure is read from the ledgers the
// night wrote (sales and their lines, the stock ledger, the VIP card ledger, cash movements and
// sessions, cancellation requests, extractions, free-entry check-ins); nothing is stored twice.
// Money is integer cents; a scope is one night (nightId) or the nights whose business date is in
// [from, to].
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { CF_BAD_DATE, CF_BAD_ID } from './cashflow';
import { COMP_REASONS, type CompFigures, type CompReason } from './comps';

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

export const POS_KINDS = ['ticket_office', 'bar', 'cloakroom', 'cashier', 'restaurant'] as const;
export type PosKind = (typeof POS_KINDS)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'vip_card', 'transfer', 'wallet'] as const;
export type PaymentKind = (typeof PAYMENT_METHODS)[number];

const uuid = v.pipe(v.string(CF_BAD_ID), v.uuid(CF_BAD_ID));
const isoDate = calendarDate(CF_BAD_DATE);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const scopeEntries = { nightId: v.optional(uuid), from: v.optional(isoDate), to: v.optional(isoDate) };
type ScopeShape = { nightId?: string; from?: string; to?: string };
const hasScope = (s: ScopeShape) => !!s.nightId || (!!s.from && !!s.to);
const rangeOk = (s: ScopeShape) =>
  !!s.nightId || !s.from || !s.to || (daysBetween(s.from, s.to) >= 0 && daysBetween(s.from, s.to) < MAX_RANGE_DAYS);

/** One night (nightId wins) or the nights of a date range. */
export const scopeQuerySchema = v.pipe(
  v.object(scopeEntries),
  v.check((s) => hasScope(s), SCOPE_REQUIRED),
  v.check((s) => rangeOk(s), RANGE_TOO_LONG),
);
export type ScopeQuery = v.InferOutput<typeof scopeQuerySchema>;

const hour = v.pipe(
  v.string(BAD_HOUR),
  v.regex(/^\d{1,2}$/, BAD_HOUR),
  v.transform(Number),
  v.number(BAD_HOUR),
  v.maxValue(23, BAD_HOUR),
);

/** The sales behind a figure: any of point of sale, POS kind, local hour, payment, cashier, terminal, status. */
export const salesDrillSchema = v.pipe(
  v.object({
    ...scopeEntries,
    pointOfSaleId: v.optional(uuid),
    kind: v.optional(v.picklist(POS_KINDS, BAD_FILTER)),
    hour: v.optional(hour),
    payment: v.optional(v.picklist(PAYMENT_METHODS, BAD_FILTER)),
    cashierId: v.optional(uuid),
    terminalId: v.optional(uuid),
    status: v.optional(v.picklist(['completed', 'cancelled'], BAD_FILTER), 'completed'),
  }),
  v.check((s) => hasScope(s), SCOPE_REQUIRED),
  v.check((s) => rangeOk(s), RANGE_TOO_LONG),
);
export type SalesDrillQuery = v.InferOutput<typeof salesDrillSchema>;

export const cancellationsDrillSchema = v.pipe(
  v.object({ ...scopeEntries, requestedBy: v.optional(uuid) }),
  v.check((s) => hasScope(s), SCOPE_REQUIRED),
  v.check((s) => rangeOk(s), RANGE_TOO_LONG),
);
export type CancellationsDrillQuery = v.InferOutput<typeof cancellationsDrillSchema>;

/** income / expense: the other income and other expenses of the night's result (typed in by hand). */
export const CASH_DRILL_KINDS = ['income', 'expense', 'staff_payment', 'extraction'] as const;
export type CashDrillKind = (typeof CASH_DRILL_KINDS)[number];
export const cashDrillSchema = v.pipe(
  v.object({ ...scopeEntries, kind: v.picklist(CASH_DRILL_KINDS, BAD_FILTER) }),
  v.check((s) => hasScope(s), SCOPE_REQUIRED),
  v.check((s) => rangeOk(s), RANGE_TOO_LONG),
);
export type CashDrillQuery = v.InferOutput<typeof cashDrillSchema>;

export const saleParamSchema = v.object({ id: uuid });

/** The comps behind a figure: all of the scope, or one reason, bar, giver or terminal. */
export const compsDrillSchema = v.pipe(
  v.object({
    ...scopeEntries,
    reason: v.optional(v.picklist(COMP_REASONS, BAD_FILTER)),
    locationId: v.optional(uuid),
    givenBy: v.optional(uuid),
    terminalId: v.optional(uuid),
  }),
  v.check((s) => hasScope(s), SCOPE_REQUIRED),
  v.check((s) => rangeOk(s), RANGE_TOO_LONG),
);
export type CompsDrillQuery = v.InferOutput<typeof compsDrillSchema>;

const threshold = v.pipe(
  v.string(BAD_THRESHOLD),
  v.regex(/^\d{1,3}(\.\d{1,2})?$/, BAD_THRESHOLD),
  v.transform(Number),
  v.number(BAD_THRESHOLD),
  v.maxValue(100, BAD_THRESHOLD),
);
export const BILLING_GROUPS = ['user', 'terminal'] as const;
export type BillingGroup = (typeof BILLING_GROUPS)[number];
export const billingQuerySchema = v.pipe(
  v.object({
    ...scopeEntries,
    by: v.optional(v.picklist(BILLING_GROUPS, BAD_FILTER), 'user'),
    threshold: v.optional(threshold, String(DEFAULT_CANCEL_THRESHOLD)),
  }),
  v.check((s) => hasScope(s), SCOPE_REQUIRED),
  v.check((s) => rangeOk(s), RANGE_TOO_LONG),
);
export type BillingQuery = v.InferOutput<typeof billingQuerySchema>;

// ── answers ─────────────────────────────────────────────────────────────────────────────

export interface ScopeDto {
  /** Set when the scope is one night. */
  nightId: string | null;
  from: string;
  to: string;
  /** Nights of the venue in the scope (deleted nights left out). */
  nights: { id: string; businessDate: string; eventName: string; status: string }[];
}

export interface SalesSlice {
  total: number;
  tickets: number;
}

/**
 * The figures that make a night's result (also one row per night of a range and of comparisons),
 * defined in server/domain/night-result.ts.
 */
export interface Headline {
  /** Completed sales (cancelled ones left out). */
  sales: number;
  tickets: number;
  /** Cost of what the sales consumed: −Σ qty × unit cost of sale_consumption and sale_reversal. */
  cogs: number;
  /** sales − cogs. */
  grossMargin: number;
  /** grossMargin / sales × 100, one decimal; null without sales. */
  marginPercent: number | null;
  /** Breakage at cost (positive = loss). */
  breakage: number;
  /**
   * Comps (cortesías) at cost, net of cancelled POS sales (positive = given away): −Σ qty × unit
   * cost of `comp` movements. Not inside cogs (which counts sale movements only), so the result
   * subtracts it exactly once.
   */
  comps: number;
  /** Count adjustments at cost, signed (negative = missing stock). */
  countVariance: number;
  /**
   * Σ counted − expected of the counted register sessions (negative = short). The "Sobrante /
   * Faltante de caja" movements a confirmed count books are this figure, in no other.
   */
  overShort: number;
  /**
   * Other income: income movements filed under the night typed in by hand (and their corrections),
   * e.g. a private event. Not sales' cash, VIP card money, refunds, transfers or over/short.
   */
  otherIncome: number;
  /** Other expenses: expense movements filed under the night typed in by hand (positive). */
  expenses: number;
  /** Staff payments filed under the night (positive). */
  staffPayments: number;
  /** grossMargin − breakage − comps + countVariance + overShort + otherIncome − expenses − staffPayments. */
  result: number;
}

/** What compares like with like while a night is unfinished: its figures up to an elapsed time. */
export interface SoFar {
  sales: number;
  tickets: number;
  cogs: number;
  grossMargin: number;
}

export interface NightHeadline extends Headline {
  nightId: string;
  businessDate: string;
  eventName: string;
}

export interface BalanceSheetDto {
  scope: ScopeDto;
  totals: Headline & { items: number; averageTicket: number };
  byKind: (SalesSlice & { kind: PosKind })[];
  byPointOfSale: (SalesSlice & { pointOfSaleId: string; name: string; kind: PosKind })[];
  byPayment: (SalesSlice & { payment: PaymentKind })[];
  /** Local hour of the sale (venue time zone), in the night's order (from the cutoff hour on). */
  byHour: (SalesSlice & { hour: number })[];
  /** Entry products sold (units and amount) and free-entry guests: listed (people) and checked in. */
  entries: { sold: number; amount: number; freeListed: number; freeArrived: number };
  /** Top-ups loaded on VIP cards during the nights' business days; consumption charged by the nights' sales and mobile orders (net of reversals). */
  vip: { topups: number; consumption: number };
  cancellations: {
    requested: number;
    pending: number;
    approved: number;
    rejected: number;
    /** Total of the approved ones' sales. */
    approvedAmount: number;
    byRequester: { userId: string; name: string; requested: number; approved: number; approvedAmount: number }[];
  };
  extractions: { count: number; amount: number };
  /**
   * Comps given (POS comp lines of completed sales and back-office comps): count, products given
   * and cost, by reason and by bar. `cost` equals totals.comps.
   */
  comps: CompFigures & {
    byReason: (CompFigures & { reason: CompReason })[];
    byLocation: (CompFigures & { locationId: string; name: string })[];
  };
  /** Register sessions counted / not yet counted. */
  sessions: { counted: number; uncounted: number };
  /** One row per night of the scope (sparkline and range table). */
  byNight: NightHeadline[];
  /** Single night only (null for a range). */
  comparison: {
    previous: NightHeadline | null;
    /** Average of up to 8 earlier nights on the same weekday. */
    weekdayAverage: (Headline & { nights: number }) | null;
    /** Those same-weekday nights and this one, oldest first (sparkline). */
    trend: NightHeadline[];
    /**
     * Set while the night is not closed: its result is in progress, and sales, cost and margin
     * compare with the same elapsed time of the previous night and of the weekday's nights.
     */
    inProgress: {
      /** Minutes from the opening to now (no further than the closing time). */
      elapsedMinutes: number;
      previous: (SoFar & { nightId: string; businessDate: string }) | null;
      weekdayAverage: (SoFar & { nights: number }) | null;
    } | null;
  } | null;
}

export interface SaleRowDto {
  id: string;
  at: string;
  pointOfSaleId: string;
  pointOfSale: string;
  kind: PosKind;
  terminal: string | null;
  cashier: string | null;
  payment: PaymentKind;
  total: number;
  items: number;
  status: 'completed' | 'cancelled';
}

export interface SaleListDto {
  rows: SaleRowDto[];
  /** Σ total of the rows (all matching, not only the shown ones). */
  total: number;
  count: number;
  truncated: boolean;
}

export interface SaleDetailDto extends SaleRowDto {
  nightId: string;
  businessDate: string;
  vipCard: string | null;
  lines: { productId: string; product: string; quantity: number; unitPrice: number; amount: number }[];
  cancellations: {
    id: string;
    at: string;
    requestedBy: string;
    reason: string;
    status: 'pending' | 'approved' | 'rejected';
    decidedBy: string | null;
    decidedAt: string | null;
    decisionNote: string | null;
  }[];
}

export interface CancellationRowDto {
  id: string;
  saleId: string;
  at: string;
  saleAt: string;
  pointOfSale: string;
  requestedById: string;
  requestedBy: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  amount: number;
}

export interface CashRowDto {
  id: string;
  at: string;
  account: string;
  category: string | null;
  counterpart: string;
  note: string;
  /** Positive: what went out (expenses, payments) or was taken from a register (extractions). */
  amount: number;
}

export interface BillingRowDto {
  /** User or terminal id; null for sales without a cashier / terminal. */
  id: string | null;
  name: string | null;
  /** The kinds of point of sale they sold at (a bartender sells at bars). */
  kinds: PosKind[];
  sales: number;
  tickets: number;
  averageTicket: number;
  items: number;
  /** Sales paid with a VIP card. */
  vipCharges: number;
  cancellationsRequested: number;
  cancellationsApproved: number;
  /** Total of their approved-cancelled sales. */
  cancelledAmount: number;
  /** cancelledAmount / (sales + cancelledAmount) × 100, one decimal. */
  cancellationShare: number;
  flagged: boolean;
  /**
   * Comps given: POS comp lines they rang up (or their terminal's) in completed sales, and, per user,
   * the back-office comps they authorised. Cost at the goods' cost.
   */
  compsGiven: { count: number; cost: number };
}

export interface BillingDto {
  scope: ScopeDto;
  by: BillingGroup;
  threshold: number;
  rows: BillingRowDto[];
}
