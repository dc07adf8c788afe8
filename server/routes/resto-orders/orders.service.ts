// Waiters' orders and the station display (313): the board, the menu a waiter orders from, and the
// state changes. A kitchen order has no venue column: it is the venue's through its table's area,
// and every id received is checked that way (another venue's id answers the same 404 as a missing
// one). Each change locks the order row first, so two stations pressing at once queue.
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  canMoveLine,
  type KitchenBoardDto,
  type KitchenOrderDto,
  type KitchenStatus,
  openOrderStatus,
  type RestoMenuDto,
} from '../../../src/contract/resto-orders';
import type { Db, Tx } from '../../db/client';
import {
  kitchenOrderLines,
  kitchenOrders,
  priceListItems,
  products,
  restoAreas,
  restoMenuItems,
  restoModifiers,
  restoStations,
  restoTables,
  users,
} from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { findCurrentNight } from '../../domain/night-of';
import { bookServedOrder } from '../../domain/resto-order-sale';
import { ApiError } from '../../lib/errors';

export const ORDER_NOT_FOUND = 'La comanda no existe';
export const LINE_NOT_FOUND = 'La línea no existe';
export const BAD_MOVE = 'La línea no puede pasar a ese estado';
export const ORDER_CLOSED = 'La comanda ya fue servida o cancelada';
export const NOTHING_TO_MOVE = 'No hay líneas de la comanda en esa estación que puedan pasar a ese estado';
export const NOTHING_TO_SERVE = 'La comanda no tiene líneas para servir';

/** Served orders stay on the board this long, so a station can recall one. */
const SERVED_VISIBLE_MS = 2 * 3600_000;

/** The venue's table `tableId` (locked FOR UPDATE) with its area's price list, or null. */
export async function lockVenueTable(tx: Tx, venueId: string, tableId: string) {
  const [row] = await tx
    .select({ id: restoTables.id, priceListId: restoAreas.priceListId })
    .from(restoTables)
    .innerJoin(restoAreas, eq(restoAreas.id, restoTables.areaId))
    .where(
      and(
        eq(restoTables.id, tableId),
        eq(restoAreas.venueId, venueId),
        isNull(restoTables.deletedAt),
        isNull(restoAreas.deletedAt),
      ),
    )
    .for('update', { of: restoTables });
  return row ?? null;
}

/** The ids of the venue's tables, as a subquery. */
const venueTableIds = (db: Db | Tx, venueId: string) =>
  db
    .select({ id: restoTables.id })
    .from(restoTables)
    .innerJoin(restoAreas, eq(restoAreas.id, restoTables.areaId))
    .where(eq(restoAreas.venueId, venueId));

/** The venue's order `orderId`, locked FOR UPDATE; else 404. */
async function lockOrder(tx: Tx, venueId: string, orderId: string) {
  const [order] = await tx
    .select()
    .from(kitchenOrders)
    .where(
      and(
        eq(kitchenOrders.id, orderId),
        isNull(kitchenOrders.deletedAt),
        inArray(kitchenOrders.tableId, venueTableIds(tx, venueId)),
      ),
    )
    .for('update');
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

/** Sets an open order's state from its lines (served and cancelled orders keep theirs). */
export async function refreshOrderStatus(tx: Tx, orderId: string): Promise<void> {
  const [order] = await tx.select({ status: kitchenOrders.status }).from(kitchenOrders).where(eq(kitchenOrders.id, orderId));
  if (!order || order.status === 'served' || order.status === 'cancelled') return;
  const lines = await tx
    .select({ status: kitchenOrderLines.status })
    .from(kitchenOrderLines)
    .where(eq(kitchenOrderLines.orderId, orderId));
  const status = openOrderStatus(lines);
  if (status !== order.status) await tx.update(kitchenOrders).set({ status }).where(eq(kitchenOrders.id, orderId));
}

/** A line (with its order locked) moves to `status`. */
export async function moveLine(db: Db, venueId: string, userId: string, lineId: string, status: KitchenStatus) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ orderId: kitchenOrderLines.orderId })
      .from(kitchenOrderLines)
      .where(and(eq(kitchenOrderLines.id, lineId), isNull(kitchenOrderLines.deletedAt)));
    if (!line) throw new ApiError(404, LINE_NOT_FOUND);
    const order = await lockOrder(tx, venueId, line.orderId).catch(() => {
      throw new ApiError(404, LINE_NOT_FOUND);
    });
    const [current] = await tx.select().from(kitchenOrderLines).where(eq(kitchenOrderLines.id, lineId));
    if (order.status === 'served' || order.status === 'cancelled') throw new ApiError(409, ORDER_CLOSED);
    if (!current || !canMoveLine(current.status, status)) throw new ApiError(409, BAD_MOVE);
    await tx.update(kitchenOrderLines).set({ status }).where(eq(kitchenOrderLines.id, lineId));
    if (status === 'cancelled') {
      await writeAudit(
        tx,
        userId,
        'kitchenOrder.cancelLine',
        'kitchen_order_lines',
        lineId,
        { status: current.status },
        { status },
      );
    }
    await refreshOrderStatus(tx, order.id);
    return (await orderDtos(tx, [order.id]))[0] as KitchenOrderDto;
  });
}

