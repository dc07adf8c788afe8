// Benchmark of the demo seed: seeds a fresh database and prints rows per table and timings. It
// prints figures only and asserts nothing (timings depend on the machine).
//   npx tsx bench/seed-large.ts [--size test|demo|large]     (default: large)
// Without DATABASE_URL it seeds PGlite in a new temp dir (removed afterwards); with it, a new
// database on that server, created here and dropped at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../server/db/client';
import { generate, type SeedSize, writeRows } from '../server/db/seed/index';
import { adminQuery } from '../tests/api/pg-admin';

const { values } = parseArgs({ options: { size: { type: 'string', default: 'large' } } });
const size = values.size as SeedSize;
if (!['test', 'demo', 'large'].includes(size)) throw new Error(`--size must be test, demo or large, not ${size}`);

const adminUrl = process.env.DATABASE_URL;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

let cleanup: () => Promise<void>;
let target: string;
const opened = performance.now();
let database: Database;
if (adminUrl) {
  const name = `noctua_bench_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  target = `PostgreSQL database ${name} (dropped afterwards)`;
  database = await openDatabase({ url: url.toString() });
  cleanup = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'noctua-bench-'));
  target = `PGlite in ${dir} (removed afterwards)`;
  database = await openDatabase({ dataDir: dir });
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}
console.log(`Seed benchmark, size '${size}', into ${target}`);
console.log(`open + migrations: ${seconds(opened)} s`);

try {
  const started = performance.now();
  const sink = await generate({ size, defaultPassword: 'cambiame' });
  const generated = seconds(started);
  const perTable: { table: string; rows: number; seconds: string }[] = [];
  const written = performance.now();
  let summary: Record<string, number> = {};
  await database.db.transaction(async (tx) => {
    summary = await writeRows(tx, sink, (table, rows, ms) => perTable.push({ table, rows, seconds: (ms / 1000).toFixed(2) }));
  });
  const writeSeconds = seconds(written);
  console.table(perTable);
  const rows = Object.values(summary).reduce((s, n) => s + n, 0);
  console.log(`stock_levels derived: ${summary.stock_levels ?? 0} rows`);
  console.log(`generate: ${generated} s · write (inserts, indexes, constraints, totals, commit): ${writeSeconds} s`);
  console.log(`total: ${rows} rows in ${seconds(started)} s`);
} finally {
  await database.close();
  await cleanup();
}
