// The double's WSFEv1: every request's Auth (token, sign, the CUIT the ticket is for), the voucher
// rules a client most often breaks (the arithmetic, class C without VAT, the receiver's VAT
// condition, dates, the service period of concepts 2 and 3, credit notes naming their invoice) and
// the numbering per (CUIT, point of sale, type): CbteDesde must be last + 1, otherwise 10016. As
// the authority does, a voucher's rule failures come back as Observaciones of a voucher with
// Resultado R (a captured 10016 answer has that shape) and request-wide ones as Errors.
//
// Codes: 10016, 10015, 10018, 10019, 10048, 10192, 10242, 10246, 11002, 600, 601 and 602 are the
// authority's as its users report them (research A2/B2). The authority's manual numbers the other
// rules too; for those the double uses DOUBLE_CODES below (its own choice, marked as such), so no
// test should pin them as the authority's.
import { randomInt } from 'node:crypto';
import { isValidCuit } from '../../../src/contract/einvoicing';
import {
  CBTE_TIPOS,
  CONCEPTOS,
  CONDICIONES_IVA_RECEPTOR,
  cbteLetter,
  conditionAllowsLetter,
  DOC_TIPOS,
  IVA_TIPOS,
  isClassC,
  isNote,
  MON_ID_PESOS,
  MONEDAS,
} from '../afip/codes';
import {
  addDaysIso,
  afipDateToIso,
  argentinaDate,
  centsToDecimal,
  daysBetween,
  decimalToCents,
  isoToAfipDate,
} from '../afip/format';
import { child, children, isObject, text, type XmlInputObject, type XmlValue } from '../afip/soap';
import { type AfterAuthorize, type DoubleNote, DoubleState, type DoubleVoucher } from './state';

/** Rules whose authority code the double does not know for sure: its own numbers, out of the authority's range. */
export const DOUBLE_CODES = {
  /** CantReg is not the number of vouchers sent, or more than one (the double authorises one per request). */
  oneVoucher: 90001,
  /** The sum of Iva[].Importe is not ImpIVA. */
  vatSum: 90002,
  /** The sum of Iva[].BaseImp is not ImpNeto. */
  vatBaseSum: 90003,
  /** A class C voucher with an Iva array or VAT. */
  classCWithVat: 90004,
  /** A credit or debit note without CbtesAsoc or PeriodoAsoc, or naming an unknown voucher. */
  noteWithoutAssociation: 90005,
  /** An amount with more than two decimals, or MonId/MonCotiz/CanMisMonExt outside what pesos allow. */
  badAmount: 90006,
  /** A CbteTipo, DocTipo or Concepto outside the tables. */
  unknownCode: 90007,
} as const;

const MESSAGES: Record<number, string> = {
  600: 'ValidacionDeToken: el token o la firma no son válidos o expiraron',
  601: 'CUIT representada no incluida en el token',
  602: 'No existen datos en nuestros registros para los parámetros ingresados',
  10016: 'El número o la fecha del comprobante no se corresponde con el próximo a autorizar. Consultar FECompUltimoAutorizado.',
  11002: 'El punto de venta no está habilitado para este web service',
};

export function messageFor(code: number): string {
  return MESSAGES[code] ?? `Rechazo simulado por el doble (código ${code})`;
}

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

const note = (code: number, message = messageFor(code)): DoubleNote => ({ code, message });

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