/** A ticket (the order's lines at one station) moves to `status`: every line that may. */
export async function moveTicket(
  db: Db,
  venueId: string,
  userId: string,
  orderId: string,
  stationId: string,
  status: KitchenStatus,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, venueId, orderId);
    if (order.status === 'served' || order.status === 'cancelled') throw new ApiError(409, ORDER_CLOSED);
    const lines = await tx
      .select()
      .from(kitchenOrderLines)
      .where(and(eq(kitchenOrderLines.orderId, orderId), eq(kitchenOrderLines.stationId, stationId)));
    const moving = lines.filter((l) => canMoveLine(l.status, status));
    if (moving.length === 0) throw new ApiError(409, NOTHING_TO_MOVE);
    await tx
      .update(kitchenOrderLines)
      .set({ status })
      .where(
        inArray(
          kitchenOrderLines.id,
          moving.map((l) => l.id),
        ),
      );
    if (status === 'cancelled') {
      await writeAudit(tx, userId, 'kitchenOrder.cancelTicket', 'kitchen_orders', orderId, null, {
        stationId,
        lines: moving.length,
      });
    }
    await refreshOrderStatus(tx, orderId);
    return (await orderDtos(tx, [orderId]))[0] as KitchenOrderDto;
  });
}

/**
 * The whole order served: its live lines served, the order closed and its sale booked once
 * (domain/resto-order-sale.ts) in this transaction, the order row locked the whole time.
 */
export async function serveOrder(db: Db, venueId: string, userId: string, orderId: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, venueId, orderId);
    if (order.status === 'served' || order.status === 'cancelled') throw new ApiError(409, ORDER_CLOSED);
    const lines = await tx.select().from(kitchenOrderLines).where(eq(kitchenOrderLines.orderId, orderId));
    const live = lines.filter((l) => l.status !== 'cancelled');
    if (live.length === 0) throw new ApiError(409, NOTHING_TO_SERVE);
    const at = new Date();
    await tx
      .update(kitchenOrderLines)
      .set({ status: 'served' })
      .where(
        inArray(
          kitchenOrderLines.id,
          live.map((l) => l.id),
        ),
      );
    await tx.update(kitchenOrders).set({ status: 'served' }).where(eq(kitchenOrders.id, orderId));
    const { saleId } = await bookServedOrder(tx, { orderId, servedBy: userId, at });
    if (saleId) await tx.update(kitchenOrders).set({ saleId }).where(eq(kitchenOrders.id, orderId));
    await writeAudit(
      tx,
      userId,
      'kitchenOrder.serve',
      'kitchen_orders',
      orderId,
      { status: order.status },
      { status: 'served', saleId },
    );
    return (await orderDtos(tx, [orderId]))[0] as KitchenOrderDto;
  });
}

/** Tonight's board: open orders and those served in the last hours, oldest first. */
export async function kitchenBoard(db: Db, venueId: string): Promise<KitchenBoardDto> {
  const now = new Date();
  const night = await findCurrentNight(db, venueId, now);
  const stations = await db
    .select({ id: restoStations.id, name: restoStations.name })
    .from(restoStations)
    .where(and(eq(restoStations.venueId, venueId), isNull(restoStations.deletedAt)))
    .orderBy(asc(restoStations.sortOrder), asc(restoStations.name));
  if (!night) return { at: now.toISOString(), nightId: null, stations, orders: [] };
  const since = new Date(now.getTime() - SERVED_VISIBLE_MS);
  const rows = await db
    .select({ id: kitchenOrders.id })
    .from(kitchenOrders)
    .where(
      and(
        eq(kitchenOrders.nightId, night.id),
        isNull(kitchenOrders.deletedAt),
        inArray(kitchenOrders.tableId, venueTableIds(db, venueId)),
        or(inArray(kitchenOrders.status, ['new', 'preparing', 'ready']), gte(kitchenOrders.updatedAt, since)),
      ),
    );
  return {
    at: now.toISOString(),
    nightId: night.id,
    stations,
    orders: await orderDtos(
      db,
      rows.map((r) => r.id),
    ),
  };
}

