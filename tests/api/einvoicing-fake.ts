// An in-memory tax authority for the e-invoicing API tests (the SOAP double of WSAA/WSFEv1 is the
// AFIP client's; this one implements the provider port directly). It keeps numbering per sequence
// as WSFEv1 does — the next number only, dates never before the last — checks the arithmetic
// (ImpTotal = ImpNeto + ImpIVA + …, Σ BaseImp = ImpNeto, Σ Importe = ImpIVA, class C without Iva),
// and can be told to fail the next calls: time out before or after authorising, refuse, answer
// 10016 for a number it has just authorised, or be down.
import type {
  AuthorizationOutcome,
  AuthorizationRequest,
  EInvoiceProvider,
  LookupOutcome,
  ProviderHealth,
  Sequence,
} from '../../server/einvoicing/provider';

export type AuthorizeFault =
  /** No answer, nothing authorised (the request was lost on its way). */
  | 'timeout-before'
  /** Authorised, but the answer was lost. */
  | 'timeout-after'
  /** Refused for a reason of its own (not 10016). */
  | 'reject'
  /** Authorised, then answered 10016 as if it were a second attempt. */
  | 'authorized-then-10016';

export interface Voucher {
  request: AuthorizationRequest;
  cae: string;
  caeExpiry: string;
}

export class FakeAuthority implements EInvoiceProvider {
  readonly sequences = new Map<string, { last: number; lastDate: string | null; vouchers: Map<number, Voucher> }>();
  /** Faults of the next authorize calls, in order. */
  readonly authorizeFaults: AuthorizeFault[] = [];
  /** The next lookups that get no answer. */
  lookupTimeouts = 0;
  /** The next lastAuthorized calls that get no answer. */
  lastTimeouts = 0;
  down = false;
  readonly calls: string[] = [];
  private caeCounter = 70_000_000_000_000;

  constructor(readonly cuit = '30712345678') {}

  private seq(s: Sequence) {
    const key = `${s.pointOfSale}|${s.type}`;
    let found = this.sequences.get(key);
    if (!found) {
      found = { last: 0, lastDate: null, vouchers: new Map() };
      this.sequences.set(key, found);
    }
    return found;
  }

  /** Every voucher authorised, as `pos|type|number`. */
  authorizedKeys(): string[] {
    const out: string[] = [];
    for (const [key, s] of this.sequences) for (const n of s.vouchers.keys()) out.push(`${key}|${n}`);
    return out.sort();
  }

  async lastAuthorized(seq: Sequence): Promise<{ number: number; date: string | null }> {
    this.calls.push(`last ${seq.pointOfSale} ${seq.type}`);
    if (this.down) throw new Error('connect ECONNREFUSED');
    if (this.lastTimeouts > 0) {
      this.lastTimeouts--;
      throw new Error('timeout');
    }
    const s = this.seq(seq);
    return { number: s.last, date: s.lastDate };
  }

  async authorize(request: AuthorizationRequest): Promise<AuthorizationOutcome> {
    this.calls.push(`authorize ${request.pointOfSale} ${request.type} ${request.number}`);
    if (this.down) return { kind: 'uncertain', reason: 'service down' };
    const fault = this.authorizeFaults.shift();
    if (fault === 'timeout-before') return { kind: 'uncertain', reason: 'timeout' };
    const s = this.seq(request);
    const refuse = (code: number, message: string): AuthorizationOutcome => ({
      kind: 'rejected',
      errors: [{ code, message }],
      observations: [],
      events: [],
    });
    if (request.number !== s.last + 1 || (s.lastDate !== null && request.date < s.lastDate))
      return refuse(10016, 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar');
    const arithmetic = checkArithmetic(request);
    if (arithmetic) return refuse(10048, arithmetic);
    if (fault === 'reject') return refuse(10015, 'DocNro inválido');
    const cae = String(this.caeCounter++);
    const caeExpiry = addDays(request.date, 10);
    s.vouchers.set(request.number, { request: structuredClone(request), cae, caeExpiry });
    s.last = request.number;
    s.lastDate = request.date;
    if (fault === 'timeout-after') return { kind: 'uncertain', reason: 'timeout' };
    if (fault === 'authorized-then-10016')
      return refuse(10016, 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar');
    return {
      kind: 'authorized',
      cae,
      caeExpiry,
      observations: request.customer.docType === 99 ? [{ code: 10217, message: 'Consumidor final sin identificar' }] : [],
      events: [{ code: 39, message: 'Novedades RG 5616' }],
    };
  }

  async lookup(seq: Sequence, number: number): Promise<LookupOutcome> {
    this.calls.push(`lookup ${seq.pointOfSale} ${seq.type} ${number}`);
    if (this.down) return { kind: 'uncertain', reason: 'service down' };
    if (this.lookupTimeouts > 0) {
      this.lookupTimeouts--;
      return { kind: 'uncertain', reason: 'timeout' };
    }
    const v = this.seq(seq).vouchers.get(number);
    if (!v) return { kind: 'absent' };
    return {
      kind: 'found',
      cae: v.cae,
      caeExpiry: v.caeExpiry,
      date: v.request.date,
      total: v.request.amounts.total,
      docType: v.request.customer.docType,
      docNumber: v.request.customer.docNumber,
    };
  }

  async health(): Promise<ProviderHealth> {
    if (this.down) throw new Error('connect ECONNREFUSED');
    return { appServer: 'OK', dbServer: 'OK', authServer: 'OK' };
  }

  /** The AFIP provider's FEParamGet* tables (server/einvoicing/afip/provider.ts), a few rows of each. */
  async paramTables() {
    return {
      voucherTypes: [
        { id: 1, description: 'Factura A' },
        { id: 6, description: 'Factura B' },
      ],
      documentTypes: [{ id: 80, description: 'CUIT' }],
      vatRates: [{ id: 5, description: '21%' }],
      currencies: [{ id: 'PES', description: 'Pesos Argentinos' }],
      pointsOfSale: [{ id: 1, description: 'CAE - RECE', blocked: false }],
      receiverVatConditions: [{ id: 1, description: 'IVA Responsable Inscripto', classes: 'A/M/C' }],
    };
  }
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** WSFEv1's arithmetic rules, as text when broken. */
export function checkArithmetic(r: AuthorizationRequest): string | null {
  const a = r.amounts;
  if (a.total !== a.untaxed + a.net + a.exempt + a.otherTaxes + a.vat) return 'ImpTotal no es la suma de los importes';
  const classC = r.type === 'C' || r.type === 'NCC';
  if (classC && (r.vat.length > 0 || a.vat !== 0)) return 'Un comprobante C no lleva IVA';
  if (!classC) {
    if (r.vat.reduce((s, v) => s + v.base, 0) !== a.net) return 'La suma de BaseImp no es ImpNeto';
    if (r.vat.reduce((s, v) => s + v.amount, 0) !== a.vat) return 'La suma de Importe no es ImpIVA';
  }
  const credit = r.type.startsWith('NC');
  if (credit !== Boolean(r.associated)) return 'CbtesAsoc: solo y siempre en notas de crédito';
  if (r.customer.vatConditionId === undefined) return 'CondicionIVAReceptorId es obligatorio';
  return null;
}
