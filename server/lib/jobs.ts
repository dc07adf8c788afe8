// Durable server jobs (issue 33, docs/decisions/0005-server-jobs.md): work that must happen
// because of a committed change (a push to a phone) or on a clock (night alerts, housekeeping),
// kept in the database by pg-boss (its `pgboss` schema, beside the app's tables) so a crash or a
// restart loses none of it and several instances share it.
// - A job kind is declared once with defineJob (its handler, retries, an optional cron schedule)
//   and listed in server/job-kinds.ts.
// - `jobs.enqueue(tx, kind, data)` inserts the job in the caller's transaction: it exists only if
//   the change that caused it committed.
// - Each process with NOCTUA_JOB_WORKERS on (the default) claims jobs (SKIP LOCKED: one instance
//   per job), retries failures with exponential back-off, and fires the schedules; pg-boss files
//   each cron occurrence under one key, so an occurrence runs once across all instances. A job out
//   of attempts stays `failed` (dead) and is listed at configuraciones → Trabajos, which retries it.
// - Without workers (the API tests) `drain()` runs every due job in the caller's process.
import { sql } from 'drizzle-orm';
import { type Job, PgBoss } from 'pg-boss';
import type { JobDto, JobStateDto as JobState } from '../../src/contract/jobs';
import type { Database, Db, Tx } from '../db/client';
import { inTransaction, jobsDatabase } from '../db/job-adapters';
import { rowsOf } from '../db/rows-of';
import type { EInvoicing } from '../einvoicing/runtime';
import type { Logger } from './logger';
import type { PushSender } from './push';

/** What a handler may use: the app's database, its log, the push sender, and the jobs (to enqueue follow-ups). */
export interface JobContext {
  db: Db;
  logger: Logger;
  push: PushSender;
  jobs: Jobs;
  databaseKind: Database['kind'];
  /** The venues' e-invoicing providers and sealed keys (server/einvoicing/runtime.ts); absent where not given. */
  einvoicing?: EInvoicing;
}

export interface JobKindOptions {
  /** Attempts after the first before the job is left failed (dead). Default 5. */
  retryLimit?: number;
  /** Seconds before the first retry; with retryBackoff it roughly doubles each attempt. Default 10. */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** The longest wait between two attempts, in seconds (with retryBackoff). Default 1 hour. */
  retryDelayMax?: number;
  /** How long one attempt may run before it counts as failed. Default 5 minutes. */
  expireInSeconds?: number;
  /** A cron expression (UTC): fired once per occurrence across all instances. */
  schedule?: string;
  /** Also sent once when a worker process starts (several instances starting together: once per 10 minutes). */
  atStart?: object;
  /** Only on this database (the kind does not exist on the other). */
  only?: Database['kind'];
  /** How often an idle worker looks for this kind's jobs, in seconds (PGlite wakes it at once). Default 2. */
  pollSeconds?: number;
}

/**
 * A kind of job. Its data is JSON; a `venueId` field in it files the job under that venue (the
 * Trabajos screen shows a venue's jobs to its managers, and jobs without one to every manager).
 */
export interface JobKind<T extends object = object> extends JobKindOptions {
  readonly name: string;
  handler(data: T, ctx: JobContext): Promise<void>;
}

export function defineJob<T extends object>(name: string, kind: JobKindOptions & Pick<JobKind<T>, 'handler'>): JobKind<T> {
  if (!/^[a-z][\w.-]*$/.test(name)) throw new Error(`job kind names are lower-case words with . or -: ${name}`);
  return { ...kind, name };
}

export interface EnqueueOptions {
  /** Not before (a Date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one such job per key (and per `singletonSeconds` slot, when given). */
  singletonKey?: string;
  singletonSeconds?: number;
}

/** A job as the Trabajos screen lists it (src/contract/jobs.ts). */
export type JobRow = JobDto;

