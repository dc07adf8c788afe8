// Seeds an empty database with the demo venue and prints what it wrote.
//   npx tsx server/db/seed/cli.ts [--large | --size test|demo|large] [--data-dir DIR]
// Uses DATABASE_URL when set, otherwise PGlite in --data-dir (default: NOCTUA_DATA_DIR or ./data).
// Refuses (exit 1) when the database already has a venue.
import { parseArgs } from 'node:util';
import { readEnv } from '../../env';
import { openDatabase } from '../client';
import { isSeeded, type SeedSize, seedDemo } from './index';

const { values } = parseArgs({
  options: {
    large: { type: 'boolean', default: false },
    size: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const size = (values.size ?? (values.large ? 'large' : 'demo')) as SeedSize;
if (!['test', 'demo', 'large'].includes(size)) {
  console.error(`--size must be test, demo or large, not ${size}`);
  process.exit(1);
}

const env = readEnv();
const target = env.databaseUrl ? { url: env.databaseUrl } : { dataDir: values['data-dir'] ?? env.dataDir };
const database = await openDatabase(target);
try {
  if (await isSeeded(database.db)) {
    console.error(`The database (${'url' in target ? 'DATABASE_URL' : target.dataDir}) already has a venue: not seeding.`);
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const summary = await seedDemo(database.db, { size, defaultPassword: env.defaultPassword });
    const seconds = (performance.now() - started) / 1000;
    console.table(summary);
    const rows = Object.values(summary).reduce((s, n) => s + n, 0);
    console.log(`Seeded '${size}' into ${database.kind}: ${rows} rows in ${seconds.toFixed(1)} s`);
  }
} catch (error) {
  // Drizzle's query errors carry every parameter (megabytes of JSON here): print the cause only.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error('Seeding failed:', cause instanceof Error ? cause.message : cause);
  process.exitCode = 1;
} finally {
  await database.close();
}
