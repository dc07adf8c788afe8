// VIP cards (issue 7, DOMAIN.md "VIP cards") as they travel between the app and the server:
//   /api/cards/*           SPEC §7 `POST /api/cards/consulta` and the card screens (306); the
//                          manual adjustment also needs 308.
//   /api/account/cards     SPEC §7, the signed-in user's own cards (user/cards, no code).
// Card types and VIP settings are in vip-config.ts, mobile orders and the guest page in
// vip-orders.ts; both build on the shared pieces here.
// Money is integer cents everywhere. Ledger signs: + money in (top-up, payment of a credit debt),
// − money out (consumption, refund); adjustments either way. Balance = Σ ledger, never edited.
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { uuidField } from './command-fields';
import { integerAnswer, stringOrNull, trimmedText, wholeNumber } from './common';

// ───────────────────────────── Shared pieces ─────────────────────────────

export const CARD_STATUSES = ['active', 'blocked', 'lost'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const LEDGER_KINDS = ['topup', 'consumption', 'payment', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How money comes in or goes out at the counter. */
export const MONEY_METHODS = ['cash', 'card', 'transfer'] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/** SPEC §7 cards/consulta `saldo`: all, with a balance (> 0), without (= 0), negative (< 0). */
export const SALDO_FILTERS = ['todos', 'con', 'sin', 'negativo'] as const;
export type SaldoFilter = (typeof SALDO_FILTERS)[number];

/** Largest single movement (cents): 100 million pesos, far below Number.MAX_SAFE_INTEGER sums. */
export const MAX_AMOUNT = 10_000_000_000;
export const MAX_NOTE_LENGTH = 300;

export const BAD_AMOUNT = 'El importe no es válido';
const AMOUNT_POSITIVE = 'El importe debe ser mayor que cero';
export const AMOUNT_TOO_BIG = 'El importe es demasiado grande';
const REASON_REQUIRED = 'El motivo es obligatorio';
const NOTE_TOO_LONG = 'La nota es demasiado larga';
const BAD_METHOD = 'El medio de pago no es válido';
const BAD_SALDO = 'El filtro de saldo no es válido';

export const vipUuidSchema = uuidField;

/** A positive amount in cents (the server applies the sign of the action). */
export const positiveAmountSchema = wholeNumber(1, MAX_AMOUNT, BAD_AMOUNT, { below: AMOUNT_POSITIVE, above: AMOUNT_TOO_BIG });
/** A credit limit in cents: 0 (none) or more. */
export const creditLimitSchema = wholeNumber(0, MAX_AMOUNT, BAD_AMOUNT, { above: AMOUNT_TOO_BIG });

/** A signed, non-zero amount in cents (manual adjustments). */
export const signedAmountSchema = v.pipe(
  v.number(BAD_AMOUNT),
  v.integer(BAD_AMOUNT),
  v.check((n) => n !== 0, 'El importe no puede ser cero'),
  v.check((n) => Math.abs(n) <= MAX_AMOUNT, AMOUNT_TOO_BIG),
);

export const optionalNote = v.optional(trimmedText(MAX_NOTE_LENGTH, NOTE_TOO_LONG), '');
export const requiredReason = v.pipe(
  v.string(REASON_REQUIRED),
  v.trim(),
  v.minLength(1, REASON_REQUIRED),
  v.maxLength(MAX_NOTE_LENGTH, NOTE_TOO_LONG),
);
const methodSchema = v.picklist(MONEY_METHODS, BAD_METHOD);
/**
 * Cash only: the point of sale whose register takes (or gives) the money. Without it the server
 * books the cash on the acting user's open register session of the night, and refuses when none.
 */
const cashRegisterSchema = v.optional(v.nullable(vipUuidSchema));

// ───────────────────────────── Cards ─────────────────────────────

/** Integer cents (signed where the field says so). */
export const centsSchema = integerAnswer;
/** An ISO 8601 instant as Date.prototype.toISOString writes it. */
const isoInstant = v.string();

/** A card as listed (the replica's row has the same fields; see src/lib/db/noctua-db.ts). */
/** A card's own columns, as the card screens list it and the replica holds it (sync.ts). */
export const vipCardRecordEntries = {
  number: v.string(),
  holderName: v.string(),
  /** '' when none was given (likewise phone and email). */
  holderDocument: v.string(),
  holderPhone: v.string(),
  holderEmail: v.string(),
  /** The signed-in user who holds the card (GET /account/cards), when any. */
  userId: stringOrNull,
  cardTypeId: v.string(),
  status: v.picklist(CARD_STATUSES),
  /** Cents, ≥ 0 (0 for a prepaid type). */
  creditLimit: centsSchema,
  /** Cents, Σ ledger as of `version` (negative: the holder owes). */
  balance: centsSchema,
  /** ISO 8601; null before the first movement. */
  lastMovementAt: v.nullable(isoInstant),
  /** The card that replaced this one (its balance moved there). */
  replacedById: stringOrNull,
};

export const vipCardSchema = v.object({
  id: v.string(),
  ...vipCardRecordEntries,
  /** The change sequence number of the card's row (sync). */
  version: integerAnswer,
  /** ISO 8601. */
  updatedAt: isoInstant,
});
export type VipCardDto = v.InferOutput<typeof vipCardSchema>;

/** SPEC §7 `POST /api/cards/consulta`; SPEC §8: an error answers `{ isok: false, message }`. */
export const consultaBodySchema = v.object({
  saldo: v.optional(v.picklist(SALDO_FILTERS, BAD_SALDO), 'todos'),
});
export type ConsultaBody = v.InferInput<typeof consultaBodySchema>;
/** The venue's live cards passing the `saldo` filter, by number. */
export const consultaAnswerSchema = v.object({ isok: v.literal(true), data: v.array(vipCardSchema) });
export type ConsultaAnswer = v.InferOutput<typeof consultaAnswerSchema>;

/** A card type's own columns, as the configuration lists it and the replica holds it (sync.ts). */
export const cardTypeRecordEntries = {
  name: v.string(),
  /** Percent, 0 to 100 with up to 2 decimals. */
  discountPercent: v.number(),
  creditAllowed: v.boolean(),
  /** Cents; 0 for a type without credit. */
  defaultCreditLimit: centsSchema,
  /** `#rrggbb`. */
  color: v.string(),
  benefits: v.string(),
  active: v.boolean(),
};

export const cardTypeSchema = v.object({
  id: v.string(),
  ...cardTypeRecordEntries,
  /** How many cards use it (a type in use is deactivated, not deleted). */
  cardCount: integerAnswer,
});
export type CardTypeDto = v.InferOutput<typeof cardTypeSchema>;

export const ledgerEntrySchema = v.object({
  id: v.string(),
  /** ISO 8601. */
  at: isoInstant,
  kind: v.picklist(LEDGER_KINDS),
  /** Signed cents. */
  amount: centsSchema,
  /** Cents: the balance right after this entry (running balance, oldest → newest). */
  balanceAfter: centsSchema,
  /** How the money came in or went out (top-ups, payments, refunds); null for consumption and adjustments. */
  method: v.nullable(v.picklist([...MONEY_METHODS, 'vip_card', 'wallet'] as const)),
  note: v.string(),
  /** The sale it charges or gives back, when a sale. */
  saleId: stringOrNull,
  /** The delivered mobile order it charges. */
  mobileOrderId: stringOrNull,
  /** Who booked it; null for a user since removed or an automatic entry. */
  userName: stringOrNull,
});
export type LedgerEntryDto = v.InferOutput<typeof ledgerEntrySchema>;

const cardRefSchema = v.nullable(v.object({ id: v.string(), number: v.string() }));

export const cardDetailSchema = v.object({
  card: vipCardSchema,
  type: cardTypeSchema,
  /** Cents: balance + credit limit when the type allows credit, else balance. */
  available: centsSchema,
  /** The card that replaced this one. */
  replacedBy: cardRefSchema,
  /** The card this one replaced. */
  replaces: cardRefSchema,
  /** Oldest → newest, after the query's filters. */
  ledger: v.array(ledgerEntrySchema),
  /** Cents, totals of the entries returned, both ≥ 0: in = Σ positive amounts, out = Σ |negative amounts|. */
  totals: v.object({ in: centsSchema, out: centsSchema }),
});
export type CardDetailDto = v.InferOutput<typeof cardDetailSchema>;

/** GET /api/cards/:id — the CtaCte filters. */
export const ledgerQuerySchema = v.object({
  from: v.optional(calendarDate()),
  to: v.optional(calendarDate()),
  kind: v.optional(v.picklist(LEDGER_KINDS, 'El tipo de movimiento no es válido')),
});
export type LedgerQuery = v.InferInput<typeof ledgerQuerySchema>;

const holder = {
  holderName: v.pipe(
    v.string('El nombre del titular es obligatorio'),
    v.trim(),
    v.minLength(1, 'El nombre del titular es obligatorio'),
    v.maxLength(120, 'El nombre es demasiado largo'),
  ),
  holderDocument: v.optional(trimmedText(20, 'El documento es demasiado largo'), ''),
  holderPhone: v.optional(trimmedText(40, 'El teléfono es demasiado largo'), ''),
  holderEmail: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'El correo no es válido'),
    ),
    '',
  ),
};

