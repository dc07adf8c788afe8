// 'goodsReceipt.record' on this device. Receipts are not replicated (nothing to overlay): the
// receiving screen lists the queued ones from the outbox, and stock levels follow once the server
// applied them and they are pulled.
import { msg } from '@lingui/core/macro';
import { registerCommand, shortId } from '../../../../lib/sync/command-registry';
import { formatCount } from '../../../../lib/sync/sync-text';
import { goodsReceiptRecord } from './goods-receipt-record.contract';

export const goodsReceiptRecordCommand = registerCommand(goodsReceiptRecord, {
  title: msg`Recibir mercadería de un proveedor`,
  details: (i18n, args, names) => {
    const location = names.locationName ?? shortId(args.locationId);
    const lines = Array.isArray(args.lines) ? args.lines.length : 0;
    const count = formatCount(i18n, lines);
    return [i18n._(msg`Lugar: ${location}`), i18n._(msg`Líneas: ${count}`)];
  },
  names: async (db, { locationId }) => {
    const location = await db.stockLocations.get(locationId);
    return location ? { locationName: location.name } : {};
  },
});
