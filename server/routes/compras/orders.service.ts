// Suppliers and purchase orders (issue 38). An order is draft → sent → partially received →
// received, or cancelled; receipts (receipts.service.ts) move it along. Orders are made by hand or
// from the ideal-stock suggestions, one draft per supplier.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import { businessDate } from '../../../src/contract/business-date';
import type { OrderBody, OrderDto, orderBodySchema, SupplierBody, SupplierDto } from '../../../src/contract/purchasing';
import type { Db, Tx } from '../../db/client';
import { goods, purchaseOrderLines, purchaseOrders, supplierGoods, suppliers, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { requireGoods, requireLocation, roundQty } from '../../domain/stock-ledger';
import { assertNameFree, lockVenueRow, venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { purchaseSuggestions } from '../inventarios/par-levels.service';
import { packsToBuy } from '../inventarios/stock.service';
import {
  loadOrders,
  loadSuppliers,
  NOTHING_TO_ORDER,
  nextNumber,
  ONLY_DRAFT_ORDERS,
  ORDER_NOT_CANCELLABLE,
  ORDER_NOT_FOUND,
  ORDER_NOT_SENDABLE,
  SUPPLIER_NAME_TAKEN,
  SUPPLIER_NOT_FOUND,
} from './compras.service';

type SupplierInput = v.InferOutput<typeof import('../../../src/contract/purchasing').supplierBodySchema>;
type OrderInput = v.InferOutput<typeof orderBodySchema>;

// ───────────────────────────── Suppliers ─────────────────────────────

async function oneSupplier(tx: Tx, venueId: string, id: string): Promise<SupplierDto> {
  const [supplier] = await loadSuppliers(tx, venueId, [id]);
  if (!supplier) throw new ApiError(404, SUPPLIER_NOT_FOUND);
  return supplier;
}

/** Replaces what the supplier sells: kept goods keep their last price unless a new one is given. */
async function saveSupplierGoods(tx: Tx, venueId: string, supplierId: string, lines: SupplierInput['goods']) {
  await requireGoods(
    tx,
    venueId,
    lines.map((l) => l.goodId),
  );
  const existing = await tx.select().from(supplierGoods).where(eq(supplierGoods.supplierId, supplierId));
  const byGood = new Map(existing.map((r) => [r.goodId, r]));
  const wanted = new Set(lines.map((l) => l.goodId));
  for (const line of lines) {
    const row = byGood.get(line.goodId);
    const price = line.lastPrice === undefined ? undefined : line.lastPrice;
    if (!row) {
      await tx.insert(supplierGoods).values({
        supplierId,
        goodId: line.goodId,
        packSize: line.packSize,
        lastPrice: price ?? null,
        lastPriceAt: price === undefined || price === null ? null : new Date(),
      });
    } else if (row.deletedAt !== null || row.packSize !== line.packSize || (price !== undefined && price !== row.lastPrice)) {
      await tx
        .update(supplierGoods)
        .set({
          deletedAt: null,
          packSize: line.packSize,
          ...(price !== undefined && price !== row.lastPrice
            ? { lastPrice: price, lastPriceAt: price === null ? null : new Date() }
            : {}),
        })
        .where(eq(supplierGoods.id, row.id));
    }
  }
  const removed = existing.filter((r) => r.deletedAt === null && !wanted.has(r.goodId)).map((r) => r.id);
  if (removed.length > 0) await tx.update(supplierGoods).set({ deletedAt: new Date() }).where(inArray(supplierGoods.id, removed));
}

function supplierValues(input: SupplierInput) {
  return {
    name: input.name,
    taxId: input.taxId,
    contact: input.contact,
    phone: input.phone,
    email: input.email,
    leadTimeDays: input.leadTimeDays,
    note: input.note,
    active: input.active,
  };
}

export function listSuppliers(db: Db, venueId: string) {
  return loadSuppliers(db, venueId);
}

export async function createSupplier(db: Db, venueId: string, userId: string, input: SupplierInput): Promise<SupplierDto> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, suppliers, venueId, input.name, SUPPLIER_NAME_TAKEN);
    const [row] = await tx
      .insert(suppliers)
      .values({ venueId, ...supplierValues(input) })
      .returning({ id: suppliers.id });
    const id = row?.id as string;
    await saveSupplierGoods(tx, venueId, id, input.goods);
    await writeAudit(tx, userId, 'supplier.create', 'suppliers', id, null, input);
    return oneSupplier(tx, venueId, id);
  });
}

export async function updateSupplier(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  input: SupplierInput,
): Promise<SupplierDto> {
  return db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, suppliers, venueId, id, SUPPLIER_NOT_FOUND);
    await assertNameFree(tx, suppliers, venueId, input.name, SUPPLIER_NAME_TAKEN, id);
    const previous = await oneSupplier(tx, venueId, id);
    await tx.update(suppliers).set(supplierValues(input)).where(eq(suppliers.id, id));
    await saveSupplierGoods(tx, venueId, id, input.goods);
    await writeAudit(
      tx,
      userId,
      'supplier.update',
      'suppliers',
      id,
      { ...supplierValues({ ...before, goods: [] }), goods: previous.goods },
      input,
    );
    return oneSupplier(tx, venueId, id);
  });
}

