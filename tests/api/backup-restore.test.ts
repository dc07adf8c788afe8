// Backup and restore of a venue (issue 32, item 5), through the commands an operator runs
// (`npm run backup`, `npm run restore`: scripts/backup.ts, scripts/restore.ts) as child processes:
// seed, back up while the server runs, wipe, restore, and compare every table (rows and an md5 of
// its content) with what it held before; uploads come back, the JWT secret is never in a backup.
// Also: restore refuses a database in use by a server, and one that holds data without --force.
// On PGlite the "server" is this process holding the data dir (the database open, its control
// socket answering), as server/main.ts does; on PostgreSQL a database of the run's seeded template.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import { holdDataDir } from '../../server/ops/data-dir';
import { type Queryable, type TableDigests, tableDigests } from '../../server/ops/table-digests';
import { testDbKind } from './harness';
import { adminQuery } from './pg-admin';

const kind = testDbKind();
const root = mkdtempSync(path.join(tmpdir(), 'noctua-ops-backup-'));
const dataDir = path.join(root, 'data');
const outDir = path.join(root, 'backups');
const RECEIPT = 'receipts/01b0c7e2-backup-test';
let databaseUrl: string | undefined;
let dbName: string | undefined;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** One of the operator's commands, as `npm run` starts it, against this test's data dir and database. */
function command(script: 'backup' | 'restore', args: string[]): Promise<Ran> {
  const env: NodeJS.ProcessEnv = { ...process.env, NOCTUA_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const tar = (args: string[]) =>
  new Promise<string>((resolve, reject) => execFile('tar', args, (err, out) => (err ? reject(err) : resolve(out))));

async function digestsOf(db: Queryable & { query(text: string): Promise<unknown> }): Promise<TableDigests> {
  await db.query('BEGIN');
  try {
    return await tableDigests(db);
  } finally {
    await db.query('COMMIT');
  }
}

async function currentDigests(): Promise<TableDigests> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await digestsOf(client as unknown as Queryable);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir });
  try {
    return await digestsOf(client as unknown as Queryable);
  } finally {
    await client.close();
  }
}

/** The running server: the database open (and on PGlite the data dir's control socket held). */
async function startServer() {
  const database: Database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir }, () => undefined);
  const held = databaseUrl ? undefined : await holdDataDir(dataDir, { role: 'server', snapshot: database.snapshot });
  return {
    database,
    stop: async () => {
      await database.close();
      await held?.close();
    },
  };
}

beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  if (kind === 'postgres') {
    const admin = process.env.DATABASE_URL as string;
    dbName = `noctua_ops_${randomBytes(6).toString('hex')}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await adminQuery(admin, `CREATE DATABASE ${dbName} TEMPLATE ${inject('apiSeeded')}`);
        break;
      } catch (error) {
        // 55006: another file is copying the template at this moment.
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const url = new URL(admin);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  } else {
    // The run's seeded database, as a data dir on disk (the server's kind of PGlite).
    const seeded = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(inject('apiSeeded'))]) });
    await seeded.close();
  }
  mkdirSync(path.join(dataDir, 'receipts'), { recursive: true });
  writeFileSync(path.join(dataDir, RECEIPT), 'a receipt, as uploaded');
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'not for backups');
});
afterAll(async () => {
  if (dbName) await adminQuery(process.env.DATABASE_URL as string, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(root, { recursive: true, force: true });
});

describe(`backup, wipe, restore on ${kind}`, () => {
  let before: TableDigests;
  let file: string;

  it('backs up while the server runs', async () => {
    const server = await startServer();
    try {
      // What the database holds, read by the running server's own connection.
      before = databaseUrl
        ? await currentDigests()
        : await digestsOf(
            (server.database.db as unknown as { $client: Queryable & { query(text: string): Promise<unknown> } }).$client,
          );
      expect(Object.keys(before).length).toBeGreaterThan(50);
      expect(before['public.users']?.rows).toBeGreaterThan(0);
      const ran = await command('backup', ['--out', outDir]);
      expect(ran.code, ran.stderr).toBe(0);
      if (kind === 'pglite') expect(ran.stdout).toContain('database copied by server');
      // While the server holds the database, a restore is refused and changes nothing.
      const [name] = readdirSync(outDir);
      expect(name).toMatch(new RegExp(`^noctua-${kind}-\\d{8}T\\d{6}Z\\.tar\\.gz$`));
      file = path.join(outDir, name as string);
      const refused = await command('restore', [file, '--force']);
      expect(refused.code, refused.stdout).toBe(2);
      expect(refused.stderr).toMatch(/stop it first/);
    } finally {
      await server.stop();
    }
    const listing = await tar(['-tzf', file]);
    expect(listing).toContain(`./files/${RECEIPT}`);
    expect(listing).toContain('./manifest.json');
    expect(listing).not.toContain('jwt-secret');
    expect(listing).not.toContain('noctua.sock');
  });

  it('restores a wiped database and its uploads: every table as it was', async () => {
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('DROP SCHEMA drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await client.end();
      rmSync(path.join(dataDir, 'receipts'), { recursive: true });
    } else {
      for (const entry of readdirSync(dataDir))
        if (entry !== 'jwt-secret') rmSync(path.join(dataDir, entry), { recursive: true });
    }
    const ran = await command('restore', [file]);
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stdout).toMatch(/every table checked/);
    const after = await currentDigests();
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [table, digest] of Object.entries(before)) expect(after[table], table).toEqual(digest);
    expect(readFileSync(path.join(dataDir, RECEIPT), 'utf8')).toBe('a receipt, as uploaded');
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('not for backups');
  });

  it('refuses a database that holds data without --force; with it, replaces it and keeps the old aside', async () => {
    writeFileSync(path.join(dataDir, 'receipts', 'later-upload'), 'uploaded after the backup');
    const refused = await command('restore', [file]);
    expect(refused.code, refused.stdout).toBe(2);
    expect(refused.stderr).toMatch(/not empty .* --force/);
    expect(existsSync(path.join(dataDir, 'receipts', 'later-upload'))).toBe(true);
    const ran = await command('restore', [file, '--force']);
    expect(ran.code, ran.stderr).toBe(0);
    const aside = /in (\S+): delete it/.exec(ran.stdout)?.[1];
    expect(aside && existsSync(path.join(aside, 'receipts', 'later-upload'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'receipts', 'later-upload'))).toBe(false);
    expect(await currentDigests()).toEqual(before);
  });

  it('a backup that does not restore to what its manifest says changes nothing', async () => {
    const tampered = path.join(root, 'tampered');
    mkdirSync(tampered);
    await tar(['-xzf', file, '-C', tampered]);
    const manifestFile = path.join(tampered, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { tables: TableDigests };
    (manifest.tables['public.users'] as { rows: number }).rows += 1;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const bad = path.join(root, 'tampered.tar.gz');
    await tar(['-czf', bad, '-C', tampered, '.']);
    const ran = await command('restore', [bad, '--force']);
    expect(ran.code, ran.stdout).toBe(1);
    expect(ran.stderr).toMatch(/public\.users/);
    expect(await currentDigests()).toEqual(before);
  });
});