/** POST /api/cards — issue a card. Without a number the server assigns the next free one. */
export const issueCardSchema = v.strictObject({
  number: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Za-z-]{0,32}$/, 'El número de tarjeta no es válido')), ''),
  cardTypeId: vipUuidSchema,
  ...holder,
  /** Cents; defaults to the type's default limit (0 for prepaid types). */
  creditLimit: v.optional(creditLimitSchema),
  /** Optional opening top-up. */
  initialTopup: v.optional(
    v.nullable(v.strictObject({ amount: positiveAmountSchema, method: methodSchema, pointOfSaleId: cashRegisterSchema })),
  ),
});
export type IssueCardBody = v.InferInput<typeof issueCardSchema>;

/** PUT /api/cards/:id — holder details and credit limit (never the balance). */
export const updateCardSchema = v.strictObject({
  ...holder,
  creditLimit: creditLimitSchema,
});
export type UpdateCardBody = v.InferInput<typeof updateCardSchema>;

/** POST /api/cards/:id/carga (top-up) and /pago (payment against credit). */
export const moneyInSchema = v.strictObject({
  amount: positiveAmountSchema,
  method: methodSchema,
  note: optionalNote,
  pointOfSaleId: cashRegisterSchema,
});
export type MoneyInBody = v.InferInput<typeof moneyInSchema>;

