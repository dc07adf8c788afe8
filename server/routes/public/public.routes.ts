// The guest's order page behind a signed per-table link (no sign-in): menu and order.
//
// The link's token (server/lib/tokens.ts, own audience, so a sign-in token is never accepted here)
// names the venue, the table and the card the table's orders are charged to. The guest only ever
// sees the holder's first name, the prices and the table's own orders. The order id is chosen by
// the phone, so a resend after a lost answer finds the order it already created instead of placing
// a second one. Nothing is charged here: the card pays when staff deliver (orders.ts).
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  discounted,
  GUEST_ORDER_LIMIT,
  GUEST_ORDER_WINDOW_MINUTES,
  type GuestMenuDto,
  type GuestOrderDto,
  guestOrderSchema,
  type MobileOrderDto,
} from '../../../src/contract/vip-orders';
import type { Db } from '../../db/client';
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
import type { ServerDeps } from '../../deps';
import { CARD_NOT_ACTIVE } from '../../domain/card-ledger';
import { ApiError } from '../../lib/errors';
import type { TableLinkClaims } from '../../lib/tokens';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { loadOrders, notifyNewOrder, RECENT_HOURS } from '../vip/orders.service';

const BAD_LINK = 'El enlace de la mesa no es válido o expiró';
const NOT_ON_MENU = 'Un producto del pedido no está en la carta';
const TOO_MANY = 'Demasiados pedidos seguidos: espera unos minutos';
const ID_TAKEN = 'Ese identificador de pedido ya se usó en otra mesa';

const WINDOW_MS = GUEST_ORDER_WINDOW_MINUTES * 60_000;

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

interface LinkContext {
  claims: TableLinkClaims;
  venueName: string;
  holderName: string;
  status: 'active' | 'blocked' | 'lost';
  discountPercent: number;
}

async function linkContext(db: Db, verify: (t: string) => Promise<TableLinkClaims | null>, token: string) {
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

function toGuestOrder(o: MobileOrderDto): GuestOrderDto {
  return { id: o.id, status: o.status, placedAt: o.placedAt, total: o.total, rejectReason: o.rejectReason };
}

function tableOrders(db: Db, claims: TableLinkClaims, extra: SQL[] = []) {
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

/** A sliding window of order times per link, in memory: enough to stop a stuck retry loop or a prank. */
function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    /** Records a hit for `key` unless it is over the limit; false when over. */
    take(key: string, now = Date.now()): boolean {
      if (hits.size > 5_000) {
        for (const [k, times] of hits) if (times.every((t) => now - t >= windowMs)) hits.delete(k);
      }
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      return true;
    },
  };
}

export function publicOrderRoutes({ db, tokens, push, logger }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const limiter = createRateLimiter(GUEST_ORDER_LIMIT, WINDOW_MS);
  const verify = (t: string) => tokens.verifyTableLink(t);
  const tokenParam = validate('param', v.object({ token: v.pipe(v.string(), v.maxLength(2000, BAD_LINK)) }));

  app.get('/mesa/:token', tokenParam, async (c) => {
    const link = await linkContext(db, verify, c.req.valid('param').token);
    const listId = await vipPriceListId(db, link.claims.venueId);
    const rows = listId
      ? await db
          .select({ productId: products.id, name: products.name, category: products.category, price: priceListItems.price })
          .from(priceListItems)
          .innerJoin(products, eq(products.id, priceListItems.productId))
          .where(
            and(
              eq(priceListItems.priceListId, listId),
              isNull(priceListItems.deletedAt),
              eq(products.active, true),
              isNull(products.deletedAt),
            ),
          )
          .orderBy(products.category, products.name)
      : [];
    const menu: GuestMenuDto = {
      venueName: link.venueName,
      table: link.claims.table,
      holderFirstName: link.holderName.trim().split(/\s+/)[0] ?? '',
      discountPercent: link.discountPercent,
      items: rows.map((r) => ({ ...r, finalPrice: discounted(r.price, link.discountPercent) })),
      orders: (await tableOrders(db, link.claims)).map(toGuestOrder),
    };
    return c.json(menu);
  });

  app.post('/mesa/:token/orden', tokenParam, validate('json', guestOrderSchema), async (c) => {
    const link = await linkContext(db, verify, c.req.valid('param').token);
    const body = c.req.valid('json');
    const { claims } = link;

    const existing = async () => {
      const [same] = await tableOrders(db, claims, [eq(mobileOrders.id, body.id)]);
      if (same) return same;
      const [other] = await db.select({ id: mobileOrders.id }).from(mobileOrders).where(eq(mobileOrders.id, body.id));
      if (other) throw new ApiError(409, ID_TAKEN);
      return null;
    };
    const resent = await existing();
    if (resent) return c.json(toGuestOrder(resent), 200);

    if (link.status !== 'active') throw new ApiError(409, CARD_NOT_ACTIVE);
    const listId = await vipPriceListId(db, claims.venueId);
    const ids = body.lines.map((l) => l.productId);
    const prices = listId
      ? await db
          .select({ productId: priceListItems.productId, price: priceListItems.price })
          .from(priceListItems)
          .innerJoin(products, eq(products.id, priceListItems.productId))
          .where(
            and(
              eq(priceListItems.priceListId, listId),
              inArray(priceListItems.productId, ids),
              isNull(priceListItems.deletedAt),
              eq(products.active, true),
              isNull(products.deletedAt),
            ),
          )
      : [];
    const priceOf = new Map(prices.map((p) => [p.productId, p.price]));
    if (ids.some((id) => !priceOf.has(id))) throw new ApiError(400, NOT_ON_MENU);
    if (!limiter.take(c.req.valid('param').token)) throw new ApiError(429, TOO_MANY);

    const [night] = await db
      .select({ id: nights.id })
      .from(nights)
      .where(and(eq(nights.venueId, claims.venueId), eq(nights.status, 'open'), isNull(nights.deletedAt)))
      .orderBy(desc(nights.businessDate))
      .limit(1);

    const created = await db.transaction(async (tx) => {
      // Two copies of the same order racing: the second inserts nothing and answers the first.
      const inserted = await tx
        .insert(mobileOrders)
        .values({
          id: body.id,
          venueId: claims.venueId,
          cardId: claims.cardId,
          tableLabel: claims.table,
          nightId: night?.id ?? null,
          status: 'placed',
          note: body.note ?? '',
        })
        .onConflictDoNothing({ target: mobileOrders.id })
        .returning({ id: mobileOrders.id });
      if (inserted.length === 0) return false;
      await tx.insert(mobileOrderLines).values(
        body.lines.map((l) => ({
          orderId: body.id,
          productId: l.productId,
          quantity: l.quantity,
          unitPrice: discounted(priceOf.get(l.productId) ?? 0, link.discountPercent),
        })),
      );
      return true;
    });
    if (!created) {
      const again = await existing();
      if (again) return c.json(toGuestOrder(again), 200);
      throw new ApiError(409, ID_TAKEN);
    }
    const [order] = await tableOrders(db, claims, [eq(mobileOrders.id, body.id)]);
    if (!order) throw new Error('created order not found');
    notifyNewOrder(db, push, order, claims.venueId).catch((err) => logger.warn({ err }, 'mobile order notification failed'));
    return c.json(toGuestOrder(order), 201);
  });

  return app;
}
