// /api/sync: the delta sync of the offline replica (issue 4). `GET /pull` hands out the changes of
// the replicated tables after a cursor, `GET /snapshot` the first sync in bulk; `POST /push` applies the commands queued offline, each at
// most once. The wire format is src/contract/sync.ts; the reasoning behind the safe pull bound is
// in pull.ts, the exactly-once apply in push.ts.
import { Hono } from 'hono';
import {
  PULL_LIMIT_DEFAULT,
  type PushResponse,
  pullAnswerSchema,
  pullQuerySchema,
  pushAnswerSchema,
  pushBodySchema,
  SNAPSHOT_LIMIT_DEFAULT,
  snapshotAnswerSchema,
} from '../../../src/contract/sync';
import type { ServerDeps } from '../../deps';
import { JsonText } from '../../lib/api-answers';
import { requestLang, translate } from '../../lib/messages';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import type { AuthVariables } from '../../middleware/auth';
import { CURSOR_KEY_PURPOSE, cursorSeal } from './cursor';
import { decodeCursor, parseTables, pull } from './pull';
import { applyBatch } from './push';
import { snapshot } from './snapshot';

export function syncRoutes({ db, logger, guard, jobs, tokens, commands: handlers }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  /** Cursors are sealed per venue (cursor.ts): opaque, and refused (400) by any other venue. */
  const cursorKey = tokens.deriveKey(CURSOR_KEY_PURPOSE);

  // Any signed-in user; what each table needs is checked per table (tables.ts).
  app.get(
    '/pull',
    responds(pullAnswerSchema, { summary: 'The changes of the replicated tables after a cursor, in version order, paged' }),
    guard([]),
    validate('query', pullQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const user = c.var.user;
      const tables = parseTables(query.tables, user.privi);
      const seal = cursorSeal(cursorKey, user.defaultVenueId);
      const cursor = decodeCursor(seal, query.cursor);
      const limit = query.limit ?? PULL_LIMIT_DEFAULT;
      const body = await pull(db, { venueId: user.defaultVenueId, tables, cursor, limit, seal });
      // A PullResponse as JSON text, its rows rendered by the database (pull.ts).
      return c.json(new JsonText(body));
    },
  );

  // The first sync in bulk (snapshot.ts): the same tables, codes and venue scope as the pull.
  app.get(
    '/snapshot',
    responds(snapshotAnswerSchema, { summary: 'The first sync in bulk: every live row of the tables as of one version, paged' }),
    guard([]),
    validate('query', pullQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const user = c.var.user;
      const tables = parseTables(query.tables, user.privi);
      const body = await snapshot(db, {
        venueId: user.defaultVenueId,
        tables,
        cursor: query.cursor,
        limit: query.limit ?? SNAPSHOT_LIMIT_DEFAULT,
        seal: cursorSeal(cursorKey, user.defaultVenueId),
      });
      // The JSON of a SnapshotResponse, rendered mostly by the database (snapshot.ts).
      return c.json(new JsonText(body));
    },
  );

  // Any signed-in user; each command checks its own codes and is answered on its own.
  app.post(
    '/push',
    responds(pushAnswerSchema, { summary: 'Applies commands queued offline, each at most once, and answers each one' }),
    guard([]),
    validate('json', pushBodySchema),
    async (c) => {
      const { deviceId, commands } = c.req.valid('json');
      const outcomes = await applyBatch({ db, logger, user: c.var.user, deviceId, jobs, commands: handlers }, commands);
      const lang = requestLang(c);
      const body: PushResponse = {
        results: outcomes.map((o) => (o.message === undefined ? o : { ...o, message: translate(lang, o.message) })),
      };
      return c.json(body);
    },
  );

  return app;
}
