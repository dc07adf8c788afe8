// The guest's order page behind a signed per-table link (public.routes.ts holds the routes): the
// link's card and venue, the VIP price list, the menu and placing an order. The order id is chosen
// by the phone, so a resend after a lost answer finds the order it already created instead of
// placing a second one. Nothing is charged here: the card pays when staff deliver (vip/orders).
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  discounted,
  type GuestMenuDto,
  type GuestOrderDto,
  type guestOrderSchema,
  type MobileOrderDto,
} from '../../../src/contract/vip-orders';
import type { Db, Tx } from '../../db/client';
import {
  cardTypes,
  mobileOrderLines,
  mobileOrders,
  nights,
  pointsOfSale,
  priceListItems,
  priceLists,
  products,
  venues,
  vipCards,
} from '../../db/schema';
import { CARD_NOT_ACTIVE } from '../../domain/card-ledger';
import { ApiError } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs';
import type { TableLinkClaims } from '../../lib/tokens';
import { enqueuePushes } from '../account/notifications.service';
import { loadOrders, newOrderNotifications, RECENT_HOURS } from '../vip/orders.service';

export const BAD_LINK = 'El enlace de la mesa no es válido o expiró';
const NOT_ON_MENU = 'Un producto del pedido no está en la carta';
const TOO_MANY = 'Demasiados pedidos seguidos: espera unos minutos';
const ID_TAKEN = 'Ese identificador de pedido ya se usó en otra mesa';
/** No open night: the bar takes no table orders, as a POS terminal's sale would be refused. */
export const NO_OPEN_NIGHT = 'No hay una noche abierta: los pedidos a la mesa se reciben durante la noche';

/**
 * The price list VIP tables order from. The venue keeps one list per kind of service (the demo
 * seeds "Lista general" and "Lista VIP"); the first that holds, among the lists valid today in the
 * venue's time zone:
 *   1. a list whose name says VIP (what the staff chose for the VIP area);
 *   2. otherwise the list most active bars use (what a guest would pay at the bar);
 *   3. otherwise the one valid from the latest date.
 */
async function vipPriceListId(db: Db, venueId: string): Promise<string | null> {
  const barsUsing = sql<number>`(select count(*) from ${pointsOfSale} where ${pointsOfSale.priceListId} = ${priceLists.id}
    and ${pointsOfSale.kind} = 'bar' and ${pointsOfSale.active} and ${pointsOfSale.deletedAt} is null)`;
  const today = sql`(now() at time zone (select ${venues.timezone} from ${venues} where ${venues.id} = ${venueId}))::date`;
  const [row] = await db
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      and(
        eq(priceLists.venueId, venueId),
        isNull(priceLists.deletedAt),
        sql`(${priceLists.validFrom} is null or ${priceLists.validFrom} <= ${today})`,
        sql`(${priceLists.validTo} is null or ${priceLists.validTo} >= ${today})`,
      ),
    )
    .orderBy(
      desc(sql`${priceLists.name} ilike '%vip%'`),
      desc(barsUsing),
      sql`${priceLists.validFrom} desc nulls last`,
      asc(priceLists.id),
    )
    .limit(1);
  return row?.id ?? null;
}

export interface LinkContext {
  claims: TableLinkClaims;
  venueName: string;
  holderName: string;
  status: 'active' | 'blocked' | 'lost';
  discountPercent: number;
}

export async function linkContext(db: Db, verify: (t: string) => Promise<TableLinkClaims | null>, token: string) {
  const claims = await verify(token);
  if (!claims) throw new ApiError(401, BAD_LINK);
  const [row] = await db
    .select({
      venueName: venues.name,
      holderName: vipCards.holderName,
      status: vipCards.status,
      discountPercent: cardTypes.discountPercent,
    })
    .from(vipCards)
    .innerJoin(cardTypes, eq(cardTypes.id, vipCards.cardTypeId))
    .innerJoin(venues, eq(venues.id, vipCards.venueId))
    .where(and(eq(vipCards.id, claims.cardId), eq(vipCards.venueId, claims.venueId), isNull(vipCards.deletedAt)));
  // A card deleted since the link was printed makes the link useless, like an expired one.
  if (!row) throw new ApiError(401, BAD_LINK);
  return { claims, ...row, discountPercent: Number(row.discountPercent) } satisfies LinkContext;
}

export function toGuestOrder(o: MobileOrderDto): GuestOrderDto {
  return { id: o.id, status: o.status, placedAt: o.placedAt, total: o.total, rejectReason: o.rejectReason };
}

function tableOrders(db: Db | Tx, claims: TableLinkClaims, extra: SQL[] = []) {
  const since = new Date(Date.now() - RECENT_HOURS * 3600_000);
  return loadOrders(
    db,
    [
      eq(mobileOrders.venueId, claims.venueId),
      eq(mobileOrders.cardId, claims.cardId),
      eq(mobileOrders.tableLabel, claims.table),
      gte(mobileOrders.placedAt, since),
      ...extra,
    ],
    100,
  );
}

/**
 * What a table can order: drinks, dishes and the like — never a door ticket or a cloakroom item,
 * which a price list may also hold (issue 19).
 */
