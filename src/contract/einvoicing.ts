// Electronic invoicing (issue 34; SPEC general/facturaElectronica, 312; settings in
// configuracion/sistema, 201). The API under /api/facturacion:
//   GET  /comprobantes?desde&hasta&tipo&puntoDeVenta&estado&cliente&page   list (312)
//   GET  /comprobantes/:id                                                  detail (312)
//   POST /comprobantes                          issue: 202, authorised by a server job (312)
//   POST /comprobantes/:id/nota-de-credito      credit note, total or partial: 202 (312)
//   POST /comprobantes/:id/resolver             ask the authority now about an uncertain one (312)
//   GET  /comprobantes/:id/pdf                  the legal invoice with the AFIP QR (312)
//   GET  /ventas?q=                             recent sales to invoice (312)
//   GET  /libro-iva?desde&hasta&formato=        Libro IVA Digital ventas (cbte|alicuotas) or csv/xlsx (312)
//   GET  /ajustes, PUT /ajustes                 CUIT, environment, certificate and key (201)
//   GET  /estado                                the authority's FEDummy and the pinned code tables (312, 201)
// Money is integer cents; quantities have 3 decimals; dates are YYYY-MM-DD. Numbers are the
// authority's: an invoice has none until it is authorised (or is being authorised).
import * as v from 'valibot';
import { calendarDate } from './calendar-date';
import { hasAtMostDecimals, MAX_QUANTITY, QUANTITY_DECIMALS } from './numbers';

export const EINVOICE_BAD_ID = 'El identificador no es válido';
export const EINVOICE_BAD_DATE = 'La fecha no es válida';
export const EINVOICE_BAD_TYPE = 'El tipo de comprobante no es válido';
export const EINVOICE_BAD_STATUS = 'El estado no es válido';
export const EINVOICE_BAD_POS = 'El punto de venta no es válido';
export const EINVOICE_BAD_DOC_TYPE = 'El tipo de documento no es válido';
export const EINVOICE_BAD_DOC_NUMBER = 'El número de documento no es válido';
export const EINVOICE_BAD_CUIT = 'El CUIT no es válido (revisa el dígito verificador)';
export const EINVOICE_NAME_REQUIRED = 'El nombre o razón social es obligatorio';
export const EINVOICE_BAD_VAT_CONDITION = 'La condición frente al IVA no es válida';
export const EINVOICE_LINES_REQUIRED = 'Agrega al menos una línea';
export const EINVOICE_BAD_LINE = 'La línea no es válida';
export const EINVOICE_BAD_QUANTITY = 'La cantidad debe ser mayor que cero, con hasta 3 decimales';
export const EINVOICE_BAD_PRICE = 'El precio debe ser un importe en centavos, mayor que cero';
export const EINVOICE_BAD_VAT_RATE = 'La alícuota de IVA no es válida';
export const EINVOICE_BAD_CONCEPT = 'El concepto no es válido';
export const EINVOICE_BAD_FORMAT = 'El formato no es válido';
export const EINVOICE_BAD_ENVIRONMENT = 'El entorno no es válido';
export const EINVOICE_BAD_CUSTOMER_FILTER = 'La búsqueda de cliente es demasiado larga';
export const EINVOICE_BAD_PEM = 'El archivo no es un certificado o clave PEM válido';

/** Letters: invoices A/B/C and their credit notes. */
export const EINVOICE_TYPES = ['A', 'B', 'C', 'NCA', 'NCB', 'NCC'] as const;
export type EInvoiceType = (typeof EINVOICE_TYPES)[number];
/**
 * pending: waiting for its job; uncertain: asked, no trustworthy answer yet (resolved only by asking
 * the authority about that number); authorized: has its CAE; rejected: refused, no number used.
 */
export const EINVOICE_STATUSES = ['pending', 'uncertain', 'authorized', 'rejected'] as const;
export type EInvoiceStatus = (typeof EINVOICE_STATUSES)[number];
/** AFIP DocTipo: 80 CUIT, 86 CUIL, 96 DNI, 99 final consumer without document (number 0). */
export const EINVOICE_DOC_TYPES = [80, 86, 96, 99] as const;
/** VAT rates as percentages, each an AFIP IVA id (3 = 0 %, 4 = 10.5 %, 5 = 21 %, 6 = 27 %, 8 = 5 %, 9 = 2.5 %). */
export const EINVOICE_VAT_RATES = [0, 10.5, 21, 27, 5, 2.5] as const;
/**
 * The buyer's VAT condition (RG 5616, FEParamGetCondicionIvaReceptor): 1 responsable inscripto,
 * 4 exento, 5 consumidor final, 6 monotributo, 7 no categorizado, 8 proveedor del exterior,
 * 9 cliente del exterior, 10 IVA liberado, 13 monotributista social, 15 IVA no alcanzado,
 * 16 monotributo trabajador independiente promovido.
 */
