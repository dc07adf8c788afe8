// Housekeeping of the rows nobody else deletes: recorded rejections of sync commands past their
// keeping time, expired sign-in throttle rows and expired pending registrations. Run at start and
// every hour by server/main.ts (cheap, indexed deletes; safe on several instances at once).
// On embedded PGlite it also gathers the planner's statistics (ANALYZE) at start when there are
// none yet, and every six hours: PGlite has no autovacuum daemon, and without statistics the planner guesses — a first
// sync's snapshot page of VIP cards scanned and sorted the whole table instead of walking the
// primary key. PostgreSQL's autovacuum does this on its own.
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { rowsOf } from './db/rows-of';
import type { Logger } from './lib/logger';
import { pruneThrottle } from './routes/account/login-throttle';
import { prunePendingRegistrations } from './routes/account/registration.service';
import { pruneRejections } from './routes/sync/push';

export async function housekeeping(db: Db, logger: Logger, now = new Date()): Promise<void> {
  try {
    const rejections = await pruneRejections(db, now);
    const throttle = await pruneThrottle(db, now);
    const registrations = await prunePendingRegistrations(db, now);
    if (rejections + throttle + registrations > 0) {
      logger.info({ rejections, throttle, registrations }, 'housekeeping: expired rows deleted');
    }
  } catch (err) {
    logger.warn({ err }, 'housekeeping failed; it runs again in an hour');
  }
}

/** ANALYZE of the whole database; a failure is logged and waits for the next round. */
export async function gatherStatistics(db: Db, logger: Logger): Promise<void> {
  const started = performance.now();
  try {
    await db.execute(sql`analyze`);
    logger.info({ ms: Math.round(performance.now() - started) }, 'housekeeping: planner statistics gathered');
  } catch (err) {
    logger.warn({ err }, 'housekeeping: analyze failed');
  }
}

const ANALYZE_EVERY_HOURS = 6;

/** Whether the planner has statistics of the app's tables (kept in the data dir across restarts). */
async function hasStatistics(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ has: boolean }>(
    db,
    sql`select exists (select 1 from pg_stats where schemaname = 'public') as has`,
  );
  return row?.has === true;
}

export function scheduleHousekeeping(db: Db, logger: Logger, opts: { analyze?: boolean } = {}): () => void {
  let round = 0;
  const run = async () => {
    await housekeeping(db, logger);
    // At start only when there are none yet (a new or just seeded data dir): ANALYZE holds PGlite's
    // one connection for seconds on a large venue, just as devices reconnect after a restart.
    if (opts.analyze) {
      const due = round === 0 ? !(await hasStatistics(db).catch(() => true)) : round % ANALYZE_EVERY_HOURS === 0;
      if (due) await gatherStatistics(db, logger);
    }
    round += 1;
  };
  void run();
  const timer = setInterval(() => void run(), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
