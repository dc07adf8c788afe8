// Inventory: counts applied to the ledger, recounts, differences (ajustes/diferencias), reset
// (ajustes/limpiar), history (historico). Everything is scoped to the user's venue: another
// venue's count, task or location answers 404, the same as an unknown one.
//   GET  /diferencias                 418|420   count adjustments valued at cost, by night, location, good
//   GET  /recuentos                   103|418|420  open recount tasks
//   POST /recuentos/:id/resolver      103|418|420  apply a recount as the true observation
//   GET  /limpiar                     418|420   the venue's bars with what each holds
//   GET  /limpiar/:locationId         418|420   what a reset of a bar would zero
//   POST /limpiar                     418|420   zero a bar (reset movements), with the bar's name typed back
//   GET  /conteos, /conteos/:id       109       past counts and their differences
//   POST /conteos/:id/aplicar         103|420   apply a count left submitted
import { Hono } from 'hono';
import {
  ADJUSTMENT_CODES,
  APPLY_COUNT_CODES,
  type ApplyCountResponse,
  applyCountResponseSchema,
  countDetailSchema,
  countSummariesSchema,
  countsQuerySchema,
  differencesQuerySchema,
  differencesResponseSchema,
  HISTORY_CODES,
  idParamSchema,
  locationParamSchema,
  RECOUNT_CODES,
  recountTasksSchema,
  resetBarsSchema,
  resetBodySchema,
  resetPreviewSchema,
  resetResultSchema,
  resolveRecountResponseSchema,
  resolveRecountSchema,
} from '../../../src/contract/inventory-counts';
import type { ServerDeps } from '../../deps';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { resetBar, resetBars, resetPreview } from './bar-reset.service';
import { countDifferences } from './count-differences.service';
import { applySubmittedCount, countDetail, listCounts } from './count-history.service';
import { stockCountOpenHandler, stockCountSubmitHandler, stockCountUpsertLineHandler } from './counts.commands';
import { openRecounts, resolveRecountTask } from './recounts.service';

export function countRoutes({ db, guard, jobs, commands }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // The counts themselves are taken offline: open, lines and submit arrive through the sync push.
  commands.register(stockCountOpenHandler, stockCountUpsertLineHandler, stockCountSubmitHandler);

  // ── ajustes/diferencias ─────────────────────────────────────────────────────────────────
  app.get(
    '/diferencias',
    responds(differencesResponseSchema, { summary: 'Count adjustments valued at cost, by night, location and good' }),
    guard(ADJUSTMENT_CODES),
    validate('query', differencesQuerySchema),
    async (c) => {
      return c.json(await countDifferences(db, requireVenue(c).id, c.req.valid('query')));
    },
  );

  // ── recounts ────────────────────────────────────────────────────────────────────────────
  app.get('/recuentos', responds(recountTasksSchema, { summary: 'The open recount tasks' }), guard(RECOUNT_CODES), async (c) =>
    c.json(await openRecounts(db, requireVenue(c).id)),
  );

  app.post(
    '/recuentos/:id/resolver',
    responds(resolveRecountResponseSchema, { summary: 'Settle a recount task with a fresh observation' }),
    guard(RECOUNT_CODES),
    validate('param', idParamSchema),
    validate('json', resolveRecountSchema),
    async (c) => {
      const { quantity, countedAt } = c.req.valid('json');
      const input = { taskId: c.req.valid('param').id, venueId: requireVenue(c).id, userId: c.var.user.id, quantity, countedAt };
      return c.json(await resolveRecountTask(db, input));
    },
  );

  // ── ajustes/limpiar ─────────────────────────────────────────────────────────────────────
  app.get(
    '/limpiar',
    responds(resetBarsSchema, { summary: 'The bars to reset, with what each holds' }),
    guard(ADJUSTMENT_CODES),
    async (c) => c.json(await resetBars(db, requireVenue(c).id)),
  );

  app.get(
    '/limpiar/:locationId',
    responds(resetPreviewSchema, { summary: 'What a reset of the bar would zero' }),
    guard(ADJUSTMENT_CODES),
    validate('param', locationParamSchema),
    async (c) => {
      return c.json(await resetPreview(db, requireVenue(c).id, c.req.valid('param').locationId));
    },
  );

  app.post(
    '/limpiar',
    responds(resetResultSchema, { summary: "Zero a bar's stock (the bar's name typed back)" }),
    guard(ADJUSTMENT_CODES),
    validate('json', resetBodySchema),
    async (c) => {
      return c.json(await resetBar(db, requireVenue(c).id, c.var.user.id, c.req.valid('json')));
    },
  );

  // ── historico ───────────────────────────────────────────────────────────────────────────
  app.get(
    '/conteos',
    responds(countSummariesSchema, { summary: 'Past counts with their line and adjustment totals' }),
    guard(HISTORY_CODES),
    validate('query', countsQuerySchema),
    async (c) => {
      return c.json(await listCounts(db, requireVenue(c).id, c.req.valid('query')));
    },
  );

  app.get(
    '/conteos/:id',
    responds(countDetailSchema, { summary: 'One count with its lines' }),
    guard(HISTORY_CODES),
    validate('param', idParamSchema),
    async (c) => {
      return c.json(await countDetail(db, requireVenue(c).id, c.req.valid('param').id));
    },
  );

  app.post(
    '/conteos/:id/aplicar',
    responds(applyCountResponseSchema, { summary: 'Apply a count the tablet left submitted' }),
    guard(APPLY_COUNT_CODES),
    validate('param', idParamSchema),
    async (c) => {
      const result = await applySubmittedCount(db, jobs, requireVenue(c).id, c.var.user.id, c.req.valid('param').id);
      const answer: ApplyCountResponse = {
        countId: result.countId,
        status: result.status,
        adjusted: result.adjusted,
        held: result.held,
      };
      return c.json(answer);
    },
  );

  return app;
}
