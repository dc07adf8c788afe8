// /api/nights: what the home screen needs today — the night in course for the user's venue (an
// open one, else tonight's or the next planned one) — and configuracion/noche's management of
// nights and the business-day cutoff (nights-admin.routes.ts, 201).
import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import { findCurrentNight } from '../../domain/night-of';
import type { AuthVariables } from '../../middleware/auth';
import { nightAdminRoutes } from './nights-admin.routes';

export function nightRoutes(deps: ServerDeps) {
  const { db, guard } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  // Open to every signed-in user: the home screen of any role shows tonight.
  app.get('/current', guard([]), async (c) => {
    const venue = c.var.venue;
    return c.json({ night: venue ? await findCurrentNight(db, venue.id, new Date(), venue) : null });
  });
  app.route('/', nightAdminRoutes(deps));
  return app;
}
