// The requests of /api/gerencia (scopes, filters and their messages), split from
// src/contract/gerencia.ts, which re-exports them.
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { CF_BAD_DATE, PAYMENT_METHODS } from './cashflow';
import { uuidField } from './command-fields';
import { COMP_REASONS } from './comps';
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

export { PAYMENT_METHODS, type PaymentMethodKind as PaymentKind } from './cashflow';
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
