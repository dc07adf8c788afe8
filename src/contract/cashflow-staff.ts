// Staff (cashFlow/personal, 209) and cash-flow reports (cashFlow/reportes, 211) as they travel
// between the app and /api/cashflow. Money is integer cents (see cashflow.ts).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import {
  CF_BAD_ACTIVE,
  CF_BAD_AMOUNT,
  CF_BAD_DATE,
  CF_TEXT_TOO_LONG,
  centsAnswer,
  centsSchema,
  MAX_NAME,
  MAX_TEXT,
} from './cashflow';
import { uuidField } from './command-fields';
import { idNameSchema, integerAnswer, nightStateSchema, requiredText, stringOrNull, trimmedText, wholeNumber } from './common';

export const STAFF_NAME_REQUIRED = 'Indica el nombre de la persona';
export const STAFF_ROLE_REQUIRED = 'Indica la función';
export const STAFF_TOO_LONG = 'El texto es demasiado largo';
export const BAD_GRAIN = 'La agrupación debe ser por mes o por semana';
/** A night's wage above $ 100 millones is a typo. */
export const MAX_RATE_CENTS = 10_000_000_000;

const uuid = uuidField;
const count = integerAnswer;
/** A calendar date, YYYY-MM-DD (a night's business date). */
const dateAnswer = v.string();
const isoDate = calendarDate(CF_BAD_DATE);
const rate = wholeNumber(0, MAX_RATE_CENTS, CF_BAD_AMOUNT, { above: 'El importe es demasiado grande' });

export const staffMemberSchema = v.strictObject({
  name: requiredText(STAFF_NAME_REQUIRED, MAX_NAME, STAFF_TOO_LONG),
  role: requiredText(STAFF_ROLE_REQUIRED, MAX_NAME, STAFF_TOO_LONG),
  ratePerNight: rate,
  active: v.optional(v.boolean(CF_BAD_ACTIVE), true),
});
export type StaffMemberInput = v.InferInput<typeof staffMemberSchema>;

export const staffMemberAnswerSchema = v.object({
  ...idNameSchema.entries,
  role: v.string(),
  /** Cents. */
  ratePerNight: centsAnswer,
  active: v.boolean(),
  /** Σ amount due over their shifts, Σ paid, and what is still owed (due − paid), in cents. */
  due: centsAnswer,
  paid: centsAnswer,
  owed: centsAnswer,
  /** How many nights they worked. */
  shifts: count,
});
export type StaffMemberDto = v.InferOutput<typeof staffMemberAnswerSchema>;

export const shiftSchema = v.strictObject({
  nightId: uuid,
  staffMemberId: uuid,
  /** Defaults to the member's rate per night. */
  amountDue: v.optional(v.nullable(rate), null),
  note: v.optional(trimmedText(MAX_TEXT, CF_TEXT_TOO_LONG), ''),
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

export const staffPaymentAnswerSchema = v.object({
  id: v.string(),
  nightId: v.string(),
  staffMemberId: v.string(),
  /** Cents. */
  amount: centsAnswer,
  /** The account it was paid out of. */
  accountId: v.string(),
  accountName: v.string(),
  /** Its 'staff_payment' movement. */
  cashMovementId: stringOrNull,
  /** When it was booked, ISO 8601. */
  at: v.string(),
});
export type StaffPaymentDto = v.InferOutput<typeof staffPaymentAnswerSchema>;

/** Due, paid and still owed (due − paid), in cents. */
const owing = { due: centsAnswer, paid: centsAnswer, owed: centsAnswer };

/** One member on one night: their shift, what was paid, what is owed. */
export const staffNightLineSchema = v.object({
  staffMemberId: v.string(),
  name: v.string(),
  role: v.string(),
  active: v.boolean(),
  /** Null: no shift that night (listed as active, or for a payment). */
  shiftId: stringOrNull,
  ...owing,
  /** Oldest first. */
  payments: v.array(staffPaymentAnswerSchema),
});
export type StaffNightLine = v.InferOutput<typeof staffNightLineSchema>;

/** Everyone on a night: active members and whoever has a shift or a payment that night. */
export const staffNightSchema = v.object({
  night: nightStateSchema,
  lines: v.array(staffNightLineSchema),
  totals: v.object(owing),
});
export type StaffNightDto = v.InferOutput<typeof staffNightSchema>;

export const nightParamSchema = v.object({ nightId: uuid });
export const owedQuerySchema = v.object({ from: v.optional(isoDate), to: v.optional(isoDate) });

/** What is owed per night (only nights with something due or paid), newest first. */
export const owedNightSchema = v.object({ nightId: v.string(), businessDate: dateAnswer, ...owing });
export type OwedNightDto = v.InferOutput<typeof owedNightSchema>;

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
export const categoryReportRowSchema = v.object({
  /** Null for movements without a category. */
  categoryId: stringOrNull,
  name: stringOrNull,
  kind: v.picklist(['income', 'expense']),
  /** Cents, positive on its side (reversals count against it). */
  amount: centsAnswer,
  count,
});
export type CategoryReportRow = v.InferOutput<typeof categoryReportRowSchema>;

/** Income, expense (positive) and income − expense, in cents. */
const flows = { income: centsAnswer, expense: centsAnswer, net: centsAnswer };

export const periodReportRowSchema = v.object({
  /** YYYY-MM-DD: the first day of the month or the Monday of the week, in the venue's time zone. */
  period: v.string(),
  ...flows,
});
export type PeriodReportRow = v.InferOutput<typeof periodReportRowSchema>;

export const nightReportRowSchema = v.object({
  nightId: v.string(),
  /** The night's business date, YYYY-MM-DD. */
  period: v.string(),
  eventName: v.string(),
  ...flows,
});
export type NightReportRow = v.InferOutput<typeof nightReportRowSchema>;

export const reportTotalsSchema = v.object(flows);
export type ReportTotals = v.InferOutput<typeof reportTotalsSchema>;

/** By category: income rows first, each side by amount. */
export const categoryReportSchema = v.object({ rows: v.array(categoryReportRowSchema), totals: reportTotalsSchema });
export type CategoryReportDto = v.InferOutput<typeof categoryReportSchema>;
/** By month or week (`grain`), oldest first. */
export const periodReportSchema = v.object({ rows: v.array(periodReportRowSchema), totals: reportTotalsSchema });
export type PeriodReportDto = v.InferOutput<typeof periodReportSchema>;
/** By night whose business date is in the range, oldest first. */
export const nightReportSchema = v.object({ rows: v.array(nightReportRowSchema), totals: reportTotalsSchema });
export type NightReportDto = v.InferOutput<typeof nightReportSchema>;

/** The report each name of GET /cashflow/reportes/{name} answers. */
export const REPORT_NAMES = ['categorias', 'periodos', 'noches'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export interface ReportByName {
  categorias: CategoryReportDto;
  periodos: PeriodReportDto;
  noches: NightReportDto;
}
export const reportNameParamSchema = v.object({ name: v.picklist(REPORT_NAMES, 'No encontrado') });
/** One of the three, as the path's name picks it. */
export const reportAnswerSchema = v.union([categoryReportSchema, periodReportSchema, nightReportSchema]);
