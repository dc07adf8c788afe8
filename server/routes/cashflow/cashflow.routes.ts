// /api/cashflow: the cash-flow screens' API. Configuration (config.routes.ts, 201), movements and
// their receipts (204), staff (209), balances (206 resumen, 207 tablero) and reports (211). The
// registers' sessions are task R's /cashflow/cajas. Money answers that would overdraw a register or
// the safe are 409 { message, available } with the amount formatted in the request's language.
// Blind count: a register with an open session has its balance withheld from callers without 207
// (withheldRegisters): null in balances, no statement, no totals of its movements, no amount in a
// refusal.
import path from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  attachmentSchema,
  balanceSchema,
  balancesQuerySchema,
  boardSchema,
  cashNightSchema,
  idParamSchema,
  movementCreateSchema,
  movementListSchema,
  movementQuerySchema,
  movementSchema,
  reverseSchema,
  statementQuerySchema,
  statementSchema,
} from '../../../src/contract/cashflow';
import {
  nightParamSchema,
  owedNightSchema,
  owedQuerySchema,
  reportAnswerSchema,
  reportNameParamSchema,
  reportQuerySchema,
  shiftSchema,
  staffMemberAnswerSchema,
  staffMemberSchema,
  staffNightSchema,
  staffPaymentAnswerSchema,
  staffPaymentSchema,
} from '../../../src/contract/cashflow-staff';
import type { ServerDeps } from '../../deps';
import { withheldRegisters } from '../../domain/cash-registers';
import { ApiError } from '../../lib/errors';
import { type Lang, requestLang, translate } from '../../lib/messages';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { balancesAt, board, statement } from './balances.service';
import { BLIND_REGISTER, OVER_BALANCE_BLIND } from './cashflow.messages';
import { configRoutes } from './config.routes';
import {
  createMovement,
  getMovement,
  listMovements,
  nightOptions,
  OVER_BALANCE,
  OverBalance,
  reverseMovement,
} from './movements.service';
import { attachmentDownload, listAttachments, uploadAttachment } from './receipts.service';
import { reportByCategory, reportByNight, reportByPeriod } from './reports.service';
import { deleteShift, listStaff, owedByNight, payStaff, saveMember, saveShift, staffNight } from './staff.service';

const MOVEMENTS = ['204'] as const;
const STAFF = ['209'] as const;
const SUMMARY = ['206'] as const;
const BOARD = ['207'] as const;
const REPORTS = ['211'] as const;
const NIGHT_READERS = ['204', '206', '207', '209', '211'] as const;

type Ctx = Context<{ Variables: AuthVariables }>;

const LOCALES: Record<Lang, string> = { es: 'es-AR', de: 'de-DE', fr: 'fr-FR' };
function money(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'ARS' }).format(cents / 100);
}

/** The registers whose balance the caller may not receive (counted blind). */
const withheldFor = (db: ServerDeps['db'], c: Ctx) => withheldRegisters(db, requireVenue(c).id, c.var.user.privi);

/**
 * Runs a money write; an overdraft refusal becomes 409 with the available amount — without it when
 * the account is a register the caller may not see (counted blind).
 */
async function guarded(db: ServerDeps['db'], c: Ctx, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof OverBalance)) throw error;
    const lang = requestLang(c);
    if ((await withheldFor(db, c)).has(error.accountId)) return c.json({ message: translate(lang, OVER_BALANCE_BLIND) }, 409);
    return c.json(
      { message: translate(lang, OVER_BALANCE).replace('{amount}', money(error.available, lang)), available: error.available },
      409,
    );
  }
}

