// The AFIP QR of an authorised invoice (RG 4892/2020, research B3): the URL
// https://www.afip.gob.ar/fe/qr/?p= followed by base64 of a JSON whose fields and order the
// authority publishes. "E" says the code is a CAE. The amount is in pesos (cents / 100).

export const AFIP_QR_BASE = 'https://www.afip.gob.ar/fe/qr/?p=';

export interface QrInput {
  /** YYYY-MM-DD. */
  date: string;
  /** The issuer's CUIT, with or without dashes. */
  cuit: string;
  pointOfSale: number;
  /** AFIP's CbteTipo (1, 6, 11, 3, 8, 13). */
  cbteTipo: number;
  number: number;
  /** Cents. */
  total: number;
  docType: number;
  docNumber: string;
  cae: string;
}

export interface QrPayload {
  ver: 1;
  fecha: string;
  cuit: number;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: number;
  moneda: 'PES';
  ctz: 1;
  tipoDocRec: number;
  nroDocRec: number;
  tipoCodAut: 'E';
  codAut: number;
}

export function qrPayload(p: QrInput): QrPayload {
  return {
    ver: 1,
    fecha: p.date,
    cuit: Number(p.cuit.replace(/\D/g, '')),
    ptoVta: p.pointOfSale,
    tipoCmp: p.cbteTipo,
    nroCmp: p.number,
    importe: p.total / 100,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: p.docType,
    nroDocRec: Number(p.docNumber.replace(/\D/g, '') || '0'),
    tipoCodAut: 'E',
    codAut: Number(p.cae),
  };
}

export function qrUrl(p: QrInput): string {
  return `${AFIP_QR_BASE}${Buffer.from(JSON.stringify(qrPayload(p))).toString('base64')}`;
}
