// Cash flow (cashFlow/*, configuracion/finanzas) as it travels between the app and /api/cashflow
// (server/routes/cashflow/). Money is integer cents: screens read what people type with
// numbers.ts parseMoney and send cents; the server checks the same bounds. Staff and reports are in
// cashflow-staff.ts. Every Spanish text here is translated by the server catalogs
// (server/routes/cashflow/*.messages.ts) and by the app (features/cashflow/messages.ts).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { uuidField } from './command-fields';
import { idNameSchema, integerAnswer, nightStateSchema, requiredText, stringOrNull, wholeNumber } from './common';
import { POS_KINDS } from './pos';

/** $ 10.000 millones: far above any single movement a venue books; anything larger is a typo. */
export const MAX_MOVEMENT_CENTS = 1_000_000_000_000;
export const MAX_NAME = 80;
export const MAX_TEXT = 500;
/** A fee above 20 % is not a payment processor's. */
export const MAX_FEE_BASIS_POINTS = 2000;
/** Movements listed at most per request (totals always cover the whole filter). */
export const MOVEMENT_LIST_LIMIT = 2000;

export const CF_BAD_ID = 'El identificador no es válido';
export const CF_BAD_DATE = 'La fecha no es válida';
export const CF_BAD_AMOUNT = 'El importe debe ser un número entero de centavos mayor que cero';
export const CF_AMOUNT_TOO_LARGE = 'El importe es demasiado grande';
export const CF_NAME_REQUIRED = 'Indica un nombre';
export const CF_NAME_TOO_LONG = 'El nombre es demasiado largo';
export const CF_TEXT_TOO_LONG = 'El texto es demasiado largo';
export const CF_BAD_ACCOUNT_KIND = 'El tipo de cuenta no es válido';
export const CF_BAD_CATEGORY_KIND = 'El tipo de categoría no es válido';
export const CF_BAD_MOVEMENT_TYPE = 'El tipo de movimiento no es válido';
export const CF_BAD_FEE = 'La comisión debe estar entre 0 % y 20 %, con hasta dos decimales';
export const CF_BAD_THRESHOLD = 'El umbral debe ser un importe entre $ 0 y $ 10.000.000';
export const CF_BAD_ACTIVE = 'Indica si está activo';
export const CF_TARGET_REQUIRED = 'Elige la cuenta de destino';
export const CF_CATEGORY_REQUIRED = 'Elige una categoría';

