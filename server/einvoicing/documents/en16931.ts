// An invoice of a venue outside Argentina as an EN 16931 e-invoice (issue 34, "Beyond Argentina"):
// UBL 2.1 (an Invoice, or a CreditNote that names the invoice it credits, BT-25) or UN/CEFACT CII
// D16B, generated with @e-invoice-eu/core from its JSON form of the invoice (UBL element names).
//
// From the invoice as the API details it:
// - BT-1 is the printed number ("0003-00001234"), BT-2 its date, BT-3 380 or 381 for a credit note.
// - The lines' prices include VAT; an EN 16931 line is net (BT-131), so each line gets its share of
//   its rate's base exactly as the other documents do (common.ts `lineNets`): the lines of a rate
//   add up to the VAT breakdown's taxable amount (BR-S-08) and its VAT is the invoice's own.
// - VAT categories: a rate with VAT ('vat' has an entry) is S (standard) above 0 % and Z (zero
//   rated) at 0 %; lines of a rate without an entry (a venue that charges no VAT: exento or a class C
//   letter) are E (exempt), with the reason the breakdown must give (BR-E-10).
// - The seller's VAT identifier (BT-31) is the venue's tax number with its country's prefix
//   (BR-CO-09); the buyer's, when the customer gave a tax number (document type 80/86). The venue's
//   data has no address of the buyer: its country (BT-55, mandatory) is taken as the venue's.
// - A sale's invoice is paid when issued: its total is the paid amount (BT-113) and nothing is due.
//   An invoice by hand is due on its date (BT-9); a credit note says in its payment terms (BT-20)
//   which invoice it credits — either way BR-CO-25 holds.
// The library's UBL format adds Peppol BIS's requirement of electronic addresses for both parties
// (BT-34, BT-49), which EN 16931 leaves optional and the venue's data does not hold; its CII format
// validates the same JSON schema without that addition. So the invoice is always validated through
// the library's InvoiceService as CII, and UBL is then rendered by the library's UBL format itself.
import type { Invoice } from '@e-invoice-eu/core';
import { centsToDecimal, formatVoucherNumber, isCreditNote, lineNets } from './common';
import type { InvoiceDocument } from './types';

export type En16931Syntax = 'ubl' | 'cii';

type UblInvoice = Invoice['ubl:Invoice'];
type Currency = UblInvoice['cbc:DocumentCurrencyCode'];
type Line = UblInvoice['cac:InvoiceLine'][number];
type Subtotal = NonNullable<UblInvoice['cac:TaxTotal'][0]['cac:TaxSubtotal']>[number];
type Category = Line['cac:Item']['cac:ClassifiedTaxCategory']['cbc:ID'];

/** EN 16931's specification identifier (BT-24): the core invoice, no CIUS or extension. */
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';
/** UN/ECE Recommendation 20 "one": a venue's items are counted, or measured in its own units. */
const UNIT_CODE = 'C62';
// BT-120, in the document's language of record (not a server message).
const DOCUMENT_TEXT = { exemptionReason: 'Exempt from VAT' } as const;

/** A VAT identifier with its ISO 3166-1 prefix (BR-CO-09): "ESB12345678"; Greece uses "EL". */
export function vatIdentifier(country: string, taxNumber: string): string {
  const compact = taxNumber.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = country === 'GR' ? 'EL' : country;
  return /^[A-Z]{2}/.test(compact) ? compact : `${prefix}${compact}`;
}

function decimalQuantity(quantity: number): string {
  return String(Number(quantity.toFixed(3)));
}

/**
 * A net unit price (BT-146) from a line's net and quantity, to the cent: the library's schema takes
 * two decimals, and EN 16931 does not ask quantity × price to equal the line's net (BT-131 is the
 * line's own share of its rate's base).
 */
function unitPrice(netCents: number, quantity: number): string {
  return centsToDecimal(Math.round(netCents / quantity));
}

interface Group {
  category: Category;
  rate: number;
  taxable: number;
  tax: number;
}

