// The Spanish messages of the venue-settings contract (src/contract/venue-settings.ts, and the
// bounds it shares with the VIP and night settings) as Lingui descriptors, translated at display
// time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateKnownMessage } from '../../lib/i18n/known-messages';

const MESSAGES: Record<string, MessageDescriptor> = {
  'La longitud mínima debe estar entre 8 y 64 caracteres': msg`La longitud mínima debe estar entre 8 y 64 caracteres`,
  'La duración de la sesión debe estar entre 1 y 24 horas': msg`La duración de la sesión debe estar entre 1 y 24 horas`,
  'Debe estar entre 1 y 1440 minutos': msg`Debe estar entre 1 y 1440 minutos`,
  'La hora de corte debe ser un número entero entre 0 y 12': msg`La hora de corte debe ser un número entero entre 0 y 12`,
  'La razón social es obligatoria': msg`La razón social es obligatoria`,
  'El CUIT es obligatorio': msg`El CUIT es obligatorio`,
  'El CUIT no es válido': msg`El CUIT no es válido`,
  'La zona horaria no es válida': msg`La zona horaria no es válida`,
  'La moneda debe ser un código de 3 letras (ARS)': msg`La moneda debe ser un código de 3 letras (ARS)`,
  'La dirección no es válida': msg`La dirección no es válida`,
  'El valor no es válido': msg`El valor no es válido`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
