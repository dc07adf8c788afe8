// What the point-of-sale form types and what the API takes: the AFIP number is typed as text.

/** The AFIP number as typed: empty is none, digits a number, anything else NaN for the schema to refuse. */
export function parseAfipNumber(text: string): number | null {
  const s = text.trim();
  if (s === '') return null;
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
}
