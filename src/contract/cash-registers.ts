// Cash registers per night as they travel between the app and /api/cashflow/cajas: a register's
// session is opened with a float out of the safe, lives through the night (its expected cash is the
// register's ledger balance), is counted blind (the counter never receives the expected amount
// before submitting the count), and is confirmed by a 207 holder who did not count. Money is
// integer cents; a count or a float is a total or pieces per ARS denomination.
import * as v from 'valibot';
import { centsAnswer, movementKindSchema } from './cashflow';
import { uuidField } from './command-fields';
import { idNameSchema, integerAnswer, nightStateSchema, stringOrNull, trimmedText, wholeNumber } from './common';

/** ARS bills and coins in circulation, face value in cents (the keys of a denomination count). */
export const ARS_DENOMINATIONS = [
  2_000_000, 1_000_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100,
] as const;
/** $ 1.000 millones: far above anything a register or the safe holds. */
export const MAX_REGISTER_CENTS = 100_000_000_000;
/** Pieces of one denomination in one count. */
export const MAX_PIECES = 100_000;
export const MAX_REASON = 500;

const BAD_AMOUNT = 'El importe debe ser un número entero de centavos, cero o más';
const TOO_BIG = 'El importe es demasiado grande';
const BAD_DENOMINATION = 'Esa denominación no es un billete ni una moneda de pesos';
const BAD_PIECES = 'La cantidad de piezas debe ser un número entero entre 0 y 100.000';
const ONE_OF = 'Indica el total o el conteo por denominación, no ambos';
const REASON_TOO_LONG = 'El motivo es demasiado largo';
const REASON_REQUIRED = 'Escribe el motivo de la diferencia';

const uuid = uuidField;
const amount = wholeNumber(0, MAX_REGISTER_CENTS, BAD_AMOUNT, { above: TOO_BIG });
const denominations = v.pipe(
  v.record(
    v.pipe(
      v.string(BAD_DENOMINATION),
      v.check((k) => (ARS_DENOMINATIONS as readonly number[]).includes(Number(k)) && String(Number(k)) === k, BAD_DENOMINATION),
    ),
    wholeNumber(0, MAX_PIECES, BAD_PIECES),
  ),
  v.check((d) => denominationsTotal(d) <= MAX_REGISTER_CENTS, TOO_BIG),
);
const reason = v.optional(trimmedText(MAX_REASON, REASON_TOO_LONG), '');

/** Σ face value × pieces, in cents. */
export function denominationsTotal(pieces: Record<string, number>): number {
  let total = 0;
  for (const [value, count] of Object.entries(pieces)) total += Number(value) * count;
  return total;
}

/** Either `amount` or `denominations` (exactly one). */
const money = {
  amount: v.optional(amount),
  denominations: v.optional(denominations),
};
const exactlyOne = (b: { amount?: number; denominations?: Record<string, number> }) =>
  (b.amount === undefined) !== (b.denominations === undefined);

export const openRegisterSchema = v.pipe(
  v.strictObject({ nightId: uuid, pointOfSaleId: uuid, ...money }),
  v.check((b) => exactlyOne(b), ONE_OF),
);
export type OpenRegisterBody = v.InferInput<typeof openRegisterSchema>;

export const countRegisterSchema = v.pipe(
  v.strictObject({ ...money, reason }),
  v.check((b) => exactlyOne(b), ONE_OF),
);
export type CountRegisterBody = v.InferInput<typeof countRegisterSchema>;

export const confirmRegisterSchema = v.strictObject({ reason });
export type ConfirmRegisterBody = v.InferInput<typeof confirmRegisterSchema>;

/** The reason of a counted difference, written after the count showed it (before the confirmation). */
export const reasonRegisterSchema = v.strictObject({
  reason: v.pipe(v.string(REASON_REQUIRED), v.trim(), v.minLength(1, REASON_REQUIRED), v.maxLength(MAX_REASON, REASON_TOO_LONG)),
});
export type ReasonRegisterBody = v.InferInput<typeof reasonRegisterSchema>;

export const registersQuerySchema = v.object({ nightId: uuid });
export const sessionParamSchema = v.object({ id: uuid });

/** The amount of a valid body: its total, or the sum of its pieces. */
export function bodyAmount(b: { amount?: number; denominations?: Record<string, number> }): number {
  return b.amount ?? denominationsTotal(b.denominations ?? {});
}

