// Points of sale (201): boleterías, barras, guardarropas, with price list, stock location and AFIP
// number. Writes hold a per-venue advisory lock, so the uniqueness checks (name per kind, AFIP
// number per venue) cannot race; the table has no unique index for them because inactive and
// deleted rows keep their names. A point of sale with sales, terminals or cash history is
// deactivated, never deleted: those rows keep pointing at it.
// The rules and queries are in puntos-de-venta.service.ts.
import { Hono } from 'hono';
import {
  pointOfSaleAnswerSchema,
  pointsOfSaleAnswerSchema,
  posActiveSchema,
  posCreateSchema,
  posIdSchema,
  posOptionsAnswerSchema,
  posQuerySchema,
  posUpdateSchema,
} from '../../../src/contract/pos';
import type { ServerDeps } from '../../deps';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { createPoint, deletePoint, listPoints, posOptions, setPointActive, updatePoint } from './puntos-de-venta.service';

const CONFIG = ['201'];

export function posRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(CONFIG);
  const idParam = validate('param', posIdSchema);

  app.get(
    '/opciones',
    responds(posOptionsAnswerSchema, { summary: 'The price lists and bar locations a point of sale may use' }),
    g,
    async (c) => c.json(await posOptions(db, requireVenue(c).id)),
  );

  app.get(
    '/',
    responds(pointsOfSaleAnswerSchema, { summary: 'The venue’s points of sale, of one kind or all' }),
    g,
    validate('query', posQuerySchema),
    async (c) => {
      return c.json(await listPoints(db, requireVenue(c).id, { kind: c.req.valid('query').kind }));
    },
  );

  app.post(
    '/',
    responds(pointOfSaleAnswerSchema, { status: 201, summary: 'Creates a point of sale' }),
    g,
    validate('json', posCreateSchema),
    async (c) => {
      return c.json(await createPoint(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
    },
  );

  app.put(
    '/:id',
    responds(pointOfSaleAnswerSchema, { summary: 'Updates a point of sale (its kind stays)' }),
    g,
    idParam,
    validate('json', posUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updatePoint(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );

  app.post(
    '/:id/activo',
    responds(pointOfSaleAnswerSchema, { summary: 'Activates or deactivates a point of sale' }),
    g,
    idParam,
    validate('json', posActiveSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await setPointActive(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json').active));
    },
  );

  app.delete(
    '/:id',
    respondsWithout(
      { status: 204 },
      { summary: 'Deletes a point of sale without history (one with history is deactivated instead)' },
    ),
    g,
    idParam,
    async (c) => {
      await deletePoint(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return app;
}
