// Benchmark of the stock board and valuation (issue 6) over the large demo data set: the time of
// each request at p50/p99, handled in-process by the real app (routing, privilege guard, queries,
// JSON) without network, on PGlite and, when DATABASE_URL is set, on PostgreSQL too. It prints
// figures only and asserts nothing (timings depend on the machine).
//   npx tsx bench/stock.ts
// BENCH_DATA_DIR=<dir> keeps the seeded PGlite dir there and reuses it on the next run (the large
// seed takes minutes); BENCH_SAMPLES (default 40) sets the timed requests per call.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { isSeeded, seedDemo } from '../server/db/seed/index';
import { readEnv } from '../server/env';
import { createLogger } from '../server/lib/logger';
import { createTokenService } from '../server/lib/tokens';

const SAMPLES = Number.parseInt(process.env.BENCH_SAMPLES ?? '', 10) || 40;
const WARMUP = 3;
const EMAIL = 'admin@noctua.test';
const PASSWORD = 'noctua2026';

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function count(db: Database['db'], table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function run(label: string, database: Database): Promise<void> {
  const env = { ...readEnv({ NODE_ENV: 'production', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };
  if (!(await isSeeded(database.db))) {
    const t = performance.now();
    console.log(`${label}: seeding the large data set…`);
    await seedDemo(database.db, { size: 'large', defaultPassword: env.defaultPassword });
    console.log(`${label}: seeded in ${seconds(performance.now() - t)} s`);
  }
  const tokens = createTokenService(new Uint8Array(randomBytes(32)), env.tokenTtlSeconds);
  const app = createApp({ db: database.db, env, logger: createLogger('silent'), tokens });
  const login = await app.request(`/${env.product}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { accessToken } = (await login.json()) as { accessToken: string };

  const sizes = {
    stock_movements: await count(database.db, 'stock_movements'),
    stock_levels: await count(database.db, 'stock_levels'),
    par_levels: await count(database.db, 'par_levels'),
    goods: await count(database.db, 'goods'),
  };
  console.log(
    `\n── ${label} ── ${Object.entries(sizes)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );

  const calls: [string, string][] = [
    ['tablero (consultarGeneral)', '/inventarios/consultarGeneral'],
    ['consultarDepositos', '/inventarios/consultarDepositos'],
    ['valorizado (now)', '/inventarios/valorizado'],
    ['valorizado ?at= 7 days ago', `/inventarios/valorizado?at=${daysAgo(7)}`],
    ['valorizado ?at= 45 days ago', `/inventarios/valorizado?at=${daysAgo(45)}`],
    ['stockIdealCompras', '/inventarios/stockIdealCompras'],
    ['costos', '/inventarios/costos'],
  ];
  console.log(
    `${'call'.padEnd(30)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'KiB'.padStart(7)}`,
  );
  for (const [name, url] of calls) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const started = performance.now();
      const res = await app.request(`/${env.product}/api${url}`, { headers: { authorization: `Bearer ${accessToken}` } });
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
      bytes = body.length;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const fmt = (n: number) => n.toFixed(1).padStart(8);
    console.log(
      `${name.padEnd(30)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 99))} ${fmt(times.at(-1) ?? Number.NaN)} ${(bytes / 1024).toFixed(0).padStart(7)}`,
    );
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

console.log(`Stock benchmark: ${SAMPLES} timed requests per call (after ${WARMUP} warm-up), in-process`);

// ── PGlite
const keepDir = process.env.BENCH_DATA_DIR;
const dataDir = keepDir ? path.resolve(keepDir) : mkdtempSync(path.join(tmpdir(), 'noctua-bench-stock-'));
if (keepDir) mkdirSync(dataDir, { recursive: true });
const reused = keepDir ? readdirSync(dataDir).length > 0 : false;
console.log(`PGlite in ${dataDir}${keepDir ? ` (kept${reused ? ', reused' : ''})` : ' (removed afterwards)'}`);
const lite = await openDatabase({ dataDir });
try {
  await run('PGlite', lite);
} finally {
  await lite.close();
  if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
}

// ── PostgreSQL
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const name = `noctua_bench_stock_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log(`\nPostgreSQL database ${name} (dropped afterwards)`);
  const database = await openDatabase({ url: url.toString() }, () => undefined);
  try {
    await run('PostgreSQL', database);
  } finally {
    await database.close();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log('\nDATABASE_URL not set: PostgreSQL skipped.');
}
