// The double's WSFEv1 operations: every request's Auth (token, sign, the CUIT the ticket is for),
// FEDummy, the parameter tables, FECompUltimoAutorizado, FECompConsultar and FECAESolicitar with the
// numbering per (CUIT, point of sale, type), the CAE and the voucher recorded in the double's state.
// As the authority does, a voucher's rule failures (wsfe-rules.ts, which also holds the codes) come
// back as Observaciones of a voucher with Resultado R (a captured 10016 answer has that shape) and
// request-wide ones as Errors.
import { randomInt } from 'node:crypto';
import {
  CBTE_TIPOS,
  CONCEPTOS,
  CONDICIONES_IVA_RECEPTOR,
  cbteLetter,
  DOC_TIPOS,
  IVA_TIPOS,
  MON_ID_PESOS,
  MONEDAS,
} from '../afip/codes';
import { addDaysIso, afipDateToIso, argentinaDate, centsToDecimal, decimalToCents, isoToAfipDate } from '../afip/format';
import { child, children, isObject, text, type XmlInputObject, type XmlValue } from '../afip/soap';
import { type AfterAuthorize, type DoubleNote, DoubleState, type DoubleVoucher } from './state';
import { DOUBLE_CODES, note, voucherRules } from './wsfe-rules';

export interface WsfeDoubleOptions {
  now: () => Date;
  /** The points of sale enabled for web services; absent: every point of sale. */
  pointsOfSale?: number[];
  /** Events added to every answer (as the authority announces changes). */
  events: () => DoubleNote[];
}

export interface WsfeOutcome {
  /** The <Operation>Result content. */
  result: XmlInputObject;
  /** A fault to play after authorising (timeoutAfterAuthorize / dropAfterAuthorize). */
  after?: AfterAuthorize;
}

function notesXml(item: 'Err' | 'Obs' | 'Evt', notes: DoubleNote[]): XmlInputObject | undefined {
  return notes.length > 0 ? { [item]: notes.map((n) => ({ Code: n.code, Msg: n.message })) } : undefined;
}

function processTime(now: Date): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

interface Authenticated {
  cuit: string;
}

function authenticate(state: DoubleState, now: Date, auth: XmlValue | undefined): Authenticated | DoubleNote[] {
  const ticket = state.tickets.get(text(child(auth, 'Token')));
  if (!ticket || ticket.sign !== text(child(auth, 'Sign')) || ticket.service !== 'wsfe' || ticket.expiresAt <= now)
    return [note(600)];
  if (text(child(auth, 'Cuit')) !== ticket.cuit) return [note(601)];
  return { cuit: ticket.cuit };
}

export function handleWsfe(state: DoubleState, options: WsfeDoubleOptions, operation: string, content: XmlValue): WsfeOutcome {
  const now = options.now();
  const events = notesXml('Evt', options.events());
  if (operation === 'FEDummy') return { result: { AppServer: 'OK', DbServer: 'OK', AuthServer: 'OK' } };

  const auth = authenticate(state, now, child(content, 'Auth'));
  if (Array.isArray(auth)) {
    // The authority answers a refused ticket with the operation's result holding only Errors.
    return { result: { Errors: notesXml('Err', auth), Events: events } };
  }
  const enabled = (pointOfSale: number) => !options.pointsOfSale || options.pointsOfSale.includes(pointOfSale);

  switch (operation) {
    case 'FECompUltimoAutorizado': {
      const pointOfSale = Number(text(child(content, 'PtoVta')));
      const cbteTipo = Number(text(child(content, 'CbteTipo')));
      if (!enabled(pointOfSale))
        return { result: { PtoVta: pointOfSale, CbteTipo: cbteTipo, Errors: notesXml('Err', [note(11002)]), Events: events } };
      const seq = state.sequence(auth.cuit, pointOfSale, cbteTipo);
      return { result: { PtoVta: pointOfSale, CbteTipo: cbteTipo, CbteNro: seq.last, Events: events } };
    }
    case 'FECompConsultar': {
      const query = child(content, 'FeCompConsReq');
      const voucher = state.vouchers.get(
        DoubleState.voucherKey(
          auth.cuit,
          Number(text(child(query, 'PtoVta'))),
          Number(text(child(query, 'CbteTipo'))),
          Number(text(child(query, 'CbteNro'))),
        ),
      );
      if (!voucher) return { result: { Errors: notesXml('Err', [note(602)]), Events: events } };
      return { result: { ResultGet: voucherXml(voucher), Events: events } };
    }
    case 'FECAESolicitar':
      return solicitar(state, now, auth, content, events, enabled);
    default:
      return { result: { ResultGet: paramTable(operation, content, options.pointsOfSale, state), Events: events } };
  }
}

