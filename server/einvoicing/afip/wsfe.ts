// WSFEv1, the authority's electronic invoice service (namespace http://ar.gov.afip.dif.FEV1/): the
// operations Noctua uses, their fields in the WSDL's own names and order, and their answers read
// into plain types. Element order matters: the service's XML reader silently skips an element out
// of its schema sequence, so every object below is written in sequence order.
import {
  buildEnvelope,
  callSoap,
  child,
  children,
  isObject,
  many,
  type SoapVersion,
  text,
  type XmlInputObject,
  type XmlValue,
} from './soap';

export const WSFE_NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';

export interface WsfeConnection {
  url: string;
  timeoutMs: number;
  /** Both bindings exist; 1.1 is what maintained clients use. */
  version?: SoapVersion;
  signal?: AbortSignal;
}

/** FEAuthRequest: the access ticket and the CUIT it acts for. */
export interface WsfeAuth {
  Token: string;
  Sign: string;
  /** 11 digits (xsd:long). */
  Cuit: string;
}

/** A code and text from the service: Err, Obs and Evt share this shape. */
export interface WsfeNote {
  code: number;
  message: string;
}

/** CbteAsoc: the voucher a credit or debit note adjusts. */
export interface WsfeCbteAsoc {
  Tipo: number;
  PtoVta: number;
  Nro: number;
  /** The issuer's CUIT (optional in the schema). */
  Cuit?: string;
  /** YYYYMMDD (optional in the schema). */
  CbteFch?: string;
}

/** AlicIva: one VAT rate's base and amount, as 2-decimal strings. */
export interface WsfeAlicIva {
  Id: number;
  BaseImp: string;
  Importe: string;
}

/**
 * FECAEDetRequest, the fields Noctua sends (Tributos, Opcionales, Compradores and PeriodoAsoc are
 * never sent). Amounts are xsd:double on the wire, written here as exact 2-decimal strings.
 */
export interface WsfeDetRequest {
  Concepto: 1 | 2 | 3;
  DocTipo: number;
  DocNro: string;
  CbteDesde: number;
  CbteHasta: number;
  /** YYYYMMDD. */
  CbteFch: string;
  ImpTotal: string;
  ImpTotConc: string;
  ImpNeto: string;
  ImpOpEx: string;
  ImpTrib: string;
  ImpIVA: string;
  /** YYYYMMDD; concept 2 and 3 only. */
  FchServDesde?: string;
  FchServHasta?: string;
  FchVtoPago?: string;
  MonId: string;
  MonCotiz: string;
  /** Whether a foreign-currency voucher is paid in that currency; 'N' for pesos. Mandatory in the schema. */
  CanMisMonExt: 'S' | 'N';
  /** RG 5616; mandatory since 2025-07-01. */
  CondicionIVAReceptorId: number;
  CbtesAsoc?: WsfeCbteAsoc[];
  /** Absent for class C. */
  Iva?: WsfeAlicIva[];
}

/** The request's XML children in FEDetRequest's sequence order. */
export function detRequestXml(det: WsfeDetRequest): XmlInputObject {
  return {
    Concepto: det.Concepto,
    DocTipo: det.DocTipo,
    DocNro: det.DocNro,
    CbteDesde: det.CbteDesde,
    CbteHasta: det.CbteHasta,
    CbteFch: det.CbteFch,
    ImpTotal: det.ImpTotal,
    ImpTotConc: det.ImpTotConc,
    ImpNeto: det.ImpNeto,
    ImpOpEx: det.ImpOpEx,
    ImpTrib: det.ImpTrib,
    ImpIVA: det.ImpIVA,
    FchServDesde: det.FchServDesde,
    FchServHasta: det.FchServHasta,
    FchVtoPago: det.FchVtoPago,
    MonId: det.MonId,
    MonCotiz: det.MonCotiz,
    CanMisMonExt: det.CanMisMonExt,
    CondicionIVAReceptorId: det.CondicionIVAReceptorId,
    CbtesAsoc: det.CbtesAsoc?.length
      ? {
          CbteAsoc: det.CbtesAsoc.map((a) => ({ Tipo: a.Tipo, PtoVta: a.PtoVta, Nro: a.Nro, Cuit: a.Cuit, CbteFch: a.CbteFch })),
        }
      : undefined,
    Iva: det.Iva?.length ? { AlicIva: det.Iva.map((a) => ({ Id: a.Id, BaseImp: a.BaseImp, Importe: a.Importe })) } : undefined,
  };
}

