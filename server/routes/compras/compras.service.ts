// Purchasing (issue 38), the shared pieces: messages, document numbers, the loaders that turn rows
// into the answers of src/contract/purchasing.ts. Suppliers and orders are in orders.service.ts,
// receipts in goods-receipt.commands.ts, invoices in invoices.service.ts, returns in returns.service.ts,
// the cost history and method in costs.service.ts.
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { OrderDto, ReceiptDto, SupplierDto } from '../../../src/contract/purchasing';
import { valueAt } from '../../../src/contract/stock-board';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import {
  goods,
  goodsReceiptLines,
  goodsReceipts,
  purchaseOrderLines,
  purchaseOrders,
  stockLocations,
  supplierGoods,
  suppliers,
  users,
} from '../../db/schema';
import { groupBy } from '../../lib/group-by';

export const SUPPLIER_NOT_FOUND = 'El proveedor no existe';
export const SUPPLIER_NAME_TAKEN = 'Ya existe un proveedor con ese nombre';
export const ORDER_NOT_FOUND = 'La orden de compra no existe';
export const ONLY_DRAFT_ORDERS = 'Solo se puede modificar una orden en borrador';
export const ORDER_NOT_SENDABLE = 'Solo se puede enviar una orden en borrador';
export const ORDER_NOT_CANCELLABLE = 'La orden ya fue recibida o cancelada';
export const RECEIPT_NOT_FOUND = 'La recepción no existe';
export const INVOICE_NOT_FOUND = 'La factura no existe';
export const INVOICE_NUMBER_TAKEN = 'Ese proveedor ya tiene una factura con ese número';
export const INVOICE_LINE_NOT_IN_RECEIPT = 'La línea no pertenece a la recepción';
export const INVOICE_OVER_RECEIVED = 'Se factura más de lo recibido';
export const INVOICE_ALREADY_CANCELLED = 'La factura ya fue anulada';
export const RETURN_OVER_STOCK = 'No hay stock suficiente en ese lugar para devolver';
export const NOTHING_TO_ORDER = 'No hay faltantes de stock ideal con proveedor asignado en ese depósito';

/** Advisory locks (per venue) under which document numbers are allocated. */
const NUMBER_LOCKS = { purchase_orders: 422_010, goods_receipts: 422_011, supplier_returns: 422_012 } as const;

