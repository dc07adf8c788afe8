// The nights a balance sheet or billing covers: one night of the venue (404 otherwise) or the
// venue's nights whose business date is in [from, to]; plus the business-day window they span
// (for ledgers that carry no night, the VIP card top-ups) and small SQL helpers shared by the
// gerencia services.
import { and, asc, between, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { ScopeDto, ScopeQuery } from '../../../src/contract/gerencia';
import type { Db } from '../../db/client';
import { nights } from '../../db/schema';
import { NIGHT_NOT_FOUND } from '../../domain/night-of';
import { ApiError } from '../../lib/errors';

export interface VenueScope {
  id: string;
  timezone: string;
  cutoffHour: number;
}

export interface Scope extends ScopeDto {
  ids: string[];
}

export { idArray, num } from '../../db/sql-params';

const nightColumns = { id: nights.id, businessDate: nights.businessDate, eventName: nights.eventName, status: nights.status };

export async function resolveScope(db: Db, venueId: string, q: ScopeQuery): Promise<Scope> {
  const live = and(eq(nights.venueId, venueId), isNull(nights.deletedAt));
  if (q.nightId) {
    const [night] = await db
      .select(nightColumns)
      .from(nights)
      .where(and(live, eq(nights.id, q.nightId)));
    if (!night) throw new ApiError(404, NIGHT_NOT_FOUND);
    return { nightId: night.id, from: night.businessDate, to: night.businessDate, nights: [night], ids: [night.id] };
  }
  const from = q.from as string;
  const to = q.to as string;
  const rows = await db
    .select(nightColumns)
    .from(nights)
    .where(and(live, between(nights.businessDate, from, to)))
    .orderBy(asc(nights.businessDate));
  return { nightId: null, from, to, nights: rows, ids: rows.map((r) => r.id) };
}

/** The public part of a scope (without the id list the services use). */
export function scopeDto({ ids: _ids, ...dto }: Scope): ScopeDto {
  return dto;
}

/** [start, end) of the business days from..to: each day runs from its cutoff hour to the next day's. */
export function businessWindow(venue: VenueScope, from: string, to: string): { start: SQL; end: SQL } {
  const hours = `${venue.cutoffHour} hours`;
  return {
    start: sql`((${from}::date + ${hours}::interval)::timestamp at time zone ${venue.timezone})`,
    end: sql`((${to}::date + 1 + ${hours}::interval)::timestamp at time zone ${venue.timezone})`,
  };
}

/** The local hour (0–23) of an instant column, in the venue's time zone. */
export function localHour(column: SQL, timezone: string): SQL<number> {
  return sql<number>`extract(hour from ${column} at time zone ${timezone})::int`;
}

/** Hours in the night's order: from the cutoff hour (the business day's start) round the clock. */
export function nightOrder(hour: number, cutoffHour: number): number {
  return (hour - cutoffHour + 24) % 24;
}

/** A user's name as lists show it. */
export const userName = (alias: string) => sql.raw(`coalesce(nullif(${alias}.display_name, ''), ${alias}.email)`);