export interface Jobs {
  /** Inserts a job in `tx` (the transaction of the change that causes it); its id, or null when a singleton already exists. */
  enqueue<T extends object>(tx: Tx, kind: JobKind<T>, data: T, opts?: EnqueueOptions): Promise<string | null>;
  /** Runs every due job (or those of the `only` kinds: what one kind's worker does) in this process until none is due (each kind's retries and dead jobs as the workers would); how many ran. */
  drain(only?: readonly string[]): Promise<number>;
  /** Waiting, running and failed jobs, failed first, newest first: the venue's and those of no venue (`venueId` null: only those). */
  list(venueId: string | null, limit?: number): Promise<JobRow[]>;
  /** Sends a failed job of the venue (or of no venue) back to the queue; the job as it is now, or null when there is no such failed job. */
  retry(id: string, venueId: string | null): Promise<JobRow | null>;
  stop(): Promise<void>;
}

export interface JobsInput {
  database: Database;
  logger: Logger;
  push: PushSender;
  kinds: readonly JobKind<never>[];
  /** Claim and run jobs, and fire the schedules, in this process (NOCTUA_JOB_WORKERS). */
  workers: boolean;
  /** For the e-invoicing jobs (server/einvoicing/authorize.ts). */
  einvoicing?: EInvoicing;
}

/** pg-boss's schema in the app's database (its tables are not ours: not in the Drizzle schema). */
export const JOBS_SCHEMA = 'pgboss';
const SCHEMA = JOBS_SCHEMA;
const KEEP_FINISHED_SECONDS = 14 * 24 * 60 * 60;
const BUILT_IN_PREFIX = '__pgboss';

