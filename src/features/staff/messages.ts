// The Spanish messages of the staff contract (src/contract/staff.ts) as Lingui descriptors, and
// the labels of a user's status: the contract cannot depend on Lingui, so forms translate its
// validation messages here, at display time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as s from '../../contract/staff';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  [s.ST_EMAIL_REQUIRED]: msg`El correo es obligatorio`,
  [s.ST_TEXT_TOO_LONG]: msg`El texto es demasiado largo`,
  [s.ST_BAD_URL]: msg`La dirección debe empezar con https://`,
  [s.ST_BAD_VENUES]: msg`Elige al menos un local`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = MESSAGES[message];
  return known ? i18n._(known) : translateKnownMessage(i18n, message);
}

const STATUS: Record<s.StaffStatus, MessageDescriptor> = {
  active: msg`Activo`,
  inactive: msg`Desactivado`,
  locked: msg`Bloqueado`,
  invited: msg`Invitado`,
};
export const statusLabel = (i18n: I18n, status: s.StaffStatus) => i18n._(STATUS[status]);
export const STATUS_PALETTE: Record<s.StaffStatus, string> = {
  active: 'green',
  inactive: 'gray',
  locked: 'red',
  invited: 'blue',
};
