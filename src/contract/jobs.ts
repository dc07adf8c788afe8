// The server jobs screen (configuraciones → Trabajos, 300; issue 33): GET /api/jobs lists the jobs
// still to run and the failed (dead) ones of the caller's venue and those of no venue (night
// checks, housekeeping); POST /api/jobs/:id/retry sends a failed one back to the queue.
import * as v from 'valibot';

const BAD_ID = 'El identificador no es válido';

export const jobIdParamSchema = v.object({ id: v.pipe(v.string(BAD_ID), v.uuid(BAD_ID)) });

const isoOrNull = v.nullable(v.string());

/** created: waiting for its first run; retry: failed, waiting for its next attempt; active: running; failed: out of attempts. */
export const jobStateSchema = v.picklist(['created', 'retry', 'active', 'failed']);
export type JobStateDto = v.InferOutput<typeof jobStateSchema>;

export const jobSchema = v.object({
  id: v.string(),
  /** The kind's name (server/job-kinds.ts), e.g. `notification.push`. */
  kind: v.string(),
  state: jobStateSchema,
  /** The venue it is about; null for the server's own (night checks, housekeeping). */
  venueId: v.nullable(v.string()),
  attempts: v.number(),
  maxAttempts: v.number(),
  /** The last attempt's error, for a job that failed at least once. */
  lastError: v.nullable(v.string()),
  /** ISO 8601. */
  createdAt: v.string(),
  startedAt: isoOrNull,
  /** When it runs next (waiting jobs). */
  runAt: isoOrNull,
  /** When it failed for good (failed jobs). */
  failedAt: isoOrNull,
});
export type JobDto = v.InferOutput<typeof jobSchema>;

export const jobsAnswerSchema = v.object({ jobs: v.array(jobSchema) });
export type JobsAnswer = v.InferOutput<typeof jobsAnswerSchema>;