/** The next number of a venue's documents of `table`, allocated under a per-venue lock. */
export async function nextNumber(tx: Tx, venueId: string, table: keyof typeof NUMBER_LOCKS): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCKS[table]}::int, hashtext(${venueId}::text))`);
  const [row] = await rowsOf<{ last: number }>(
    tx,
    sql`select coalesce(max(number), 0)::int as last from ${sql.identifier(table)} where venue_id = ${venueId}`,
  );
  return (row?.last ?? 0) + 1;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const num = (q: number | string) => Math.round(Number(q) * 1000) / 1000;

// ───────────────────────────── Suppliers ─────────────────────────────

export async function loadSuppliers(tx: Tx, venueId: string, ids?: string[]): Promise<SupplierDto[]> {
  const rows = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.venueId, venueId), isNull(suppliers.deletedAt), ids ? inArray(suppliers.id, ids) : undefined))
    .orderBy(suppliers.name);
  if (rows.length === 0) return [];
  const sold = await tx
    .select({
      supplierId: supplierGoods.supplierId,
      goodId: goods.id,
      sku: goods.sku,
      name: goods.name,
      unit: goods.unit,
      packSize: supplierGoods.packSize,
      lastPrice: supplierGoods.lastPrice,
      lastPriceAt: supplierGoods.lastPriceAt,
    })
    .from(supplierGoods)
    .innerJoin(goods, eq(goods.id, supplierGoods.goodId))
    .where(
      and(
        inArray(
          supplierGoods.supplierId,
          rows.map((r) => r.id),
        ),
        isNull(supplierGoods.deletedAt),
        isNull(goods.deletedAt),
      ),
    );
  const bySupplier = groupBy(
    sold,
    (s) => s.supplierId,
    (s) => ({ ...s, lastPriceAt: iso(s.lastPriceAt) }),
  );
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    taxId: s.taxId,
    contact: s.contact,
    phone: s.phone,
    email: s.email,
    leadTimeDays: s.leadTimeDays,
    note: s.note,
    active: s.active,
    goods: (bySupplier.get(s.id) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es')).map(({ supplierId: _, ...g }) => g),
  }));
}

// ───────────────────────────── Orders ─────────────────────────────

export async function loadOrders(tx: Tx, venueId: string, where: SQL[] = [], limit = 300): Promise<OrderDto[]> {
  const rows = await tx
    .select({
      o: purchaseOrders,
      supplierName: suppliers.name,
      locationName: stockLocations.name,
      creatorName: users.displayName,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(stockLocations, eq(stockLocations.id, purchaseOrders.locationId))
    .leftJoin(users, eq(users.id, purchaseOrders.createdBy))
    .where(and(eq(purchaseOrders.venueId, venueId), isNull(purchaseOrders.deletedAt), ...where))
    .orderBy(desc(purchaseOrders.number))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await tx
    .select({ l: purchaseOrderLines, sku: goods.sku, name: goods.name, unit: goods.unit })
    .from(purchaseOrderLines)
    .innerJoin(goods, eq(goods.id, purchaseOrderLines.goodId))
    .where(
      and(
        inArray(
          purchaseOrderLines.orderId,
          rows.map((r) => r.o.id),
        ),
        isNull(purchaseOrderLines.deletedAt),
      ),
    );
  const byOrder = groupBy(
    lines,
    (l) => l.l.orderId,
    (l) => {
      const quantity = num(l.l.quantity);
      return {
        id: l.l.id,
        goodId: l.l.goodId,
        sku: l.sku,
        name: l.name,
        unit: l.unit,
        packSize: l.l.packSize,
        quantity,
        unitPrice: l.l.unitPrice,
        quantityReceived: num(l.l.quantityReceived),
        total: valueAt(quantity, l.l.unitPrice),
      };
    },
  );
  return rows.map(({ o, supplierName, locationName, creatorName }) => {
    const orderLines = (byOrder.get(o.id) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return {
      id: o.id,
      number: o.number,
      supplier: { id: o.supplierId, name: supplierName },
      location: { id: o.locationId, name: locationName },
      status: o.status,
      expectedOn: o.expectedOn,
      note: o.note,
      createdAt: o.createdAt.toISOString(),
      sentAt: iso(o.sentAt),
      cancelledAt: iso(o.cancelledAt),
      createdBy: o.createdBy ? { id: o.createdBy, name: creatorName ?? '' } : null,
      lines: orderLines,
      total: orderLines.reduce((s, l) => s + l.total, 0),
    };
  });
}

// ───────────────────────────── Receipts ─────────────────────────────

export async function loadReceipts(tx: Tx, venueId: string, where: SQL[] = [], limit = 300): Promise<ReceiptDto[]> {
  const rows = await tx
    .select({
      r: goodsReceipts,
      supplierName: suppliers.name,
      locationName: stockLocations.name,
      receiverName: users.displayName,
      orderNumber: purchaseOrders.number,
    })
    .from(goodsReceipts)
    .innerJoin(suppliers, eq(suppliers.id, goodsReceipts.supplierId))
    .innerJoin(stockLocations, eq(stockLocations.id, goodsReceipts.locationId))
    .leftJoin(users, eq(users.id, goodsReceipts.receivedBy))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, goodsReceipts.orderId))
    .where(and(eq(goodsReceipts.venueId, venueId), isNull(goodsReceipts.deletedAt), ...where))
    .orderBy(desc(goodsReceipts.number))
    .limit(limit);
  if (rows.length === 0) return [];
  const lines = await tx
    .select({ l: goodsReceiptLines, sku: goods.sku, name: goods.name, unit: goods.unit })
    .from(goodsReceiptLines)
    .innerJoin(goods, eq(goods.id, goodsReceiptLines.goodId))
    .where(
      and(
        inArray(
          goodsReceiptLines.receiptId,
          rows.map((r) => r.r.id),
        ),
        isNull(goodsReceiptLines.deletedAt),
      ),
    );
  const byReceipt = groupBy(
    lines,
    (l) => l.l.receiptId,
    (l) => ({
      id: l.l.id,
      goodId: l.l.goodId,
      sku: l.sku,
      name: l.name,
      unit: l.unit,
      orderLineId: l.l.orderLineId,
      ordered: num(l.l.ordered),
      packSize: l.l.packSize,
      cases: l.l.cases,
      units: num(l.l.units),
      quantity: num(l.l.quantity),
      damaged: num(l.l.damaged),
      unitPrice: l.l.unitPrice,
      quantityInvoiced: num(l.l.quantityInvoiced),
      note: l.l.note,
    }),
  );
  return rows.map(({ r, supplierName, locationName, receiverName, orderNumber }) => {
    const receiptLines = (byReceipt.get(r.id) ?? []).sort((a, b) => a.name.localeCompare(b.name, 'es'));
    return {
      id: r.id,
      number: r.number,
      order: r.orderId && orderNumber !== null ? { id: r.orderId, number: orderNumber } : null,
      supplier: { id: r.supplierId, name: supplierName },
      location: { id: r.locationId, name: locationName },
      reason: r.reason,
      note: r.note,
      at: r.at.toISOString(),
      receivedBy: r.receivedBy ? { id: r.receivedBy, name: receiverName ?? '' } : null,
      hasDifferences: r.hasDifferences,
      lines: receiptLines,
      total: receiptLines.reduce((s, l) => s + valueAt(l.quantity, l.unitPrice), 0),
    };
  });
}
