// What the inventory reports share: the scope of a report (nights of a range or one night,
// optionally one location), its checks, and the helpers that shape rows and charts.
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { businessDate } from '../../../src/contract/business-date';
import { REPORT_MAX_DAYS, type ReportName, type ReportQuery, type ReportResponse } from '../../../src/contract/inventory-nightly';
import type { Db } from '../../db/client';
import { goods, nights, stockLocations, stockMovements } from '../../db/schema';
import { venueNight } from '../../domain/night-of';
import { requireLocation } from '../../domain/stock-ledger';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { addDays, businessDayStart, daysBetween, loadVenue, type NightRow, type VenueRow } from './nightly-common';

export const RANGE_INVERTED = 'La fecha de inicio es posterior a la de fin';
export const RANGE_TOO_LONG = 'El período no puede superar un año';

export type LocationRow = typeof stockLocations.$inferSelect;

export interface Scope {
  venue: VenueRow;
  from: string;
  to: string;
  night: NightRow | null;
  nightIds: string[];
  nightById: Map<string, NightRow>;
  /** The range's first and last instant (business days start at the venue's cutoff hour). */
  start: Date;
  end: Date;
  location: LocationRow | null;
  locations: Map<string, LocationRow>;
}

export async function resolveScope(db: Db, venueId: string, q: ReportQuery): Promise<Scope> {
  const venue = await loadVenue(db, venueId);
  let from: string;
  let to: string;
  let night: NightRow | null = null;
  if (q.nightId) {
    night = await venueNight(db, venueId, q.nightId);
    from = night.businessDate;
    to = night.businessDate;
  } else {
    to = q.to ?? businessDate(new Date(), venue.timezone, venue.businessDayCutoffHour);
    from = q.from ?? addDays(to, -29);
    if (from > to) throw new ApiError(422, RANGE_INVERTED);
    if (daysBetween(from, to) >= REPORT_MAX_DAYS) throw new ApiError(422, RANGE_TOO_LONG);
  }
  const location = q.locationId ? await requireLocation(db, venueId, q.locationId) : null;
  const nightRows = night
    ? [night]
    : await db
        .select()
        .from(nights)
        .where(ofVenue(nights, venueId, between(nights.businessDate, from, to)));
  const locationRows = await db.select().from(stockLocations).where(eq(stockLocations.venueId, venueId));
  return {
    venue,
    from,
    to,
    night,
    nightIds: nightRows.map((n) => n.id),
    nightById: new Map(nightRows.map((n) => [n.id, n])),
    start: businessDayStart(from, venue.timezone, venue.businessDayCutoffHour),
    end: businessDayStart(addDays(to, 1), venue.timezone, venue.businessDayCutoffHour),
    location,
    locations: new Map(locationRows.map((l) => [l.id, l])),
  };
}

/** The bars in scope: the chosen location (when a bar) or every bar of the venue. */
export function barIds(scope: Scope): string[] {
  if (scope.location) return scope.location.kind === 'bar' ? [scope.location.id] : [];
  return [...scope.locations.values()].filter((l) => l.kind === 'bar' && !l.deletedAt).map((l) => l.id);
}

export async function goodMap(db: Db, venueId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, typeof goods.$inferSelect>();
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.venueId, venueId), inArray(goods.id, [...new Set(ids)])));
  return new Map(rows.map((g) => [g.id, g]));
}

/** Sums of a chart, biggest first, at most `limit` bars. */
export function chartOf(entries: Iterable<[string, number]>, limit = 12): { label: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const [label, value] of entries) sums.set(label, (sums.get(label) ?? 0) + value);
  return [...sums]
    .map(([label, value]) => ({ label, value: Math.round(value * 1000) / 1000 }))
    .sort((a, b) => b.value - a.value)
    .slice(0, limit);
}

export const byText = (a: string, b: string) => a.localeCompare(b, 'es');

export type Built<N extends ReportName> = Pick<ReportResponse<N>, 'rows' | 'chart' | 'chartUnit'>;

export async function consumptionMovements(db: Db, scope: Scope) {
  const bars = barIds(scope);
  if (bars.length === 0 || scope.nightIds.length === 0) return [];
  return db
    .select({
      nightId: stockMovements.nightId,
      locationId: stockMovements.locationId,
      goodId: stockMovements.goodId,
      quantity: sql<string>`-sum(${stockMovements.quantity})`,
      cost: sql<string>`-sum(${stockMovements.quantity} * ${stockMovements.unitCost})`,
    })
    .from(stockMovements)
    .where(
      and(
        inArray(stockMovements.kind, ['sale_consumption', 'sale_reversal']),
        inArray(stockMovements.nightId, scope.nightIds),
        inArray(stockMovements.locationId, bars),
      ),
    )
    .groupBy(stockMovements.nightId, stockMovements.locationId, stockMovements.goodId);
}