export const ACCOUNT_KINDS = ['register', 'safe', 'bank', 'wallet'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const CATEGORY_KINDS = ['income', 'expense'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const MOVEMENT_KINDS = ['income', 'expense', 'transfer', 'extraction', 'staff_payment'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'vip_card', 'transfer', 'wallet'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];
/**
 * How a sale may be paid: the payment methods and 'table_bill', a served restaurant order put on its
 * table's bill (paid when the bill closes; server/domain/resto-bill.ts) — no terminal sends it.
 */
export const SALE_PAYMENTS = [...PAYMENT_METHODS, 'table_bill'] as const;
export type SalePaymentKind = (typeof SALE_PAYMENTS)[number];
/** Accounts holding bills and coins: never below zero. */
export const PHYSICAL_KINDS: readonly AccountKind[] = ['register', 'safe'];

const uuid = uuidField;
const name = requiredText(CF_NAME_REQUIRED, MAX_NAME, CF_NAME_TOO_LONG);
const text = v.optional(v.pipe(v.string(CF_TEXT_TOO_LONG), v.trim(), v.maxLength(MAX_TEXT, CF_TEXT_TOO_LONG)), '');
export const centsSchema = v.pipe(
  v.number(CF_BAD_AMOUNT),
  v.integer(CF_BAD_AMOUNT),
  v.gtValue(0, CF_BAD_AMOUNT),
  v.maxValue(MAX_MOVEMENT_CENTS, CF_AMOUNT_TOO_LARGE),
);
const isoDate = calendarDate(CF_BAD_DATE);
const instant = v.pipe(v.string(CF_BAD_DATE), v.isoTimestamp(CF_BAD_DATE));
/** A date (YYYY-MM-DD, the venue's day) or an instant. */
const dateOrInstant = v.union([isoDate, instant], CF_BAD_DATE);

export const idParamSchema = v.object({ id: uuid });

// What the answers carry (the request schemas above check what comes in; these describe what goes
// out, in the OpenAPI document and as the DTO types the services return).
/** Integer cents. */
export const centsAnswer = integerAnswer;
const count = integerAnswer;
/** An instant, ISO 8601 in UTC (`2026-05-01T03:12:00.000Z`). */
const instantAnswer = v.string();
export const accountKindSchema = v.picklist(ACCOUNT_KINDS);
export const categoryKindSchema = v.picklist(CATEGORY_KINDS);
export const movementKindSchema = v.picklist(MOVEMENT_KINDS);
const refSchema = idNameSchema;

export type { IdName as Ref } from './common';

/** An account by id, name and kind. */
const accountRefSchema = v.object({ ...refSchema.entries, kind: accountKindSchema });
export const activeSchema = v.strictObject({ active: v.boolean(CF_BAD_ACTIVE) });

// ── configuration ──────────────────────────────────────────────────────────────────────

export const accountCreateSchema = v.strictObject({
  kind: v.picklist(ACCOUNT_KINDS, CF_BAD_ACCOUNT_KIND),
  name,
  /** Registers only: the point of sale (taking cash) it belongs to. */
  pointOfSaleId: v.optional(v.nullable(uuid), null),
});
export type AccountCreateInput = v.InferInput<typeof accountCreateSchema>;
export const accountUpdateSchema = v.strictObject({ name, pointOfSaleId: v.optional(v.nullable(uuid), null) });
export type AccountUpdateInput = v.InferInput<typeof accountUpdateSchema>;

export const accountSchema = v.object({
  ...accountRefSchema.entries,
  /** ISO 4217, the venue's currency when the account was created. */
  currency: v.string(),
  /** Registers only: their point of sale. */
  pointOfSaleId: stringOrNull,
  pointOfSaleName: stringOrNull,
  active: v.boolean(),
  /** Balance now, integer cents; null for a register counted blind (its open session) unless the caller holds 207. */
  balance: v.nullable(centsAnswer),
  movementCount: count,
});
export type AccountDto = v.InferOutput<typeof accountSchema>;

export const cashPointOfSaleSchema = v.object({
  ...refSchema.entries,
  kind: v.picklist(POS_KINDS),
  active: v.boolean(),
  /** The active register account it already has, if any. */
  registerId: stringOrNull,
});
export type CashPointOfSaleOption = v.InferOutput<typeof cashPointOfSaleSchema>;

export const categoryCreateSchema = v.strictObject({ kind: v.picklist(CATEGORY_KINDS, CF_BAD_CATEGORY_KIND), name });
export type CategoryCreateInput = v.InferInput<typeof categoryCreateSchema>;
export const categoryUpdateSchema = v.strictObject({ name });

export const categorySchema = v.object({
  ...refSchema.entries,
  kind: categoryKindSchema,
  /** Always true: retired categories are not listed. */
  active: v.boolean(),
  movementCount: count,
  /** A system category's fixed key (cash sales, VIP money, over/short, wages): renamed, never retired. */
  systemKey: stringOrNull,
});
export type CategoryDto = v.InferOutput<typeof categorySchema>;

export const paymentMethodSchema = v.strictObject({
  name,
  settlementAccountId: v.optional(v.nullable(uuid), null),
  feeBasisPoints: wholeNumber(0, MAX_FEE_BASIS_POINTS, CF_BAD_FEE),
  active: v.boolean(CF_BAD_ACTIVE),
});
export type PaymentMethodInput = v.InferInput<typeof paymentMethodSchema>;
export const paymentMethodParamSchema = v.object({ method: v.picklist(PAYMENT_METHODS, CF_BAD_MOVEMENT_TYPE) });

/** Every payment method, configured or not, in PAYMENT_METHODS order. */
export const paymentMethodAnswerSchema = v.object({
  method: v.picklist(PAYMENT_METHODS),
  /** Null when the venue has not configured this method yet (name '', fee 0, inactive). */
  id: stringOrNull,
  name: v.string(),
  settlementAccountId: stringOrNull,
  settlementAccountName: stringOrNull,
  /** The processor's fee in basis points (250 = 2.5 %). */
  feeBasisPoints: count,
  active: v.boolean(),
});
export type PaymentMethodDto = v.InferOutput<typeof paymentMethodAnswerSchema>;

export const MAX_THRESHOLD_CENTS = 1_000_000_000;
export const financeSettingsSchema = v.strictObject({
  cashOverShortThreshold: wholeNumber(0, MAX_THRESHOLD_CENTS, CF_BAD_THRESHOLD),
});
export type FinanceSettingsDto = v.InferOutput<typeof financeSettingsSchema>;
export const financeSettingsAnswerSchema = v.object({
  /** A register's over/short beyond which the count needs a written reason, integer cents. */
  cashOverShortThreshold: centsAnswer,
});

// ── movements ──────────────────────────────────────────────────────────────────────────

export const MOVEMENT_TYPES = ['income', 'expense', 'transfer'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const movementCreateSchema = v.pipe(
  v.strictObject({
    type: v.picklist(MOVEMENT_TYPES, CF_BAD_MOVEMENT_TYPE),
    accountId: uuid,
    /** Transfers: where the money goes. */
    toAccountId: v.optional(v.nullable(uuid), null),
    amount: centsSchema,
    categoryId: v.optional(v.nullable(uuid), null),
    counterpart: text,
    note: text,
    nightId: v.optional(v.nullable(uuid), null),
    /** When it happened; the server's clock when absent. */
    at: v.optional(v.nullable(instant), null),
  }),
  v.forward(
    v.check((m) => m.type !== 'transfer' || !!m.toAccountId, CF_TARGET_REQUIRED),
    ['toAccountId'],
  ),
  v.forward(
    v.check((m) => m.type === 'transfer' || !!m.categoryId, CF_CATEGORY_REQUIRED),
    ['categoryId'],
  ),
);
export type MovementCreateInput = v.InferInput<typeof movementCreateSchema>;

export const reverseSchema = v.strictObject({ note: text });

export const movementQuerySchema = v.object({
  from: v.optional(dateOrInstant),
  to: v.optional(dateOrInstant),
  accountId: v.optional(uuid),
  kind: v.optional(v.picklist(MOVEMENT_KINDS, CF_BAD_MOVEMENT_TYPE)),
  categoryId: v.optional(uuid),
  nightId: v.optional(uuid),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, CF_TEXT_TOO_LONG))),
});
export type MovementQuery = v.InferOutput<typeof movementQuerySchema>;

