// Starts Noctua: opens the database (PGlite in the data dir, or PostgreSQL at DATABASE_URL),
// applies migrations, loads the demo venue into an empty database, and serves app and API on one
// port.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { isSeeded, seedDemo } from './db/seed/index';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { createPushSender } from './lib/push';
import { createTokenService, loadSecret } from './lib/tokens';
import { scheduleHousekeeping } from './maintenance';
import { scheduleNightAlerts } from './night-alerts';

const env = readEnv();
const logger = createLogger(env.logLevel);

const started = performance.now();
const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir }, (err) =>
  logger.warn({ err: err.message }, 'idle database connection lost'),
);
logger.info({ kind: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');

if (env.seed !== 'none' && !(await isSeeded(database.db))) {
  const t = performance.now();
  logger.info({ size: env.seed }, 'empty database: loading the demo venue');
  const summary = await seedDemo(database.db, { size: env.seed, defaultPassword: env.defaultPassword });
  logger.info({ summary, ms: Math.round(performance.now() - t) }, 'demo venue loaded');
}

const tokens = createTokenService(loadSecret(env.jwtSecret, env.dataDir), env.tokenTtlSeconds);
const push = createPushSender({ db: database.db, logger, account: env.fcmServiceAccount });
const app = createApp({ db: database.db, env, logger, tokens, push });

scheduleHousekeeping(database.db, logger, { analyze: database.kind === 'pglite' });
scheduleNightAlerts(database.db, logger, push);

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  logger.info({ url: `http://localhost:${info.port}/${env.product}/` }, 'Noctua is listening');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
