// Rows of a raw `db.execute(sql)` query: PGlite and node-postgres both answer `{ rows }`, which
// drizzle's PgDatabase type does not say.
import type { SQL } from 'drizzle-orm';
import type { Tx } from './client';

export async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
