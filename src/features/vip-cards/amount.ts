// Amounts are typed in pesos the way the person at the counter writes them — "1.234,50" (es-AR),
// "1234.50", "1234,5", "$ 2.000" — and travel as integer cents. Parsing works on the digits as
// text, so no float rounding ever changes a cent; anything ambiguous or with more than two
// decimals is refused rather than guessed.
import { MAX_AMOUNT } from '../../contract/vip';

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

function splitDecimal(text: string): { whole: string; fraction: string } | null {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators: the last one is the decimal mark, the other groups thousands.
    const mark = lastDot > lastComma ? '.' : ',';
    const group = mark === '.' ? ',' : '.';
    const at = text.lastIndexOf(mark);
    const whole = text.slice(0, at);
    if (whole.includes(mark) || !GROUPED.test(whole)) return null;
    return { whole: whole.replaceAll(group, ''), fraction: text.slice(at + 1) };
  }
  const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!mark) return { whole: text, fraction: '' };
  const parts = text.split(mark);
  if (parts.length === 2 && (parts[1] as string).length <= 2) return { whole: parts[0] as string, fraction: parts[1] as string };
  // "1.234" or "1.234.567": thousands groups, no decimals. A lone "1,234" is refused: in es-AR the
  // comma is the decimal mark, so it reads as three decimals to one person and thousands to another.
  if (GROUPED.test(text) && (mark === '.' || parts.length > 2)) return { whole: text.replaceAll(mark, ''), fraction: '' };
  return null;
}

/**
 * Cents from a typed amount, or null when it is not an amount. `signed` accepts a leading minus
 * (manual adjustments); zero parses (callers decide whether zero is allowed).
 */
export function parseAmount(input: string, { signed = false }: { signed?: boolean } = {}): number | null {
  let text = input.replace(/[\s\u00a0]/g, '').replace(/^\$/, '');
  let sign = 1;
  if (text.startsWith('-') || text.startsWith('+')) {
    if (text.startsWith('-')) {
      if (!signed) return null;
      sign = -1;
    }
    text = text.slice(1).replace(/^\$/, '');
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const parts = splitDecimal(text);
  if (!parts) return null;
  const { whole, fraction } = parts;
  if (!/^\d*$/.test(whole) || !/^\d{0,2}$/.test(fraction) || (whole === '' && fraction === '')) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT) return null;
  return sign * cents || 0;
}

/** What an amount field shows for cents it is given (e.g. a default credit limit): "1234,50". */
export function amountText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole},${String(fraction).padStart(2, '0')}`;
}
