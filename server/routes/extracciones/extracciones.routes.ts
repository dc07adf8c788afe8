// /api/extracciones: the nights, the witnesses, the registers' summary and the extractions of a
// night (read by 141 or 207: the registers screen of cash flow serves whoever opens and counts the
// registers and whoever confirms their close), and a new extraction (141). Guard, validate, call:
// queries and the booking transaction are in extracciones.service.ts. The expected figures and the
// available amount are for 207 holders.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  extractionBodySchema,
  extractionListQuerySchema,
  extractionNightSchema,
  extractionSchema,
  extractionSummaryQuerySchema,
  extractionSummarySchema,
  witnessSchema,
} from '../../../src/contract/extraction';
import type { ServerDeps } from '../../deps';
import { formatCents, requestLang, translate } from '../../lib/messages';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { createExtraction, listNights, listWitnesses, nightExtractions, OverAvailable, summaryOf } from './extracciones.service';

const CODES = ['141'] as const;
const SUPERVISOR = '207';
/** The registers screen's reads: the clerk who opens and counts, the supervisor who confirms. */
const READERS = ['141', SUPERVISOR] as const;

/** {amount} is replaced by the formatted available cash. */
const OVER_AVAILABLE = 'La caja no tiene tanto efectivo: hay {amount} disponibles para extraer';
/** The same refusal for whoever may count the register blind: no amount. */
const OVER_AVAILABLE_BLIND = 'La caja no tiene tanto efectivo para esa extracción';

export function extractionRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get(
    '/noches',
    responds(v.array(extractionNightSchema), { summary: 'The opened nights, newest first' }),
    guard(READERS),
    async (c) => {
      return c.json(await listNights(db, requireVenue(c).id));
    },
  );

  app.get(
    '/testigos',
    responds(v.array(witnessSchema), { summary: 'Who may witness the caller’s extraction' }),
    guard(CODES),
    async (c) => {
      return c.json(await listWitnesses(db, requireVenue(c).id, c.var.user.id));
    },
  );

  app.get(
    '/resumen',
    responds(extractionSummarySchema, { summary: 'A night’s registers: float, extractions, and the figures for 207' }),
    guard(READERS),
    validate('query', extractionSummaryQuerySchema),
    async (c) => {
      const supervisor = c.var.user.privi.includes(SUPERVISOR);
      return c.json(await summaryOf(db, requireVenue(c).id, c.req.valid('query').nightId, supervisor));
    },
  );

  app.get(
    '/',
    responds(v.array(extractionSchema), { summary: 'A night’s extractions, newest first' }),
    guard(READERS),
    validate('query', extractionListQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await nightExtractions(db, requireVenue(c).id, q.nightId, q.pointOfSaleId));
    },
  );

  app.post(
    '/',
    responds(extractionSchema, { status: 201, summary: 'Take cash from a register to the safe, with a witness' }),
    guard(CODES),
    validate('json', extractionBodySchema),
    async (c) => {
      try {
        return c.json(await createExtraction(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')), 201);
      } catch (error) {
        if (!(error instanceof OverAvailable)) throw error;
        const lang = requestLang(c);
        if (!c.var.user.privi.includes(SUPERVISOR)) return c.json({ message: translate(lang, OVER_AVAILABLE_BLIND) }, 409);
        const message = translate(lang, OVER_AVAILABLE).replace('{amount}', formatCents(error.available, lang));
        return c.json({ message, available: error.available }, 409);
      }
    },
  );

  return app;
}
