// VIP mobile orders (issue 7, DOMAIN.md "VIP cards") as they travel between the app and the server:
//   /api/vip/*             the orders board and the per-table links (307).
//   /api/public/mesa/*     the guest's order page behind a signed per-table link (no sign-in).
// Orders are charged to a card (vip.ts) at the card type's discount.
import * as v from 'valibot';
import { integerAnswer, stringOrNull, wholeNumber } from './common';
import { centsSchema, optionalNote, requiredReason, vipUuidSchema } from './vip';

export const MOBILE_ORDER_STATUSES = ['placed', 'accepted', 'delivered', 'rejected'] as const;
export type MobileOrderStatus = (typeof MOBILE_ORDER_STATUSES)[number];

export const MAX_ORDER_LINES = 30;
export const MAX_ORDER_QUANTITY = 50;
/** How long a printed table link stays valid (hours). */
export const TABLE_LINK_HOURS = 12;

export const mobileOrderLineSchema = v.object({
  productId: v.string(),
  productName: v.string(),
  /** Whole units. */
  quantity: integerAnswer,
  /** Cents per unit after the card type's discount. */
  unitPrice: centsSchema,
});
export type MobileOrderLineDto = v.InferOutput<typeof mobileOrderLineSchema>;

const isoOrNull = stringOrNull;

export const mobileOrderSchema = v.object({
  id: v.string(),
  tableLabel: stringOrNull,
  /** The card it is charged to; null when the order has none (or the card is gone). */
  card: v.nullable(v.object({ id: v.string(), number: v.string(), holderName: v.string() })),
  status: v.picklist(MOBILE_ORDER_STATUSES),
  /** ISO 8601, like the other instants. */
  placedAt: v.string(),
  acceptedAt: isoOrNull,
  deliveredAt: isoOrNull,
  rejectedAt: isoOrNull,
  /** Who accepted, delivered or rejected it last. */
  handledByName: stringOrNull,
  note: v.string(),
  /** '' unless rejected. */
  rejectReason: v.string(),
  /** By product name. */
  lines: v.array(mobileOrderLineSchema),
  /** Cents: Σ quantity × unitPrice. */
  total: centsSchema,
  /** The ledger entry the delivery wrote. */
  ledgerEntryId: stringOrNull,
  /**
   * The sale the delivery booked (a delivered order is a sale of the bar that served it): its id,
   * whether a cancellation reversed it since, and that bar's name. Null until delivered.
   */
  sale: v.nullable(v.object({ id: v.string(), status: v.picklist(['completed', 'cancelled']), pointOfSaleName: v.string() })),
});
export type MobileOrderDto = v.InferOutput<typeof mobileOrderSchema>;
/** GET /api/vip/ordenes — open orders and those of the last hours, newest first. */
export const mobileOrdersSchema = v.array(mobileOrderSchema);

/**
 * POST /api/vip/ordenes/:id/entregar — the bar that served it, when the staff chose one; without it
 * the bar of the VIP settings, else the venue's only active bar.
 */
export const deliverOrderSchema = v.strictObject({ pointOfSaleId: v.optional(vipUuidSchema) });
export type DeliverOrderBody = v.InferInput<typeof deliverOrderSchema>;

/** POST /api/vip/mesas/link — a signed link (and QR) for a table, charged to a card. */
export const tableLinkBodySchema = v.strictObject({
  table: v.pipe(
    v.string('La mesa es obligatoria'),
    v.trim(),
    v.minLength(1, 'La mesa es obligatoria'),
    v.maxLength(40, 'El nombre de la mesa es demasiado largo'),
  ),
  cardId: vipUuidSchema,
});
export type TableLinkBody = v.InferInput<typeof tableLinkBodySchema>;
export const tableLinkAnswerSchema = v.object({
  /** The signed token of the link. */
  token: v.string(),
  /** Absolute path of the guest page (the app prefixes its origin for the QR). */
  path: v.string(),
  /** ISO 8601: TABLE_LINK_HOURS after it was made. */
  expiresAt: v.string(),
});
export type TableLinkAnswer = v.InferOutput<typeof tableLinkAnswerSchema>;

/** POST /api/vip/ordenes/:id/rechazar */
export const rejectOrderSchema = v.strictObject({ reason: requiredReason });

/** One of the table's orders as the guest page lists it (and POST …/orden answers). */
export const guestOrderAnswerSchema = v.object({
  id: v.string(),
  status: v.picklist(MOBILE_ORDER_STATUSES),
  /** ISO 8601. */
  placedAt: v.string(),
  /** Cents, at the card type's discount. */
  total: v.number(),
  /** '' unless rejected. */
  rejectReason: v.string(),
});

/** What the guest page reads: GET /api/public/mesa/:token */
export const guestMenuSchema = v.object({
  venueName: v.string(),
  table: v.string(),
  /** The holder's first name only (the page is on a phone at the table). */
  holderFirstName: v.string(),
  /** The card type's discount, % (0–100, up to 2 decimals). */
  discountPercent: v.number(),
  /** A night is open: the table may order now (otherwise an order is refused, as a POS sale is). */
  ordersOpen: v.boolean(),
  /** What a table can order from the VIP price list, by category and name; prices in cents. */
  items: v.array(
    v.object({
      productId: v.string(),
      name: v.string(),
      category: v.string(),
      price: v.number(),
      /** price after the card type's discount, rounded to the cent. */
      finalPrice: v.number(),
    }),
  ),
  /** The table's recent orders and their status, newest first. */
  orders: v.array(guestOrderAnswerSchema),
});
export type GuestMenuDto = v.InferOutput<typeof guestMenuSchema>;

/** POST /api/public/mesa/:token/orden — an id chosen by the phone makes a resent order harmless. */
export const guestOrderSchema = v.strictObject({
  id: vipUuidSchema,
  lines: v.pipe(
    v.array(
      v.strictObject({
        productId: vipUuidSchema,
        quantity: wholeNumber(1, MAX_ORDER_QUANTITY, 'La cantidad no es válida', {
          below: 'La cantidad debe ser mayor que cero',
          above: 'La cantidad es demasiado grande',
        }),
      }),
    ),
    v.minLength(1, 'El pedido está vacío'),
    v.maxLength(MAX_ORDER_LINES, 'El pedido tiene demasiadas líneas'),
    v.check((ls) => new Set(ls.map((l) => l.productId)).size === ls.length, 'Cada producto puede aparecer una sola vez'),
  ),
  note: optionalNote,
});
export type GuestOrderBody = v.InferInput<typeof guestOrderSchema>;
/** What POST /api/public/mesa/:token/orden answers: the order as the guest page lists it. */
export type GuestOrderDto = v.InferOutput<typeof guestOrderAnswerSchema>;
/** A table link accepts this many new orders per window (a resent order id does not count). */
export const GUEST_ORDER_LIMIT = 10;
export const GUEST_ORDER_WINDOW_MINUTES = 10;

/** A price after a card type's discount, rounded to the cent. */
export function discounted(price: number, discountPercent: number): number {
  return Math.round((price * (100 - discountPercent)) / 100);
}
