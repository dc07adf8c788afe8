// Purchasing (issue 38): suppliers, purchase orders, goods receipts, supplier invoices, returns and
// cost history, under /api/compras. Code 422 (compras) runs suppliers, orders, invoices, returns and
// the cost method; 423 (recepción de mercadería) receives at the door — the receipt itself arrives
// through the sync push ('goodsReceipt.record', goods-receipt.commands.ts) — and may read the
// orders and suppliers it receives against. The cost history is read with 422 or 309 (costos).

import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { uuidSchema } from '../../../src/contract/inventory-transfers';
import {
  costHistoryQuerySchema,
  costHistorySchema,
  costMethodBodySchema,
  fromSuggestionsBodySchema,
  invoiceBodySchema,
  invoiceSchema,
  invoicesSchema,
  orderBodySchema,
  orderListQuerySchema,
  orderSchema,
  ordersSchema,
  receiptSchema,
  receiptsSchema,
  returnBodySchema,
  returnSchema,
  returnsSchema,
  supplierBodySchema,
  supplierSchema,
  suppliersSchema,
} from '../../../src/contract/purchasing';
import { goodsReceipts } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { loadReceipts, RECEIPT_NOT_FOUND } from './compras.service';
import { costHistory, setCostMethod } from './costs.service';
import { goodsReceiptRecordHandler } from './goods-receipt.commands';
import { cancelInvoice, loadInvoices, postInvoice } from './invoices.service';
import {
  cancelOrder,
  createOrder,
  createSupplier,
  deleteSupplier,
  listOrders,
  listSuppliers,
  oneOrder,
  ordersFromSuggestions,
  sendOrder,
  updateOrder,
  updateSupplier,
} from './orders.service';
import { loadReturns, recordReturn } from './returns.service';

const PURCHASING = ['422'] as const;
const RECEIVING = ['422', '423'] as const;
const COSTS = ['422', '309'] as const;

export function purchasingRoutes({ db, guard, commands }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  commands.register(goodsReceiptRecordHandler);
  const buyer = guard(PURCHASING);
  const receiver = guard(RECEIVING);
  const idParam = validate('param', v.object({ id: uuidSchema }));

  // ── Suppliers ──
  app.get('/proveedores', responds(suppliersSchema, { summary: 'Suppliers with the goods they sell' }), receiver, async (c) =>
    c.json(await listSuppliers(db, requireVenue(c).id)),
  );
  app.post(
    '/proveedores',
    responds(supplierSchema, { status: 201, summary: 'Create a supplier' }),
    buyer,
    validate('json', supplierBodySchema),
    async (c) => c.json(await createSupplier(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201),
  );
  app.put(
    '/proveedores/:id',
    responds(supplierSchema, { summary: 'Change a supplier and what it sells' }),
    buyer,
    idParam,
    validate('json', supplierBodySchema),
    async (c) =>
      c.json(await updateSupplier(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
  );
  app.delete(
    '/proveedores/:id',
    responds(v.object({ id: v.string() }), { summary: 'Remove a supplier (its documents stay)' }),
    buyer,
    idParam,
    async (c) => c.json(await deleteSupplier(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id)),
  );

  // ── Orders ──
  app.get(
    '/ordenes',
    responds(ordersSchema, { summary: 'Purchase orders, newest first' }),
    receiver,
    validate('query', orderListQuerySchema),
    async (c) => c.json(await listOrders(db, requireVenue(c).id, c.req.valid('query'))),
  );
  app.get('/ordenes/:id', responds(orderSchema, { summary: 'A purchase order' }), receiver, idParam, async (c) =>
    c.json(await oneOrder(db, requireVenue(c).id, c.req.valid('param').id)),
  );
  app.post(
    '/ordenes',
    responds(orderSchema, { status: 201, summary: 'Create a draft purchase order' }),
    buyer,
    validate('json', orderBodySchema),
    async (c) => c.json(await createOrder(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201),
  );
  app.post(
    '/ordenes/desde-sugerencias',
    responds(ordersSchema, { status: 201, summary: 'One draft per supplier from the ideal-stock suggestions of a location' }),
    buyer,
    validate('json', fromSuggestionsBodySchema),
    async (c) => c.json(await ordersFromSuggestions(db, requireVenue(c).id, c.var.user.id, c.req.valid('json').locationId), 201),
  );
  app.put(
    '/ordenes/:id',
    responds(orderSchema, { summary: 'Change a draft purchase order' }),
    buyer,
    idParam,
    validate('json', orderBodySchema),
    async (c) => c.json(await updateOrder(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/ordenes/:id/enviar', responds(orderSchema, { summary: 'Mark a draft order as sent' }), buyer, idParam, async (c) =>
    c.json(await sendOrder(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id)),
  );
  app.post('/ordenes/:id/cancelar', responds(orderSchema, { summary: 'Cancel an order' }), buyer, idParam, async (c) =>
    c.json(await cancelOrder(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id)),
  );

  // ── Receipts (recorded by the 'goodsReceipt.record' command) ──
  app.get('/recepciones', responds(receiptsSchema, { summary: 'Goods receipts, newest first' }), receiver, async (c) =>
    c.json(await loadReceipts(db, requireVenue(c).id)),
  );
  app.get('/recepciones/:id', responds(receiptSchema, { summary: 'A goods receipt' }), receiver, idParam, async (c) => {
    const [receipt] = await loadReceipts(db, requireVenue(c).id, [eq(goodsReceipts.id, c.req.valid('param').id)], 1);
    if (!receipt) throw new ApiError(404, RECEIPT_NOT_FOUND);
    return c.json(receipt);
  });

  // ── Invoices and returns ──
  app.get('/facturas', responds(invoicesSchema, { summary: 'Supplier invoices, newest first' }), buyer, async (c) =>
    c.json(await loadInvoices(db, requireVenue(c).id)),
  );
  app.post(
    '/facturas',
    responds(invoiceSchema, { status: 201, summary: 'Post a supplier invoice against a receipt (moves the cost)' }),
    buyer,
    validate('json', invoiceBodySchema),
    async (c) => c.json(await postInvoice(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201),
  );
  app.post(
    '/facturas/:id/anular',
    responds(invoiceSchema, { summary: 'Cancel a supplier invoice (reverses its cost entry)' }),
    buyer,
    idParam,
    async (c) => c.json(await cancelInvoice(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id)),
  );
  app.get('/devoluciones', responds(returnsSchema, { summary: 'Returns to suppliers, newest first' }), buyer, async (c) =>
    c.json(await loadReturns(db, requireVenue(c).id)),
  );
  app.post(
    '/devoluciones',
    responds(returnSchema, { status: 201, summary: 'Return goods to a supplier' }),
    buyer,
    validate('json', returnBodySchema),
    async (c) => c.json(await recordReturn(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201),
  );

  // ── Costs ──
  app.get(
    '/costos/historial',
    responds(costHistorySchema, { summary: "A good's unit cost changes with their documents" }),
    guard(COSTS),
    validate('query', costHistoryQuerySchema),
    async (c) => c.json(await costHistory(db, requireVenue(c).id, c.req.valid('query').goodId)),
  );
  app.put(
    '/costos/metodo',
    responds(costMethodBodySchema, { summary: "Set the venue's costing method (average or last price)" }),
    buyer,
    validate('json', costMethodBodySchema),
    async (c) => c.json(await setCostMethod(db, requireVenue(c).id, c.var.user.id, c.req.valid('json').method)),
  );
  return app;
}
