// Cash registers per night as they travel between the app and /api/cashflow/cajas: a register's
// session is opened with a float out of the safe, lives through the night (its expected cash is the
// register's ledger balance), is counted blind (the counter never receives the expected amount
// before submitting the count), and is confirmed by a 207 holder who did not count. Money is
// integer cents; a count or a float is a total or pieces per ARS denomination.
import * as v from 'valibot';

/** ARS bills and coins in circulation, face value in cents (the keys of a denomination count). */
export const ARS_DENOMINATIONS = [
  2_000_000, 1_000_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100,
] as const;
/** $ 1.000 millones: far above anything a register or the safe holds. */
export const MAX_REGISTER_CENTS = 100_000_000_000;
/** Pieces of one denomination in one count. */
export const MAX_PIECES = 100_000;
export const MAX_REASON = 500;

const BAD_ID = 'El identificador no es válido';
const BAD_AMOUNT = 'El importe debe ser un número entero de centavos, cero o más';
const TOO_BIG = 'El importe es demasiado grande';
const BAD_DENOMINATION = 'Esa denominación no es un billete ni una moneda de pesos';
const BAD_PIECES = 'La cantidad de piezas debe ser un número entero entre 0 y 100.000';
const ONE_OF = 'Indica el total o el conteo por denominación, no ambos';
const REASON_TOO_LONG = 'El motivo es demasiado largo';
const REASON_REQUIRED = 'Escribe el motivo de la diferencia';

const uuid = v.pipe(v.string(BAD_ID), v.uuid(BAD_ID));
const amount = v.pipe(
  v.number(BAD_AMOUNT),
  v.integer(BAD_AMOUNT),
  v.minValue(0, BAD_AMOUNT),
  v.maxValue(MAX_REGISTER_CENTS, TOO_BIG),
);
const denominations = v.pipe(
  v.record(
    v.pipe(
      v.string(BAD_DENOMINATION),
      v.check((k) => (ARS_DENOMINATIONS as readonly number[]).includes(Number(k)) && String(Number(k)) === k, BAD_DENOMINATION),
    ),
    v.pipe(v.number(BAD_PIECES), v.integer(BAD_PIECES), v.minValue(0, BAD_PIECES), v.maxValue(MAX_PIECES, BAD_PIECES)),
  ),
  v.check((d) => denominationsTotal(d) <= MAX_REGISTER_CENTS, TOO_BIG),
);
const reason = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_REASON, REASON_TOO_LONG)), '');

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

export type SessionStatus = 'open' | 'counting' | 'closed';

export interface PersonRef {
  id: string;
  name: string;
}

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
export interface RegisterLive {
  /** What the register held from movements not filed under the night (an earlier night's late sale…). */
  carried: number;
  float: number;
  cashSales: number;
  /** VIP card money taken in cash (top-ups and payments). */
  topups: number;
  /** Other income and transfers in. */
  otherIn: number;
  cashIn: number;
  /** Cash given back: cancelled cash sales, VIP refunds in cash. */
  refunds: number;
  extractions: number;
  /** Payouts and expenses, staff payments included. */
  payouts: number;
  /** Transfers out to other accounts (not extractions, not the close). */
  otherOut: number;
  cashOut: number;
  expected: number;
  /** The count's over (+) or short (−), booked by the confirmation. */
  overShort: number;
  /** Positive: what the close moved to the safe. */
  closed: number;
  /** Booked after the blind count (a terminal's sale that arrived late…): not in expected, in the balance. */
  afterCount: number;
  /** The register's balance now: expected + overShort − closed + afterCount. */
  balance: number;
}

export const registerPartQuerySchema = v.object({
  nightId: uuid,
  accountId: uuid,
  part: v.picklist(REGISTER_PARTS, 'No encontrado'),
});
export type RegisterPartQuery = v.InferOutput<typeof registerPartQuerySchema>;

/** One movement behind a line of a register's card (signed as booked: + into the register). */
export interface RegisterPartLine {
  id: string;
  at: string;
  kind: string;
  amount: number;
  categoryName: string | null;
  counterpart: string;
  note: string;
  userName: string | null;
}

/** The movements behind one line of a register's card; `total` is the line's figure (as shown). */
export interface RegisterPartAnswer {
  part: RegisterPart;
  total: number;
  count: number;
  /** More rows than the answer carries (the newest are listed). */
  truncated: boolean;
  lines: RegisterPartLine[];
}

export interface RegisterSessionDto {
  id: string;
  status: SessionStatus;
  openingFloat: number;
  floatDenominations: Record<string, number> | null;
  openedBy: PersonRef | null;
  openedAt: string;
  countedBy: PersonRef | null;
  countedAt: string | null;
  countedAmount: number | null;
  countDenominations: Record<string, number> | null;
  /** Only once counted (status counting or closed): the balance snapshot taken with the count. */
  expectedAmount: number | null;
  /** counted − expected, only once counted. */
  difference: number | null;
  differenceReason: string | null;
  /** |difference| is above the venue's threshold and no reason was given yet. */
  reasonRequired: boolean;
  closedBy: PersonRef | null;
  closedAt: string | null;
}

export interface CashRegisterDto {
  accountId: string;
  accountName: string;
  pointOfSaleId: string;
  pointOfSaleName: string;
  session: RegisterSessionDto | null;
  /** Null for callers without 207 (the blind count): they never see what a register should hold. */
  live: RegisterLive | null;
}

export interface CashRegistersAnswer {
  night: { id: string; businessDate: string; eventName: string; status: 'planned' | 'open' | 'closed' };
  /** The venue's over/short beyond which a reason is required (cents). */
  threshold: number;
  /** The caller may see live figures and confirm counts (207). */
  supervisor: boolean;
  registers: CashRegisterDto[];
}

/** The 409 answer when the safe cannot give the float: `available` in cents. */
export interface SafeShortAnswer {
  message: string;
  available: number;
}

/** A difference needs a written reason beyond the threshold (either way). */
export function needsReason(difference: number, threshold: number): boolean {
  return Math.abs(difference) > threshold;
}
