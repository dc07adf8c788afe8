// Rows of a raw `db.execute(sql)` query: PGlite and node-postgres both answer `{ rows }`, which
// drizzle's PgDatabase type does not say.
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Tx } from './client';

export async function rowsOf<T>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The same, as a named prepared statement on PostgreSQL: each pooled connection parses and plans
 * it once, later runs only bind and execute. For a raw query run on every request (the pull's
 * safe bound: planning its join over pg_stat_activity took longer than running it). `name` must
 * always go with the same SQL text. On PGlite (no pool) it runs as `rowsOf` does.
 */
export async function preparedRowsOf<T>(db: Tx, name: string, query: SQL): Promise<T[]> {
  if (!poolOf(db)) return rowsOf<T>(db, query);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  return preparedTextRowsOf<T>(db, name, text, params);
}

/**
 * A query already rendered to SQL text with its parameters (built once, run often): a named
 * prepared statement on PostgreSQL, as `preparedRowsOf`; on PGlite its client's own query, which
 * skips building the SQL again each time. `name` must always go with the same text.
 */
export async function preparedTextRowsOf<T>(db: Tx, name: string, text: string, params: unknown[]): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) return (await pool.query({ name, text, values: params })).rows as T[];
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> } }).$client;
  return (await client.query(text, params)).rows;
}

/**
 * The node-postgres pool behind `db`: null on PGlite, one connection in the server's own process,
 * where queries and transactions run one at a time.
 */
export function poolOf(db: Tx): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}
