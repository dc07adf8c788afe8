// 'kitchenOrder.addLines': a waiter adds lines to a table's order (comanda), possibly offline. The
// order's id and each line's id are chosen on the device, so a resend (a reload, a reconnect, the
// same command under another id) adds nothing twice; when the table already has an open order for
// the night, the lines go to that order — a second phone never opens a parallel copy. The server
// prices each line (the area's price list plus the modifiers' deltas) and routes it to the menu
// item's station. What an order is: src/contract/resto-orders.ts.
import * as v from 'valibot';
import { isoDateTimeField, uuidField } from '../../../contract/command-fields';
import { orderLineInputSchema } from '../../../contract/resto-orders';
import { defineCommand } from '../../../contract/sync';

export const kitchenAddLinesContract = defineCommand({
  name: 'kitchenOrder.addLines',
  args: v.strictObject({
    orderId: uuidField,
    tableId: uuidField,
    lines: v.pipe(
      v.array(orderLineInputSchema),
      v.minLength(1, 'La comanda no tiene líneas'),
      v.maxLength(60, 'La comanda tiene demasiadas líneas'),
      v.check((ls) => new Set(ls.map((l) => l.id)).size === ls.length, 'Hay líneas repetidas en la comanda'),
    ),
    /** When the waiter sent it (a clock ahead is clamped to the server's). */
    at: isoDateTimeField,
  }),
  codes: ['313', '659'],
  lane: (a) => `kitchenOrder:${a.tableId}`,
  result: v.object({ orderId: v.string(), nightId: v.string(), lineIds: v.array(v.string()) }),
  refusals: {
    tableMissing: 'La mesa no existe',
    noPriceList: 'El área de la mesa no tiene lista de precios',
    notOnMenu: 'Un producto de la comanda no está en el menú',
    noPrice: 'Un producto de la comanda no tiene precio en la lista del área',
    badModifier: 'Un modificador no corresponde al plato',
    noNight: 'No hay una noche en curso',
    otherLine: 'Ya existe una línea con ese identificador en otra mesa',
  },
});
