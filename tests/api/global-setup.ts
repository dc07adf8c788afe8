// The seeded database every API test file starts from, built once per run: migrations and the
// 'test' demo seed (with its argon2id hashes) took ~3.5 s of each file's set-up, most of the API
// suite's time. On PGlite it is a data-dir dump that each harness loads; on PostgreSQL a template
// database that each harness copies with CREATE DATABASE … TEMPLATE. A file that seeds nothing
// (`createHarness({ seed: false })`) still migrates a fresh database itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/index';
import { readEnv } from '../../server/env';
import { startAppJobs } from '../../server/job-kinds';
import { createLogger } from '../../server/lib/logger';
import { adminQuery } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the seeded data dir's dump (a file); PostgreSQL: the seeded template database's name. */
    apiSeeded: string;
  }
}

let cleanup: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  const { defaultPassword } = readEnv({ NODE_ENV: 'test', NOCTUA_STATIC_DIR: '/nonexistent' });
  if (process.env.NOCTUA_TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('NOCTUA_TEST_DB=postgres needs DATABASE_URL');
    const name = `noctua_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() }, () => undefined);
    await seedDemo(database.db, { size: 'test', defaultPassword });
    await installJobs(database);
    await database.close();
    cleanup = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    project.provide('apiSeeded', name);
    return;
  }
  const database = await openDatabase({ memory: true });
  await seedDemo(database.db, { size: 'test', defaultPassword });
  await installJobs(database);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'noctua-api-seeded-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
  project.provide('apiSeeded', file);
}

/** pg-boss's tables and the app's queues, made once here rather than in every file's copy. */
async function installJobs(database: Awaited<ReturnType<typeof openDatabase>>) {
  const jobs = await startAppJobs({ database, logger: createLogger('silent') });
  await jobs.stop();
}

export async function teardown() {
  await cleanup?.();
}
