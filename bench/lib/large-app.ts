// What the in-process API benchmarks share: the real app over the large demo data set on PGlite
// and, when DATABASE_URL is set, on a throwaway PostgreSQL database; a signed-in token; the table
// sizes; and timing a GET/POST at p50/p99. Figures only, nothing asserted.
// BENCH_DATA_DIR=<dir> keeps the seeded PGlite dir there and reuses it on the next run (the large
// seed takes minutes); BENCH_SAMPLES (default 40) sets the timed requests per call.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { isSeeded, seedDemo } from '../../server/db/seed/index';
import { readEnv } from '../../server/env';
import { startAppJobs } from '../../server/job-kinds';
import type { Jobs } from '../../server/lib/jobs';
import { createLogger } from '../../server/lib/logger';
import { createTokenService } from '../../server/lib/tokens';
import { reportFigure } from './report';
import { percentile } from './stats';
import { withThrowawayPostgres } from './throwaway-postgres';

/** The database the current `onEachDatabase` pass runs on (names the reported figures). */
let currentDatabase = '';
/** The p99 goal of this benchmark's calls, ms (reported with each call's figure), if it has one. */
let p99GoalMs: number | undefined;
export function setP99Goal(ms: number): void {
  p99GoalMs = ms;
}

export const SAMPLES = Number.parseInt(process.env.BENCH_SAMPLES ?? '', 10) || 40;
export const WARMUP = 3;
const PASSWORD = 'noctua2026';

export const seconds = (ms: number) => (ms / 1000).toFixed(1);
export { percentile };

export interface SignedInApp {
  /** Requests under /<product>/api with the bearer token. */
  request(pathUnderApi: string, init?: { method?: string; body?: unknown }): Promise<Response>;
  db: Database['db'];
  /** The app's server jobs (no workers): stopped before the database closes. */
  jobs: Jobs;
}

/** Seeds the large data set when the database is empty, then signs `email` in. */
async function signedIn(label: string, database: Database, email: string): Promise<SignedInApp> {
  const env = { ...readEnv({ NODE_ENV: 'production', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };
  if (!(await isSeeded(database.db))) {
    const t = performance.now();
    console.log(`${label}: seeding the large data set…`);
    await seedDemo(database.db, { size: 'large', defaultPassword: env.defaultPassword });
    console.log(`${label}: seeded in ${seconds(performance.now() - t)} s`);
  }
  const tokens = createTokenService(new Uint8Array(randomBytes(32)), env.tokenTtlSeconds);
  const logger = createLogger('silent');
  const jobs = await startAppJobs({ database, logger });
  const app = createApp({ db: database.db, env, logger, tokens, jobs });
  const base = `/${env.product}/api`;
  const login = await app.request(`${base}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return {
    db: database.db,
    jobs,
    request: async (pathUnderApi, init = {}) =>
      app.request(`${base}${pathUnderApi}`, {
        method: init.method ?? 'GET',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
  };
}

/** "── label ── table n, table n" */
export async function printSizes(label: string, db: Database['db'], tables: readonly string[]): Promise<void> {
  const sizes: string[] = [];
  for (const table of tables) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    sizes.push(`${table} ${Number(result.rows[0]?.n ?? 0)}`);
  }
  console.log(`\n── ${label} ── ${sizes.join(', ')}`);
}

export interface Timing {
  times: number[];
  /** Size of the last answer, bytes. */
  bytes: number;
  /** The first answer's text (to read row counts). */
  first: string;
}

/** WARMUP untimed then SAMPLES timed calls; each must answer 200. Times sorted ascending. */
export async function timeCall(name: string, call: () => Promise<Response>): Promise<Timing> {
  const times: number[] = [];
  let bytes = 0;
  let first = '';
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const started = performance.now();
    const res = await call();
    const body = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body.slice(0, 200)}`);
    bytes = body.length;
    if (i === 0) first = body;
    if (i >= WARMUP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  reportFigure({
    figure: `${name} p99${currentDatabase ? ` (${currentDatabase})` : ''}`,
    value: percentile(times, 99),
    unit: 'ms',
    // The goals are PostgreSQL's (production); PGlite's figures are reported without one.
    ...(p99GoalMs !== undefined && currentDatabase !== 'PGlite' ? { max: p99GoalMs } : {}),
  });
  return { times, bytes, first };
}

export const fmtMs = (n: number) => n.toFixed(1).padStart(8);

/** Runs `bench` on PGlite (a temp dir, or BENCH_DATA_DIR kept) and on PostgreSQL when DATABASE_URL is set. */
export async function onEachDatabase(
  name: string,
  email: string,
  bench: (label: string, app: SignedInApp) => Promise<void>,
): Promise<void> {
  const keepDir = process.env.BENCH_DATA_DIR;
  const dataDir = keepDir ? path.resolve(keepDir) : mkdtempSync(path.join(tmpdir(), `noctua-bench-${name}-`));
  if (keepDir) mkdirSync(dataDir, { recursive: true });
  const reused = keepDir ? readdirSync(dataDir).length > 0 : false;
  console.log(`PGlite in ${dataDir}${keepDir ? ` (kept${reused ? ', reused' : ''})` : ' (removed afterwards)'}`);
  const lite = await openDatabase({ dataDir });
  try {
    currentDatabase = 'PGlite';
    const app = await signedIn('PGlite', lite, email);
    await bench('PGlite', app).finally(() => app.jobs.stop());
  } finally {
    await lite.close();
    if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
  }

  await withThrowawayPostgres(`noctua_bench_${name}`, async (database, dbName) => {
    console.log(`\nPostgreSQL database ${dbName} (dropped afterwards)`);
    currentDatabase = 'PostgreSQL';
    const app = await signedIn('PostgreSQL', database, email);
    await bench('PostgreSQL', app).finally(() => app.jobs.stop());
  });
}
