// The Spanish messages of the e-invoicing contract (src/contract/einvoicing.ts) as Lingui
// descriptors, translated at display time, and the words of the forms' own problems (form.ts).
// Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as c from '../../contract/einvoicing';
import { translateKnownMessage } from '../../lib/i18n/known-messages';
import type { CreditProblem, CustomerProblem, LineProblem } from './form';

const MESSAGES: Record<string, MessageDescriptor> = {
  [c.EINVOICE_BAD_ID]: msg`El identificador no es válido`,
  [c.EINVOICE_BAD_DATE]: msg`La fecha no es válida`,
  [c.EINVOICE_BAD_TYPE]: msg`El tipo de comprobante no es válido`,
  [c.EINVOICE_BAD_STATUS]: msg`El estado no es válido`,
  [c.EINVOICE_BAD_POS]: msg`El punto de venta no es válido`,
  [c.EINVOICE_BAD_DOC_TYPE]: msg`El tipo de documento no es válido`,
  [c.EINVOICE_BAD_DOC_NUMBER]: msg`El número de documento no es válido`,
  [c.EINVOICE_BAD_CUIT]: msg`El CUIT no es válido (revisa el dígito verificador)`,
  [c.EINVOICE_NAME_REQUIRED]: msg`El nombre o razón social es obligatorio`,
  [c.EINVOICE_BAD_VAT_CONDITION]: msg`La condición frente al IVA no es válida`,
  [c.EINVOICE_LINES_REQUIRED]: msg`Agrega al menos una línea`,
  [c.EINVOICE_BAD_LINE]: msg`La línea no es válida`,
  [c.EINVOICE_BAD_QUANTITY]: msg`La cantidad debe ser mayor que cero, con hasta 3 decimales`,
  [c.EINVOICE_BAD_PRICE]: msg`El precio debe ser un importe en centavos, mayor que cero`,
  [c.EINVOICE_BAD_VAT_RATE]: msg`La alícuota de IVA no es válida`,
  [c.EINVOICE_BAD_CONCEPT]: msg`El concepto no es válido`,
  [c.EINVOICE_BAD_FORMAT]: msg`El formato no es válido`,
  [c.EINVOICE_BAD_ENVIRONMENT]: msg`El entorno no es válido`,
  [c.EINVOICE_BAD_PEM]: msg`El archivo no es un certificado o clave PEM válido`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string): string;
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined;
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}

const CUSTOMER: Record<CustomerProblem, MessageDescriptor> = {
  'doc-required': msg`Escribe el número de documento`,
  cuit: msg`El CUIT no es válido (revisa el dígito verificador)`,
  dni: msg`El DNI tiene de 6 a 8 dígitos`,
  name: msg`El nombre o razón social es obligatorio`,
};

export function customerProblemText(i18n: I18n, problem: CustomerProblem | undefined): string | undefined {
  return problem ? i18n._(CUSTOMER[problem]) : undefined;
}

const QUANTITY: Partial<Record<LineProblem, MessageDescriptor>> = {
  empty: msg`Escribe la cantidad`,
  zero: msg`La cantidad debe ser mayor que cero`,
  negative: msg`La cantidad debe ser mayor que cero`,
  decimals: msg`Hasta 3 decimales`,
  max: msg`La cantidad es demasiado grande`,
  'more-than-invoiced': msg`No puede ser más que lo facturado`,
};

const PRICE: Partial<Record<LineProblem, MessageDescriptor>> = {
  empty: msg`Escribe el precio`,
  zero: msg`El precio debe ser mayor que cero`,
  negative: msg`El precio debe ser mayor que cero`,
  decimals: msg`Hasta 2 decimales (centavos)`,
  max: msg`El precio es demasiado grande`,
};

const NOT_A_NUMBER = msg`No es un número: escribe por ejemplo 1.500,50`;
const DESCRIPTION_REQUIRED = msg`Escribe qué se factura`;

export function lineProblemText(
  i18n: I18n,
  field: 'description' | 'quantity' | 'unitPrice',
  problem: LineProblem | undefined,
): string | undefined {
  if (!problem) return undefined;
  if (field === 'description') return i18n._(DESCRIPTION_REQUIRED);
  const table = field === 'quantity' ? QUANTITY : PRICE;
  return i18n._(table[problem] ?? NOT_A_NUMBER);
}

const CREDIT: Record<CreditProblem, MessageDescriptor> = {
  nothing: msg`Elige al menos una línea`,
  'over-left': msg`Supera lo que queda por acreditar de esta factura`,
  'partly-credited': msg`Parte de esta factura ya se acreditó: elige las líneas de lo que queda`,
  'nothing-left': msg`Esta factura ya se acreditó por completo`,
};

export function creditProblemText(i18n: I18n, problem: CreditProblem | null): string | null {
  return problem ? i18n._(CREDIT[problem]) : null;
}
