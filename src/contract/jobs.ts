// The server jobs screen (configuraciones → Trabajos, 300; issue 33): GET /api/jobs lists the jobs
// still to run and the failed (dead) ones of the caller's venue and those of no venue (night
// checks, housekeeping); POST /api/jobs/:id/retry sends a failed one back to the queue.
import * as v from 'valibot';

const BAD_ID = 'El identificador no es válido';

export const jobIdParamSchema = v.object({ id: v.pipe(v.string(BAD_ID), v.uuid(BAD_ID)) });

/** created: waiting for its first run; retry: failed, waiting for its next attempt; active: running; failed: out of attempts. */
export type JobStateDto = 'created' | 'retry' | 'active' | 'failed';

export interface JobDto {
  id: string;
  /** The kind's name (server/job-kinds.ts), e.g. `notification.push`. */
  kind: string;
  state: JobStateDto;
  /** The venue it is about; null for the server's own (night checks, housekeeping). */
  venueId: string | null;
  attempts: number;
  maxAttempts: number;
  /** The last attempt's error, for a job that failed at least once. */
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
  startedAt: string | null;
  /** When it runs next (waiting jobs). */
  runAt: string | null;
  /** When it failed for good (failed jobs). */
  failedAt: string | null;
}

export interface JobsAnswer {
  jobs: JobDto[];
}
