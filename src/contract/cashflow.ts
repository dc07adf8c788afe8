// Cash flow (cashFlow/*, configuracion/finanzas) as it travels between the app and /api/cashflow
// (server/routes/cashflow/). Money is integer cents: screens read what people type with
// numbers.ts parseMoney and send cents; the server checks the same bounds. Staff and reports are in
// cashflow-staff.ts. Every Spanish text here is translated by the server catalogs
// (server/routes/cashflow/*.messages.ts) and by the app (features/cashflow/messages.ts).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';

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
/** Accounts holding bills and coins: never below zero. */
export const PHYSICAL_KINDS: readonly AccountKind[] = ['register', 'safe'];

const uuid = v.pipe(v.string(CF_BAD_ID), v.uuid(CF_BAD_ID));
const name = v.pipe(v.string(CF_NAME_REQUIRED), v.trim(), v.nonEmpty(CF_NAME_REQUIRED), v.maxLength(MAX_NAME, CF_NAME_TOO_LONG));
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

export interface AccountDto {
  id: string;
  kind: AccountKind;
  name: string;
  currency: string;
  pointOfSaleId: string | null;
  pointOfSaleName: string | null;
  active: boolean;
  /** Balance now, integer cents; null for a register counted blind (its open session) unless the caller holds 207. */
  balance: number | null;
  movementCount: number;
}

export interface CashPointOfSaleOption {
  id: string;
  name: string;
  kind: string;
  active: boolean;
  /** The register account it already has, if any. */
  registerId: string | null;
}

export const categoryCreateSchema = v.strictObject({ kind: v.picklist(CATEGORY_KINDS, CF_BAD_CATEGORY_KIND), name });
export type CategoryCreateInput = v.InferInput<typeof categoryCreateSchema>;
export const categoryUpdateSchema = v.strictObject({ name });

export interface CategoryDto {
  id: string;
  kind: CategoryKind;
  name: string;
  active: boolean;
  movementCount: number;
  /** A system category's fixed key (cash sales, VIP money, over/short, wages): renamed, never retired. */
  systemKey: string | null;
}

export const paymentMethodSchema = v.strictObject({
  name,
  settlementAccountId: v.optional(v.nullable(uuid), null),
  feeBasisPoints: v.pipe(
    v.number(CF_BAD_FEE),
    v.integer(CF_BAD_FEE),
    v.minValue(0, CF_BAD_FEE),
    v.maxValue(MAX_FEE_BASIS_POINTS, CF_BAD_FEE),
  ),
  active: v.boolean(CF_BAD_ACTIVE),
});
export type PaymentMethodInput = v.InferInput<typeof paymentMethodSchema>;
export const paymentMethodParamSchema = v.object({ method: v.picklist(PAYMENT_METHODS, CF_BAD_MOVEMENT_TYPE) });

export interface PaymentMethodDto {
  method: PaymentMethodKind;
  /** Null when the venue has not configured this method yet. */
  id: string | null;
  name: string;
  settlementAccountId: string | null;
  settlementAccountName: string | null;
  feeBasisPoints: number;
  active: boolean;
}

export const MAX_THRESHOLD_CENTS = 1_000_000_000;
export const financeSettingsSchema = v.strictObject({
  cashOverShortThreshold: v.pipe(
    v.number(CF_BAD_THRESHOLD),
    v.integer(CF_BAD_THRESHOLD),
    v.minValue(0, CF_BAD_THRESHOLD),
    v.maxValue(MAX_THRESHOLD_CENTS, CF_BAD_THRESHOLD),
  ),
});
export type FinanceSettingsDto = v.InferOutput<typeof financeSettingsSchema>;

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

export interface Ref {
  id: string;
  name: string;
}

export interface MovementDto {
  id: string;
  at: string;
  account: Ref & { kind: AccountKind };
  kind: MovementKind;
  /** Signed cents: positive into the account. */
  amount: number;
  category: (Ref & { kind: CategoryKind }) | null;
  counterpart: string;
  note: string;
  night: { id: string; businessDate: string } | null;
  userName: string | null;
  transferGroupId: string | null;
  /** What booked it (sale, extraction, staff_payment, reversal…), null when typed in. */
  sourceType: string | null;
  /** The movement this one reverses. */
  reverses: string | null;
  /** Already reversed by a later movement. */
  reversed: boolean;
  attachmentCount: number;
}

export interface MovementTotals {
  count: number;
  /** Σ positive amounts, Σ negative amounts (≤ 0), and their sum. */
  inflow: number;
  outflow: number;
  net: number;
}

export interface MovementListDto {
  rows: MovementDto[];
  /** Null when filtered on a register the caller may not see the balance of (counted blind, 207 sees it). */
  totals: MovementTotals | null;
  /** More rows matched than MOVEMENT_LIST_LIMIT: narrow the filter. */
  truncated: boolean;
}

export interface AttachmentDto {
  id: string;
  movementId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  sha256: string;
  uploadedBy: string | null;
  createdAt: string;
}

// ── balances ───────────────────────────────────────────────────────────────────────────

export const balancesQuerySchema = v.object({ at: v.optional(dateOrInstant) });
export const statementQuerySchema = v.object({ from: v.optional(dateOrInstant), to: v.optional(dateOrInstant) });

export interface BalanceDto {
  account: Ref & { kind: AccountKind; active: boolean };
  /** Null for a register counted blind (its open session) unless the caller holds 207. */
  balance: number | null;
}

export interface StatementLine {
  id: string;
  at: string;
  kind: MovementKind;
  amount: number;
  categoryName: string | null;
  counterpart: string;
  note: string;
  /** The account's balance right after this movement. */
  balance: number;
}

export interface StatementDto {
  account: Ref & { kind: AccountKind };
  opening: number;
  closing: number;
  lines: StatementLine[];
}

export interface BoardRegister {
  accountId: string;
  accountName: string;
  pointOfSaleName: string | null;
  sessionId: string | null;
  status: 'open' | 'counting' | 'closed' | null;
  openingFloat: number;
  /** The night's cash in and cash out (server/domain/register-expected.ts), outflows positive. */
  cashIn: number;
  cashOut: number;
  /** cashIn − cashOut: what the night moved, the float and what was carried in excluded. */
  nightNet: number;
  /** What the register held from before the night (see RegisterLive.carried). */
  carried: number;
  /** What the register should hold: carried + float + nightNet. */
  expected: number;
  balance: number;
}

export interface BoardDto {
  at: string;
  accounts: (BalanceDto & { balance: number; today: number })[];
  totals: { all: number; physical: number };
  night: { id: string; businessDate: string; eventName: string; status: string } | null;
  registers: BoardRegister[];
}

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
