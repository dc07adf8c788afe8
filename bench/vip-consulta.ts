// Benchmark of SPEC §7 `POST /api/cards/consulta` (issue 7) over the large demo data set (50,000
// cards): the time of each request at p50/p99, handled in-process by the real app (routing,
// privilege guard, validation, query, JSON) without network, on PGlite and, when DATABASE_URL is
// set, on PostgreSQL too. It prints figures only and asserts nothing (timings depend on the machine).
//   npx tsx bench/vip-consulta.ts (BENCH_DATA_DIR, BENCH_SAMPLES: see bench/lib/large-app.ts)
import type { ConsultaAnswer, SaldoFilter } from '../src/contract/vip';
import { fmtMs, onEachDatabase, percentile, printSizes, SAMPLES, timeCall, WARMUP } from './lib/large-app';

console.log(`VIP cards/consulta benchmark: ${SAMPLES} timed requests per call (after ${WARMUP} warm-up), in-process`);
await onEachDatabase('vip', 'vip@noctua.test', async (label, app) => {
  await printSizes(label, app.db, ['vip_cards', 'card_ledger', 'card_types']);
  const filters: SaldoFilter[] = ['todos', 'con', 'negativo'];
  console.log(
    `${'call'.padEnd(30)} ${'rows'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'KiB'.padStart(7)}`,
  );
  for (const saldo of filters) {
    const { times, bytes, first } = await timeCall(`consulta ${saldo}`, () =>
      app.request('/cards/consulta', { method: 'POST', body: { saldo } }),
    );
    const rows = (JSON.parse(first) as ConsultaAnswer).data.length;
    console.log(
      `${`consulta saldo=${saldo}`.padEnd(30)} ${String(rows).padStart(7)} ${fmtMs(percentile(times, 50))} ${fmtMs(percentile(times, 99))} ${fmtMs(times.at(-1) ?? Number.NaN)} ${(bytes / 1024).toFixed(0).padStart(7)}`,
    );
  }
});
