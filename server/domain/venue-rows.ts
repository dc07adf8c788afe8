// Rows that belong to one venue (a venue_id column) and are tombstoned (deleted_at): the one way a
// write finds and row-locks such a row, so another venue's id and a deleted row answer the same 404.
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { ApiError } from '../lib/errors';

type VenueTable = PgTable & { id: PgColumn; venueId: PgColumn; deletedAt: PgColumn };

/** The venue's live row `id` of `table`, locked FOR UPDATE for the rest of the transaction; else 404 `notFound`. */
export async function lockVenueRow<T extends VenueTable>(
  tx: Tx,
  table: T,
  venueId: string,
  id: string,
  notFound: string,
): Promise<T['$inferSelect']> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.venueId, venueId), isNull(table.deletedAt)))
    .for('update');
  const [row] = rows as T['$inferSelect'][];
  if (!row) throw new ApiError(404, notFound);
  return row;
}
