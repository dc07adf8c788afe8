// A good's unit cost and the value of the stock (issue 38; docs/decisions/0009-purchase-costs.md).
//
// Valued stock is ONE figure: on hand × the good's unit cost in force (goods.unit_cost now; the cost
// history at a past date). The ledger at cost is Σ movements × the cost each was booked at, plus the
// revaluations of stock_revaluations; the two are equal for every good of a venue at every moment,
// because every change of a unit cost and every movement booked at another cost writes its
// revaluation here, in the same transaction (tests/api/purchasing-costs.test.ts and the
// reconciliation test check it after random sequences).
//
// The cost moves only through this module:
// - a supplier delivery (goods receipt) by the venue's method: the weighted average over the units
//   on hand (negative on hand counts as none: those units were already consumed at the old cost),
//   or the last purchase price;
// - a supplier invoice whose price differs from the receipt's: only the receipt's units still on
//   hand take the difference; what was already consumed stays consumed at the cost it left with;
// - a cancelled invoice: the opposite of the difference it applied, on what of it is still on hand;
// - an edit by hand (catalogue), audited with its before and after.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { goods, stockLevels, stockLocations, stockRevaluations, venues } from '../db/schema';
import { writeAudit } from './audit';

export type CostMethod = 'average' | 'last';
export type RevaluationReason = 'receipt' | 'invoice' | 'invoice_cancel' | 'manual' | 'booking';

/** Cost changes of a good queue behind movements being booked on it (stock-ledger.ts), and the reverse. */
export const COST_LOCK = 422_001;

/** Quantities are numeric(14,3); values of stock_revaluations numeric(20,3): exact to the thousandth. */
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The weighted average unit cost after `quantity` units arrive at `price` (cents) on top of
 * `onHand` units at `cost`. Units below zero are not on hand (they were sold before the delivery was
 * booked, at the old cost), so a venue short of a good takes the delivery's price.
 */
export function averageCost(onHand: number, cost: number, quantity: number, price: number): number {
  const held = Math.max(onHand, 0);
  if (quantity <= 0 || held + quantity <= 0) return cost;
  return Math.round((held * cost + quantity * price) / (held + quantity));
}

/**
 * The unit cost after the value of `units` of the `onHand` units changes by `perUnit` cents each (an
 * invoice's price against the receipt's). Nothing on hand: the cost stays. Never below zero.
 */
export function costAfterDifference(onHand: number, cost: number, units: number, perUnit: number): number {
  const held = Math.max(onHand, 0);
  const moved = Math.min(Math.max(units, 0), held);
  if (held <= 0 || moved <= 0) return cost;
  return Math.max(0, Math.round((held * cost + moved * perUnit) / held));
}

/** The new cost after a delivery, by the venue's method. */
export function costAfterReceipt(method: CostMethod, onHand: number, cost: number, quantity: number, price: number): number {
  return method === 'last' ? (quantity > 0 ? price : cost) : averageCost(onHand, cost, quantity, price);
}

/**
 * Takes the goods' cost locks: nothing is booked on them while their cost changes (held to the
 * commit). Sorted, so two writers never wait on each other in opposite orders.
 */
export async function lockGoodCosts(tx: Tx, goodIds: readonly string[]): Promise<void> {
  const ids = [...new Set(goodIds)].sort();
  if (ids.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${COST_LOCK}::int, hashtext(g)) from unnest(${sql.param(ids)}::text[]) with ordinality as u(g, n) order by n`,
  );
}

/** The shared side (stock-ledger.ts recordMovements): many bookings at once, none during a cost change. */
export async function shareGoodCosts(tx: Tx, goodIds: readonly string[]): Promise<void> {
  const ids = [...new Set(goodIds)].sort();
  if (ids.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(${COST_LOCK}::int, hashtext(g)) from unnest(${sql.param(ids)}::text[]) with ordinality as u(g, n) order by n`,
  );
}

/** Units of each good on hand over all the venue's locations (negative where the venue is short). */
export async function venueOnHand(tx: Tx, venueId: string, goodIds: readonly string[]): Promise<Map<string, number>> {
  if (goodIds.length === 0) return new Map();
  const rows = await tx
    .select({ goodId: stockLevels.goodId, quantity: sql<string>`sum(${stockLevels.quantity})` })
    .from(stockLevels)
    .innerJoin(stockLocations, eq(stockLocations.id, stockLevels.locationId))
    .where(and(eq(stockLocations.venueId, venueId), inArray(stockLevels.goodId, [...goodIds])))
    .groupBy(stockLevels.goodId);
  return new Map(rows.map((r) => [r.goodId, thousandths(Number(r.quantity))]));
}

/** The venue's method (venues.cost_method). */
export async function costMethodOf(tx: Tx, venueId: string): Promise<CostMethod> {
  const [row] = await tx.select({ method: venues.costMethod }).from(venues).where(eq(venues.id, venueId));
  return row?.method === 'last' ? 'last' : 'average';
}

