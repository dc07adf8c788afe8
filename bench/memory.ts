// Server memory (issue 20): the resident set (RSS) of the process `npm start` runs — the app and its
// embedded PGlite — with the demo venue in a data dir, after a simulated night. Goal ≤ 200 MB.
//   npm run bench:memory        BENCH_NIGHT_BATCHES (default 60) batches of 50 sales
// The demo venue is seeded into a temporary data dir by a first process (as a first `npm start`
// does); a second process opens it (as a restart does) and is the one measured: RSS once open,
// then through the night — 4 bar terminals sending their sales while 3 staff devices make their
// first sync (the bulk snapshot and the delta after it) and the home screen, tonight's figures and
// the session are read after every batch — its peak, and once the night is over and the server
// has been idle for 15 s (nothing forced). Figures only; nothing is asserted.
// Measured here (session 10), the app loaded through tsx: 298 MB once open, 380 MB at the night's
// peak; tsx alone held ~170 MB of it, hence the bundled server (scripts/build-server.mjs).
// Session 14, bundled, default node flags: 290 MB idle after the night, of which V8's heap held
// 78 MB (27 used) and the memory allocator's per-thread arenas most of the rest. The serve script's
// flags (2 MB semi-spaces, one V8 worker thread instead of one per core): 187–200 MB in three runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { seedDemo } from '../server/db/seed/index';
import { readEnv } from '../server/env';
import type { SnapshotResponse } from '../src/contract/sync';
import { serverNodeFlags } from '../tests/e2e/server-process';
import { prepareNight, SALES_PER_BATCH } from './lib/night';
import { reportFigure } from './lib/report';

const MB = 1024 * 1024;
const BATCHES = Number.parseInt(process.env.BENCH_NIGHT_BATCHES ?? '', 10) || 60;
const TERMINALS = 4;
const DEVICES = 3;
const IDLE_SECONDS = 15;
const rss = () => process.memoryUsage().rss / MB;
/**
 * Where the resident memory is: V8's heap (reserved and used) and everything outside it. PGlite's
 * WebAssembly memory is outside: its module starts with 128 MiB reserved (external), of which only
 * the pages Postgres touched are resident.
 */
function breakdown(): string {
  const m = process.memoryUsage();
  const f = (n: number) => `${(n / MB).toFixed(0)} MB`;
  return `rss ${f(m.rss)} = V8 heap ${f(m.heapTotal)} (used ${f(m.heapUsed)}) + outside V8's heap ${f(m.rss - m.heapTotal)} (PGlite's WebAssembly memory and other external memory reserve ${f(m.external)}, resident where touched)`;
}

const [mode, dataDir] = process.argv.slice(2);
if (mode === '--seed' && dataDir) {
  // The first process: seeds the demo venue, as the first `npm start` does.
  const database = await openDatabase({ dataDir });
  await seedDemo(database.db, { size: 'demo', defaultPassword: readEnv({ NODE_ENV: 'production' }).defaultPassword });
  await database.close();
} else if (mode === '--night' && dataDir) {
  await measureNight(dataDir);
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'noctua-bench-memory-'));
  try {
    const self = path.join(import.meta.dirname, 'memory.ts');
    const tsx = ['--import', 'tsx'];
    console.log('Server memory: seeding the demo venue into a data dir …');
    if (spawnSync(process.execPath, [...tsx, self, '--seed', dir], { stdio: 'inherit' }).status !== 0) process.exit(1);
    // The measured process runs bundled code under plain node, as the server does (npm start runs
    // dist-server/main.mjs): this benchmark is bundled beside it, with the migrations it needs.
    const bundled = path.join('dist-server', 'bench-memory.mjs');
    const bundling = spawnSync(process.execPath, ['scripts/build-server.mjs', self, 'bench-memory.mjs'], { stdio: 'inherit' });
    if (bundling.status !== 0) process.exit(1);
    // With the node flags of `npm start` (package.json's serve script), as a venue runs it.
    const night = spawnSync(process.execPath, [...serverNodeFlags(), bundled, '--night', dir], { stdio: 'inherit' });
    rmSync(bundled, { force: true });
    process.exitCode = night.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureNight(dir: string): Promise<void> {
  const database = await openDatabase({ dataDir: dir });
  const databaseOpen = rss();
  console.log(`database open: ${breakdown()}`);
  const night = await prepareNight(database, TERMINALS);
  const { api, adminToken, keys, makeBatch, send } = night;
  const opened = rss();
  let peak = opened;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 50);

  // Each device's first sync: the snapshot page by page, then the delta from its version.
  const firstSync = async () => {
    let cursor = '';
    let rows = 0;
    for (;;) {
      const res = await api(`/sync/snapshot?limit=1000${cursor ? `&cursor=${cursor}` : ''}`, {
        method: 'GET',
        token: adminToken,
      });
      const page = (await res.json()) as SnapshotResponse;
      rows += page.tables.reduce((n, t) => n + t.rows.length, 0);
      if (page.done) {
        await api(`/sync/pull?cursor=${page.pullCursor}`, { method: 'GET', token: adminToken });
        return rows;
      }
      cursor = page.cursor;
    }
  };
  const started = performance.now();
  const [synced] = await Promise.all([
    Promise.all(Array.from({ length: DEVICES }, firstSync)),
    (async () => {
      let next = 0;
      await Promise.all(
        keys.map(async (key) => {
          while (next < BATCHES) {
            next++;
            await send(key, makeBatch());
            for (const p of ['/nights/current', '/account/my-account', '/gerencia/en-vivo']) {
              await api(p, { method: 'GET', token: adminToken });
            }
          }
        }),
      );
    })(),
  ]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rss());
  // Then the server is idle, as after closing time: nothing is forced, V8 gives back what its
  // memory reducer gives back (it starts after some seconds of low allocation).
  const idle: number[] = [];
  for (let second = 0; second < IDLE_SECONDS; second++) {
    await new Promise((r) => setTimeout(r, 1000));
    idle.push(rss());
  }
  console.log(`idle after the night, RSS each second: ${idle.map((n) => n.toFixed(0)).join(' ')} MB`);
  const after = rss();
  console.log(`after the night: ${breakdown()}`);
  await night.jobs.stop();
  await database.close();

  console.log(
    `night: ${BATCHES * SALES_PER_BATCH} sales from ${TERMINALS} terminals, ${DEVICES} first syncs of ` +
      `${synced[0]} rows each, home and tonight's figures read after every batch, in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `RSS with the database open ${databaseOpen.toFixed(0)} MB · signed in, terminals made ${opened.toFixed(0)} MB · peak during the night ${peak.toFixed(0)} MB · idle ${IDLE_SECONDS} s after it ${after.toFixed(0)} MB (goal ≤ 200 MB)`,
  );
  reportFigure({ figure: 'server RSS once open (PGlite, demo venue)', value: databaseOpen, unit: 'MB', max: 200 });
  reportFigure({ figure: 'server RSS peak during a simulated night', value: peak, unit: 'MB', max: 200 });
  reportFigure({ figure: `server RSS ${IDLE_SECONDS} s after a simulated night`, value: after, unit: 'MB', max: 200 });
}
