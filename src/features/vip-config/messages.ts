// The Spanish messages of the VIP configuration contract (src/contract/vip.ts) as Lingui
// descriptors: the contract cannot depend on Lingui, so the forms translate its validation
// messages here, at display time. Server answers arrive already translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CREDIT_OFF_NEEDS_ZERO_LIMIT } from '../../contract/vip-config';
import { translateKnownMessage } from '../../lib/i18n/known-messages';
import { DUPLICATE_NAME } from './card-type-form';

const MESSAGES: Record<string, MessageDescriptor> = {
  'El nombre es obligatorio': msg`Indica un nombre`,
  'El nombre es demasiado largo': msg`El nombre es demasiado largo`,
  'El descuento no es válido': msg`El descuento no es válido`,
  'El descuento debe estar entre 0 y 100': msg`El descuento debe estar entre 0 y 100`,
  'El descuento admite hasta 2 decimales': msg`El descuento admite hasta 2 decimales`,
  'El importe no es válido': msg`Indica un importe de 0 o más`,
  'El importe es demasiado grande': msg`El importe es demasiado grande`,
  'El color no es válido': msg`Indica un color como #f97316`,
  'El texto es demasiado largo': msg`El texto es demasiado largo`,
  'El valor no es válido': msg`Indica un número entero de minutos`,
  'Debe estar entre 1 y 1440 minutos': msg`Debe estar entre 1 y 1440 minutos`,
  [CREDIT_OFF_NEEDS_ZERO_LIMIT]: msg`Un tipo sin crédito debe tener límite de crédito 0`,
  [DUPLICATE_NAME]: msg`Ya existe un tipo de tarjeta con ese nombre`,
};

/** A contract message in the interface language (unknown texts pass through unchanged). */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const descriptor = MESSAGES[message];
  return descriptor ? i18n._(descriptor) : translateKnownMessage(i18n, message);
}
