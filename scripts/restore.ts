// npm run restore -- <backup file> [--force]
//
// Restores a file written by `npm run backup` into the database this configuration points at
// (DATABASE_URL, or the PGlite data dir NOCTUA_DATA_DIR) and its data dir's uploads. Stop the server
// first. Refuses a database that holds data unless --force; what it replaces is moved to
// <data dir>.before-restore-<time>, never deleted. Exit 0 restored, 1 failed (nothing changed),
// 2 refused. README "Operations"; the code is server/ops/restore.ts.
import { parseArgs } from 'node:util';
import { readEnv } from '../server/env';
import { RestoreRefused, restore } from '../server/ops/restore';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
const [file] = positionals;
if (values.help || !file || positionals.length > 1) {
  console.log('Usage: npm run restore -- <backup file> [--force]');
  process.exit(values.help ? 0 : 1);
}
try {
  const done = await restore(readEnv(), file, { force: values.force });
  const tables = Object.values(done.manifest.tables);
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored the ${done.manifest.kind} backup of ${done.manifest.createdAt}: ${tables.length} tables, ${rows} rows, every table checked (${done.seconds.toFixed(1)} s)`,
  );
  if (done.keptAside) console.log(`What it replaced is in ${done.keptAside}: delete it once the venue checks out.`);
} catch (error) {
  console.error(`Restore ${error instanceof RestoreRefused ? 'refused' : 'failed'}: ${(error as Error).message}`);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
}