/** Creates the jobs' tables when missing (pg-boss's own migrations), the kinds' queues, and with `workers` the workers and schedules. */
export async function startJobs(input: JobsInput): Promise<Jobs> {
  const { database, logger, push, workers } = input;
  const kinds = input.kinds.filter((k) => !k.only || k.only === database.kind) as unknown as JobKind<object>[];
  const pglite = database.kind === 'pglite';
  const boss = new PgBoss({
    db: jobsDatabase(database.driver),
    backend: pglite ? 'pglite' : 'postgres',
    schema: SCHEMA,
    // Maintenance (expiring, deleting old jobs) and the cron pass run where the workers do.
    supervise: workers,
    schedule: workers,
    useListenNotify: pglite && workers,
    // PGlite has no autovacuum nor concurrent reindexing; its ANALYZE is our own job (server/maintenance.ts).
    monitorVacuum: !pglite,
    reindex: !pglite,
  });
  boss.on('error', (err: unknown) => logger.warn({ err }, 'jobs: background error'));
  boss.on('warning', (warning: { message?: string; data?: unknown }) =>
    logger.warn({ data: warning.data }, `jobs: ${warning.message ?? 'warning'}`),
  );
  await boss.start();

  const byName = new Map(kinds.map((k) => [k.name, k]));
  for (const kind of kinds) {
    const options = {
      retryLimit: kind.retryLimit ?? 5,
      retryDelay: kind.retryDelay ?? 10,
      retryBackoff: kind.retryBackoff ?? true,
      retryDelayMax: (kind.retryBackoff ?? true) ? (kind.retryDelayMax ?? 3600) : undefined,
      expireInSeconds: kind.expireInSeconds ?? 300,
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    };
    if (await boss.getQueue(kind.name)) await boss.updateQueue(kind.name, options);
    else await boss.createQueue(kind.name, options);
  }

  const jobs: Jobs = {
    async enqueue(tx, kind, data, opts = {}) {
      if (!byName.has(kind.name)) throw new Error(`job kind ${kind.name} is not started on this database`);
      return boss.send(kind.name, data, { ...opts, db: inTransaction(tx) });
    },
    async drain(only) {
      let ran = 0;
      const drained = only ? kinds.filter((k) => only.includes(k.name)) : kinds;
      for (let round = 0; ; round++) {
        let ranThisRound = 0;
        for (const kind of drained) {
          const batch = await boss.fetch<object>(kind.name, { batchSize: 20 });
          for (const job of batch) {
            ranThisRound++;
            try {
              await run(kind, job);
              await boss.complete(kind.name, job.id);
            } catch (err) {
              await boss.fail(kind.name, job.id, errorOutput(err));
            }
          }
        }
        ran += ranThisRound;
        // Jobs enqueue follow-ups (the night check its pushes): run them too, within reason.
        if (ranThisRound === 0 || round >= 20) return ran;
      }
    },
    list: (venueId, limit = 200) => listJobs(database.db, venueId, limit),
    async retry(id, venueId) {
      const [job] = await listJobs(database.db, venueId, 1, id);
      if (job?.state !== 'failed') return null;
      await boss.retry(job.kind, id);
      const [now] = await listJobs(database.db, venueId, 1, id);
      return now ?? null;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };

  const ctx: JobContext = { db: database.db, logger, push, jobs, databaseKind: database.kind, einvoicing: input.einvoicing };
  async function run(kind: JobKind<object>, job: Job<object>): Promise<void> {
    const started = performance.now();
    const attempt = job.retryCount + 1;
    try {
      await kind.handler(job.data ?? {}, ctx);
    } catch (err) {
      logger.warn({ err, job: kind.name, id: job.id, attempt }, 'job failed');
      throw err;
    }
    logger.info({ job: kind.name, id: job.id, attempt, ms: Math.round(performance.now() - started) }, 'job done');
  }

  if (workers) {
    for (const kind of kinds) {
      await boss.work<object>(kind.name, { pollingIntervalSeconds: kind.pollSeconds ?? 2, batchSize: 1 }, async ([job]) => {
        if (job) await run(kind, job);
      });
    }
    // The schedules the code declares, and no others (a kind removed from the code stops firing).
    const declared = new Set<string>();
    for (const kind of kinds) {
      if (!kind.schedule) continue;
      declared.add(kind.name);
      await boss.schedule(kind.name, kind.schedule, {}, { tz: 'UTC' });
    }
    for (const s of await boss.getSchedules())
      if (!declared.has(s.name) && !s.name.startsWith(BUILT_IN_PREFIX)) await boss.unschedule(s.name);
    for (const kind of kinds)
      if (kind.atStart) await boss.send(kind.name, kind.atStart, { singletonKey: 'start', singletonSeconds: 600 });
  }
  logger.info({ kinds: kinds.length, workers }, 'jobs ready');
  return jobs;
}

function errorOutput(err: unknown): object {
  return err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { message: String(err) };
}

type Raw = {
  id: string;
  name: string;
  state: JobState;
  venue_id: string | null;
  retry_count: number;
  retry_limit: number;
  error: string | null;
  created_on: Date | string;
  started_on: Date | string | null;
  start_after: Date | string;
  completed_on: Date | string | null;
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The jobs still to run or dead (pg-boss's job table, read directly: its API lists one queue at a time). */
async function listJobs(db: Db, venueId: string | null, limit: number, id?: string): Promise<JobRow[]> {
  const rows = await rowsOf<Raw>(
    db,
    sql`select id::text, name, state::text, data->>'venueId' as venue_id, retry_count, retry_limit,
          coalesce(output->>'message', output::text) as error, created_on, started_on, start_after, completed_on
        from ${sql.identifier(SCHEMA)}.job
        where state in ('created', 'retry', 'active', 'failed')
          and name not like ${`${BUILT_IN_PREFIX}%`}
          and (data->>'venueId' is null ${venueId ? sql`or data->>'venueId' = ${venueId}` : sql``})
          ${id ? sql`and id = ${id}::uuid` : sql``}
        order by (state = 'failed') desc, created_on desc, id
        limit ${limit}`,
  );
  return rows.map((r) => {
    // A job that failed and waits for its retry carries the last error as its output too.
    const failedBefore = r.state === 'failed' || r.state === 'retry';
    return {
      id: r.id,
      kind: r.name,
      state: r.state,
      venueId: r.venue_id,
      attempts: r.state === 'created' ? 0 : r.retry_count + 1,
      maxAttempts: r.retry_limit + 1,
      lastError: failedBefore ? r.error : null,
      createdAt: iso(r.created_on) ?? '',
      startedAt: iso(r.started_on),
      runAt: r.state === 'failed' ? null : iso(r.start_after),
      failedAt: r.state === 'failed' ? iso(r.completed_on) : null,
    };
  });
}
