// 'breakage.record' on this device. Breakages are not replicated (nothing to overlay): the
// breakage screen lists the queued ones from the outbox itself, and stock levels follow once the
// server applied them and they are pulled.
import { msg } from '@lingui/core/macro';
import { argText, registerCommand, shortId } from '../../../../lib/sync/command-registry';
import { formatCount } from '../../../../lib/sync/sync-text';
import { breakageRecord } from './breakage-record.contract';

export const breakageRecordCommand = registerCommand(breakageRecord, {
  title: msg`Registrar una rotura`,
  details: (i18n, args, names) => {
    const good = names.goodName ?? shortId(args.goodId);
    const location = names.locationName ?? shortId(args.locationId);
    const quantity = typeof args.quantity === 'number' ? formatCount(i18n, args.quantity) : '-';
    const reason = argText(args.reason) ?? '-';
    return [
      i18n._(msg`Mercadería: ${good}`),
      i18n._(msg`Lugar: ${location}`),
      i18n._(msg`Cantidad: ${quantity}`),
      i18n._(msg`Motivo: ${reason}`),
    ];
  },
  names: async (db, { goodId, locationId }) => {
    const [good, location] = await Promise.all([db.goods.get(goodId), db.stockLocations.get(locationId)]);
    return { ...(good ? { goodName: good.name } : {}), ...(location ? { locationName: location.name } : {}) };
  },
});
