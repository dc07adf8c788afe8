// The Spanish messages of src/contract/free-entry.ts (it has no Lingui), translated at display time.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  'El documento debe tener entre 6 y 10 dígitos': msg`El documento debe tener entre 6 y 10 dígitos`,
  'La hora límite no es válida': msg`La hora límite no es válida`,
  'El nombre del invitado es obligatorio': msg`El nombre del invitado es obligatorio`,
  'El nombre del invitado es demasiado largo': msg`El nombre del invitado es demasiado largo`,
  'El promotor es obligatorio': msg`El promotor es obligatorio`,
  'El nombre del promotor es demasiado largo': msg`El nombre del promotor es demasiado largo`,
  'La cantidad de personas no es válida': msg`La cantidad de personas no es válida`,
  'La cantidad de personas debe estar entre 1 y 50': msg`La cantidad de personas debe estar entre 1 y 50`,
};

export function freeEntryMessage(i18n: I18n, message: string): string {
  const known = MESSAGES[message];
  return known ? i18n._(known) : translateKnownMessage(i18n, message);
}
