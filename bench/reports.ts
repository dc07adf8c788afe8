// Benchmark of the night's balance sheet and user billing (issue 18) over the large demo data set:
// the balance sheet of one night and of the 60 latest nights with sales, billing over the same,
// and a drill-down, each at p50/p99, handled in-process by the real app (routing, privilege guard,
// every grouped ledger query, JSON), on PGlite and, when DATABASE_URL is set, on a throwaway
// PostgreSQL database (noctua_bench_reports_…, dropped afterwards). Goal: p99 ≤ 300 ms for 60
// nights on PostgreSQL. Figures only.
//   npm run bench:reports     (BENCH_DATA_DIR, BENCH_SAMPLES: see bench/lib/large-app.ts)
import { sql } from 'drizzle-orm';
import { fmtMs, onEachDatabase, percentile, printSizes, SAMPLES, timeCall, WARMUP } from './lib/large-app';
import { reportFigure } from './lib/report';

console.log(`Balance sheet benchmark: ${SAMPLES} timed requests per call (after ${WARMUP} warm-up), in-process`);
await onEachDatabase('reports', 'supervisor@noctua.test', async (label, app) => {
  // A live database has planner statistics (autovacuum); a freshly seeded one has none yet.
  await app.db.execute(sql`analyze`);
  await printSizes(label, app.db, ['sales', 'sale_lines', 'stock_movements', 'card_ledger', 'cash_movements', 'nights']);
  // The supervisor's venue: the nights with sales, busiest first for the single night.
  const result = (await app.db.execute(sql`
    select n.id, n.business_date::text as date, count(s.id)::int as n
    from nights n join sales s on s.night_id = n.id
    where n.venue_id = (select default_venue_id from users where email = 'supervisor@noctua.test')
    group by n.id, n.business_date order by n.business_date desc limit 60`)) as unknown as {
    rows: { id: string; date: string; n: number }[];
  };
  const nights = result.rows;
  const busiest = [...nights].sort((a, b) => b.n - a.n)[0];
  if (!busiest) throw new Error('no nights with sales');
  const range = `from=${nights.at(-1)?.date}&to=${nights[0]?.date}`;
  console.log(`${label}: ${nights.length} nights with sales in ${range}; busiest night ${busiest.date} (${busiest.n} sales)`);
  const calls: [string, string, boolean][] = [
    ['balance sheet, 1 night', `/gerencia/balance?nightId=${busiest.id}`, true],
    [`balance sheet, ${nights.length} nights`, `/gerencia/balance?${range}`, true],
    ['billing by user, 1 night', `/gerencia/facturacion?nightId=${busiest.id}`, false],
    [`billing by user, ${nights.length} nights`, `/gerencia/facturacion?${range}`, false],
    ['sales drill, 1 night cash', `/gerencia/balance/ventas?nightId=${busiest.id}&payment=cash`, false],
    [`cancellations, ${nights.length} nights`, `/gerencia/balance/anulaciones?${range}`, false],
  ];
  console.log(
    `${'call'.padEnd(32)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'KiB'.padStart(7)}`,
  );
  for (const [name, url, headline] of calls) {
    const { times, bytes } = await timeCall(url, () => app.request(url));
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    console.log(
      `${name.padEnd(32)} ${fmtMs(p50)} ${fmtMs(p99)} ${fmtMs(times.at(-1) ?? Number.NaN)} ${(bytes / 1024).toFixed(0).padStart(7)}`,
    );
    if (headline) {
      reportFigure({ figure: `${name} p50 on ${label}`, value: Math.round(p50 * 10) / 10, unit: 'ms' });
      reportFigure({ figure: `${name} p99 on ${label}`, value: Math.round(p99 * 10) / 10, unit: 'ms', max: 300 });
    }
  }
});
