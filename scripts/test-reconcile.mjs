// `npm run test:reconcile`: the reconciliation property test with many more random nights than
// `npm test` plays (RECONCILE_NIGHTS, default 1,000), on PGlite and, when DATABASE_URL is set, on
// PostgreSQL. RECONCILE_SEED replays one run. A nightly job's command.
import { run } from './run-step.mjs';

const nights = process.env.RECONCILE_NIGHTS ?? '1000';
const targets = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
let failed = 0;
for (const target of targets) {
  console.log(`\n── reconciliation, ${nights} nights on ${target} ──`);
  const code = await run('npx', ['vitest', 'run', '--project', 'api', 'tests/api/reconciliation.test.ts'], {
    NOCTUA_TEST_DB: target,
    RECONCILE_NIGHTS: nights,
  });
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
