// The comp screen's reads (recording is the offline command 'comp.record'): the night's comps and
// the staff who may authorise one. Code 420, like breakage; scoped to the user's venue.
import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { compAuthorisersSchema, compListQuerySchema, compRowsSchema } from '../../../src/contract/comps';
import { nights } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { NIGHT_NOT_FOUND } from '../../domain/night-of';
import { ApiError } from '../../lib/errors';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { compRecordHandler } from './comps.commands';
import { compAuthorisers, listComps } from './comps.service';

const CODES = ['420'] as const;
const LIST_LIMIT = 500;

export function compRoutes({ db, guard, commands }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // Recording a comp is offline: it arrives through the sync push.
  commands.register(compRecordHandler);

  app.get(
    '/cortesias',
    responds(compRowsSchema, { summary: "The night's comps, newest first" }),
    guard(CODES),
    validate('query', compListQuerySchema),
    async (c) => {
      const venueId = requireVenue(c).id;
      const { nightId } = c.req.valid('query');
      const [night] = await db
        .select({ id: nights.id })
        .from(nights)
        .where(and(eq(nights.id, nightId), eq(nights.venueId, venueId), isNull(nights.deletedAt)));
      if (!night) throw new ApiError(404, NIGHT_NOT_FOUND);
      return c.json(await listComps(db, { nightIds: [night.id], limit: LIST_LIMIT }));
    },
  );

  app.get(
    '/cortesias/autorizantes',
    responds(compAuthorisersSchema, { summary: 'The staff who may authorise a comp' }),
    guard(CODES),
    async (c) => c.json(await compAuthorisers(db, requireVenue(c).id)),
  );

  return app;
}
