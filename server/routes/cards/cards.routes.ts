// /api/cards — VIP cards (306): SPEC §7 cards/consulta, the card detail with its CtaCte ledger, and
// the card actions (issue, top-up, payment, refund, adjustment [306+308], consumption, block/lost,
// replace). Reads are in cards.service.ts, actions in card-actions.service.ts; the holder's own
// cards are GET /api/account/cards (account/my-cards.routes.ts).
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import {
  adjustmentSchema,
  cardActionAnswerSchema,
  cardDetailSchema,
  consultaAnswerSchema,
  consultaBodySchema,
  consumptionSchema,
  issueCardSchema,
  ledgerQuerySchema,
  moneyInSchema,
  openRegistersSchema,
  refundSchema,
  replaceCardSchema,
  statusChangeSchema,
  updateCardSchema,
  vipUuidSchema,
} from '../../../src/contract/vip';
import type { ServerDeps } from '../../deps';
import { openRegisters } from '../../domain/cash-registers';
import { ApiError } from '../../lib/errors';
import { responds } from '../../lib/openapi';
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

  app.post(
    '/consulta',
    responds(consultaAnswerSchema, { summary: "The venue's cards, filtered by balance (SPEC §7 cards/consulta)" }),
    withIsokFlag,
    guard(CARDS),
    validate('json', consultaBodySchema),
    async (c) => {
      const data = await consultaJson(db, requireVenue(c).id, c.req.valid('json').saldo);
      c.header('content-type', 'application/json; charset=UTF-8');
      // Same shape as ConsultaAnswer, spliced rather than parsed and serialised again.
      return c.body(`{"isok":true,"data":${data}}`, 200);
    },
  );

  // Where cash taken for a card can go: the registers open tonight (the money dialogs offer them).
  app.get(
    '/cajas-abiertas',
    responds(openRegistersSchema, { summary: "The registers taking cash tonight, for a card's cash money" }),
    guard(CARDS),
    async (c) => c.json(await openRegisters(db, requireVenue(c).id)),
  );

  app.get(
    '/:id',
    responds(cardDetailSchema, { summary: 'One card with its type and CtaCte ledger' }),
    guard(CARDS),
    idParam,
    validate('query', ledgerQuerySchema),
    async (c) => {
      return c.json(await cardDetail(db, requireVenue(c).id, c.req.valid('param').id, c.req.valid('query')));
    },
  );

  app.post(
    '/',
    responds(cardActionAnswerSchema, { status: 201, summary: 'Issues a card' }),
    guard(CARDS),
    validate('json', issueCardSchema),
    async (c) => {
      return c.json(await issueCard(db, actorOf(c), c.req.valid('json')), 201);
    },
  );

  app.put(
    '/:id',
    responds(cardActionAnswerSchema, { summary: 'Edits the holder and the credit limit' }),
    guard(CARDS),
    idParam,
    validate('json', updateCardSchema),
    async (c) => {
      return c.json(await updateCard(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.post(
    '/:id/carga',
    responds(cardActionAnswerSchema, { summary: 'Tops a card up' }),
    guard(CARDS),
    idParam,
    validate('json', moneyInSchema),
    async (c) => {
      const { amount, method, note, pointOfSaleId } = c.req.valid('json');
      const entry = { kind: 'topup' as const, amount, method, note, pointOfSaleId, entryId: idempotencyKey(c) };
      return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
    },
  );

  app.post(
    '/:id/pago',
    responds(cardActionAnswerSchema, { summary: "Books a payment against the card's credit" }),
    guard(CARDS),
    idParam,
    validate('json', moneyInSchema),
    async (c) => {
      return c.json(
        await payment(db, actorOf(c), c.req.valid('param').id, { ...c.req.valid('json'), entryId: idempotencyKey(c) }),
      );
    },
  );

  app.post(
    '/:id/devolucion',
    responds(cardActionAnswerSchema, { summary: 'Refunds prepaid money' }),
    guard(CARDS),
    idParam,
    validate('json', refundSchema),
    async (c) => {
      const { amount, method, reason, pointOfSaleId } = c.req.valid('json');
      const entry = { kind: 'refund' as const, amount: -amount, method, note: reason, pointOfSaleId, entryId: idempotencyKey(c) };
      return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
    },
  );

  app.post(
    '/:id/ajuste',
    responds(cardActionAnswerSchema, { summary: 'Adjusts the balance by hand (also needs 308)' }),
    guard(CARDS),
    idParam,
    validate('json', adjustmentSchema),
    async (c) => {
      // A manual adjustment moves money with no counterpart: it also needs the VIP configuration code.
      if (!c.var.user.privi.includes(CONFIG)) throw new ApiError(403, NO_PERMISSION);
      const { amount, reason } = c.req.valid('json');
      const entry = { kind: 'adjustment' as const, amount, note: reason, allowOverLimit: true, entryId: idempotencyKey(c) };
      return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
    },
  );

  app.post(
    '/:id/consumo',
    responds(cardActionAnswerSchema, { summary: 'Charges a consumption to the card' }),
    guard(CARDS),
    idParam,
    validate('json', consumptionSchema),
    async (c) => {
      const { amount, note } = c.req.valid('json');
      const entry = { kind: 'consumption' as const, amount: -amount, note, entryId: idempotencyKey(c) };
      return c.json(await moneyAction(db, actorOf(c), c.req.valid('param').id, entry));
    },
  );

  app.post(
    '/:id/estado',
    responds(cardActionAnswerSchema, { summary: 'Blocks a card, reports it lost or reactivates it' }),
    guard(CARDS),
    idParam,
    validate('json', statusChangeSchema),
    async (c) => {
      return c.json(await changeStatus(db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
    },
  );

  app.post(
    '/:id/reemplazo',
    responds(cardActionAnswerSchema, { status: 201, summary: 'Replaces a card by a new one that takes its balance' }),
    guard(CARDS),
    idParam,
    validate('json', replaceCardSchema),
    async (c) => {
      return c.json(await replaceCard(db, actorOf(c), c.req.valid('param').id, c.req.valid('json'), idempotencyKey(c)), 201);
    },
  );

  return app;
}
