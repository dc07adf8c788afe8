// Every kind of server job (server/lib/jobs.ts), as the routes are listed in app.ts: a kind is
// defined beside the code it belongs to and added here, and its queue exists from the next start.
import type { Database } from './db/client';
import { authorizeJob } from './einvoicing/authorize';
import { certificateCheckJob } from './einvoicing/certificate-alert';
import { paramsJob } from './einvoicing/params-job';
import type { EInvoicing } from './einvoicing/runtime';
import { type JobKind, type Jobs, startJobs } from './lib/jobs';
import type { Logger } from './lib/logger';
import { createPushSender, type PushSender } from './lib/push';
import { housekeepingJob, statisticsJob } from './maintenance';
import { nightAlertsJob } from './night-alerts';
import { pushJob } from './routes/account/notifications.service';

export const JOB_KINDS: readonly JobKind<never>[] = [
  pushJob,
  nightAlertsJob,
  housekeepingJob,
  statisticsJob,
  authorizeJob,
  paramsJob,
  certificateCheckJob,
];

/**
 * The app's jobs on `database`. Without `push`, an FCM sender with no credentials (it sends
 * nothing); without `workers`, nothing runs until `drain()` (the tests, the benchmarks).
 */
export function startAppJobs(input: {
  database: Database;
  logger: Logger;
  push?: PushSender;
  workers?: boolean;
  einvoicing?: EInvoicing;
}): Promise<Jobs> {
  const { database, logger } = input;
  return startJobs({
    database,
    logger,
    push: input.push ?? createPushSender({ db: database.db, logger, account: undefined }),
    kinds: JOB_KINDS,
    workers: input.workers ?? false,
    einvoicing: input.einvoicing,
  });
}
