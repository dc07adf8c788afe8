// `npm run restore -- <file> [--force]` (scripts/restore.ts): puts a backup (server/ops/archive.ts)
// back, with the server stopped. It refuses a database that holds data unless --force, and it
// keeps what it replaces: nothing is deleted, the previous database files (PGlite) and uploads are
// moved to <data dir>.before-restore-<time>. The restored database is checked against the
// backup's manifest (every table's rows and md5) before it is kept:
// - PGlite: the backup's files are opened and checked beside the data dir, then moved in.
// - PostgreSQL: wipe, load (pg_restore's SQL) and check run in ONE transaction through psql: a
//   failure anywhere leaves the database exactly as it was.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { APPLICATION_NAME } from '../db/client';
import type { Env } from '../env';
import { JOBS_SCHEMA } from '../lib/jobs';
import { type Manifest, moveEntries, readManifest, run, stamp } from './archive';
import { libpq, pgliteDigests } from './backup';
import { databaseEntries, fileEntries, holdDataDir } from './data-dir';
import { dataRows, differences, type Queryable, verifyBlock } from './table-digests';

/** A restore that was refused before anything changed (exit code 2 in the command). */
export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the replaced database files (PGlite) and uploads went; undefined when there were none. */
  keptAside?: string;
  seconds: number;
}

export async function restore(env: Env, file: string, { force = false } = {}): Promise<RestoreResult> {
  const started = performance.now();
  if (!existsSync(file)) throw new RestoreRefused(`no such file: ${file}`);
  // The refusals first, before any work: a server using the database, data without --force.
  let held: { close(): Promise<void> } | undefined;
  if (env.databaseUrl) await checkPostgresTarget(env.databaseUrl, force);
  else {
    held = await holdDataDir(env.dataDir, { role: 'restore' }).catch((err: Error) => {
      throw new RestoreRefused(err.message);
    });
  }
  const parent = path.dirname(env.dataDir);
  mkdirSync(parent, { recursive: true });
  // Beside the data dir, so the restored entries move in by renaming.
  const staging = mkdtempSync(path.join(parent, `.${path.basename(env.dataDir)}.restore-`));
  try {
    if (!env.databaseUrl && existsSync(path.join(env.dataDir, 'PG_VERSION')))
      await refuseIfData(await pgliteRows(env.dataDir), force);
    await run('tar', ['-xzf', path.resolve(file), '-C', staging]);
    const manifest = readManifest(staging);
    const kind = env.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.kind !== kind) {
      throw new RestoreRefused(
        `this is a ${manifest.kind} backup and the target is ${kind} (${kind === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'})`,
      );
    }
    const aside = `${env.dataDir}.before-restore-${stamp()}`;
    let keptAside: string | undefined;
    if (env.databaseUrl) {
      await loadPostgres(env.databaseUrl, staging, manifest);
    } else {
      const restored = path.join(staging, 'database');
      const wrong = differences(manifest.tables, await pgliteDigests(restored));
      if (wrong.length > 0) throw new Error(`the backup's database does not match its manifest:\n${wrong.join('\n')}`);
      const replaced = databaseEntries(env.dataDir);
      if (replaced.length > 0) keptAside = aside;
      moveEntries(env.dataDir, aside, replaced);
      moveEntries(restored, env.dataDir, readdirSync(restored));
    }
    // The uploads: the current ones aside, the backup's in.
    const current = fileEntries(env.dataDir);
    if (current.length > 0) keptAside = aside;
    moveEntries(env.dataDir, aside, current);
    const files = path.join(staging, 'files');
    moveEntries(files, env.dataDir, existsSync(files) ? readdirSync(files) : []);
    return { manifest, keptAside, seconds: (performance.now() - started) / 1000 };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await held?.close();
  }
}

async function refuseIfData(rows: number, force: boolean) {
  if (rows > 0 && !force) {
    throw new RestoreRefused(
      `the target database is not empty (${rows} rows): restoring would replace it. Run again with --force to replace it`,
    );
  }
}

async function pgliteRows(dataDir: string): Promise<number> {
  const client = await PGlite.create({ dataDir, postgresqlconf: ['shared_buffers = 16MB'] });
  try {
    return await dataRows(client as unknown as Queryable);
  } finally {
    await client.close();
  }
}

// The server jobs' schema (server/lib/jobs.ts) is in the dump too: replaced with the rest.
const WIPE = `DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
DROP SCHEMA IF EXISTS ${JOBS_SCHEMA} CASCADE;
CREATE SCHEMA public;
`;

async function checkPostgresTarget(url: string, force: boolean) {
  const client = new pg.Client({ connectionString: url, application_name: 'noctua-restore' });
  await client.connect();
  try {
    const [{ n }] = (
      await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()',
        [APPLICATION_NAME],
      )
    ).rows as [{ n: number }];
    if (n > 0) throw new RestoreRefused(`a Noctua server is connected to this database (${n} connections): stop it first`);
    await refuseIfData(await dataRows(client as unknown as Queryable), force);
  } finally {
    await client.end();
  }
}

async function loadPostgres(url: string, staging: string, manifest: Manifest) {
  const { dbname, env } = libpq(url);
  const dump = path.join(staging, 'database.dump');
  const toSql = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], { stdio: ['ignore', 'pipe', 'pipe'] });
  let toSqlErr = '';
  toSql.stderr.on('data', (d: Buffer) => {
    toSqlErr += d.toString();
  });
  const toSqlDone = new Promise<void>((resolve, reject) => {
    toSql.on('error', (e) => reject(new Error(`pg_restore: ${e.message}`)));
    toSql.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`pg_restore failed (${code}): ${toSqlErr.trim()}`))));
  });
  async function* script() {
    yield WIPE;
    for await (const chunk of toSql.stdout) yield chunk as Buffer;
    // Only a whole dump gets checked (and so committed): a pg_restore that failed half-way stops here.
    await toSqlDone;
    yield verifyBlock(manifest.tables);
  }
  await Promise.all([
    run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', '-', `--dbname=${dbname}`], {
      input: Readable.from(script()),
      env,
    }),
    toSqlDone,
  ]);
}
