// The EN 16931 business rules that apply to what server/einvoicing/documents/en16931.ts generates,
// written from the published rule list (EN 16931-1 and the CEN validation artefacts' rule texts:
// BR-01…BR-16 mandatory elements, BR-21…BR-27 lines, BR-45…BR-48 VAT breakdown, BR-55 preceding
// invoice, BR-CO-* totals, BR-S/Z/E-* per VAT category, BR-DEC-* decimals, BR-CL-* code lists) and
// checked on the XML parsed with fast-xml-parser — for UBL 2.1 (Invoice and CreditNote) and CII
// D16B. Each function answers the violated rules ("BR-CO-14: …"), none for a valid invoice. These
// are our own checks; the official Schematron is run by hand (scripts/en16931-validate.mjs).
import { XMLParser } from 'fast-xml-parser';

type Node = string | { [key: string]: Node | Node[] } | undefined;

const ARRAYS = new Set([
  'cac:InvoiceLine',
  'cac:CreditNoteLine',
  'cac:TaxTotal',
  'cac:TaxSubtotal',
  'cac:BillingReference',
  'cac:PartyTaxScheme',
  'cac:AllowanceCharge',
  'ram:IncludedSupplyChainTradeLineItem',
  'ram:ApplicableTradeTax',
  'ram:InvoiceReferencedDocument',
  'ram:SpecifiedTaxRegistration',
  'ram:TaxTotalAmount',
  'ram:SpecifiedTradePaymentTerms',
]);

export function parseXml(xml: string): Record<string, Node> {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ARRAYS.has(name),
  });
  return parser.parse(xml) as Record<string, Node>;
}

