// /api/resto/reservas (issue 35, resto/reserva 314): a night's reservations with the venue's
// areas and tables, create and edit, the state moves and seating (also from the waiting list).
// Every id a request names is checked against the caller's venue: a reservation of another venue
// answers 404, a table or VIP card of another venue 422 (reservations.service.ts says how a double
// booking is refused when two hosts book one table at once).
import { Hono } from 'hono';
import * as v from 'valibot';
import { uuidField } from '../../../src/contract/command-fields';
import {
  nightQuerySchema,
  reservationBodySchema,
  reservationNightSchema,
  reservationSchema,
  seatBodySchema,
  statusBodySchema,
} from '../../../src/contract/resto-reservations';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { reservationNight } from './reservations.read';
import { createReservation, moveReservation, seatReservation, updateReservation } from './reservations.service';

// 314 (resto/reserva) or 659 (the resto menu), as navigation.ts opens the screen.
const CODES = ['314', '659'] as const;

export function restoReservationRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(CODES);
  const idParam = validate('param', v.object({ id: uuidField }));

  app.get(
    '/reservas',
    responds(reservationNightSchema, { summary: "A night's reservations with the venue's areas, tables and rules" }),
    g,
    validate('query', nightQuerySchema),
    async (c) => c.json(await reservationNight(db, requireVenue(c).id, c.req.valid('query').date)),
  );

  app.post(
    '/reservas',
    responds(reservationSchema, { status: 201, summary: 'Books a reservation (or puts it on the waiting list)' }),
    g,
    validate('json', reservationBodySchema),
    async (c) => c.json(await createReservation(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201),
  );

  app.put(
    '/reservas/:id',
    responds(reservationSchema, { summary: 'Edits a reservation that is still active' }),
    g,
    idParam,
    validate('json', reservationBodySchema),
    async (c) =>
      c.json(await updateReservation(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
  );

  app.post(
    '/reservas/:id/estado',
    responds(reservationSchema, { summary: 'Moves a reservation: confirmed, completed, cancelled or no-show' }),
    g,
    idParam,
    validate('json', statusBodySchema),
    async (c) =>
      c.json(await moveReservation(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id, c.req.valid('json').status)),
  );

  app.post(
    '/reservas/:id/sentar',
    responds(reservationSchema, { summary: 'Seats a party, at its tables or (from the waiting list) at free ones' }),
    g,
    idParam,
    validate('json', seatBodySchema),
    async (c) =>
      c.json(await seatReservation(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id, c.req.valid('json').tableIds)),
  );

  return app;
}
