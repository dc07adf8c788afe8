// npm run backup [-- --out DIR]
//
// Backs up the venue's database and uploads, while the server runs, into one file:
//   DIR/noctua-<pglite|postgres>-<UTC time>.tar.gz      (DIR: ./backups by default)
// PostgreSQL when DATABASE_URL is set (pg_dump, on PATH), otherwise the PGlite data dir
// (NOCTUA_DATA_DIR, ./data). README "Operations"; the code is server/ops/backup.ts.
import { parseArgs } from 'node:util';
import { readEnv } from '../server/env';
import { backup } from '../server/ops/backup';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' }, help: { type: 'boolean', short: 'h' } } });
if (values.help) {
  console.log('Usage: npm run backup [-- --out DIR]   (writes DIR/noctua-<kind>-<time>.tar.gz; DIR defaults to ./backups)');
  process.exit(0);
}
try {
  const done = await backup(readEnv(), values.out);
  const tables = Object.values(done.manifest.tables);
  const rows = tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${done.manifest.kind}: ${tables.length} tables, ${rows} rows, ${done.manifest.files.length} upload folders` +
      (done.snapshot ? `; database copied by ${done.snapshot.by} in ${done.snapshot.ms} ms` : ''),
  );
  console.log(`${done.file} (${(done.bytes / 1e6).toFixed(1)} MB, ${done.seconds.toFixed(1)} s)`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
