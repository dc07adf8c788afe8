// Waiters' orders and the kitchen/bar display (313). Taking an order is the offline command
// 'kitchenOrder.addLines' (it arrives through the sync push); the rest is online: the board the
// stations poll, the menu a waiter orders from, and the state changes of lines, tickets and orders.
import { Hono } from 'hono';
import {
  kitchenBoardSchema,
  kitchenIdParam,
  kitchenOrderAnswerSchema,
  kitchenStatusBodySchema,
  kitchenTicketParam,
  restoMenuSchema,
} from '../../../src/contract/resto-orders';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { kitchenAddLinesHandler } from './orders.commands';
import { kitchenBoard, moveLine, moveTicket, restoMenu, serveOrder } from './orders.service';

// 313 (resto/comandasmoviles) or 659 (the resto menu), as navigation.ts opens the screen.
const CODES = ['313', '659'] as const;

export function restoOrderRoutes({ db, guard, commands }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  commands.register(kitchenAddLinesHandler);
  const g = guard(CODES);
  const status = validate('json', kitchenStatusBodySchema);

  app.get('/', responds(kitchenBoardSchema, { summary: "Tonight's orders for the waiters and the stations" }), g, async (c) =>
    c.json(await kitchenBoard(db, requireVenue(c).id)),
  );

  app.get('/menu', responds(restoMenuSchema, { summary: 'Areas, tables, stations and the menu with its prices' }), g, async (c) =>
    c.json(await restoMenu(db, requireVenue(c).id)),
  );

  app.post(
    '/lineas/:id/estado',
    responds(kitchenOrderAnswerSchema, { summary: "A line's state: prepared, ready, served, cancelled or recalled" }),
    g,
    validate('param', kitchenIdParam),
    status,
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await moveLine(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json').status));
    },
  );

  app.post(
    '/:id/estaciones/:stationId/estado',
    responds(kitchenOrderAnswerSchema, { summary: "A ticket's state: the order's lines at one station" }),
    g,
    validate('param', kitchenTicketParam),
    status,
    async (c) => {
      const { id, stationId } = c.req.valid('param');
      return c.json(await moveTicket(db, requireVenue(c).id, c.var.user.id, id, stationId, c.req.valid('json').status));
    },
  );

  app.post(
    '/:id/servir',
    responds(kitchenOrderAnswerSchema, { summary: 'The whole order served: its sale booked once' }),
    g,
    validate('param', kitchenIdParam),
    async (c) => c.json(await serveOrder(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id)),
  );

  return app;
}