const TABLE_KINDS = ['drink', 'dish', 'other'] as const;

/**
 * The active products served at a table on the list with their prices (only `ids` when given), by
 * category and name.
 */
function menuItems(db: Db, listId: string, ids?: string[]) {
  return db
    .select({ productId: products.id, name: products.name, category: products.category, price: priceListItems.price })
    .from(priceListItems)
    .innerJoin(products, eq(products.id, priceListItems.productId))
    .where(
      and(
        eq(priceListItems.priceListId, listId),
        ids ? inArray(priceListItems.productId, ids) : undefined,
        inArray(products.kind, [...TABLE_KINDS]),
        isNull(priceListItems.deletedAt),
        eq(products.active, true),
        isNull(products.deletedAt),
      ),
    )
    .orderBy(products.category, products.name);
}

/** The venue's open night (the latest, should there be two): the night a table's orders belong to. */
function openNight(db: Db | Tx, venueId: string) {
  return db
    .select({ id: nights.id })
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open'), isNull(nights.deletedAt)))
    .orderBy(desc(nights.businessDate))
    .limit(1);
}

export async function guestMenu(db: Db, link: LinkContext): Promise<GuestMenuDto> {
  const listId = await vipPriceListId(db, link.claims.venueId);
  const rows = listId ? await menuItems(db, listId) : [];
  return {
    venueName: link.venueName,
    table: link.claims.table,
    holderFirstName: link.holderName.trim().split(/\s+/)[0] ?? '',
    discountPercent: link.discountPercent,
    ordersOpen: (await openNight(db, link.claims.venueId)).length > 0,
    items: rows.map((r) => ({ ...r, finalPrice: discounted(r.price, link.discountPercent) })),
    orders: (await tableOrders(db, link.claims)).map(toGuestOrder),
  };
}

/**
 * Places the guest's order, or finds the one this id already placed at this table (`created`
 * false). `allow` is asked once the order is known to be new and valid: false refuses it (429).
 */
export async function placeGuestOrder(
  db: Db,
  link: LinkContext,
  body: v.InferOutput<typeof guestOrderSchema>,
  allow: () => boolean,
  jobs: Jobs,
): Promise<{ order: MobileOrderDto; created: boolean }> {
  const { claims } = link;
  // Whose the id is comes from one read: read apart, a copy racing the first could miss the order
  // as this table's, then find it under the id and answer "taken" to its own resend.
  const existing = async () => {
    const [row] = await db
      .select({ venueId: mobileOrders.venueId, cardId: mobileOrders.cardId, table: mobileOrders.tableLabel })
      .from(mobileOrders)
      .where(eq(mobileOrders.id, body.id));
    if (!row) return null;
    const ours = row.venueId === claims.venueId && row.cardId === claims.cardId && row.table === claims.table;
    const [same] = ours ? await tableOrders(db, claims, [eq(mobileOrders.id, body.id)]) : [];
    if (!same) throw new ApiError(409, ID_TAKEN);
    return same;
  };
  const resent = await existing();
  if (resent) return { order: resent, created: false };

  if (link.status !== 'active') throw new ApiError(409, CARD_NOT_ACTIVE);
  const listId = await vipPriceListId(db, claims.venueId);
  const ids = body.lines.map((l) => l.productId);
  const prices = listId ? await menuItems(db, listId, ids) : [];
  const priceOf = new Map(prices.map((p) => [p.productId, p.price]));
  if (ids.some((id) => !priceOf.has(id))) throw new ApiError(400, NOT_ON_MENU);
  if (!allow()) throw new ApiError(429, TOO_MANY);

  const created = await db.transaction(async (tx) => {
    // The same rule as a POS sale: an order belongs to a night that is not closed, here the open
    // one (share-locked, so a close waits for the order); none open, no order and nothing charged.
    const [night] = await openNight(tx, claims.venueId).for('share');
    if (!night) throw new ApiError(409, NO_OPEN_NIGHT);
    // Two copies of the same order racing: the second inserts nothing and answers the first.
    const inserted = await tx
      .insert(mobileOrders)
      .values({
        id: body.id,
        venueId: claims.venueId,
        cardId: claims.cardId,
        tableLabel: claims.table,
        nightId: night.id,
        status: 'placed',
        note: body.note ?? '',
      })
      .onConflictDoNothing({ target: mobileOrders.id })
      .returning({ id: mobileOrders.id });
    if (inserted.length === 0) return null;
    await tx.insert(mobileOrderLines).values(
      body.lines.map((l) => ({
        orderId: body.id,
        productId: l.productId,
        quantity: l.quantity,
        unitPrice: discounted(priceOf.get(l.productId) ?? 0, link.discountPercent),
      })),
    );
    const [order] = await tableOrders(tx, claims, [eq(mobileOrders.id, body.id)]);
    if (!order) throw new Error('created order not found');
    // The 307 holders' pushes leave only if the order commits.
    await enqueuePushes(jobs, tx, claims.venueId, await newOrderNotifications(tx, order, claims.venueId));
    return order;
  });
  if (!created) {
    const again = await existing();
    if (again) return { order: again, created: false };
    throw new ApiError(409, ID_TAKEN);
  }
  return { order: created, created: true };
}