/** The child at a path of element names (the first of an array at each step). */
export function at(node: Node | Node[], ...path: string[]): Node {
  let current: Node | Node[] = node;
  for (const name of path) {
    const here: Node = Array.isArray(current) ? current[0] : current;
    if (here === undefined || typeof here === 'string') return undefined;
    current = here[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

export function all(node: Node, name: string): Node[] {
  if (node === undefined || typeof node === 'string') return [];
  const child = node[name];
  return child === undefined ? [] : Array.isArray(child) ? child : [child];
}

/** An element's text (with or without attributes). */
export function text(node: Node): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.trim();
  const t = node['#text'];
  return typeof t === 'string' ? t.trim() : '';
}

export function attr(node: Node, name: string): string {
  if (node === undefined || typeof node === 'string') return '';
  const a = node[`@${name}`];
  return typeof a === 'string' ? a : '';
}

/** A decimal amount as integer cents (NaN when it is not one). */
function cents(value: string): number {
  return /^-?\d+(\.\d+)?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code;
/** UNTDID 1001 as EN 16931 restricts it: invoice types, and credit note types (BR-CL-01). */
const INVOICE_TYPES = new Set(
  '71 80 82 84 102 130 202 203 204 211 218 219 295 325 326 331 380 382 383 384 385 386 387 388 389 390 393 394 395 456 457 471 472 473 500 501 527 553 575 623 633 751 780 817 870 875 876 877 935'.split(
    ' ',
  ),
);
const CREDIT_TYPES = new Set('81 83 261 262 296 308 381 396 420 458 502 503 532'.split(' '));
/** UNCL 5305 as EN 16931 restricts it (BR-CL-17, BR-CL-18). */
const VAT_CATEGORIES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']);
const decimals = (value: string) => (value.includes('.') ? (value.split('.')[1] ?? '').length : 0);

class Rules {
  readonly violations: string[] = [];
  check(ok: boolean, rule: string, what: string) {
    if (!ok) this.violations.push(`${rule}: ${what}`);
  }
}

interface VatLine {
  category: string;
  rate: number;
  net: number;
}

interface Breakdown {
  category: string;
  rate: number;
  taxable: number;
  tax: number;
  reason: boolean;
}

/** What both syntaxes check alike once their elements are read. */
function commonRules(
  r: Rules,
  v: {
    currency: string;
    lines: VatLine[];
    breakdown: Breakdown[];
    sellerVatId: string;
    vatIds: string[];
  },
) {
  for (const b of v.breakdown) {
    r.check(VAT_CATEGORIES.has(b.category), 'BR-CL-18', `VAT category ${b.category}`);
    r.check(!Number.isNaN(b.taxable), 'BR-45', 'VAT category taxable amount');
    r.check(!Number.isNaN(b.tax), 'BR-46', 'VAT category tax amount');
    r.check(b.category !== '', 'BR-47', 'VAT category code');
    r.check(b.category === 'O' || !Number.isNaN(b.rate), 'BR-48', 'VAT category rate');
    const linesOf = v.lines.filter((l) => l.category === b.category && (b.category !== 'S' || l.rate === b.rate));
    const sum = linesOf.reduce((s, l) => s + l.net, 0);
    if (b.category === 'S') {
      r.check(sum === b.taxable, 'BR-S-08', `taxable ${b.taxable} ≠ Σ lines ${sum} at ${b.rate} %`);
      // The artefacts allow one currency unit of difference from taxable × rate.
      const expected = Math.round((b.taxable * b.rate) / 100);
      r.check(Math.abs(b.tax - expected) < 100, 'BR-S-09', `tax ${b.tax} vs ${expected}`);
      r.check(!b.reason, 'BR-S-10', 'standard rate with an exemption reason');
    }
    if (b.category === 'Z') {
      r.check(sum === b.taxable, 'BR-Z-08', `taxable ${b.taxable} ≠ Σ lines ${sum}`);
      r.check(b.tax === 0, 'BR-Z-09', `tax ${b.tax}`);
      r.check(!b.reason, 'BR-Z-10', 'zero rate with an exemption reason');
    }
    if (b.category === 'E') {
      r.check(sum === b.taxable, 'BR-E-08', `taxable ${b.taxable} ≠ Σ lines ${sum}`);
      r.check(b.tax === 0, 'BR-E-09', `tax ${b.tax}`);
      r.check(b.reason, 'BR-E-10', 'exempt without a reason');
    }
  }
  for (const line of v.lines) {
    r.check(VAT_CATEGORIES.has(line.category), 'BR-CL-17', `line VAT category ${line.category}`);
    if (line.category === 'S') r.check(line.rate > 0, 'BR-S-05', `standard rate ${line.rate}`);
    if (line.category === 'Z') r.check(line.rate === 0, 'BR-Z-05', `zero rate ${line.rate}`);
    if (line.category === 'E') r.check(line.rate === 0, 'BR-E-05', `exempt rate ${line.rate}`);
    for (const category of ['S', 'Z', 'E']) {
      if (line.category !== category) continue;
      r.check(v.sellerVatId !== '', `BR-${category}-02`, 'no seller VAT identifier');
      const breakdowns = v.breakdown.filter((b) => b.category === category).length;
      r.check(breakdowns >= 1, `BR-${category}-01`, 'no VAT breakdown of the category');
    }
  }
  for (const id of v.vatIds) {
    r.check(/^[A-Z]{2}/.test(id) && (isCountry(id.slice(0, 2)) || id.startsWith('EL')), 'BR-CO-09', `VAT id ${id}`);
  }
  r.check(CURRENCIES.has(v.currency), 'BR-CL-04', `currency ${v.currency}`);
}

/** Violated rules of a UBL 2.1 Invoice or CreditNote. */
export function ublViolations(xml: string): string[] {
  const r = new Rules();
  const doc = parseXml(xml);
  const credit = doc.CreditNote !== undefined;
  const root: Node = credit ? doc.CreditNote : doc.Invoice;
  r.check(root !== undefined, 'UBL', 'root is neither Invoice nor CreditNote');
  if (root === undefined) return r.violations;
  const t = (...path: string[]) => text(at(root, ...path));
  const currency = t('cbc:DocumentCurrencyCode');

  r.check(t('cbc:CustomizationID') !== '', 'BR-01', 'Specification identifier (BT-24)');
  r.check(t('cbc:ID') !== '', 'BR-02', 'Invoice number (BT-1)');
  r.check(/^\d{4}-\d{2}-\d{2}$/.test(t('cbc:IssueDate')), 'BR-03', 'Invoice issue date (BT-2)');
  const typeCode = t(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode');
  r.check(typeCode !== '', 'BR-04', 'Invoice type code (BT-3)');
  r.check((credit ? CREDIT_TYPES : INVOICE_TYPES).has(typeCode), 'BR-CL-01', `type code ${typeCode}`);
  r.check(currency !== '', 'BR-05', 'Invoice currency code (BT-5)');
  const seller = at(root, 'cac:AccountingSupplierParty', 'cac:Party');
  const buyer = at(root, 'cac:AccountingCustomerParty', 'cac:Party');
  r.check(text(at(seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName')) !== '', 'BR-06', 'Seller name (BT-27)');
  r.check(text(at(buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName')) !== '', 'BR-07', 'Buyer name (BT-44)');
  r.check(at(seller, 'cac:PostalAddress') !== undefined, 'BR-08', 'Seller postal address (BG-5)');
  const sellerCountry = text(at(seller, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode'));
  r.check(sellerCountry !== '', 'BR-09', 'Seller country code (BT-40)');
  r.check(at(buyer, 'cac:PostalAddress') !== undefined, 'BR-10', 'Buyer postal address (BG-8)');
  const buyerCountry = text(at(buyer, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode'));
  r.check(buyerCountry !== '', 'BR-11', 'Buyer country code (BT-55)');
  for (const c of [sellerCountry, buyerCountry]) r.check(isCountry(c), 'BR-CL-14', `country ${c}`);

  const totals = at(root, 'cac:LegalMonetaryTotal');
  const total = (name: string) => cents(text(at(totals, name)));
  r.check(at(totals, 'cbc:LineExtensionAmount') !== undefined, 'BR-12', 'Sum of line net amounts (BT-106)');
  r.check(at(totals, 'cbc:TaxExclusiveAmount') !== undefined, 'BR-13', 'Total without VAT (BT-109)');
  r.check(at(totals, 'cbc:TaxInclusiveAmount') !== undefined, 'BR-14', 'Total with VAT (BT-112)');
  r.check(at(totals, 'cbc:PayableAmount') !== undefined, 'BR-15', 'Amount due for payment (BT-115)');

  const lineNodes = all(root, credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  r.check(lineNodes.length > 0, 'BR-16', 'no invoice line (BG-25)');
  const lines: VatLine[] = lineNodes.map((line, i) => {
    const qty = at(line, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity');
    r.check(text(at(line, 'cbc:ID')) !== '', 'BR-21', `line ${i + 1}: identifier`);
    r.check(text(qty) !== '', 'BR-22', `line ${i + 1}: quantity`);
    r.check(attr(qty, 'unitCode') !== '', 'BR-23', `line ${i + 1}: unit of measure`);
    r.check(/^[A-Z0-9]{2,3}$/.test(attr(qty, 'unitCode')), 'BR-CL-23', `line ${i + 1}: unit code`);
    const net = cents(text(at(line, 'cbc:LineExtensionAmount')));
    r.check(!Number.isNaN(net), 'BR-24', `line ${i + 1}: net amount`);
    r.check(text(at(line, 'cac:Item', 'cbc:Name')) !== '', 'BR-25', `line ${i + 1}: item name`);
    const price = text(at(line, 'cac:Price', 'cbc:PriceAmount'));
    r.check(price !== '', 'BR-26', `line ${i + 1}: net price`);
    r.check(Number(price) >= 0, 'BR-27', `line ${i + 1}: negative price`);
    const category = text(at(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID'));
    r.check(category !== '', 'BR-CO-04', `line ${i + 1}: VAT category`);
    r.check(decimals(text(at(line, 'cbc:LineExtensionAmount'))) <= 2, 'BR-DEC-23', `line ${i + 1}: decimals`);
    return { category, rate: Number(text(at(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent')) || 0), net };
  });

  const sumLines = lines.reduce((s, l) => s + l.net, 0);
  r.check(total('cbc:LineExtensionAmount') === sumLines, 'BR-CO-10', `${total('cbc:LineExtensionAmount')} ≠ Σ lines ${sumLines}`);
  const allowances = Number.isNaN(total('cbc:AllowanceTotalAmount')) ? 0 : total('cbc:AllowanceTotalAmount');
  const charges = Number.isNaN(total('cbc:ChargeTotalAmount')) ? 0 : total('cbc:ChargeTotalAmount');
  r.check(
    total('cbc:TaxExclusiveAmount') === total('cbc:LineExtensionAmount') - allowances + charges,
    'BR-CO-13',
    'total without VAT ≠ lines − allowances + charges',
  );
  const taxTotals = all(root, 'cac:TaxTotal');
  const taxTotal = taxTotals.find((tt) => attr(at(tt, 'cbc:TaxAmount'), 'currencyID') === currency);
  const breakdown: Breakdown[] = all(taxTotal, 'cac:TaxSubtotal').map((st) => ({
    category: text(at(st, 'cac:TaxCategory', 'cbc:ID')),
    rate: Number(text(at(st, 'cac:TaxCategory', 'cbc:Percent'))),
    taxable: cents(text(at(st, 'cbc:TaxableAmount'))),
    tax: cents(text(at(st, 'cbc:TaxAmount'))),
    reason:
      text(at(st, 'cac:TaxCategory', 'cbc:TaxExemptionReason')) !== '' ||
      text(at(st, 'cac:TaxCategory', 'cbc:TaxExemptionReasonCode')) !== '',
  }));
  r.check(breakdown.length > 0, 'BR-CO-18', 'no VAT breakdown (BG-23)');
  const vatTotal = cents(text(at(taxTotal, 'cbc:TaxAmount')));
  const sumVat = breakdown.reduce((s, b) => s + b.tax, 0);
  r.check(vatTotal === sumVat, 'BR-CO-14', `total VAT ${vatTotal} ≠ Σ breakdown ${sumVat}`);
  r.check(
    total('cbc:TaxInclusiveAmount') === total('cbc:TaxExclusiveAmount') + vatTotal,
    'BR-CO-15',
    'total with VAT ≠ without + VAT',
  );
  const prepaid = Number.isNaN(total('cbc:PrepaidAmount')) ? 0 : total('cbc:PrepaidAmount');
  const rounding = Number.isNaN(total('cbc:PayableRoundingAmount')) ? 0 : total('cbc:PayableRoundingAmount');
  r.check(total('cbc:PayableAmount') === total('cbc:TaxInclusiveAmount') - prepaid + rounding, 'BR-CO-16', 'amount due');
  r.check(
    total('cbc:PayableAmount') <= 0 || t('cbc:DueDate') !== '' || t('cac:PaymentTerms', 'cbc:Note') !== '',
    'BR-CO-25',
    'a positive amount due needs a due date or payment terms',
  );
  for (const ref of all(root, 'cac:BillingReference')) {
    r.check(text(at(ref, 'cac:InvoiceDocumentReference', 'cbc:ID')) !== '', 'BR-55', 'preceding invoice reference (BT-25)');
  }

  // Decimals and currencies of every amount.
  const amounts: Node[] = [
    ...[
      'cbc:LineExtensionAmount',
      'cbc:TaxExclusiveAmount',
      'cbc:TaxInclusiveAmount',
      'cbc:PrepaidAmount',
      'cbc:PayableAmount',
    ].map((n) => at(totals, n)),
    at(taxTotal, 'cbc:TaxAmount'),
    ...all(taxTotal, 'cac:TaxSubtotal').flatMap((st) => [at(st, 'cbc:TaxableAmount'), at(st, 'cbc:TaxAmount')]),
  ].filter((n) => n !== undefined);
  for (const a of amounts) {
    r.check(decimals(text(a)) <= 2, 'BR-DEC', `amount ${text(a)} has more than 2 decimals`);
    r.check(attr(a, 'currencyID') === currency, 'BR-CL-05', `amount in ${attr(a, 'currencyID')}, not ${currency}`);
  }

  const vatIdOf = (party: Node) =>
    all(party, 'cac:PartyTaxScheme')
      .filter((s) => text(at(s, 'cac:TaxScheme', 'cbc:ID')) === 'VAT')
      .map((s) => text(at(s, 'cbc:CompanyID')));
  const sellerVatIds = vatIdOf(seller);
  commonRules(r, {
    currency,
    lines,
    breakdown,
    sellerVatId: sellerVatIds[0] ?? '',
    vatIds: [...sellerVatIds, ...vatIdOf(buyer)],
  });
  return r.violations;
}

/** Violated rules of a UN/CEFACT CII D16B invoice. */
export function ciiViolations(xml: string): string[] {
  const r = new Rules();
  const root = parseXml(xml)['rsm:CrossIndustryInvoice'];
  r.check(root !== undefined, 'CII', 'root is not rsm:CrossIndustryInvoice');
  if (root === undefined) return r.violations;
  const tx = at(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = at(tx, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = at(tx, 'ram:ApplicableHeaderTradeSettlement');
  const sum = at(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = text(at(settlement, 'ram:InvoiceCurrencyCode'));
  const typeCode = text(at(root, 'rsm:ExchangedDocument', 'ram:TypeCode'));

  r.check(
    text(at(root, 'rsm:ExchangedDocumentContext', 'ram:GuidelineSpecifiedDocumentContextParameter', 'ram:ID')) !== '',
    'BR-01',
    'BT-24',
  );
  r.check(text(at(root, 'rsm:ExchangedDocument', 'ram:ID')) !== '', 'BR-02', 'BT-1');
  r.check(/^\d{8}$/.test(text(at(root, 'rsm:ExchangedDocument', 'ram:IssueDateTime', 'udt:DateTimeString'))), 'BR-03', 'BT-2');
  r.check(typeCode !== '', 'BR-04', 'BT-3');
  r.check(INVOICE_TYPES.has(typeCode) || CREDIT_TYPES.has(typeCode), 'BR-CL-01', `type code ${typeCode}`);
  r.check(currency !== '', 'BR-05', 'BT-5');
  const seller = at(agreement, 'ram:SellerTradeParty');
  const buyer = at(agreement, 'ram:BuyerTradeParty');
  r.check(text(at(seller, 'ram:Name')) !== '', 'BR-06', 'BT-27');
  r.check(text(at(buyer, 'ram:Name')) !== '', 'BR-07', 'BT-44');
  r.check(at(seller, 'ram:PostalTradeAddress') !== undefined, 'BR-08', 'BG-5');
  r.check(isCountry(text(at(seller, 'ram:PostalTradeAddress', 'ram:CountryID'))), 'BR-09', 'BT-40');
  r.check(at(buyer, 'ram:PostalTradeAddress') !== undefined, 'BR-10', 'BG-8');
  r.check(isCountry(text(at(buyer, 'ram:PostalTradeAddress', 'ram:CountryID'))), 'BR-11', 'BT-55');
  const amount = (name: string) => cents(text(at(sum, name)));
  r.check(at(sum, 'ram:LineTotalAmount') !== undefined, 'BR-12', 'BT-106');
  r.check(at(sum, 'ram:TaxBasisTotalAmount') !== undefined, 'BR-13', 'BT-109');
  r.check(at(sum, 'ram:GrandTotalAmount') !== undefined, 'BR-14', 'BT-112');
  r.check(at(sum, 'ram:DuePayableAmount') !== undefined, 'BR-15', 'BT-115');
  const lineNodes = all(tx, 'ram:IncludedSupplyChainTradeLineItem');
  r.check(lineNodes.length > 0, 'BR-16', 'BG-25');
  const lines: VatLine[] = lineNodes.map((line) => {
    const tax = at(line, 'ram:SpecifiedLineTradeSettlement', 'ram:ApplicableTradeTax');
    r.check(text(at(line, 'ram:AssociatedDocumentLineDocument', 'ram:LineID')) !== '', 'BR-21', 'line id');
    r.check(attr(at(line, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity'), 'unitCode') !== '', 'BR-23', 'unit');
    r.check(text(at(line, 'ram:SpecifiedTradeProduct', 'ram:Name')) !== '', 'BR-25', 'item name');
    r.check(
      Number(text(at(line, 'ram:SpecifiedLineTradeAgreement', 'ram:NetPriceProductTradePrice', 'ram:ChargeAmount'))) >= 0,
      'BR-27',
      'price',
    );
    return {
      category: text(at(tax, 'ram:CategoryCode')),
      rate: Number(text(at(tax, 'ram:RateApplicablePercent')) || 0),
      net: cents(
        text(
          at(
            line,
            'ram:SpecifiedLineTradeSettlement',
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            'ram:LineTotalAmount',
          ),
        ),
      ),
    };
  });
  const sumLines = lines.reduce((s, l) => s + l.net, 0);
  r.check(amount('ram:LineTotalAmount') === sumLines, 'BR-CO-10', `${amount('ram:LineTotalAmount')} ≠ Σ lines ${sumLines}`);
  r.check(amount('ram:TaxBasisTotalAmount') === amount('ram:LineTotalAmount'), 'BR-CO-13', 'tax basis ≠ lines');
  const breakdown: Breakdown[] = all(settlement, 'ram:ApplicableTradeTax').map((tt) => ({
    category: text(at(tt, 'ram:CategoryCode')),
    rate: Number(text(at(tt, 'ram:RateApplicablePercent'))),
    taxable: cents(text(at(tt, 'ram:BasisAmount'))),
    tax: cents(text(at(tt, 'ram:CalculatedAmount'))),
    reason: text(at(tt, 'ram:ExemptionReason')) !== '' || text(at(tt, 'ram:ExemptionReasonCode')) !== '',
  }));
  const taxTotal = all(sum, 'ram:TaxTotalAmount').find((n) => attr(n, 'currencyID') === currency);
  const vatTotal = cents(text(taxTotal));
  r.check(vatTotal === breakdown.reduce((s, b) => s + b.tax, 0), 'BR-CO-14', 'total VAT ≠ Σ breakdown');
  r.check(amount('ram:GrandTotalAmount') === amount('ram:TaxBasisTotalAmount') + vatTotal, 'BR-CO-15', 'grand total');
  const prepaid = Number.isNaN(amount('ram:TotalPrepaidAmount')) ? 0 : amount('ram:TotalPrepaidAmount');
  r.check(amount('ram:DuePayableAmount') === amount('ram:GrandTotalAmount') - prepaid, 'BR-CO-16', 'amount due');
  r.check(
    amount('ram:DuePayableAmount') <= 0 ||
      all(settlement, 'ram:SpecifiedTradePaymentTerms').some(
        (p) => text(at(p, 'ram:Description')) !== '' || text(at(p, 'ram:DueDateDateTime', 'udt:DateTimeString')) !== '',
      ),
    'BR-CO-25',
    'a positive amount due needs a due date or payment terms',
  );
  for (const ref of all(settlement, 'ram:InvoiceReferencedDocument')) {
    r.check(text(at(ref, 'ram:IssuerAssignedID')) !== '', 'BR-55', 'BT-25');
  }
  const vatIdOf = (party: Node) =>
    all(party, 'ram:SpecifiedTaxRegistration')
      .filter((reg) => attr(at(reg, 'ram:ID'), 'schemeID') === 'VA')
      .map((reg) => text(at(reg, 'ram:ID')));
  commonRules(r, {
    currency,
    lines,
    breakdown,
    sellerVatId: vatIdOf(seller)[0] ?? '',
    vatIds: [...vatIdOf(seller), ...vatIdOf(buyer)],
  });
  return r.violations;
}
