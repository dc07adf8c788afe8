// Rows that belong to one venue (a venue_id column) and are tombstoned (deleted_at): the one way a
// service finds (and, for a write, row-locks) such a row, so another venue's id and a deleted row
// answer the same 404.
import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { ApiError } from '../lib/errors';

type VenueTable = PgTable & { id: PgColumn; venueId: PgColumn; deletedAt: PgColumn };

/** The condition "a live (not tombstoned) row of `table` that belongs to the venue", and `more`. */
export function ofVenue(table: { venueId: PgColumn; deletedAt: PgColumn }, venueId: string, ...more: (SQL | undefined)[]): SQL {
  return and(eq(table.venueId, venueId), isNull(table.deletedAt), ...more) as SQL;
}

/** The venue's live rows of `table` (only those of `ids` when given), by name: the catalogue lists. */
export async function venueRowsByName<T extends VenueTable & { name: PgColumn }>(
  db: Tx,
  table: T,
  venueId: string,
  ids?: string[],
): Promise<T['$inferSelect'][]> {
  return (await db
    .select()
    .from(table as PgTable)
    .where(ofVenue(table, venueId, ids ? inArray(table.id, ids) : undefined))
    .orderBy(asc(table.name))) as T['$inferSelect'][];
}

/** The venue's live row `id` of `table` (row-locked when `lock` is given); else 404 `notFound`. */
export async function venueRow<T extends VenueTable>(
  tx: Tx,
  table: T,
  venueId: string,
  id: string,
  notFound: string,
  lock?: 'update' | 'share',
): Promise<T['$inferSelect']> {
  const query = tx
    .select()
    .from(table as PgTable)
    .where(ofVenue(table, venueId, eq(table.id, id)));
  const [row] = (lock ? await query.for(lock) : await query) as T['$inferSelect'][];
  if (!row) throw new ApiError(404, notFound);
  return row;
}

/**
 * Whether `id` is a live row of the venue in `table`: for callers that answer a missing one their
 * own way (a command's rejection, a 422) instead of venueRow's 404.
 */
export async function isVenueRow(tx: Tx, table: VenueTable, venueId: string, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(ofVenue(table, venueId, eq(table.id, id)));
  return row !== undefined;
}

/** The venue's live row `id` of `table`, locked FOR UPDATE for the rest of the transaction; else 404 `notFound`. */
export function lockVenueRow<T extends VenueTable>(tx: Tx, table: T, venueId: string, id: string, notFound: string) {
  return venueRow(tx, table, venueId, id, notFound, 'update');
}

/**
 * 409 `taken` when another live row of the venue in `table` (not `exceptId`) has `name`, letter
 * case aside, and matches `more`: names are unique per venue the way the screens read them.
 */
export async function assertNameFree(
  tx: Tx,
  table: VenueTable & { name: PgColumn },
  venueId: string,
  name: string,
  taken: string,
  exceptId?: string | null,
  ...more: (SQL | undefined)[]
): Promise<void> {
  const [clash] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      ofVenue(table, venueId, sql`lower(${table.name}) = lower(${name})`, exceptId ? ne(table.id, exceptId) : undefined, ...more),
    )
    .limit(1);
  if (clash) throw new ApiError(409, taken);
}