/** POST /api/cards/:id/devolucion — refund of prepaid money, reason required. */
export const refundSchema = v.strictObject({
  amount: positiveAmountSchema,
  method: methodSchema,
  reason: requiredReason,
  pointOfSaleId: cashRegisterSchema,
});
export type RefundBody = v.InferInput<typeof refundSchema>;

/** POST /api/cards/:id/ajuste — privileged (306 + 308), signed amount, reason required. */
export const adjustmentSchema = v.strictObject({ amount: signedAmountSchema, reason: requiredReason });
export type AdjustmentBody = v.InferInput<typeof adjustmentSchema>;

/** POST /api/cards/:id/consumo — a charge at the bar (never offline). */
export const consumptionSchema = v.strictObject({ amount: positiveAmountSchema, note: optionalNote });
export type ConsumptionBody = v.InferInput<typeof consumptionSchema>;

/** POST /api/cards/:id/estado — block, report lost, or reactivate a blocked card. */
export const statusChangeSchema = v.strictObject({
  status: v.picklist(CARD_STATUSES, 'El estado no es válido'),
  reason: requiredReason,
});
export type StatusChangeBody = v.InferInput<typeof statusChangeSchema>;

/**
 * POST /api/cards/:id/reemplazo — a new card takes the holder, type, limit and balance, in one transaction.
 * Answers 201 CardActionAnswer with the NEW card (entryId: its incoming transfer entry, null for a zero balance).
 */
export const replaceCardSchema = v.strictObject({
  newNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Za-z-]{0,32}$/, 'El número de tarjeta no es válido')), ''),
  reason: requiredReason,
});
export type ReplaceCardBody = v.InferInput<typeof replaceCardSchema>;

/** What every card action answers: the card after it (and the ledger entry it wrote, when one). */
export const cardActionAnswerSchema = v.object({
  card: vipCardSchema,
  /** The ledger entry written (a money action, an opening top-up, a replacement's transfer); else null. */
  entryId: stringOrNull,
});
export type CardActionAnswer = v.InferOutput<typeof cardActionAnswerSchema>;

/** GET /api/cards/cajas-abiertas — a register taking cash tonight (where cash for a card is booked). */
export const openRegisterSchema = v.object({ pointOfSaleId: v.string(), name: v.string() });
export type OpenRegister = v.InferOutput<typeof openRegisterSchema>;
/** By point of sale name. */
export const openRegistersSchema = v.array(openRegisterSchema);

/** GET /api/account/cards — the signed-in user's own cards (user/cards), by number. */
export const myCardSchema = v.object({
  card: vipCardSchema,
  typeName: v.string(),
  /** `#rrggbb`. */
  color: v.string(),
  /** Percent, up to 2 decimals. */
  discountPercent: v.number(),
  creditAllowed: v.boolean(),
  /** Cents: balance + credit limit when the type allows credit, else balance. */
  available: centsSchema,
});
export type MyCardDto = v.InferOutput<typeof myCardSchema>;
export const myCardsSchema = v.array(myCardSchema);

// ───────────────────────────── Pure helpers (app and server) ─────────────────────────────

/** balance + credit limit when the type allows credit, else balance. */
export function availableCredit(balance: number, creditLimit: number, creditAllowed: boolean): number {
  return balance + (creditAllowed ? creditLimit : 0);
}

/** Whether a balance passes a SPEC §7 `saldo` filter. */
export function matchesSaldo(balance: number, saldo: SaldoFilter): boolean {
  if (saldo === 'con') return balance > 0;
  if (saldo === 'sin') return balance === 0;
  if (saldo === 'negativo') return balance < 0;
  return true;
}

/** Oldest → newest entries with the balance after each, starting from `opening`. */
export function withRunningBalance<T extends { amount: number }>(
  entries: readonly T[],
  opening = 0,
): (T & { balanceAfter: number })[] {
  let running = opening;
  return entries.map((e) => {
    running += e.amount;
    return { ...e, balanceAfter: running };
  });
}
