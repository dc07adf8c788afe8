// What the invoice documents (pdf.ts, libro-iva.ts, en16931.ts) share: the authority's codes for
// letters, rates and documents, the printed number, and the VAT-exclusive amount of each line.
// The API's lines carry VAT-included prices (what the customer pays); a class A invoice, the
// Libro IVA and an EN 16931 invoice need them without VAT, and their sum per rate must be exactly
// the base the authority was told (the invoice's `vat[].base`), not a sum of separately rounded
// lines that may be a cent off.
import type { EInvoiceDetailDto } from '../../../src/contract/einvoicing';
import { AFIP_IVA_ID as DOMAIN_AFIP_IVA_ID } from '../../domain/invoice-totals';
import { AFIP_CBTE_TIPO, type InvoiceType } from '../provider';

export type InvoiceLine = EInvoiceDetailDto['lines'][number];

/** AFIP's IVA id of each rate: the one table of server/domain/invoice-totals.ts. */
export const AFIP_IVA_ID: Readonly<Record<number, 3 | 4 | 5 | 6 | 8 | 9>> = DOMAIN_AFIP_IVA_ID;

/** The voucher's name as printed on the PDF and in the Libro's spreadsheet. */
export const VOUCHER_NAMES: Record<EInvoiceDetailDto['type'], string> = {
  A: 'Factura A',
  B: 'Factura B',
  C: 'Factura C',
  NCA: 'Nota de Crédito A',
  NCB: 'Nota de Crédito B',
  NCC: 'Nota de Crédito C',
};

export function afipIvaId(rate: number): 3 | 4 | 5 | 6 | 8 | 9 {
  const id = AFIP_IVA_ID[rate];
  if (id === undefined) throw new Error(`VAT rate ${rate} % has no AFIP IVA id`);
  return id;
}

export function afipVoucherType(type: InvoiceType): number {
  return AFIP_CBTE_TIPO[type];
}

export function isCreditNote(type: InvoiceType): boolean {
  return type === 'NCA' || type === 'NCB' || type === 'NCC';
}

/** The letter printed in the box: A, B or C (a credit note carries its invoice's letter). */
export function letterOf(type: InvoiceType): 'A' | 'B' | 'C' {
  return (isCreditNote(type) ? type.slice(2) : type) as 'A' | 'B' | 'C';
}

/** "0003-00001234": point of sale (4 digits, 5 from 10 000 on) and number (8 digits). */
export function formatVoucherNumber(pointOfSale: number, number: number): string {
  return `${String(pointOfSale).padStart(4, '0')}-${String(number).padStart(8, '0')}`;
}

/** "30-71234567-9" for an 11-digit CUIT/CUIL; anything else as given. */
export function formatCuit(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : value;
}

/** Sum of the invoice's VAT amounts (ImpIVA), cents. */
export function vatTotal(invoice: EInvoiceDetailDto): number {
  return invoice.vat.reduce((sum, v) => sum + v.amount, 0);
}

/**
 * What the total holds besides the net taxed and its VAT (ImpOpEx + ImpTotConc: exempt or untaxed),
 * cents. The API sends ImpNeto, Iva[] and ImpTotal; the rest of ImpTotal is this.
 */
export function exemptAmount(invoice: EInvoiceDetailDto): number {
  return invoice.total - invoice.net - vatTotal(invoice);
}

/**
 * Each line's amount without VAT, cents, in the lines' order. Lines whose rate has an entry in
 * `invoice.vat` share that entry's base: each gets its amount ÷ (1 + rate), rounded, and the cents
 * the rounding lost or gained go to the lines with the largest remainders, so that the lines of a
 * rate add up to its base exactly. Lines of a rate without an entry (a class C invoice, which
 * discriminates no VAT) keep their amount.
 */
export function lineNets(invoice: EInvoiceDetailDto): number[] {
  const nets = invoice.lines.map((l) => l.amount);
  const byRate = new Map<number, number[]>();
  invoice.lines.forEach((line, i) => {
    const indexes = byRate.get(line.vatRate) ?? [];
    indexes.push(i);
    byRate.set(line.vatRate, indexes);
  });
  for (const [rate, indexes] of byRate) {
    const entry = invoice.vat.find((v) => v.rate === rate);
    if (!entry) continue;
    const exact = indexes.map((i) => ((invoice.lines[i]?.amount ?? 0) * 100) / (100 + rate));
    const rounded = exact.map((x) => Math.floor(x));
    let missing = entry.base - rounded.reduce((a, b) => a + b, 0);
    // Largest remainder first; a negative `missing` (the base is below the floors) takes from the smallest.
    const order = indexes
      .map((_, k) => k)
      .sort((a, b) => (exact[b] ?? 0) - Math.floor(exact[b] ?? 0) - ((exact[a] ?? 0) - Math.floor(exact[a] ?? 0)));
    for (let step = 0; missing !== 0 && order.length > 0; step++) {
      const k = missing > 0 ? order[step % order.length] : order[order.length - 1 - (step % order.length)];
      if (k === undefined) break;
      const delta = missing > 0 ? 1 : -1;
      rounded[k] = (rounded[k] ?? 0) + delta;
      missing -= delta;
    }
    indexes.forEach((i, k) => {
      nets[i] = rounded[k] ?? 0;
    });
  }
  return nets;
}

/** Integer cents as "1234.56" (XML amounts): the AFIP client's one formatter. */
export { centsToDecimal } from '../afip/format';
