// 'comp.record' on this device. Comps are not replicated (nothing to overlay): the comp screen
// lists the queued ones from the outbox.
import { msg } from '@lingui/core/macro';
import { compReasonLabel } from '../../../../lib/i18n/comp-reasons';
import { argText, registerCommand, shortId } from '../../../../lib/sync/command-registry';
import { formatCount } from '../../../../lib/sync/sync-text';
import { compRecord } from './comp-record.contract';

export const compRecordCommand = registerCommand(compRecord, {
  title: msg`Registrar una cortesía`,
  details: (i18n, args, names) => {
    const location = names.locationName ?? shortId(args.locationId);
    const quantity = typeof args.quantity === 'number' ? formatCount(i18n, args.quantity) : '-';
    const reason = compReasonLabel(i18n, argText(args.reason) ?? '-');
    return [i18n._(msg`Lugar: ${location}`), i18n._(msg`Cantidad: ${quantity}`), i18n._(msg`Motivo: ${reason}`)];
  },
  names: async (db, { locationId }) => {
    const location = await db.stockLocations.get(locationId);
    return location ? { locationName: location.name } : {};
  },
});
