// The Spanish messages of the cash-flow contract (src/contract/cashflow*.ts) as Lingui descriptors:
// the contract cannot depend on Lingui, so forms translate its validation messages here, at display
// time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as c from '../../contract/cashflow';
import * as s from '../../contract/cashflow-staff';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  [c.CF_BAD_ID]: msg`Elige una opción de la lista`,
  [c.CF_BAD_DATE]: msg`La fecha no es válida`,
  [c.CF_BAD_AMOUNT]: msg`Escribe un importe mayor que cero, por ejemplo 1.500,50`,
  [c.CF_AMOUNT_TOO_LARGE]: msg`El importe es demasiado grande`,
  [c.CF_NAME_REQUIRED]: msg`Indica un nombre`,
  [c.CF_NAME_TOO_LONG]: msg`El nombre es demasiado largo`,
  [c.CF_TEXT_TOO_LONG]: msg`El texto es demasiado largo`,
  [c.CF_BAD_ACCOUNT_KIND]: msg`El tipo de cuenta no es válido`,
  [c.CF_BAD_CATEGORY_KIND]: msg`El tipo de categoría no es válido`,
  [c.CF_BAD_MOVEMENT_TYPE]: msg`El tipo de movimiento no es válido`,
  [c.CF_BAD_FEE]: msg`La comisión debe estar entre 0 % y 20 %, con hasta dos decimales`,
  [c.CF_BAD_THRESHOLD]: msg`El umbral debe ser un importe entre $ 0 y $ 10.000.000`,
  [c.CF_TARGET_REQUIRED]: msg`Elige la cuenta de destino`,
  [c.CF_CATEGORY_REQUIRED]: msg`Elige una categoría`,
  [s.STAFF_NAME_REQUIRED]: msg`Indica el nombre de la persona`,
  [s.STAFF_ROLE_REQUIRED]: msg`Indica la función`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
