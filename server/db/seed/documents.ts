// Argentine identifiers with valid check digits: CUIT (tax id) and EAN-13 barcodes.
import type { Rng } from './random';

/** CUIT/CUIL check digit (modulo 11 with AFIP's weights); null when the number has none. */
function cuitCheckDigit(first10: string): number | null {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(first10[i]) * (weights[i] ?? 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

/** A valid CUIT 'PP-NNNNNNNN-C' with the given prefix (30 = company, 20/27 = person). */
export function randomCuit(rng: Rng, prefix: '20' | '27' | '30' | '33'): string {
  for (;;) {
    const body = String(rng.int(10_000_000, 79_999_999));
    const check = cuitCheckDigit(prefix + body);
    if (check !== null) return `${prefix}-${body}-${check}`;
  }
}

/** EAN-13 check digit of the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A valid EAN-13 starting with `prefix`, not yet in `taken` (which it joins). */
export function uniqueEan13(rng: Rng, prefix: string, taken: Set<string>): string {
  for (;;) {
    let digits = prefix;
    while (digits.length < 12) digits += String(rng.int(0, 9));
    const code = digits + String(ean13CheckDigit(digits));
    if (!taken.has(code)) {
      taken.add(code);
      return code;
    }
  }
}
