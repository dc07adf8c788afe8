// Mobile orders (307): the staff board (placed → accepted → delivered | rejected) and the signed
// per-table links; delivery books the order as a sale once (domain/mobile-order-sale.ts).
//
// Every transition locks the order row first, so two staff members pressing "Entregar" at once
// queue: the second finds it delivered and gets a 409. The sale, its lines, its stock consumption
// at the bar and the card's 'consumption' entry are written in the same transaction that marks the
// order delivered; the sale's id derived from the order's (a second booking hits the same key) and
// the unique index on card_ledger.mobile_order_id make a second booking impossible even if a path
// forgot the status check. When the card cannot pay (blocked, not enough available) or no bar can
// be told, the whole transaction rolls back: the order stays accepted and the staff sees why.
import { Hono } from 'hono';
import * as v from 'valibot';
import { vipUuidSchema } from '../../../src/contract/vip';
import {
  deliverOrderSchema,
  mobileOrderSchema,
  mobileOrdersSchema,
  rejectOrderSchema,
  TABLE_LINK_HOURS,
  type TableLinkAnswer,
  tableLinkAnswerSchema,
  tableLinkBodySchema,
} from '../../../src/contract/vip-orders';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { acceptOrder, boardOrders, deliverOrder, rejectOrder, tableLinkCard } from './orders.service';

const CODES = ['307'] as const;

export function mobileOrderRoutes({ db, guard, tokens, env }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(CODES);
  const idParam = validate('param', v.object({ id: vipUuidSchema }));
  const sinceQuery = validate(
    'query',
    v.object({ since: v.optional(v.pipe(v.string(), v.isoTimestamp('La fecha no es válida'))) }),
  );

  app.get(
    '/ordenes',
    responds(mobileOrdersSchema, { summary: 'The orders board: open orders and the recent ones' }),
    g,
    sinceQuery,
    async (c) => {
      return c.json(await boardOrders(db, requireVenue(c).id, c.req.valid('query').since));
    },
  );

  app.post('/ordenes/:id/aceptar', responds(mobileOrderSchema, { summary: 'Accepts a new order' }), g, idParam, async (c) => {
    return c.json(await acceptOrder(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id));
  });

  app.post(
    '/ordenes/:id/entregar',
    responds(mobileOrderSchema, { summary: 'Delivers an order: books its sale and charges the card' }),
    g,
    idParam,
    validate('json', deliverOrderSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await deliverOrder(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json').pointOfSaleId));
    },
  );

  app.post(
    '/ordenes/:id/rechazar',
    responds(mobileOrderSchema, { summary: 'Rejects an order, with the reason the guest sees' }),
    g,
    idParam,
    validate('json', rejectOrderSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await rejectOrder(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json').reason));
    },
  );

  app.post(
    '/mesas/link',
    responds(tableLinkAnswerSchema, { status: 201, summary: "A signed link to a table's order page, charged to a card" }),
    g,
    validate('json', tableLinkBodySchema),
    async (c) => {
      const venueId = requireVenue(c).id;
      const body = c.req.valid('json');
      const cardId = await tableLinkCard(db, venueId, body.cardId);
      const ttl = TABLE_LINK_HOURS * 3600;
      const token = await tokens.signTableLink({ venueId, table: body.table, cardId }, ttl);
      const answer: TableLinkAnswer = {
        token,
        path: `/${env.product}/mesa/${token}`,
        expiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
      };
      return c.json(answer, 201);
    },
  );

  return app;
}
