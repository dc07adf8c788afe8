// 'stockCount.submit': the count is done; the server applies it (adjustments, or held lines and
// recount tasks). A count already applied answers the same and adjusts nothing.
import * as v from 'valibot';
import { uuidField } from '../../../../contract/command-fields';
import { defineCommand } from '../../../../contract/sync';
import { COUNT_CODES, stockCountLane } from './stock-count-open.contract';

export const stockCountSubmit = defineCommand({
  name: 'stockCount.submit',
  args: v.strictObject({ countId: uuidField }),
  codes: COUNT_CODES,
  lane: (a) => stockCountLane(a.countId),
  result: v.object({ countId: v.string(), status: v.string() }),
  refusals: {},
});
