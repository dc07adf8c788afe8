// The stock ledger (DOMAIN.md "Stock"): every change of stock is a row appended to
// stock_movements, never an edit; on hand is the sum of a (location, good)'s movements, and
// stock_levels follows it through a database trigger. Every inventory route writes through
// recordMovements and reads through the helpers here, so the arithmetic lives in one place.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { uuidv7 } from '../../src/contract/uuid';
import type { Db } from '../db/client';
import { goods, stockLevels, stockLocations, stockMovements } from '../db/schema';
import { ApiError } from '../lib/errors';
import { requireStockWritable } from './night-of';
import { revalueOffCostBookings, shareGoodCosts } from './purchase-cost';
import { ofVenue } from './venue-rows';

export type MovementKind = (typeof stockMovements.$inferInsert)['kind'];

export interface MovementInput {
  locationId: string;
  goodId: string;
  kind: MovementKind;
  /** Signed, in units of the good (a partial bottle is 0.4). */
  quantity: number;
  /** Cents per unit at the time; the good's current unit cost when absent. */
  unitCost?: number;
  /** When it happened (a count is an observation at its own time); now when absent. */
  at?: Date;
  nightId?: string | null;
  sourceType?: string;
  sourceId?: string;
  userId?: string | null;
  note?: string;
}

/** Quantities are numeric(14,3): round like the database so comparisons agree with it. */
export function roundQty(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The columns of a booked movement that undoing it needs (select them, then pass each row to `opposite`). */
export const bookedColumns = {
  locationId: stockMovements.locationId,
  goodId: stockMovements.goodId,
  quantity: stockMovements.quantity,
  unitCost: stockMovements.unitCost,
  nightId: stockMovements.nightId,
};

/** A movement already booked, as far as undoing it needs. */
interface BookedMovement {
  locationId: string;
  goodId: string;
  quantity: number | string;
  unitCost: number | string;
  nightId: string | null;
}

/** The movement that undoes `m`: same location, good, unit cost and night, the opposite quantity. */
export function opposite(
  m: BookedMovement,
  rest: Omit<MovementInput, 'locationId' | 'goodId' | 'quantity' | 'unitCost' | 'nightId'>,
): MovementInput {
  return {
    locationId: m.locationId,
    goodId: m.goodId,
    quantity: -Number(m.quantity),
    unitCost: Number(m.unitCost),
    nightId: m.nightId,
    ...rest,
  };
}

/**
 * Appends movements (zero quantities are skipped). Unit costs default to the goods' current cost.
 * A movement that belongs to a closed night (by its night, else by its time) is refused.
 */
export async function recordMovements(tx: Db, rows: readonly MovementInput[]): Promise<number> {
  const nonZero = rows.map((r) => ({ ...r, quantity: roundQty(r.quantity) })).filter((r) => r.quantity !== 0);
  if (nonZero.length === 0) return 0;
  await requireStockWritable(tx, nonZero);
  // The goods' costs cannot change until this transaction ends (a cost change takes the same locks
  // exclusively: purchase-cost.ts), so a movement is never booked at a cost that a delivery has just
  // replaced without its revaluation.
  const goodIds = [...new Set(nonZero.map((r) => r.goodId))].sort();
  await shareGoodCosts(tx, goodIds);
  const found = await tx
    .select({ id: goods.id, venueId: goods.venueId, unitCost: goods.unitCost })
    .from(goods)
    .where(inArray(goods.id, goodIds));
  const costs = new Map(found.map((g) => [g.id, g]));
  const values = nonZero.map((r) => ({
    ...r,
    unitCost: r.unitCost ?? costs.get(r.goodId)?.unitCost ?? 0,
    at: r.at ?? new Date(),
  }));
  // A movement booked at another cost than the one in force (a reversal at its sale's cost, a
  // transfer received at the cost it left with, a delivery at its price) revalues its units.
  await revalueOffCostBookings(
    tx,
    values.flatMap((v) => {
      const good = costs.get(v.goodId);
      return good ? [{ ...v, venueId: good.venueId, bookedCost: v.unitCost, cost: good.unitCost, userId: v.userId ?? null }] : [];
    }),
  );
  // One INSERT … SELECT FROM unnest(arrays): one parameter per column whatever the row count (a
  // VALUES list built row by row cost more than the insert itself for a POS batch or a bar reset),
  // and one statement, so the stock_levels trigger (per statement) runs once.
  const column = (pick: (v: (typeof values)[number]) => unknown) => sql.param(values.map(pick));
  await tx.execute(sql`
    insert into stock_movements (id, location_id, good_id, kind, quantity, unit_cost, at, night_id, source_type, source_id, user_id, note)
    select * from unnest(${column(() => uuidv7())}::uuid[], ${column((v) => v.locationId)}::uuid[],
                         ${column((v) => v.goodId)}::uuid[], ${column((v) => v.kind)}::text[]::movement_kind[],
                         ${column((v) => v.quantity)}::numeric[], ${column((v) => v.unitCost)}::bigint[],
                         ${column((v) => v.at.toISOString())}::timestamptz[], ${column((v) => v.nightId ?? null)}::uuid[],
                         ${column((v) => v.sourceType ?? null)}::text[], ${column((v) => v.sourceId ?? null)}::uuid[],
                         ${column((v) => v.userId ?? null)}::uuid[], ${column((v) => v.note ?? '')}::text[])`);
  return values.length;
}

/** Theoretical on hand per good at a location at a moment (movements with `at` ≤ moment). */
export async function onHandAt(
  tx: Db,
  locationId: string,
  goodIds: readonly string[] | null,
  at: Date,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ goodId: stockMovements.goodId, quantity: sql<string>`sum(${stockMovements.quantity})` })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.locationId, locationId),
        lte(stockMovements.at, at),
        goodIds ? inArray(stockMovements.goodId, [...goodIds]) : undefined,
      ),
    )
    .groupBy(stockMovements.goodId);
  return new Map(rows.map((r) => [r.goodId, roundQty(Number(r.quantity))]));
}

