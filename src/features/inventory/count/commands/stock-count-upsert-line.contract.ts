// 'stockCount.upsertLine': one good counted in an open count. The line counted last wins on every
// device and on the server, whatever order the commands arrive in.
import * as v from 'valibot';
import { goodsQuantityField, isoDateTimeField, uuidField, weighedGramsField } from '../../../../contract/command-fields';
import { defineCommand } from '../../../../contract/sync';
import { COUNT_CODES, stockCountLane } from './stock-count-open.contract';

const COUNT_NOT_OPEN = 'El conteo ya fue enviado';

export const stockCountUpsertLine = defineCommand({
  name: 'stockCount.upsertLine',
  args: v.strictObject({
    countId: uuidField,
    goodId: uuidField,
    quantity: goodsQuantityField,
    countedAt: isoDateTimeField,
    weighedGrams: v.optional(weighedGramsField),
  }),
  codes: COUNT_CODES,
  lane: (a) => stockCountLane(a.countId),
  result: v.object({ lineId: v.string(), countedQuantity: v.number(), countedAt: v.string() }),
  refusals: { countNotOpen: COUNT_NOT_OPEN },
});
