// /api/venue-settings (issue 16): GET/PUT /ajustes — the settings a manager changes (300:
// configuraciones and general/configuracion) — and GET/PUT /sistema — the venue's own data
// (201: configuracion/sistema). Reading /sistema is open to every signed-in user of the venue:
// the ticketing button needs the support phone, WhatsApp text and backoffice URL. GET/PUT /alertas
// (300): the thresholds of the night alerts (issue 18).
import { Hono } from 'hono';
import {
  alertSettingsAnswerSchema,
  alertSettingsSchema,
  venueSettingsAnswerSchema,
  venueSettingsSchema,
  venueSystemAnswerSchema,
  venueSystemSchema,
} from '../../../src/contract/venue-settings';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import {
  alertSettings,
  setAlertSettings,
  setVenueSettings,
  setVenueSystem,
  venueSettings,
  venueSystem,
} from './venue-settings.service';

export function venueSettingsRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const actor = (c: { var: AuthVariables }) => ({ venueId: requireVenue(c).id, userId: c.var.user.id });

  app.get('/ajustes', responds(venueSettingsAnswerSchema), guard(['300']), async (c) =>
    c.json(await venueSettings(db, requireVenue(c).id)),
  );

  app.put('/ajustes', responds(venueSettingsAnswerSchema), guard(['300']), validate('json', venueSettingsSchema), async (c) => {
    return c.json(await setVenueSettings(db, actor(c), c.req.valid('json')));
  });

  // When a running night raises an alert (issue 18): the gerencia alerts read these columns.
  app.get('/alertas', responds(alertSettingsAnswerSchema), guard(['300']), async (c) =>
    c.json(await alertSettings(db, requireVenue(c).id)),
  );

  app.put('/alertas', responds(alertSettingsAnswerSchema), guard(['300']), validate('json', alertSettingsSchema), async (c) => {
    return c.json(await setAlertSettings(db, actor(c), c.req.valid('json')));
  });

  app.get('/sistema', responds(venueSystemAnswerSchema), guard([]), async (c) =>
    c.json(await venueSystem(db, requireVenue(c).id)),
  );

  app.put('/sistema', responds(venueSystemAnswerSchema), guard(['201']), validate('json', venueSystemSchema), async (c) => {
    return c.json(await setVenueSystem(db, actor(c), c.req.valid('json')));
  });

  return app;
}
