// Readable, translated names of the server's job kinds (server/job-kinds.ts) and states. A kind
// without a name here shows as it is: a kind added by a later release is never hidden.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JobStateDto } from '../../contract/jobs';

const KINDS: Record<string, MessageDescriptor> = {
  'notification.push': msg`Aviso al teléfono`,
  'night-alerts.check': msg`Revisión de alertas de la noche`,
  'maintenance.housekeeping': msg`Limpieza de registros vencidos`,
  'maintenance.statistics': msg`Estadísticas de la base de datos`,
  'einvoice.authorize': msg`Autorización de factura electrónica`,
  'einvoice.params': msg`Tablas de códigos de AFIP`,
  'einvoice.certificate-check': msg`Vencimiento del certificado de AFIP`,
};

const STATES: Record<JobStateDto, MessageDescriptor> = {
  created: msg`En espera`,
  retry: msg`Esperando reintento`,
  active: msg`En curso`,
  failed: msg`Fallido`,
};

export function kindLabel(i18n: I18n, kind: string): string {
  const known = KINDS[kind];
  return known ? i18n._(known) : kind;
}

export function stateLabel(i18n: I18n, state: JobStateDto): string {
  return i18n._(STATES[state]);
}

/** The badge colour of a state: failed ones stand out, retries warn. */
export const STATE_PALETTE: Record<JobStateDto, string> = {
  created: 'gray',
  retry: 'orange',
  active: 'blue',
  failed: 'red',
};
