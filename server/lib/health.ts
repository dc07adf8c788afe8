// Liveness and readiness, at the root of the server (not under /{product}), for a process manager,
// a load balancer or a container orchestrator (README "Operations"):
//   GET /healthz  200 { status: 'ok', version, uptimeSeconds }: the process answers; never touches
//                 the database, so a database outage does not get the process restarted.
//   GET /readyz   200 { status: 'ready', database, ms } when `select 1` comes back within
//                 READY_TIMEOUT_MS; otherwise 503 { status: 'unavailable', database, message }
//                 (translated): take this instance out of rotation until it is ready again.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { APP_VERSION } from '../../src/contract/version';
import type { Db } from '../db/client';
import { poolOf } from '../db/rows-of';
import { DATABASE_DOWN, DATABASE_RETRY_SECONDS } from './errors';
import { requestLang, translate } from './messages';

/** How long readiness waits for the database: a load balancer's probe typically gives up at 5 s. */
export const READY_TIMEOUT_MS = 2_000;

export function healthRoutes(db: Db, timeoutMs = READY_TIMEOUT_MS) {
  const database = poolOf(db) ? 'postgres' : 'pglite';
  const app = new Hono();
  // Headers set in each handler: a middleware here would apply to every path of the app it is mounted in.
  app.get('/healthz', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ok', version: APP_VERSION, uptimeSeconds: Math.round(process.uptime()) });
  });
  app.get('/readyz', async (c) => {
    c.header('cache-control', 'no-store');
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return c.json({ status: 'ready', database, ms: Math.round(performance.now() - started) });
    } catch {
      c.header('retry-after', String(DATABASE_RETRY_SECONDS));
      return c.json({ status: 'unavailable', database, message: translate(requestLang(c), DATABASE_DOWN) }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