export async function deleteSupplier(db: Db, venueId: string, userId: string, id: string): Promise<{ id: string }> {
  await db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, suppliers, venueId, id, SUPPLIER_NOT_FOUND);
    await tx.update(suppliers).set({ deletedAt: new Date() }).where(eq(suppliers.id, id));
    await writeAudit(tx, userId, 'supplier.delete', 'suppliers', id, { name: before.name }, null);
  });
  return { id };
}

// ───────────────────────────── Orders ─────────────────────────────

export async function oneOrder(tx: Tx, venueId: string, id: string): Promise<OrderDto> {
  const [order] = await loadOrders(tx, venueId, [eq(purchaseOrders.id, id)], 1);
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

export function listOrders(db: Db, venueId: string, q: { status?: OrderDto['status']; supplierId?: string }) {
  const where = [];
  if (q.status) where.push(eq(purchaseOrders.status, q.status));
  if (q.supplierId) where.push(eq(purchaseOrders.supplierId, q.supplierId));
  return loadOrders(db, venueId, where);
}

/** Each line's pack: the one given, else what the supplier sells it in, else the good's. */
async function packsOf(tx: Tx, supplierId: string, goodIds: string[]): Promise<Map<string, number>> {
  if (goodIds.length === 0) return new Map();
  const rows = await tx
    .select({ goodId: goods.id, goodPack: goods.supplierPack, supplierPack: supplierGoods.packSize })
    .from(goods)
    .leftJoin(
      supplierGoods,
      and(eq(supplierGoods.goodId, goods.id), eq(supplierGoods.supplierId, supplierId), isNull(supplierGoods.deletedAt)),
    )
    .where(inArray(goods.id, goodIds));
  return new Map(rows.map((r) => [r.goodId, Math.max(1, r.supplierPack ?? r.goodPack ?? 1)]));
}

async function checkOrder(tx: Tx, venueId: string, input: OrderInput) {
  await venueRow(tx, suppliers, venueId, input.supplierId, SUPPLIER_NOT_FOUND);
  await requireLocation(tx, venueId, input.locationId);
  await requireGoods(
    tx,
    venueId,
    input.lines.map((l) => l.goodId),
  );
  const packs = await packsOf(
    tx,
    input.supplierId,
    input.lines.map((l) => l.goodId),
  );
  return input.lines.map((l) => ({
    goodId: l.goodId,
    quantity: roundQty(l.quantity),
    unitPrice: l.unitPrice,
    packSize: l.packSize ?? packs.get(l.goodId) ?? 1,
  }));
}

async function insertOrder(tx: Tx, venueId: string, userId: string, input: OrderInput): Promise<string> {
  const lines = await checkOrder(tx, venueId, input);
  const number = await nextNumber(tx, venueId, 'purchase_orders');
  const [row] = await tx
    .insert(purchaseOrders)
    .values({
      venueId,
      number,
      supplierId: input.supplierId,
      locationId: input.locationId,
      expectedOn: input.expectedOn ?? null,
      note: input.note,
      createdBy: userId,
    })
    .returning({ id: purchaseOrders.id });
  const id = row?.id as string;
  await tx.insert(purchaseOrderLines).values(lines.map((l) => ({ orderId: id, ...l })));
  await writeAudit(tx, userId, 'purchase_order.create', 'purchase_orders', id, null, { number, ...input, lines });
  return id;
}

export async function createOrder(db: Db, venueId: string, userId: string, input: OrderInput): Promise<OrderDto> {
  return db.transaction(async (tx) => oneOrder(tx, venueId, await insertOrder(tx, venueId, userId, input)));
}

export async function updateOrder(db: Db, venueId: string, userId: string, id: string, input: OrderInput): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const order = await lockVenueRow(tx, purchaseOrders, venueId, id, ORDER_NOT_FOUND);
    if (order.status !== 'draft') throw new ApiError(409, ONLY_DRAFT_ORDERS);
    const before = await oneOrder(tx, venueId, id);
    const lines = await checkOrder(tx, venueId, input);
    await tx
      .update(purchaseOrders)
      .set({ supplierId: input.supplierId, locationId: input.locationId, expectedOn: input.expectedOn ?? null, note: input.note })
      .where(eq(purchaseOrders.id, id));
    const existing = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
    const byGood = new Map(existing.map((l) => [l.goodId, l]));
    for (const line of lines) {
      const row = byGood.get(line.goodId);
      if (!row) await tx.insert(purchaseOrderLines).values({ orderId: id, ...line });
      else
        await tx
          .update(purchaseOrderLines)
          .set({ ...line, deletedAt: null })
          .where(eq(purchaseOrderLines.id, row.id));
    }
    const wanted = new Set(lines.map((l) => l.goodId));
    const removed = existing.filter((l) => l.deletedAt === null && !wanted.has(l.goodId)).map((l) => l.id);
    if (removed.length > 0) {
      await tx.update(purchaseOrderLines).set({ deletedAt: new Date() }).where(inArray(purchaseOrderLines.id, removed));
    }
    await writeAudit(tx, userId, 'purchase_order.update', 'purchase_orders', id, before, input);
    return oneOrder(tx, venueId, id);
  });
}

