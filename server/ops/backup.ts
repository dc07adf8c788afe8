// `npm run backup` (scripts/backup.ts): one venue's database and uploads in one file
// (server/ops/archive.ts), while the server runs.
// - PostgreSQL (DATABASE_URL): pg_dump in the snapshot of a read-only transaction, which also
//   computes every table's digest for the manifest: the dump and the digests see the same rows.
// - PGlite: the running server copies its database files over the data dir's control socket
//   (server/ops/data-dir.ts); with no server running, the command opens the data dir itself. The
//   copy is then opened here, so the manifest's digests are what a restore will find, and a copy
//   that does not open fails the backup instead of being found out at restore time.
// Uploads are copied after the database: a file uploaded meanwhile may be in the backup without
// its row (harmless); a row's file is never missing, as uploads are never changed in place.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { APP_VERSION } from '../../src/contract/version';
import type { Env } from '../env';
import { FORMAT, type Manifest, run, stamp } from './archive';
import { askHolder, fileEntries, holdDataDir, snapshotPglite } from './data-dir';
import { type Queryable, type TableDigests, tableDigests } from './table-digests';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
  seconds: number;
  /** PGlite: who copied the database files, and how long the database was held for it. */
  snapshot?: { by: 'server' | 'this command'; ms: number };
}

export async function backup(env: Env, outDir: string): Promise<BackupResult> {
  const started = performance.now();
  const out = path.resolve(outDir);
  mkdirSync(out, { recursive: true });
  const kind = env.databaseUrl ? 'postgres' : 'pglite';
  const name = `noctua-${kind}-${stamp()}`;
  const staging = mkdtempSync(path.join(out, `.${name}-`));
  try {
    let tables: TableDigests;
    let snapshot: BackupResult['snapshot'];
    if (env.databaseUrl) tables = await dumpPostgres(env.databaseUrl, path.join(staging, 'database.dump'));
    else ({ tables, snapshot } = await copyPglite(env.dataDir, path.join(staging, 'database')));
    const files = fileEntries(env.dataDir);
    mkdirSync(path.join(staging, 'files'));
    for (const entry of files) {
      await cp(path.join(env.dataDir, entry), path.join(staging, 'files', entry), { recursive: true, preserveTimestamps: true });
    }
    const manifest: Manifest = {
      format: FORMAT,
      kind,
      createdAt: new Date().toISOString(),
      appVersion: APP_VERSION,
      tables,
      files,
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const file = path.join(out, `${name}.tar.gz`);
    // Written under another name and renamed: a file with the final name is always a whole backup.
    await run('tar', ['-czf', `${file}.partial`, '-C', staging, '.']);
    // Password hashes and guests' data: readable by the owner only.
    chmodSync(`${file}.partial`, 0o600);
    renameSync(`${file}.partial`, file);
    return { file, bytes: statSync(file).size, manifest, seconds: (performance.now() - started) / 1000, snapshot };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** pg_dump of `url` into `file`, in the snapshot the returned digests were computed in. */
async function dumpPostgres(url: string, file: string): Promise<TableDigests> {
  const client = new pg.Client({ connectionString: url, application_name: 'noctua-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [{ id }] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows as [{ id: string }];
    const tables = await tableDigests(client as unknown as Queryable);
    const { dbname, env } = libpq(url);
    await run('pg_dump', ['--format=custom', `--snapshot=${id}`, `--file=${file}`, `--dbname=${dbname}`], { env });
    await client.query('COMMIT');
    return tables;
  } finally {
    await client.end();
  }
}

/** The connection string for a PostgreSQL tool, its password passed in the environment (not on `ps`). */
export function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** PGlite's files copied into `target` (by the server when it runs), then opened for their digests. */
async function copyPglite(dataDir: string, target: string) {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new Error(`no PGlite database in ${dataDir}`);
  const byServer = await askHolder<{ ms: number }>(dataDir, 'POST', '/snapshot', { target });
  let snapshot: BackupResult['snapshot'] = byServer ? { by: 'server', ms: byServer.ms } : undefined;
  if (!snapshot) {
    const held = await holdDataDir(dataDir, { role: 'backup' });
    try {
      const client = await PGlite.create({ dataDir, postgresqlconf: ['shared_buffers = 16MB'] });
      try {
        snapshot = { by: 'this command', ...(await snapshotPglite(client, dataDir, target)) };
      } finally {
        await client.close();
      }
    } finally {
      await held.close();
    }
  }
  return { tables: await pgliteDigests(target), snapshot };
}

/** The digests of the PGlite database in `dir` (opened, read, closed). */
export async function pgliteDigests(dir: string): Promise<TableDigests> {
  const client = await PGlite.create({ dataDir: dir, postgresqlconf: ['shared_buffers = 16MB'] });
  try {
    return await client.transaction((tx) => tableDigests(tx as unknown as Queryable));
  } finally {
    await client.close();
  }
}
