// The night alerts' periodic check (issue 18): once a minute, every open night is evaluated
// (server/routes/gerencia/alerts.service.ts) and the pushes of the alerts raised for the first time
// are enqueued in the transaction that raised them. A server job on a cron schedule
// (server/lib/jobs.ts): one instance runs each minute's check. Raising is idempotent per condition
// as well (a unique key per night, kind and subject), so a check that overlaps another never
// notifies twice.
import type { Db } from './db/client';
import { defineJob, type Jobs } from './lib/jobs';
import type { Logger } from './lib/logger';
import { evaluateOpenNights } from './routes/gerencia/alerts.service';

/** Checks every open night now; how many notifications it raised (their pushes enqueued). */
export async function checkNightAlerts(db: Db, logger: Logger, jobs: Jobs, now = new Date()): Promise<number> {
  const pushes = await evaluateOpenNights(db, now, jobs);
  if (pushes.length > 0) logger.info({ notifications: pushes.length }, 'night alerts raised');
  return pushes.length;
}

export const nightAlertsJob = defineJob<Record<string, never>>('night-alerts.check', {
  schedule: '* * * * *',
  // The next minute's check covers a failed one: no retries piling up behind it.
  retryLimit: 0,
  expireInSeconds: 120,
  pollSeconds: 5,
  handler: async (_data, { db, logger, jobs }) => {
    await checkNightAlerts(db, logger, jobs);
  },
});