/** The invoice in @e-invoice-eu/core's JSON form (exported for the tests). */
export function en16931Data(doc: InvoiceDocument): Invoice {
  const { issuer, invoice, associated } = doc;
  if (issuer.country.toUpperCase() === 'AR') {
    throw new Error('An Argentine venue issues AFIP invoices, not EN 16931 ones');
  }
  if (invoice.number === null) throw new Error(`Invoice ${invoice.id} has no number yet`);
  const currency = issuer.currency.toUpperCase() as Currency;
  const country =
    issuer.country.toUpperCase() as UblInvoice['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];
  const amount = (cents: number) => centsToDecimal(cents);
  const credit = isCreditNote(invoice.type);

  const nets = lineNets(invoice);
  const vatByRate = new Map(invoice.vat.map((v) => [v.rate, v]));
  const categoryOf = (rate: number): Category => (vatByRate.has(rate) ? (rate > 0 ? 'S' : 'Z') : 'E');

  const groups = new Map<string, Group>();
  const lines = invoice.lines.map((line, i): Line => {
    const net = nets[i] ?? 0;
    const category = categoryOf(line.vatRate);
    const rate = category === 'E' ? 0 : line.vatRate;
    const key = `${category}/${rate}`;
    const group = groups.get(key) ?? {
      category,
      rate,
      taxable: 0,
      tax: category === 'E' ? 0 : (vatByRate.get(rate)?.amount ?? 0),
    };
    group.taxable += net;
    groups.set(key, group);
    return {
      'cbc:ID': String(i + 1),
      'cbc:InvoicedQuantity': decimalQuantity(line.quantity),
      'cbc:InvoicedQuantity@unitCode': UNIT_CODE,
      'cbc:LineExtensionAmount': amount(net),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': {
        'cbc:Name': line.description,
        'cac:ClassifiedTaxCategory': { 'cbc:ID': category, 'cbc:Percent': String(rate), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
      },
      'cac:Price': { 'cbc:PriceAmount': unitPrice(net, line.quantity), 'cbc:PriceAmount@currencyID': currency },
    };
  });
  const [first, ...rest] = lines;
  if (!first) throw new Error(`Invoice ${invoice.id} has no lines`);

  const lineTotal = nets.reduce((a, b) => a + b, 0);
  const taxTotal = [...groups.values()].reduce((s, g) => s + g.tax, 0);
  if (lineTotal + taxTotal !== invoice.total) {
    // The lines, the VAT per rate and the total the API answered do not agree: sending a document
    // whose totals differ from the invoice's would be worse than none.
    throw new Error(`Invoice ${invoice.id}: lines ${lineTotal} + VAT ${taxTotal} ≠ total ${invoice.total}`);
  }
  const subtotals: Subtotal[] = [...groups.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || b.rate - a.rate)
    .map((g) => ({
      'cbc:TaxableAmount': amount(g.taxable),
      'cbc:TaxableAmount@currencyID': currency,
      'cbc:TaxAmount': amount(g.tax),
      'cbc:TaxAmount@currencyID': currency,
      'cac:TaxCategory': {
        'cbc:ID': g.category,
        'cbc:Percent': String(g.rate),
        ...(g.category === 'E' ? { 'cbc:TaxExemptionReason': DOCUMENT_TEXT.exemptionReason } : {}),
        'cac:TaxScheme': { 'cbc:ID': 'VAT' },
      },
    }));

  const paidAtSale = !credit && invoice.saleId !== null;
  const buyerTaxNumber =
    (invoice.customerDocType === 80 || invoice.customerDocType === 86) && /[1-9]/.test(invoice.customerDocNumber)
      ? vatIdentifier(country, invoice.customerDocNumber)
      : null;
  const data: UblInvoice = {
    'cbc:CustomizationID': EN16931_CUSTOMIZATION_ID,
    'cbc:ID': invoice.displayNumber ?? formatVoucherNumber(invoice.pointOfSale, invoice.number),
    'cbc:IssueDate': invoice.date,
    ...(credit || paidAtSale ? {} : { 'cbc:DueDate': invoice.date }),
    'cbc:InvoiceTypeCode': credit ? '381' : '380',
    'cbc:DocumentCurrencyCode': currency,
    ...(associated
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': formatVoucherNumber(associated.pointOfSale, associated.number),
                'cbc:IssueDate': associated.date,
              },
            },
          ],
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cac:PostalAddress': {
          ...(issuer.address.trim() ? { 'cbc:StreetName': issuer.address.trim() } : {}),
          'cac:Country': { 'cbc:IdentificationCode': country },
        },
        'cac:PartyTaxScheme': [{ 'cbc:CompanyID': vatIdentifier(country, issuer.cuit), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': issuer.legalName },
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cac:PostalAddress': { 'cac:Country': { 'cbc:IdentificationCode': country } },
        ...(buyerTaxNumber
          ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': buyerTaxNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
          : {}),
        'cac:PartyLegalEntity': { 'cbc:RegistrationName': invoice.customerName },
      },
    },
    ...(credit
      ? {
          'cac:PaymentTerms': {
            'cbc:Note': associated
              ? `Credit note for invoice ${formatVoucherNumber(associated.pointOfSale, associated.number)}`
              : 'Credit note',
          },
        }
      : {}),
    'cac:TaxTotal': [{ 'cbc:TaxAmount': amount(taxTotal), 'cbc:TaxAmount@currencyID': currency, 'cac:TaxSubtotal': subtotals }],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(lineTotal),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cbc:TaxExclusiveAmount': amount(lineTotal),
      'cbc:TaxExclusiveAmount@currencyID': currency,
      'cbc:TaxInclusiveAmount': amount(invoice.total),
      'cbc:TaxInclusiveAmount@currencyID': currency,
      ...(paidAtSale ? { 'cbc:PrepaidAmount': amount(invoice.total), 'cbc:PrepaidAmount@currencyID': currency } : {}),
      'cbc:PayableAmount': amount(paidAtSale ? 0 : invoice.total),
      'cbc:PayableAmount@currencyID': currency,
    },
    'cac:InvoiceLine': [first, ...rest],
  };
  return { 'ubl:Invoice': data };
}

