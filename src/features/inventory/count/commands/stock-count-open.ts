// 'stockCount.open' on this device: the count shows at once as open (offline too).
import { msg } from '@lingui/core/macro';
import { registerCommand, shortId } from '../../../../lib/sync/command-registry';
import { putOverlay } from '../../../../lib/sync/overlay';
import { stockCountOpen } from './stock-count-open.contract';

export const stockCountOpenCommand = registerCommand(stockCountOpen, {
  title: msg`Abrir un conteo de stock`,
  details: (i18n, { locationId }, names) => {
    const location = names.locationName ?? shortId(locationId);
    return [i18n._(msg`Lugar: ${location}`)];
  },
  names: async (db, { locationId }) => {
    const location = await db.stockLocations.get(locationId);
    return location ? { locationName: location.name } : {};
  },
  effect: {
    tables: (db) => [db.stockCounts],
    async apply(db, { countId, locationId, scope, startedAt }, { createdAt }) {
      if (await db.stockCounts.get(countId)) return;
      await putOverlay(db.stockCounts, undefined, {
        id: countId,
        version: 0,
        locationId,
        scope: scope ?? 'spot',
        status: 'open',
        startedAt: startedAt ?? createdAt,
      });
    },
  },
});
