// Inventory: transfer notes (remitos/transferencias). All behind code 420
// (src/contract/navigation.ts) and scoped to the user's venue: a note of another venue answers 404
// or is simply not listed. The workflow (draft → sent → received) is in transfer-notes.service.ts;
// numbers are sequential per venue, allocated under a transaction-scoped advisory lock per venue,
// so parallel creations queue for the number instead of colliding on the unique index.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  receiveBodySchema,
  sendBodySchema,
  transferListQuerySchema,
  transferNoteBodySchema,
  transferNoteDetailSchema,
  transferNoteSummariesSchema,
  uuidSchema,
} from '../../../src/contract/inventory-transfers';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { breakageRecordHandler } from './breakage.commands';
import {
  createTransferNote,
  listTransferNotes,
  receiveTransferNote,
  sendTransferNote,
  updateTransferNote,
} from './transfer-notes.service';
import { loadDetail } from './transfers.service';

const CODES = ['420'] as const;

export function transferRoutes({ db, guard, jobs, commands }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // Breakage is recorded offline and arrives through the sync push.
  commands.register(breakageRecordHandler);
  const g = guard(CODES);
  const idParam = validate('param', v.object({ id: uuidSchema }));

  app.get(
    '/remitos',
    responds(transferNoteSummariesSchema, { summary: 'Transfer notes, newest first' }),
    g,
    validate('query', transferListQuerySchema),
    async (c) => {
      return c.json(await listTransferNotes(db, requireVenue(c).id, c.req.valid('query')));
    },
  );

  app.get(
    '/remitos/:id',
    responds(transferNoteDetailSchema, { summary: 'A transfer note with its lines' }),
    g,
    idParam,
    async (c) => {
      return c.json(await loadDetail(db, requireVenue(c).id, c.req.valid('param').id));
    },
  );

  app.post(
    '/remitos',
    responds(transferNoteDetailSchema, { status: 201, summary: 'Create a draft transfer note' }),
    g,
    validate('json', transferNoteBodySchema),
    async (c) => {
      return c.json(await createTransferNote(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
    },
  );

  app.put(
    '/remitos/:id',
    responds(transferNoteDetailSchema, { summary: 'Change a draft transfer note' }),
    g,
    idParam,
    validate('json', transferNoteBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateTransferNote(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );

  app.post(
    '/remitos/:id/enviar',
    responds(transferNoteDetailSchema, { summary: 'Send a draft: the goods leave the origin' }),
    g,
    idParam,
    validate('json', sendBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await sendTransferNote(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );

  app.post(
    '/remitos/:id/recibir',
    responds(transferNoteDetailSchema, { summary: 'Receive a sent note: what arrived enters the destination' }),
    g,
    idParam,
    validate('json', receiveBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await receiveTransferNote(db, jobs, requireVenue(c).id, c.var.user, id, c.req.valid('json')));
    },
  );

  return app;
}
