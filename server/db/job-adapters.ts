// pg-boss (server/lib/jobs.ts) on the app's own database connection, through its `db` option: on
// embedded PGlite it must share the one connection the app has (a second PGlite on the same data
// dir is not possible), and on PostgreSQL it uses the app's pool, so the jobs' connections carry
// the app's name (scripts/restore.ts looks for it) and recover from an outage like the app's.
// A third adapter runs pg-boss statements inside an app transaction: a job enqueued there
// commits or rolls back with the change that caused it.
import { sql } from 'drizzle-orm';
import { fromDrizzle, type Db as IDatabase } from 'pg-boss';
import type { Driver, Tx } from './client';

type Rows = { rows: unknown[] };

/**
 * pg-boss sends parameterised statements one at a time, and its own transactions (migrations,
 * maintenance under an advisory lock) as one parameterless text `BEGIN; …; COMMIT;`. Such a block
 * that fails half-way leaves the session inside an aborted transaction until someone rolls it back.
 */
function pgliteJobsDb(client: Extract<Driver, { kind: 'pglite' }>['client']): IDatabase {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // Under PGlite's transaction lock, so a failed block is rolled back before any app query can
      // land in the aborted session (pg-boss's own fromPglite rolls back after releasing the lock).
      // Its own BEGIN/COMMIT nest harmlessly inside (PostgreSQL only warns).
      return client.transaction(async (tx) => {
        const results = await tx.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      });
    },
    // LISTEN/NOTIFY is in-process on PGlite: a job sent wakes its worker at once instead of at the
    // next poll.
    async listen(channel, onNotification, onReconnect) {
      const unlisten = await client.listen(channel, onNotification);
      onReconnect();
      return { close: () => unlisten() };
    },
  };
}

function postgresJobsDb(pool: Extract<Driver, { kind: 'postgres' }>['pool']): IDatabase {
  return {
    async executeSql(text, values) {
      if (values?.length) return pool.query(text, values);
      // One connection for the block, rolled back on failure before it goes back to the pool.
      const connection = await pool.connect();
      let broken = false;
      try {
        const result = (await connection.query(text)) as unknown as Rows | Rows[];
        return Array.isArray(result) ? { rows: result.flatMap((r) => r.rows ?? []) } : result;
      } catch (err) {
        broken = await connection.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        throw err;
      } finally {
        connection.release(broken);
      }
    },
    poolCounts: () => ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** pg-boss on the app's connection (PGlite's one, or the PostgreSQL pool). */
export function jobsDatabase(driver: Driver): IDatabase {
  return driver.kind === 'pglite' ? pgliteJobsDb(driver.client) : postgresJobsDb(driver.pool);
}

/** pg-boss statements inside an app transaction (or on the app's handle outside one). */
export function inTransaction(tx: Tx): IDatabase {
  return fromDrizzle(tx as never, sql as never);
}
