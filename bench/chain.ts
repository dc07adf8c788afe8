// A chain of venues on one PostgreSQL (issue 39, goal 5): two server instances (the bundle as
// `npm start` runs it, NOCTUA_SEED=none) on one throwaway database (noctua_bench_chain_…, dropped
// afterwards), the demo venue plus BENCH_CHAIN_VENUES (default 50) small venues
// (bench/lib/chain-venues.ts), BENCH_CHAIN_DEVICES (default 20) devices per venue. PostgreSQL only:
// without DATABASE_URL it says so and stops.
//
// Each device does what the app's sync engine does while it is caught up (src/lib/sync/engine.ts):
// every BENCH_CHAIN_POLL_S (default 15) seconds it pulls its two table groups (price lists and
// cards, then the rest) with its own cursors, page after page while there is more. Devices take the
// two instances in turn, as behind a load balancer. On a busy night, besides:
// - each venue's two bar terminals send their sales through POST /ingest/sales, a batch every 10 s,
//   BENCH_CHAIN_SALES (default 1) sales a second per venue, 2–4 lines a sale, one in ten by VIP card;
// - one device per venue is a stock taker pushing a count line every 3 s, and another records a
//   breakage every 30 s; like the app, a device pulls after its push (at most every 2 s).
//
// Stages, each BENCH_CHAIN_SECONDS (default 45) after a first poll round to get going:
//   quiet    — every device polls, nothing else happens;
//   busy 1/5 — a fifth of the venues busy and polling, the rest idle;
//   busy     — every venue busy and polling.
// For each: requests and errors, pull latency p50/p99, the CPU of the two instances and of
// PostgreSQL's backends (bench/lib/proc-cpu.ts) per poll and per second, rows read through the
// replicated tables' version indexes per pull (pg_stat_user_indexes), the notifications on
// noctua_auth (LISTEN from here) and the server jobs created. From them: how many devices one core
// of server + PostgreSQL serves. Figures only, nothing asserted.
//   DATABASE_URL=… npm run bench:chain
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedDemo } from '../server/db/seed/index';
import { readEnv } from '../server/env';
import { PRIORITY_TABLES, type PushResponse, SYNC_TABLES } from '../src/contract/sync';
import { uuidv7 } from '../src/contract/uuid';
import { freePort, serverBundle, serverNodeFlags } from '../tests/e2e/server-process';
import { addChainVenue, type ChainVenue } from './lib/chain-venues';
import { startChild } from './lib/child';
import { commandCpuSeconds, cpuSince, ownCpuSeconds, processCpuSeconds } from './lib/proc-cpu';
import { reportFigure } from './lib/report';
import { percentile } from './lib/stats';
import { withThrowawayPostgres } from './lib/throwaway-postgres';

const root = path.resolve(import.meta.dirname, '..');
const VENUES = Number(process.env.BENCH_CHAIN_VENUES ?? 50);
const DEVICES = Number(process.env.BENCH_CHAIN_DEVICES ?? 20);
const POLL_S = Number(process.env.BENCH_CHAIN_POLL_S ?? 15);
const SALES_PER_S = Number(process.env.BENCH_CHAIN_SALES ?? 1);
const STAGE_S = Number(process.env.BENCH_CHAIN_SECONDS ?? 45);
const BATCH_EVERY_S = 10;
const COUNT_LINE_EVERY_S = 3;
const BREAKAGE_EVERY_S = 30;
const MIN_PULL_GAP_MS = 2_000;
const PULL_LIMIT = 1000;
const GROUPS = [
  SYNC_TABLES.filter((t) => PRIORITY_TABLES.includes(t)),
  SYNC_TABLES.filter((t) => !PRIORITY_TABLES.includes(t)),
].map((g) => g.join(','));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (!process.env.DATABASE_URL) {
  console.log('bench:chain runs on PostgreSQL only: set DATABASE_URL. Skipped.');
  process.exit(0);
}

/** What a stage counted; reset at each stage's start. */
class Tally {
  polls = 0;
  pulls = 0;
  pullMs: number[] = [];
  changes = 0;
  pushes = 0;
  commands = 0;
  pushMs: number[] = [];
  batches = 0;
  lines = 0;
  batchMs: number[] = [];
  errors = 0;
  firstError = '';
  error(what: string) {
    this.errors += 1;
    this.firstError ||= what;
  }
}
let tally = new Tally();

