// Purchasing (issue 38) as it travels between the app and /api/compras (server/routes/compras/):
// suppliers and what they sell, purchase orders, goods receipts (recorded offline by the
// 'goodsReceipt.record' command, src/features/inventory/purchasing/commands/), supplier invoices, returns
// to suppliers and the history of a good's unit cost. Costing: docs/decisions/0009-purchase-costs.md.
import * as v from 'valibot';
import { uuidField } from './command-fields';
import { idNameSchema, integerAnswer, requiredText, stringOrNull, trimmedText, wholeNumber } from './common';
import { goodUnitSchema } from './inventory-catalogue';
import { dateOnlySchema, positiveQuantitySchema, receivedQuantitySchema } from './inventory-transfers';

export const ORDER_STATUSES = ['draft', 'sent', 'partial', 'received', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const COST_METHODS = ['average', 'last'] as const;
export type CostMethod = (typeof COST_METHODS)[number];
export const REVALUATION_REASONS = ['receipt', 'invoice', 'invoice_cancel', 'manual', 'booking'] as const;
export type RevaluationReason = (typeof REVALUATION_REASONS)[number];

export const MAX_PURCHASE_LINES = 300;
/** The most a unit may cost: $ 100.000.000,00. */
export const MAX_UNIT_PRICE = 10_000_000_000;

const NOTE_TOO_LONG = 'La nota es demasiado larga';
const BAD_PRICE = 'El precio debe ser un número entero de centavos, de 0 en adelante';
const NO_LINES = 'La orden necesita al menos una línea';
const TOO_MANY_LINES = 'Hay demasiadas líneas';
const REPEATED_GOOD = 'Cada mercadería puede aparecer una sola vez';

/** Cents per unit of a good: a whole number from 0. */
export const unitPriceField = wholeNumber(0, MAX_UNIT_PRICE, BAD_PRICE);
/** Units in a supplier's case: 1 (sold by the unit) to 1000. */
export const packSizeField = wholeNumber(1, 1000, 'El tamaño del bulto debe ser un número entero entre 1 y 1000');

const uniqueGoods = <T extends { goodId: string }>(lines: T[]) => new Set(lines.map((l) => l.goodId)).size === lines.length;
const linesOf = <S extends v.GenericSchema<{ goodId: string }>>(line: S) =>
  v.pipe(
    v.array(line),
    v.minLength(1, NO_LINES),
    v.maxLength(MAX_PURCHASE_LINES, TOO_MANY_LINES),
    v.check(uniqueGoods, REPEATED_GOOD),
  );

// ───────────────────────────── Suppliers ─────────────────────────────

export const supplierGoodBodySchema = v.object({
  goodId: uuidField,
  packSize: packSizeField,
  /** Agreed price per unit, when known (invoices update it). */
  lastPrice: v.optional(v.nullable(unitPriceField)),
});

export const supplierBodySchema = v.object({
  name: requiredText('El nombre del proveedor es obligatorio', 120, 'El nombre es demasiado largo'),
  taxId: v.optional(trimmedText(20, 'El CUIT es demasiado largo'), ''),
  contact: v.optional(trimmedText(120, 'El contacto es demasiado largo'), ''),
  phone: v.optional(trimmedText(40, 'El teléfono es demasiado largo'), ''),
  email: v.optional(
    v.pipe(
      trimmedText(160, 'El correo es demasiado largo'),
      v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'El correo no es válido'),
    ),
    '',
  ),
  leadTimeDays: v.optional(wholeNumber(0, 365, 'La demora debe ser un número entero de días entre 0 y 365'), 1),
  note: v.optional(trimmedText(500, NOTE_TOO_LONG), ''),
  active: v.optional(v.boolean(), true),
  goods: v.optional(
    v.pipe(v.array(supplierGoodBodySchema), v.maxLength(MAX_PURCHASE_LINES, TOO_MANY_LINES), v.check(uniqueGoods, REPEATED_GOOD)),
    [],
  ),
});
export type SupplierBody = v.InferInput<typeof supplierBodySchema>;

