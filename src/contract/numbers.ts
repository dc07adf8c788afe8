// The one reader of numbers that people type — money, quantities, decimals — shared by every
// screen and by the server, so the same text means the same amount everywhere. Before this module
// eleven parsers disagreed: "1,500" was $1.50 in a VIP top-up, $1,500 in an extraction and refused
// as a price.
//
// The rule (es, de and fr all write "1.500,50"):
// - The comma is the decimal mark: "1,5" is one and a half, "1,500" is one and a half too.
// - The dot, a space or a non-breaking space group thousands, always in threes: "1.500" and
//   "1 500" are fifteen hundred, "1.500.000" a million, "1.500,50" fifteen hundred and a half.
// - A lone dot that cannot be a thousands group is the decimal mark people type on a numeric
//   keypad: "1.5" and "12.75" are decimals; "1.5000" or "1.50.0" are refused.
// - English grouping ("1,500.50") and anything else ambiguous is refused, never guessed.
// - "$", "€" and "%" around the number are ignored; a sign is accepted only where allowed.
// Digits are read as text and scaled to integers (cents, thousandths), so no float rounding can
// change a cent. Results are codes; screens and the server word them in the user's language.

export type NumberError = 'empty' | 'format' | 'negative' | 'zero' | 'decimals' | 'max';

export type NumberResult = { ok: true; value: number } | { ok: false; error: NumberError };

export interface NumberRules {
  /** Decimals kept; more significant decimals are an error ("1,2345" with 3). */
  decimals: number;
  /** Largest absolute value accepted (in the unscaled unit: pesos, bottles). */
  max?: number;
  /** A leading minus is accepted (manual adjustments); otherwise it is the 'negative' error. */
  signed?: boolean;
  /** Zero is accepted (default true). */
  allowZero?: boolean;
}

/** Quantities keep 3 decimals (0.4 of a bottle, a 50 ml shot of 750 ml is 0.067). */
export const QUANTITY_DECIMALS = 3;
/** The largest quantity a line, a count or a par level holds. */
export const MAX_QUANTITY = 100_000;
/** Money keeps 2 decimals and travels as integer cents. */
export const MONEY_DECIMALS = 2;

const SPACE = /[\s\u00a0\u202f]/;
// Nobody groups a leading zero: "0.125" is the keypad's decimal dot, not a hundred and twenty-five.
const GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

/** Splits clean text into whole digits and fraction digits by the rule above, or null. */
function splitNumber(text: string): { whole: string; fraction: string } | null {
  const commas = text.split(',').length - 1;
  if (commas > 1) return null;
  if (commas === 1) {
    const [whole = '', fraction = ''] = text.split(',');
    if (whole.includes('.') && !GROUPED.test(whole)) return null;
    return { whole: whole.replaceAll('.', ''), fraction };
  }
  if (!text.includes('.')) return { whole: text, fraction: '' };
  if (GROUPED.test(text)) return { whole: text.replaceAll('.', ''), fraction: '' };
  const parts = text.split('.');
  if (parts.length !== 2) return null;
  const [whole = '', fraction = ''] = parts;
  // "1.5000" would be a misplaced thousands group or four decimals: refused, not guessed.
  if (fraction.length > 3 && /^[1-9]\d{0,2}$/.test(whole)) return null;
  return { whole, fraction };
}

/** Spaces typed as thousands groups ("1 500") become dots when they group by three. */
function normaliseSpaces(text: string): string | null {
  if (!SPACE.test(text)) return text;
  const [head = '', ...rest] = text.split(',');
  const groups = head.split(SPACE);
  if (groups.length > 1 && !/^[1-9]\d{0,2}$/.test(groups[0] ?? '')) return null;
  if (groups.slice(1).some((g) => !/^\d{3}$/.test(g))) return null;
  if (rest.some((r) => SPACE.test(r))) return null;
  return [groups.join('.'), ...rest].join(',');
}

/**
 * Reads typed text as an integer number of 10^-decimals units (cents for 2, thousandths for 3).
 * Trailing zeros beyond the allowed decimals are fine ("1,500" with 2 decimals is 150).
 */
