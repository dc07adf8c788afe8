// What a stock taker types into a count field, read the way they mean it: a comma or a dot as the
// decimal mark (tablets with a Spanish keyboard offer the comma), up to 3 decimals for partial
// bottles, never negative, at most 100000 — the bounds the server checks for a count line
// (src/contract/sync.ts). Errors are codes: the screen words them in the user's language.

export const MAX_QUANTITY = 100_000;
export const MAX_DECIMALS = 3;

export type QuantityError = 'format' | 'negative' | 'decimals' | 'max';

export type ParsedQuantity = { kind: 'empty' } | { kind: 'valid'; value: number } | { kind: 'invalid'; error: QuantityError };

const NUMBER = /^(\d*)(?:[.,](\d*))?$/;

/** Rounds to the 3 decimals a count keeps, dropping binary noise (0.1 + 0.2). */
export function roundQuantity(value: number): number {
  return Math.round(value * 10 ** MAX_DECIMALS) / 10 ** MAX_DECIMALS;
}

export function parseQuantity(text: string): ParsedQuantity {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const negative = trimmed.startsWith('-') || trimmed.startsWith('−');
  const digits = negative ? trimmed.slice(1).trim() : trimmed;
  const match = NUMBER.exec(digits);
  // "", "," and "." alone are not numbers; one decimal mark at most ("1.000,5" is ambiguous).
  if (!match || !/\d/.test(digits)) return { kind: 'invalid', error: 'format' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { kind: 'invalid', error: 'format' };
  if (negative && value !== 0) return { kind: 'invalid', error: 'negative' };
  if (fraction.replace(/0+$/, '').length > MAX_DECIMALS) return { kind: 'invalid', error: 'decimals' };
  if (value > MAX_QUANTITY) return { kind: 'invalid', error: 'max' };
  return { kind: 'valid', value: roundQuantity(value) };
}

/** One full unit more or less, never below 0 nor above the maximum. */
export function stepQuantity(base: number, delta: number): number {
  return Math.min(MAX_QUANTITY, Math.max(0, roundQuantity(base + delta)));
}

const formats = new Map<string, Intl.NumberFormat>();

/** The quantity as the user's language writes it (es/de/fr: decimal comma), without grouping. */
export function formatQuantity(value: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: MAX_DECIMALS, useGrouping: false });
    formats.set(locale, format);
  }
  return format.format(value);
}
