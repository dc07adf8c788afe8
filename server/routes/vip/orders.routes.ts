// Mobile orders (307): the staff board (placed → accepted → delivered | rejected) and the signed
// per-table links; delivery charges the card's ledger once.
//
// Every transition locks the order row first, so two staff members pressing "Entregar" at once
// queue: the second finds it delivered and gets a 409. The charge is one 'consumption' entry
// written by postCardEntry in the same transaction that marks the order delivered, and the unique
// index on card_ledger.mobile_order_id makes a second charge impossible even if a path forgot the
// status check. When the card cannot pay (blocked, not enough available) the whole transaction
// rolls back: the order stays accepted and the staff sees the ledger's reason.
import { and, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { vipUuidSchema } from '../../../src/contract/vip';
import { rejectOrderSchema, TABLE_LINK_HOURS, type TableLinkAnswer, tableLinkBodySchema } from '../../../src/contract/vip-orders';
import { mobileOrderLines, mobileOrders, vipCards } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { CARD_NOT_ACTIVE, CARD_NOT_FOUND, postCardEntry } from '../../domain/card-ledger';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { loadOne, loadOrders, lockOrder, recentOrOpen } from './orders.service';

const CODES = ['307'] as const;

const CANNOT_ACCEPT = 'Solo se puede aceptar una orden nueva';
const CANNOT_DELIVER = 'Solo se puede entregar una orden aceptada';
const CANNOT_REJECT = 'La orden ya fue entregada o rechazada';
const ALREADY_CHARGED = 'La orden ya fue cobrada a la tarjeta';
const NO_CARD_TO_CHARGE = 'La orden no tiene una tarjeta a la cual cobrar';

export function mobileOrderRoutes({ db, guard, tokens, env }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const idParam = validate('param', v.object({ id: vipUuidSchema }));
  const sinceQuery = validate(
    'query',
    v.object({ since: v.optional(v.pipe(v.string(), v.isoTimestamp('La fecha no es válida'))) }),
  );

  app.get('/ordenes', guard(CODES), sinceQuery, async (c) => {
    const venueId = requireVenue(c).id;
    const { since } = c.req.valid('query');
    const where: SQL[] = [eq(mobileOrders.venueId, venueId), recentOrOpen(new Date())];
    // `since` narrows to what changed after the board's last look (the replicated updated_at).
    if (since) where.push(gte(mobileOrders.updatedAt, new Date(since)));
    return c.json(await loadOrders(db, where));
  });

  app.post('/ordenes/:id/aceptar', guard(CODES), idParam, async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, venueId, id);
      if (order.status !== 'placed') throw new ApiError(409, CANNOT_ACCEPT);
      await tx
        .update(mobileOrders)
        .set({ status: 'accepted', acceptedAt: new Date(), handledBy: c.var.user.id, updatedAt: new Date() })
        .where(eq(mobileOrders.id, id));
    });
    return c.json(await loadOne(db, venueId, id));
  });

  app.post('/ordenes/:id/entregar', guard(CODES), idParam, async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, venueId, id);
      if (order.status === 'delivered') throw new ApiError(409, ALREADY_CHARGED);
      if (order.status !== 'accepted') throw new ApiError(409, CANNOT_DELIVER);
      if (!order.cardId) throw new ApiError(409, NO_CARD_TO_CHARGE);
      const [sum] = await tx
        .select({ total: sql<string>`coalesce(sum(${mobileOrderLines.quantity} * ${mobileOrderLines.unitPrice}), 0)` })
        .from(mobileOrderLines)
        .where(and(eq(mobileOrderLines.orderId, id), isNull(mobileOrderLines.deletedAt)));
      const total = Number(sum?.total ?? 0);
      const now = new Date();
      await postCardEntry(tx, {
        cardId: order.cardId,
        venueId,
        kind: 'consumption',
        amount: -total,
        userId: c.var.user.id,
        note: `Orden móvil · ${order.tableLabel ?? ''}`.trim(),
        mobileOrderId: id,
        at: now,
      });
      await tx
        .update(mobileOrders)
        .set({ status: 'delivered', deliveredAt: now, handledBy: c.var.user.id, updatedAt: now })
        .where(eq(mobileOrders.id, id));
    });
    return c.json(await loadOne(db, venueId, id));
  });

  app.post('/ordenes/:id/rechazar', guard(CODES), idParam, validate('json', rejectOrderSchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, venueId, id);
      if (order.status !== 'placed' && order.status !== 'accepted') throw new ApiError(409, CANNOT_REJECT);
      const now = new Date();
      await tx
        .update(mobileOrders)
        .set({ status: 'rejected', rejectedAt: now, rejectReason: reason, handledBy: c.var.user.id, updatedAt: now })
        .where(eq(mobileOrders.id, id));
    });
    return c.json(await loadOne(db, venueId, id));
  });

  app.post('/mesas/link', guard(CODES), validate('json', tableLinkBodySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const body = c.req.valid('json');
    const [card] = await db
      .select({ id: vipCards.id, status: vipCards.status })
      .from(vipCards)
      .where(and(eq(vipCards.id, body.cardId), eq(vipCards.venueId, venueId), isNull(vipCards.deletedAt)));
    if (!card) throw new ApiError(404, CARD_NOT_FOUND);
    if (card.status !== 'active') throw new ApiError(409, CARD_NOT_ACTIVE);
    const ttl = TABLE_LINK_HOURS * 3600;
    const token = await tokens.signTableLink({ venueId, table: body.table, cardId: card.id }, ttl);
    const answer: TableLinkAnswer = {
      token,
      path: `/${env.product}/mesa/${token}`,
      expiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
    };
    return c.json(answer, 201);
  });

  return app;
}
