// Inventory's readings of typed numbers, all through the one rule of src/contract/numbers.ts
// ("1.500" is fifteen hundred, "1,5" one and a half, on every inventory screen). What differs
// between screens is only the shape of the answer: a grid cell keeps half-typed text and needs
// null (blank) apart from NaN (not a number), a line of goods moved must be more than zero.
import { type NumberResult, parseDecimal, parseMoney, parseQuantity } from '../../../contract/numbers';

function cellValue(result: NumberResult): number | null {
  if (result.ok) return result.value;
  return result.error === 'empty' ? null : Number.NaN;
}

/** A quantity cell: null when blank, NaN when not a quantity (negative, > 3 decimals, too big). */
export function quantityCell(text: string): number | null {
  return cellValue(parseQuantity(text));
}

/**
 * A par-level cell: like quantityCell, but a sign, any size and more decimals are read so that
 * the contract's schema can refuse them with its own message.
 */
export function signedQuantityCell(text: string): number | null {
  return cellValue(parseDecimal(text, { decimals: 9, signed: true }));
}

/** Pesos typed in a form, in cents: null when blank, NaN when not money (a sign is read). */
export function moneyCell(text: string): number | null {
  return cellValue(parseMoney(text, { signed: true }));
}

/** A decimal (content, weight, pack size) with up to 3 decimals: null when blank, NaN when not. */
export function decimalCell(text: string): number | null {
  return cellValue(parseDecimal(text, { decimals: 3, signed: true }));
}

/** The quantity typed, or null when there is none or it is not one. */
export function quantityValue(text: string): number | null {
  const result = parseQuantity(text);
  return result.ok ? result.value : null;
}

/** A line of goods moved (transfer, breakage): more than zero unless `allowZero`. */
export function parseLineQuantity(text: string, { allowZero = false } = {}): NumberResult {
  return parseQuantity(text, { allowZero });
}
