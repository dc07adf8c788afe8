// configuracion/noche (201): create, edit and delete nights, open / close / reopen them, and the
// venue's business-day cutoff hour (nights-admin.service.ts holds the rules and the queries).
// Closing refuses while the night has pending cancellation requests or unclosed registers, and
// says which; a refusal built from pieces (Refusal) is translated and answered here with 409.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { businessDate } from '../../../src/contract/business-date';
import {
  type NightDto,
  type NightsListDto,
  nightAnswerSchema,
  nightIdSchema,
  nightInputSchema,
  nightSettingsAnswerSchema,
  nightSettingsSchema,
  nightsListAnswerSchema,
  nightsQuerySchema,
  reopenSchema,
} from '../../../src/contract/nights-admin';
import type { ServerDeps } from '../../deps';
import { venueClock } from '../../domain/night-of';
import { requestLang, translate } from '../../lib/messages';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { listNights } from './nights.service';
import {
  closeNight,
  createNight,
  deleteNight,
  nightSettings,
  openNight,
  Refusal,
  reopenNight,
  setCutoffHour,
  updateNight,
} from './nights-admin.service';

const CONFIG = ['201'];

type Ctx = Context<{ Variables: AuthVariables }>;

async function refusing(c: Ctx, run: () => Promise<NightDto>): Promise<Response> {
  try {
    return c.json<NightDto>(await run());
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    const lang = requestLang(c);
    const [head, ...rest] = err.pieces.map((p) => (p.data ? `${translate(lang, p.key)}: ${p.data}` : translate(lang, p.key)));
    const message = rest.length > 0 ? `${head}. ${rest.join('; ')}` : (head ?? '');
    return c.json({ message, ...err.extra }, 409);
  }
}

export function nightAdminRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const g = guard(CONFIG);
  const idParam = validate('param', nightIdSchema);

  app.get(
    '/ajustes',
    responds(nightSettingsAnswerSchema, { summary: 'The venue’s timezone and business-day cutoff hour' }),
    g,
    async (c) => c.json(await nightSettings(db, requireVenue(c).id)),
  );

  app.put(
    '/ajustes',
    responds(nightSettingsAnswerSchema, { summary: 'Sets the venue’s business-day cutoff hour' }),
    g,
    validate('json', nightSettingsSchema),
    async (c) => {
      const { cutoffHour } = c.req.valid('json');
      return c.json(await setCutoffHour(db, requireVenue(c).id, c.var.user.id, cutoffHour));
    },
  );

  app.get(
    '/',
    responds(nightsListAnswerSchema, { summary: 'The venue’s nights in a date range, with their counts' }),
    g,
    validate('query', nightsQuerySchema),
    async (c) => {
      const venueId = requireVenue(c).id;
      const clock = await venueClock(db, venueId);
      const list: NightsListDto = {
        timezone: clock.timezone,
        cutoffHour: clock.cutoffHour,
        today: businessDate(new Date(), clock.timezone, clock.cutoffHour),
        nights: await listNights(db, venueId, clock, c.req.valid('query')),
      };
      return c.json(list);
    },
  );

  app.post(
    '/',
    responds(nightAnswerSchema, { status: 201, summary: 'Plans a night' }),
    g,
    validate('json', nightInputSchema),
    async (c) => {
      return c.json<NightDto>(await createNight(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
    },
  );

  app.put(
    '/:id',
    responds(nightAnswerSchema, { summary: 'Changes a night’s date, event name or hours' }),
    g,
    idParam,
    validate('json', nightInputSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json<NightDto>(await updateNight(db, requireVenue(c).id, c.var.user.id, id, c.req.valid('json')));
    },
  );

  app.delete('/:id', respondsWithout({ status: 204 }, { summary: 'Deletes a planned night' }), g, idParam, async (c) => {
    await deleteNight(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });

  app.post('/:id/abrir', responds(nightAnswerSchema, { summary: 'Opens a night (409 while another is open)' }), g, idParam, (c) =>
    refusing(c, () => openNight(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id)),
  );

  app.post(
    '/:id/cerrar',
    responds(nightAnswerSchema, { summary: 'Closes a night (409 with its pending cancellations or open registers)' }),
    g,
    idParam,
    (c) => refusing(c, () => closeNight(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id)),
  );

  app.post(
    '/:id/reabrir',
    responds(nightAnswerSchema, { summary: 'Reopens a closed night, with a reason' }),
    g,
    idParam,
    validate('json', reopenSchema),
    (c) =>
      refusing(c, () => reopenNight(db, requireVenue(c).id, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reason)),
  );

  return app;
}
