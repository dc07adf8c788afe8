// /api/cashflow/cajas — the night's cash registers: list (141 or 207; the card's figures only for
// 207) and the movements behind a line of a card (207), open with a float (141), blind count (141),
// the difference's reason (141 or 207), confirm the close or send it back to a recount (207, never
// the counter). Guard, validate, call: the queries and transactions are in registers.service.
import { Hono } from 'hono';
import {
  cashRegistersAnswerSchema,
  confirmRegisterSchema,
  countRegisterSchema,
  openRegisterSchema,
  reasonRegisterSchema,
  registerPartAnswerSchema,
  registerPartQuerySchema,
  registerSessionSchema,
  registersQuerySchema,
  sessionParamSchema,
} from '../../../src/contract/cash-registers';
import { SEES_EXPECTED_CODE } from '../../../src/contract/privileges';
import type { ServerDeps } from '../../deps';
import { formatCents, requestLang, translate } from '../../lib/messages';
import { responds } from '../../lib/openapi';
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

  app.get(
    '/',
    responds(cashRegistersAnswerSchema, { summary: 'A night’s registers and their sessions (figures for 207 only)' }),
    guard([CLERK, SUPERVISOR]),
    validate('query', registersQuerySchema),
    async (c) => {
      const supervisor = c.var.user.privi.includes(SUPERVISOR);
      return c.json(await listRegisters(db, requireVenue(c).id, c.req.valid('query').nightId, supervisor));
    },
  );

  app.get(
    '/partes',
    responds(registerPartAnswerSchema, { summary: 'The movements behind one line of a register’s card' }),
    guard([SUPERVISOR]),
    validate('query', registerPartQuerySchema),
    async (c) => c.json(await registerPart(db, requireVenue(c).id, c.req.valid('query'))),
  );

  app.post(
    '/abrir',
    responds(registerSessionSchema, { status: 201, summary: 'Open a register with a float out of the safe' }),
    guard([CLERK]),
    validate('json', openRegisterSchema),
    async (c) => {
      try {
        return c.json(await openRegister(db, actorOf(c), c.req.valid('json')), 201);
      } catch (error) {
        if (!(error instanceof SafeShort)) throw error;
        const lang = requestLang(c);
        const message = translate(lang, SAFE_SHORT).replace('{amount}', formatCents(error.available, lang));
        return c.json({ message, available: error.available }, 409);
      }
    },
  );

  app.post(
    '/:id/contar',
    responds(registerSessionSchema, { summary: 'Submit the blind count (answers the expected amount and the difference)' }),
    guard([CLERK]),
    idParam,
    validate('json', countRegisterSchema),
    async (c) => {
      return c.json(await countRegister(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.post(
    '/:id/motivo',
    responds(registerSessionSchema, { summary: 'Give the reason of a counted difference' }),
    guard([CLERK, SUPERVISOR]),
    idParam,
    validate('json', reasonRegisterSchema),
    async (c) => {
      return c.json(await explainRegister(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.post(
    '/:id/confirmar',
    responds(registerSessionSchema, { summary: 'Confirm the count and close the register (not by who counted)' }),
    guard([SUPERVISOR]),
    idParam,
    validate('json', confirmRegisterSchema),
    async (c) => {
      return c.json(await confirmRegister(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.post(
    '/:id/recontar',
    responds(registerSessionSchema, { summary: 'Send a counted register back to a recount' }),
    guard([SUPERVISOR]),
    idParam,
    async (c) => {
      return c.json(await recountRegister(db, actorOf(c), c.req.valid('param').id));
    },
  );

  return app;
}
