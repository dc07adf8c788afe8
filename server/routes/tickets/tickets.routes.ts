// Cancellations (107): SPEC §7 consultarAnulaciones and the approve/reject decisions, one request
// for /support/autorizar, and the recent sales a cashier (141) or supervisor picks from when asking.
// Asking itself is the outbox command 'cancellation.request' (server/routes/sync/registry.ts).
// The decision's effects (sale cancelled, stock and card given back) live in domain/sale-reversal.ts.
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  approveBodySchema,
  type CancellationRequestDto,
  type CancellationSaleDto,
  cancellationIdSchema,
  DECIDE_CODES,
  DECIDED_LIST_LIMIT,
  type DecisionAnswer,
  RECENT_SALES_LIMIT,
  REQUEST_CODES,
  type RecentSaleDto,
  recentSalesQuerySchema,
  rejectBodySchema,
  type SaleLineDto,
} from '../../../src/contract/cancellations';
import type { Db } from '../../db/client';
import { cancellationRequests, nights, pointsOfSale, products, saleLines, sales, users, vipCards } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { approveCancellation, type DecisionResult, REQUEST_NOT_FOUND, rejectCancellation } from '../../domain/sale-reversal';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';
import { createNotification, pushNotification } from '../account/notifications.service';

const NO_PERMISSION = 'No tienes permiso para acceder a esta página';

type Ctx = { var: AuthVariables };

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');
const cashier = alias(users, 'cashier');

const saleColumns = {
  id: sales.id,
  at: sales.at,
  total: sales.total,
  payment: sales.payment,
  status: sales.status,
  nightId: sales.nightId,
  businessDate: nights.businessDate,
  pointOfSaleId: sales.pointOfSaleId,
  pointOfSaleName: pointsOfSale.name,
  cashierName: cashier.displayName,
  vipCardNumber: vipCards.number,
};
type SaleRow = { [K in keyof typeof saleColumns]: (typeof saleColumns)[K]['_']['data'] | null };

/** Sales joined with what a person needs to recognise them (their lines come separately). */
function saleQuery<T extends SelectedFields>(db: Db, extra: T) {
  return db
    .select({ ...saleColumns, ...extra })
    .from(sales)
    .innerJoin(nights, eq(nights.id, sales.nightId))
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
    .leftJoin(cashier, eq(cashier.id, sales.cashierId))
    .leftJoin(vipCards, eq(vipCards.id, sales.vipCardId));
}

async function linesOf(db: Db, saleIds: readonly string[]): Promise<Map<string, SaleLineDto[]>> {
  const bySale = new Map<string, SaleLineDto[]>();
  if (saleIds.length === 0) return bySale;
  const rows = await db
    .select({
      saleId: saleLines.saleId,
      id: saleLines.id,
      productId: saleLines.productId,
      productName: products.name,
      quantity: saleLines.quantity,
      unitPrice: saleLines.unitPrice,
    })
    .from(saleLines)
    .innerJoin(products, eq(products.id, saleLines.productId))
    .where(and(inArray(saleLines.saleId, [...saleIds]), isNull(saleLines.deletedAt)))
    .orderBy(asc(saleLines.createdAt), asc(saleLines.id));
  for (const { saleId, ...line } of rows) {
    const list = bySale.get(saleId) ?? [];
    list.push({ ...line, quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) });
    bySale.set(saleId, list);
  }
  return bySale;
}

function toSale(r: SaleRow, lines: Map<string, SaleLineDto[]>): CancellationSaleDto {
  const id = r.id ?? '';
  return {
    id,
    at: r.at?.toISOString() ?? '',
    total: Number(r.total ?? 0),
    payment: r.payment ?? 'cash',
    status: r.status ?? 'completed',
    nightId: r.nightId ?? '',
    businessDate: r.businessDate ?? '',
    pointOfSaleId: r.pointOfSaleId ?? '',
    pointOfSaleName: r.pointOfSaleName ?? '',
    cashierName: r.cashierName ?? null,
    vipCardNumber: r.vipCardNumber ?? null,
    lines: lines.get(id) ?? [],
  };
}