export function parseScaled(input: string, rules: NumberRules): NumberResult {
  let text = input.trim().replace(/^[$€]\s*|\s*[$€%]$/g, '');
  if (text === '') return { ok: false, error: 'empty' };
  let sign = 1;
  if (/^[-−+]/.test(text)) {
    if (text[0] !== '+') sign = -1;
    text = text
      .slice(1)
      .trim()
      .replace(/^[$€]\s*/, '');
  }
  const spaced = normaliseSpaces(text);
  if (spaced === null || !/^[\d.,]+$/.test(spaced) || !/\d/.test(spaced)) return { ok: false, error: 'format' };
  const parts = splitNumber(spaced);
  if (!parts || !/^\d*$/.test(parts.whole) || !/^\d*$/.test(parts.fraction)) return { ok: false, error: 'format' };
  if (parts.whole === '' && parts.fraction === '') return { ok: false, error: 'format' };
  const fraction = parts.fraction.replace(/0+$/, '');
  if (fraction.length > rules.decimals) return { ok: false, error: 'decimals' };
  const scale = 10 ** rules.decimals;
  const whole = Number(parts.whole || '0');
  const units = whole * scale + Number(fraction.padEnd(rules.decimals, '0') || '0');
  if (!Number.isSafeInteger(units)) return { ok: false, error: 'max' };
  if (sign < 0 && units !== 0 && !rules.signed) return { ok: false, error: 'negative' };
  if (rules.max !== undefined && units > rules.max * scale) return { ok: false, error: 'max' };
  if (units === 0 && rules.allowZero === false) return { ok: false, error: 'zero' };
  return { ok: true, value: sign < 0 && units !== 0 ? -units : units };
}

/** Pesos as typed, in integer cents: "1.500,50" → 150050, "1,5" → 150, "$ 2.000" → 200000. */
export function parseMoney(text: string, rules: Omit<NumberRules, 'decimals'> = {}): NumberResult {
  return parseScaled(text, { ...rules, decimals: MONEY_DECIMALS });
}

/** A quantity of goods: ≥ 0, up to 3 decimals, at most MAX_QUANTITY unless told otherwise. */
export function parseQuantity(text: string, rules: Partial<Omit<NumberRules, 'decimals'>> = {}): NumberResult {
  const result = parseScaled(text, { max: MAX_QUANTITY, ...rules, decimals: QUANTITY_DECIMALS });
  return result.ok ? { ok: true, value: result.value / 10 ** QUANTITY_DECIMALS } : result;
}

/** Any decimal number (a percentage, a weight) with at most `decimals` decimals. */
export function parseDecimal(text: string, rules: NumberRules): NumberResult {
  const result = parseScaled(text, rules);
  return result.ok ? { ok: true, value: result.value / 10 ** rules.decimals } : result;
}

/** Rounds to the 3 decimals a quantity keeps, dropping binary noise (0.1 + 0.2). */
export function roundQuantity(value: number): number {
  return Math.round(value * 10 ** QUANTITY_DECIMALS) / 10 ** QUANTITY_DECIMALS;
}

/** True for a number with at most `decimals` decimals (what the server accepts in JSON). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Number.isFinite(value) && Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * What an input shows for a stored value, so that parsing it gives the value back: the comma as
 * decimal mark, no grouping ("1234,5"; cents: "1234,50", whole pesos: "1234").
 */
export function numberInputText(value: number, decimals: number = QUANTITY_DECIMALS): string {
  const sign = value < 0 ? '-' : '';
  const scaled = Math.round(Math.abs(value) * 10 ** decimals);
  const whole = Math.floor(scaled / 10 ** decimals);
  const fraction = String(scaled % 10 ** decimals)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction ? `${sign}${whole},${fraction}` : `${sign}${whole}`;
}

/**
 * Cents back into a money input, written as people write it and as parseMoney reads it back:
 * "55.000" when whole, "1.234,50" otherwise (a prefilled "55000" read as a different number).
 */
export function moneyInputText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole},${String(fraction).padStart(2, '0')}`;
}
