// The API suite on the embedded PGlite, then again on PostgreSQL when DATABASE_URL is set.
// Extra arguments go to vitest (e.g. a file filter).
import { run } from './run-step.mjs';

const extra = process.argv.slice(2);
const targets = ['pglite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
let failed = 0;
for (const target of targets) {
  console.log(`\n── API tests on ${target} ──`);
  const code = await run('npx', ['vitest', 'run', '--project', 'api', ...extra], { NOCTUA_TEST_DB: target });
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
