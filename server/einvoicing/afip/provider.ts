// The Argentine implementation of the provider port (../provider.ts): WSAA for the ticket, WSFEv1
// for numbers and CAEs. Its one promise beyond the port's types is the line between "the authority
// answered" and "no answer to trust": FECAESolicitar without a trustworthy answer is `uncertain`,
// never a guess, because the number may have been used; the domain then asks `lookup`.
import type { EInvoiceEnvironment } from '../../../src/contract/einvoicing';
import type { Logger } from '../../lib/logger';
import {
  AFIP_CBTE_TIPO,
  type AuthorityNote,
  type AuthorizationOutcome,
  type AuthorizationRequest,
  type EInvoiceProvider,
  type LookupOutcome,
  type ProviderHealth,
  type Sequence,
} from '../provider';
import { type CertificateInfo, describeCertificate, keyMatchesCertificate } from './certificate';
import { isClassC, MON_ID_PESOS } from './codes';
import type { AfipEndpoints } from './endpoints';
import { afipDateToIso, centsToDecimal, decimalToCents, isoToAfipDate } from './format';
import { SoapFaultError, SoapTransportError, type SoapVersion } from './soap';
import { createTicketSource, type TicketSource, type TicketStore } from './tickets';
import { type AccessTicket, requestAccessTicket, WsaaError } from './wsaa';
import {
  feCaeSolicitar,
  feCompConsultar,
  feCompUltimoAutorizado,
  feDummy,
  feParamGet,
  type WsfeAuth,
  type WsfeConnection,
  type WsfeDetRequest,
  type WsfeNote,
} from './wsfe';

export interface AfipProviderOptions {
  endpoints: AfipEndpoints;
  /** The venue's CUIT, 11 digits: Auth.Cuit (the certificate may be another CUIT's with delegation). */
  cuit: string;
  certificatePem: string;
  /** Decrypted PEM; kept in this closure only, never logged. */
  privateKeyPem: string;
  environment: EInvoiceEnvironment;
  tickets: TicketStore;
  /** Per call; FECAESolicitar past it is `uncertain`. */
  timeoutMs: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  /** WSFE binding (default 1.1; WSAA is always 1.1). */
  soapVersion?: SoapVersion;
  /** Clock (tests). */
  now?: () => Date;
}

export interface AfipParamTables {
  voucherTypes: { id: number; description: string }[];
  documentTypes: { id: number; description: string }[];
  vatRates: { id: number; description: string }[];
  currencies: { id: string; description: string }[];
  /** The points of sale enabled for web services; description = emission type ("CAE - RECE"). */
  pointsOfSale: { id: number; description: string; blocked: boolean }[];
  /** classes = the voucher classes the condition may receive ("A/M/C", "B/C"). */
  receiverVatConditions: { id: number; description: string; classes: string }[];
}

export interface AfipProvider extends EInvoiceProvider {
  readonly certificate: CertificateInfo;
  /** FEParamGetTiposCbte/TiposDoc/TiposIva/TiposMonedas/PtosVenta/CondicionIvaReceptor, for pinning. */
  paramTables(): Promise<AfipParamTables>;
}

export type AfipConfigProblem = 'bad-cuit' | 'bad-certificate' | 'bad-key' | 'key-mismatch';

const CONFIG_MESSAGES: Record<AfipConfigProblem, string> = {
  'bad-cuit': 'El CUIT debe tener 11 dígitos.',
  'bad-certificate': 'El certificado no es un certificado X.509 en formato PEM válido.',
  'bad-key': 'La clave privada no es válida (se espera un PEM sin contraseña).',
  'key-mismatch': 'La clave privada no corresponde al certificado.',
};

/** The settings cannot work at all (found before any call). */
export class AfipConfigError extends Error {
  override readonly name = 'AfipConfigError';
  constructor(readonly problem: AfipConfigProblem) {
    super(problem);
  }

  get venueMessage(): string {
    return CONFIG_MESSAGES[this.problem];
  }
}

/** The authority answered an operation with errors (not FECAESolicitar, whose errors are an outcome). */
export class AfipServiceError extends Error {
  override readonly name = 'AfipServiceError';
  constructor(
    readonly operation: string,
    readonly errors: AuthorityNote[],
    readonly events: AuthorityNote[],
  ) {
    super(`${operation}: ${errors.map((e) => `${e.code} ${e.message}`).join('; ') || 'no result'}`);
  }
}

