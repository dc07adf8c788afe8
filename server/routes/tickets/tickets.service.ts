// Cancellations (107), the reads and the decision of tickets.routes.ts: the venue's requests with
// their sales, approving or rejecting one (its effects live in domain/sale-reversal.ts) with the
// requester's notification, and the recent sales a cashier picks from when asking.

import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type * as v from 'valibot';
import {
  type CancellationRequestDto,
  type CancellationSaleDto,
  DECIDED_LIST_LIMIT,
  type DecisionAnswer,
  RECENT_SALES_LIMIT,
  type RecentSaleDto,
  type recentSalesQuerySchema,
  type SaleLineDto,
} from '../../../src/contract/cancellations';
import { notificationMessage } from '../../../src/contract/notification-messages';
import { ticketNumber } from '../../../src/contract/ticket-number';
import type { Db } from '../../db/client';
import { cancellationRequests, nights, pointsOfSale, products, saleLines, sales, users, vipCards } from '../../db/schema';
import { type approveCancellation, type DecisionResult, REQUEST_NOT_FOUND } from '../../domain/sale-reversal';
import { ApiError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import type { Jobs } from '../../lib/jobs';
import { createNotification } from '../account/notifications.service';

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
  if (saleIds.length === 0) return new Map();
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
  return groupBy(
    rows,
    (r) => r.saleId,
    ({ saleId: _, ...line }): SaleLineDto => ({ ...line, quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) }),
  );
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

export async function loadRequest(db: Db, venueId: string, id: string): Promise<CancellationRequestDto> {
  const [row] = await listRequests(db, venueId, eq(cancellationRequests.id, id));
  if (!row) throw new ApiError(404, REQUEST_NOT_FOUND);
  return row;
}

/** SPEC §7 consultarAnulaciones: every pending request, then the latest decided ones. */
export async function allRequests(db: Db, venueId: string): Promise<CancellationRequestDto[]> {
  const [pending, decided] = await Promise.all([
    listRequests(db, venueId, eq(cancellationRequests.status, 'pending')),
    listRequests(db, venueId, ne(cancellationRequests.status, 'pending'), DECIDED_LIST_LIMIT),
  ]);
  return [...pending, ...decided];
}

/** How many of one's own requests the requester's list shows, newest first. */
export const OWN_REQUESTS_LIMIT = 30;

/** A requester's own requests, newest first (a cashier following what became of them). */
export async function ownRequests(db: Db, venueId: string, userId: string): Promise<CancellationRequestDto[]> {
  return listRequests(db, venueId, eq(cancellationRequests.requestedBy, userId), OWN_REQUESTS_LIMIT);
}

/**
 * Approves or rejects a request (`run`, from domain/sale-reversal.ts) and notifies the requester in
 * the same transaction, its push enqueued there too (a rolled-back decision never reaches a phone).
 */
export async function decideCancellation(
  db: Db,
  jobs: Jobs,
  decision: { venueId: string; userId: string; id: string; note: string },
  run: typeof approveCancellation,
  outcome: 'approved' | 'rejected',
): Promise<DecisionAnswer> {
  const { venueId, userId, id, note } = decision;
  const result = await db.transaction(async (tx) => {
    const result: DecisionResult = await run(tx, { requestId: id, venueId, userId, note });
    await createNotification(
      tx,
      {
        userId: result.requestedBy,
        kind: 'cancellations',
        message: notificationMessage(outcome === 'approved' ? 'cancellationApproved' : 'cancellationRejected', {
          ticket: ticketNumber(result.saleId),
          reason: result.reason,
          note,
        }),
        click: `/logged/support/autorizar?id=${id}`,
      },
      { jobs, venueId },
    );
    return result;
  });
  return {
    request: await loadRequest(db, venueId, id),
    reversed: { stockMovements: result.stockMovements, cardAmount: result.cardAmount },
  };
}

/** The venue's latest sales (matching part of the id, at one point of sale), each with its pending request. */
export async function recentSales(
  db: Db,
  venueId: string,
  { q, posId }: v.InferOutput<typeof recentSalesQuerySchema>,
): Promise<RecentSaleDto[]> {
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
  return rows.map(({ pendingRequestId, ...sale }): RecentSaleDto => ({ ...toSale(sale, lines), pendingRequestId }));
}
