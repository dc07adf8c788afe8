// Which night an instant belongs to (DOMAIN.md "Operating frame"): the business date crosses
// midnight, so a sale at 04:30 belongs to the night that began the evening before. The venue's
// cutoff hour (venues.business_day_cutoff_hour, local time) decides where one business day ends.
// Sales ingestion, cancellations and extractions file their rows under the night found here;
// the home screen and nightly stock read the night in course (findCurrentNight).
import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
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
export async function findCurrentNight(
  db: Db | Tx,
  venueId: string,
  now = new Date(),
  clock?: VenueClock,
): Promise<CurrentNight | null> {
  const { timezone, cutoffHour } = clock ?? (await venueClock(db, venueId));
  const today = businessDate(now, timezone, cutoffHour);
  // One query: the open night (the latest, should there be two) before any planned one, else the
  // earliest planned night from today on.
  const isOpen = sql`${nights.status} = 'open'`;
  const [row] = await db
    .select()
    .from(nights)
    .where(
      and(
        eq(nights.venueId, venueId),
        isNull(nights.deletedAt),
        or(eq(nights.status, 'open'), and(eq(nights.status, 'planned'), gte(nights.businessDate, today))),
      ),
    )
    .orderBy(desc(isOpen), sql`case when ${isOpen} then ${nights.businessDate} end desc nulls last`, asc(nights.businessDate))
    .limit(1);
  return row ? toCurrentNight(row, timezone) : null;
}
