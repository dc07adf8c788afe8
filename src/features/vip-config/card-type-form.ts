// What the card type dialog types and what the API takes: inputs hold text (a half-typed "12,"
// survives a re-render and a failed save), the payload holds cents and numbers. Amounts accept
// both decimal marks ("150.000" and "1.234,50" as written in Argentina, "1234.5" from a keypad);
// anything that is not a number becomes NaN so the shared schema reports the field with its own
// message. The cross-field rule and the duplicate name are checked here too, before the request.
import * as v from 'valibot';
import {
  type CardTypeBody,
  type CardTypeDto,
  cardTypeBodySchema,
  cardTypeNameKey,
  cardTypeRuleError,
  MAX_STALE_BALANCE_MINUTES,
  vipSettingsSchema,
} from '../../contract/vip';

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

export type FieldErrors = Partial<Record<keyof CardTypeBody | 'form', string>>;

/** A number typed by a person ("1.234,50", "1234.5", "150.000", "$ 20"); null when empty, NaN when not a number. */
export function parseDecimal(text: string): number | null {
  const s = text.replace(/[\s\u00a0$%]/g, '');
  if (s === '') return null;
  if (!/^-?\d[\d.,]*$/.test(s) || /[.,]$/.test(s)) return Number.NaN;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let plain: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both marks: the last one is the decimal mark, the other one groups thousands by three.
    const [group, decimal] = lastComma > lastDot ? ['.', ','] : [',', '.'];
    const [int = '', frac = ''] = s.split(decimal);
    if (s.split(decimal).length > 2 || !new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})*$`).test(int)) return Number.NaN;
    plain = `${int.split(group).join('')}.${frac}`;
  } else {
    const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
    const parts = mark ? s.split(mark) : [s];
    if (parts.length > 2) {
      // Several marks of one kind can only group thousands ("1.500.000").
      if (!parts.slice(1).every((p) => p.length === 3) || (parts[0] ?? '').replace('-', '').length > 3) return Number.NaN;
      plain = parts.join('');
    } else if (parts.length === 2 && parts[1]?.length === 3 && !/^-?0*$/.test(parts[0] ?? '')) {
      // "150.000" or "150,000" is a hundred and fifty thousand, never 150 with three decimals.
      plain = parts.join('');
    } else {
      plain = parts.join('.');
    }
  }
  const value = Number(plain);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A percentage ("12,5", "12.5 %"): never thousands, so "10,555" is 10.555 (and refused for its decimals). */
export function parsePercent(text: string): number | null {
  const s = text.replace(/[\s\u00a0%]/g, '');
  if (s === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(s)) return Number.NaN;
  return Number(s.replace(',', '.'));
}

/** Pesos as typed into integer cents; null when empty, NaN when it is not an amount of money. */
export function parseMoney(text: string): number | null {
  const value = parseDecimal(text);
  if (value === null || Number.isNaN(value)) return value;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : Number.NaN;
}

/** Cents back into the text of a pesos input ("150000,00" → "150000" keeps it short when whole). */
export function moneyText(cents: number, decimalMark: ',' | '.' = ','): string {
  if (cents % 100 === 0) return String(cents / 100);
  return (cents / 100).toFixed(2).replace('.', decimalMark);
}

export function decimalText(value: number, decimalMark: ',' | '.' = ','): string {
  return String(value).replace('.', decimalMark);
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

export function cardTypeFormOf(type: CardTypeDto, decimalMark: ',' | '.' = ','): CardTypeForm {
  return {
    name: type.name,
    discount: decimalText(type.discountPercent, decimalMark),
    creditAllowed: type.creditAllowed,
    limit: moneyText(type.defaultCreditLimit, decimalMark),
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
  const payload = {
    name: form.name,
    discountPercent: parsePercent(form.discount) ?? 0,
    creditAllowed: form.creditAllowed,
    defaultCreditLimit: form.creditAllowed ? (parseMoney(form.limit) ?? 0) : 0,
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
  const value = parseDecimal(text);
  const result = v.safeParse(vipSettingsSchema, { staleBalanceMinutes: value ?? Number.NaN });
  if (result.success) return { ok: true, minutes: result.output.staleBalanceMinutes };
  return { ok: false, error: result.issues[0]?.message ?? `1–${MAX_STALE_BALANCE_MINUTES}` };
}
