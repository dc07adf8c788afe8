// 'kitchenOrder.addLines' on this device. The waiter screen shows what this device queued and the
// server has not confirmed from the outbox (lane `kitchenOrder:<table>`), beside the order the
// server answered, so there is no replica change to make here.
import { msg } from '@lingui/core/macro';
import { registerCommand, shortId } from '../../../lib/sync/command-registry';
import { kitchenAddLinesContract } from './kitchen-order-add-lines.contract';

export const kitchenAddLinesCommand = registerCommand(kitchenAddLinesContract, {
  title: msg`Enviar una comanda`,
  details: (i18n, args) => {
    const table = shortId(args.tableId);
    const lines = Array.isArray(args.lines) ? args.lines.length : 0;
    return [i18n._(msg`Mesa: ${table}`), i18n._(msg`Líneas: ${lines}`)];
  },
});
