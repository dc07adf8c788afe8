// Benchmark of issuing an electronic invoice end to end (issue 34): N invoices one after another on
// one point of sale, each POSTed to /facturacion/comprobantes and authorised by draining its
// `einvoice.authorize` job as that kind's worker would (fetch, run, complete) — the real app
// in-process, on PGlite and (DATABASE_URL set) on a throwaway PostgreSQL database, the AFIP client
// over HTTP against the local double of AFIP on a port with 20 ms of simulated latency per call.
// Prints invoices per second, mean and p95 per invoice (accepted → authorised; the bench's own
// read-back is printed apart and not counted), and "our overhead": the time per invoice minus the
// authority's time (the double's latency and its own work, measured by the double), against a goal
// of ≤ 10 ms, also in plain reads of one invoice by id on the same database (the machine-independent
// figure); then the p95 of the issued invoices' PDFs through /comprobantes/:id/pdf. Figures only.
//   npm run bench:invoice      (BENCH_INVOICES overrides the 200, BENCH_DELAY_MS the 20)
import { and, eq, isNotNull } from 'drizzle-orm';
import { createApp } from '../server/app';
import { type Database, openDatabase } from '../server/db/client';
import { invoices, pointsOfSale, users } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { DEMO_PASSWORD } from '../server/db/seed/people';
import { createAfipProvider } from '../server/einvoicing/afip/provider';
import { startAfipDouble } from '../server/einvoicing/afip-double/server';
import { authorizeJob } from '../server/einvoicing/authorize';
import { doubleInitialLast } from '../server/einvoicing/demo-double';
import { createEInvoicing } from '../server/einvoicing/runtime';
import { readEnv } from '../server/env';
import { startAppJobs } from '../server/job-kinds';
import { createLogger } from '../server/lib/logger';
import { createTokenService } from '../server/lib/tokens';
import { uuidv7 } from '../src/contract/uuid';
import { reportFigure } from './lib/report';
import { percentile } from './lib/stats';
import { withThrowawayPostgres } from './lib/throwaway-postgres';

const N = Number.parseInt(process.env.BENCH_INVOICES ?? '', 10) || 200;
const DELAY_MS = Number.parseInt(process.env.BENCH_DELAY_MS ?? '', 10) || 20;
const WARMUP = 5;
const OVERHEAD_GOAL_MS = 10;

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const callsOf = (requests: Record<string, number>) => Object.values(requests).reduce((s, n) => s + n, 0);

