// Starts Noctua: opens the database (PGlite in the data dir, or PostgreSQL at DATABASE_URL),
// applies migrations, loads the demo venue into an empty database, and serves app and API on one
// port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { isSeeded, seedDemo } from './db/seed/index';
import { createAfipProvider } from './einvoicing/afip/provider';
import { createDemoAfipDouble } from './einvoicing/demo-double';
import { createEInvoicing } from './einvoicing/runtime';
import { readEnv } from './env';
import { startAppJobs } from './job-kinds';
import { createLogger } from './lib/logger';
import { createPushSender } from './lib/push';
import { createTokenService, loadSecret } from './lib/tokens';
import { gatherStatistics } from './maintenance';
import { DataDirBusy, type Holder, holdDataDir } from './ops/data-dir';

const env = readEnv();
const logger = createLogger(env.logLevel);
// The project brings its runtime (the `node` package, v24): a bare `node` of an older system
// (Node 20 has had no security fixes since April 2026) still runs, but says so.
if (Number(process.versions.node.split('.')[0]) < 24)
  logger.warn(
    { node: process.version },
    "running on a Node.js older than 24: start with npm start (it runs the project's own Node 24)",
  );

/** `--seed-only`: the child process that loads the demo venue, then exits (see below). */
const seedOnly = process.argv.includes('--seed-only');

// On PGlite the server holds the data dir's control socket while it runs (server/ops/data-dir.ts):
// a second server, or a restore, on the same data dir refuses to start, and `npm run backup` asks
// this process for a consistent copy of the database files through it.
const holder: Holder = { role: 'server' };
let held: { close(): Promise<void> } | undefined;
if (!env.databaseUrl && !seedOnly) {
  try {
    held = await holdDataDir(env.dataDir, holder);
  } catch (error) {
    if (!(error instanceof DataDirBusy)) throw error;
    logger.error({ dataDir: env.dataDir, holder: error.holder }, error.message);
    process.exit(1);
  }
}

async function open() {
  const started = performance.now();
  const opened = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir }, (err) =>
    logger.warn({ err: err.message }, 'idle database connection lost'),
  );
  logger.info({ kind: opened.kind, ms: Math.round(performance.now() - started) }, 'database ready');
  return opened;
}

// A new embedded database is created, migrated and filled with the demo venue by a child process,
// and what that takes (V8's heap, the allocator's arenas, PGlite's WebAssembly memory, which never
// shrinks) leaves with it: after five first syncs, a server that had seeded in-process held about
// 300 MB, now 206 MB, as after a restart (208). Opening PGlite a second time in one process keeps
// the first one's memory too (292 MB), so the check is whether the data dir holds a database yet,
// not a query. On PostgreSQL the server seeds in-process: it holds no database memory of its own.
const fresh = !env.databaseUrl && !existsSync(path.join(env.dataDir, 'PG_VERSION'));
if (!seedOnly && env.seed !== 'none' && fresh) {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? '', '--seed-only'], { stdio: 'inherit' });
  if (child.status !== 0) {
    logger.error({ status: child.status, signal: child.signal }, 'loading the demo venue failed');
    process.exit(1);
  }
}

const database = await open();
if (env.seed !== 'none' && !(await isSeeded(database.db))) {
  const t = performance.now();
  logger.info({ size: env.seed }, 'empty database: loading the demo venue');
  const summary = await seedDemo(database.db, { size: env.seed, defaultPassword: env.defaultPassword });
  logger.info({ summary, ms: Math.round(performance.now() - t) }, 'demo venue loaded');
  // Statistics for the rows just loaded, on both databases: PostgreSQL's autovacuum would gather
  // them within minutes, and meanwhile the planner took the venue's tables for empty (a pull of the
  // 12 tables from cursor 0 ran a nested loop per table: 4.9 ms, 1.3 ms once analysed).
  await gatherStatistics(database.db, logger);
}
if (seedOnly) {
  await database.close();
  process.exit(0);
}

holder.snapshot = database.snapshot;

const tokens = createTokenService(loadSecret(env.jwtSecret, env.dataDir), env.tokenTtlSeconds);
const push = createPushSender({ db: database.db, logger, account: env.fcmServiceAccount });
// Pushes, night alerts and housekeeping (server/job-kinds.ts): with NOCTUA_JOB_WORKERS on (the
// default) this process runs them and fires their schedules.
// E-invoicing's providers, one object for the routes and the jobs, through the AFIP client; and,
// unless NOCTUA_AFIP_DOUBLE=off (or NODE_ENV=production), the local double of AFIP served by this
// server for the venues set to it (the demo's), so a prospect can issue an invoice with no internet.
const einvoicing = createEInvoicing({ env, connect: (connection) => createAfipProvider({ ...connection, logger }) });
const afipDouble = env.afipDouble ? (await createDemoAfipDouble(database.db)).app : undefined;
const jobs = await startAppJobs({ database, logger, push, workers: env.jobWorkers, einvoicing });
const app = createApp({ db: database.db, env, logger, tokens, jobs, einvoicing, afipDouble });

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  logger.info({ url: `http://localhost:${info.port}/${env.product}/` }, 'Noctua is listening');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  // Running jobs get a few seconds to finish; one cut short runs again (it expires, then is retried).
  await jobs.stop().catch((err: unknown) => logger.warn({ err }, 'stopping the jobs failed'));
  await database.close();
  await held?.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