export const EINVOICE_VAT_CONDITIONS = [1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16] as const;
/** The venue's own VAT condition decides its letters: RI issues A and B, monotributo issues C. */
export const VENUE_VAT_CONDITIONS = ['responsable_inscripto', 'monotributo', 'exento'] as const;
export const EINVOICE_ENVIRONMENTS = ['double', 'homologacion', 'produccion'] as const;
export type EInvoiceEnvironment = (typeof EINVOICE_ENVIRONMENTS)[number];

const uuid = v.pipe(v.string(EINVOICE_BAD_ID), v.uuid(EINVOICE_BAD_ID));
// The one calendar date of every contract: a real day between 2000 and 2100.
const isoDate = calendarDate(EINVOICE_BAD_DATE);

const FIRST_PAGE = '1';
/** Invoices per page of the list. */
export const EINVOICE_PAGE_SIZE = 50;

/** CUIT/CUIL check digit (mod 11, weights 5 4 3 2 7 6 5 4 3 2; 11 → 0, 10 is never valid). */
export function isValidCuit(value: string): boolean {
  const digits = value.replace(/[-\s]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(digits[10]);
}

// ───────────── Requests ─────────────

export const einvoiceIdParamSchema = v.object({ id: uuid });

export const einvoiceListQuerySchema = v.object({
  desde: v.optional(isoDate),
  hasta: v.optional(isoDate),
  tipo: v.optional(v.picklist(EINVOICE_TYPES, EINVOICE_BAD_TYPE)),
  puntoDeVenta: v.optional(v.pipe(v.string(EINVOICE_BAD_POS), v.regex(/^\d{1,5}$/, EINVOICE_BAD_POS))),
  estado: v.optional(v.picklist(EINVOICE_STATUSES, EINVOICE_BAD_STATUS)),
  /** Name or document number, contains. */
  cliente: v.optional(v.pipe(v.string(EINVOICE_BAD_CUSTOMER_FILTER), v.maxLength(80, EINVOICE_BAD_CUSTOMER_FILTER))),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, EINVOICE_BAD_ID)), FIRST_PAGE),
});

export const einvoiceCustomerSchema = v.pipe(
  v.object({
    docType: v.picklist(EINVOICE_DOC_TYPES, EINVOICE_BAD_DOC_TYPE),
    /** Digits only; '0' for DocTipo 99. */
    docNumber: v.pipe(v.string(EINVOICE_BAD_DOC_NUMBER), v.regex(/^\d{1,11}$/, EINVOICE_BAD_DOC_NUMBER)),
    name: v.pipe(v.string(EINVOICE_NAME_REQUIRED), v.trim(), v.minLength(1, EINVOICE_NAME_REQUIRED), v.maxLength(120)),
    vatConditionId: v.picklist(EINVOICE_VAT_CONDITIONS, EINVOICE_BAD_VAT_CONDITION),
  }),
  v.check((c) => (c.docType === 80 || c.docType === 86 ? isValidCuit(c.docNumber) : true), EINVOICE_BAD_CUIT),
);

export const einvoiceLineSchema = v.object({
  description: v.pipe(v.string(EINVOICE_BAD_LINE), v.trim(), v.minLength(1, EINVOICE_BAD_LINE), v.maxLength(200)),
  /** Up to 3 decimals. */
  quantity: v.pipe(
    v.number(EINVOICE_BAD_QUANTITY),
    v.minValue(0.001, EINVOICE_BAD_QUANTITY),
    v.maxValue(MAX_QUANTITY, EINVOICE_BAD_QUANTITY),
    // 4.123 × 1000 is 4122.999… in binary: the house check tolerates that noise.
    v.check((n) => hasAtMostDecimals(n, QUANTITY_DECIMALS), EINVOICE_BAD_QUANTITY),
  ),
  /** Cents, VAT included (what the customer pays per unit). */
  unitPrice: v.pipe(v.number(EINVOICE_BAD_PRICE), v.integer(EINVOICE_BAD_PRICE), v.minValue(1, EINVOICE_BAD_PRICE)),
  vatRate: v.picklist(EINVOICE_VAT_RATES, EINVOICE_BAD_VAT_RATE),
});

