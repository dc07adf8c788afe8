// 'goodsReceipt.record': a supplier delivery received at the warehouse door on a tablet that may be
// offline (issue 38). The receipt's id is chosen on the device, so a resend under another command id
// answers the same receipt and books nothing twice. Against an order (its lines say what was
// expected) or without one (then a reason is required). Per good: whole cases (× the pack) and loose
// units go into stock; damaged units are noted and not booked. Recorded by the holders of 423.
import * as v from 'valibot';
import { isoDateTimeField, uuidField } from '../../../../contract/command-fields';
import { trimmedText, wholeNumber } from '../../../../contract/common';
import { MAX_PURCHASE_LINES, receiptQuantityField } from '../../../../contract/purchasing';
import { defineCommand } from '../../../../contract/sync';

export const goodsReceiptRecord = defineCommand({
  name: 'goodsReceipt.record',
  args: v.pipe(
    v.strictObject({
      receiptId: uuidField,
      orderId: v.optional(v.nullable(uuidField)),
      /** Required without an order (the order says whose delivery it is). */
      supplierId: v.optional(v.nullable(uuidField)),
      locationId: uuidField,
      reason: v.optional(trimmedText(200, 'El motivo es demasiado largo'), ''),
      note: v.optional(trimmedText(500, 'La nota es demasiado larga'), ''),
      at: isoDateTimeField,
      lines: v.pipe(
        v.array(
          v.strictObject({
            goodId: uuidField,
            cases: v.optional(wholeNumber(0, 10_000, 'Los bultos deben ser un número entero entre 0 y 10000'), 0),
            units: v.optional(receiptQuantityField, 0),
            damaged: v.optional(receiptQuantityField, 0),
            note: v.optional(trimmedText(200, 'La nota es demasiado larga'), ''),
          }),
        ),
        v.minLength(1, 'La recepción necesita al menos una línea'),
        v.maxLength(MAX_PURCHASE_LINES, 'Hay demasiadas líneas'),
        v.check((ls) => new Set(ls.map((l) => l.goodId)).size === ls.length, 'Cada mercadería puede aparecer una sola vez'),
      ),
    }),
    v.check((a) => Boolean(a.orderId) || a.reason.length > 0, 'Una recepción sin orden de compra necesita un motivo'),
    v.check((a) => Boolean(a.orderId) || Boolean(a.supplierId), 'Indica el proveedor de la recepción'),
  ),
  codes: ['423'],
  lane: (a) => `goodsReceipt:${a.receiptId}`,
  result: v.object({ receiptId: v.string(), number: v.number(), hasDifferences: v.boolean() }),
  refusals: {
    otherReceipt: 'Ya existe una recepción con ese identificador',
    orderClosed: 'La orden de compra ya fue recibida o cancelada',
    orderDraft: 'La orden de compra todavía no fue enviada al proveedor',
    orderNotFound: 'La orden de compra no existe',
    supplierNotFound: 'El proveedor no existe',
  },
});