function paramTable(
  operation: string,
  content: XmlValue,
  pointsOfSale: number[] | undefined,
  state: DoubleState,
): XmlInputObject {
  const dated = (items: readonly { id: number | string; description: string }[]) =>
    items.map((i) => ({ Id: i.id, Desc: i.description, FchDesde: '20100917', FchHasta: 'NULL' }));
  switch (operation) {
    case 'FEParamGetTiposCbte':
      return { CbteTipo: dated(CBTE_TIPOS) };
    case 'FEParamGetTiposDoc':
      return { DocTipo: dated(DOC_TIPOS) };
    case 'FEParamGetTiposIva':
      return { IvaTipo: dated(IVA_TIPOS) };
    case 'FEParamGetTiposMonedas':
      return { Moneda: dated(MONEDAS) };
    case 'FEParamGetTiposConcepto':
      return { ConceptoTipo: dated(CONCEPTOS) };
    case 'FEParamGetPtosVenta': {
      // Without a configured list: the points of sale the double has seen numbering for.
      const numbers =
        pointsOfSale ?? [...new Set([...state.sequences.keys()].map((k) => Number(k.split(':')[1])))].sort((a, b) => a - b);
      return { PtoVenta: numbers.map((n) => ({ Nro: n, EmisionTipo: 'CAE - RECE', Bloqueado: 'N', FchBaja: 'NULL' })) };
    }
    case 'FEParamGetCondicionIvaReceptor': {
      const letter = text(child(content, 'ClaseCmp'));
      const conditions = CONDICIONES_IVA_RECEPTOR.filter((c) => !letter || c.classes.split('/').includes(letter));
      return { CondicionIvaReceptor: conditions.map((c) => ({ Id: c.id, Desc: c.description, Cmp_Clase: c.classes })) };
    }
    default:
      return {};
  }
}

function solicitar(
  state: DoubleState,
  now: Date,
  auth: Authenticated,
  content: XmlValue,
  events: XmlInputObject | undefined,
  enabled: (pointOfSale: number) => boolean,
): WsfeOutcome {
  const request = child(content, 'FeCAEReq');
  const cab = child(request, 'FeCabReq');
  const pointOfSale = Number(text(child(cab, 'PtoVta')));
  const cbteTipo = Number(text(child(cab, 'CbteTipo')));
  const cantReg = Number(text(child(cab, 'CantReg')));
  const dets = children(child(request, 'FeDetReq'), 'FECAEDetRequest');
  const header = (resultado: 'A' | 'R') => ({
    Cuit: auth.cuit,
    PtoVta: pointOfSale,
    CbteTipo: cbteTipo,
    FchProceso: processTime(now),
    CantReg: cantReg,
    Resultado: resultado,
    Reproceso: 'N',
  });
  const requestErrors: DoubleNote[] = [];
  if (cantReg !== 1 || dets.length !== 1)
    requestErrors.push(
      note(DOUBLE_CODES.oneVoucher, 'El doble autoriza un comprobante por pedido: CantReg 1 y un FECAEDetRequest'),
    );
  if (!enabled(pointOfSale)) requestErrors.push(note(11002));
  if (!cbteLetter(cbteTipo))
    requestErrors.push(note(DOUBLE_CODES.unknownCode, `CbteTipo ${cbteTipo} no figura en FEParamGetTiposCbte`));
  const det = dets[0];
  if (requestErrors.length > 0 || !isObject(det)) {
    return { result: { FeCabResp: header('R'), Events: events, Errors: notesXml('Err', requestErrors) } };
  }

  const seq = state.sequence(auth.cuit, pointOfSale, cbteTipo);
  const refusal = state.refusals.shift();
  const failures = refusal ? [refusal] : voucherRules(state, auth.cuit, now, cbteTipo, det, seq);
  const detAnswer = (resultado: 'A' | 'R', observations: DoubleNote[], cae = '', caeExpiry = '') => ({
    FECAEDetResponse: {
      Concepto: text(det.Concepto),
      DocTipo: text(det.DocTipo),
      DocNro: text(det.DocNro),
      CbteDesde: text(det.CbteDesde),
      CbteHasta: text(det.CbteHasta),
      CbteFch: text(det.CbteFch),
      Resultado: resultado,
      Observaciones: notesXml('Obs', observations),
      CAE: cae,
      CAEFchVto: caeExpiry,
    },
  });
  if (failures.length > 0) {
    return { result: { FeCabResp: header('R'), FeDetResp: detAnswer('R', failures), Events: events } };
  }

  const voucher = recordVoucher(state, auth.cuit, now, pointOfSale, cbteTipo, det);
  seq.last = voucher.number;
  seq.lastDate = voucher.date;
  return {
    result: {
      FeCabResp: header('A'),
      FeDetResp: detAnswer('A', voucher.observations, voucher.cae, isoToAfipDate(voucher.caeExpiry)),
      Events: events,
    },
    after: state.afterAuthorize.shift(),
  };
}

