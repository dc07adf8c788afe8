// What the configuration forms type and what the API takes: inputs hold text (a half-typed
// "12," must survive a re-render), the payload holds cents and numbers. Text is read by the one
// rule of src/contract/numbers.ts; anything that is not a number becomes NaN, so the shared
// valibot schema reports the field with its own message.
import * as v from 'valibot';
import { moneyInputText, numberInputText } from '../../../contract/numbers';
import { decimalCell } from '../shared/quantity';

/**
 * A recipe quantity in units of the good. "50 ml" (or "200 g") is converted with the good's
 * content: a 50 ml shot of a 750 ml bottle is 0.067 of it (3 decimals, as the ledger keeps).
 */
export function parseRecipeQuantity(text: string, content: number): number | null {
  const m = /^(.*?)\s*(ml|cc|g|gr)\s*$/i.exec(text.trim());
  if (!m) return decimalCell(text);
  const amount = decimalCell(m[1] ?? '');
  if (amount === null || Number.isNaN(amount) || content <= 0) return Number.NaN;
  return Math.round((amount / content) * 1000) / 1000;
}

/** Cents back into the text of a money input ("1234,50"); '' for none. */
export function moneyInput(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : moneyInputText(cents);
}

/** A number back into the text of a decimal input ("0,067"); '' for none. */
export function decimalInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : numberInputText(value);
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
