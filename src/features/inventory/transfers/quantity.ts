// Quantities as typed on a phone or tablet: comma or dot as the decimal mark, up to 3 decimals (a
// partial bottle), within the bounds the server checks (src/contract/inventory-transfers.ts).
import { MAX_LINE_QUANTITY } from '../../../contract/inventory-transfers';

export type QuantityCheck =
  | { ok: true; value: number }
  | { ok: false; error: 'empty' | 'format' | 'negative' | 'decimals' | 'max' | 'zero' };

const NUMBER = /^(\d*)(?:[.,](\d*))?$/;

export function parseQuantity(text: string, { allowZero = false } = {}): QuantityCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  if (/^[-−]/.test(trimmed)) return { ok: false, error: 'negative' };
  const match = NUMBER.exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return { ok: false, error: 'format' };
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > 3) return { ok: false, error: 'decimals' };
  const value = Math.round(Number(`${match[1] || '0'}.${fraction || '0'}`) * 1000) / 1000;
  if (!Number.isFinite(value)) return { ok: false, error: 'format' };
  if (value > MAX_LINE_QUANTITY) return { ok: false, error: 'max' };
  if (value === 0 && !allowZero) return { ok: false, error: 'zero' };
  return { ok: true, value };
}

/** How a stored quantity goes back into a text field (the language's decimal mark, no grouping). */
export function quantityText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(value);
}