interface Device {
  venue: ChainVenue;
  token: string;
  base: string;
  cursors: string[];
  lastPull: number;
  pulling: boolean;
}

async function getJson<T>(url: string, init: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** One poll: both groups, page after page. */
async function poll(d: Device, counted: boolean): Promise<void> {
  if (d.pulling) return;
  d.pulling = true;
  d.lastPull = Date.now();
  try {
    for (const [g, tables] of GROUPS.entries()) {
      for (let more = true; more; ) {
        const t = performance.now();
        const cursor = d.cursors[g];
        const { status, body } = await getJson<{ cursor: string; hasMore: boolean; changes: unknown[] }>(
          `${d.base}/sync/pull?tables=${tables}&limit=${PULL_LIMIT}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          { headers: { authorization: `Bearer ${d.token}`, 'accept-encoding': 'gzip' } },
        );
        if (status !== 200) {
          if (counted) tally.error(`pull ${status} ${JSON.stringify(body).slice(0, 200)}`);
          return;
        }
        d.cursors[g] = body.cursor;
        more = body.hasMore;
        if (counted) {
          tally.pulls += 1;
          tally.pullMs.push(performance.now() - t);
          tally.changes += body.changes.length;
        }
      }
    }
    if (counted) tally.polls += 1;
  } finally {
    d.pulling = false;
  }
}

let seq = 0;
async function push(d: Device, name: string, args: unknown): Promise<void> {
  const t = performance.now();
  const command = { id: uuidv7(), seq: ++seq, name, args, createdAt: new Date().toISOString() };
  const { status, body } = await getJson<PushResponse>(`${d.base}/sync/push`, {
    method: 'POST',
    headers: { authorization: `Bearer ${d.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId: `bench-${d.venue.venueId}`, commands: [command] }),
  });
  const result = body?.results?.[0] as { status?: string; message?: string } | undefined;
  if (status !== 200 || result?.status !== 'applied') tally.error(`push ${name} ${status} ${JSON.stringify(body).slice(0, 200)}`);
  tally.pushes += 1;
  tally.commands += 1;
  tally.pushMs.push(performance.now() - t);
  // The app pulls after a push, at most every 2 s.
  if (Date.now() - d.lastPull >= MIN_PULL_GAP_MS) await poll(d, true);
}

function saleBatch(v: ChainVenue, sales: number): unknown {
  return {
    terminalVersion: 'bench-chain',
    pendingBatches: 0,
    sales: Array.from({ length: sales }, (_, i) => {
      const lines = Array.from({ length: 2 + Math.floor(Math.random() * 3) }, () => {
        const item = v.items[Math.floor(Math.random() * v.items.length)] as ChainVenue['items'][number];
        return { productId: item.productId, quantity: 1 + Math.floor(Math.random() * 2), unitPrice: item.price };
      });
      const vip = i % 10 === 0;
      return {
        id: uuidv7(),
        at: new Date().toISOString(),
        payment: vip ? 'vip_card' : 'cash',
        ...(vip ? { vipCardNumber: v.cardNumber } : {}),
        lines,
        total: lines.reduce((s, l) => s + l.quantity * l.unitPrice, 0),
      };
    }),
  };
}

async function ingest(base: string, v: ChainVenue, key: string, sales: number): Promise<void> {
  const body = saleBatch(v, sales) as { sales: { lines: unknown[] }[] };
  const t = performance.now();
  const res = await fetch(`${base}/ingest/sales`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { results?: { status: string }[] };
  if (res.status !== 200 || answer.results?.some((r) => r.status !== 'applied')) {
    tally.error(`ingest ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    return;
  }
  tally.batches += 1;
  tally.lines += body.sales.reduce((s, x) => s + x.lines.length, 0);
  tally.batchMs.push(performance.now() - t);
}

/** Runs `fn` every `everyMs` from a random offset until `stop` is set; resolves when the last call ends. */
function every(everyMs: number, stop: { done: boolean }, fn: () => Promise<void>): Promise<void> {
  return (async () => {
    await sleep(Math.random() * everyMs);
    while (!stop.done) {
      const started = Date.now();
      await fn().catch((err: unknown) => tally.error(String(err)));
      await sleep(Math.max(0, everyMs - (Date.now() - started)));
    }
  })();
}

/** Rows read so far per table (sequential scans and index fetches): where the pulls' reads go. */
async function tableReads(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ relname: string; n: string }>(
    `select relname, (coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0))::text as n from pg_stat_user_tables`,
  );
  return new Map(rows.map((r) => [r.relname, Number(r.n)]));
}

/** Rows read per table between two readings, most first. */
function readsSince(before: Map<string, number>, after: Map<string, number>): [string, number][] {
  return [...after]
    .map(([name, n]) => [name, n - (before.get(name) ?? 0)] as [string, number])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
}

await withThrowawayPostgres('noctua_bench_chain', async (database, name) => {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const { defaultPassword } = readEnv({ NODE_ENV: 'production', NOCTUA_STATIC_DIR: '/nonexistent' });
  let t = performance.now();
  await seedDemo(database.db, { size: 'test', defaultPassword });
  const chain: ChainVenue[] = [];
  for (let i = 1; i <= VENUES; i++) chain.push(await addChainVenue(database.db, i, { email: 'admin@noctua.test' }));
  console.log(`Seeded the demo venue and ${VENUES} chain venues in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'noctua-bench-chain-')));
  const secret = randomBytes(32).toString('base64url');
  const servers: ChildProcess[] = [];
  const listener = new pg.Client({ connectionString: url.toString() });
  const stats = new pg.Client({ connectionString: url.toString() });
  try {
    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) {
      await startChild(
        [...serverNodeFlags(root), serverBundle(root, i === 0)],
        {
          PORT: String(port),
          DATABASE_URL: url.toString(),
          NOCTUA_DATA_DIR: dirs[i] as string,
          NOCTUA_JWT_SECRET: secret,
          NOCTUA_SEED: 'none',
          LOG_LEVEL: 'info',
        },
        /Noctua is listening/,
        servers,
      );
    }
    const bases = ports.map((p) => `http://127.0.0.1:${p}/noctua/api`);
    /** CPU seconds so far: each instance, PostgreSQL's backends, this process (the load generator). */
    const cpuNow = () => ({
      servers: servers.map((s) => processCpuSeconds(s.pid)),
      db: commandCpuSeconds('postgres'),
      bench: ownCpuSeconds(),
    });
    await listener.connect();
    await stats.connect();
    let notifications = 0;
    listener.on('notification', () => {
      notifications += 1;
    });
    await listener.query('LISTEN noctua_auth');

    // Sign in each venue's manager once; its devices share the token and start from one caught-up cursor.
    t = performance.now();
    const devices: Device[][] = [];
    for (const [i, venue] of chain.entries()) {
      const base = bases[i % 2] as string;
      const { status, body } = await getJson<{ accessToken: string }>(`${base}/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: venue.email, password: 'noctua2026' }),
      });
      if (status !== 200) throw new Error(`login ${venue.email}: ${status} ${JSON.stringify(body)}`);
      const first: Device = { venue, token: body.accessToken, base, cursors: ['', ''], lastPull: 0, pulling: false };
      await poll(first, false);
      devices.push(
        Array.from({ length: DEVICES }, (_, d) => ({
          ...first,
          base: bases[d % 2] as string,
          cursors: [...first.cursors],
        })),
      );
    }
    const all = devices.flat();
    console.log(
      `${chain.length} managers signed in and their first pull made in ${((performance.now() - t) / 1000).toFixed(1)} s; ` +
        `${all.length} devices on 2 instances, polling every ${POLL_S} s`,
    );

    // The stock taker's open count, one per venue.
    const countIds = new Map<string, string>();
    for (const group of devices) {
      const d = group[0] as Device;
      const countId = uuidv7();
      countIds.set(d.venue.venueId, countId);
      await push(d, 'stockCount.open', { countId, locationId: d.venue.warehouseId });
    }

    const stages = [
      { name: 'idle', busy: 0, polling: 0 },
      { name: 'quiet', busy: 0, polling: chain.length },
      { name: 'busy 1/5', busy: Math.ceil(chain.length / 5), polling: Math.ceil(chain.length / 5) },
      { name: 'busy', busy: chain.length, polling: chain.length },
    ];
    const rows: string[] = [];
    // The idle stage's cores (the job workers' polling, the instances' timers) are what every other
    // stage's per-poll figures leave out: they do not grow with devices.
    let idleServer = 0;
    let idleDb = 0;
    for (const stage of stages) {
      const stop = { done: false };
      const loops: Promise<void>[] = [];
      const polling = devices.slice(0, stage.polling);
      for (const d of polling.flat()) loops.push(every(POLL_S * 1000, stop, () => poll(d, true)));
      for (const group of devices.slice(0, stage.busy)) {
        const venue = (group[0] as Device).venue;
        for (const [k, key] of venue.keys.entries()) {
          const sales = Math.max(1, Math.round((SALES_PER_S * BATCH_EVERY_S) / venue.keys.length));
          loops.push(every(BATCH_EVERY_S * 1000, stop, () => ingest(bases[k % 2] as string, venue, key, sales)));
        }
        const taker = group[0] as Device;
        const countId = countIds.get(venue.venueId) as string;
        loops.push(
          every(COUNT_LINE_EVERY_S * 1000, stop, () =>
            push(taker, 'stockCount.upsertLine', {
              countId,
              goodId: venue.goodIds[Math.floor(Math.random() * venue.goodIds.length)],
              quantity: Math.round(Math.random() * 100_000) / 1000,
              countedAt: new Date().toISOString(),
            }),
          ),
        );
        const barman = group[1] ?? taker;
        loops.push(
          every(BREAKAGE_EVERY_S * 1000, stop, () =>
            push(barman, 'breakage.record', {
              breakageId: uuidv7(),
              locationId: venue.warehouseId,
              goodId: venue.goodIds[Math.floor(Math.random() * venue.goodIds.length)],
              quantity: 1,
              reason: 'Se cayó',
              at: new Date().toISOString(),
            }),
          ),
        );
      }
      // One poll round to get going, then the measured window.
      await sleep(POLL_S * 1000);
      tally = new Tally();
      notifications = 0;
      const jobsBefore = await stats.query<{ n: string }>(`select count(*)::text as n from pgboss.job`);
      const reads0 = await tableReads(stats);
      const cpu0 = cpuNow();
      const started = performance.now();
      await sleep(STAGE_S * 1000);
      const seconds = (performance.now() - started) / 1000;
      const cpu1 = cpuNow();
      const byTable = readsSince(reads0, await tableReads(stats));
      const reads = byTable.reduce((sum, [, n]) => sum + n, 0);
      const jobs =
        Number((await stats.query<{ n: string }>(`select count(*)::text as n from pgboss.job`)).rows[0]?.n) -
        Number(jobsBefore.rows[0]?.n);
      const done = tally;
      stop.done = true;
      await Promise.all(loops);

      const serverAll = cpu1.servers.reduce((s, x, i) => s + x - (cpu0.servers[i] ?? 0), 0);
      const dbAll = cpuSince(cpu0.db, cpu1.db);
      if (stage.polling === 0) {
        idleServer = serverAll / seconds;
        idleDb = dbAll / seconds;
        console.log(
          `\n── idle: no device, nothing sold (${seconds.toFixed(0)} s) ──\nCPU: 2 servers ${idleServer.toFixed(3)} cores, PostgreSQL ${idleDb.toFixed(3)} cores; ` +
            `notifications on noctua_auth: ${notifications}; server jobs created: ${jobs}`,
        );
        continue;
      }
      // What the devices and the sales cost: the stage's CPU above idle.
      const serverCpu = Math.max(0, serverAll - idleServer * seconds);
      const dbCpu = Math.max(0, dbAll - idleDb * seconds);
      const benchCpu = cpu1.bench - cpu0.bench;
      const pulls = [...done.pullMs].sort((a, b) => a - b);
      const batches = [...done.batchMs].sort((a, b) => a - b);
      const pushes = [...done.pushMs].sort((a, b) => a - b);
      const deviceCount = stage.polling * DEVICES;
      const coresUsed = (serverCpu + dbCpu) / seconds;
      const devicesPerCore = deviceCount / coresUsed;
      console.log(`\n── ${stage.name}: ${deviceCount} devices polling, ${stage.busy} venues busy (${seconds.toFixed(0)} s) ──`);
      console.log(
        `polls ${done.polls} (${(done.polls / seconds).toFixed(1)}/s) in ${done.pulls} pulls, ${done.changes} changes; pull p50 ${percentile(pulls, 50).toFixed(1)} ms, p99 ${percentile(pulls, 99).toFixed(1)} ms`,
      );
      if (stage.busy > 0) {
        console.log(
          `ingest ${done.batches} batches, ${(done.lines / seconds).toFixed(1)} lines/s, batch p99 ${percentile(batches, 99).toFixed(1)} ms; ` +
            `pushes ${done.pushes} (${(done.pushes / seconds).toFixed(1)}/s), p99 ${percentile(pushes, 99).toFixed(1)} ms`,
        );
      }
      console.log(
        `CPU above idle: 2 servers ${(serverCpu / seconds).toFixed(2)} cores, PostgreSQL ${(dbCpu / seconds).toFixed(2)} cores (load generator ${(benchCpu / seconds).toFixed(2)} cores); ` +
          `per poll (the stage's work above idle ÷ polls): server ${((serverCpu * 1e6) / Math.max(1, done.polls)).toFixed(0)} µs, PostgreSQL ${((dbCpu * 1e6) / Math.max(1, done.polls)).toFixed(0)} µs`,
      );
      console.log(
        `rows read: ${(reads / Math.max(1, done.pulls)).toFixed(1)} per pull (${byTable
          .slice(0, 4)
          .map(([name, n]) => `${name} ${(n / Math.max(1, done.pulls)).toFixed(1)}`)
          .join(
            ', ',
          )}); changes: ${(done.changes / Math.max(1, done.pulls)).toFixed(1)} per pull; notifications on noctua_auth: ${notifications} (${(notifications / seconds).toFixed(2)}/s); ` +
          `server jobs created: ${jobs}; errors: ${done.errors}${done.firstError ? ` (first: ${done.firstError})` : ''}`,
      );
      console.log(`→ ${devicesPerCore.toFixed(0)} devices per core of server + PostgreSQL at this load`);
      rows.push(
        `| ${stage.name} | ${deviceCount} | ${(done.polls / seconds).toFixed(1)} | ${(done.lines / seconds).toFixed(0)} | ${percentile(pulls, 50).toFixed(0)} / ${percentile(pulls, 99).toFixed(0)} ms | ` +
          `${((serverCpu * 1e6) / Math.max(1, done.polls)).toFixed(0)} µs | ${((dbCpu * 1e6) / Math.max(1, done.polls)).toFixed(0)} µs | ${(reads / Math.max(1, done.pulls)).toFixed(0)} | ${(notifications / seconds).toFixed(2)} | ${devicesPerCore.toFixed(0)} |`,
      );
      const label = `${stage.name}, ${deviceCount} devices`;
      reportFigure({
        figure: `chain ${label}: server CPU per poll`,
        value: (serverCpu * 1e6) / Math.max(1, done.polls),
        unit: 'µs',
      });
      reportFigure({
        figure: `chain ${label}: PostgreSQL CPU per poll`,
        value: (dbCpu * 1e6) / Math.max(1, done.polls),
        unit: 'µs',
      });
      reportFigure({ figure: `chain ${label}: pull p99`, value: percentile(pulls, 99), unit: 'ms' });
      reportFigure({ figure: `chain ${label}: devices per core (server + PostgreSQL)`, value: devicesPerCore, unit: 'devices' });
      reportFigure({ figure: `chain ${label}: notifications`, value: notifications / seconds, unit: '/s' });
      reportFigure({ figure: `chain ${label}: errors`, value: done.errors, unit: 'requests', max: 0 });
    }
    console.log(
      '\n| stage | devices | polls/s | sale lines/s | pull p50 / p99 | server CPU per poll | PostgreSQL CPU per poll | rows read per pull | notifications/s | devices per core |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows) console.log(r);
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('exit', r)))));
    await listener.end().catch(() => undefined);
    await stats.end().catch(() => undefined);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
});
