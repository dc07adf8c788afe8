// Staff (cashFlow/personal, 209) and cash-flow reports (cashFlow/reportes, 211) as they travel
// between the app and /api/cashflow. Money is integer cents (see cashflow.ts).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import {
  CF_BAD_ACTIVE,
  CF_BAD_AMOUNT,
  CF_BAD_DATE,
  CF_BAD_ID,
  CF_TEXT_TOO_LONG,
  centsSchema,
  MAX_NAME,
  MAX_TEXT,
} from './cashflow';

export const STAFF_NAME_REQUIRED = 'Indica el nombre de la persona';
export const STAFF_ROLE_REQUIRED = 'Indica la función';
export const STAFF_TOO_LONG = 'El texto es demasiado largo';
export const BAD_GRAIN = 'La agrupación debe ser por mes o por semana';
/** A night's wage above $ 100 millones is a typo. */
export const MAX_RATE_CENTS = 10_000_000_000;

const uuid = v.pipe(v.string(CF_BAD_ID), v.uuid(CF_BAD_ID));
const isoDate = calendarDate(CF_BAD_DATE);
const rate = v.pipe(
  v.number(CF_BAD_AMOUNT),
  v.integer(CF_BAD_AMOUNT),
  v.minValue(0, CF_BAD_AMOUNT),
  v.maxValue(MAX_RATE_CENTS, 'El importe es demasiado grande'),
);

export const staffMemberSchema = v.strictObject({
  name: v.pipe(v.string(STAFF_NAME_REQUIRED), v.trim(), v.nonEmpty(STAFF_NAME_REQUIRED), v.maxLength(MAX_NAME, STAFF_TOO_LONG)),
  role: v.pipe(v.string(STAFF_ROLE_REQUIRED), v.trim(), v.nonEmpty(STAFF_ROLE_REQUIRED), v.maxLength(MAX_NAME, STAFF_TOO_LONG)),
  ratePerNight: rate,
  active: v.optional(v.boolean(CF_BAD_ACTIVE), true),
});
export type StaffMemberInput = v.InferInput<typeof staffMemberSchema>;

export interface StaffMemberDto {
  id: string;
  name: string;
  role: string;
  ratePerNight: number;
  active: boolean;
  /** Σ amount due over their shifts, Σ paid, and what is still owed (due − paid). */
  due: number;
  paid: number;
  owed: number;
  shifts: number;
}

export const shiftSchema = v.strictObject({
  nightId: uuid,
  staffMemberId: uuid,
  /** Defaults to the member's rate per night. */
  amountDue: v.optional(v.nullable(rate), null),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, CF_TEXT_TOO_LONG)), ''),
});
export type ShiftInput = v.InferInput<typeof shiftSchema>;

export const staffPaymentSchema = v.strictObject({
  /** Chosen by the app: a retried request with the same id books the payment once. */
  id: uuid,
  nightId: uuid,
  staffMemberId: uuid,
  accountId: uuid,
  amount: centsSchema,
});
export type StaffPaymentInput = v.InferInput<typeof staffPaymentSchema>;

export interface StaffPaymentDto {
  id: string;
  nightId: string;
  staffMemberId: string;
  amount: number;
  accountId: string;
  accountName: string;
  cashMovementId: string | null;
  at: string;
}

/** One member on one night: their shift, what was paid, what is owed. */
export interface StaffNightLine {
  staffMemberId: string;
  name: string;
  role: string;
  active: boolean;
  shiftId: string | null;
  due: number;
  paid: number;
  owed: number;
  payments: StaffPaymentDto[];
}

export interface StaffNightDto {
  night: { id: string; businessDate: string; eventName: string; status: string };
  lines: StaffNightLine[];
  totals: { due: number; paid: number; owed: number };
}

export const nightParamSchema = v.object({ nightId: uuid });
export const owedQuerySchema = v.object({ from: v.optional(isoDate), to: v.optional(isoDate) });

/** What is owed per night (only nights with something due or paid). */
export interface OwedNightDto {
  nightId: string;
  businessDate: string;
  due: number;
  paid: number;
  owed: number;
}

// ── reports ───────────────────────────────────────────────────────────────────────────

export const REPORT_GRAINS = ['month', 'week'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];
export const reportQuerySchema = v.object({
  from: isoDate,
  to: isoDate,
  grain: v.optional(v.picklist(REPORT_GRAINS, BAD_GRAIN), 'month'),
});
export type ReportQuery = v.InferOutput<typeof reportQuerySchema>;

/**
 * Income is the 'income' movements, expense the 'expense' and 'staff_payment' ones (as positive
 * numbers); transfers and extractions move money between the venue's own accounts and count in
 * neither.
 */
export interface CategoryReportRow {
  categoryId: string | null;
  name: string | null;
  kind: 'income' | 'expense';
  amount: number;
  count: number;
}

export interface PeriodReportRow {
  /** YYYY-MM-DD: the first day of the month or the Monday of the week, in the venue's time zone. */
  period: string;
  income: number;
  expense: number;
  net: number;
}

export interface NightReportRow extends PeriodReportRow {
  nightId: string;
  eventName: string;
}

export interface ReportTotals {
  income: number;
  expense: number;
  net: number;
}

export interface CategoryReportDto {
  rows: CategoryReportRow[];
  totals: ReportTotals;
}
export interface PeriodReportDto {
  rows: PeriodReportRow[];
  totals: ReportTotals;
}
export interface NightReportDto {
  rows: NightReportRow[];
  totals: ReportTotals;
}
