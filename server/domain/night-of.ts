// Which night an instant belongs to (DOMAIN.md "Operating frame"): the business date crosses
// midnight, so a sale at 04:30 belongs to the night that began the evening before. The venue's
// cutoff hour (venues.business_day_cutoff_hour, local time) decides where one business day ends.
// Sales ingestion, cancellations and extractions file their rows under the night found here;
// the home screen and nightly stock read the night in course (findCurrentNight).
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { businessDate, type CurrentNight } from '../../src/contract/business-date';
import type { Db, Tx } from '../db/client';
import { nights, venues } from '../db/schema';

export interface VenueClock {
  timezone: string;
  cutoffHour: number;
}

export async function venueClock(db: Db | Tx, venueId: string): Promise<VenueClock> {
  const [row] = await db
    .select({ timezone: venues.timezone, cutoffHour: venues.businessDayCutoffHour })
    .from(venues)
    .where(eq(venues.id, venueId));
  return row ?? { timezone: 'America/Argentina/Buenos_Aires', cutoffHour: 9 };
}

export type NightRow = typeof nights.$inferSelect;

/** The venue's night whose business date holds `at`, or null when no night was created for it. */
export async function nightOf(db: Db | Tx, venueId: string, at: Date, clock?: VenueClock): Promise<NightRow | null> {
  const { timezone, cutoffHour } = clock ?? (await venueClock(db, venueId));
  const date = businessDate(at, timezone, cutoffHour);
  const [row] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.businessDate, date), isNull(nights.deletedAt)));
  return row ?? null;
}

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

// The night in course for a venue (home screen, nightly stock): an open night wins, else the
// next planned one from today's business date on; closed nights are never "current".
export async function findCurrentNight(db: Db | Tx, venueId: string, now = new Date()): Promise<CurrentNight | null> {
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
