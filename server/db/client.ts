// Opens the database: PostgreSQL through node-postgres when DATABASE_URL is set, otherwise an
// embedded PGlite persisted in the data dir (or in memory for tests). Both run the same committed
// migrations (server/db/migrations) and are used through the same Drizzle API.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { snapshotPglite } from '../ops/data-dir';
import { type AuthChanges, pgliteAuthChanges, postgresAuthChanges } from './auth-changes';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repository functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** The driver under the Drizzle handle: the server jobs (server/db/job-adapters.ts) run on it too. */
export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  driver: Driver;
  close(): Promise<void>;
  /** PGlite in a data dir: a consistent copy of its files into a new directory (server/ops/data-dir.ts). */
  snapshot?(target: string): Promise<{ ms: number }>;
}

// Each opened database's feed of sign-in-relevant changes (server/db/auth-changes.ts), found by
// the privilege guard from the Db it is given.
const authFeeds = new WeakMap<Db, AuthChanges>();

/** The feed of committed changes to what the privilege guard reads; undefined for a Db not opened here. */
export function authChangesOf(db: Db): AuthChanges | undefined {
  return authFeeds.get(db);
}

/** `memory` with `from`: an in-memory PGlite starting from a data-dir dump (the API tests' seeded copy). */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The name the server's connections carry in pg_stat_activity (scripts/restore.ts looks for it). */
export const APPLICATION_NAME = 'noctua';

export interface OpenOptions {
  /**
   * PostgreSQL: how long a request waits for a new connection before it fails (and answers 503):
   * without it, a database that stopped answering would hold requests for ever. Default 5 s.
   */
  connectTimeoutMs?: number;
}

export async function openDatabase(
  target: DatabaseTarget,
  onIdleError: (err: Error) => void = (err) => console.warn('idle database connection lost:', err.message),
  { connectTimeoutMs = 5_000 }: OpenOptions = {},
): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      application_name: APPLICATION_NAME,
    });
    // An idle pooled connection that the server drops (a PostgreSQL restart, a terminated backend)
    // emits 'error' on the pool; unhandled, that event would crash the process. The pool replaces
    // the connection on the next query, so the error is only reported.
    pool.on('error', (err) => onIdleError(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return withAuthFeed(
      db,
      { kind: 'postgres', pool },
      await postgresAuthChanges(target.url, onIdleError, connectTimeoutMs),
      () => pool.end(),
    );
  }
  let client: PGlite;
  let snapshot: Database['snapshot'];
  if ('dataDir' in target) {
    const { dataDir } = target;
    snapshot = (to) => snapshotPglite(client, dataDir, to);
    mkdirSync(target.dataDir, { recursive: true });
    // shared_buffers 16 MB instead of PostgreSQL's 128 MB: PGlite reads its files through the
    // operating system, which caches them anyway, and one venue's working set is a few MB. The
    // server's RSS with the demo venue went 420 → 300 MB once open, 530 → 390 MB at a night's peak
    // (bench/memory.ts, issue 20).
    client = await PGlite.create({ dataDir: target.dataDir, postgresqlconf: ['shared_buffers = 16MB'] });
  } else {
    client = await PGlite.create(target.from ? { loadDataDir: target.from } : {});
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { ...withAuthFeed(db, { kind: 'pglite', client }, await pgliteAuthChanges(client), () => client.close()), snapshot };
}

/** The opened database with its auth-change feed registered; closing ends the feed, then the client. */
function withAuthFeed(db: Db, driver: Driver, feed: AuthChanges, closeClient: () => Promise<void>): Database {
  authFeeds.set(db, feed);
  return {
    db,
    kind: driver.kind,
    driver,
    close: async () => {
      await feed.close();
      await closeClient();
    },
  };
}
