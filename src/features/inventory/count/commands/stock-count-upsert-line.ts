// 'stockCount.upsertLine' on this device: the counted line shows at once, the line counted last
// winning as on the server.
import { msg } from '@lingui/core/macro';
import { uuidv7 } from '../../../../contract/uuid';
import type { StockCountLineRow } from '../../../../lib/db/noctua-db';
import { fDateTime } from '../../../../lib/format-date';
import { argText, registerCommand, shortId } from '../../../../lib/sync/command-registry';
import { baseRow, putOverlay } from '../../../../lib/sync/overlay';
import { formatCount } from '../../../../lib/sync/sync-text';
import { stockCountUpsertLine } from './stock-count-upsert-line.contract';

export const stockCountUpsertLineCommand = registerCommand(stockCountUpsertLine, {
  title: msg`Cargar una línea de conteo`,
  details: (i18n, args, names) => {
    const good = names.goodName ?? shortId(args.goodId);
    const quantity = typeof args.quantity === 'number' ? formatCount(i18n, args.quantity) : '-';
    const countedAt = fDateTime(argText(args.countedAt), i18n);
    return [i18n._(msg`Mercadería: ${good}`), i18n._(msg`Cantidad: ${quantity}`), i18n._(msg`Contado el ${countedAt}`)];
  },
  names: async (db, { goodId }) => {
    const good = await db.goods.get(goodId);
    return good ? { goodName: good.name } : {};
  },
  effect: {
    tables: (db) => [db.stockCountLines],
    async apply(db, { countId, goodId, quantity, countedAt, weighedGrams }) {
      const existing = await db.stockCountLines.where('[stockCountId+goodId]').equals([countId, goodId]).first();
      // As on the server: the line counted last wins, whatever order the commands arrive in.
      if (existing && existing.countedAt > countedAt) return;
      const base = existing && baseRow(existing);
      const next: StockCountLineRow = {
        ...base,
        id: existing?.id ?? uuidv7(),
        version: existing?.version ?? 0,
        stockCountId: countId,
        goodId,
        countedQuantity: quantity,
        countedAt,
      };
      // As on the server, the grams are the last command's (none: null) — written only when there
      // are some or the row already has the field, so a row the server sent without it still matches.
      if (weighedGrams !== undefined || (base && base.weighedGrams !== undefined)) next.weighedGrams = weighedGrams ?? null;
      await putOverlay(db.stockCountLines, existing, next);
    },
  },
});
