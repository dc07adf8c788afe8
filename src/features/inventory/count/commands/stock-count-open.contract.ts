// 'stockCount.open': a count of one warehouse or bar opened on a device, possibly offline. The
// count's id is chosen on the device, so opening the same count twice opens it once. `scope`: a
// spot count adjusts only the goods it lists, a full one treats the rest as 0 (default spot).
import * as v from 'valibot';
import { isoDateTimeField, uuidField } from '../../../../contract/command-fields';
import { defineCommand } from '../../../../contract/sync';

/**
 * Whoever may count stock: the holders of 103 (stock ideal, the guard of the count screen) or 420
 * (inventory movements). The same for the three count commands.
 */
export const COUNT_CODES = ['103', '420'] as const;

/** One lane per count: its open, lines and submit keep their order; counts never wait on each other. */
export function stockCountLane(countId: string): string {
  return `stockCount:${countId}`;
}

const OTHER_COUNT = 'Ya existe un conteo con ese identificador';

export const stockCountOpen = defineCommand({
  name: 'stockCount.open',
  args: v.strictObject({
    countId: uuidField,
    locationId: uuidField,
    scope: v.optional(v.picklist(['full', 'spot'], 'El tipo de conteo no es válido')),
    /** When the count was opened on the device (the server's time for commands that lack it). */
    startedAt: v.optional(isoDateTimeField),
  }),
  codes: COUNT_CODES,
  lane: (a) => stockCountLane(a.countId),
  result: v.object({ countId: v.string(), status: v.string() }),
  refusals: { otherCount: OTHER_COUNT },
});