export const SESSION_STATUSES = ['open', 'counting', 'closed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A user by id and display name. */
export const personRefSchema = idNameSchema;
export type { IdName as PersonRef } from './common';

/** Pieces per denomination: face value in cents (as a string key) → pieces. */
const denominationsAnswer = v.record(v.string(), integerAnswer);

/** What cash came into a register on the night (the card's "Ingresos en efectivo"), by part. */
export const CASH_IN_PARTS = ['cashSales', 'topups', 'otherIn'] as const;
/** What cash left it (the card's "Egresos en efectivo"), by part. */
export const CASH_OUT_PARTS = ['refunds', 'extractions', 'payouts', 'otherOut'] as const;
/** Every line of a register's card, each drillable to the movements behind it. */
export const REGISTER_PARTS = [
  'carried',
  'float',
  ...CASH_IN_PARTS,
  ...CASH_OUT_PARTS,
  'overShort',
  'closed',
  'afterCount',
] as const;
export type RegisterPart = (typeof REGISTER_PARTS)[number];

/**
 * A register's figures on a night, from the ledger (server/domain/register-expected.ts holds the
 * definition): expected = carried + float + cashIn − cashOut, with cashIn = cashSales + topups +
 * otherIn and cashOut = refunds + extractions + payouts + otherOut (outflows shown positive). The
 * count's settlement comes after: balance = expected + overShort − closed (for the night under way).
 */
export const registerLiveSchema = v.object({
  /** What the register held from movements not filed under the night (an earlier night's late sale…). */
  carried: centsAnswer,
  float: centsAnswer,
  cashSales: centsAnswer,
  /** VIP card money taken in cash (top-ups and payments). */
  topups: centsAnswer,
  /** Other income and transfers in. */
  otherIn: centsAnswer,
  cashIn: centsAnswer,
  /** Cash given back: cancelled cash sales, VIP refunds in cash. */
  refunds: centsAnswer,
  extractions: centsAnswer,
  /** Payouts and expenses, staff payments included. */
  payouts: centsAnswer,
  /** Transfers out to other accounts (not extractions, not the close). */
  otherOut: centsAnswer,
  cashOut: centsAnswer,
  expected: centsAnswer,
  /** The count's over (+) or short (−), booked by the confirmation. */
  overShort: centsAnswer,
  /** Positive: what the close moved to the safe. */
  closed: centsAnswer,
  /** Booked after the blind count (a terminal's sale that arrived late…): not in expected, in the balance. */
  afterCount: centsAnswer,
  /** The register's balance now: expected + overShort − closed + afterCount. */
  balance: centsAnswer,
});
export type RegisterLive = v.InferOutput<typeof registerLiveSchema>;

export const registerPartQuerySchema = v.object({
  nightId: uuid,
  accountId: uuid,
  part: v.picklist(REGISTER_PARTS, 'No encontrado'),
});
export type RegisterPartQuery = v.InferOutput<typeof registerPartQuerySchema>;

/** One movement behind a line of a register's card (signed as booked: + into the register). */
export const registerPartLineSchema = v.object({
  id: v.string(),
  /** ISO 8601. */
  at: v.string(),
  kind: movementKindSchema,
  /** Signed cents. */
  amount: centsAnswer,
  categoryName: stringOrNull,
  counterpart: v.string(),
  note: v.string(),
  userName: stringOrNull,
});
export type RegisterPartLine = v.InferOutput<typeof registerPartLineSchema>;

/** The movements behind one line of a register's card; `total` is the line's figure (as shown). */
export const registerPartAnswerSchema = v.object({
  part: v.picklist(REGISTER_PARTS),
  total: centsAnswer,
  count: integerAnswer,
  /** More rows than the answer carries (the newest are listed). */
  truncated: v.boolean(),
  /** Newest first, at most 500. */
  lines: v.array(registerPartLineSchema),
});
export type RegisterPartAnswer = v.InferOutput<typeof registerPartAnswerSchema>;

/** A register's cash session on a night, as every write of /cashflow/cajas answers it. Money in cents, times ISO 8601. */
export const registerSessionSchema = v.object({
  id: v.string(),
  status: v.picklist(SESSION_STATUSES),
  openingFloat: centsAnswer,
  floatDenominations: v.nullable(denominationsAnswer),
  openedBy: v.nullable(personRefSchema),
  openedAt: v.string(),
  countedBy: v.nullable(personRefSchema),
  countedAt: stringOrNull,
  countedAmount: v.nullable(centsAnswer),
  countDenominations: v.nullable(denominationsAnswer),
  /** Only once counted (status counting or closed): the balance snapshot taken with the count. */
  expectedAmount: v.nullable(centsAnswer),
  /** counted − expected, only once counted. */
  difference: v.nullable(centsAnswer),
  differenceReason: stringOrNull,
  /** |difference| is above the venue's threshold and no reason was given yet. */
  reasonRequired: v.boolean(),
  closedBy: v.nullable(personRefSchema),
  closedAt: stringOrNull,
});
export type RegisterSessionDto = v.InferOutput<typeof registerSessionSchema>;

export const cashRegisterSchema = v.object({
  accountId: v.string(),
  accountName: v.string(),
  pointOfSaleId: v.string(),
  pointOfSaleName: v.string(),
  /** Null: not opened on this night. */
  session: v.nullable(registerSessionSchema),
  /** Null for callers without 207 (the blind count): they never see what a register should hold. */
  live: v.nullable(registerLiveSchema),
});
export type CashRegisterDto = v.InferOutput<typeof cashRegisterSchema>;

export const cashRegistersAnswerSchema = v.object({
  night: nightStateSchema,
  /** The venue's over/short beyond which a reason is required (cents). */
  threshold: centsAnswer,
  /** The caller may see live figures and confirm counts (207). */
  supervisor: v.boolean(),
  /** Active registers, and inactive ones that had a session on the night. */
  registers: v.array(cashRegisterSchema),
});
export type CashRegistersAnswer = v.InferOutput<typeof cashRegistersAnswerSchema>;

/** The 409 answer when the safe cannot give the float: `available` in cents. */
export interface SafeShortAnswer {
  message: string;
  available: number;
}

/** A difference needs a written reason beyond the threshold (either way). */
export function needsReason(difference: number, threshold: number): boolean {
  return Math.abs(difference) > threshold;
}
