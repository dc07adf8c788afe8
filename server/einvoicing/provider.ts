// The e-invoicing provider port (issue 34): what the invoice domain asks of a tax authority, in
// the domain's own terms (integer cents, ISO dates, the authority's numeric codes). One Argentine
// implementation (server/einvoicing/afip/: WSAA + WSFEv1); a venue outside Argentina generates
// EN 16931 documents instead and has no authorisation step. The domain never assigns a number by
// itself: it asks `lastAuthorized`, persists number + 1 with the request's hash, then calls
// `authorize`; an `uncertain` answer is resolved only by `lookup` of that same number.

/** Invoice and credit-note letters the venue issues ('NCA' = nota de crédito A…). */
export const INVOICE_TYPES = ['A', 'B', 'C', 'NCA', 'NCB', 'NCC'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** AFIP's CbteTipo for each letter (FEParamGetTiposCbte): 1 A, 6 B, 11 C, 3/8/13 their credit notes. */
export const AFIP_CBTE_TIPO: Record<InvoiceType, number> = { A: 1, B: 6, C: 11, NCA: 3, NCB: 8, NCC: 13 };

/** One sequence of numbers: the authority numbers each (point of sale, type) on its own. */
export interface Sequence {
  pointOfSale: number;
  type: InvoiceType;
}

/** A code and text the authority answered (Observaciones, Errors, Events). */
export interface AuthorityNote {
  code: number;
  message: string;
}

export interface VatLine {
  /** AFIP's IVA id: 3 = 0 %, 4 = 10.5 %, 5 = 21 %, 6 = 27 %, 8 = 5 %, 9 = 2.5 %. */
  afipId: 3 | 4 | 5 | 6 | 8 | 9;
  /** Cents. */
  base: number;
  /** Cents. */
  amount: number;
}

/** What the domain asks the authority to authorise (one voucher: CbteDesde = CbteHasta = number). */
export interface AuthorizationRequest extends Sequence {
  number: number;
  /** YYYY-MM-DD (CbteFch). */
  date: string;
  /** 1 products, 2 services, 3 both (2 and 3 need the service dates). */
  concept: 1 | 2 | 3;
  serviceFrom?: string;
  serviceTo?: string;
  paymentDue?: string;
  customer: {
    /** 80 CUIT, 86 CUIL, 96 DNI, 99 other / final consumer (number 0). */
    docType: 80 | 86 | 96 | 99;
    /** Digits only. */
    docNumber: string;
    /** FEParamGetCondicionIvaReceptor id (RG 5616): 1 RI, 4 exento, 5 consumidor final, 6 monotributo… */
    vatConditionId: number;
  };
  /** Cents: ImpTotConc, ImpNeto, ImpOpEx, ImpTrib, ImpIVA, ImpTotal (total = the five summed). */
  amounts: { untaxed: number; net: number; exempt: number; otherTaxes: number; vat: number; total: number };
  /** Empty for class C (no VAT breakdown). Sum of base = net, sum of amount = vat. */
  vat: VatLine[];
  /** The invoice a credit note cancels (CbtesAsoc). */
  associated?: Sequence & { number: number; date: string; cuit: string };
}

export type AuthorizationOutcome =
  /** Resultado A (or P with this voucher approved): the CAE (14 digits) and its expiry. */
  | {
      kind: 'authorized';
      cae: string;
      caeExpiry: string;
      observations: AuthorityNote[];
      events: AuthorityNote[];
    }
  /** Resultado R: the number was NOT used; errors and observations say why. */
  | { kind: 'rejected'; errors: AuthorityNote[]; observations: AuthorityNote[]; events: AuthorityNote[] }
  /** No answer to trust (timeout, dropped connection, 5xx, service down): ask `lookup` before anything else. */
  | { kind: 'uncertain'; reason: string };

export type LookupOutcome =
  | {
      kind: 'found';
      cae: string;
      caeExpiry: string;
      /** What the authority holds, to compare with what was asked (same data → it is ours). */
      date: string;
      total: number;
      docType: number;
      docNumber: string;
    }
  | { kind: 'absent' }
  | { kind: 'uncertain'; reason: string };

export interface ProviderHealth {
  appServer: string;
  dbServer: string;
  authServer: string;
}

export interface EInvoiceProvider {
  /** FECompUltimoAutorizado: the last number authorised in the sequence (0 if none) and its date. */
  lastAuthorized(seq: Sequence): Promise<{ number: number; date: string | null }>;
  /** FECAESolicitar for exactly one voucher. Never throws for transport failures: answers `uncertain`. */
  authorize(request: AuthorizationRequest): Promise<AuthorizationOutcome>;
  /** FECompConsultar of one number. */
  lookup(seq: Sequence, number: number): Promise<LookupOutcome>;
  /** FEDummy. */
  health(): Promise<ProviderHealth>;
}
