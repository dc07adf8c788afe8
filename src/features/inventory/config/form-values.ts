// What the configuration forms type and what the API takes: inputs hold text (a half-typed
// "12," must survive a re-render), the payload holds cents and numbers. The parsers accept both
// decimal marks ("1.234,50" as written in Argentina, "1234.5" from a keypad) and answer NaN for
// anything else, so the shared valibot schema reports the field with its own message.
import * as v from 'valibot';

function normaliseDecimal(text: string): string | null {
  const s = text.replace(/[\s\u00a0$€]/g, '').replace(/^ARS/i, '');
  if (s === '') return null;
  if (!/^-?[\d.,]+$/.test(s)) return 'x';
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const decimal = lastComma > lastDot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    return s.split(group).join('').replace(decimal, '.');
  }
  // Several marks of one kind can only be thousands groups ("1,234,567"), each of three digits.
  if (lastComma >= 0) {
    if (s.split(',').length > 2) return /^-?\d{1,3}(,\d{3})+$/.test(s) ? s.split(',').join('') : 'x';
    return s.replace(',', '.');
  }
  // Only dots: one dot followed by exactly three digits after a non-zero integer part is a
  // thousands group ("1.500" pesos); otherwise it is the decimal mark ("0.067", "12.5").
  const parts = s.split('.');
  if (parts.length > 2) return /^-?\d{1,3}(\.\d{3})+$/.test(s) ? parts.join('') : 'x';
  if (parts.length === 2 && parts[1]?.length === 3 && !/^-?0*$/.test(parts[0] ?? '')) {
    return parts.join('');
  }
  return s;
}

/** A decimal number typed by a person; null when empty, NaN when it is not a number. */
export function parseDecimal(text: string): number | null {
  const n = normaliseDecimal(text);
  if (n === null) return null;
  const value = Number(n);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Money typed in pesos ("1.234,50") as integer cents; null when empty, NaN when not money. */
export function parseMoney(text: string): number | null {
  const value = parseDecimal(text);
  if (value === null || Number.isNaN(value)) return value;
  const cents = Math.round(value * 100);
  // More than two decimals is not an amount of money: let the schema reject it.
  return Math.abs(cents - value * 100) < 1e-6 ? cents : Number.NaN;
}

/**
 * A recipe quantity in units of the good. "50 ml" (or "200 g") is converted with the good's
 * content: a 50 ml shot of a 750 ml bottle is 0.067 of it (3 decimals, as the ledger keeps).
 */
export function parseRecipeQuantity(text: string, content: number): number | null {
  const m = /^(.*?)\s*(ml|cc|g|gr)\s*$/i.exec(text.trim());
  if (!m) return parseDecimal(text);
  const amount = parseDecimal(m[1] ?? '');
  if (amount === null || Number.isNaN(amount) || content <= 0) return Number.NaN;
  return Math.round((amount / content) * 1000) / 1000;
}

/** Cents back into the text of a money input, in the user's decimal mark ("1234,5" → "1234,50"). */
export function moneyInput(cents: number | null | undefined, decimalMark: ',' | '.' = ','): string {
  if (cents === null || cents === undefined) return '';
  return (cents / 100).toFixed(2).replace('.', decimalMark);
}

/** A number back into the text of a decimal input. */
export function decimalInput(value: number | null | undefined, decimalMark: ',' | '.' = ','): string {
  if (value === null || value === undefined) return '';
  return String(value).replace('.', decimalMark);
}

/** The decimal mark of a locale ('es' → ','). */
export function decimalMarkOf(locale: string): ',' | '.' {
  return (1.5).toLocaleString(locale).includes(',') ? ',' : '.';
}

export type FieldErrors = Record<string, string>;

/**
 * Validates a payload with a contract schema: the parsed output, or the first message of each
 * field ('recipe.0.quantity' keeps its path so a row of a list can show its own message).
 */
export function check<S extends v.GenericSchema>(
  schema: S,
  payload: unknown,
): { ok: true; value: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, payload);
  if (result.success) return { ok: true, value: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return { ok: false, errors };
}
