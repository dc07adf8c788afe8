// Benchmark of POS sales ingestion (issue 8): sale lines per second through POST /api/ingest/sales
// with recipe stock consumption and some VIP card charges, and the p50/p99 of one 50-sale batch.
// The real app handles the requests in-process (routing, key check, validation, transaction), on
// PGlite and, when DATABASE_URL is set, on PostgreSQL. Figures only; nothing is asserted. Cash
// sales are booked into their bar's register in the same transaction (issue 17), counted at the end.
//   npx tsx bench/ingest.ts          BENCH_BATCHES (default 80) batches of 50 sales per pass
// Two passes per database: one batch at a time (the latency figures), then 4 terminals sending at
// once, one per bar (what a busy night looks like; PGlite runs them one after another anyway).
// The drinks are the first bar's price list; every bar's terminal may sell any product of the venue.
// The night it sends is set up by bench/lib/night.ts (shared with bench/memory.ts).
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed/index';
import { readEnv } from '../server/env';
import { prepareNight, SALES_PER_BATCH } from './lib/night';
import { reportFigure } from './lib/report';
import { percentile } from './lib/stats';
import { withThrowawayPostgres } from './lib/throwaway-postgres';

const BATCHES = Number.parseInt(process.env.BENCH_BATCHES ?? '', 10) || 80;
const CONCURRENCY = 4;

async function run(label: string, database: Database): Promise<void> {
  const db = database.db;
  const { defaultPassword } = readEnv({ NODE_ENV: 'production', NOCTUA_STATIC_DIR: '/nonexistent' });
  await seedDemo(db, { size: 'test', defaultPassword });
  const { keys, makeBatch, send, counters, jobs } = await prepareNight(database, CONCURRENCY);

  // Warm-up (JIT, plans, connections), not counted.
  for (let i = 0; i < 3; i++) await send(keys[0] as string, makeBatch());

  console.log(`\n── ${label} ── ${BATCHES} batches × ${SALES_PER_BATCH} sales per pass`);
  for (const concurrency of [1, CONCURRENCY]) {
    counters.lines = 0;
    counters.recipeRows = 0;
    const bodies = Array.from({ length: BATCHES }, makeBatch);
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        while (next < bodies.length) {
          const body = bodies[next++];
          times.push(await send(keys[w] as string, body));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    reportFigure({
      figure: `ingest, ${concurrency} terminal(s) at once (${label})`,
      value: counters.lines / elapsed,
      unit: 'lines/s',
    });
    reportFigure({
      figure: `ingest 50-sale batch p99, ${concurrency} terminal(s) (${label})`,
      value: percentile(times, 99),
      unit: 'ms',
    });
    console.log(
      `${String(concurrency).padStart(2)} terminal(s) at once: ${Math.round(counters.lines / elapsed)} lines/s ` +
        `(${counters.lines} lines, ${counters.recipeRows} stock movements, ${BATCHES * SALES_PER_BATCH} sales in ${elapsed.toFixed(2)} s); ` +
        `50-sale batch p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  }
  const stored = (await db.execute(
    sql`select count(*)::int as n from sales s join terminals t on t.id = s.terminal_id where t.name like 'Bench %'`,
  )) as unknown as { rows: { n: number }[] };
  console.log(`stored: ${stored.rows[0]?.n} sales from the bench terminals (expected ${(2 * BATCHES + 3) * SALES_PER_BATCH})`);
  // Cash sales are booked as register income in the same transaction (issue 17): one row per sale.
  const booked = (await db.execute(
    sql`select count(*)::int as n, count(distinct m.source_id)::int as d from cash_movements m
          join sales s on s.id = m.source_id join terminals t on t.id = s.terminal_id
         where m.source_type = 'sale' and t.name like 'Bench %' and s.payment = 'cash'`,
  )) as unknown as { rows: { n: number; d: number }[] };
  console.log(`register income: ${booked.rows[0]?.n} cash sales booked (${booked.rows[0]?.d} distinct)`);
  await jobs.stop();
}

console.log('Ingestion benchmark: in-process POST /api/ingest/sales, 10 % of sales paid by VIP card');

const lite = await openDatabase({ memory: true });
try {
  await run('PGlite (in memory)', lite);
} finally {
  await lite.close();
}

await withThrowawayPostgres('noctua_bench_ingest', (database, name) => run(`PostgreSQL (${name}, dropped afterwards)`, database));
