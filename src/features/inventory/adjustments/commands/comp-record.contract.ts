// 'comp.record': a comp (cortesía) recorded at the back-office, possibly offline. The id is chosen
// on the device so a resend never gives the same drink twice; `at` is when it was given (never a
// time in the future). A comp consumes stock like breakage, so the same code records it (420,
// inventory movements; SPEC §6 has no code of its own). What a comp is: src/contract/comps.ts.
import * as v from 'valibot';
import { isoDateTimeField, uuidField } from '../../../../contract/command-fields';
import { compQuantitySchema, compReasonSchema, MAX_COMP_NOTE } from '../../../../contract/comps';
import { defineCommand } from '../../../../contract/sync';

const PRODUCT_MISSING = 'El producto no existe';
const NIGHT_MISSING = 'No hay una noche para la fecha de la cortesía';
const OTHER_COMP = 'Ya existe una cortesía con ese identificador';

export const compRecord = defineCommand({
  name: 'comp.record',
  args: v.strictObject({
    compId: uuidField,
    locationId: uuidField,
    productId: uuidField,
    quantity: compQuantitySchema,
    reason: compReasonSchema,
    authorisedBy: uuidField,
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_COMP_NOTE, 'La nota es demasiado larga'))),
    at: isoDateTimeField,
    nightId: v.optional(uuidField),
  }),
  codes: ['420'],
  lane: (a) => `comp:${a.compId}`,
  result: v.object({ compId: v.string(), at: v.string(), nightId: v.string() }),
  refusals: { productMissing: PRODUCT_MISSING, nightMissing: NIGHT_MISSING, otherComp: OTHER_COMP },
});
