// The guest's cart, kept in localStorage per table link so a reload (or the phone locking) loses
// nothing. The order id is chosen when the cart starts; a send whose answer never came stays
// `pending` with that same id and the exact same lines, and is retried as is: the server answers
// the order it already created instead of placing a second one. Editing is only possible again
// once the server has answered.
import * as v from 'valibot';
import { uuidv7 } from '../../contract/uuid';
import { MAX_NOTE_LENGTH } from '../../contract/vip';
import { type GuestMenuDto, type GuestOrderBody, MAX_ORDER_QUANTITY } from '../../contract/vip-orders';
import { readJson, removeKey, writeJson } from '../../lib/storage';

export interface Cart {
  orderId: string;
  /** productId → units. */
  quantities: Record<string, number>;
  note: string;
  /** A sent order whose answer never arrived: resent unchanged until the server answers. */
  pending: GuestOrderBody | null;
}

type MenuItem = GuestMenuDto['items'][number];

const cartSchema = v.object({
  orderId: v.pipe(v.string(), v.uuid()),
  quantities: v.record(v.string(), v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ORDER_QUANTITY))),
  note: v.pipe(v.string(), v.maxLength(MAX_NOTE_LENGTH)),
  pending: v.nullable(
    v.object({
      id: v.pipe(v.string(), v.uuid()),
      lines: v.array(v.object({ productId: v.string(), quantity: v.number() })),
      note: v.optional(v.string()),
    }),
  ),
});

export function emptyCart(): Cart {
  return { orderId: uuidv7(), quantities: {}, note: '', pending: null };
}

/** A short, stable key for a long token (the link's signature is what makes it unique). */
export function cartKey(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const ch = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `noctua.mesa.${(h2 >>> 0).toString(36)}${(h1 >>> 0).toString(36)}`;
}

export function loadCart(token: string): Cart {
  const parsed = v.safeParse(cartSchema, readJson('local', cartKey(token)));
  return parsed.success ? (parsed.output as Cart) : emptyCart();
}

export function saveCart(token: string, cart: Cart): void {
  if (Object.keys(cart.quantities).length === 0 && cart.note === '' && !cart.pending) removeKey('local', cartKey(token));
  else writeJson('local', cartKey(token), cart);
}

/** Sets a product's units (0 removes it), within the order limits. */
export function setQuantity(cart: Cart, productId: string, quantity: number): Cart {
  if (cart.pending) return cart;
  const q = Math.max(0, Math.min(MAX_ORDER_QUANTITY, Math.floor(quantity)));
  const quantities = { ...cart.quantities };
  if (q === 0) delete quantities[productId];
  else quantities[productId] = q;
  return { ...cart, quantities };
}

export function setNote(cart: Cart, note: string): Cart {
  if (cart.pending) return cart;
  return { ...cart, note: note.slice(0, MAX_NOTE_LENGTH) };
}

/** The cart's lines that are still on the menu (a product taken off the list drops out). */
export function cartLines(cart: Cart, items: readonly MenuItem[]): { item: MenuItem; quantity: number }[] {
  return items
    .filter((i) => (cart.quantities[i.productId] ?? 0) > 0)
    .map((item) => ({ item, quantity: cart.quantities[item.productId] ?? 0 }));
}

export function cartTotal(cart: Cart, items: readonly MenuItem[]): number {
  return cartLines(cart, items).reduce((sum, l) => sum + l.quantity * l.item.finalPrice, 0);
}

export function cartUnits(cart: Cart, items: readonly MenuItem[]): number {
  return cartLines(cart, items).reduce((sum, l) => sum + l.quantity, 0);
}

/** Freezes the cart into the order to send: the same body every retry. */
export function toOrderBody(cart: Cart, items: readonly MenuItem[]): GuestOrderBody {
  return {
    id: cart.orderId,
    lines: cartLines(cart, items).map((l) => ({ productId: l.item.productId, quantity: l.quantity })),
    note: cart.note.trim(),
  };
}

export function markPending(cart: Cart, body: GuestOrderBody): Cart {
  return { ...cart, pending: body };
}

/** The server answered with an error: nothing was created, the guest may edit and send again. */
export function clearPending(cart: Cart): Cart {
  return { ...cart, pending: null };
}

/** The menu grouped by category, categories and products in the list's order. */
export function groupByCategory(items: readonly MenuItem[]): { category: string; items: MenuItem[] }[] {
  const groups = new Map<string, MenuItem[]>();
  for (const item of items) {
    const list = groups.get(item.category) ?? [];
    list.push(item);
    groups.set(item.category, list);
  }
  return [...groups].map(([category, list]) => ({ category, items: list }));
}
