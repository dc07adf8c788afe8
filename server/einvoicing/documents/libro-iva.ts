// Libro IVA Digital, ventas (RG 4597; issue 34, 312): the two fixed-width files the venue imports
// into the authority's Portal IVA, and the same book as rows for CSV/XLSX.
//
// LIBRO_IVA_DIGITAL_VENTAS_CBTE, one 266-character record per voucher:
//   fecha 8 · tipo 3 · punto de venta 5 · número 20 · número hasta 20 · código de documento 2 ·
//   número de identificación 20 · denominación 30 · total 15 · no gravado 15 · percepción a no
//   categorizados 15 · exento 15 · pagos a cuenta nacionales 15 · IIBB 15 · municipales 15 ·
//   internos 15 · moneda 3 · tipo de cambio 10 · cantidad de alícuotas 1 · código de operación 1 ·
//   otros tributos 15 · vencimiento de pago 8.
// LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS, one 62-character record per VAT rate of a voucher:
//   tipo 3 · punto de venta 5 · número 20 · neto gravado 15 · alícuota (AFIP IVA id) 4 · impuesto 15.
// Amounts are cents, 15 digits zero-padded, a minus sign first if negative (never here: a credit
// note is positive and its voucher type, 003/008/013, says it credits). The exchange rate is 4
// integers and 6 decimals (0001000000 for pesos). Records end in CRLF, the last one included.
//
// Choices where the published design leaves room:
// - Only authorised vouchers (with a number and a CAE) are in the book.
// - Código de operación: 'E' when part of the total is exempt (the total beyond ImpNeto + IVA,
//   reported as "exento"), otherwise '0' (no special operation). Class C vouchers discriminate no
//   VAT: no rate records, "cantidad de alícuotas" 0, código 'N' and the total as "no gravado", so
//   every record's amounts add up to its total. (A monotributo venue keeps no Libro IVA Digital —
//   RG 4597 is for Responsables Inscriptos —, so C vouchers appear only if someone exports them.)
// - Vencimiento de pago: the voucher's date (a sale is paid when it is invoiced; the API has no
//   due date).
// - Encoding: ISO-8859-1, the one Portal IVA's importer reads (Odoo's l10n_ar exports use it too).
//   The strings returned hold only characters U+0000–U+00FF — ñ and accents stay, anything else in a
//   name is folded to its base letter or '?' — so one character is one byte and the record lengths
//   above are byte lengths too; `libroIvaBytes` encodes them.
import type { EInvoiceDetailDto } from '../../../src/contract/einvoicing';
import { afipIvaId, afipVoucherType, exemptAmount, isCreditNote, letterOf, VOUCHER_NAMES } from './common';
import type { InvoiceDocument } from './types';

export const CBTE_RECORD_LENGTH = 266;
export const ALICUOTA_RECORD_LENGTH = 62;
const CRLF = '\r\n';

/** Cents as the design's 15-character amount (13 integers + 2 decimals, no separator). */
export function libroAmount(cents: number, width = 15): string {
  if (!Number.isInteger(cents)) throw new Error(`Amount ${cents} is not integer cents`);
  const digits = String(Math.abs(cents));
  const text = cents < 0 ? `-${digits.padStart(width - 1, '0')}` : digits.padStart(width, '0');
  if (text.length > width) throw new Error(`Amount ${cents} does not fit ${width} characters`);
  return text;
}

function digits(value: number | string, width: number): string {
  const text = String(value).replace(/\D/g, '');
  if (text.length > width) throw new Error(`${value} does not fit ${width} digits`);
  return text.padStart(width, '0');
}

const FOLDED: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '.',
  '\u20AC': 'E',
};

/**
 * Text for an ISO-8859-1 field of `width` characters, left-aligned and space-padded: control
 * characters (a line break would split the record) become spaces; characters beyond Latin-1 lose
 * their accent ("ł" has none to lose: '?').
 */
export function latin1Field(text: string, width: number): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 0x3f;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += ' ';
    else if (code <= 0xff) out += ch;
    else {
      const folded = FOLDED[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...folded].every((c) => (c.codePointAt(0) ?? 0x100) <= 0xff) && folded !== '' ? folded : '?';
    }
  }
  return [...out].slice(0, width).join('').padEnd(width, ' ');
}