function authXml(auth: WsfeAuth): XmlInputObject {
  return { Token: auth.Token, Sign: auth.Sign, Cuit: auth.Cuit };
}

/** Calls one operation and answers its <Op>Result element. */
async function call(connection: WsfeConnection, operation: string, content: XmlInputObject): Promise<XmlValue | undefined> {
  const version = connection.version ?? '1.1';
  const body = await callSoap({
    url: connection.url,
    version,
    action: `${WSFE_NAMESPACE}${operation}`,
    envelope: buildEnvelope(version, operation, WSFE_NAMESPACE, content),
    timeoutMs: connection.timeoutMs,
    signal: connection.signal,
  });
  return child(body[`${operation}Response`], `${operation}Result`);
}

/** Reads an ArrayOfErr / ArrayOfObs / ArrayOfEvt wrapper. */
export function readNotes(wrapper: XmlValue | undefined, item: 'Err' | 'Obs' | 'Evt'): WsfeNote[] {
  if (!isObject(wrapper)) return [];
  return many(wrapper[item]).map((n) => ({ code: Number(text(child(n, 'Code'))), message: text(child(n, 'Msg')) }));
}

interface WithNotes {
  errors: WsfeNote[];
  events: WsfeNote[];
}

function notesOf(result: XmlValue | undefined): WithNotes {
  return { errors: readNotes(child(result, 'Errors'), 'Err'), events: readNotes(child(result, 'Events'), 'Evt') };
}

// ───────────── Operations ─────────────

export interface WsfeDummyResult {
  AppServer: string;
  DbServer: string;
  AuthServer: string;
}

/** FEDummy: the service's own health ("OK" per server); needs no ticket. */
export async function feDummy(connection: WsfeConnection): Promise<WsfeDummyResult> {
  const result = await call(connection, 'FEDummy', {});
  return {
    AppServer: text(child(result, 'AppServer')),
    DbServer: text(child(result, 'DbServer')),
    AuthServer: text(child(result, 'AuthServer')),
  };
}

/** FECompUltimoAutorizado: the last number authorised for a point of sale and voucher type (0: none). */
export async function feCompUltimoAutorizado(
  connection: WsfeConnection,
  auth: WsfeAuth,
  ptoVta: number,
  cbteTipo: number,
): Promise<WithNotes & { CbteNro: number | null }> {
  const result = await call(connection, 'FECompUltimoAutorizado', { Auth: authXml(auth), PtoVta: ptoVta, CbteTipo: cbteTipo });
  const raw = text(child(result, 'CbteNro'));
  return { CbteNro: /^\d+$/.test(raw) ? Number(raw) : null, ...notesOf(result) };
}

export interface WsfeCaeDetResponse {
  Concepto: string;
  DocTipo: string;
  DocNro: string;
  CbteDesde: string;
  CbteHasta: string;
  CbteFch: string;
  /** A approved, R rejected. */
  Resultado: string;
  observations: WsfeNote[];
  CAE: string;
  /** YYYYMMDD. */
  CAEFchVto: string;
}

export interface WsfeCaeResult extends WithNotes {
  /** FeCabResp.Resultado: A, R, or P (partly approved, for batches). '' when the answer has no header. */
  Resultado: string;
  Reproceso: string;
  /** The voucher's own answer (one request → at most one). */
  det: WsfeCaeDetResponse | null;
}

/** FECAESolicitar for one voucher (CantReg 1). */
export async function feCaeSolicitar(
  connection: WsfeConnection,
  auth: WsfeAuth,
  header: { PtoVta: number; CbteTipo: number },
  det: WsfeDetRequest,
): Promise<WsfeCaeResult> {
  const result = await call(connection, 'FECAESolicitar', {
    Auth: authXml(auth),
    FeCAEReq: {
      FeCabReq: { CantReg: 1, PtoVta: header.PtoVta, CbteTipo: header.CbteTipo },
      FeDetReq: { FECAEDetRequest: detRequestXml(det) },
    },
  });
  const cab = child(result, 'FeCabResp');
  const detAnswer = child(child(result, 'FeDetResp'), 'FECAEDetResponse');
  return {
    Resultado: text(child(cab, 'Resultado')),
    Reproceso: text(child(cab, 'Reproceso')),
    det: isObject(detAnswer)
      ? {
          Concepto: text(detAnswer.Concepto),
          DocTipo: text(detAnswer.DocTipo),
          DocNro: text(detAnswer.DocNro),
          CbteDesde: text(detAnswer.CbteDesde),
          CbteHasta: text(detAnswer.CbteHasta),
          CbteFch: text(detAnswer.CbteFch),
          Resultado: text(detAnswer.Resultado),
          observations: readNotes(detAnswer.Observaciones, 'Obs'),
          CAE: text(detAnswer.CAE),
          CAEFchVto: text(detAnswer.CAEFchVto),
        }
      : null,
    ...notesOf(result),
  };
}

