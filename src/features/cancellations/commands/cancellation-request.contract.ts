// 'cancellation.request': a cashier asks to cancel a sale, possibly offline. Asked by a supervisor
// (107, who may also decide other people's requests) or a POS cashier (141); deciding stays with
// 107, online, and the approver must not be the requester.
import * as v from 'valibot';
import { REQUEST_CODES } from '../../../contract/cancellations';
import { uuidField } from '../../../contract/command-fields';
import { defineCommand } from '../../../contract/sync';

const SALE_MISSING = 'La venta no existe';
const OTHER_REQUEST = 'Ya existe una solicitud con ese identificador';
const SALE_CANCELLED = 'La venta ya está anulada';
const ALREADY_PENDING = 'La venta ya tiene una solicitud de anulación pendiente';

export const cancellationRequest = defineCommand({
  name: 'cancellation.request',
  args: v.strictObject({
    requestId: uuidField,
    saleId: uuidField,
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('El motivo es obligatorio'),
      v.maxLength(500, 'El motivo es demasiado largo'),
    ),
  }),
  codes: REQUEST_CODES,
  lane: (a) => `cancellation:${a.requestId}`,
  result: v.object({ requestId: v.string(), status: v.string() }),
  refusals: {
    saleMissing: SALE_MISSING,
    otherRequest: OTHER_REQUEST,
    saleCancelled: SALE_CANCELLED,
    alreadyPending: ALREADY_PENDING,
  },
});