export const movementSchema = v.object({
  id: v.string(),
  at: instantAnswer,
  account: accountRefSchema,
  kind: movementKindSchema,
  /** Signed cents: positive into the account. */
  amount: centsAnswer,
  category: v.nullable(v.object({ ...refSchema.entries, kind: categoryKindSchema })),
  counterpart: v.string(),
  note: v.string(),
  /** The night it is filed under: its id and business date (YYYY-MM-DD). */
  night: v.nullable(v.object({ id: v.string(), businessDate: v.string() })),
  /** Who booked it; null for a booking of the server's own. */
  userName: stringOrNull,
  /** Both legs of a transfer (or an extraction) share it. */
  transferGroupId: stringOrNull,
  /** What booked it (sale, extraction, staff_payment, reversal…), null when typed in. */
  sourceType: stringOrNull,
  /** The movement this one reverses. */
  reverses: stringOrNull,
  /** Already reversed by a later movement. */
  reversed: v.boolean(),
  attachmentCount: count,
});
export type MovementDto = v.InferOutput<typeof movementSchema>;

export const movementTotalsSchema = v.object({
  count,
  /** Σ positive amounts, Σ negative amounts (≤ 0), and their sum, in cents. */
  inflow: centsAnswer,
  outflow: centsAnswer,
  net: centsAnswer,
});
export type MovementTotals = v.InferOutput<typeof movementTotalsSchema>;

export const movementListSchema = v.object({
  /** Newest first, at most MOVEMENT_LIST_LIMIT. */
  rows: v.array(movementSchema),
  /** Null when filtered on a register the caller may not see the balance of (counted blind, 207 sees it). */
  totals: v.nullable(movementTotalsSchema),
  /** More rows matched than MOVEMENT_LIST_LIMIT: narrow the filter. */
  truncated: v.boolean(),
});
export type MovementListDto = v.InferOutput<typeof movementListSchema>;

export const attachmentSchema = v.object({
  id: v.string(),
  movementId: v.string(),
  fileName: v.string(),
  /** Bytes. */
  fileSize: count,
  contentType: v.string(),
  /** Hex SHA-256 of the stored file. */
  sha256: v.string(),
  /** The uploader's user id. */
  uploadedBy: stringOrNull,
  createdAt: instantAnswer,
});
export type AttachmentDto = v.InferOutput<typeof attachmentSchema>;

// ── balances ───────────────────────────────────────────────────────────────────────────

export const balancesQuerySchema = v.object({ at: v.optional(dateOrInstant) });
export const statementQuerySchema = v.object({ from: v.optional(dateOrInstant), to: v.optional(dateOrInstant) });

const balanceAccountSchema = v.object({ ...accountRefSchema.entries, active: v.boolean() });