/** The orders `ids` as the screens show them, oldest first. */
export async function orderDtos(db: Db | Tx, ids: string[]): Promise<KitchenOrderDto[]> {
  if (ids.length === 0) return [];
  const orders = await db
    .select({
      id: kitchenOrders.id,
      tableId: kitchenOrders.tableId,
      tableName: restoTables.name,
      areaName: restoAreas.name,
      status: kitchenOrders.status,
      waiterName: users.displayName,
      saleId: kitchenOrders.saleId,
      createdAt: kitchenOrders.createdAt,
      updatedAt: kitchenOrders.updatedAt,
    })
    .from(kitchenOrders)
    .innerJoin(restoTables, eq(restoTables.id, kitchenOrders.tableId))
    .innerJoin(restoAreas, eq(restoAreas.id, restoTables.areaId))
    .leftJoin(users, eq(users.id, kitchenOrders.waiterId))
    .where(inArray(kitchenOrders.id, ids))
    .orderBy(asc(kitchenOrders.createdAt), asc(kitchenOrders.id));
  const lines = await db
    .select({ line: kitchenOrderLines, productName: products.name })
    .from(kitchenOrderLines)
    .innerJoin(products, eq(products.id, kitchenOrderLines.productId))
    .where(and(inArray(kitchenOrderLines.orderId, ids), isNull(kitchenOrderLines.deletedAt)))
    .orderBy(asc(kitchenOrderLines.course), asc(kitchenOrderLines.createdAt), asc(kitchenOrderLines.id));
  const modifierIds = [...new Set(lines.flatMap((l) => l.line.modifierIds))];
  const modifiers = modifierIds.length
    ? await db
        .select({ id: restoModifiers.id, name: restoModifiers.name })
        .from(restoModifiers)
        .where(inArray(restoModifiers.id, modifierIds))
    : [];
  const modifierName = new Map(modifiers.map((m) => [m.id, m.name]));
  return orders.map((o) => ({
    ...o,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    lines: lines
      .filter((l) => l.line.orderId === o.id)
      .map(({ line, productName }) => ({
        id: line.id,
        productId: line.productId,
        productName,
        quantity: line.quantity,
        note: line.note,
        course: line.course,
        stationId: line.stationId,
        status: line.status,
        unitPrice: line.unitPrice,
        modifiers: line.modifierIds.map((id) => ({ id, name: modifierName.get(id) ?? '' })),
        createdAt: line.createdAt.toISOString(),
        updatedAt: line.updatedAt.toISOString(),
      })),
  }));
}

/** What a waiter orders from: the active areas and tables, stations, the menu with its prices. */
export async function restoMenu(db: Db, venueId: string): Promise<RestoMenuDto> {
  const areas = await db
    .select({ id: restoAreas.id, name: restoAreas.name, priceListId: restoAreas.priceListId })
    .from(restoAreas)
    .where(and(eq(restoAreas.venueId, venueId), eq(restoAreas.active, true), isNull(restoAreas.deletedAt)))
    .orderBy(asc(restoAreas.sortOrder), asc(restoAreas.name));
  const tables = areas.length
    ? await db
        .select({ id: restoTables.id, areaId: restoTables.areaId, name: restoTables.name, seats: restoTables.seats })
        .from(restoTables)
        .where(
          and(
            inArray(
              restoTables.areaId,
              areas.map((a) => a.id),
            ),
            eq(restoTables.active, true),
            isNull(restoTables.deletedAt),
          ),
        )
        .orderBy(sql`length(${restoTables.name})`, asc(restoTables.name))
    : [];
  const stations = await db
    .select({ id: restoStations.id, name: restoStations.name })
    .from(restoStations)
    .where(and(eq(restoStations.venueId, venueId), eq(restoStations.active, true), isNull(restoStations.deletedAt)))
    .orderBy(asc(restoStations.sortOrder), asc(restoStations.name));
  const items = await db
    .select({
      id: restoMenuItems.id,
      productId: restoMenuItems.productId,
      name: products.name,
      category: restoMenuItems.category,
      stationId: restoMenuItems.stationId,
      available: restoMenuItems.available,
    })
    .from(restoMenuItems)
    .innerJoin(products, eq(products.id, restoMenuItems.productId))
    .where(and(eq(restoMenuItems.venueId, venueId), isNull(restoMenuItems.deletedAt), eq(products.active, true)))
    .orderBy(asc(restoMenuItems.category), asc(restoMenuItems.sortOrder), asc(products.name));
  const listIds = [...new Set(areas.flatMap((a) => (a.priceListId ? [a.priceListId] : [])))];
  const productIds = items.map((i) => i.productId);
  const prices =
    listIds.length && productIds.length
      ? await db
          .select({ productId: priceListItems.productId, priceListId: priceListItems.priceListId, price: priceListItems.price })
          .from(priceListItems)
          .where(
            and(
              inArray(priceListItems.priceListId, listIds),
              inArray(priceListItems.productId, productIds),
              isNull(priceListItems.deletedAt),
            ),
          )
      : [];
  const modifiers = items.length
    ? await db
        .select({
          id: restoModifiers.id,
          menuItemId: restoModifiers.menuItemId,
          name: restoModifiers.name,
          priceDelta: restoModifiers.priceDelta,
        })
        .from(restoModifiers)
        .where(
          and(
            inArray(
              restoModifiers.menuItemId,
              items.map((i) => i.id),
            ),
            isNull(restoModifiers.deletedAt),
          ),
        )
        .orderBy(asc(restoModifiers.name))
    : [];
  return {
    areas: areas.map((a) => ({ ...a, tables: tables.filter((t) => t.areaId === a.id).map(({ areaId: _, ...t }) => t) })),
    stations,
    items: items.map((i) => ({
      ...i,
      prices: prices.filter((p) => p.productId === i.productId).map(({ productId: _, ...p }) => p),
      modifiers: modifiers.filter((m) => m.menuItemId === i.id).map(({ menuItemId: _, ...m }) => m),
    })),
  };
}
