// An invoice's figures from its lines: the ONE definition the issue, the credit notes, the
// authorisation request (ImpNeto, Iva[], ImpIVA, ImpTotal), the seed and the documents use.
// - A line's unit price is what the customer pays per unit, VAT included, in cents; its quantity has
//   up to 3 decimals. Its amount is quantity × price rounded to the cent (half up), in integers.
// - Per VAT rate, the gross of its lines splits into net = round(gross / (1 + rate)) and
//   VAT = gross − net, so each rate's base + VAT is its gross exactly; the invoice's net is the sum
//   of the bases and its VAT the sum of the VATs, so ImpNeto = Σ BaseImp, ImpIVA = Σ Importe and
//   ImpTotal = ImpNeto + ImpIVA to the cent (AFIP's arithmetic checks, research B2).
// - Class C (a monotributo or exempt issuer) has no VAT breakdown: net = total, no Iva array.
// Rates are percentages (21, 10.5…); each has AFIP's IVA id.

export const VAT_RATES = [0, 2.5, 5, 10.5, 21, 27] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** AFIP's IVA id of each rate (FEParamGetTiposIva): 3 = 0 %, 4 = 10.5 %, 5 = 21 %, 6 = 27 %, 8 = 5 %, 9 = 2.5 %. */
export const AFIP_IVA_ID: Record<VatRate, 3 | 4 | 5 | 6 | 8 | 9> = { 0: 3, 2.5: 9, 5: 8, 10.5: 4, 21: 5, 27: 6 };

export function isVatRate(value: number): value is VatRate {
  return (VAT_RATES as readonly number[]).includes(value);
}

export interface TotalsLine {
  /** Up to 3 decimals. */
  quantity: number;
  /** Cents, VAT included. */
  unitPrice: number;
  /** Percent. */
  vatRate: number;
}

export interface VatBreakdown {
  /** Percent. */
  rate: VatRate;
  afipId: 3 | 4 | 5 | 6 | 8 | 9;
  /** Cents: the net taxed at this rate (BaseImp). */
  base: number;
  /** Cents: the VAT at this rate (Importe). */
  amount: number;
}

export interface InvoiceTotals {
  /** Each line's amount in cents, VAT included, in the order given. */
  lineAmounts: number[];
  /** Cents: ImpNeto (class C: the total). */
  net: number;
  /** Cents: ImpIVA (class C: 0). */
  vat: number;
  /** Cents: ImpTotal = net + vat. */
  total: number;
  /** Per rate, ascending; empty for class C. */
  breakdown: VatBreakdown[];
  /** Gross (VAT included) per rate, for what is left to credit; class C keeps it too. */
  grossByRate: Map<VatRate, number>;
}

/** round(a / b) for non-negative bigints, half up. */
function divRound(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

/** quantity × unitPrice rounded to the cent (half up), exactly: the quantity is taken as thousandths. */
export function lineAmount(quantity: number, unitPrice: number): number {
  const milli = BigInt(Math.round(quantity * 1000));
  return Number(divRound(milli * BigInt(unitPrice), 1000n));
}

/** The net in a VAT-included `gross` at `rate` percent: round(gross / (1 + rate/100)), in integers. */
export function netOf(gross: number, rate: VatRate): number {
  // Rates have at most one decimal: gross × 1000 / (1000 + rate × 10).
  const tenths = BigInt(Math.round(rate * 10));
  return Number(divRound(BigInt(gross) * 1000n, 1000n + tenths));
}

/** The figures of an invoice of `letterClass` ('A', 'B', 'C') with these lines. */
export function invoiceTotals(lines: readonly TotalsLine[], letterClass: 'A' | 'B' | 'C'): InvoiceTotals {
  const lineAmounts = lines.map((l) => lineAmount(l.quantity, l.unitPrice));
  const grossByRate = new Map<VatRate, number>();
  lines.forEach((l, i) => {
    if (!isVatRate(l.vatRate)) throw new Error(`not a VAT rate: ${l.vatRate}`);
    grossByRate.set(l.vatRate, (grossByRate.get(l.vatRate) ?? 0) + (lineAmounts[i] ?? 0));
  });
  const total = lineAmounts.reduce((s, a) => s + a, 0);
  if (letterClass === 'C') return { lineAmounts, net: total, vat: 0, total, breakdown: [], grossByRate };
  const breakdown: VatBreakdown[] = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const base = netOf(gross, rate);
      return { rate, afipId: AFIP_IVA_ID[rate], base, amount: gross - base };
    });
  const net = breakdown.reduce((s, b) => s + b.base, 0);
  const vat = breakdown.reduce((s, b) => s + b.amount, 0);
  return { lineAmounts, net, vat, total, breakdown, grossByRate };
}

/** The class of a letter or credit-note letter: 'NCB' → 'B'. */
export function letterClass(type: string): 'A' | 'B' | 'C' {
  const letter = type.startsWith('NC') ? type.slice(2) : type;
  if (letter !== 'A' && letter !== 'B' && letter !== 'C') throw new Error(`not an invoice type: ${type}`);
  return letter;
}
