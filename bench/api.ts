// Benchmark of authenticated API reads against a bare Hono route in the same run (issue 20): the
// real server (dist-server/main.mjs as `npm start` runs it, a child process, demo venue) on a throwaway PostgreSQL database of
// its own (noctua_bench_api_…, dropped afterwards) when DATABASE_URL is set, else on PGlite in a
// temporary dir; a bare Hono app on @hono/node-server in a second child process. autocannon drives
// each at 20 connections for BENCH_SECONDS (default 8) and then at a fixed 2,000 req/s for the p99.
// Goal: authenticated reads ≥ 0.5× the bare route's req/s, p99 ≤ 20 ms at 2,000 req/s on
// PostgreSQL, and (issue 39) ≥ 0.7× a reference doing the same work plainly — the same JWT verified
// with jose, the same SQL run with pg, behind node:http (bench/lib/reference-reads.ts; PostgreSQL
// only). Figures only, nothing asserted.
// A second reference, the bare route answering in the API's shape (security headers, the session
// user's JSON, a request id, an access log line; bench/lib/bare-hono.ts), shows what that shape
// costs before any work of the API's own (the token, the user, the router).
// The pull is measured twice: the first page of a first sync (one row) and the poll of a device that
// is caught up (its latest cursor, nothing new), which is the pull most often made; and the app's own
// pull when something changed: its second table group (12 tables) in one request, one row.
// Beside req/s, each run prints the CPU time per request of the server's process, of PostgreSQL's
// backends and of autocannon (bench/lib/proc-cpu.ts): on a machine where the three share the cores,
// req/s follows their sum, and the split says which side a change moved.
//   npm run bench:api     (DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS)
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PRIORITY_TABLES, SYNC_TABLES } from '../src/contract/sync';
import { freePort, serverBundle, serverNodeFlags } from '../tests/e2e/server-process';
import { startChild } from './lib/child';
import { commandCpuSeconds, cpuSince, ownCpuSeconds, processCpuSeconds } from './lib/proc-cpu';
import { reportFigure } from './lib/report';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const children: ChildProcess[] = [];

/** Starts `node <args>` and resolves once `ready` shows (bench/lib/child.ts); stopped at the end. */
const start = (args: string[], env: Record<string, string>, ready: RegExp) => startChild(args, env, ready, children);

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU µs per request: the server's process, PostgreSQL's backends (0 on PGlite), autocannon's. */
  cpu: { server: number; db: number; client: number };
}

const pgUrl = process.env.DATABASE_URL;

