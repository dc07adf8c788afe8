// /api/cashflow/cajas — the night's cash registers: list (141 or 207; the card's figures only for
// 207) and the movements behind a line of a card (207), open with a float (141), blind count (141),
// the difference's reason (141 or 207), confirm the close or send it back to a recount (207, never
// the counter). Guard, validate, call: the queries and transactions are in registers.service.
import { Hono } from 'hono';
import {
  confirmRegisterSchema,
  countRegisterSchema,
  openRegisterSchema,
  reasonRegisterSchema,
  registerPartQuerySchema,
  registersQuerySchema,
  sessionParamSchema,
} from '../../../src/contract/cash-registers';
import { SEES_EXPECTED_CODE } from '../../../src/contract/privileges';
import type { ServerDeps } from '../../deps';
import { formatCents, requestLang, translate } from '../../lib/messages';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { SAFE_SHORT } from './registers.messages';
import {
  type Actor,
  confirmRegister,
  countRegister,
  explainRegister,
  openRegister,
  recountRegister,
  SafeShort,
} from './registers.service';
import { listRegisters, registerPart } from './registers-read.service';

const CLERK = '141';
const SUPERVISOR = SEES_EXPECTED_CODE;

type Ctx = { var: AuthVariables };
const actorOf = (c: Ctx): Actor => ({ venueId: requireVenue(c).id, userId: c.var.user.id });
const idParam = validate('param', sessionParamSchema);

export function registerRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/', guard([CLERK, SUPERVISOR]), validate('query', registersQuerySchema), async (c) => {
    const supervisor = c.var.user.privi.includes(SUPERVISOR);
    return c.json(await listRegisters(db, requireVenue(c).id, c.req.valid('query').nightId, supervisor));
  });

  app.get('/partes', guard([SUPERVISOR]), validate('query', registerPartQuerySchema), async (c) =>
    c.json(await registerPart(db, requireVenue(c).id, c.req.valid('query'))),
  );

  app.post('/abrir', guard([CLERK]), validate('json', openRegisterSchema), async (c) => {
    try {
      return c.json(await openRegister(db, actorOf(c), c.req.valid('json')), 201);
    } catch (error) {
      if (!(error instanceof SafeShort)) throw error;
      const lang = requestLang(c);
      const message = translate(lang, SAFE_SHORT).replace('{amount}', formatCents(error.available, lang));
      return c.json({ message, available: error.available }, 409);
    }
  });

  app.post('/:id/contar', guard([CLERK]), idParam, validate('json', countRegisterSchema), async (c) => {
    return c.json(await countRegister(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
  });

  app.post('/:id/motivo', guard([CLERK, SUPERVISOR]), idParam, validate('json', reasonRegisterSchema), async (c) => {
    return c.json(await explainRegister(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
  });

  app.post('/:id/confirmar', guard([SUPERVISOR]), idParam, validate('json', confirmRegisterSchema), async (c) => {
    return c.json(await confirmRegister(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
  });

  app.post('/:id/recontar', guard([SUPERVISOR]), idParam, async (c) => {
    return c.json(await recountRegister(db, actorOf(c), c.req.valid('param').id));
  });

  return app;
}
