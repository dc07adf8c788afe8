// `npm test`: everything CI checks: typecheck, lint, catalogs, unit, API (PGlite, and PostgreSQL
// when DATABASE_URL is set), production build and its bundle budget, end to end in Debian chromium.
// Steps of one stage run side by side (each with its own output buffered and printed when it
// ends), so the two cores of a CI machine are both busy: the type check beside lint and the
// catalogs, the unit tests beside the build, the API suite on PGlite beside the one on PostgreSQL,
// and the browser tests alone (E2E_SHARDS shards, default 1: see below), each shard with its own
// server and data dir (tests/e2e/global-setup.ts), so no shard sees another's data. A failing stage stops the run.
// Vitest results are collected as JSON so the last line sums up every test that ran.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run, runBuffered } from './run-step.mjs';

const out = path.resolve('test-results');
rmSync(path.join(out, 'json'), { recursive: true, force: true });
mkdirSync(path.join(out, 'json'), { recursive: true });
const reports = [];
const vitest = (name, args, env = {}) => {
  const file = path.join(out, 'json', `${name}.json`);
  reports.push(file);
  return ['npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env];
};

// Browser test files run in ONE shard by default: measured on the 2-core CI machine, the whole
// browser suite took 570 s in one vitest process, and 1,400–1,450 s per shard when two shards ran
// side by side (two chromiums and two servers thrash the two cores). E2E_SHARDS=n splits the files
// across n shards by their usual duration (seconds in one shard, measured in session 28 on the
// 2-core machine: 1,235 s in all, the CPU busy throughout — load 4 to 5; files not listed count
// as 30), longest first onto the least loaded shard, for a bigger machine.
const E2E_SECONDS = {
  'security-headers': 210,
  'offline-every-account': 186,
  'sync-fault': 133,
  navigation: 48,
  'shell-pages': 41,
  'pos-config-screens': 40,
  'stock-count-full': 36,
  'app-downloads-screen': 36,
  purchasing: 31,
  'staff-admin': 34,
  'two-factor': 29,
  'offline-count': 28,
  einvoicing: 27,
  'cashflow-screens': 27,
  'cash-register': 27,
  'account-settings': 25,
  'money-lists-phone': 23,
  'door-checkin-offline': 22,
  'vip-mobile-orders': 21,
  'pwa-install': 20,
  'background-sync': 20,
  'resto-orders': 19,
  'balance-sheet': 19,
  'version-update': 16,
  durability: 16,
  'cancellation-offline': 14,
  'sign-in': 13,
  'night-picker': 13,
  'night-ops-screens': 13,
  'prerendered-login': 11,
  'number-input': 11,
  'home-live': 11,
  'offline-screens': 10,
  'background-refresh': 10,
  'vip-cards-offline': 8,
  'venue-time': 8,
  'vip-card-actions': 6,
  push: 5,
};
const shardCount = Math.max(1, Number.parseInt(process.env.E2E_SHARDS ?? '', 10) || 1);
const e2eFiles = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => ({ file: `tests/e2e/${f}`, seconds: E2E_SECONDS[f.replace('.test.ts', '')] ?? 30 }))
  .sort((a, b) => b.seconds - a.seconds);
const shards = Array.from({ length: Math.min(shardCount, e2eFiles.length) }, () => ({ files: [], seconds: 0 }));
for (const f of e2eFiles) {
  const lightest = shards.reduce((a, b) => (b.seconds < a.seconds ? b : a));
  lightest.files.push(f.file);
  lightest.seconds += f.seconds;
}
const e2e =
  shards.length === 1
    ? [['e2e', ...vitest('e2e', ['--project', 'e2e'])]]
    : shards.map((s, i) => [`e2e ${i + 1}/${shards.length}`, ...vitest(`e2e-${i + 1}`, ['--project', 'e2e', ...s.files])]);

/** Stages in order; the steps inside one stage run concurrently. */
const stages = [
  [
    ['typecheck', 'npm', ['run', '-s', 'typecheck']],
    ['lint + catalogs', 'sh', ['-c', 'npm run -s lint && npm run -s i18n:check']],
  ],
  // The catalog check rewrites src/locales in place for a moment: the build and the unit tests
  // (which compile the catalogs) start only after it. Vitest's default is one worker on two cores
  // (cores − 1); unit files are mostly start-up (a fresh jsdom each), so two workers beside the
  // short build halve the stage (measured: 440 s → 142 s with the setup's lighter imports).
  [
    ['unit', ...vitest('unit', ['--project', 'unit', '--maxWorkers=2'])],
    ['build', 'npm', ['run', '-s', 'build']],
  ],
  // The bundle budget (issue 20) reads the build's manifest: the login route ≤ 180 KiB gzip, every
  // lazy chunk ≤ 50 KiB (scripts/check-bundle-budget.mjs). A second or so, before the long stages.
  [['bundle budget', 'node', ['scripts/check-bundle-budget.mjs']]],
  [
    ['api on PGlite', ...vitest('api-pglite', ['--project', 'api'], { NOCTUA_TEST_DB: 'pglite' })],
    ...(process.env.DATABASE_URL
      ? [['api on PostgreSQL', ...vitest('api-postgres', ['--project', 'api'], { NOCTUA_TEST_DB: 'postgres' })]]
      : []),
  ],
  e2e,
];

const results = [];
for (const stage of stages) {
  const started = Date.now();
  const outcome = await Promise.all(
    stage.map(async ([name, cmd, args, env]) => {
      const t0 = Date.now();
      const code = stage.length === 1 ? await run(cmd, args, env, name) : await runBuffered(cmd, args, env, name);
      return { name, code, seconds: Math.round((Date.now() - t0) / 1000) };
    }),
  );
  results.push(...outcome);
  console.log(`\n━━ stage done in ${Math.round((Date.now() - started) / 1000)}s ━━`);
  if (outcome.some((r) => r.code !== 0)) break;
}

let passed = 0;
let failed = 0;
let skipped = 0;
/** The failing tests by name (file › title: first line of the message), for the last lines of the log. */
const failures = [];
for (const file of reports) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    for (const suite of r.testResults ?? []) {
      const where = path.relative(process.cwd(), suite.name ?? '');
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) {
        const first = String(t.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        failures.push(`${where} › ${t.fullName ?? t.title}: ${first}`);
      }
      // A file that failed outside any test (a hook, an import) has no failed assertion.
      if (failedTests.length === 0 && suite.status === 'failed')
        failures.push(
          `${where}: ${String(suite.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
    }
  } catch {
    // that step did not run
  }
}
console.log('\n━━ summary ━━');
for (const f of failures) console.log(`failed: ${f}`);
for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const stepFailed = results.some((r) => r.code !== 0);
if (stepFailed && failed === 0) failed = 1; // a failing non-vitest step counts as a failure
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepFailed ? 1 : 0);