/** Issue an invoice. `id` is the client's: sending the same id twice issues one invoice. */
export const einvoiceIssueSchema = v.object({
  id: uuid,
  /** The sale it invoices (a sale is invoiced at most once); absent for an invoice by hand. */
  saleId: v.optional(uuid),
  /** The venue's point of sale (points_of_sale.id) whose AFIP number issues it. */
  pointOfSaleId: uuid,
  /** Absent: the letter follows from the venue's and the customer's VAT conditions. */
  type: v.optional(v.picklist(['A', 'B', 'C'] as const, EINVOICE_BAD_TYPE)),
  concept: v.optional(v.picklist([1, 2, 3] as const, EINVOICE_BAD_CONCEPT), 1),
  customer: einvoiceCustomerSchema,
  /** Absent with a saleId: the sale's lines. */
  lines: v.optional(v.pipe(v.array(einvoiceLineSchema), v.minLength(1, EINVOICE_LINES_REQUIRED), v.maxLength(200))),
});
export type EInvoiceIssueBody = v.InferInput<typeof einvoiceIssueSchema>;

/** A credit note for an authorised invoice: all of it (no lines) or the lines given. */
export const einvoiceCreditNoteSchema = v.object({
  id: uuid,
  reason: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  lines: v.optional(v.pipe(v.array(einvoiceLineSchema), v.minLength(1, EINVOICE_LINES_REQUIRED), v.maxLength(200))),
});
export type EInvoiceCreditNoteBody = v.InferInput<typeof einvoiceCreditNoteSchema>;

/** `q`: part of the point of sale's or a product's name, or the start of the sale's id. */
export const einvoiceSalesQuerySchema = v.object({ q: v.optional(v.pipe(v.string(), v.maxLength(80))) });

export const libroIvaQuerySchema = v.object({
  desde: isoDate,
  hasta: isoDate,
  formato: v.picklist(['cbte', 'alicuotas', 'csv', 'xlsx'] as const, EINVOICE_BAD_FORMAT),
});

export const einvoiceSettingsSchema = v.object({
  cuit: v.pipe(v.string(EINVOICE_BAD_CUIT), v.check(isValidCuit, EINVOICE_BAD_CUIT)),
  legalName: v.pipe(v.string(EINVOICE_NAME_REQUIRED), v.trim(), v.minLength(1, EINVOICE_NAME_REQUIRED), v.maxLength(120)),
  address: v.pipe(v.string(), v.trim(), v.maxLength(200)),
  vatCondition: v.picklist(VENUE_VAT_CONDITIONS, EINVOICE_BAD_VAT_CONDITION),
  grossIncomeNumber: v.pipe(v.string(), v.trim(), v.maxLength(40)),
  activityStart: v.nullable(isoDate),
  environment: v.picklist(EINVOICE_ENVIRONMENTS, EINVOICE_BAD_ENVIRONMENT),
  /** PEM; absent keeps the stored one. */
  certificatePem: v.optional(
    v.pipe(v.string(EINVOICE_BAD_PEM), v.maxLength(20_000), v.includes('-----BEGIN CERTIFICATE-----', EINVOICE_BAD_PEM)),
  ),
  /** PEM private key; stored encrypted, never answered; absent keeps the stored one. */
  privateKeyPem: v.optional(
    v.pipe(
      v.string(EINVOICE_BAD_PEM),
      v.maxLength(20_000),
      v.regex(/-----BEGIN (RSA |ENCRYPTED )?PRIVATE KEY-----/, EINVOICE_BAD_PEM),
    ),
  ),
});
export type EInvoiceSettingsBody = v.InferInput<typeof einvoiceSettingsSchema>;

// ───────────── Answers ─────────────

const note = v.object({ code: v.number(), message: v.string() });

