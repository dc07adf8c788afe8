// The authority's code tables as WSFEv1's FEParamGet* operations answer them (research B2, checked
// against the captures of FEParamGetTiposCbte/TiposDoc/TiposIva/CondicionIvaReceptor in
// WhyNotHugo/django-afip's fixtures, not against third-party documentation tables, which had
// credit note B = 9, DNI = 87 and IVA 7 = 5 %: all wrong). The domain pins what the authority itself
// answers at setup (provider.paramTables()); these constants are what the code relies on by name and
// what the local double answers.

/** CbteTipo (FEParamGetTiposCbte): the vouchers a venue issues, with their class letter. */
export const CBTE_TIPOS = [
  { id: 1, description: 'Factura A', letter: 'A', kind: 'invoice' },
  { id: 2, description: 'Nota de Débito A', letter: 'A', kind: 'debit' },
  { id: 3, description: 'Nota de Crédito A', letter: 'A', kind: 'credit' },
  { id: 6, description: 'Factura B', letter: 'B', kind: 'invoice' },
  { id: 7, description: 'Nota de Débito B', letter: 'B', kind: 'debit' },
  { id: 8, description: 'Nota de Crédito B', letter: 'B', kind: 'credit' },
  { id: 11, description: 'Factura C', letter: 'C', kind: 'invoice' },
  { id: 12, description: 'Nota de Débito C', letter: 'C', kind: 'debit' },
  { id: 13, description: 'Nota de Crédito C', letter: 'C', kind: 'credit' },
  { id: 51, description: 'Factura M', letter: 'M', kind: 'invoice' },
  { id: 52, description: 'Nota de Débito M', letter: 'M', kind: 'debit' },
  { id: 53, description: 'Nota de Crédito M', letter: 'M', kind: 'credit' },
] as const;
export type CbteTipo = (typeof CBTE_TIPOS)[number]['id'];
export type CbteLetter = (typeof CBTE_TIPOS)[number]['letter'];

/** The class letter of a CbteTipo (undefined for a type outside the table). */
export function cbteLetter(cbteTipo: number): CbteLetter | undefined {
  return CBTE_TIPOS.find((t) => t.id === cbteTipo)?.letter;
}

/** Class C (monotributo) vouchers carry no VAT breakdown: no Iva array, ImpIVA 0. */
export function isClassC(cbteTipo: number): boolean {
  return cbteLetter(cbteTipo) === 'C';
}

/** Credit and debit notes must name the voucher they adjust (CbtesAsoc) or a period (PeriodoAsoc). */
export function isNote(cbteTipo: number): boolean {
  const kind = CBTE_TIPOS.find((t) => t.id === cbteTipo)?.kind;
  return kind === 'credit' || kind === 'debit';
}

/** DocTipo (FEParamGetTiposDoc): the national documents; the provincial identity cards (0–24) omitted. */
export const DOC_TIPOS = [
  { id: 80, description: 'CUIT' },
  { id: 86, description: 'CUIL' },
  { id: 87, description: 'CDI' },
  { id: 89, description: 'LE' },
  { id: 90, description: 'LC' },
  { id: 91, description: 'CI Extranjera' },
  { id: 92, description: 'en trámite' },
  { id: 93, description: 'Acta Nacimiento' },
  { id: 94, description: 'Pasaporte' },
  { id: 95, description: 'CI Bs. As. RNP' },
  { id: 96, description: 'DNI' },
  { id: 99, description: 'Doc. (Otro)' },
] as const;

/** DocTipo 99 with DocNro 0: a final consumer who gives no document. */
export const DOC_TIPO_FINAL_CONSUMER = 99;

/** IVA ids (FEParamGetTiposIva) and their rates in basis points (2100 = 21 %). Ids 1, 2 and 7 do not exist. */
export const IVA_TIPOS = [
  { id: 3, description: '0%', rateBasisPoints: 0 },
  { id: 4, description: '10.5%', rateBasisPoints: 1050 },
  { id: 5, description: '21%', rateBasisPoints: 2100 },
  { id: 6, description: '27%', rateBasisPoints: 2700 },
  { id: 8, description: '5%', rateBasisPoints: 500 },
  { id: 9, description: '2.5%', rateBasisPoints: 250 },
] as const;
export type IvaId = (typeof IVA_TIPOS)[number]['id'];

/**
 * CondicionIVAReceptorId (FEParamGetCondicionIvaReceptor, RG 5616; mandatory in FECAESolicitar since
 * 2025-07-01), with the classes (Cmp_Clase) of voucher each may receive: a registered taxpayer or a
 * monotributista gets A, M or C; everyone else B or C.
 */
export const CONDICIONES_IVA_RECEPTOR = [
  { id: 1, description: 'IVA Responsable Inscripto', classes: 'A/M/C' },
  { id: 4, description: 'IVA Sujeto Exento', classes: 'B/C' },
  { id: 5, description: 'Consumidor Final', classes: 'B/C' },
  { id: 6, description: 'Responsable Monotributo', classes: 'A/M/C' },
  { id: 7, description: 'Sujeto No Categorizado', classes: 'B/C' },
  { id: 8, description: 'Proveedor del Exterior', classes: 'B/C' },
  { id: 9, description: 'Cliente del Exterior', classes: 'B/C' },
  { id: 10, description: 'IVA Liberado – Ley N° 19.640', classes: 'B/C' },
  { id: 13, description: 'Monotributista Social', classes: 'A/M/C' },
  { id: 15, description: 'IVA No Alcanzado', classes: 'B/C' },
  { id: 16, description: 'Monotributo Trabajador Independiente Promovido', classes: 'A/M/C' },
] as const;

/** Whether a buyer of that VAT condition may receive a voucher of that class letter. */
export function conditionAllowsLetter(conditionId: number, letter: string): boolean {
  const condition = CONDICIONES_IVA_RECEPTOR.find((c) => c.id === conditionId);
  return condition?.classes.split('/').includes(letter) ?? false;
}

/** Concepto (FEParamGetTiposConcepto): 2 and 3 need the service period and the payment due date. */
export const CONCEPTOS = [
  { id: 1, description: 'Producto' },
  { id: 2, description: 'Servicios' },
  { id: 3, description: 'Productos y Servicios' },
] as const;

/**
 * MonId (FEParamGetTiposMonedas): the currencies a venue meets (the authority lists about fifty).
 * Noctua invoices in pesos only: MonId 'PES', MonCotiz 1.
 */
export const MONEDAS = [
  { id: 'PES', description: 'Pesos Argentinos' },
  { id: 'DOL', description: 'Dólar Estadounidense' },
  { id: '012', description: 'Real' },
  { id: '060', description: 'Euro' },
] as const;
export const MON_ID_PESOS = 'PES';