/** The goods' unit costs, the venue's on hand of each and its method, read under the goods' cost locks. */
export async function costsUnderLock(tx: Tx, venueId: string, goodIds: readonly string[]) {
  await lockGoodCosts(tx, goodIds);
  const onHand = await venueOnHand(tx, venueId, goodIds);
  const rows = await tx
    .select({ id: goods.id, unitCost: goods.unitCost })
    .from(goods)
    .where(inArray(goods.id, [...goodIds]));
  return { onHand, cost: new Map(rows.map((g) => [g.id, g.unitCost])), method: await costMethodOf(tx, venueId) };
}

export interface CostChange {
  venueId: string;
  goodId: string;
  costBefore: number;
  costAfter: number;
  /** The venue's units on hand the change revalues. */
  onHand: number;
  reason: RevaluationReason;
  sourceType?: string;
  sourceId?: string;
  userId: string | null;
  note?: string;
  at?: Date;
}

/**
 * Sets a good's unit cost and writes its revaluation (on hand × the difference) and its audit row.
 * The caller holds the good's cost lock (lockGoodCosts) and read `onHand` under it.
 */
export async function changeCost(tx: Tx, change: CostChange): Promise<void> {
  if (change.costAfter === change.costBefore) return;
  const at = change.at ?? new Date();
  await tx.update(goods).set({ unitCost: change.costAfter }).where(eq(goods.id, change.goodId));
  await tx.insert(stockRevaluations).values({
    venueId: change.venueId,
    goodId: change.goodId,
    at,
    costBefore: change.costBefore,
    costAfter: change.costAfter,
    quantity: change.onHand,
    value: thousandths(change.onHand * (change.costAfter - change.costBefore)),
    reason: change.reason,
    sourceType: change.sourceType ?? null,
    sourceId: change.sourceId ?? null,
    userId: change.userId,
    note: change.note ?? '',
  });
  await writeAudit(
    tx,
    change.userId,
    'good.cost',
    'goods',
    change.goodId,
    { unitCost: change.costBefore },
    {
      unitCost: change.costAfter,
      reason: change.reason,
      sourceType: change.sourceType ?? null,
      sourceId: change.sourceId ?? null,
    },
  );
}

export interface OffCostBooking {
  venueId: string;
  goodId: string;
  quantity: number;
  /** The cost the movement was booked at. */
  bookedCost: number;
  /** The good's cost in force. */
  cost: number;
  at: Date;
  sourceType?: string;
  sourceId?: string;
  userId?: string | null;
}

/**
 * Movements booked at a cost other than the one in force (a sale reversal at its sale's cost, a
 * transfer received at the cost it left with, a delivery at the supplier's price): each writes the
 * revaluation that brings its units to the cost in force, so the ledger at cost stays equal to
 * valued stock. Called by recordMovements for every such row.
 */
export async function revalueOffCostBookings(tx: Tx, rows: readonly OffCostBooking[]): Promise<void> {
  const off = rows.filter((r) => r.bookedCost !== r.cost && r.quantity !== 0);
  if (off.length === 0) return;
  await tx.insert(stockRevaluations).values(
    off.map((r) => ({
      venueId: r.venueId,
      goodId: r.goodId,
      at: r.at,
      costBefore: r.bookedCost,
      costAfter: r.cost,
      quantity: r.quantity,
      value: thousandths(r.quantity * (r.cost - r.bookedCost)),
      reason: 'booking',
      sourceType: r.sourceType ?? null,
      sourceId: r.sourceId ?? null,
      userId: r.userId ?? null,
    })),
  );
}

/**
 * A good's unit cost in force at `moment`, per good of the venue whose cost has a history: the cost
 * after its last change at or before the moment, or — before its first recorded change — the cost
 * that change started from (the good's cost had not moved since). Goods whose cost never changed
 * through this module are absent: the caller keeps its own fallback (the cost the ledger recorded).
 * Bookings at another cost (reason 'booking') are not changes of the cost.
 */
export async function costsAt(tx: Tx, venueId: string, moment: Date): Promise<Map<string, number>> {
  const at = moment.toISOString();
  const rows = await rowsOf<{ good_id: string; cost: string }>(
    tx,
    sql`select distinct on (r.good_id) r.good_id,
          case when r.at <= ${at}::timestamptz then r.cost_after else r.cost_before end as cost
        from stock_revaluations r
        where r.venue_id = ${venueId} and r.reason <> 'booking'
        order by r.good_id, (r.at <= ${at}::timestamptz) desc,
          case when r.at <= ${at}::timestamptz then r.at end desc,
          case when r.at > ${at}::timestamptz then r.at end asc,
          r.created_at`,
  );
  return new Map(rows.map((r) => [r.good_id, Number(r.cost)]));
}

/** A unit cost set by hand (the goods' catalogue): revalues what is on hand and is audited. */
export async function setCostByHand(tx: Tx, venueId: string, userId: string, goodId: string, unitCost: number): Promise<void> {
  const { onHand, cost } = await costsUnderLock(tx, venueId, [goodId]);
  await changeCost(tx, {
    venueId,
    goodId,
    costBefore: cost.get(goodId) ?? 0,
    costAfter: unitCost,
    onHand: onHand.get(goodId) ?? 0,
    reason: 'manual',
    userId,
  });
}
