// GET /api/account/cards: the signed-in user's own VIP cards at their venue (any role may hold one).
import { Hono } from 'hono';
import { myCardsSchema } from '../../../src/contract/vip';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { myCards } from '../cards/cards.service';

export function myCardRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get('/cards', responds(myCardsSchema, { summary: "The signed-in user's own VIP cards" }), guard([]), async (c) =>
    c.json(await myCards(db, requireVenue(c).id, c.var.user.id)),
  );
  return app;
}