export function cashflowRoutes(deps: ServerDeps) {
  const { db, guard, env } = deps;
  const app = new Hono<{ Variables: AuthVariables }>();
  const receipts = path.join(env.dataDir, 'receipts');
  const id = validate('param', idParamSchema);
  const who = (c: Ctx) => ({ venueId: requireVenue(c).id, userId: c.var.user.id });
  const tz = (c: Ctx) => requireVenue(c).timezone;

  app.route('/', configRoutes(deps));

  app.get(
    '/noches',
    responds(v.array(cashNightSchema), { summary: 'The nights movements and shifts may be filed under (opened ones)' }),
    guard(NIGHT_READERS),
    async (c) => c.json(await nightOptions(db, requireVenue(c).id)),
  );

  // ── movements (204) ──
  app.get(
    '/movimientos',
    responds(movementListSchema, { summary: 'Movements matching a filter, newest first, with their totals' }),
    guard(MOVEMENTS),
    validate('query', movementQuerySchema),
    async (c) => c.json(await listMovements(db, requireVenue(c).id, tz(c), c.req.valid('query'), await withheldFor(db, c))),
  );
  app.post(
    '/movimientos',
    responds(movementSchema, {
      status: 201,
      summary: 'Book an income, expense or transfer (a transfer answers its outgoing leg)',
    }),
    guard(MOVEMENTS),
    validate('json', movementCreateSchema),
    (c) =>
      guarded(db, c, async () => {
        const movementId = await createMovement(db, who(c), c.req.valid('json'));
        return c.json(await getMovement(db, requireVenue(c).id, movementId), 201);
      }),
  );
  app.post(
    '/movimientos/:id/revertir',
    responds(movementSchema, {
      status: 201,
      summary: 'Correct a typed-in movement with its mirror image (answers the correction)',
    }),
    guard(MOVEMENTS),
    id,
    validate('json', reverseSchema),
    (c) =>
      guarded(db, c, async () => {
        const movementId = await reverseMovement(db, who(c), c.req.valid('param').id, c.req.valid('json').note ?? '');
        return c.json(await getMovement(db, requireVenue(c).id, movementId), 201);
      }),
  );
  app.get(
    '/movimientos/:id/adjuntos',
    responds(v.array(attachmentSchema), { summary: 'A movement’s receipts, oldest first' }),
    guard(MOVEMENTS),
    id,
    async (c) => c.json(await listAttachments(db, requireVenue(c).id, c.req.valid('param').id)),
  );
  // The file is the raw body (application/octet-stream) named by the x-file-name header
  // (server/lib/file-store.ts): no JSON body to validate, so the document shows only the answer.
  app.post(
    '/movimientos/:id/adjuntos',
    responds(attachmentSchema, { status: 201, summary: 'Attach a receipt (photo or PDF, raw body, x-file-name header)' }),
    guard(MOVEMENTS),
    id,
    async (c) => c.json(await uploadAttachment(db, receipts, who(c), c.req.valid('param').id, c.req.raw), 201),
  );
  app.get(
    '/adjuntos/:id',
    respondsWithout({ media: 'application/octet-stream' }, { summary: 'Download a receipt (sent with its own content type)' }),
    guard(MOVEMENTS),
    id,
    (c) => attachmentDownload(db, receipts, requireVenue(c).id, c.req.valid('param').id),
  );

  // ── staff (209) ──
  app.get(
    '/personal',
    responds(v.array(staffMemberAnswerSchema), { summary: 'Staff members with what they are owed, by role and name' }),
    guard(STAFF),
    async (c) => c.json(await listStaff(db, requireVenue(c).id)),
  );
  app.post(
    '/personal',
    responds(staffMemberAnswerSchema, { status: 201, summary: 'Add a staff member' }),
    guard(STAFF),
    validate('json', staffMemberSchema),
    async (c) => c.json(await saveMember(db, who(c), null, c.req.valid('json')), 201),
  );
  app.get(
    '/personal/deuda',
    responds(v.array(owedNightSchema), { summary: 'What staff are owed per night, newest first' }),
    guard(STAFF),
    validate('query', owedQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(await owedByNight(db, requireVenue(c).id, q.from, q.to));
    },
  );
  app.get(
    '/personal/noches/:nightId',
    responds(staffNightSchema, { summary: 'A night’s staff: shifts, payments and what is owed' }),
    guard(STAFF),
    validate('param', nightParamSchema),
    async (c) => c.json(await staffNight(db, requireVenue(c).id, c.req.valid('param').nightId)),
  );
  app.put(
    '/personal/turnos',
    responds(staffNightSchema, { summary: 'Record (or change) that a member worked a night: answers the night' }),
    guard(STAFF),
    validate('json', shiftSchema),
    async (c) => {
      const body = c.req.valid('json');
      await saveShift(db, who(c), body);
      return c.json(await staffNight(db, requireVenue(c).id, body.nightId));
    },
  );
  app.delete(
    '/personal/turnos/:id',
    respondsWithout({ status: 204 }, { summary: 'Remove a shift without payments' }),
    guard(STAFF),
    id,
    async (c) => {
      await deleteShift(db, who(c), c.req.valid('param').id);
      return c.body(null, 204);
    },
  );
  // 201 when booked now, 200 when the same id was already booked (a retry): the same payment. Two
  // descriptions, one per status; the document merges them (the second adds no summary of its own).
  app.post(
    '/personal/pagos',
    responds(staffPaymentAnswerSchema, {
      status: 201,
      summary: 'Pay a member for a night out of an account (the same id again: 200, the payment already booked)',
    }),
    responds(staffPaymentAnswerSchema),
    guard(STAFF),
    validate('json', staffPaymentSchema),
    (c) =>
      guarded(db, c, async () => {
        const { payment, created } = await payStaff(db, who(c), c.req.valid('json'));
        return c.json(payment, created ? 201 : 200);
      }),
  );

  // Last: ':id' would also match 'turnos'.
  app.put(
    '/personal/:id',
    responds(staffMemberAnswerSchema, { summary: 'Change a staff member' }),
    guard(STAFF),
    id,
    validate('json', staffMemberSchema),
    async (c) => c.json(await saveMember(db, who(c), c.req.valid('param').id, c.req.valid('json'))),
  );

  // ── balances (206 resumen, 207 tablero) ──
  app.get(
    '/saldos',
    responds(v.array(balanceSchema), { summary: 'Every account’s balance at a date or instant (now when none)' }),
    guard([...SUMMARY, ...BOARD]),
    validate('query', balancesQuerySchema),
    async (c) => {
      const withheld = await withheldFor(db, c);
      const rows = await balancesAt(db, requireVenue(c).id, tz(c), c.req.valid('query').at);
      return c.json(rows.map((r) => (withheld.has(r.account.id) ? { ...r, balance: null } : r)));
    },
  );
  app.get(
    '/saldos/:id/movimientos',
    responds(statementSchema, { summary: 'An account’s statement: its movements with the running balance' }),
    guard(SUMMARY),
    id,
    validate('query', statementQuerySchema),
    async (c) => {
      const q = c.req.valid('query');
      const accountId = c.req.valid('param').id;
      if ((await withheldFor(db, c)).has(accountId)) throw new ApiError(403, BLIND_REGISTER);
      return c.json(await statement(db, requireVenue(c).id, tz(c), accountId, q.from, q.to));
    },
  );
  app.get(
    '/tablero',
    responds(boardSchema, { summary: 'The board: balances now, today’s net, tonight’s registers' }),
    guard(BOARD),
    async (c) => c.json(await board(db, requireVenue(c).id, tz(c))),
  );

  // ── reports (211) ──
  app.get(
    '/reportes/:name',
    responds(reportAnswerSchema, {
      summary: 'A cash-flow report: by category (categorias), by month or week (periodos) or by night (noches)',
    }),
    guard(REPORTS),
    validate('param', reportNameParamSchema),
    validate('query', reportQuerySchema),
    async (c) => {
      const venue = requireVenue(c);
      const q = c.req.valid('query');
      const name = c.req.valid('param').name;
      if (name === 'categorias') return c.json(await reportByCategory(db, venue.id, venue.timezone, q.from, q.to));
      if (name === 'periodos') return c.json(await reportByPeriod(db, venue.id, venue.timezone, q.from, q.to, q.grain));
      return c.json(await reportByNight(db, venue.id, q.from, q.to));
    },
  );

  return app;
}
