// Invoices for the document tests (einvoice-documents*.test.ts), built the way the invoice service
// answers them: lines with VAT-included prices, VAT per rate (base = gross ÷ (1 + rate), rounded;
// amount = gross − base), net = Σ bases, class C without VAT (net = total), the authority's QR URL
// of RG 4892 once authorised.

import type { InvoiceDocument, InvoiceIssuer } from '../../server/einvoicing/documents/types';
import { AFIP_CBTE_TIPO } from '../../server/einvoicing/provider';
import type { EInvoiceDetailDto } from '../../src/contract/einvoicing';

export const RI_ISSUER: InvoiceIssuer = {
  cuit: '30712345671',
  legalName: 'Noctua Nocturna S.R.L.',
  address: 'Av. Corrientes 1234, CABA',
  vatCondition: 'responsable_inscripto',
  grossIncomeNumber: '901-123456-7',
  activityStart: '2019-03-01',
  country: 'AR',
  currency: 'ARS',
};

export const MONOTRIBUTO_ISSUER: InvoiceIssuer = {
  ...RI_ISSUER,
  cuit: '20123456786',
  legalName: 'Peña Ñandú de José Müller',
  vatCondition: 'monotributo',
};

export interface LineInput {
  description: string;
  quantity: number;
  /** Cents, VAT included. */
  unitPrice: number;
  vatRate: number;
}

export interface InvoiceInput {
  type: EInvoiceDetailDto['type'];
  lines: LineInput[];
  pointOfSale?: number;
  number?: number | null;
  date?: string;
  status?: EInvoiceDetailDto['status'];
  customer?: { name: string; docType: 80 | 86 | 96 | 99; docNumber: string; vatConditionId: number };
  issuer?: InvoiceIssuer;
  associated?: InvoiceDocument['associated'];
  saleId?: string | null;
}

let seq = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export function qrUrl(
  issuer: InvoiceIssuer,
  invoice: Pick<
    EInvoiceDetailDto,
    'date' | 'pointOfSale' | 'type' | 'number' | 'total' | 'customerDocType' | 'customerDocNumber' | 'cae'
  >,
): string {
  const payload = {
    ver: 1,
    fecha: invoice.date,
    cuit: Number(issuer.cuit),
    ptoVta: invoice.pointOfSale,
    tipoCmp: AFIP_CBTE_TIPO[invoice.type],
    nroCmp: invoice.number,
    importe: invoice.total / 100,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: invoice.customerDocType,
    nroDocRec: Number(invoice.customerDocNumber),
    tipoCodAut: 'E',
    codAut: Number(invoice.cae),
  };
  return `https://www.afip.gob.ar/fe/qr/?p=${Buffer.from(JSON.stringify(payload)).toString('base64')}`;
}

export function makeDocument(input: InvoiceInput): InvoiceDocument {
  const issuer = input.issuer ?? (input.type.endsWith('C') ? MONOTRIBUTO_ISSUER : RI_ISSUER);
  const status = input.status ?? 'authorized';
  const lines = input.lines.map((l) => ({ id: uuid(), ...l, amount: Math.round(l.quantity * l.unitPrice) }));
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const letterC = input.type === 'C' || input.type === 'NCC';
  const grossByRate = new Map<number, number>();
  for (const l of lines) grossByRate.set(l.vatRate, (grossByRate.get(l.vatRate) ?? 0) + l.amount);
  const vat = letterC
    ? []
    : [...grossByRate].map(([rate, gross]) => {
        const base = Math.round((gross * 100) / (100 + rate));
        return { rate, base, amount: gross - base };
      });
  const net = letterC ? total : vat.reduce((s, v) => s + v.base, 0);
  const customer = input.customer ?? {
    name: 'Consumidor Final',
    docType: 99 as const,
    docNumber: '0',
    vatConditionId: 5,
  };
  const pointOfSale = input.pointOfSale ?? 3;
  const number = input.number === undefined ? (status === 'authorized' ? 1234 : null) : input.number;
  const authorized = status === 'authorized';
  const cae = authorized ? '74123456789012' : null;
  const date = input.date ?? '2026-12-05';
  const base = {
    date,
    pointOfSale,
    type: input.type,
    number,
    total,
    customerDocType: customer.docType,
    customerDocNumber: customer.docNumber,
    cae,
  };
  const invoice: EInvoiceDetailDto = {
    id: uuid(),
    type: input.type,
    pointOfSale,
    number,
    displayNumber: number === null ? null : `${String(pointOfSale).padStart(4, '0')}-${String(number).padStart(8, '0')}`,
    date,
    creditNoteReason: null,
    authorizedAt: authorized ? `${date}T23:10:00.000Z` : null,
    customerName: customer.name,
    customerDocType: customer.docType,
    customerDocNumber: customer.docNumber,
    total,
    status,
    cae,
    creditNoteForId: input.associated ? uuid() : null,
    saleId: input.saleId === undefined ? uuid() : input.saleId,
    concept: 1,
    customerVatConditionId: customer.vatConditionId,
    lines,
    net,
    vat,
    caeExpiry: authorized ? '2026-12-15' : null,
    qrUrl: authorized ? qrUrl(issuer, base) : null,
    observations: [],
    errors: [],
    events: [],
    creditNotes: [],
    creditableLeft: total,
    issuedBy: null,
    createdAt: `${date}T23:10:00.000Z`,
  };
  return { issuer, invoice, associated: input.associated ?? null };
}

