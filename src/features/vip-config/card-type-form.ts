// What the card type dialog types and what the API takes: inputs hold text (a half-typed "12,"
// survives a re-render and a failed save), the payload holds cents and numbers. Numbers are read by
// the one rule of src/contract/numbers.ts ("1.234,50"); signs are let through so that the shared
// schema reports a negative value with the field's own message, as it does for anything that is
// not a number. The cross-field rule and the duplicate name are checked here too, before the request.
import * as v from 'valibot';
import { moneyInputText, type NumberResult, numberInputText, parseDecimal, parseMoney } from '../../contract/numbers';
import type { CardTypeDto } from '../../contract/vip';
import {
  type CardTypeBody,
  cardTypeBodySchema,
  cardTypeNameKey,
  cardTypeRuleError,
  DISCOUNT_TOO_PRECISE,
  MAX_STALE_BALANCE_MINUTES,
  vipSettingsSchema,
} from '../../contract/vip-config';

export const DEFAULT_TYPE_COLOR = '#f97316';
export const DUPLICATE_NAME = 'Ya existe un tipo de tarjeta con ese nombre';

export interface CardTypeForm {
  name: string;
  /** Percent as typed ("12,5"). */
  discount: string;
  creditAllowed: boolean;
  /** Pesos as typed ("150.000"). */
  limit: string;
  color: string;
  benefits: string;
  active: boolean;
}

/** Discounts keep two decimals, as the schema does ("12,5", "7,25"). */
const DISCOUNT_DECIMALS = 2;

export type FieldErrors = Partial<Record<keyof CardTypeBody | 'form', string>>;

/**
 * What the schema judges for a typed number: the value, 0 for an empty field, NaN when the text is
 * not a number (the schema then words the field's own message).
 */
function typedValue(result: NumberResult): number {
  if (result.ok) return result.value;
  return result.error === 'empty' ? 0 : Number.NaN;
}

/** "#abc", "ABCDEF" or "#AbCdEf" as the #rrggbb the API takes; the text unchanged when it is not a colour. */
export function normaliseColor(text: string): string {
  const s = text.trim().replace(/^#?/, '#').toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(s)) return s;
  if (/^#[0-9a-f]{3}$/.test(s)) return `#${[...s.slice(1)].map((c) => c + c).join('')}`;
  return text.trim();
}

export function emptyCardTypeForm(): CardTypeForm {
  return { name: '', discount: '0', creditAllowed: false, limit: '0', color: DEFAULT_TYPE_COLOR, benefits: '', active: true };
}

export function cardTypeFormOf(type: CardTypeDto): CardTypeForm {
  return {
    name: type.name,
    discount: numberInputText(type.discountPercent, DISCOUNT_DECIMALS),
    creditAllowed: type.creditAllowed,
    limit: moneyInputText(type.defaultCreditLimit),
    color: type.color,
    benefits: type.benefits,
    active: type.active,
  };
}

/**
 * The form as the API body, or the first message of each field. Without credit the limit is sent
 * as 0 whatever the (hidden) field holds; `others` are the venue's types, for the duplicate name.
 */
export function parseCardTypeForm(
  form: CardTypeForm,
  others: readonly Pick<CardTypeDto, 'id' | 'name'>[] = [],
  editingId?: string,
): { ok: true; body: CardTypeBody } | { ok: false; errors: FieldErrors } {
  const discount = parseDecimal(form.discount, { decimals: DISCOUNT_DECIMALS, signed: true });
  const payload = {
    name: form.name,
    discountPercent: typedValue(discount),
    creditAllowed: form.creditAllowed,
    defaultCreditLimit: form.creditAllowed ? typedValue(parseMoney(form.limit, { signed: true })) : 0,
    color: normaliseColor(form.color),
    benefits: form.benefits,
    active: form.active,
  };
  const errors: FieldErrors = {};
  const result = v.safeParse(cardTypeBodySchema, payload);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = (issue.path?.[0]?.key as keyof CardTypeBody | undefined) ?? 'form';
      if (!(key in errors)) errors[key] = issue.message;
    }
  }
  if (!discount.ok && discount.error === 'decimals') errors.discountPercent = DISCOUNT_TOO_PRECISE;
  const rule = cardTypeRuleError(payload);
  if (rule && !errors.defaultCreditLimit) errors.defaultCreditLimit = rule;
  const key = cardTypeNameKey(form.name);
  if (!errors.name && key && others.some((o) => o.id !== editingId && cardTypeNameKey(o.name) === key)) {
    errors.name = DUPLICATE_NAME;
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: result.output };
}

/** The minutes field of the settings card: the value, or the schema's message. */
export function parseStaleMinutes(text: string): { ok: true; minutes: number } | { ok: false; error: string } {
  const minutes = parseDecimal(text, { decimals: 0, signed: true });
  const result = v.safeParse(vipSettingsSchema, { staleBalanceMinutes: minutes.ok ? minutes.value : Number.NaN });
  if (result.success) return { ok: true, minutes: result.output.staleBalanceMinutes };
  return { ok: false, error: result.issues[0]?.message ?? `1–${MAX_STALE_BALANCE_MINUTES}` };
}