const quiet = { log: () => {}, warn: () => {}, error: () => {} };

/**
 * The invoice as EN 16931 XML. Throws for an Argentine venue, an invoice without a number, or one
 * whose lines, VAT and total disagree; the library throws when the data breaks its schema.
 */
export async function en16931Invoice(doc: InvoiceDocument, syntax: En16931Syntax): Promise<string> {
  const data = en16931Data(doc);
  // Loaded on first use: the library brings a spreadsheet reader and a PDF library along (~2 s).
  const { FormatFactoryService, InvoiceService } = await import('@e-invoice-eu/core');
  const cii = await new InvoiceService(quiet).generate(data, { format: 'CII', lang: 'en', noWarnings: true });
  if (syntax === 'cii') return withPrecedingInvoice(toText(cii), doc.associated);
  const ubl = new FormatFactoryService().createFormatService('UBL', quiet);
  const invoice = structuredClone(data);
  ubl.fillInvoiceDefaults(invoice);
  return toText(await ubl.generate(invoice, { format: 'UBL', lang: 'en', noWarnings: true }));
}

function toText(output: string | Uint8Array): string {
  return typeof output === 'string' ? output : new TextDecoder().decode(output);
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The preceding invoice (BG-3) of a CII credit note. @e-invoice-eu/core 2.3.4 maps
 * `cac:BillingReference/cbc:ID` where its own JSON form (and UBL) has
 * `cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID`, so its CII loses BT-25; it goes in
 * here, where the D16B schema orders it: right after the header's monetary summation.
 */
function withPrecedingInvoice(cii: string, associated: InvoiceDocument['associated']): string {
  if (!associated || cii.includes('<ram:InvoiceReferencedDocument>')) return cii;
  const anchor = '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>';
  const at = cii.indexOf(anchor);
  if (at < 0) throw new Error('CII without a monetary summation');
  const indent = /\n(\t*)<ram:SpecifiedTradeSettlementHeaderMonetarySummation>/.exec(cii)?.[1] ?? '';
  const reference = [
    `${indent}<ram:InvoiceReferencedDocument>`,
    `${indent}\t<ram:IssuerAssignedID>${xmlText(formatVoucherNumber(associated.pointOfSale, associated.number))}</ram:IssuerAssignedID>`,
    `${indent}\t<ram:FormattedIssueDateTime>`,
    `${indent}\t\t<qdt:DateTimeString format="102">${associated.date.replace(/-/g, '')}</qdt:DateTimeString>`,
    `${indent}\t</ram:FormattedIssueDateTime>`,
    `${indent}</ram:InvoiceReferencedDocument>`,
  ].join('\n');
  const end = at + anchor.length;
  return `${cii.slice(0, end)}\n${reference}${cii.slice(end)}`;
}
