// /api/nights: what the home screen needs today — the night in course for the user's venue (an
// open one, else tonight's or the next planned one) — and configuracion/noche's management of
// nights and the business-day cutoff (nights-admin.routes.ts, 201).
import { Hono } from 'hono';
import { currentNightAnswerSchema } from '../../../src/contract/business-date';
import type { ServerDeps } from '../../deps';
import { createCurrentNightCache } from '../../domain/current-night-cache';
import { responds } from '../../lib/openapi';
import type { AuthVariables } from '../../middleware/auth';
import { nightAdminRoutes } from './nights-admin.routes';

export function nightRoutes(deps: ServerDeps) {
  const { db, guard } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const currentNight = createCurrentNightCache(db);
  // Open to every signed-in user: the home screen of any role shows tonight (kept in memory per
  // venue while its nights do not change: server/domain/current-night-cache.ts).
  app.get(
    '/current',
    responds(currentNightAnswerSchema, { summary: 'Tonight: the night in course of the user’s venue' }),
    guard([]),
    async (c) => {
      const venue = c.var.venue;
      return c.json({ night: venue ? await currentNight(venue, c.var.feedFresh) : null });
    },
  );
  app.route('/', nightAdminRoutes(deps));
  return app;
}
