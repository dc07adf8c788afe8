// The authority's wire formats beside the domain's: amounts are xsd:double on the wire but money is
// integer cents here, so they cross as exact 2-decimal strings (never through a float); dates are
// YYYYMMDD there and YYYY-MM-DD here.

/** 12345 → "123.45"; -5 → "-0.05". Throws on a non-integer (a bug upstream, never rounded away). */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount is not an integer number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "123.45" / "123.4" / "123" / "1.5E2" → cents, or null when the text is not a number with at most
 * two decimals. The authority serialises doubles its own way (.NET: "121", "121.5"), so the digits
 * are read as text rather than multiplied as a float.
 */
export function decimalToCents(text: string): number | null {
  const trimmed = text.trim();
  const plain = /^(-?)(\d+)(?:\.(\d{1,2})0*)?$/.exec(trimmed);
  if (plain) {
    const [, sign, whole, fraction = ''] = plain;
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (!Number.isSafeInteger(cents)) return null;
    return sign === '-' ? -cents : cents;
  }
  // Exponent notation (a double's round trip may produce it); only accepted when it is exact.
  if (/^-?\d+(\.\d+)?[eE][+-]?\d+$/.test(trimmed)) {
    const value = Number(trimmed) * 100;
    const rounded = Math.round(value);
    return Math.abs(value - rounded) < 1e-6 && Number.isSafeInteger(rounded) ? rounded : null;
  }
  return null;
}

/** "2026-12-05" → "20261205". */
export function isoToAfipDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  return iso.replaceAll('-', '');
}

/** "20261205" → "2026-12-05"; anything else (the authority's "NULL", empty) → null. */
export function afipDateToIso(afip: string | undefined): string | null {
  if (!afip || !/^\d{8}$/.test(afip)) return null;
  return `${afip.slice(0, 4)}-${afip.slice(4, 6)}-${afip.slice(6, 8)}`;
}

/** Argentina has kept UTC−3 all year since 2009 (no daylight saving), the authority's own clock. */
export const ARGENTINA_OFFSET_MINUTES = -180;

/** An instant as xsd:dateTime in Argentine time with its offset: "2026-12-05T10:20:30-03:00". */
export function toArgentinaDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + ARGENTINA_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, 19)}-03:00`;
}

/** The Argentine calendar date of an instant, YYYY-MM-DD. */
export function argentinaDate(instant: Date): string {
  return new Date(instant.getTime() + ARGENTINA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** YYYY-MM-DD plus n days. */
export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
