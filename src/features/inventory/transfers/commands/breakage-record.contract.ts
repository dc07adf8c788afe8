// 'breakage.record': goods broken (remitos/roto), recorded offline. The id is chosen on the device
// so a resend never breaks the same bottle twice; `at` is when it broke (the server never takes a
// time in the future). Recorded by the holders of 420 (inventory movements, the guard of
// remitos/roto).
import * as v from 'valibot';
import { goodsQuantityField, isoDateTimeField, uuidField } from '../../../../contract/command-fields';
import { defineCommand } from '../../../../contract/sync';

const OTHER_BREAKAGE = 'Ya existe una rotura con ese identificador';

export const breakageRecord = defineCommand({
  name: 'breakage.record',
  args: v.strictObject({
    breakageId: uuidField,
    locationId: uuidField,
    goodId: uuidField,
    quantity: v.pipe(goodsQuantityField, v.gtValue(0, 'La cantidad debe ser mayor que cero')),
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('El motivo es obligatorio'),
      v.maxLength(200, 'El motivo es demasiado largo'),
    ),
    at: isoDateTimeField,
    nightId: v.optional(uuidField),
  }),
  codes: ['420'],
  lane: (a) => `breakage:${a.breakageId}`,
  result: v.object({ breakageId: v.string(), at: v.string(), nightId: v.nullable(v.string()) }),
  refusals: { otherBreakage: OTHER_BREAKAGE },
});
