// The cash form of the register dialogs (the opening float and the blind count): pieces per ARS
// denomination, or a total in pesos, read with the one number rule of src/contract/numbers.ts.
// Field names carry a letter ("d2000000"): a numeric path segment would be an array index to
// react-hook-form. The Spanish validation messages are translated at display time (translate).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { ARS_DENOMINATIONS, MAX_PIECES, MAX_REGISTER_CENTS } from '../../contract/cash-registers';
import { parseMoney, parseScaled } from '../../contract/numbers';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

export const BAD_PIECES = 'Escribe una cantidad entera de piezas, por ejemplo 12';
export const BAD_TOTAL = 'Escribe el total en pesos, por ejemplo 150.000';

export type PieceField = `d${(typeof ARS_DENOMINATIONS)[number]}`;
export const PIECE_FIELDS = ARS_DENOMINATIONS.map((d) => ({ value: d, name: `d${d}` as PieceField }));

/** Pieces as typed ("12", "1.200"), or null when it is not a whole number of pieces. */
export function parsePieces(text: string): number | null {
  if (text.trim() === '') return 0;
  const r = parseScaled(text, { decimals: 0, max: MAX_PIECES });
  return r.ok ? r.value : null;
}

const pieces = v.pipe(
  v.string(),
  v.check((t) => parsePieces(t) !== null, BAD_PIECES),
);

export const cashFormSchema = v.pipe(
  v.object({
    byDenomination: v.boolean(),
    total: v.string(),
    ...(Object.fromEntries(PIECE_FIELDS.map((f) => [f.name, pieces])) as Record<PieceField, typeof pieces>),
  }),
  v.forward(
    v.check((f) => f.byDenomination || parseMoney(f.total, { max: MAX_REGISTER_CENTS / 100 }).ok, BAD_TOTAL),
    ['total'],
  ),
);
export type CashFormInput = v.InferInput<typeof cashFormSchema>;
export type CashFormOutput = v.InferOutput<typeof cashFormSchema>;

export const emptyCashForm = (byDenomination: boolean): CashFormInput => ({
  byDenomination,
  total: '',
  ...(Object.fromEntries(PIECE_FIELDS.map((f) => [f.name, ''])) as Record<PieceField, string>),
});

/** The denominations typed (non-zero ones), in the contract's shape. */
export function denominationsOf(form: Pick<CashFormInput, PieceField>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of PIECE_FIELDS) {
    const n = parsePieces(form[f.name] ?? '');
    if (n) out[String(f.value)] = n;
  }
  return out;
}

/** The amount the form says, in cents (null while a field is not a number). */
export function formCents(form: CashFormInput): number | null {
  if (!form.byDenomination) {
    const r = parseMoney(form.total, { max: MAX_REGISTER_CENTS / 100 });
    return r.ok ? r.value : null;
  }
  let total = 0;
  for (const f of PIECE_FIELDS) {
    const n = parsePieces(form[f.name] ?? '');
    if (n === null) return null;
    total += n * f.value;
  }
  return total;
}

/** The body of a valid form: the pieces or the total. */
export function cashBody(form: CashFormOutput): { amount: number } | { denominations: Record<string, number> } {
  return form.byDenomination ? { denominations: denominationsOf(form) } : { amount: formCents(form) ?? 0 };
}

const MESSAGES: Record<string, MessageDescriptor> = {
  [BAD_PIECES]: msg`Escribe una cantidad entera de piezas, por ejemplo 12`,
  [BAD_TOTAL]: msg`Escribe el total en pesos, por ejemplo 150.000`,
};

/** A form message in the interface language (unknown texts pass through unchanged). */
export function translateCashMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