export const supplierGoodSchema = v.object({
  goodId: v.string(),
  sku: v.string(),
  name: v.string(),
  unit: goodUnitSchema,
  packSize: integerAnswer,
  lastPrice: v.nullable(integerAnswer),
  lastPriceAt: stringOrNull,
});
export const supplierSchema = v.object({
  id: v.string(),
  name: v.string(),
  taxId: v.string(),
  contact: v.string(),
  phone: v.string(),
  email: v.string(),
  leadTimeDays: integerAnswer,
  note: v.string(),
  active: v.boolean(),
  goods: v.array(supplierGoodSchema),
});
export type SupplierDto = v.InferOutput<typeof supplierSchema>;
export const suppliersSchema = v.array(supplierSchema);

// ───────────────────────────── Purchase orders ─────────────────────────────

export const orderLineBodySchema = v.object({
  goodId: uuidField,
  /** Units of the good (cases × pack). */
  quantity: positiveQuantitySchema,
  unitPrice: unitPriceField,
  packSize: v.optional(packSizeField),
});

export const orderBodySchema = v.object({
  supplierId: uuidField,
  locationId: uuidField,
  expectedOn: v.optional(v.nullable(dateOnlySchema)),
  note: v.optional(trimmedText(500, NOTE_TOO_LONG), ''),
  lines: linesOf(orderLineBodySchema),
});
export type OrderBody = v.InferInput<typeof orderBodySchema>;

export const orderListQuerySchema = v.object({
  status: v.optional(v.picklist(ORDER_STATUSES, 'El estado no es válido')),
  supplierId: v.optional(uuidField),
});

export const fromSuggestionsBodySchema = v.object({
  /** The warehouse whose ideal stock is short (the place the orders deliver to). */
  locationId: uuidField,
});

export const orderLineSchema = v.object({
  id: v.string(),
  goodId: v.string(),
  sku: v.string(),
  name: v.string(),
  unit: goodUnitSchema,
  packSize: integerAnswer,
  quantity: v.number(),
  unitPrice: integerAnswer,
  quantityReceived: v.number(),
  /** quantity × unitPrice, to the cent. */
  total: integerAnswer,
});
export const orderSchema = v.object({
  id: v.string(),
  number: integerAnswer,
  supplier: idNameSchema,
  location: idNameSchema,
  status: v.picklist(ORDER_STATUSES),
  expectedOn: stringOrNull,
  note: v.string(),
  createdAt: v.string(),
  sentAt: stringOrNull,
  cancelledAt: stringOrNull,
  createdBy: v.nullable(idNameSchema),
  lines: v.array(orderLineSchema),
  total: integerAnswer,
});
export type OrderDto = v.InferOutput<typeof orderSchema>;
export const ordersSchema = v.array(orderSchema);

// ───────────────────────────── Goods receipts ─────────────────────────────

export const receiptLineSchema = v.object({
  id: v.string(),
  goodId: v.string(),
  sku: v.string(),
  name: v.string(),
  unit: goodUnitSchema,
  orderLineId: stringOrNull,
  ordered: v.number(),
  packSize: integerAnswer,
  cases: integerAnswer,
  units: v.number(),
  quantity: v.number(),
  damaged: v.number(),
  unitPrice: integerAnswer,
  quantityInvoiced: v.number(),
  note: v.string(),
});
export const receiptSchema = v.object({
  id: v.string(),
  number: integerAnswer,
  order: v.nullable(v.object({ id: v.string(), number: integerAnswer })),
  supplier: idNameSchema,
  location: idNameSchema,
  reason: v.string(),
  note: v.string(),
  at: v.string(),
  receivedBy: v.nullable(idNameSchema),
  hasDifferences: v.boolean(),
  lines: v.array(receiptLineSchema),
  total: integerAnswer,
});
export type ReceiptDto = v.InferOutput<typeof receiptSchema>;
export const receiptsSchema = v.array(receiptSchema);

// ───────────────────────────── Supplier invoices ─────────────────────────────

