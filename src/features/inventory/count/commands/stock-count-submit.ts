// 'stockCount.submit' on this device: the count shows at once as submitted.
import { msg } from '@lingui/core/macro';
import { registerCommand } from '../../../../lib/sync/command-registry';
import { baseRow, putOverlay } from '../../../../lib/sync/overlay';
import { stockCountSubmit } from './stock-count-submit.contract';

export const stockCountSubmitCommand = registerCommand(stockCountSubmit, {
  title: msg`Enviar un conteo de stock`,
  effect: {
    tables: (db) => [db.stockCounts],
    async apply(db, { countId }, { createdAt }) {
      const count = await db.stockCounts.get(countId);
      if (count?.status !== 'open') return;
      await putOverlay(db.stockCounts, count, { ...baseRow(count), status: 'submitted', submittedAt: createdAt });
    },
  },
});