/** FECompConsultar's ResultGet: the voucher as the authority holds it, amounts as sent back. */
export interface WsfeVoucher {
  Concepto: string;
  DocTipo: string;
  DocNro: string;
  CbteDesde: string;
  CbteHasta: string;
  CbteFch: string;
  ImpTotal: string;
  ImpNeto: string;
  ImpIVA: string;
  Resultado: string;
  /** The CAE (or CAEA). */
  CodAutorizacion: string;
  /** "CAE" or "CAEA". */
  EmisionTipo: string;
  /** The CAE's expiry, YYYYMMDD. */
  FchVto: string;
  FchProceso: string;
  observations: WsfeNote[];
  PtoVta: string;
  CbteTipo: string;
}

/** FECompConsultar: one voucher by type, number and point of sale; null with errors when absent. */
export async function feCompConsultar(
  connection: WsfeConnection,
  auth: WsfeAuth,
  query: { CbteTipo: number; CbteNro: number; PtoVta: number },
): Promise<WithNotes & { voucher: WsfeVoucher | null }> {
  const result = await call(connection, 'FECompConsultar', {
    Auth: authXml(auth),
    FeCompConsReq: { CbteTipo: query.CbteTipo, CbteNro: query.CbteNro, PtoVta: query.PtoVta },
  });
  const got = child(result, 'ResultGet');
  const field = (name: string) => text(child(got, name));
  return {
    voucher: isObject(got)
      ? {
          Concepto: field('Concepto'),
          DocTipo: field('DocTipo'),
          DocNro: field('DocNro'),
          CbteDesde: field('CbteDesde'),
          CbteHasta: field('CbteHasta'),
          CbteFch: field('CbteFch'),
          ImpTotal: field('ImpTotal'),
          ImpNeto: field('ImpNeto'),
          ImpIVA: field('ImpIVA'),
          Resultado: field('Resultado'),
          CodAutorizacion: field('CodAutorizacion'),
          EmisionTipo: field('EmisionTipo'),
          FchVto: field('FchVto'),
          FchProceso: field('FchProceso'),
          observations: readNotes(got.Observaciones, 'Obs'),
          PtoVta: field('PtoVta'),
          CbteTipo: field('CbteTipo'),
        }
      : null,
    ...notesOf(result),
  };
}

/** The FEParamGet* tables Noctua pins: operation, the list element inside ResultGet, its item element. */
export const WSFE_PARAM_OPERATIONS = {
  voucherTypes: { operation: 'FEParamGetTiposCbte', item: 'CbteTipo' },
  documentTypes: { operation: 'FEParamGetTiposDoc', item: 'DocTipo' },
  vatRates: { operation: 'FEParamGetTiposIva', item: 'IvaTipo' },
  currencies: { operation: 'FEParamGetTiposMonedas', item: 'Moneda' },
  pointsOfSale: { operation: 'FEParamGetPtosVenta', item: 'PtoVenta' },
  receiverVatConditions: { operation: 'FEParamGetCondicionIvaReceptor', item: 'CondicionIvaReceptor' },
} as const;
export type WsfeParamTable = keyof typeof WSFE_PARAM_OPERATIONS;

/** One FEParamGet* operation: its items as records of text by field name. */
export async function feParamGet(
  connection: WsfeConnection,
  auth: WsfeAuth,
  table: WsfeParamTable,
): Promise<WithNotes & { items: Record<string, string>[] }> {
  const { operation, item } = WSFE_PARAM_OPERATIONS[table];
  const result = await call(connection, operation, { Auth: authXml(auth) });
  const items = children(child(result, 'ResultGet'), item).map((entry) =>
    isObject(entry) ? Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, text(v)])) : {},
  );
  return { items, ...notesOf(result) };
}