/** The voucher's rule failures (empty: it may be authorised). */
function voucherRules(
  state: DoubleState,
  cuit: string,
  now: Date,
  cbteTipo: number,
  det: Record<string, XmlValue>,
  seq: { last: number; lastDate: string | null },
): DoubleNote[] {
  const failures: DoubleNote[] = [];
  const fail = (code: number, message: string) => failures.push(note(code, message));
  const letter = cbteLetter(cbteTipo) ?? '';

  // Numbering and dates: both are 10016, "number or date".
  const from = Number(text(det.CbteDesde));
  const to = Number(text(det.CbteHasta));
  if (from !== seq.last + 1 || to !== from) fail(10016, `${messageFor(10016)} Último autorizado: ${seq.last}.`);
  const today = argentinaDate(now);
  const rawDate = text(det.CbteFch);
  const date = rawDate === '' ? today : afipDateToIso(rawDate);
  const concept = Number(text(det.Concepto));
  if (!CONCEPTOS.some((c) => c.id === concept))
    fail(DOUBLE_CODES.unknownCode, `Concepto ${concept} no figura en FEParamGetTiposConcepto`);
  if (date === null || Number.isNaN(Date.parse(date))) {
    fail(10016, 'CbteFch debe tener el formato AAAAMMDD');
  } else {
    const window = concept === 1 ? 5 : 10;
    if (Math.abs(daysBetween(today, date)) > window) {
      fail(10016, `CbteFch debe estar entre N-${window} y N+${window} días, siendo N la fecha del pedido (concepto ${concept})`);
    }
    if (seq.lastDate && date < seq.lastDate)
      fail(10016, `CbteFch no puede ser anterior a la del último comprobante autorizado (${seq.lastDate})`);
  }
  if (concept === 2 || concept === 3) {
    for (const field of ['FchServDesde', 'FchServHasta', 'FchVtoPago']) {
      if (afipDateToIso(text(det[field])) === null) fail(10192, `${field} es obligatorio (AAAAMMDD) para los conceptos 2 y 3`);
    }
  }

  // The receiver.
  const docType = Number(text(det.DocTipo));
  const docNumber = text(det.DocNro);
  if (!DOC_TIPOS.some((d) => d.id === docType))
    fail(DOUBLE_CODES.unknownCode, `DocTipo ${docType} no figura en FEParamGetTiposDoc`);
  if ((docType === 80 || docType === 86) && !isValidCuit(docNumber)) fail(10015, `DocNro ${docNumber} no es un CUIT/CUIL válido`);
  if (docType === 99 && docNumber !== '0') fail(10015, 'Con DocTipo 99 (consumidor final sin identificar) DocNro debe ser 0');
  const conditionText = text(det.CondicionIVAReceptorId);
  const condition = Number(conditionText);
  if (conditionText === '' || condition === 0) {
    fail(10246, 'CondicionIVAReceptorId es obligatorio (RG 5616); consultar FEParamGetCondicionIvaReceptor');
  } else if (!conditionAllowsLetter(condition, letter)) {
    fail(
      10242,
      `CondicionIVAReceptorId ${condition} no es un valor válido para comprobantes clase ${letter}; consultar FEParamGetCondicionIvaReceptor`,
    );
  }

  // Currency: pesos only.
  if (text(det.MonId) !== MON_ID_PESOS || decimalToCents(text(det.MonCotiz)) !== 100) {
    fail(DOUBLE_CODES.badAmount, `El doble acepta MonId ${MON_ID_PESOS} con MonCotiz 1`);
  }
  if (!['S', 'N'].includes(text(det.CanMisMonExt))) fail(DOUBLE_CODES.badAmount, 'CanMisMonExt debe ser S o N');

  // Amounts, in cents.
  const amount = (field: string) => decimalToCents(text(det[field]));
  const fields = ['ImpTotal', 'ImpTotConc', 'ImpNeto', 'ImpOpEx', 'ImpTrib', 'ImpIVA'] as const;
  const cents = Object.fromEntries(fields.map((f) => [f, amount(f)])) as Record<(typeof fields)[number], number | null>;
  const bad = fields.filter((f) => cents[f] === null || (cents[f] ?? 0) < 0);
  if (bad.length > 0) {
    fail(DOUBLE_CODES.badAmount, `${bad.join(', ')}: importes no negativos con hasta 2 decimales`);
    return failures;
  }
  const {
    ImpTotal: total,
    ImpTotConc: untaxed,
    ImpNeto: net,
    ImpOpEx: exempt,
    ImpTrib: otherTaxes,
    ImpIVA: vat,
  } = cents as Record<(typeof fields)[number], number>;
  const ivaItems = children(det.Iva, 'AlicIva');
  if (isClassC(cbteTipo)) {
    if (ivaItems.length > 0 || vat !== 0)
      fail(DOUBLE_CODES.classCWithVat, 'Los comprobantes C no informan IVA: sin Iva y con ImpIVA 0');
    if (total !== net + otherTaxes || untaxed !== 0 || exempt !== 0)
      fail(10048, 'Para comprobantes C, ImpTotal debe ser ImpNeto + ImpTrib (ImpTotConc e ImpOpEx en 0)');
  } else {
    if (total !== untaxed + net + exempt + otherTaxes + vat)
      fail(10048, 'ImpTotal debe ser igual a ImpTotConc + ImpNeto + ImpOpEx + ImpTrib + ImpIVA');
    if ((vat > 0 || net > 0) && ivaItems.length === 0)
      fail(10018, 'Con ImpNeto o ImpIVA mayor a 0 el objeto Iva (AlicIva) es obligatorio');
    let vatSum = 0;
    let baseSum = 0;
    for (const item of ivaItems) {
      const id = Number(text(child(item, 'Id')));
      const base = decimalToCents(text(child(item, 'BaseImp')));
      const importe = decimalToCents(text(child(item, 'Importe')));
      if (!IVA_TIPOS.some((t) => t.id === id)) fail(10019, `AlicIva Id ${id} no figura en FEParamGetTiposIva`);
      if (base === null || importe === null) {
        fail(DOUBLE_CODES.badAmount, 'AlicIva: BaseImp e Importe con hasta 2 decimales');
        continue;
      }
      vatSum += importe;
      baseSum += base;
    }
    if (ivaItems.length > 0 && vatSum !== vat) fail(DOUBLE_CODES.vatSum, 'La suma de Importe en AlicIva debe ser igual a ImpIVA');
    if (ivaItems.length > 0 && baseSum !== net)
      fail(DOUBLE_CODES.vatBaseSum, 'La suma de BaseImp en AlicIva debe ser igual a ImpNeto');
  }

  // Credit and debit notes name what they adjust, of the same class.
  if (isNote(cbteTipo)) {
    const associated = children(det.CbtesAsoc, 'CbteAsoc');
    if (associated.length === 0 && !isObject(det.PeriodoAsoc)) {
      fail(DOUBLE_CODES.noteWithoutAssociation, 'Las notas de crédito y débito deben informar CbtesAsoc o PeriodoAsoc');
    }
    for (const a of associated) {
      const type = Number(text(child(a, 'Tipo')));
      const assocCuit = text(child(a, 'Cuit')) || cuit;
      if (cbteLetter(type) !== letter)
        fail(DOUBLE_CODES.noteWithoutAssociation, `El comprobante asociado (tipo ${type}) no es de clase ${letter}`);
      // Only this issuer's own vouchers can be checked; another CUIT's are taken on trust.
      if (assocCuit === cuit) {
        const key = DoubleState.voucherKey(cuit, Number(text(child(a, 'PtoVta'))), type, Number(text(child(a, 'Nro'))));
        const seqOfAssoc = state.sequence(cuit, Number(text(child(a, 'PtoVta'))), type);
        if (!state.vouchers.has(key) && Number(text(child(a, 'Nro'))) > seqOfAssoc.last) {
          fail(DOUBLE_CODES.noteWithoutAssociation, 'El comprobante asociado no existe');
        }
      }
    }
  }
  return failures;
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
