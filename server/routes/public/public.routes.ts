// The guest's order page behind a signed per-table link (no sign-in): menu and order.
//
// The link's token (server/lib/tokens.ts, own audience, so a sign-in token is never accepted here)
// names the venue, the table and the card the table's orders are charged to. The guest only ever
// sees the holder's first name, the prices and the table's own orders (public.service.ts). Nothing
// is charged here: the card pays when staff deliver (vip/orders).
import { Hono } from 'hono';
import * as v from 'valibot';
import { analyticsConfigSchema } from '../../../src/contract/analytics';
import {
  GUEST_ORDER_LIMIT,
  GUEST_ORDER_WINDOW_MINUTES,
  guestMenuSchema,
  guestOrderAnswerSchema,
  guestOrderSchema,
} from '../../../src/contract/vip-orders';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { BAD_LINK, guestMenu, linkContext, placeGuestOrder, toGuestOrder } from './public.service';

const WINDOW_MS = GUEST_ORDER_WINDOW_MINUTES * 60_000;

/**
 * A sliding window of new orders per link, in memory: enough to stop a stuck retry loop or a prank.
 * Counted by order id, so copies of one order (a phone resending while the first copy is still
 * being placed) take one unit between them; a resend of a placed order never gets here at all.
 */
function createRateLimiter(limit: number, windowMs: number) {
  const hits = new Map<string, Map<string, number>>();
  return {
    /** Records order `id` for `key` unless the key is over the limit; false when over. */
    take(key: string, id: string, now = Date.now()): boolean {
      if (hits.size > 5_000) {
        for (const [k, ids] of hits) if ([...ids.values()].every((t) => now - t >= windowMs)) hits.delete(k);
      }
      const recent = hits.get(key) ?? new Map<string, number>();
      for (const [orderId, t] of recent) if (now - t >= windowMs) recent.delete(orderId);
      hits.set(key, recent);
      if (recent.has(id)) return true;
      if (recent.size >= limit) return false;
      recent.set(id, now);
      return true;
    },
  };
}

export function publicOrderRoutes({ db, tokens, jobs, env }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  // The opt-in analytics loader's script (SPEC §7; src/lib/analytics.ts), or null: asked before
  // sign-in is settled, so it needs no token; it names only what the operator configured.
  app.get('/analytics', responds(analyticsConfigSchema, { summary: 'The analytics script a user may opt in to, or null' }), (c) =>
    c.json(env.analytics),
  );

  const limiter = createRateLimiter(GUEST_ORDER_LIMIT, WINDOW_MS);
  const verify = (t: string) => tokens.verifyTableLink(t);
  const tokenParam = validate('param', v.object({ token: v.pipe(v.string(), v.maxLength(2000, BAD_LINK)) }));

  app.get(
    '/mesa/:token',
    responds(guestMenuSchema, { summary: 'The guest page behind a table link (no sign-in): the menu and the table’s orders' }),
    tokenParam,
    async (c) => {
      const link = await linkContext(db, verify, c.req.valid('param').token);
      return c.json(await guestMenu(db, link));
    },
  );

  app.post(
    '/mesa/:token/orden',
    responds(guestOrderAnswerSchema, {
      status: [201, 200],
      summary: 'Place the guest’s order (201), or find the one this id already placed (200)',
    }),
    tokenParam,
    validate('json', guestOrderSchema),
    async (c) => {
      const { token } = c.req.valid('param');
      const link = await linkContext(db, verify, token);
      const body = c.req.valid('json');
      const { order, created } = await placeGuestOrder(db, link, body, () => limiter.take(token, body.id), jobs);
      return c.json(toGuestOrder(order), created ? 201 : 200);
    },
  );

  return app;
}
