// 'cancellation.request' on this device: the request shows at once as pending (offline too).
import { msg } from '@lingui/core/macro';
import { argText, registerCommand } from '../../../lib/sync/command-registry';
import { putOverlay } from '../../../lib/sync/overlay';
import { cancellationRequest } from './cancellation-request.contract';

export const cancellationRequestCommand = registerCommand(cancellationRequest, {
  title: msg`Pedir una anulación`,
  details: (i18n, args) => {
    const reason = argText(args.reason) ?? '-';
    return [i18n._(msg`Motivo: ${reason}`)];
  },
  effect: {
    tables: (db) => [db.cancellationRequests],
    async apply(db, { requestId, saleId, reason }, { createdAt }) {
      if (await db.cancellationRequests.get(requestId)) return;
      await putOverlay(db.cancellationRequests, undefined, {
        id: requestId,
        version: 0,
        saleId,
        reason,
        status: 'pending',
        createdAt,
      });
    },
  },
});
