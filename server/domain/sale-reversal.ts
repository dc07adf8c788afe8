// Deciding a cancellation request (DOMAIN.md "Sales"): approval cancels the sale and gives back
// what it took — its recipe consumption to the bar (sale_reversal movements; its comp lines' as
// opposite `comp` movements, domain/comps.ts) and its VIP card
// charge to the card (an 'adjustment' entry) and, for a cash sale, its money out of the point of
// sale's register (source = the request, so it is booked once) — all inside the caller's transaction, so either
// every effect lands or none does.
//
// Exactly once: the request row is locked first and must still be pending, then the sale row is
// locked and must still be completed. Two supervisors approving at once queue on the request row;
// the second finds it decided and gets a 409. The unique (sale_id, kind) index of card_ledger is a
// last line of defence against a second card reversal, whatever path tried it.
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { cancellationRequests, cardLedger, nights, sales, stockMovements, vipCards } from '../db/schema';
import { ApiError } from '../lib/errors';
import { writeAudit } from './audit';
import { postCardEntry } from './card-ledger';
import { bookCancellationRefund } from './cash-registers';
import { REVERSAL_NOTE, reverseSaleComps } from './comps';
import { requireNotClosed } from './night-of';
import { bookedColumns, opposite, recordMovements } from './stock-ledger';

export const REQUEST_NOT_FOUND = 'La solicitud de anulación no existe';
export const NOT_PENDING = 'La solicitud ya fue decidida';
export const OWN_REQUEST = 'No puede decidir su propia solicitud';
export const SALE_ALREADY_CANCELLED = 'La venta ya está anulada';
export const SALE_NOT_FOUND = 'La venta no existe';

/** A lost card hands its balance to its replacement: the money goes back to the card in use. */
const MAX_REPLACEMENT_HOPS = 10;

export interface Decision {
  requestId: string;
  venueId: string;
  userId: string;
  note: string;
}

export interface DecisionResult {
  requestedBy: string;
  saleId: string;
  reason: string;
  stockMovements: number;
  cardAmount: number;
}

/** The request, row-locked for the transaction, when it is one of the venue's; 404 otherwise. */
async function lockRequest(tx: Tx, requestId: string, venueId: string) {
  const [row] = await tx
    .select({
      id: cancellationRequests.id,
      saleId: cancellationRequests.saleId,
      requestedBy: cancellationRequests.requestedBy,
      reason: cancellationRequests.reason,
      status: cancellationRequests.status,
      venueId: nights.venueId,
      nightStatus: nights.status,
    })
    .from(cancellationRequests)
    .innerJoin(sales, eq(sales.id, cancellationRequests.saleId))
    .innerJoin(nights, eq(nights.id, sales.nightId))
    .where(and(eq(cancellationRequests.id, requestId), isNull(cancellationRequests.deletedAt)))
    .for('update', { of: cancellationRequests });
  if (!row || row.venueId !== venueId) throw new ApiError(404, REQUEST_NOT_FOUND);
  return row;
}

async function lockOpenRequest(tx: Tx, d: Decision) {
  const request = await lockRequest(tx, d.requestId, d.venueId);
  if (request.status !== 'pending') throw new ApiError(409, NOT_PENDING);
  if (request.requestedBy === d.userId) throw new ApiError(403, OWN_REQUEST);
  // Deciding belongs to the sale's night: a closed night is reopened first (domain/night-of.ts).
  requireNotClosed({ status: request.nightStatus });
  return request;
}

/** Records the decision on the request and its audit row (`before` → `after`). */
async function markDecided(tx: Tx, d: Decision, status: 'approved' | 'rejected', before: unknown, after: unknown) {
  await tx
    .update(cancellationRequests)
    .set({ status, decidedBy: d.userId, decidedAt: new Date(), decisionNote: d.note || null })
    .where(eq(cancellationRequests.id, d.requestId));
  const action = status === 'approved' ? 'cancellation.approve' : 'cancellation.reject';
  await writeAudit(tx, d.userId, action, 'cancellation_requests', d.requestId, before, after);
}

/** The card a refund lands on: the sale's card, or the card that replaced it (and so on). */
async function liveCardOf(tx: Tx, cardId: string): Promise<string> {
  let current = cardId;
  for (let i = 0; i < MAX_REPLACEMENT_HOPS; i++) {
    const [card] = await tx.select({ replacedById: vipCards.replacedById }).from(vipCards).where(eq(vipCards.id, current));
    if (!card?.replacedById) return current;
    current = card.replacedById;
  }
  return current;
}

export async function approveCancellation(tx: Tx, d: Decision): Promise<DecisionResult> {
  const request = await lockOpenRequest(tx, d);
  const [sale] = await tx
    .select({
      id: sales.id,
      status: sales.status,
      pointOfSaleId: sales.pointOfSaleId,
      nightId: sales.nightId,
      total: sales.total,
      payment: sales.payment,
    })
    .from(sales)
    .where(eq(sales.id, request.saleId))
    .for('update');
  if (!sale) throw new ApiError(404, SALE_NOT_FOUND);
  if (sale.status !== 'completed') throw new ApiError(409, SALE_ALREADY_CANCELLED);

  await tx.update(sales).set({ status: 'cancelled' }).where(eq(sales.id, sale.id));

  const consumed = await tx
    .select(bookedColumns)
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.kind, 'sale_consumption'),
        eq(stockMovements.sourceType, 'sale'),
        eq(stockMovements.sourceId, sale.id),
      ),
    );
  const moved = await recordMovements(
    tx,
    consumed.map((m) =>
      opposite(m, {
        kind: 'sale_reversal',
        sourceType: 'sale_cancellation',
        sourceId: d.requestId,
        userId: d.userId,
        note: REVERSAL_NOTE,
      }),
    ),
  );
  // Its comp lines give their stock back too, as `comp` movements (kept out of COGS).
  const compsBack = await reverseSaleComps(tx, sale.id, d.userId);

  let cardAmount = 0;
  const [charge] = await tx
    .select({ cardId: cardLedger.cardId, amount: cardLedger.amount })
    .from(cardLedger)
    .where(and(eq(cardLedger.saleId, sale.id), eq(cardLedger.kind, 'consumption')));
  if (charge && Number(charge.amount) !== 0) {
    cardAmount = -Number(charge.amount);
    await postCardEntry(tx, {
      cardId: await liveCardOf(tx, charge.cardId),
      venueId: d.venueId,
      kind: 'adjustment',
      amount: cardAmount,
      saleId: sale.id,
      userId: d.userId,
      note: REVERSAL_NOTE,
      allowOverLimit: true,
    });
  }

  const cashRefund = await bookCancellationRefund(tx, d.venueId, { ...sale, total: Number(sale.total) }, d.requestId, d.userId);

  await markDecided(
    tx,
    d,
    'approved',
    { status: 'pending', saleStatus: 'completed' },
    { status: 'approved', saleId: sale.id, stockMovements: moved + compsBack, cardAmount, cashRefund, note: d.note },
  );
  return {
    requestedBy: request.requestedBy,
    saleId: sale.id,
    reason: request.reason,
    stockMovements: moved + compsBack,
    cardAmount,
  };
}

export async function rejectCancellation(tx: Tx, d: Decision): Promise<DecisionResult> {
  const request = await lockOpenRequest(tx, d);
  await markDecided(tx, d, 'rejected', { status: 'pending' }, { status: 'rejected', note: d.note });
  return { requestedBy: request.requestedBy, saleId: request.saleId, reason: request.reason, stockMovements: 0, cardAmount: 0 };
}
