// A partial bottle, the way stock takers measure it: by eye in tenths (quick buttons) or on a
// scale in grams, read against the good's full and empty weights:
//   partial = (grams − empty) / (full − empty), clamped to 0..1, kept to the 3 decimals a count keeps.
// A count line holds one number (full units + the open bottle); these helpers split and join it.
import { MAX_QUANTITY, roundQuantity } from '../../../contract/numbers';

export interface BottleWeights {
  /** Grams of a full unit; null when the good has none. */
  fullWeight: number | null;
  /** Grams of an empty unit; null when the good has none. */
  emptyWeight: number | null;
}

/** The quick buttons: 0,1 … 0,9 of a unit. */
export const TENTHS: readonly number[] = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/** Grams accepted on the scale (the server checks the same bound). */
export const MAX_GRAMS = 100_000;

/** True when the good can be counted by weight: both weights known and full heavier than empty. */
export function canWeigh(good: BottleWeights): good is { fullWeight: number; emptyWeight: number } {
  const { fullWeight: full, emptyWeight: empty } = good;
  return (
    typeof full === 'number' &&
    typeof empty === 'number' &&
    Number.isFinite(full) &&
    Number.isFinite(empty) &&
    empty >= 0 &&
    full > empty
  );
}

/** The open unit's fraction for what the scale shows; null when the good has no usable weights. */
export function fractionFromWeight(grams: number, good: BottleWeights): number | null {
  if (!canWeigh(good) || !Number.isFinite(grams)) return null;
  const fraction = (grams - good.emptyWeight) / (good.fullWeight - good.emptyWeight);
  return roundQuantity(Math.min(1, Math.max(0, fraction)));
}

export type ParsedGrams = { kind: 'empty' } | { kind: 'valid'; value: number } | { kind: 'invalid' };

/** Whole grams as typed (digits only; a scale shows no decimals worth keeping). */
export function parseGrams(text: string): ParsedGrams {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^\d{1,6}$/.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed);
  return value > MAX_GRAMS ? { kind: 'invalid' } : { kind: 'valid', value };
}

/** Full units and the open unit's fraction of a counted quantity (3,4 → 3 and 0,4). */
export function splitQuantity(quantity: number): { units: number; partial: number } {
  const units = Math.floor(roundQuantity(quantity));
  return { units, partial: roundQuantity(quantity - units) };
}

/** The full units kept, the open unit replaced (never above the count's maximum). */
export function withPartial(quantity: number, partial: number): number {
  const { units } = splitQuantity(Math.max(0, quantity));
  return Math.min(MAX_QUANTITY, roundQuantity(units + Math.min(1, Math.max(0, partial))));
}
