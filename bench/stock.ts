// Benchmark of the stock board and valuation (issue 6) over the large demo data set: the time of
// each request at p50/p99, handled in-process by the real app (routing, privilege guard, queries,
// JSON) without network, on PGlite and, when DATABASE_URL is set, on PostgreSQL too. It prints
// figures only and asserts nothing (timings depend on the machine).
//   npx tsx bench/stock.ts        (BENCH_DATA_DIR, BENCH_SAMPLES: see bench/lib/large-app.ts)
import { fmtMs, onEachDatabase, percentile, printSizes, SAMPLES, timeCall, WARMUP } from './lib/large-app';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

console.log(`Stock benchmark: ${SAMPLES} timed requests per call (after ${WARMUP} warm-up), in-process`);
await onEachDatabase('stock', 'admin@noctua.test', async (label, app) => {
  await printSizes(label, app.db, ['stock_movements', 'stock_levels', 'par_levels', 'goods']);
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
    const { times, bytes } = await timeCall(url, () => app.request(url));
    console.log(
      `${name.padEnd(30)} ${fmtMs(percentile(times, 50))} ${fmtMs(percentile(times, 99))} ${fmtMs(times.at(-1) ?? Number.NaN)} ${(bytes / 1024).toFixed(0).padStart(7)}`,
    );
  }
});
