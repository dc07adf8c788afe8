// Tonight per venue, in memory (issue 20): the home screen asks GET /nights/current on every visit,
// and the answer only changes when the venue's nights change or its business day turns. Every
// committed change of a venue's nights announces `n:<venue id>` on the database's change feed
// (migration 0019, server/db/auth-changes.ts), which drops that venue's entry; an entry is also
// only good for the business date and clock it was read with. It answers only for a request whose
// guard found the feed in step (`c.var.feedFresh`: every change committed before the request has
// been handed over); otherwise, and without a feed, the night is read from the database.
import { businessDate, type CurrentNight } from '../../src/contract/business-date';
import { type AuthChanges, feedCache } from '../db/auth-changes';
import { authChangesOf, type Db } from '../db/client';
import type { RequestVenue } from '../middleware/auth';
import { findCurrentNight } from './night-of';

interface Entry {
  today: string;
  timezone: string;
  cutoffHour: number;
  night: CurrentNight | null;
}

/** More venues than this in one process: the cache starts over. */
const MAX_VENUES = 1_000;

export function createCurrentNightCache(db: Db, feed: AuthChanges | undefined = authChangesOf(db)) {
  const byVenue = feedCache<Entry>(
    feed,
    (change, entries) => {
      if (change.kind !== 'nights') return false;
      entries.delete(change.id);
      return true;
    },
    MAX_VENUES,
  );
  return async function currentNight(venue: RequestVenue, fresh: boolean, now = new Date()): Promise<CurrentNight | null> {
    if (!feed || !fresh) return findCurrentNight(db, venue.id, now, venue);
    const today = businessDate(now, venue.timezone, venue.cutoffHour);
    const hit = byVenue.get(venue.id);
    if (hit && hit.today === today && hit.timezone === venue.timezone && hit.cutoffHour === venue.cutoffHour) return hit.night;
    const since = byVenue.since();
    const night = await findCurrentNight(db, venue.id, now, venue);
    byVenue.keep(venue.id, { today, timezone: venue.timezone, cutoffHour: venue.cutoffHour, night }, since);
    return night;
  };
}
