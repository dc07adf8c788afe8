// Waiters' orders (comandas) and the kitchen/bar display (issue 35, resto/comandasmoviles 313):
//   offline command 'kitchenOrder.addLines'   src/features/resto-orders/commands/ (lines added to a table's order)
//   /api/resto/comandas                       tonight's board: open orders and the recently served
//   /api/resto/comandas/menu                  what a waiter orders from: areas, tables, stations, menu, prices
//   /api/resto/comandas/lineas/:id/estado     a line's state (the station moves it; cancel; recall)
//   /api/resto/comandas/:id/estaciones/:stationId/estado   a ticket (an order's lines at one station)
//   /api/resto/comandas/:id/servir            the whole order served: its sale booked once
// A line goes new → preparing → ready → served, or is cancelled before it is ready; a served line
// may be recalled (back to ready) while its order is not yet served. Money in cents.
import * as v from 'valibot';
import { uuidField } from './command-fields';
import { integerAnswer, stringOrNull } from './common';

export const KITCHEN_STATUSES = ['new', 'preparing', 'ready', 'served', 'cancelled'] as const;
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

export const MAX_LINE_QUANTITY = 99;
export const MAX_COURSE = 5;
export const MAX_LINE_NOTE = 200;
export const MAX_LINE_MODIFIERS = 12;

/** One line as the waiter's device sends it (the server prices it and routes it). */
export const orderLineInputSchema = v.strictObject({
  id: uuidField,
  productId: uuidField,
  quantity: v.pipe(
    v.number('La cantidad no es válida'),
    v.integer('La cantidad debe ser un número entero'),
    v.minValue(1, 'La cantidad debe ser al menos 1'),
    v.maxValue(MAX_LINE_QUANTITY, 'La cantidad es demasiado grande'),
  ),
  modifierIds: v.pipe(v.array(uuidField), v.maxLength(MAX_LINE_MODIFIERS, 'Demasiados modificadores')),
  note: v.pipe(v.string(), v.trim(), v.maxLength(MAX_LINE_NOTE, 'La nota es demasiado larga')),
  course: v.pipe(
    v.number('El tiempo no es válido'),
    v.integer('El tiempo no es válido'),
    v.minValue(1, 'El tiempo no es válido'),
    v.maxValue(MAX_COURSE, 'El tiempo no es válido'),
  ),
});
export type OrderLineInput = v.InferOutput<typeof orderLineInputSchema>;

export const kitchenLineSchema = v.object({
  id: v.string(),
  productId: v.string(),
  productName: v.string(),
  quantity: integerAnswer,
  note: v.string(),
  course: integerAnswer,
  stationId: stringOrNull,
  status: v.picklist(KITCHEN_STATUSES),
  /** Cents per unit, modifiers included. */
  unitPrice: integerAnswer,
  modifiers: v.array(v.object({ id: v.string(), name: v.string() })),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type KitchenLineDto = v.InferOutput<typeof kitchenLineSchema>;

export const kitchenOrderSchema = v.object({
  id: v.string(),
  tableId: v.string(),
  tableName: v.string(),
  areaName: v.string(),
  status: v.picklist(KITCHEN_STATUSES),
  waiterName: stringOrNull,
  saleId: stringOrNull,
  createdAt: v.string(),
  updatedAt: v.string(),
  lines: v.array(kitchenLineSchema),
});
export type KitchenOrderDto = v.InferOutput<typeof kitchenOrderSchema>;

/** GET /api/resto/comandas: tonight's open orders and those served in the last hours, oldest first. */
export const kitchenBoardSchema = v.object({
  /** The server's clock when it answered (the display's "actualizado hace N s" counts from the answer's arrival). */
  at: v.string(),
  nightId: stringOrNull,
  stations: v.array(v.object({ id: v.string(), name: v.string() })),
  orders: v.array(kitchenOrderSchema),
});
export type KitchenBoardDto = v.InferOutput<typeof kitchenBoardSchema>;

/** GET /api/resto/comandas/menu: what a waiter orders from. */
export const restoMenuSchema = v.object({
  areas: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      priceListId: stringOrNull,
      tables: v.array(v.object({ id: v.string(), name: v.string(), seats: integerAnswer })),
    }),
  ),
  stations: v.array(v.object({ id: v.string(), name: v.string() })),
  items: v.array(
    v.object({
      id: v.string(),
      productId: v.string(),
      name: v.string(),
      category: v.string(),
      stationId: stringOrNull,
      available: v.boolean(),
      /** Cents, by price list (an area sells at its list's price). */
      prices: v.array(v.object({ priceListId: v.string(), price: integerAnswer })),
      modifiers: v.array(v.object({ id: v.string(), name: v.string(), priceDelta: integerAnswer })),
    }),
  ),
});
export type RestoMenuDto = v.InferOutput<typeof restoMenuSchema>;

/** POST …/estado: the state a line or a ticket moves to. */
export const kitchenStatusBodySchema = v.object({
  status: v.picklist(KITCHEN_STATUSES, 'El estado no es válido'),
});

export const kitchenIdParam = v.object({ id: uuidField });
export const kitchenTicketParam = v.object({ id: uuidField, stationId: uuidField });

/** The order a line or ticket belongs to, after the change. */
export const kitchenOrderAnswerSchema = kitchenOrderSchema;

const RANK: Record<KitchenStatus, number> = { new: 0, preparing: 1, ready: 2, served: 3, cancelled: -1 };

/**
 * Whether a line may move from `from` to `to`: forward (new → preparing → ready → served, a step
 * may be skipped), cancelled before it is ready, or recalled from served back to ready.
 */
export function canMoveLine(from: KitchenStatus, to: KitchenStatus): boolean {
  if (from === to || from === 'cancelled') return false;
  if (to === 'cancelled') return from === 'new' || from === 'preparing';
  if (from === 'served') return to === 'ready';
  return to !== 'new' && RANK[to] > RANK[from];
}

/**
 * An open order's state from its lines: the least advanced of its live lines (a line served at the
 * table counts as ready: only serving the whole order closes it), cancelled when none is live.
 */
export function openOrderStatus(lines: readonly { status: KitchenStatus }[]): KitchenStatus {
  const live = lines.filter((l) => l.status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  const least = Math.min(...live.map((l) => Math.min(RANK[l.status], RANK.ready)));
  return least === 0 ? 'new' : least === 1 ? 'preparing' : 'ready';
}