function newCae(state: DoubleState): string {
  for (;;) {
    const cae = `7${String(randomInt(0, 10_000_000)).padStart(7, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!state.caes.has(cae)) {
      state.caes.add(cae);
      return cae;
    }
  }
}

function recordVoucher(
  state: DoubleState,
  cuit: string,
  now: Date,
  pointOfSale: number,
  cbteTipo: number,
  det: Record<string, XmlValue>,
): DoubleVoucher {
  const cents = (field: string) => decimalToCents(text(det[field])) ?? 0;
  const date = afipDateToIso(text(det.CbteFch)) ?? argentinaDate(now);
  const voucher: DoubleVoucher = {
    cuit,
    pointOfSale,
    cbteTipo,
    number: Number(text(det.CbteDesde)),
    date,
    concept: Number(text(det.Concepto)),
    docType: Number(text(det.DocTipo)),
    docNumber: text(det.DocNro),
    receiverVatConditionId: Number(text(det.CondicionIVAReceptorId)),
    amounts: {
      total: cents('ImpTotal'),
      untaxed: cents('ImpTotConc'),
      net: cents('ImpNeto'),
      exempt: cents('ImpOpEx'),
      otherTaxes: cents('ImpTrib'),
      vat: cents('ImpIVA'),
    },
    vat: children(det.Iva, 'AlicIva').map((a) => ({
      id: Number(text(child(a, 'Id'))),
      base: decimalToCents(text(child(a, 'BaseImp'))) ?? 0,
      amount: decimalToCents(text(child(a, 'Importe'))) ?? 0,
    })),
    associated: children(det.CbtesAsoc, 'CbteAsoc').map((a) => ({
      type: Number(text(child(a, 'Tipo'))),
      pointOfSale: Number(text(child(a, 'PtoVta'))),
      number: Number(text(child(a, 'Nro'))),
      cuit: text(child(a, 'Cuit')) || null,
      date: afipDateToIso(text(child(a, 'CbteFch'))),
    })),
    serviceFrom: afipDateToIso(text(det.FchServDesde)),
    serviceTo: afipDateToIso(text(det.FchServHasta)),
    paymentDue: afipDateToIso(text(det.FchVtoPago)),
    cae: newCae(state),
    // The authority's CAE for a voucher lasts 10 days from its date.
    caeExpiry: addDaysIso(date, 10),
    observations: state.observations.splice(0),
    authorizedAt: now,
  };
  state.vouchers.set(DoubleState.voucherKey(cuit, pointOfSale, cbteTipo, voucher.number), voucher);
  return voucher;
}

const amountXml = centsToDecimal;

/** FECompConsultar's ResultGet: the request's fields, then the authorisation's (the WSDL's order). */
function voucherXml(v: DoubleVoucher): XmlInputObject {
  const optionalDate = (iso: string | null) => (iso ? isoToAfipDate(iso) : undefined);
  return {
    Concepto: v.concept,
    DocTipo: v.docType,
    DocNro: v.docNumber,
    CbteDesde: v.number,
    CbteHasta: v.number,
    CbteFch: isoToAfipDate(v.date),
    ImpTotal: amountXml(v.amounts.total),
    ImpTotConc: amountXml(v.amounts.untaxed),
    ImpNeto: amountXml(v.amounts.net),
    ImpOpEx: amountXml(v.amounts.exempt),
    ImpTrib: amountXml(v.amounts.otherTaxes),
    ImpIVA: amountXml(v.amounts.vat),
    FchServDesde: optionalDate(v.serviceFrom),
    FchServHasta: optionalDate(v.serviceTo),
    FchVtoPago: optionalDate(v.paymentDue),
    MonId: MON_ID_PESOS,
    MonCotiz: '1',
    CanMisMonExt: 'N',
    CondicionIVAReceptorId: v.receiverVatConditionId,
    CbtesAsoc: v.associated.length
      ? {
          CbteAsoc: v.associated.map((a) => ({
            Tipo: a.type,
            PtoVta: a.pointOfSale,
            Nro: a.number,
            Cuit: a.cuit ?? undefined,
            CbteFch: optionalDate(a.date),
          })),
        }
      : undefined,
    Iva: v.vat.length
      ? { AlicIva: v.vat.map((a) => ({ Id: a.id, BaseImp: amountXml(a.base), Importe: amountXml(a.amount) })) }
      : undefined,
    Resultado: 'A',
    CodAutorizacion: v.cae,
    EmisionTipo: 'CAE',
    FchVto: isoToAfipDate(v.caeExpiry),
    FchProceso: processTime(v.authorizedAt),
    Observaciones: notesXml('Obs', v.observations),
    PtoVta: v.pointOfSale,
    CbteTipo: v.cbteTipo,
  };
}