async function moveOrder(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  from: readonly OrderDto['status'][],
  refused: string,
  to: 'sent' | 'cancelled',
): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const order = await lockVenueRow(tx, purchaseOrders, venueId, id, ORDER_NOT_FOUND);
    if (!from.includes(order.status)) throw new ApiError(409, refused);
    const now = new Date();
    await tx
      .update(purchaseOrders)
      .set(to === 'sent' ? { status: 'sent', sentAt: now } : { status: 'cancelled', cancelledAt: now })
      .where(eq(purchaseOrders.id, id));
    await writeAudit(
      tx,
      userId,
      `purchase_order.${to === 'sent' ? 'send' : 'cancel'}`,
      'purchase_orders',
      id,
      { status: order.status },
      { status: to },
    );
    return oneOrder(tx, venueId, id);
  });
}

export const sendOrder = (db: Db, venueId: string, userId: string, id: string) =>
  moveOrder(db, venueId, userId, id, ['draft'], ORDER_NOT_SENDABLE, 'sent');
export const cancelOrder = (db: Db, venueId: string, userId: string, id: string) =>
  moveOrder(db, venueId, userId, id, ['draft', 'sent', 'partial'], ORDER_NOT_CANCELLABLE, 'cancelled');

/**
 * One draft per supplier from the ideal-stock suggestions of a location: each short good goes to the
 * active supplier that sells it (the cheapest last price first), else to the supplier named on the
 * good; its quantity is whole cases of that supplier's pack (packsToBuy) at its last price, else
 * at the good's unit cost. Goods with no supplier, or short by less than half a case, are left out.
 */
export async function ordersFromSuggestions(db: Db, venueId: string, userId: string, locationId: string): Promise<OrderDto[]> {
  const suggestions = await purchaseSuggestions(db, venueId, locationId);
  const lines = suggestions.suppliers.flatMap((s) => s.lines);
  return db.transaction(async (tx) => {
    const active = await tx
      .select({ id: suppliers.id, name: suppliers.name, leadTimeDays: suppliers.leadTimeDays })
      .from(suppliers)
      .where(and(eq(suppliers.venueId, venueId), isNull(suppliers.deletedAt), eq(suppliers.active, true)));
    const sold =
      lines.length === 0
        ? []
        : await tx
            .select()
            .from(supplierGoods)
            .where(
              and(
                inArray(
                  supplierGoods.goodId,
                  lines.map((l) => l.goodId),
                ),
                isNull(supplierGoods.deletedAt),
              ),
            );
    const activeIds = new Set(active.map((s) => s.id));
    const byName = new Map(active.map((s) => [s.name.trim().toLocaleLowerCase('es'), s.id]));
    const grouped = new Map<string, OrderInput['lines']>();
    for (const line of lines) {
      const offers = sold
        .filter((o) => o.goodId === line.goodId && activeIds.has(o.supplierId))
        .sort((a, b) => (a.lastPrice ?? Number.MAX_SAFE_INTEGER) - (b.lastPrice ?? Number.MAX_SAFE_INTEGER));
      const offer = offers[0];
      const supplierId = offer?.supplierId ?? byName.get(line.supplier.toLocaleLowerCase('es'));
      if (!supplierId) continue;
      const pack = offer?.packSize ?? line.supplierPack;
      const { quantity } = packsToBuy(line.missing, pack);
      if (quantity <= 0) continue;
      const list = grouped.get(supplierId) ?? [];
      list.push({ goodId: line.goodId, quantity, unitPrice: offer?.lastPrice ?? line.unitCost, packSize: pack });
      grouped.set(supplierId, list);
    }
    if (grouped.size === 0) throw new ApiError(422, NOTHING_TO_ORDER);
    // Expected on the venue's calendar day its supplier's lead time away.
    const [venue] = await tx
      .select({ timezone: venues.timezone, cutoff: venues.businessDayCutoffHour })
      .from(venues)
      .where(eq(venues.id, venueId));
    const leadOf = new Map(active.map((a) => [a.id, a.leadTimeDays]));
    const ids: string[] = [];
    for (const [supplierId, orderLines] of grouped) {
      const expected = new Date(Date.now() + (leadOf.get(supplierId) ?? 1) * 86_400_000);
      const expectedOn = venue ? businessDate(expected, venue.timezone, venue.cutoff) : null;
      ids.push(await insertOrder(tx, venueId, userId, { supplierId, locationId, expectedOn, note: '', lines: orderLines }));
    }
    const made: OrderDto[] = [];
    for (const id of ids) made.push(await oneOrder(tx, venueId, id));
    return made;
  });
}

export type { OrderBody, SupplierBody };