/**
 * Current on hand per (location, good) from stock_levels (kept by the trigger); with `live`, only
 * the levels not tombstoned at locations not deleted.
 */
export async function onHandNow(
  tx: Db,
  venueId: string,
  filter: { locationIds?: readonly string[]; goodIds?: readonly string[]; live?: boolean } = {},
): Promise<{ locationId: string; goodId: string; quantity: number }[]> {
  const rows = await tx
    .select({ locationId: stockLevels.locationId, goodId: stockLevels.goodId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .innerJoin(stockLocations, eq(stockLocations.id, stockLevels.locationId))
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        filter.live ? and(isNull(stockLocations.deletedAt), isNull(stockLevels.deletedAt)) : undefined,
        filter.locationIds ? inArray(stockLevels.locationId, [...filter.locationIds]) : undefined,
        filter.goodIds ? inArray(stockLevels.goodId, [...filter.goodIds]) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, quantity: roundQty(r.quantity) }));
}

export const LOCATION_NOT_FOUND = 'El depósito o la barra no existe';
export const GOOD_NOT_FOUND = 'La mercadería no existe';

/** The location when it is a live one of the venue (and of the kind asked), else a 404. */
export async function requireLocation(tx: Db, venueId: string, locationId: string, kind?: 'warehouse' | 'bar') {
  const [row] = await tx
    .select()
    .from(stockLocations)
    .where(ofVenue(stockLocations, venueId, eq(stockLocations.id, locationId)));
  if (!row || (kind && row.kind !== kind)) throw new ApiError(404, LOCATION_NOT_FOUND);
  return row;
}

/** The goods, all live and of the venue, else a 404 naming none of the others' data. */
export async function requireGoods(tx: Db, venueId: string, goodIds: readonly string[]) {
  const unique = [...new Set(goodIds)];
  if (unique.length === 0) return new Map<string, typeof goods.$inferSelect>();
  const rows = await tx
    .select()
    .from(goods)
    .where(ofVenue(goods, venueId, inArray(goods.id, unique)));
  if (rows.length !== unique.length) throw new ApiError(404, GOOD_NOT_FOUND);
  return new Map(rows.map((g) => [g.id, g]));
}