/** The book's strings as ISO-8859-1 bytes (every character of them is Latin-1). */
export function libroIvaBytes(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

function inBook(doc: InvoiceDocument): doc is InvoiceDocument & { invoice: EInvoiceDetailDto & { number: number } } {
  return doc.invoice.status === 'authorized' && doc.invoice.number !== null && !!doc.invoice.cae;
}

/** Authorised vouchers in the book's order: date, voucher type, point of sale, number. */
function bookOrder(docs: InvoiceDocument[]) {
  return docs
    .filter(inBook)
    .sort(
      (a, b) =>
        a.invoice.date.localeCompare(b.invoice.date) ||
        afipVoucherType(a.invoice.type) - afipVoucherType(b.invoice.type) ||
        a.invoice.pointOfSale - b.invoice.pointOfSale ||
        a.invoice.number - b.invoice.number,
    );
}

interface BookAmounts {
  /** Rates in AFIP id order, each with its base and VAT (cents). Empty for class C. */
  rates: { id: number; rate: number; base: number; amount: number }[];
  exempt: number;
  untaxed: number;
  operation: string;
}

function bookAmounts(invoice: EInvoiceDetailDto): BookAmounts {
  if (letterOf(invoice.type) === 'C') return { rates: [], exempt: 0, untaxed: invoice.total, operation: 'N' };
  const rates = invoice.vat
    .map((v) => ({ id: afipIvaId(v.rate), rate: v.rate, base: v.base, amount: v.amount }))
    .sort((a, b) => a.id - b.id);
  const exempt = exemptAmount(invoice);
  if (exempt < 0) throw new Error(`Invoice ${invoice.id}: net + VAT exceed the total`);
  return { rates, exempt, untaxed: 0, operation: exempt > 0 || rates.length === 0 ? 'E' : '0' };
}

function cbteRecord(invoice: EInvoiceDetailDto & { number: number }, amounts: BookAmounts): string {
  if (amounts.rates.length > 9) throw new Error(`Invoice ${invoice.id} has more than 9 VAT rates`);
  const date = invoice.date.replace(/-/g, '');
  const record = [
    date,
    digits(afipVoucherType(invoice.type), 3),
    digits(invoice.pointOfSale, 5),
    digits(invoice.number, 20),
    digits(invoice.number, 20),
    digits(invoice.customerDocType, 2),
    digits(invoice.customerDocNumber || '0', 20),
    latin1Field(invoice.customerName, 30),
    libroAmount(invoice.total),
    libroAmount(amounts.untaxed),
    libroAmount(0),
    libroAmount(amounts.exempt),
    libroAmount(0),
    libroAmount(0),
    libroAmount(0),
    libroAmount(0),
    'PES',
    '0001000000',
    String(amounts.rates.length),
    amounts.operation,
    libroAmount(0),
    date,
  ].join('');
  if (record.length !== CBTE_RECORD_LENGTH) throw new Error(`CBTE record of ${record.length} characters`);
  return record;
}

function alicuotaRecords(invoice: EInvoiceDetailDto & { number: number }, amounts: BookAmounts): string[] {
  return amounts.rates.map((r) => {
    const record = [
      digits(afipVoucherType(invoice.type), 3),
      digits(invoice.pointOfSale, 5),
      digits(invoice.number, 20),
      libroAmount(r.base),
      digits(r.id, 4),
      libroAmount(r.amount),
    ].join('');
    if (record.length !== ALICUOTA_RECORD_LENGTH) throw new Error(`ALICUOTAS record of ${record.length} characters`);
    return record;
  });
}

/** The two files of the Libro IVA Digital ventas for these vouchers (unauthorised ones left out). */
export function libroIvaVentas(docs: InvoiceDocument[]): { cbte: string; alicuotas: string } {
  let cbte = '';
  let alicuotas = '';
  for (const { invoice } of bookOrder(docs)) {
    const amounts = bookAmounts(invoice);
    cbte += cbteRecord(invoice, amounts) + CRLF;
    for (const record of alicuotaRecords(invoice, amounts)) alicuotas += record + CRLF;
  }
  return { cbte, alicuotas };
}

const rateLabel = (rate: number) => `${String(rate).replace('.', ',')}%`;

/**
 * The same book as a table for CSV/XLSX (src/lib/export/table-export.ts): one row per authorised
 * voucher, amounts in pesos (numbers), the net and VAT of each rate the vouchers use in columns of
 * their own. Credit notes are negative here, so that a column's sum is the period's figure (the
 * fixed-width files keep them positive, as the design asks).
 */
export function libroIvaRows(docs: InvoiceDocument[]): { headers: string[]; rows: (string | number)[][] } {
  const vouchers = bookOrder(docs).map(({ invoice }) => ({ invoice, amounts: bookAmounts(invoice) }));
  const rates = [...new Set(vouchers.flatMap((v) => v.amounts.rates.map((r) => r.rate)))].sort((a, b) => b - a);
  const headers = [
    'Fecha',
    'Comprobante',
    'Código',
    'Punto de venta',
    'Número',
    'Tipo de documento',
    'Número de documento',
    'Denominación del comprador',
    ...rates.flatMap((rate) => [`Neto gravado ${rateLabel(rate)}`, `IVA ${rateLabel(rate)}`]),
    'Neto gravado',
    'IVA',
    'Exento',
    'No gravado',
    'Total',
    'CAE',
  ];
  const rows = vouchers.map(({ invoice, amounts }) => {
    const sign = isCreditNote(invoice.type) ? -1 : 1;
    // `|| 0`: no negative zero in a spreadsheet cell.
    const pesos = (cents: number) => (sign * cents) / 100 || 0;
    const byRate = new Map(amounts.rates.map((r) => [r.rate, r]));
    return [
      invoice.date,
      VOUCHER_NAMES[invoice.type],
      digits(afipVoucherType(invoice.type), 3),
      invoice.pointOfSale,
      invoice.number,
      invoice.customerDocType,
      invoice.customerDocNumber,
      invoice.customerName,
      ...rates.flatMap((rate) => [pesos(byRate.get(rate)?.base ?? 0), pesos(byRate.get(rate)?.amount ?? 0)]),
      pesos(amounts.rates.reduce((s, r) => s + r.base, 0)),
      pesos(amounts.rates.reduce((s, r) => s + r.amount, 0)),
      pesos(amounts.exempt),
      pesos(amounts.untaxed),
      pesos(invoice.total),
      invoice.cae ?? '',
    ];
  });
  return { headers, rows };
}
