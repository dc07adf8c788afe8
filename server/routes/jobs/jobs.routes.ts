// GET /api/jobs and POST /api/jobs/:id/retry (issue 33, 300): the server jobs waiting and failed
// (server/lib/jobs.ts), the caller's venue's and those of no venue; a failed one is sent back.
import { Hono } from 'hono';
import { type JobsAnswer, jobIdParamSchema, jobSchema, jobsAnswerSchema } from '../../../src/contract/jobs';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';

export const JOB_NOT_FOUND = 'No hay un trabajo fallido con ese identificador';

export function jobRoutes({ guard, jobs }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/', responds(jobsAnswerSchema), guard(['300']), async (c) => {
    const answer: JobsAnswer = { jobs: await jobs.list(requireVenue(c).id) };
    return c.json(answer);
  });

  app.post('/:id/retry', responds(jobSchema), guard(['300']), validate('param', jobIdParamSchema), async (c) => {
    const job = await jobs.retry(c.req.valid('param').id, requireVenue(c).id);
    if (!job) throw new ApiError(404, JOB_NOT_FOUND);
    return c.json(job);
  });

  return app;
}