/** autocannon against `url`; `server` is the process answering, whose CPU per request is read. */
async function load(
  url: string,
  headers: Record<string, string>,
  server: ChildProcess,
  rate?: number,
  seconds = SECONDS,
): Promise<Run> {
  const cpu = () => ({
    server: processCpuSeconds(server.pid),
    db: pgUrl ? commandCpuSeconds('postgres') : new Map<number, number>(),
    client: ownCpuSeconds(),
  });
  const before = cpu();
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
  });
  const after = cpu();
  const perRequest = (spent: number) => (spent * 1e6) / Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    cpu: {
      server: perRequest(after.server - before.server),
      db: perRequest(cpuSince(before.db, after.db)),
      client: perRequest(after.client - before.client),
    },
  };
}
const dbName = `noctua_bench_api_${process.pid}`;
let dataDir: string | undefined;
let admin: pg.Client | undefined;
try {
  const serverEnv: Record<string, string> = { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', NOCTUA_SEED: 'demo' };
  if (pgUrl) {
    admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(pgUrl);
    url.pathname = `/${dbName}`;
    serverEnv.DATABASE_URL = url.toString();
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'noctua-bench-api-'));
    serverEnv.NOCTUA_DATA_DIR = dataDir;
  }
  const [appPort, barePort] = [await freePort(), await freePort()];
  serverEnv.PORT = String(appPort);
  // On PostgreSQL the data dir holds only the token secret (and the shaped reference's body).
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'noctua-bench-api-secret-'));
  serverEnv.NOCTUA_DATA_DIR = dataDir;
  const [appServer, bareServer] = await Promise.all([
    // The server as `npm start` runs it: the bundle under plain node.
    start([...serverNodeFlags(root), serverBundle(root, true)], serverEnv, /Noctua is listening/),
    start(['bench/lib/bare-hono.ts'], { PORT: String(barePort) }, /bare hono listening/),
  ]);
  const base = `http://127.0.0.1:${appPort}/noctua/api`;
  const login = await fetch(`${base}/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@noctua.test', password: 'noctua2026' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'gzip' };
  const db = pgUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`API benchmark on ${db}: ${CONNECTIONS} connections, ${SECONDS} s per run`);

  // Each route is warmed up for 2 s first (the JIT, and on a just-seeded PostgreSQL database its
  // background work after the seed): measured unwarmed, whichever route came first lost a fifth.
  const warm = (url: string, headers: Record<string, string>, server: ChildProcess) => load(url, headers, server, undefined, 2);
  await warm(`http://127.0.0.1:${barePort}/hello`, {}, bareServer);
  const bare = await load(`http://127.0.0.1:${barePort}/hello`, {}, bareServer);
  // The second reference: a bare route answering in the API's shape (bench/lib/bare-hono.ts) with
  // the session user's real JSON, started now that there is a token to read it with.
  const shapedPort = await freePort();
  const bodyFile = path.join(serverEnv.NOCTUA_DATA_DIR, 'bench-shaped-body.json');
  writeFileSync(bodyFile, await (await fetch(`${base}/account/my-account`, { headers: auth })).text());
  const shapedServer = await start(
    ['bench/lib/bare-hono.ts'],
    { PORT: String(shapedPort), SHAPED_BODY_FILE: bodyFile },
    /bare hono listening/,
  );
  await warm(`http://127.0.0.1:${shapedPort}/hello`, {}, shapedServer);
  const shaped = await load(`http://127.0.0.1:${shapedPort}/hello`, {}, shapedServer);
  // A device that is caught up polls with its latest cursor and gets nothing back: the pull most
  // often made. Its cursor: the nights pulled to the end.
  let cursor = '';
  for (let more = true; more; ) {
    const page = (await (
      await fetch(`${base}/sync/pull?tables=nights${cursor ? `&cursor=${cursor}` : ''}`, { headers: auth })
    ).json()) as {
      cursor: string;
      hasMore: boolean;
    };
    cursor = page.cursor;
    more = page.hasMore;
  }
  // The reference of each read that has one (PostgreSQL only): the same work done plainly, jose and
  // pg behind node:http (bench/lib/reference-reads.ts); its caught-up poll starts after the newest night.
  let reference: { server: ChildProcess; url: string } | undefined;
  let newest = 0;
  if (pgUrl && serverEnv.DATABASE_URL) {
    const refPort = await freePort();
    const server = await start(
      ['bench/lib/reference-reads.ts'],
      { PORT: String(refPort), DATABASE_URL: serverEnv.DATABASE_URL, NOCTUA_DATA_DIR: serverEnv.NOCTUA_DATA_DIR },
      /reference reads listening/,
    );
    reference = { server, url: `http://127.0.0.1:${refPort}` };
    const db = new pg.Client({ connectionString: serverEnv.DATABASE_URL });
    await db.connect();
    newest = Number((await db.query('select coalesce(max(version), 0) as v from nights')).rows[0]?.v ?? 0);
    await db.end();
  }
  const referenceOf: Record<string, string> = {
    'GET /account/my-account': '/my-account',
    'GET /nights/current': '/current-night',
    'GET /sync/pull (one row)': '/pull?after=0&limit=1',
    'GET /sync/pull (caught up)': `/pull?after=${newest}&limit=500`,
  };
  const calls: [string, string][] = [
    ['GET /account/my-account', '/account/my-account'],
    ['GET /nights/current', '/nights/current'],
    ['GET /sync/pull (one row)', '/sync/pull?tables=nights&limit=1'],
    ['GET /sync/pull (caught up)', `/sync/pull?tables=nights&cursor=${cursor}`],
    // What the app asks when something changed: its second table group (every replicated table but
    // the price lists and cards), one change.
    [
      'GET /sync/pull (12 tables)',
      `/sync/pull?tables=${SYNC_TABLES.filter((t) => !PRIORITY_TABLES.includes(t)).join(',')}&limit=1`,
    ],
  ];
  console.log(
    `${'route'.padEnd(28)} ${'req/s'.padStart(8)} ${'× bare'.padStart(7)} ${'p50'.padStart(5)} ${'p99'.padStart(5)}  errors   CPU µs/request: server ${pgUrl ? '· PostgreSQL ' : ''}· autocannon`,
  );
  const line = (name: string, r: Run, ratio?: number) =>
    console.log(
      `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} ${(ratio === undefined ? '' : ratio.toFixed(2)).padStart(7)} ${String(r.p50).padStart(5)} ${String(r.p99).padStart(5)}  ${String(r.errors).padEnd(6)}   ` +
        [r.cpu.server, ...(pgUrl ? [r.cpu.db] : []), r.cpu.client].map((n) => n.toFixed(0)).join(' · '),
    );
  line('bare Hono GET /hello', bare);
  line("  same, in the API's shape", shaped, shaped.rps / bare.rps);
  const ofShaped: string[] = [];
  const referenceRuns = new Map<string, Run>();
  for (const [name, p] of calls) {
    await warm(`${base}${p}`, auth, appServer);
    const r = await load(`${base}${p}`, auth, appServer);
    line(name, r, r.rps / bare.rps);
    ofShaped.push(`${name.slice(4)} ${(r.rps / shaped.rps).toFixed(2)}×`);
    reportFigure({
      figure: `${name} on ${db}`,
      value: r.rps,
      unit: 'req/s',
      of: { label: 'bare Hono', value: bare.rps, min: 0.5 },
    });
    const refPath = referenceOf[name];
    if (reference && refPath) {
      const probe = await fetch(`${reference.url}${refPath}`, { headers: auth });
      if (probe.status !== 200) throw new Error(`reference ${refPath}: ${probe.status} ${await probe.text()}`);
      await warm(`${reference.url}${refPath}`, auth, reference.server);
      const ref = await load(`${reference.url}${refPath}`, auth, reference.server);
      line('  same work: jose + pg', ref, ref.rps / bare.rps);
      referenceRuns.set(name, ref);
      reportFigure({
        figure: `${name} on ${db} against the same work done plainly`,
        value: r.rps,
        unit: 'req/s',
        of: { label: 'jose + pg reference', value: ref.rps, min: 0.7 },
      });
    }
  }
  console.log(
    `The bare route answering in the API's shape (its security headers, the session user's ${Buffer.byteLength(readFileSync(bodyFile))} bytes of JSON, a request id, an access log line) ` +
      `makes ${(shaped.rps / bare.rps).toFixed(2)}× the bare route; against it the API's reads make: ${ofShaped.join(', ')}.`,
  );
  reportFigure({
    figure: `bare Hono in the API's shape (headers, body, access log)`,
    value: shaped.rps,
    unit: 'req/s',
    of: { label: 'bare Hono', value: bare.rps },
  });
  console.log(`\nAt a fixed 2,000 req/s (goal p99 ≤ 20 ms on PostgreSQL):`);
  for (const [name, p] of calls) {
    const r = await load(`${base}${p}`, auth, appServer, 2000);
    line(name, r);
    reportFigure({ figure: `${name} p99 at 2,000 req/s on ${db}`, value: r.p99, unit: 'ms', max: 20 });
    const refPath = referenceOf[name];
    if (reference && refPath)
      line('  same work: jose + pg', await load(`${reference.url}${refPath}`, auth, reference.server, 2000));
  }
  if (referenceRuns.size > 0) {
    console.log(
      `\nAgainst the same work done plainly (jose + pg, no caches): ${[...referenceRuns.keys()].map((n) => n.slice(4)).join(', ')} — goal ≥ 0.7× its req/s.`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
