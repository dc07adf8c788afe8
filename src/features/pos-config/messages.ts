// The Spanish messages of the points-of-sale contract (src/contract/pos.ts) as Lingui descriptors:
// the contract cannot depend on Lingui, so the form translates its validation messages here, at
// display time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as c from '../../contract/pos';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  [c.POS_BAD_ID]: msg`Elige una opción de la lista`,
  [c.POS_BAD_KIND]: msg`El tipo de punto de venta no es válido`,
  [c.POS_NAME_REQUIRED]: msg`Indica un nombre`,
  [c.POS_NAME_TOO_LONG]: msg`El nombre es demasiado largo`,
  [c.POS_BAD_AFIP]: msg`Indica un número entero entre 1 y 99999, o déjalo vacío`,
  [c.POS_BAD_ACTIVE]: msg`Indica si está activo`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
