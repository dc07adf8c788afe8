// Satélite (101): terminals, their API keys and event history (SPEC §7 consultarHistoria).
// A key is generated and returned once; only its prefix and hash are stored (satelite.service.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  apiKeyAnswerSchema,
  createTerminalSchema,
  historyEventSchema,
  historyQuerySchema,
  terminalSchema,
  terminalsAnswerSchema,
} from '../../../src/contract/satelite';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { createTerminal, issueTerminalKey, listTerminals, revokeTerminalKey, terminalHistory } from './satelite.service';

const SATELITE = ['101'] as const;

const idParam = v.object({ id: v.pipe(v.string(), v.uuid()) });

export function sateliteRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(SATELITE);

  app.get(
    '/terminales',
    responds(terminalsAnswerSchema, { summary: 'The venue’s terminals with their status and keys, and its points of sale' }),
    g,
    async (c) => c.json(await listTerminals(db, requireVenue(c).id)),
  );

  app.post(
    '/terminales',
    responds(terminalSchema, { status: 201, summary: 'Register a terminal (without a key yet)' }),
    g,
    validate('json', createTerminalSchema),
    async (c) => {
      return c.json(await createTerminal(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
    },
  );

  app.post(
    '/terminales/:id/clave',
    responds(apiKeyAnswerSchema, { summary: 'A new key for the terminal (the old one stops working), shown once' }),
    g,
    validate('param', idParam),
    async (c) => {
      return c.json(await issueTerminalKey(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id));
    },
  );

  app.post(
    '/terminales/:id/revocar',
    responds(terminalSchema, { summary: 'Revoke the terminal’s key' }),
    g,
    validate('param', idParam),
    async (c) => {
      return c.json(await revokeTerminalKey(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id));
    },
  );

  app.get(
    '/consultarHistoria',
    responds(v.array(historyEventSchema), { summary: 'The terminals’ event history, newest first' }),
    g,
    validate('query', historyQuerySchema),
    async (c) => {
      return c.json(await terminalHistory(db, requireVenue(c).id, c.req.valid('query')));
    },
  );

  return app;
}
