// Inventory: preloads (precargas, 407), live stock (stockEnVivo, 409), reports 411–417 (reportes).
// Every route is scoped to the user's venue and checks the codes of its screen
// (src/contract/navigation.ts); each report also checks its own code (INVENTORY_REPORTS).
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  INVENTORY_REPORTS,
  liveStockQuerySchema,
  liveStockResponseSchema,
  nightOptionsResponseSchema,
  type PreloadPlanResult,
  preloadLoadResultSchema,
  preloadLoadSchema,
  preloadPlanResultSchema,
  preloadPlanSchema,
  preloadsQuerySchema,
  preloadsResponseSchema,
  REPORT_NAMES,
  type ReportName,
  reportQuerySchema,
  reportResponseSchema,
} from '../../../src/contract/inventory-nightly';
import { getEntry } from '../../../src/contract/navigation';
import { canAccess } from '../../../src/contract/privileges';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { getLiveStock } from './nightly-live.service';
import { getPreloads, nightOptions, recordLoad, savePlan } from './nightly-preloads.service';
import { buildReport } from './nightly-reports.service';

export const REPORT_NOT_FOUND = 'El reporte no existe';
export const REPORT_DENIED = 'No tienes permiso para ver este reporte';

const PRELOAD_CODES = getEntry('inventarios.precargas').codes;
const LIVE_CODES = getEntry('inventarios.stockEnVivo').codes;
const REPORT_CODES = getEntry('inventarios.reportes').codes;

const reportParamSchema = v.object({ name: v.pipe(v.string(), v.maxLength(50)) });

export function nightlyRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  // The night and location pickers of the three screens.
  app.get(
    '/noches',
    responds(nightOptionsResponseSchema, { summary: "The nights and locations of the nightly screens' pickers" }),
    guard([...PRELOAD_CODES, ...LIVE_CODES, ...REPORT_CODES]),
    async (c) => {
      return c.json(await nightOptions(db, requireVenue(c).id));
    },
  );

  app.get(
    '/precargas',
    responds(preloadsResponseSchema, { summary: "A night's preloads: plan, loads and what the bars hold" }),
    guard(PRELOAD_CODES),
    validate('query', preloadsQuerySchema),
    async (c) => {
      const { nightId } = c.req.valid('query');
      return c.json(await getPreloads(db, requireVenue(c).id, nightId));
    },
  );

  app.put(
    '/precargas/plan',
    responds(preloadPlanResultSchema, { summary: "Save a bar's preload plan for a night" }),
    guard(PRELOAD_CODES),
    validate('json', preloadPlanSchema),
    async (c) => {
      const answer: PreloadPlanResult = { lines: await savePlan(db, requireVenue(c).id, c.req.valid('json')) };
      return c.json(answer);
    },
  );

  app.post(
    '/precargas/cargar',
    responds(preloadLoadResultSchema, { summary: 'Record what was loaded into a bar (ledger movements for the difference)' }),
    guard(PRELOAD_CODES),
    validate('json', preloadLoadSchema),
    async (c) => {
      return c.json(await recordLoad(db, requireVenue(c).id, c.var.user, c.req.valid('json')));
    },
  );

  app.get(
    '/stockEnVivo',
    responds(liveStockResponseSchema, { summary: "Live stock of a night's bars and what each sold" }),
    guard(LIVE_CODES),
    validate('query', liveStockQuerySchema),
    async (c) => {
      const { nightId } = c.req.valid('query');
      return c.json(await getLiveStock(db, requireVenue(c).id, nightId));
    },
  );

  app.get(
    '/reportes/:name',
    responds(reportResponseSchema, { summary: 'One inventory report (411–417): its rows and chart' }),
    guard(REPORT_CODES),
    validate('param', reportParamSchema),
    validate('query', reportQuerySchema),
    async (c) => {
      const { name } = c.req.valid('param');
      if (!(REPORT_NAMES as string[]).includes(name)) throw new ApiError(404, REPORT_NOT_FOUND);
      const report = name as ReportName;
      if (!canAccess(c.var.user.privi, [INVENTORY_REPORTS[report]])) throw new ApiError(403, REPORT_DENIED);
      return c.json(await buildReport(db, requireVenue(c).id, report, c.req.valid('query')));
    },
  );

  return app;
}
