// Words and colours for the codes of the satélite screen: terminal status, key state, event kind,
// point-of-sale kind, and the create form's validation messages (the contract cannot use Lingui).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KeyState, TerminalEventKind, TerminalStatus } from '../../contract/satelite';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

export const STATUS_LABELS: Record<TerminalStatus, MessageDescriptor> = {
  online: msg`En línea`,
  idle: msg`Inactiva`,
  offline: msg`Desconectada`,
  never: msg`Nunca conectada`,
};
export const STATUS_COLORS: Record<TerminalStatus, string> = { online: 'green', idle: 'yellow', offline: 'red', never: 'gray' };
export const STATUS_HELP: Record<TerminalStatus, MessageDescriptor> = {
  online: msg`Envió datos hace menos de 2 minutos`,
  idle: msg`Sin datos desde hace entre 2 y 30 minutos`,
  offline: msg`Sin datos desde hace más de 30 minutos`,
  never: msg`Todavía no envió datos`,
};

export const KEY_LABELS: Record<KeyState, MessageDescriptor> = {
  active: msg`Clave activa`,
  revoked: msg`Clave revocada`,
  none: msg`Sin clave`,
};
export const KEY_COLORS: Record<KeyState, string> = { active: 'green', revoked: 'red', none: 'gray' };

export const EVENT_LABELS: Record<TerminalEventKind, MessageDescriptor> = {
  sign_in: msg`Inicio de sesión`,
  sign_out: msg`Cierre de sesión`,
  sync: msg`Sincronización`,
  error: msg`Error`,
  batch: msg`Lote de ventas`,
};
export const EVENT_COLORS: Record<TerminalEventKind, string> = {
  sign_in: 'blue',
  sign_out: 'gray',
  sync: 'teal',
  error: 'red',
  batch: 'purple',
};

export { POS_KIND_LABELS } from '../../lib/i18n/sale-labels';

const FORM_MESSAGES: Record<string, MessageDescriptor> = {
  'Elige un punto de venta': msg`Elige un punto de venta`,
  'El nombre es obligatorio': msg`El nombre es obligatorio`,
  'El nombre admite como máximo 80 caracteres': msg`El nombre admite como máximo 80 caracteres`,
  'El identificador del dispositivo es obligatorio': msg`El identificador del dispositivo es obligatorio`,
  'El identificador del dispositivo admite como máximo 120 caracteres': msg`El identificador del dispositivo admite como máximo 120 caracteres`,
};

export function translateFormMessage(i18n: I18n, message: string): string {
  const descriptor = FORM_MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
