// Which night an instant belongs to (DOMAIN.md "Operating frame"): the business date crosses
// midnight, so a sale at 04:30 belongs to the night that began the evening before. The venue's
// cutoff hour (venues.business_day_cutoff_hour, local time) decides where one business day ends.
// Sales ingestion, cancellations and extractions file their rows under the night found here.
import { and, eq, isNull } from 'drizzle-orm';
import { businessDate } from '../../src/contract/business-date';
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