export const invoiceLineBodySchema = v.object({
  receiptLineId: uuidField,
  quantity: positiveQuantitySchema,
  unitPrice: unitPriceField,
});
export const invoiceBodySchema = v.object({
  receiptId: uuidField,
  number: requiredText('El número de factura es obligatorio', 40, 'El número de factura es demasiado largo'),
  issuedOn: dateOnlySchema,
  lines: v.pipe(
    v.array(invoiceLineBodySchema),
    v.minLength(1, 'La factura necesita al menos una línea'),
    v.maxLength(MAX_PURCHASE_LINES, TOO_MANY_LINES),
    v.check(
      (ls) => new Set(ls.map((l) => l.receiptLineId)).size === ls.length,
      'Cada línea de la recepción puede facturarse una sola vez',
    ),
  ),
});
export type InvoiceBody = v.InferInput<typeof invoiceBodySchema>;

export const invoiceLineSchema = v.object({
  id: v.string(),
  receiptLineId: v.string(),
  goodId: v.string(),
  name: v.string(),
  quantity: v.number(),
  unitPrice: integerAnswer,
  receivedPrice: integerAnswer,
  /** Of the invoiced units, those still on hand when it was posted: only they moved the cost. */
  onHand: v.number(),
  total: integerAnswer,
});
export const invoiceSchema = v.object({
  id: v.string(),
  number: v.string(),
  supplier: idNameSchema,
  receipt: v.object({ id: v.string(), number: integerAnswer }),
  issuedOn: v.string(),
  status: v.picklist(['posted', 'cancelled']),
  total: integerAnswer,
  /** (invoiced − received price) × the units already consumed: a difference the stock did not take. */
  priceVariance: integerAnswer,
  createdAt: v.string(),
  cancelledAt: stringOrNull,
  lines: v.array(invoiceLineSchema),
});
export type InvoiceDto = v.InferOutput<typeof invoiceSchema>;
export const invoicesSchema = v.array(invoiceSchema);

// ───────────────────────────── Returns to suppliers ─────────────────────────────

export const returnBodySchema = v.object({
  supplierId: uuidField,
  locationId: uuidField,
  reason: requiredText('El motivo es obligatorio', 200, 'El motivo es demasiado largo'),
  lines: linesOf(
    v.object({
      goodId: uuidField,
      quantity: positiveQuantitySchema,
      /** Cents per unit the supplier credits. */
      creditPrice: unitPriceField,
    }),
  ),
});
export type ReturnBody = v.InferInput<typeof returnBodySchema>;

export const returnSchema = v.object({
  id: v.string(),
  number: integerAnswer,
  supplier: idNameSchema,
  location: idNameSchema,
  reason: v.string(),
  at: v.string(),
  lines: v.array(
    v.object({
      goodId: v.string(),
      name: v.string(),
      quantity: v.number(),
      unitCost: integerAnswer,
      creditPrice: integerAnswer,
    }),
  ),
  credit: integerAnswer,
});
export type ReturnDto = v.InferOutput<typeof returnSchema>;
export const returnsSchema = v.array(returnSchema);

// ───────────────────────────── Cost history ─────────────────────────────

export const costHistoryQuerySchema = v.object({ goodId: uuidField });
export const costChangeSchema = v.object({
  id: v.string(),
  at: v.string(),
  costBefore: integerAnswer,
  costAfter: integerAnswer,
  /** Units revalued (the venue's on hand at a cost change). */
  quantity: v.number(),
  /** Cents the stock's value moved. */
  value: v.number(),
  reason: v.picklist(REVALUATION_REASONS),
  /** The document: 'goods_receipt' | 'supplier_invoice' | … with its number, or null (a hand edit). */
  source: v.nullable(v.object({ type: v.string(), id: v.string(), label: v.string() })),
  user: v.nullable(idNameSchema),
});
export const costHistorySchema = v.object({
  good: v.object({ id: v.string(), name: v.string(), unitCost: integerAnswer }),
  method: v.picklist(COST_METHODS),
  changes: v.array(costChangeSchema),
});
export type CostHistoryDto = v.InferOutput<typeof costHistorySchema>;

export const costMethodBodySchema = v.object({ method: v.picklist(COST_METHODS, 'El método de costeo no es válido') });

/** Receipt line quantities (the command's, src/features/inventory/purchasing/commands/): cases, loose units, damaged. */
export const receiptQuantityField = receivedQuantitySchema;