/** Every account (inactive ones too), safe, banks, wallets, then registers. */
export const balanceSchema = v.object({
  account: balanceAccountSchema,
  /**
   * Cents at `at` (the end of that day when a date; now when absent); null for a register counted
   * blind (its open session) unless the caller holds 207.
   */
  balance: v.nullable(centsAnswer),
});
export type BalanceDto = v.InferOutput<typeof balanceSchema>;

export const statementLineSchema = v.object({
  id: v.string(),
  at: instantAnswer,
  kind: movementKindSchema,
  /** Signed cents: positive into the account. */
  amount: centsAnswer,
  categoryName: stringOrNull,
  counterpart: v.string(),
  note: v.string(),
  /** The account's balance right after this movement. */
  balance: centsAnswer,
});
export type StatementLine = v.InferOutput<typeof statementLineSchema>;

/** One account's movements in the period, oldest first, with its balance before and after (cents). */
export const statementSchema = v.object({
  account: accountRefSchema,
  opening: centsAnswer,
  closing: centsAnswer,
  lines: v.array(statementLineSchema),
});
export type StatementDto = v.InferOutput<typeof statementSchema>;

/** Tonight's figures of one active register, in cents. */
export const boardRegisterSchema = v.object({
  accountId: v.string(),
  accountName: v.string(),
  pointOfSaleName: stringOrNull,
  sessionId: stringOrNull,
  /** Its cash session's status (cash-registers.ts); null when none was opened tonight. */
  status: v.nullable(v.picklist(['open', 'counting', 'closed'])),
  openingFloat: centsAnswer,
  /** The night's cash in and cash out (server/domain/register-expected.ts), outflows positive. */
  cashIn: centsAnswer,
  cashOut: centsAnswer,
  /** cashIn − cashOut: what the night moved, the float and what was carried in excluded. */
  nightNet: centsAnswer,
  /** What the register held from before the night (see RegisterLive.carried). */
  carried: centsAnswer,
  /** What the register should hold: carried + float + nightNet. */
  expected: centsAnswer,
  balance: centsAnswer,
});
export type BoardRegister = v.InferOutput<typeof boardRegisterSchema>;

export const boardSchema = v.object({
  /** When the figures were taken. */
  at: instantAnswer,
  /** Active accounts and inactive ones still holding money: balance now and today's net (cents, the venue's day). */
  accounts: v.array(v.object({ account: balanceAccountSchema, balance: centsAnswer, today: centsAnswer })),
  /** Σ balances of every listed account, and of the safe and registers. */
  totals: v.object({ all: centsAnswer, physical: centsAnswer }),
  /** The open night, else the latest one that was opened (never a planned one); null before the first. */
  night: v.nullable(nightStateSchema),
  /** Empty without a night. */
  registers: v.array(boardRegisterSchema),
});
export type BoardDto = v.InferOutput<typeof boardSchema>;

/** A night movements and shifts may be filed under: the opened ones (never planned), newest first, at most 400. */
export const cashNightSchema = nightStateSchema;
export type CashNightDto = v.InferOutput<typeof cashNightSchema>;

// ── receipts ───────────────────────────────────────────────────────────────────────────

/** A receipt photo or PDF: 10 MB covers a phone photo; the server refuses larger (413). */
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TYPE_NOT_ALLOWED = 'Tipo de archivo no permitido: se aceptan fotos (.jpg, .png, .webp) y .pdf';

const JPEG = [[0xff, 0xd8, 0xff]] as const;
/** The receipt types the server stores, by lower-case extension, with their first bytes. */
export const RECEIPT_KINDS: Record<string, { contentType: string; magic: readonly (readonly number[])[] }> = {
  jpg: { contentType: 'image/jpeg', magic: JPEG },
  jpeg: { contentType: 'image/jpeg', magic: JPEG },
  png: { contentType: 'image/png', magic: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  webp: { contentType: 'image/webp', magic: [[0x52, 0x49, 0x46, 0x46]] },
  pdf: { contentType: 'application/pdf', magic: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
};
export const RECEIPT_ACCEPT = Object.keys(RECEIPT_KINDS)
  .map((e) => `.${e}`)
  .join(',');
export const RECEIPT_MAGIC_LENGTH = 8;

export function receiptKindOf(fileName: string) {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? (RECEIPT_KINDS[fileName.slice(dot + 1).toLowerCase()] ?? null) : null;
}

/** Whether a receipt's first bytes match what its extension promises. */
export function receiptMagicMatches(fileName: string, head: Uint8Array): boolean {
  const kind = receiptKindOf(fileName);
  return !!kind && kind.magic.some((sig) => sig.length <= head.length && sig.every((b, i) => head[i] === b));
}
