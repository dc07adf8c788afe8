// Texts that reach the screen as plain Spanish strings rather than through a macro: the
// validation messages of the shared contract (src/contract) and the HTTP client's fallback.
// The contract cannot depend on Lingui, so they are translated here, at display time.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const KNOWN: Record<string, MessageDescriptor> = {
  'El usuario es obligatorio': msg`El usuario es obligatorio`,
  'La contraseña es obligatoria': msg`La contraseña es obligatoria`,
  'La contraseña debe tener al menos 8 caracteres': msg`La contraseña debe tener al menos 8 caracteres`,
  'La contraseña es demasiado larga': msg`La contraseña es demasiado larga`,
  'La contraseña no puede ser solo números': msg`La contraseña no puede ser solo números`,
  'Las contraseñas no coinciden': msg`Las contraseñas no coinciden`,
  'El correo no es válido': msg`El correo no es válido`,
  'El nombre es obligatorio': msg`El nombre es obligatorio`,
  'El apellido es obligatorio': msg`El apellido es obligatorio`,
  'El nombre visible es obligatorio': msg`El nombre visible es obligatorio`,
  'El teléfono no es válido': msg`El teléfono no es válido`,
  'El texto es demasiado largo': msg`El texto es demasiado largo`,
  'La fecha debe estar entre el año 2000 y el 2100': msg`La fecha debe estar entre el año 2000 y el 2100`,
  'Something went wrong': msg`Something went wrong`,
};

/** The message in the active language when it is a known one; otherwise unchanged. */
export function translateKnownMessage(i18n: I18n, message: string): string;
export function translateKnownMessage(i18n: I18n, message: string | undefined): string | undefined;
export function translateKnownMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = KNOWN[message];
  return descriptor ? i18n._(descriptor) : message;
}
