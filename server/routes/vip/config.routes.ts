// VIP configuration (308 at servicioVIP/configuraciones, 201 at configuracion/tarjetas): card types
// and VIP settings (the stale-balance age, the bar that serves the VIP tables' orders). Reading is open to every VIP screen (306, 307) because
// the card and order screens show the types; writing needs 308 or 201. Everything is venue-scoped:
// a type of another venue answers 404 (config.service.ts, which also says how switching a type's
// credit off or on touches its cards).
import { Hono } from 'hono';
import * as v from 'valibot';
import { cardTypeSchema, vipUuidSchema } from '../../../src/contract/vip';
import {
  cardTypeBodySchema,
  cardTypesSchema,
  vipServiceBarAnswerSchema,
  vipServiceBarSchema,
  vipSettingsAnswerSchema,
  vipSettingsSchema,
} from '../../../src/contract/vip-config';
import type { ServerDeps } from '../../deps';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import {
  createType,
  deleteType,
  listTypes,
  setVipServiceBar,
  setVipSettings,
  updateType,
  vipServiceBar,
  vipSettings,
} from './config.service';

const READ = ['306', '307', '308', '201'] as const;
const WRITE = ['308', '201'] as const;

export function vipConfigRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const idParam = validate('param', v.object({ id: vipUuidSchema }));

  // ───────────────────────────── Card types ─────────────────────────────

  app.get('/tipos', responds(cardTypesSchema, { summary: "The venue's card types" }), guard(READ), async (c) =>
    c.json(await listTypes(db, requireVenue(c).id)),
  );

  app.post(
    '/tipos',
    responds(cardTypeSchema, { status: 201, summary: 'Creates a card type' }),
    guard(WRITE),
    validate('json', cardTypeBodySchema),
    async (c) => {
      return c.json(await createType(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
    },
  );

  app.put(
    '/tipos/:id',
    responds(cardTypeSchema, { summary: 'Edits a card type (its cards follow a credit switch)' }),
    guard(WRITE),
    idParam,
    validate('json', cardTypeBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await updateType(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );

  app.delete(
    '/tipos/:id',
    respondsWithout({ status: 204 }, { summary: 'Deletes a card type no card uses' }),
    guard(WRITE),
    idParam,
    async (c) => {
      await deleteType(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  // ───────────────────────────── Settings ─────────────────────────────

  app.get('/ajustes', responds(vipSettingsAnswerSchema, { summary: "The venue's VIP settings" }), guard(READ), async (c) =>
    c.json(await vipSettings(db, requireVenue(c).id)),
  );

  app.put(
    '/ajustes',
    responds(vipSettingsAnswerSchema, { summary: "Saves the venue's VIP settings" }),
    guard(WRITE),
    validate('json', vipSettingsSchema),
    async (c) => {
      return c.json(await setVipSettings(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')));
    },
  );

  // The board (307) reads it to know which bar its deliveries are booked at.
  app.get(
    '/ajustes/barra',
    responds(vipServiceBarAnswerSchema, { summary: 'The bar that serves the VIP tables, and the active bars' }),
    guard(READ),
    async (c) => c.json(await vipServiceBar(db, requireVenue(c).id)),
  );

  app.put(
    '/ajustes/barra',
    responds(vipServiceBarAnswerSchema, { summary: 'Names the bar that serves the VIP tables (or none)' }),
    guard(WRITE),
    validate('json', vipServiceBarSchema),
    async (c) => {
      return c.json(await setVipServiceBar(db, requireVenue(c).id, c.var.user.id, c.req.valid('json').pointOfSaleId));
    },
  );

  return app;
}