/** WSFE's "ValidacionDeToken" error: the ticket was refused; log in again once and retry. */
const TOKEN_REFUSED = 600;
/** FECompConsultar / FEParamGet*: "no existen datos en nuestros registros". */
const NO_RESULTS = 602;

/** 5xx codes in Errors are the authority's internal failures (501 "Error interno de base de datos"). */
function isInternalError(note: WsfeNote): boolean {
  return note.code >= 500 && note.code < 600;
}

export function createAfipProvider(options: AfipProviderOptions): AfipProvider {
  if (!/^\d{11}$/.test(options.cuit)) throw new AfipConfigError('bad-cuit');
  let certificate: CertificateInfo;
  try {
    certificate = describeCertificate(options.certificatePem);
  } catch {
    throw new AfipConfigError('bad-certificate');
  }
  let matches: boolean;
  try {
    matches = keyMatchesCertificate(options.privateKeyPem, options.certificatePem);
  } catch {
    throw new AfipConfigError('bad-key');
  }
  if (!matches) throw new AfipConfigError('key-mismatch');

  const now = options.now ?? (() => new Date());
  const log = options.logger;
  const wsfe: WsfeConnection = { url: options.endpoints.wsfe, timeoutMs: options.timeoutMs, version: options.soapVersion };
  const tickets: TicketSource = createTicketSource({
    store: options.tickets,
    key: { certificateFingerprint: certificate.fingerprint, environment: options.environment, service: 'wsfe' },
    now,
    login: async () => {
      const at = now();
      // Said here rather than by a login the authority would refuse with cms.cert.expired.
      if (at > certificate.notAfter)
        throw new WsaaError('certificate-expired', 'cms.cert.expired', 'the certificate has expired');
      return requestAccessTicket({
        url: options.endpoints.wsaa,
        service: 'wsfe',
        certificatePem: options.certificatePem,
        privateKeyPem: options.privateKeyPem,
        now: at,
        timeoutMs: options.timeoutMs,
      });
    },
    onLogin: (ticket) =>
      log?.info({ environment: options.environment, expiresAt: ticket.expiresAt.toISOString() }, 'afip: new access ticket'),
  });

  const authOf = (ticket: AccessTicket): WsfeAuth => ({ Token: ticket.token, Sign: ticket.sign, Cuit: options.cuit });

  /** Runs an operation with the ticket; once more with a new ticket if the service refused it. */
  async function withTicket<T extends { errors: WsfeNote[] }>(operation: (auth: WsfeAuth) => Promise<T>): Promise<T> {
    const ticket = await tickets.getTicket();
    const result = await operation(authOf(ticket));
    if (!result.errors.some((e) => e.code === TOKEN_REFUSED)) return result;
    log?.warn({ errors: result.errors }, 'afip: the service refused the access ticket; logging in again');
    await tickets.discard(ticket);
    return operation(authOf(await tickets.getTicket()));
  }

  /** Why there is no answer to trust, for the invoice's record. */
  function noAnswer(err: unknown): string | null {
    if (err instanceof SoapTransportError) return `sin respuesta de ARCA (${err.kind}: ${err.message})`;
    if (err instanceof SoapFaultError && err.side !== 'client')
      return `ARCA falló al procesar el pedido (${err.faultCode}: ${err.faultString})`;
    if (err instanceof WsaaError && err.kind === 'unavailable')
      return `sin respuesta del servicio de autenticación de ARCA (${err.message})`;
    return null;
  }

  function detRequest(req: AuthorizationRequest): WsfeDetRequest {
    const cbteTipo = AFIP_CBTE_TIPO[req.type];
    if (!/^\d+$/.test(req.customer.docNumber)) throw new RangeError('the customer document number must be digits');
    const withService = req.concept !== 1;
    const associated = req.associated;
    return {
      Concepto: req.concept,
      DocTipo: req.customer.docType,
      DocNro: req.customer.docNumber,
      CbteDesde: req.number,
      CbteHasta: req.number,
      CbteFch: isoToAfipDate(req.date),
      ImpTotal: centsToDecimal(req.amounts.total),
      ImpTotConc: centsToDecimal(req.amounts.untaxed),
      ImpNeto: centsToDecimal(req.amounts.net),
      ImpOpEx: centsToDecimal(req.amounts.exempt),
      ImpTrib: centsToDecimal(req.amounts.otherTaxes),
      ImpIVA: centsToDecimal(req.amounts.vat),
      FchServDesde: withService && req.serviceFrom ? isoToAfipDate(req.serviceFrom) : undefined,
      FchServHasta: withService && req.serviceTo ? isoToAfipDate(req.serviceTo) : undefined,
      FchVtoPago: withService && req.paymentDue ? isoToAfipDate(req.paymentDue) : undefined,
      MonId: MON_ID_PESOS,
      MonCotiz: '1',
      CanMisMonExt: 'N',
      CondicionIVAReceptorId: req.customer.vatConditionId,
      CbtesAsoc: associated
        ? [
            {
              Tipo: AFIP_CBTE_TIPO[associated.type],
              PtoVta: associated.pointOfSale,
              Nro: associated.number,
              Cuit: associated.cuit,
              CbteFch: isoToAfipDate(associated.date),
            },
          ]
        : undefined,
      // Class C vouchers carry no VAT breakdown at all.
      Iva: isClassC(cbteTipo)
        ? undefined
        : req.vat.map((line) => ({ Id: line.afipId, BaseImp: centsToDecimal(line.base), Importe: centsToDecimal(line.amount) })),
    };
  }

  return {
    certificate,

    async lastAuthorized(seq: Sequence) {
      const cbteTipo = AFIP_CBTE_TIPO[seq.type];
      const last = await withTicket((auth) => feCompUltimoAutorizado(wsfe, auth, seq.pointOfSale, cbteTipo));
      if (last.errors.length > 0 || last.CbteNro === null)
        throw new AfipServiceError('FECompUltimoAutorizado', last.errors, last.events);
      const number = last.CbteNro;
      if (number === 0) return { number: 0, date: null };
      // The operation answers the number only; its date (dates never go back) is the voucher's.
      const voucher = await withTicket((auth) =>
        feCompConsultar(wsfe, auth, { CbteTipo: cbteTipo, CbteNro: number, PtoVta: seq.pointOfSale }),
      );
      return { number, date: afipDateToIso(voucher.voucher?.CbteFch) };
    },

    async authorize(req): Promise<AuthorizationOutcome> {
      const det = detRequest(req);
      const cbteTipo = AFIP_CBTE_TIPO[req.type];
      const where = { pointOfSale: req.pointOfSale, type: req.type, number: req.number };
      let result: Awaited<ReturnType<typeof feCaeSolicitar>>;
      try {
        result = await withTicket((auth) => feCaeSolicitar(wsfe, auth, { PtoVta: req.pointOfSale, CbteTipo: cbteTipo }, det));
      } catch (err) {
        const reason = noAnswer(err);
        if (reason) {
          log?.warn({ ...where, reason }, 'afip: authorisation uncertain');
          return { kind: 'uncertain', reason };
        }
        if (err instanceof SoapFaultError) {
          // The service could not read the request: nothing was processed, the number is unused.
          const errors = [{ code: 0, message: `${err.faultCode}: ${err.faultString}` }];
          log?.warn({ ...where, errors }, 'afip: authorisation refused by a SOAP fault');
          return { kind: 'rejected', errors, observations: [], events: [] };
        }
        throw err;
      }
      if (result.events.length > 0) log?.info({ events: result.events }, 'afip: events');
      const internal = result.errors.find(isInternalError);
      if (internal) {
        const reason = `error interno de ARCA ${internal.code}: ${internal.message}`;
        log?.warn({ ...where, reason }, 'afip: authorisation uncertain');
        return { kind: 'uncertain', reason };
      }
      const voucher = result.det;
      if (voucher?.Resultado === 'A') {
        const sameNumber = voucher.CbteDesde === String(req.number);
        if (!sameNumber || !/^\d{14}$/.test(voucher.CAE)) {
          const reason = `respuesta inesperada de ARCA (número ${voucher.CbteDesde}, CAE "${voucher.CAE}")`;
          log?.warn({ ...where, reason }, 'afip: authorisation uncertain');
          return { kind: 'uncertain', reason };
        }
        return {
          kind: 'authorized',
          cae: voucher.CAE,
          caeExpiry: afipDateToIso(voucher.CAEFchVto) ?? '',
          observations: voucher.observations,
          events: result.events,
        };
      }
      // With Resultado R the authority reports the voucher's own rule failures (10016 among them) as
      // the voucher's Observaciones, request-wide ones as Errors: both are why it was rejected.
      const errors = [...result.errors, ...(voucher?.observations ?? [])];
      log?.info({ ...where, errors }, 'afip: authorisation rejected');
      return { kind: 'rejected', errors, observations: [], events: result.events };
    },

    async lookup(seq, number): Promise<LookupOutcome> {
      const cbteTipo = AFIP_CBTE_TIPO[seq.type];
      let result: Awaited<ReturnType<typeof feCompConsultar>>;
      try {
        result = await withTicket((auth) =>
          feCompConsultar(wsfe, auth, { CbteTipo: cbteTipo, CbteNro: number, PtoVta: seq.pointOfSale }),
        );
      } catch (err) {
        const reason = noAnswer(err) ?? (err instanceof SoapFaultError ? `${err.faultCode}: ${err.faultString}` : null);
        if (reason) return { kind: 'uncertain', reason };
        throw err;
      }
      const voucher = result.voucher;
      if (voucher && /^\d{14}$/.test(voucher.CodAutorizacion)) {
        const total = decimalToCents(voucher.ImpTotal);
        const date = afipDateToIso(voucher.CbteFch);
        if (total === null || date === null)
          return { kind: 'uncertain', reason: `respuesta ilegible de ARCA para el número ${number}` };
        return {
          kind: 'found',
          cae: voucher.CodAutorizacion,
          caeExpiry: afipDateToIso(voucher.FchVto) ?? '',
          date,
          total,
          docType: Number(voucher.DocTipo),
          docNumber: voucher.DocNro,
        };
      }
      if (!voucher && result.errors.some((e) => e.code === NO_RESULTS)) return { kind: 'absent' };
      const detail = result.errors.map((e) => `${e.code} ${e.message}`).join('; ') || 'sin datos del comprobante';
      return { kind: 'uncertain', reason: `ARCA no confirmó el número ${number}: ${detail}` };
    },

    async health(): Promise<ProviderHealth> {
      const dummy = await feDummy(wsfe);
      return { appServer: dummy.AppServer, dbServer: dummy.DbServer, authServer: dummy.AuthServer };
    },

    async paramTables(): Promise<AfipParamTables> {
      const get = async (table: Parameters<typeof feParamGet>[2]) => {
        const result = await withTicket((auth) => feParamGet(wsfe, auth, table));
        // An empty table comes back as error 602 (homologation CUITs often have no points of sale).
        const errors = result.errors.filter((e) => e.code !== NO_RESULTS);
        if (errors.length > 0) throw new AfipServiceError(`FEParamGet ${table}`, errors, result.events);
        return result.items;
      };
      const [voucherTypes, documentTypes, vatRates, currencies, pointsOfSale, conditions] = await Promise.all([
        get('voucherTypes'),
        get('documentTypes'),
        get('vatRates'),
        get('currencies'),
        get('pointsOfSale'),
        get('receiverVatConditions'),
      ]);
      const numbered = (items: Record<string, string>[]) => items.map((i) => ({ id: Number(i.Id), description: i.Desc ?? '' }));
      return {
        voucherTypes: numbered(voucherTypes),
        documentTypes: numbered(documentTypes),
        vatRates: numbered(vatRates),
        currencies: currencies.map((i) => ({ id: i.Id ?? '', description: i.Desc ?? '' })),
        pointsOfSale: pointsOfSale.map((i) => ({
          id: Number(i.Nro),
          description: i.EmisionTipo ?? '',
          blocked: i.Bloqueado === 'S' || /^\d{8}$/.test(i.FchBaja ?? ''),
        })),
        receiverVatConditions: conditions.map((i) => ({
          id: Number(i.Id),
          description: i.Desc ?? '',
          classes: i.Cmp_Clase ?? '',
        })),
      };
    },
  };
}
