// /api/resto-config (issue 35): areas and tables on the floor plan (configuracion/resto, 201), the
// menu, modifiers and stations (resto/configuraciones 314; menu items also 659) and the reservation
// rules (314). Reading is open to the restaurant screens (313 waiters, 314 door and bookings, 201);
// every write is venue-scoped in the services (areas.service.ts, menu.service.ts).
import { Hono } from 'hono';
import {
  areaBodySchema,
  areaSchema,
  areasAnswerSchema,
  availabilitySchema,
  menuAnswerSchema,
  menuItemBodySchema,
  menuItemSchema,
  modifierBodySchema,
  modifierSchema,
  restoIdParamSchema,
  restoSettingsAnswerSchema,
  restoSettingsSchema,
  stationBodySchema,
  stationSchema,
  tableBodySchema,
  tablePositionSchema,
  tableSchema,
} from '../../../src/contract/resto-config';
import type { ServerDeps } from '../../deps';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { createArea, createTable, deleteArea, deleteTable, listAreas, moveTable, updateArea, updateTable } from './areas.service';
import {
  createItem,
  deleteItem,
  deleteModifier,
  menu,
  saveModifier,
  saveSettings,
  saveStation,
  setAvailable,
  settings,
  updateItem,
} from './menu.service';

const READ = ['201', '313', '314', '659'] as const;
const AREAS = ['201'] as const;
const MENU = ['314', '659'] as const;
const RULES = ['314'] as const;

export function restoConfigRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const idParam = validate('param', restoIdParamSchema);
  const ctx = (c: { var: { user: { id: string } } } & Parameters<typeof requireVenue>[0]) => ({
    venueId: requireVenue(c).id,
    userId: c.var.user.id,
  });
  const noContent = (summary: string) => respondsWithout({ status: 204 }, { summary });

  // ───────────────────────────── Areas and tables ─────────────────────────────

  app.get(
    '/areas',
    responds(areasAnswerSchema, { summary: 'Areas with their tables, and the points of sale, bars and lists to choose from' }),
    guard(READ),
    async (c) => c.json(await listAreas(db, requireVenue(c).id)),
  );
  app.post(
    '/areas',
    responds(areaSchema, { status: 201, summary: 'Creates an area' }),
    guard(AREAS),
    validate('json', areaBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await createArea(db, venueId, userId, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/areas/:id',
    responds(areaSchema, { summary: 'Edits an area' }),
    guard(AREAS),
    idParam,
    validate('json', areaBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await updateArea(db, venueId, userId, c.req.valid('param').id, c.req.valid('json')));
    },
  );
  app.delete('/areas/:id', noContent('Deletes an area without tables'), guard(AREAS), idParam, async (c) => {
    const { venueId, userId } = ctx(c);
    await deleteArea(db, venueId, userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.post(
    '/areas/:id/mesas',
    responds(tableSchema, { status: 201, summary: 'Adds a table to an area' }),
    guard(AREAS),
    idParam,
    validate('json', tableBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await createTable(db, venueId, userId, c.req.valid('param').id, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/mesas/:id',
    responds(tableSchema, { summary: 'Edits a table' }),
    guard(AREAS),
    idParam,
    validate('json', tableBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await updateTable(db, venueId, userId, c.req.valid('param').id, c.req.valid('json')));
    },
  );
  app.put(
    '/mesas/:id/posicion',
    responds(tableSchema, { summary: 'Moves a table on the floor plan (one call per drop)' }),
    guard(AREAS),
    idParam,
    validate('json', tablePositionSchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await moveTable(db, venueId, userId, c.req.valid('param').id, c.req.valid('json')));
    },
  );
  app.delete('/mesas/:id', noContent('Deletes a table'), guard(AREAS), idParam, async (c) => {
    const { venueId, userId } = ctx(c);
    await deleteTable(db, venueId, userId, c.req.valid('param').id);
    return c.body(null, 204);
  });

  // ───────────────────────────── Menu, modifiers, stations ─────────────────────────────

  app.get(
    '/menu',
    responds(menuAnswerSchema, { summary: 'The menu, its stations and the products it may hold' }),
    guard(READ),
    async (c) => c.json(await menu(db, requireVenue(c).id)),
  );
  app.post(
    '/menu',
    responds(menuItemSchema, { status: 201, summary: 'Puts a product on the menu' }),
    guard(MENU),
    validate('json', menuItemBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await createItem(db, venueId, userId, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/menu/:id',
    responds(menuItemSchema, { summary: 'Edits a menu item' }),
    guard(MENU),
    idParam,
    validate('json', menuItemBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await updateItem(db, venueId, userId, c.req.valid('param').id, c.req.valid('json')));
    },
  );
  app.put(
    '/menu/:id/disponible',
    responds(menuItemSchema, { summary: "Marks a menu item available or run out (86'd)" }),
    guard(MENU),
    idParam,
    validate('json', availabilitySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await setAvailable(db, venueId, userId, c.req.valid('param').id, c.req.valid('json').available));
    },
  );
  app.delete('/menu/:id', noContent('Takes an item off the menu'), guard(MENU), idParam, async (c) => {
    const { venueId, userId } = ctx(c);
    await deleteItem(db, venueId, userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.post(
    '/menu/:id/modificadores',
    responds(modifierSchema, { status: 201, summary: 'Adds a modifier to a menu item' }),
    guard(MENU),
    idParam,
    validate('json', modifierBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await saveModifier(db, venueId, userId, { itemId: c.req.valid('param').id }, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/modificadores/:id',
    responds(modifierSchema, { summary: 'Edits a modifier' }),
    guard(MENU),
    idParam,
    validate('json', modifierBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await saveModifier(db, venueId, userId, { id: c.req.valid('param').id }, c.req.valid('json')));
    },
  );
  app.delete('/modificadores/:id', noContent('Deletes a modifier'), guard(MENU), idParam, async (c) => {
    const { venueId, userId } = ctx(c);
    await deleteModifier(db, venueId, userId, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.post(
    '/estaciones',
    responds(stationSchema, { status: 201, summary: 'Creates a station' }),
    guard(RULES),
    validate('json', stationBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await saveStation(db, venueId, userId, null, c.req.valid('json')), 201);
    },
  );
  app.put(
    '/estaciones/:id',
    responds(stationSchema, { summary: 'Edits a station' }),
    guard(RULES),
    idParam,
    validate('json', stationBodySchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await saveStation(db, venueId, userId, c.req.valid('param').id, c.req.valid('json')));
    },
  );

  // ───────────────────────────── Reservation rules ─────────────────────────────

  app.get('/reglas', responds(restoSettingsAnswerSchema, { summary: "The venue's reservation rules" }), guard(READ), async (c) =>
    c.json(await settings(db, requireVenue(c).id)),
  );
  app.put(
    '/reglas',
    responds(restoSettingsAnswerSchema, { summary: "Saves the venue's reservation rules" }),
    guard(RULES),
    validate('json', restoSettingsSchema),
    async (c) => {
      const { venueId, userId } = ctx(c);
      return c.json(await saveSettings(db, venueId, userId, c.req.valid('json')));
    },
  );

  return app;
}