const env = { ...readEnv({ NODE_ENV: 'production', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };

/** The benchmark on one database: seeded, the double started, N invoices issued, figures printed. */
async function run(label: string, database: Database): Promise<void> {
  const db = database.db;
  await seedDemo(db, { size: 'test', defaultPassword: env.defaultPassword });
  const double = await startAfipDouble({ initialLast: await doubleInitialLast(db), delayMs: DELAY_MS });
  const einvoicing = createEInvoicing({
    env: { secretKey: undefined, afipDoubleUrl: double.url },
    connect: (c) => createAfipProvider(c),
  });
  const logger = createLogger('silent');
  const jobs = await startAppJobs({ database, logger, einvoicing });
  const tokens = createTokenService(new Uint8Array(32).fill(7), env.tokenTtlSeconds);
  const app = createApp({ db, env, logger, tokens, jobs, einvoicing });

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await app.request(`/noctua/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res;
  };
  const login = await call('POST', '/account/login', undefined, { email: 'admin@noctua.test', password: DEMO_PASSWORD });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  const [pos] = await db
    .select({ id: pointsOfSale.id, afip: pointsOfSale.afipPosNumber })
    .from(pointsOfSale)
    .where(and(eq(pointsOfSale.venueId, admin?.defaultVenueId ?? ''), isNotNull(pointsOfSale.afipPosNumber)))
    .orderBy(pointsOfSale.afipPosNumber)
    .limit(1);
  if (!pos) throw new Error('the demo venue has no AFIP point of sale');

  /** Where an invoice's time goes: accepting it (the POST), authorising it (its job), reading it back (the bench's check, not counted in the overhead). */
  const phases = { accept: [] as number[], authorise: [] as number[], read: [] as number[] };

  /** One invoice: accepted (202), then its job drained until it is authorised. */
  async function issueOne(i: number): Promise<{ id: string; ms: number }> {
    const t0 = performance.now();
    const res = await call('POST', '/facturacion/comprobantes', accessToken, {
      id: uuidv7(),
      pointOfSaleId: pos?.id,
      customer: { docType: 99, docNumber: '0', name: 'Consumidor final', vatConditionId: 5 },
      lines: [
        { description: 'Fernet con cola', quantity: 2, unitPrice: 450_000 + i, vatRate: 21 },
        { description: 'Empanadas', quantity: 1.5, unitPrice: 120_000, vatRate: 10.5 },
      ],
    });
    if (res.status !== 202) throw new Error(`POST /facturacion/comprobantes answered ${res.status}: ${await res.text()}`);
    const { id } = (await res.json()) as { id: string };
    const t1 = performance.now();
    // What the worker of this job kind does when woken: fetch its job, run it, mark it done.
    await jobs.drain([authorizeJob.name]);
    const t2 = performance.now();
    const detail = (await (await call('GET', `/facturacion/comprobantes/${id}`, accessToken)).json()) as { status: string };
    if (detail.status !== 'authorized') throw new Error(`invoice ${id} left ${detail.status}`);
    phases.accept.push(t1 - t0);
    phases.authorise.push(t2 - t1);
    phases.read.push(performance.now() - t2);
    return { id, ms: t2 - t0 };
  }

  // The first invoices sign in to WSAA (a ticket) and warm the modules and queries up.
  for (let i = 0; i < WARMUP; i++) await issueOne(i);
  for (const list of Object.values(phases)) list.length = 0;
  const { requests: before, answeringMs: answeringBefore } = double.controls.stats();
  const times: number[] = [];
  const ids: string[] = [];
  const started = performance.now();
  for (let i = 0; i < N; i++) {
    const { id, ms } = await issueOne(WARMUP + i);
    ids.push(id);
    times.push(ms);
  }
  const elapsed = performance.now() - started;
  const { requests: after, answeringMs: answeringAfter } = double.controls.stats();
  /** The authority's time per invoice: the double's simulated latency and its own work, measured by the double. */
  const authorityMs = (answeringAfter - answeringBefore) / N;
  const perOperation = Object.fromEntries(Object.entries(after).map(([op, n]) => [op, ((n - (before[op] ?? 0)) / N).toFixed(2)]));
  const callsPerInvoice = (callsOf(after) - callsOf(before)) / N;

  // The reference: one plain read of an invoice by its id through the same Drizzle handle, the
  // smallest round trip the flow makes. The overhead in such reads is what the flow costs in
  // database work on this machine, independent of how fast the machine is.
  const plainReads: number[] = [];
  for (const id of ids) {
    const t0 = performance.now();
    await db.select().from(invoices).where(eq(invoices.id, id));
    plainReads.push(performance.now() - t0);
  }
  const plainReadMs = mean(plainReads);

  const pdfTimes: number[] = [];
  for (const id of ids) {
    const t0 = performance.now();
    const res = await call('GET', `/facturacion/comprobantes/${id}/pdf`, accessToken);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`PDF of ${id} answered ${res.status}`);
    pdfTimes.push(performance.now() - t0);
  }

  await jobs.stop();
  await double.close();

  times.sort((a, b) => a - b);
  pdfTimes.sort((a, b) => a - b);
  const meanMs = mean(times);
  const overhead = meanMs - authorityMs;
  console.log(
    `E-invoicing benchmark: ${N} invoices one after another on point of sale ${pos.afip} (after ${WARMUP} warm-up), ${label}, AFIP double at ${DELAY_MS} ms per call`,
  );
  console.log(
    `calls to the double per invoice: ${callsPerInvoice.toFixed(2)} ${JSON.stringify(perOperation)}, answering them took it ${authorityMs.toFixed(1)} ms`,
  );
  console.log(
    `${((N * 1000) / elapsed).toFixed(1)} invoices/s   mean ${meanMs.toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   our overhead ${overhead.toFixed(1)} ms (goal ≤ ${OVERHEAD_GOAL_MS} ms)`,
  );
  console.log(
    `reference: a plain read of one invoice by id ${plainReadMs.toFixed(2)} ms — our overhead is ${(overhead / plainReadMs).toFixed(0)} such reads`,
  );
  console.log(
    `per invoice: accept (POST) ${mean(phases.accept).toFixed(1)} ms, authorise (drain its job) ${mean(phases.authorise).toFixed(1)} ms, read back ${mean(phases.read).toFixed(1)} ms`,
  );
  console.log(
    `PDF through the route: p50 ${percentile(pdfTimes, 50).toFixed(1)} ms   p95 ${percentile(pdfTimes, 95).toFixed(1)} ms`,
  );
  reportFigure({ figure: `invoices per second (${label})`, value: (N * 1000) / elapsed, unit: '/s' });
  reportFigure({ figure: `invoice mean (${label})`, value: meanMs, unit: 'ms' });
  reportFigure({ figure: `invoice p95 (${label})`, value: percentile(times, 95), unit: 'ms' });
  reportFigure({
    figure: `invoice: our overhead (mean − the authority's time) (${label})`,
    value: overhead,
    unit: 'ms',
    max: OVERHEAD_GOAL_MS,
  });
  reportFigure({ figure: `invoice: our overhead in plain reads (${label})`, value: overhead / plainReadMs, unit: 'reads' });
  reportFigure({ figure: `invoice PDF route p95 (${label})`, value: percentile(pdfTimes, 95), unit: 'ms' });
}

const lite = await openDatabase({ memory: true });
try {
  await run('PGlite', lite);
} finally {
  await lite.close();
}
await withThrowawayPostgres('noctua_bench_invoice', async (database) => {
  console.log('');
  await run('PostgreSQL', database);
});
