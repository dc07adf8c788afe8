// 'freeEntry.checkIn': a guest (or part of a party) let in at the door (entradagratis, 102),
// possibly offline. `checkInId` is chosen on the device so its local effect is shown once however
// often it is re-applied; `at` is when they came in (the cutoff time is checked against it, never
// a time in the future). The rules themselves are shared: src/contract/free-entry.ts.
import * as v from 'valibot';
import { isoDateTimeField, uuidField } from '../../../contract/command-fields';
import { FREE_ENTRY_CODES, partySizeSchema } from '../../../contract/free-entry';
import { defineCommand } from '../../../contract/sync';

const CHECK_IN_ELSEWHERE = 'Ese ingreso ya se registró en otra entrada';

export const freeEntryCheckIn = defineCommand({
  name: 'freeEntry.checkIn',
  args: v.strictObject({
    checkInId: uuidField,
    entryId: uuidField,
    people: partySizeSchema,
    at: isoDateTimeField,
  }),
  codes: FREE_ENTRY_CODES,
  // One lane per guest entry: the check-ins of one party from one device keep their order.
  lane: (a) => `freeEntry:${a.entryId}`,
  result: v.object({ entryId: v.string(), arrived: v.number(), people: v.number(), status: v.string() }),
  refusals: { checkInElsewhere: CHECK_IN_ELSEWHERE },
});
