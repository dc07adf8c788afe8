// GET /api/audit (issue 16, 300): the audit log viewer's pages (audit.service.ts says whose rows).
import { Hono } from 'hono';
import { auditPageSchema, auditQuerySchema } from '../../../src/contract/audit';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { auditPage } from './audit.service';

export function auditRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get(
    '/',
    responds(auditPageSchema, { summary: 'One page of the audit log, newest first' }),
    guard(['300']),
    validate('query', auditQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const venue = requireVenue(c);
      return c.json(await auditPage(db, venue, { ...q, page: Number(q.page) }));
    },
  );

  return app;
}
