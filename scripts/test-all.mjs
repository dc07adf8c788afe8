// `npm test`: everything CI checks, in order: typecheck, lint, catalogs, unit, API (PGlite, and
// PostgreSQL when DATABASE_URL is set), production build, end to end in Debian chromium.
// Vitest results are collected as JSON so the last line sums up every test that ran.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from './run-step.mjs';

const out = path.resolve('test-results');
rmSync(path.join(out, 'json'), { recursive: true, force: true });
mkdirSync(path.join(out, 'json'), { recursive: true });
const reports = [];
const vitest = (name, args, env = {}) => {
  const file = path.join(out, 'json', `${name}.json`);
  reports.push(file);
  return ['npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env];
};

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['catalogs', 'npm', ['run', '-s', 'i18n:check']],
  ['unit', ...vitest('unit', ['--project', 'unit'])],
  ['api on PGlite', ...vitest('api-pglite', ['--project', 'api'], { NOCTUA_TEST_DB: 'pglite' })],
  ...(process.env.DATABASE_URL
    ? [['api on PostgreSQL', ...vitest('api-postgres', ['--project', 'api'], { NOCTUA_TEST_DB: 'postgres' })]]
    : []),
  ['build', 'npm', ['run', '-s', 'build']],
  ['e2e', ...vitest('e2e', ['--project', 'e2e'])],
];

const results = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(cmd, args, env);
  results.push({ name, code, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) break;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } catch {
    // that step did not run
  }
}
console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const stepFailed = results.some((r) => r.code !== 0);
if (stepFailed && failed === 0) failed = 1; // a failing non-vitest step counts as a failure
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(stepFailed ? 1 : 0);
