// /api/nights: what the home screen needs today — the night in course for the user's venue (an
// open one, else tonight's or the next planned one) — and configuracion/noche's management of
// nights and the business-day cutoff (nights-admin.routes.ts, 201).
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { businessDate, type CurrentNight } from '../../../src/contract/business-date';
import type { Db } from '../../db/client';
import { nights, venues } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import type { AuthVariables } from '../../middleware/auth';
import { nightAdminRoutes } from './nights-admin.routes';

type NightRow = typeof nights.$inferSelect;

function toCurrentNight(row: NightRow, timezone: string): CurrentNight {
  return {
    id: row.id,
    businessDate: row.businessDate,
    eventName: row.eventName,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    status: row.status,
    timezone,
  };
}

export async function findCurrentNight(db: Db, venueId: string, now = new Date()): Promise<CurrentNight | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId)).limit(1);
  if (!venue) return null;
  const live = and(eq(nights.venueId, venueId), isNull(nights.deletedAt));
  const [open] = await db
    .select()
    .from(nights)
    .where(and(live, eq(nights.status, 'open')))
    .orderBy(desc(nights.businessDate))
    .limit(1);
  if (open) return toCurrentNight(open, venue.timezone);
  const today = businessDate(now, venue.timezone, venue.businessDayCutoffHour);
  const [next] = await db
    .select()
    .from(nights)
    .where(and(live, eq(nights.status, 'planned'), gte(nights.businessDate, today)))
    .orderBy(asc(nights.businessDate))
    .limit(1);
  return next ? toCurrentNight(next, venue.timezone) : null;
}

export function nightRoutes(deps: ServerDeps) {
  const { db, guard } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  // Open to every signed-in user: the home screen of any role shows tonight.
  app.get('/current', guard([]), async (c) => {
    const venueId = c.var.user.defaultVenueId;
    return c.json({ night: venueId ? await findCurrentNight(db, venueId) : null });
  });
  app.route('/', nightAdminRoutes(deps));
  return app;
}
