// Helpers of the nightly inventory slice (preloads, live stock, reports): the user's venue, its
// nights, the instants that bound a range of business dates in the venue's timezone, and the
// ledger and sales sums that live stock and the reports both read.
import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { NightSummary } from '../../../src/contract/inventory-nightly';
import { wallClockMs } from '../../../src/contract/wall-clock';
import type { Db } from '../../db/client';
import { type nights, pointsOfSale, products, saleLines, sales, stockMovements, venues } from '../../db/schema';
import { ApiError, NO_VENUE } from '../../lib/errors';

export type NightRow = typeof nights.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;

export async function loadVenue(db: Db, venueId: string): Promise<VenueRow> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId)).limit(1);
  if (!venue) throw new ApiError(403, NO_VENUE);
  return venue;
}

export function nightSummary(row: NightRow): NightSummary {
  return {
    id: row.id,
    businessDate: row.businessDate,
    eventName: row.eventName,
    status: row.status,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
  };
}

/** Milliseconds the wall clock of `timeZone` is ahead of UTC at `at`. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  return wallClockMs(at.getTime(), timeZone) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a business date begins: `date` at `cutoffHour`:00 on the venue's wall clock. */
export function businessDayStart(date: string, timeZone: string, cutoffHour: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, cutoffHour);
  let guess = wall;
  // Twice: the offset at the first guess may differ from the one at the answer (DST change).
  for (let i = 0; i < 2; i++) guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** yyyy-MM-dd plus `days` (negative goes back): the contract's, shared with the nights screens. */
export { addDays } from '../../../src/contract/nights-admin';

/** Whole days from `from` to `to` (both yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** numeric sums arrive as strings; money sums are rounded to whole cents. */
export const num = (value: string | number | null | undefined): number =>
  value === null || value === undefined ? 0 : Number(value);
export const cents = (value: string | number | null | undefined): number => Math.round(num(value));

/** Per location and good, the sum of the stock movements matching `where`. */
export function stockSums(db: Db, where: SQL | undefined) {
  return db
    .select({
      locationId: stockMovements.locationId,
      goodId: stockMovements.goodId,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
    })
    .from(stockMovements)
    .where(where)
    .groupBy(stockMovements.locationId, stockMovements.goodId);
}

/** What the locations held before the night opened: every earlier movement that is not the night's own. */
export function stockBeforeNight(db: Db, locationIds: string[], night: { id: string; opensAt: Date }) {
  return stockSums(
    db,
    and(
      inArray(stockMovements.locationId, locationIds),
      lt(stockMovements.at, night.opensAt),
      or(isNull(stockMovements.nightId), sql`${stockMovements.nightId} <> ${night.id}`),
    ),
  );
}

/**
 * Units and revenue of the completed sales matching `where` per product, and per bar (the point of
 * sale's stock location) when `perBar`; otherwise `locationId` is null.
 */
export function soldProducts(db: Db, where: SQL | undefined, perBar: boolean) {
  return db
    .select({
      locationId: perBar ? pointsOfSale.stockLocationId : sql<string | null>`null`,
      productId: saleLines.productId,
      name: products.name,
      category: products.category,
      quantity: sql<string>`sum(${saleLines.quantity})`,
      revenue: sql<string>`sum(${saleLines.quantity} * ${saleLines.unitPrice})`,
    })
    .from(saleLines)
    .innerJoin(sales, eq(sales.id, saleLines.saleId))
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
    .innerJoin(products, eq(products.id, saleLines.productId))
    .where(and(eq(sales.status, 'completed'), isNull(saleLines.deletedAt), where))
    .groupBy(...(perBar ? [pointsOfSale.stockLocationId] : []), saleLines.productId, products.name, products.category);
}