export const COMPANY = { name: 'Bodega Los Álamos S.A.', docType: 80 as const, docNumber: '30500010912', vatConditionId: 1 };

/** A class A invoice with two rates (21 % drinks, 10.5 % food) and a fractional quantity. */
export function invoiceA(overrides: Partial<InvoiceInput> = {}): InvoiceDocument {
  return makeDocument({
    type: 'A',
    customer: COMPANY,
    lines: [
      { description: 'Fernet con cola', quantity: 3, unitPrice: 850_000, vatRate: 21 },
      { description: 'Empanadas de carne', quantity: 12, unitPrice: 150_000, vatRate: 10.5 },
      { description: 'Vermut tirado (litros)', quantity: 1.5, unitPrice: 1_233_333, vatRate: 21 },
    ],
    ...overrides,
  });
}

export function invoiceB(overrides: Partial<InvoiceInput> = {}): InvoiceDocument {
  return makeDocument({
    type: 'B',
    number: 88,
    customer: { name: 'María Ñúñez', docType: 96, docNumber: '28123456', vatConditionId: 5 },
    lines: [
      { description: 'Entrada general', quantity: 2, unitPrice: 1_500_000, vatRate: 21 },
      { description: 'Agua mineral', quantity: 0.333, unitPrice: 300_000, vatRate: 21 },
    ],
    ...overrides,
  });
}

export function invoiceC(overrides: Partial<InvoiceInput> = {}): InvoiceDocument {
  return makeDocument({
    type: 'C',
    number: 7,
    pointOfSale: 2,
    lines: [{ description: 'Mesa VIP con botella', quantity: 1, unitPrice: 9_999_999, vatRate: 21 }],
    ...overrides,
  });
}

/** A partial credit note for invoiceA's first line. */
export function creditNoteA(overrides: Partial<InvoiceInput> = {}): InvoiceDocument {
  return makeDocument({
    type: 'NCA',
    number: 41,
    customer: COMPANY,
    lines: [{ description: 'Fernet con cola (devolución)', quantity: 1, unitPrice: 850_000, vatRate: 21 }],
    associated: { type: 'A', pointOfSale: 3, number: 1234, date: '2026-12-05' },
    date: '2026-12-06',
    ...overrides,
  });
}

/** A venue outside Argentina: EN 16931 documents instead of the authority's. */
export const ES_ISSUER: InvoiceIssuer = {
  cuit: 'B12345678',
  legalName: 'Noctua Madrid S.L.',
  address: 'Calle de Alcalá 20, 28014 Madrid',
  vatCondition: 'responsable_inscripto',
  grossIncomeNumber: '',
  activityStart: null,
  country: 'ES',
  currency: 'EUR',
};

const ES_COMPANY = { name: 'Bodegas Ñandú S.A.', docType: 80 as const, docNumber: '12345678', vatConditionId: 1 };

/**
 * The EN 16931 samples (tests and scripts/en16931-validate.mjs): an invoice and a credit note, each
 * with one VAT rate and with two.
 */
export const EN16931_SAMPLES: Record<string, () => InvoiceDocument> = {
  'invoice-1-rate': () =>
    makeDocument({
      type: 'B',
      number: 501,
      issuer: ES_ISSUER,
      customer: ES_COMPANY,
      saleId: null,
      lines: [
        { description: 'Entrada general', quantity: 2, unitPrice: 1_500, vatRate: 21 },
        { description: 'Agua mineral', quantity: 0.333, unitPrice: 300, vatRate: 21 },
      ],
    }),
  'invoice-2-rates': () =>
    makeDocument({
      type: 'A',
      number: 502,
      issuer: ES_ISSUER,
      customer: ES_COMPANY,
      lines: [
        { description: 'Cóctel de la casa', quantity: 3, unitPrice: 850, vatRate: 21 },
        { description: 'Tapas variadas', quantity: 12, unitPrice: 150, vatRate: 10.5 },
        { description: 'Vermut (litros)', quantity: 1.5, unitPrice: 1_233, vatRate: 21 },
      ],
    }),
  'credit-note-1-rate': () =>
    makeDocument({
      type: 'NCB',
      number: 31,
      issuer: ES_ISSUER,
      customer: ES_COMPANY,
      associated: { type: 'B', pointOfSale: 3, number: 501, date: '2026-12-05' },
      date: '2026-12-06',
      lines: [{ description: 'Entrada general (devolución)', quantity: 1, unitPrice: 1_500, vatRate: 21 }],
    }),
  'credit-note-2-rates': () =>
    makeDocument({
      type: 'NCA',
      number: 32,
      issuer: ES_ISSUER,
      customer: ES_COMPANY,
      associated: { type: 'A', pointOfSale: 3, number: 502, date: '2026-12-05' },
      date: '2026-12-06',
      lines: [
        { description: 'Cóctel de la casa (devolución)', quantity: 1, unitPrice: 850, vatRate: 21 },
        { description: 'Tapas variadas (devolución)', quantity: 2, unitPrice: 150, vatRate: 10.5 },
      ],
    }),
};
