// The voucher rules of the double's WSFEv1 (FECAESolicitar): the ones a client most often breaks —
// numbering and dates (CbteDesde must be last + 1, CbteFch within its window and never before the
// last authorised one: both 10016), the service period of concepts 2 and 3, the receiver and its
// VAT condition, pesos only, the arithmetic in cents, class C without VAT, credit notes naming their
// invoice — each failure a note the operation answers as an Observación of a voucher with Resultado
// R. The operations, Auth and the answers' XML are wsfe-double.ts.
//
// Codes: 10016, 10015, 10018, 10019, 10048, 10192, 10242, 10246, 11002, 600, 601 and 602 are the
// authority's as its users report them (research A2/B2). The authority's manual numbers the other
// rules too; for those the double uses DOUBLE_CODES below (its own choice, marked as such), so no
// test should pin them as the authority's.
import { isValidCuit } from '../../../src/contract/einvoicing';
import {
  CONCEPTOS,
  cbteLetter,
  conditionAllowsLetter,
  DOC_TIPOS,
  IVA_TIPOS,
  isClassC,
  isNote,
  MON_ID_PESOS,
} from '../afip/codes';
import { afipDateToIso, argentinaDate, daysBetween, decimalToCents } from '../afip/format';
import { child, children, isObject, text, type XmlValue } from '../afip/soap';
import { type DoubleNote, DoubleState } from './state';

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

export const note = (code: number, message = messageFor(code)): DoubleNote => ({ code, message });

/** The voucher's rule failures (empty: it may be authorised). */
export function voucherRules(
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
