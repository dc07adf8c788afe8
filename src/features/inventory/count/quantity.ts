// What a stock taker types into a count field, read by the one rule of src/contract/numbers.ts,
// within the bounds the server checks for a count line (src/contract/sync.ts). The count screen
// tells "nothing typed" apart from an error, hence its own answer shape. Errors are codes: the
// screen words them in the user's language.
import { MAX_QUANTITY, QUANTITY_DECIMALS, parseQuantity as readQuantity, roundQuantity } from '../../../contract/numbers';

export type QuantityError = 'format' | 'negative' | 'decimals' | 'max';

export type ParsedQuantity = { kind: 'empty' } | { kind: 'valid'; value: number } | { kind: 'invalid'; error: QuantityError };

export function parseQuantity(text: string): ParsedQuantity {
  const result = readQuantity(text);
  if (result.ok) return { kind: 'valid', value: result.value };
  if (result.error === 'empty') return { kind: 'empty' };
  // A count may be zero, so 'zero' never comes back.
  return { kind: 'invalid', error: result.error === 'zero' ? 'format' : result.error };
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
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: QUANTITY_DECIMALS, useGrouping: false });
    formats.set(locale, format);
  }
  return format.format(value);
}
