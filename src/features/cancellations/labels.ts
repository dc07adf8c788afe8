// Words and colours of the cancellation screens for the contract's codes (request statuses, sale
// payments, why a decision is not possible), as message descriptors translated where they show.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CancellationStatus, DecideBlock } from '../../contract/cancellations';

/** The privilege that decides cancellations (DECIDE_CODES), named in BLOCK_REASONS['no-privilege']. */
export const DECIDE_PERMISSION = '107';

export const STATUS_LABELS: Record<CancellationStatus, MessageDescriptor> = {
  pending: msg`Pendiente`,
  approved: msg`Aprobada`,
  rejected: msg`Rechazada`,
};
export const STATUS_COLORS: Record<CancellationStatus, string> = { pending: 'orange', approved: 'green', rejected: 'red' };

export { PAYMENT_LABELS } from '../../lib/i18n/sale-labels';

export const BLOCK_REASONS: Record<DecideBlock, MessageDescriptor> = {
  // {permission}: the privilege's name in the reader's language (DECIDE_PERMISSION), never its code.
  'no-privilege': msg({ message: 'Aprueban o rechazan anulaciones los usuarios con el permiso «{permission}».' }),
  'own-request': msg`No puede decidir su propia solicitud.`,
  'not-pending': msg`La solicitud ya fue decidida.`,
  offline: msg`Sin conexión: aprobar o rechazar necesita internet.`,
};
