// Card types and VIP settings (issue 7, DOMAIN.md "VIP cards") as they travel between the app and
// the server: /api/vip/tipos and /api/vip/ajustes (308 or 201). The cards themselves are in vip.ts.
import * as v from 'valibot';
import { idNameSchema, integerAnswer, trimmedText, wholeNumber } from './common';
import { cardTypeSchema, creditLimitSchema, vipUuidSchema } from './vip';

/** Default and bounds of the "saldo al …" staleness warning (minutes). */
export const DEFAULT_STALE_BALANCE_MINUTES = 30;
export const MAX_STALE_BALANCE_MINUTES = 24 * 60;
/** Also what a card type form says for a discount typed with more decimals ("10,555"). */
export const DISCOUNT_TOO_PRECISE = 'El descuento admite hasta 2 decimales';

export const cardTypeBodySchema = v.strictObject({
  name: v.pipe(
    v.string('El nombre es obligatorio'),
    v.trim(),
    v.minLength(1, 'El nombre es obligatorio'),
    v.maxLength(60, 'El nombre es demasiado largo'),
  ),
  discountPercent: v.pipe(
    v.number('El descuento no es válido'),
    v.minValue(0, 'El descuento debe estar entre 0 y 100'),
    v.maxValue(100, 'El descuento debe estar entre 0 y 100'),
    v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, DISCOUNT_TOO_PRECISE),
  ),
  creditAllowed: v.boolean(),
  defaultCreditLimit: creditLimitSchema,
  color: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'El color no es válido')),
  benefits: v.optional(trimmedText(1000, 'El texto es demasiado largo'), ''),
  active: v.optional(v.boolean(), true),
});
export type CardTypeBody = v.InferInput<typeof cardTypeBodySchema>;

/** GET /api/vip/tipos — the venue's card types by name (each as cardTypeSchema of vip.ts). */
export const cardTypesSchema = v.array(cardTypeSchema);

export const CREDIT_OFF_NEEDS_ZERO_LIMIT = 'Un tipo sin crédito debe tener límite de crédito 0';

/** The rule across fields of a card type the schema cannot express per field (null when it holds). */
export function cardTypeRuleError(body: Pick<CardTypeBody, 'creditAllowed' | 'defaultCreditLimit'>): string | null {
  return !body.creditAllowed && body.defaultCreditLimit !== 0 ? CREDIT_OFF_NEEDS_ZERO_LIMIT : null;
}

/** Card type names are unique per venue ignoring case, accents and repeated spaces ("Clásica" = "clasica"). */
export function cardTypeNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const vipSettingsAnswerSchema = v.object({
  /** Minutes: "saldo al …" warns when the replica's balances are older than this. */
  staleBalanceMinutes: integerAnswer,
});
export type VipSettingsDto = v.InferOutput<typeof vipSettingsAnswerSchema>;
export const vipSettingsSchema = v.strictObject({
  staleBalanceMinutes: wholeNumber(1, MAX_STALE_BALANCE_MINUTES, 'El valor no es válido', 'Debe estar entre 1 y 1440 minutos'),
});
export type VipSettingsBody = v.InferInput<typeof vipSettingsSchema>;

/**
 * GET/PUT /api/vip/ajustes/barra — "Barra que sirve las mesas VIP": the bar whose sale a delivered
 * table order becomes and whose stock it consumes (null: none chosen; a venue with a single active
 * bar needs none). `bars` are the venue's active bars to choose from (the PUT answers them too).
 */
export const vipServiceBarAnswerSchema = v.object({
  pointOfSaleId: v.nullable(v.string()),
  /** Point of sale ids and names. */
  bars: v.array(idNameSchema),
});
export type VipServiceBarDto = v.InferOutput<typeof vipServiceBarAnswerSchema>;
export const vipServiceBarSchema = v.strictObject({ pointOfSaleId: v.nullable(vipUuidSchema) });
export type VipServiceBarBody = v.InferInput<typeof vipServiceBarSchema>;
