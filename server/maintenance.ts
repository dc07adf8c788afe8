// Housekeeping of the rows nobody else deletes: recorded rejections of sync commands past their
// keeping time, expired sign-in throttle rows and expired pending registrations. A server job
// (server/lib/jobs.ts) on the hour and when a worker starts: one instance runs each (cheap, indexed
// deletes, safe on several instances at once anyway).
// On embedded PGlite a second job gathers the planner's statistics (ANALYZE) at start when there
// are none yet, and every six hours: PGlite has no autovacuum daemon, and without statistics the planner guesses — a first
// sync's snapshot page of VIP cards scanned and sorted the whole table instead of walking the
// primary key. PostgreSQL's autovacuum does this on its own.
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { rowsOf } from './db/rows-of';
import { defineJob } from './lib/jobs';
import type { Logger } from './lib/logger';
import { pruneThrottle } from './routes/account/login-throttle';
import { prunePendingRegistrations } from './routes/account/registration.service';
import { pruneRejections } from './routes/sync/push';

export async function housekeeping(db: Db, logger: Logger, now = new Date()): Promise<void> {
  const rejections = await pruneRejections(db, now);
  const throttle = await pruneThrottle(db, now);
  const registrations = await prunePendingRegistrations(db, now);
  if (rejections + throttle + registrations > 0) {
    logger.info({ rejections, throttle, registrations }, 'housekeeping: expired rows deleted');
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

/** Whether the planner has statistics of the app's tables (kept in the data dir across restarts). */
async function hasStatistics(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ has: boolean }>(
    db,
    sql`select exists (select 1 from pg_stats where schemaname = 'public') as has`,
  );
  return row?.has === true;
}

export const housekeepingJob = defineJob<Record<string, never>>('maintenance.housekeeping', {
  schedule: '17 * * * *',
  atStart: {},
  retryLimit: 2,
  retryDelay: 60,
  handler: async (_data, { db, logger }) => housekeeping(db, logger),
});

/**
 * PGlite only. At start only when there are none yet (a new or just seeded data dir): ANALYZE
 * holds PGlite's one connection for seconds on a large venue, just as devices reconnect after a restart.
 */
export const statisticsJob = defineJob<{ ifMissing?: boolean }>('maintenance.statistics', {
  only: 'pglite',
  schedule: '41 */6 * * *',
  atStart: { ifMissing: true },
  retryLimit: 1,
  retryDelay: 300,
  expireInSeconds: 900,
  pollSeconds: 30,
  handler: async ({ ifMissing }, { db, logger }) => {
    if (ifMissing && (await hasStatistics(db))) return;
    await gatherStatistics(db, logger);
  },
});
