// Tonight per venue, in memory (issue 20): the home screen asks GET /nights/current on every visit,
// and the answer only changes when the venue's nights change or its business day turns. Every
// committed change of a venue's nights announces `n:<venue id>` on the database's change feed
// (migration 0019, server/db/auth-changes.ts), which drops that venue's entry; an entry is also
// only good for the business date and clock it was read with. It answers only for a request whose
// guard found the feed in step (`c.var.feedFresh`: every change committed before the request has
// been handed over); otherwise, and without a feed, the night is read from the database.
import type { CurrentNight } from '../../src/contract/business-date';
import { businessDate } from '../../src/contract/business-date';
import type { AuthChanges } from '../db/auth-changes';
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
  const byVenue = new Map<string, Entry>();
  let generation = 0;
  feed?.subscribe({
    message(payload) {
      if (payload.startsWith('n:')) {
        generation++;
        byVenue.delete(payload.slice(2));
      } else if (payload === '*') {
        generation++;
        byVenue.clear();
      }
    },
    reset() {
      generation++;
      byVenue.clear();
    },
  });
  return async function currentNight(venue: RequestVenue, fresh: boolean, now = new Date()): Promise<CurrentNight | null> {
    if (!feed || !fresh) return findCurrentNight(db, venue.id, now, venue);
    const today = businessDate(now, venue.timezone, venue.cutoffHour);
    const hit = byVenue.get(venue.id);
    if (hit && hit.today === today && hit.timezone === venue.timezone && hit.cutoffHour === venue.cutoffHour) return hit.night;
    const started = generation;
    const night = await findCurrentNight(db, venue.id, now, venue);
    // A change announced while the read ran may or may not be in it: answered, not kept.
    if (generation === started) {
      if (byVenue.size >= MAX_VENUES) byVenue.clear();
      byVenue.set(venue.id, { today, timezone: venue.timezone, cutoffHour: venue.cutoffHour, night });
    }
    return night;
  };
}
