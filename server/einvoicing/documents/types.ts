// What the invoice documents (the legal PDF with the AFIP QR, the Libro IVA Digital files, the
// EN 16931 UBL of a venue outside Argentina) are made from: the issuing venue and one invoice as
// the API details it. Built by the invoice reads (server/einvoicing/invoice-reads.ts).
import type { EInvoiceDetailDto, EInvoiceSettingsDto } from '../../../src/contract/einvoicing';

export interface InvoiceIssuer {
  cuit: string;
  legalName: string;
  address: string;
  vatCondition: EInvoiceSettingsDto['vatCondition'];
  grossIncomeNumber: string;
  activityStart: string | null;
  /** ISO 3166-1 alpha-2 of the venue ('AR' → AFIP documents; otherwise EN 16931). */
  country: string;
  /** ISO 4217 of the venue's money ('ARS'). */
  currency: string;
}

export interface InvoiceDocument {
  issuer: InvoiceIssuer;
  invoice: EInvoiceDetailDto;
  /** For a credit note: the invoice it cancels. */
  associated: { type: EInvoiceDetailDto['type']; pointOfSale: number; number: number; date: string } | null;
}
