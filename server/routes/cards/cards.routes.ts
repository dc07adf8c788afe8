// /api/cards — VIP cards (306): SPEC §7 cards/consulta, the card detail with its CtaCte ledger, and
// the card actions (issue, top-up, payment, refund, adjustment [306+308], consumption, block/lost,
// replace). Reads are in cards.service.ts, actions in card-actions.service.ts; the holder's own
// cards are GET /api/account/cards (account/my-cards.routes.ts).
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import {
  adjustmentSchema,
  consultaBodySchema,
  consumptionSchema,
  issueCardSchema,
  ledgerQuerySchema,
  moneyInSchema,
  refundSchema,
  replaceCardSchema,
  statusChangeSchema,
  updateCardSchema,
  vipUuidSchema,
} from '../../../src/contract/vip';
import type { ServerDeps } from '../../deps';
import { openRegisters } from '../../domain/cash-registers';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { type CardActor, changeStatus, issueCard, moneyAction, payment, replaceCard, updateCard } from './card-actions.service';
import { cardDetail, consultaJson } from './cards.service';

const CARDS = ['306'] as const;
const CONFIG = '308';

const NO_PERMISSION = 'No tienes permiso para acceder a esta página';

type Ctx = { var: AuthVariables };

const actorOf = (c: Ctx): CardActor => ({ venueId: requireVenue(c).id, userId: c.var.user.id });

/**
 * SPEC §8: every error answer of cards/consulta carries `isok: false` next to `message` (the app
 * empties its list and stores the error). Applied after the guard and the validator have answered.
 */
const withIsokFlag = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  const fields = body && typeof body === 'object' ? body : { message: c.res.statusText || 'Error' };
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const status = c.res.status;
  // Cleared first so Hono does not merge the old response's headers into the new one.
  c.res = undefined;
  c.res = new Response(JSON.stringify({ ...fields, isok: false }), { status, headers });
});

const idParam = validate('param', v.object({ id: vipUuidSchema }));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BAD_IDEMPOTENCY_KEY = 'La clave Idempotency-Key debe ser un UUID';

/**
 * A money action's Idempotency-Key (optional header, a uuid the client makes once per submit): it
 * becomes the ledger entry's id, so a retry after a timeout replays instead of charging twice.
 */
function idempotencyKey(c: { req: { header(name: string): string | undefined } }): string | undefined {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return undefined;
  if (!UUID.test(key)) throw new ApiError(422, BAD_IDEMPOTENCY_KEY);
  return key.toLowerCase();
}

export function cardRoutes({ db, guard }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post('/consulta', withIsokFlag, guard(CARDS), validate('json', consultaBodySchema), async (c) => {
    const data = await consultaJson(db, requireVenue(c).id, c.req.valid('json').saldo);
    c.header('content-type', 'application/json; charset=UTF-8');
    // Same shape as ConsultaAnswer, spliced rather than parsed and serialised again.
    return c.body(`{"isok":true,"data":${data}}`, 200);
  });

  // Where cash taken for a card can go: the registers open tonight (the money dialogs offer them).
  app.get('/cajas-abiertas', guard(CARDS), async (c) => c.json(await openRegisters(db, requireVenue(c).id)));

  app.get('/:id', guard(CARDS), idParam, validate('query', ledgerQuerySchema), async (c) => {
    return c.json(await cardDetail(db, requireVenue(c).id, c.req.valid('param').id, c.req.valid('query')));
  });

  app.post('/', guard(CARDS), validate('json', issueCardSchema), async (c) => {
    return c.json(await issueCard(db, actorOf(c), c.req.valid('json')), 201);
  });

  app.put('/:id', guard(CARDS), idParam, validate('json', updateCardSchema), async (c) => {
    return c.json(await updateCard(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
  });

  app.post('/:id/carga', guard(CARDS), idParam, validate('json', moneyInSchema), async (c) => {
    const { amount, method, note, pointOfSaleId } = c.req.valid('json');
    const entry = { kind: 'topup' as const, amount, method, note, pointOfSaleId, entryId: idempotencyKey(c) };
    return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
  });

  app.post('/:id/pago', guard(CARDS), idParam, validate('json', moneyInSchema), async (c) => {
    return c.json(await payment(db, actorOf(c), c.req.valid('param').id, { ...c.req.valid('json'), entryId: idempotencyKey(c) }));
  });

  app.post('/:id/devolucion', guard(CARDS), idParam, validate('json', refundSchema), async (c) => {
    const { amount, method, reason, pointOfSaleId } = c.req.valid('json');
    const entry = { kind: 'refund' as const, amount: -amount, method, note: reason, pointOfSaleId, entryId: idempotencyKey(c) };
    return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
  });

  app.post('/:id/ajuste', guard(CARDS), idParam, validate('json', adjustmentSchema), async (c) => {
    // A manual adjustment moves money with no counterpart: it also needs the VIP configuration code.
    if (!c.var.user.privi.includes(CONFIG)) throw new ApiError(403, NO_PERMISSION);
    const { amount, reason } = c.req.valid('json');
    const entry = { kind: 'adjustment' as const, amount, note: reason, allowOverLimit: true, entryId: idempotencyKey(c) };
    return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
  });

  app.post('/:id/consumo', guard(CARDS), idParam, validate('json', consumptionSchema), async (c) => {
    const { amount, note } = c.req.valid('json');
    const entry = { kind: 'consumption' as const, amount: -amount, note, entryId: idempotencyKey(c) };
    return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
  });

  app.post('/:id/estado', guard(CARDS), idParam, validate('json', statusChangeSchema), async (c) => {
    return c.json(await changeStatus(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
  });

  app.post('/:id/reemplazo', guard(CARDS), idParam, validate('json', replaceCardSchema), async (c) => {
    return c.json(await replaceCard(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'), idempotencyKey(c)), 201);
  });

  return app;
}