/** The venue's requests matching `where`, newest first, with their sales. */
async function listRequests(db: Db, venueId: string, where: SQL | undefined, limit?: number) {
  const query = saleQuery(db, {
    request: {
      id: cancellationRequests.id,
      saleId: cancellationRequests.saleId,
      requestedBy: cancellationRequests.requestedBy,
      reason: cancellationRequests.reason,
      at: cancellationRequests.at,
      status: cancellationRequests.status,
      decidedBy: cancellationRequests.decidedBy,
      decidedAt: cancellationRequests.decidedAt,
      decisionNote: cancellationRequests.decisionNote,
      createdAt: cancellationRequests.createdAt,
      updatedAt: cancellationRequests.updatedAt,
      version: cancellationRequests.version,
    },
    requesterName: requester.displayName,
    deciderName: decider.displayName,
  })
    .innerJoin(cancellationRequests, eq(cancellationRequests.saleId, sales.id))
    .innerJoin(requester, eq(requester.id, cancellationRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, cancellationRequests.decidedBy))
    .where(and(eq(nights.venueId, venueId), isNull(cancellationRequests.deletedAt), where))
    .orderBy(desc(cancellationRequests.at), desc(cancellationRequests.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const lines = await linesOf(db, [...new Set(rows.map((r) => r.request.saleId))]);
  const now = Date.now();
  return rows.map(
    ({ request: q, requesterName, deciderName, ...sale }): CancellationRequestDto => ({
      id: q.id,
      saleId: q.saleId,
      requestedBy: q.requestedBy,
      reason: q.reason,
      at: q.at.toISOString(),
      status: q.status,
      decidedBy: q.decidedBy,
      decidedAt: q.decidedAt?.toISOString() ?? null,
      decisionNote: q.decisionNote,
      createdAt: q.createdAt.toISOString(),
      updatedAt: q.updatedAt.toISOString(),
      version: Number(q.version),
      requesterName,
      deciderName: deciderName ?? null,
      ageMinutes: Math.max(0, Math.floor((now - q.at.getTime()) / 60_000)),
      sale: toSale(sale, lines),
    }),
  );
}

async function loadRequest(db: Db, venueId: string, id: string): Promise<CancellationRequestDto> {
  const [row] = await listRequests(db, venueId, eq(cancellationRequests.id, id));
  if (!row) throw new ApiError(404, REQUEST_NOT_FOUND);
  return row;
}

const idParam = validate('param', v.object({ id: cancellationIdSchema }));

export function ticketRoutes({ db, guard, push }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/consultarAnulaciones', guard(DECIDE_CODES), async (c) => {
    const venueId = requireVenue(c).id;
    const [pending, decided] = await Promise.all([
      listRequests(db, venueId, eq(cancellationRequests.status, 'pending')),
      listRequests(db, venueId, ne(cancellationRequests.status, 'pending'), DECIDED_LIST_LIMIT),
    ]);
    return c.json([...pending, ...decided]);
  });

  // The decider's view, and the requester's own request (a cashier following up on it).
  app.get('/anulaciones/:id', guard([]), idParam, async (c) => {
    const venueId = requireVenue(c).id;
    const request = await loadRequest(db, venueId, c.req.valid('param').id);
    const { user } = c.var;
    if (request.requestedBy !== user.id && !DECIDE_CODES.some((code) => user.privi.includes(code))) {
      throw new ApiError(403, NO_PERMISSION);
    }
    return c.json(request);
  });

  const decide = async (
    c: Ctx,
    id: string,
    note: string,
    run: typeof approveCancellation,
    outcome: 'approved' | 'rejected',
  ): Promise<DecisionAnswer> => {
    const venueId = requireVenue(c).id;
    const userId = c.var.user.id;
    const { result, notification } = await db.transaction(async (tx) => {
      const result: DecisionResult = await run(tx, { requestId: id, venueId, userId, note });
      const notification = await createNotification(tx, {
        userId: result.requestedBy,
        title: outcome === 'approved' ? 'Anulación aprobada' : 'Anulación rechazada',
        description: note ? `${result.reason} — ${note}` : result.reason,
        click: `/logged/support/autorizar?id=${id}`,
      });
      return { result, notification };
    });
    // After the commit: a rolled-back decision must never reach a phone.
    pushNotification(push, result.requestedBy, notification);
    return {
      request: await loadRequest(db, venueId, id),
      reversed: { stockMovements: result.stockMovements, cardAmount: result.cardAmount },
    };
  };

  app.post('/anulaciones/:id/aprobar', guard(DECIDE_CODES), idParam, validate('json', approveBodySchema), async (c) =>
    c.json(await decide(c, c.req.valid('param').id, c.req.valid('json').note, approveCancellation, 'approved')),
  );

  app.post('/anulaciones/:id/rechazar', guard(DECIDE_CODES), idParam, validate('json', rejectBodySchema), async (c) =>
    c.json(await decide(c, c.req.valid('param').id, c.req.valid('json').note, rejectCancellation, 'rejected')),
  );

  app.get('/ventas', guard(REQUEST_CODES), validate('query', recentSalesQuerySchema), async (c) => {
    const venueId = requireVenue(c).id;
    const { q, posId } = c.req.valid('query');
    const pending = db
      .select({ id: cancellationRequests.id })
      .from(cancellationRequests)
      .where(
        and(
          eq(cancellationRequests.saleId, sales.id),
          eq(cancellationRequests.status, 'pending'),
          isNull(cancellationRequests.deletedAt),
        ),
      )
      .limit(1);
    const rows = await saleQuery(db, { pendingRequestId: sql<string | null>`(${pending})` })
      .where(
        and(
          eq(nights.venueId, venueId),
          isNull(sales.deletedAt),
          // The schema allows only hex digits and dashes, so the text needs no LIKE escaping. Any
          // part of the id matches: the ticket shows its last digits, a scanned id is whole.
          q ? sql`${sales.id}::text like ${`%${q}%`}` : undefined,
          posId ? eq(sales.pointOfSaleId, posId) : undefined,
        ),
      )
      .orderBy(desc(sales.at), desc(sales.id))
      .limit(RECENT_SALES_LIMIT);
    const lines = await linesOf(
      db,
      rows.map((r) => r.id),
    );
    return c.json(rows.map(({ pendingRequestId, ...sale }): RecentSaleDto => ({ ...toSale(sale, lines), pendingRequestId })));
  });

  return app;
}
