// POST /api/ingest/sales: POS terminals send sales with their per-terminal API key (no user sign-in).
// 401 when the key is missing, malformed, wrong or revoked; 4xx when the envelope is malformed;
// otherwise 200 with one result per sale (applied, duplicate or rejected with its reason).
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { type IngestAnswer, ingestAnswerSchema, ingestBatchSchema, ingestSaleSchema } from '../../../src/contract/ingest';
import type { ServerDeps } from '../../deps';
import { authenticateTerminal, ingestSales, recordBatch } from '../../domain/sales-ingest';
import type { IngestTerminal } from '../../domain/sales-ingest-book';
import { requestLang, translate } from '../../lib/messages';
import { responds, TERMINAL_KEY } from '../../lib/openapi';
import { validate } from '../../lib/validate';

export function ingestRoutes({ db, logger }: ServerDeps) {
  const app = new Hono<{ Variables: { terminal: IngestTerminal } }>();

  app.post(
    '/sales',
    describeRoute({ security: [{ [TERMINAL_KEY]: [] }] }),
    responds(ingestAnswerSchema, { summary: 'A POS terminal’s batch of sales: one result per sale' }),
    // The key is checked before the body is parsed: an unauthorised caller learns nothing about it.
    async (c, next) => {
      c.set('terminal', await authenticateTerminal(db, c.req.header('authorization')));
      await next();
    },
    validate('json', ingestBatchSchema),
    // The envelope checks each sale's id only (the rest is checked per sale): the document shows a whole sale.
    describeRoute({
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: resolver(v.object({ ...ingestBatchSchema.entries, sales: v.array(ingestSaleSchema) })) },
        },
      },
    }),
    async (c) => {
      const terminal = c.get('terminal');
      const batch = c.req.valid('json');
      const outcomes = await ingestSales(db, terminal, batch.sales);
      try {
        await recordBatch(db, terminal, batch, outcomes);
      } catch (err) {
        // The sales are committed: a failed status update must not make the terminal resend them.
        logger.warn({ err, terminalId: terminal.id }, 'terminal status not updated');
      }
      const lang = requestLang(c);
      const answer: IngestAnswer = {
        results: outcomes.map((o) => (o.reason ? { ...o, reason: translate(lang, o.reason) } : o)),
      };
      return c.json(answer);
    },
  );
  return app;
}
