// The Spanish messages of the nights contract (src/contract/nights-admin.ts) as Lingui descriptors:
// the contract cannot depend on Lingui, so the forms translate its validation messages here, at
// display time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as c from '../../contract/nights-admin';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  [c.BAD_DATE]: msg`Indica una fecha válida`,
  [c.BAD_TIME]: msg`Indica una hora como 23:30`,
  [c.SAME_TIMES]: msg`La hora de cierre debe ser distinta de la de apertura`,
  [c.EVENT_TOO_LONG]: msg`El nombre del evento es demasiado largo`,
  [c.REASON_REQUIRED]: msg`Indica el motivo`,
  [c.REASON_TOO_LONG]: msg`El motivo es demasiado largo`,
  [c.BAD_CUTOFF]: msg`Elige una hora entre 0 y 12`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
