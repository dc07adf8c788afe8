// Cancellations (107): SPEC §7 consultarAnulaciones and the approve/reject decisions, one request
// for /support/autorizar, and the recent sales a cashier (141) or supervisor picks from when asking.
// Asking itself is the offline command of ./tickets.commands.ts, registered below.
// The decision's effects (sale cancelled, stock and card given back) live in domain/sale-reversal.ts.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  approveBodySchema,
  cancellationIdSchema,
  cancellationRequestSchema,
  cancellationRequestsSchema,
  DECIDE_CODES,
  decisionAnswerSchema,
  REQUEST_CODES,
  recentSalesQuerySchema,
  recentSalesSchema,
  rejectBodySchema,
} from '../../../src/contract/cancellations';
import type { ServerDeps } from '../../deps';
import { approveCancellation, rejectCancellation } from '../../domain/sale-reversal';
import { ApiError } from '../../lib/errors';
import { responds } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { cancellationRequestHandler } from './tickets.commands';
import { allRequests, decideCancellation, loadRequest, ownRequests, recentSales } from './tickets.service';

const NO_PERMISSION = 'No tienes permiso para acceder a esta página';

const idParam = validate('param', v.object({ id: cancellationIdSchema }));

export function ticketRoutes({ db, guard, jobs, commands }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  // Asking is offline-safe: the request arrives through the sync push.
  commands.register(cancellationRequestHandler);

  app.get(
    '/consultarAnulaciones',
    responds(cancellationRequestsSchema, { summary: "The venue's cancellation requests with their sales (SPEC §7)" }),
    guard(DECIDE_CODES),
    async (c) => c.json(await allRequests(db, requireVenue(c).id)),
  );

  // A requester's own requests and what became of them (issue 37): a cashier asks and follows up.
  app.get(
    '/mis-anulaciones',
    responds(cancellationRequestsSchema, { summary: "The signed-in user's own cancellation requests, newest first" }),
    guard(REQUEST_CODES),
    async (c) => c.json(await ownRequests(db, requireVenue(c).id, c.var.user.id)),
  );

  // The decider's view, and the requester's own request (a cashier following up on it).
  app.get(
    '/anulaciones/:id',
    responds(cancellationRequestSchema, { summary: 'One cancellation request, for its decider or its requester' }),
    guard([]),
    idParam,
    async (c) => {
      const request = await loadRequest(db, requireVenue(c).id, c.req.valid('param').id);
      const { user } = c.var;
      if (request.requestedBy !== user.id && !DECIDE_CODES.some((code) => user.privi.includes(code))) {
        throw new ApiError(403, NO_PERMISSION);
      }
      return c.json(request);
    },
  );

  const decisions = [
    {
      path: 'aprobar',
      schema: approveBodySchema,
      run: approveCancellation,
      outcome: 'approved',
      summary: 'Approves a cancellation: the sale is reversed',
    },
    {
      path: 'rechazar',
      schema: rejectBodySchema,
      run: rejectCancellation,
      outcome: 'rejected',
      summary: 'Rejects a cancellation, with a note',
    },
  ] as const;
  for (const { path, schema, run, outcome, summary } of decisions) {
    app.post(
      `/anulaciones/:id/${path}`,
      responds(decisionAnswerSchema, { summary }),
      guard(DECIDE_CODES),
      idParam,
      validate('json', schema),
      async (c) => {
        const decision = {
          venueId: requireVenue(c).id,
          userId: c.var.user.id,
          id: c.req.valid('param').id,
          note: c.req.valid('json').note,
        };
        return c.json(await decideCancellation(db, jobs, decision, run, outcome));
      },
    );
  }

  app.get(
    '/ventas',
    responds(recentSalesSchema, { summary: 'Recent sales to pick from when asking for a cancellation' }),
    guard(REQUEST_CODES),
    validate('query', recentSalesQuerySchema),
    async (c) => {
      return c.json(await recentSales(db, requireVenue(c).id, c.req.valid('query')));
    },
  );

  return app;
}
