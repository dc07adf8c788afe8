// Free entry (entradagratis, 102): promoters' guest lists per night. Creating, editing and voiding
// happen here, online; the door checks guests in through the sync push ('freeEntry.checkIn',
// server/routes/entradas/entradas.commands.ts) from the replicated list, so it works offline.
// The lists' rules and queries are in entradas.service.ts.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  FREE_ENTRY_CODES,
  freeEntriesAnswerSchema,
  freeEntryCreateSchema,
  freeEntryListQuerySchema,
  freeEntrySchema,
  freeEntryUpdateSchema,
} from '../../../src/contract/free-entry';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { freeEntryCheckInHandler } from './entradas.commands';
import { createFreeEntry, listFreeEntries, updateFreeEntry, voidFreeEntry } from './entradas.service';

export function freeEntryRoutes({ db, guard, commands }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // The door checks guests in offline: the check-ins arrive through the sync push.
  commands.register(freeEntryCheckInHandler);
  const g = guard(FREE_ENTRY_CODES);
  const idParam = validate('param', v.object({ id: v.pipe(v.string(), v.uuid('El identificador no es válido')) }));

  app.get(
    '/',
    responds(freeEntriesAnswerSchema, { summary: "A night's guest lists, by promoter" }),
    g,
    validate('query', freeEntryListQuerySchema),
    async (c) => {
      return c.json(await listFreeEntries(db, requireVenue(c).id, c.req.valid('query').nightId));
    },
  );

  app.post(
    '/',
    responds(freeEntrySchema, { status: 201, summary: 'Adds a guest to a list' }),
    g,
    validate('json', freeEntryCreateSchema),
    async (c) => {
      return c.json(await createFreeEntry(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
    },
  );

  app.put(
    '/:id',
    responds(freeEntrySchema, { summary: 'Edits a guest' }),
    g,
    idParam,
    validate('json', freeEntryUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateFreeEntry(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );

  app.post('/:id/anular', responds(freeEntrySchema, { summary: 'Voids a guest entry' }), g, idParam, async (c) => {
    return c.json(await voidFreeEntry(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id));
  });

  return app;
}
