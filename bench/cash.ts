// Benchmark of the cash-flow reads (issue 17) over the large demo data set: the balances board, the
// balances at a date, a bank statement and the one-year reports (by period, category and night),
// each request at p50/p99, handled in-process by the real app (routing, privilege guard, queries,
// JSON), on PGlite and, when DATABASE_URL is set, on a throwaway PostgreSQL database of its own
// (noctua_bench_cash_…, dropped afterwards). Goal: p99 ≤ 150 ms on PostgreSQL. Figures only.
//   npm run bench:cash        (BENCH_DATA_DIR, BENCH_SAMPLES: see bench/lib/large-app.ts)
import { fmtMs, onEachDatabase, percentile, printSizes, SAMPLES, setP99Goal, timeCall, WARMUP } from './lib/large-app';

setP99Goal(150);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

console.log(`Cash-flow benchmark: ${SAMPLES} timed requests per call (after ${WARMUP} warm-up), in-process`);
await onEachDatabase('cash', 'caja@noctua.test', async (label, app) => {
  await printSizes(label, app.db, ['cash_movements', 'cash_accounts', 'staff_payments', 'nights']);
  const accounts = (await (await app.request('/cashflow/cuentas')).json()) as { id: string; kind: string }[];
  const bank = accounts.find((a) => a.kind === 'bank')?.id;
  const year = `from=${day(-365)}&to=${day(0)}`;
  const calls: [string, string][] = [
    ['tablero (board, now)', '/cashflow/tablero'],
    ['saldos ?at= 90 days ago', `/cashflow/saldos?at=${day(-90)}`],
    ['bank statement, 1 month', `/cashflow/saldos/${bank}/movimientos?from=${day(-30)}&to=${day(0)}`],
    ['report by month, 1 year', `/cashflow/reportes/periodos?${year}&grain=month`],
    ['report by week, 1 year', `/cashflow/reportes/periodos?${year}&grain=week`],
    ['report by category, 1 year', `/cashflow/reportes/categorias?${year}`],
    ['report by night, 1 year', `/cashflow/reportes/noches?${year}`],
    ['movements, 1 month', `/cashflow/movimientos?from=${day(-30)}&to=${day(0)}`],
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