export const einvoiceSummarySchema = v.object({
  id: v.string(),
  type: v.picklist(EINVOICE_TYPES),
  pointOfSale: v.number(),
  /** Null until the authority's number is assigned. */
  number: v.nullable(v.number()),
  /** "0003-00001234" once numbered. */
  displayNumber: v.nullable(v.string()),
  date: v.string(),
  customerName: v.string(),
  customerDocType: v.number(),
  customerDocNumber: v.string(),
  /** Cents. */
  total: v.number(),
  status: v.picklist(EINVOICE_STATUSES),
  cae: v.nullable(v.string()),
  /** The invoice a credit note cancels. */
  creditNoteForId: v.nullable(v.string()),
  saleId: v.nullable(v.string()),
});
export type EInvoiceSummaryDto = v.InferOutput<typeof einvoiceSummarySchema>;

export const einvoicePageSchema = v.object({
  items: v.array(einvoiceSummarySchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
});
export type EInvoicePageDto = v.InferOutput<typeof einvoicePageSchema>;

export const einvoiceDetailSchema = v.object({
  ...einvoiceSummarySchema.entries,
  concept: v.number(),
  customerVatConditionId: v.number(),
  lines: v.array(
    v.object({
      id: v.string(),
      description: v.string(),
      quantity: v.number(),
      /** Cents, VAT included. */
      unitPrice: v.number(),
      vatRate: v.number(),
      /** Cents, VAT included. */
      amount: v.number(),
    }),
  ),
  /** Cents: net taxed, VAT per rate, exempt/untaxed, total (AFIP's ImpNeto, Iva[], ImpOpEx, ImpTotal). */
  net: v.number(),
  vat: v.array(v.object({ rate: v.number(), base: v.number(), amount: v.number() })),
  caeExpiry: v.nullable(v.string()),
  qrUrl: v.nullable(v.string()),
  observations: v.array(note),
  errors: v.array(note),
  events: v.array(note),
  /** Credit notes issued against this invoice, and what is left to credit (cents; 0 unless authorised). */
  creditNotes: v.array(einvoiceSummarySchema),
  creditableLeft: v.number(),
  /** A credit note's reason. */
  creditNoteReason: v.nullable(v.string()),
  /** The issuer's display name (null for an invoice no user issued). */
  issuedBy: v.nullable(v.string()),
  /** ISO instants. */
  createdAt: v.string(),
  authorizedAt: v.nullable(v.string()),
});
export type EInvoiceDetailDto = v.InferOutput<typeof einvoiceDetailSchema>;

/** A completed sale of the last 30 days not invoiced yet (a sale is invoiced at most once). */
export const einvoiceSaleSchema = v.object({
  id: v.string(),
  /** ISO instant. */
  at: v.string(),
  pointOfSaleId: v.string(),
  pointOfSaleName: v.string(),
  /** Cents. */
  total: v.number(),
  /** The sale's lines as an invoice takes them: product name, quantity, VAT-included cents, VAT 21 %. */
  lines: v.array(v.object({ description: v.string(), quantity: v.number(), unitPrice: v.number(), vatRate: v.number() })),
});
export type EInvoiceSaleDto = v.InferOutput<typeof einvoiceSaleSchema>;
export const einvoiceSalesAnswerSchema = v.array(einvoiceSaleSchema);

export const einvoiceSettingsAnswerSchema = v.object({
  cuit: v.string(),
  legalName: v.string(),
  address: v.string(),
  vatCondition: v.picklist(VENUE_VAT_CONDITIONS),
  grossIncomeNumber: v.string(),
  activityStart: v.nullable(v.string()),
  environment: v.picklist(EINVOICE_ENVIRONMENTS),
  /** The stored certificate: subject, expiry (ISO) and whether a key is stored; never the key. */
  certificate: v.nullable(v.object({ subject: v.string(), notAfter: v.string(), fingerprint: v.string() })),
  hasPrivateKey: v.boolean(),
  /** Days until the certificate expires (alerted from 30). */
  certificateDaysLeft: v.nullable(v.number()),
});
export type EInvoiceSettingsDto = v.InferOutput<typeof einvoiceSettingsAnswerSchema>;

export const einvoiceStatusAnswerSchema = v.object({
  environment: v.picklist(EINVOICE_ENVIRONMENTS),
  configured: v.boolean(),
  /** FEDummy: "OK" per server, or null when the authority did not answer. */
  authority: v.nullable(v.object({ appServer: v.string(), dbServer: v.string(), authServer: v.string() })),
  /** When the code tables (FEParamGet*) were pinned. */
  paramsFetchedAt: v.nullable(v.string()),
  uncertainCount: v.number(),
  pendingCount: v.number(),
});
export type EInvoiceStatusDto = v.InferOutput<typeof einvoiceStatusAnswerSchema>;
