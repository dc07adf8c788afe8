// Server jobs across crashes and instances (issue 33), with the real server process
// (dist-server/main.mjs, bundled here when missing): a push job enqueued by a write, the server
// killed -9 before a worker ran it, runs exactly once after the restart; two instances on one
// PostgreSQL never run one scheduled job (a cron occurrence, the start-up housekeeping) twice.
import { readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows-of';
import type { JobsAnswer } from '../../src/contract/jobs';
import type { PushResponse } from '../../src/contract/sync';
import { uuidv7 } from '../../src/contract/uuid';
import { type ServerProcess, serverBundle, startServer, tempDataDir } from '../e2e/server-process';
import { DEMO_PASSWORD, freshPostgres, testDbKind } from './harness';
import { saleToCancel } from './sale-fixture';

const onPostgres = testDbKind() === 'postgres';
let target: DatabaseTarget;
let serverEnv: Record<string, string>;
let cleanup: () => Promise<void> = async () => undefined;
const started: ServerProcess[] = [];

beforeAll(async () => {
  serverBundle(undefined, true);
  const seeded = inject('apiSeeded');
  if (onPostgres) {
    const fresh = await freshPostgres(seeded);
    target = { url: fresh.url };
    serverEnv = { DATABASE_URL: fresh.url };
    cleanup = fresh.drop;
  } else {
    // The run's seeded database (pg-boss installed too) as a data dir of its own.
    const dataDir = tempDataDir('noctua-jobs-crash-');
    const client = await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(seeded)]) });
    await client.close();
    target = { dataDir };
    serverEnv = { NOCTUA_DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  serverEnv = {
    ...serverEnv,
    NOCTUA_SEED: 'none',
    NOCTUA_JWT_SECRET: 'jobs-crash-test-secret',
    NOCTUA_STATIC_DIR: '/nonexistent',
  };
}, 120_000);
afterAll(async () => {
  for (const s of started) await s.stop('SIGKILL');
  await cleanup();
});

async function server(env: Record<string, string> = {}): Promise<ServerProcess> {
  const s = await startServer({ dataDir: serverEnv.NOCTUA_DATA_DIR, env: { ...serverEnv, ...env } });
  started.push(s);
  return s;
}

/** While no server holds the database (PGlite has one owner). */
async function withDatabase<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase(target, () => undefined);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

async function api<T>(s: ServerProcess, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${s.url}/noctua/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}
const login = async (s: ServerProcess, email: string) =>
  (await api<{ accessToken: string }>(s, 'POST', '/account/login', undefined, { email, password: DEMO_PASSWORD })).accessToken;

/** The `job done` log lines of a server, as [kind, id]. */
function jobsDone(s: ServerProcess): Array<[string, string]> {
  return s
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"job done"'))
    .map((line) => JSON.parse(line) as { job: string; id: string })
    .map((l) => [l.job, l.id]);
}

describe('a job enqueued before kill -9', () => {
  it('runs exactly once after the restart', async () => {
    const venueId = await withDatabase(async (db) => {
      const [row] = await rowsOf<{ id: string }>(
        db,
        sql`select default_venue_id as id from users where email = 'supervisor@noctua.test'`,
      );
      return row?.id as string;
    });
    const sale = await withDatabase((db) => saleToCancel(db, venueId));

    // Workers off: the pushes the request causes wait in the database.
    const first = await server({ NOCTUA_JOB_WORKERS: '0' });
    const supervisor = await login(first, 'supervisor@noctua.test');
    const admin = await login(first, 'admin@noctua.test');
    const command = {
      id: uuidv7(),
      seq: 1,
      name: 'cancellation.request',
      args: { requestId: uuidv7(), saleId: sale, reason: 'Cobrado dos veces' },
      createdAt: new Date().toISOString(),
    };
    const pushed = await api<PushResponse>(first, 'POST', '/sync/push', supervisor, { deviceId: 'pos-1', commands: [command] });
    expect(pushed.results[0]?.status).toBe('applied');
    const waiting = (await api<JobsAnswer>(first, 'GET', '/jobs', admin)).jobs.filter((j) => j.kind === 'notification.push');
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((j) => j.state === 'created')).toBe(true);
    await first.stop('SIGKILL');
    expect(jobsDone(first)).toEqual([]);

    const second = await server();
    const ids = new Set(waiting.map((j) => j.id));
    const token = await login(second, 'admin@noctua.test');
    const deadline = Date.now() + 60_000;
    while ((await api<JobsAnswer>(second, 'GET', '/jobs', token)).jobs.some((j) => ids.has(j.id))) {
      if (Date.now() > deadline) throw new Error(`the jobs did not run after the restart:\n${second.output()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    // A few polls more: nothing runs a second time.
    await new Promise((r) => setTimeout(r, 5_000));
    const done = jobsDone(second).filter(([, id]) => ids.has(id));
    expect(done.map(([, id]) => id).sort()).toEqual([...ids].sort());
    await second.stop('SIGTERM');
    const rows = await withDatabase((db) =>
      rowsOf<{ id: string; state: string; retry_count: number }>(
        db,
        sql`select id::text, state::text, retry_count from pgboss.job where name = 'notification.push'`,
      ),
    );
    const mine = rows.filter((r) => ids.has(r.id));
    expect(mine).toHaveLength(ids.size);
    expect(mine.every((r) => r.state === 'completed' && r.retry_count === 0)).toBe(true);
  }, 300_000);
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('never run one scheduled job twice', async () => {
    const since = new Date();
    const [a, b] = await Promise.all([server(), server()]);
    // The night check is due every minute: wait for one run of it somewhere.
    const deadline = Date.now() + 150_000;
    const ranChecks = () => [...jobsDone(a), ...jobsDone(b)].filter(([kind]) => kind === 'night-alerts.check');
    while (ranChecks().length < 1) {
      if (Date.now() > deadline) throw new Error(`no night check ran:\n${a.output()}\n${b.output()}`);
      await new Promise((r) => setTimeout(r, 1_000));
    }
    // Past the next cron pass of both instances (every 30 s): an occurrence sent twice would show.
    await new Promise((r) => setTimeout(r, 35_000));
    await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    const done = [...jobsDone(a), ...jobsDone(b)];
    const ids = done.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    // A cron occurrence is filed once (pg-boss's send-it job, one per schedule and 60-s slot) and
    // forwarded as one job. The night check's job itself carries no slot, and its creation time
    // cannot stand for one: a pass that catches a late schedule up forwards the missed occurrence
    // and the one due now together, two jobs created in the same minute (which a grouping by
    // that minute took for one occurrence sent twice, on a slow CI machine).
    const [cron] = await withDatabase((db) =>
      rowsOf<{ occurrences: number | string; filed: number | string; checks: number | string }>(
        db,
        sql`select
              (select count(distinct singleton_on) from pgboss.job
                where name = '__pgboss__send-it' and data->>'name' = 'night-alerts.check'
                  and created_on >= ${since.toISOString()}::timestamptz) as occurrences,
              (select count(*) from pgboss.job
                where name = '__pgboss__send-it' and data->>'name' = 'night-alerts.check'
                  and created_on >= ${since.toISOString()}::timestamptz) as filed,
              (select count(*) from pgboss.job
                where name = 'night-alerts.check' and created_on >= ${since.toISOString()}::timestamptz) as checks`,
      ),
    );
    const occurrences = Number(cron?.occurrences);
    expect(occurrences).toBeGreaterThan(0);
    // Each occurrence filed by one instance only, and no more night checks than occurrences (the
    // last one may still be on its way when the instances stop).
    expect(Number(cron?.filed)).toBe(occurrences);
    expect(Number(cron?.checks)).toBeGreaterThan(0);
    expect(Number(cron?.checks)).toBeLessThanOrEqual(occurrences);
    // The start-up housekeeping once per 10-minute slot, however many instances start in it (this
    // database's earlier server may have taken this slot already).
    const housekeeping = await withDatabase((db) =>
      rowsOf<{ slot: string; n: number | string }>(
        db,
        sql`select coalesce(singleton_key, '') || ' ' || coalesce(singleton_on::text, '') as slot, count(*) as n
            from pgboss.job where name = 'maintenance.housekeeping' group by 1`,
      ),
    );
    expect(housekeeping.length).toBeGreaterThan(0);
    for (const r of housekeeping) expect(Number(r.n), `maintenance.housekeeping ${r.slot}`).toBe(1);
    expect(done.filter(([kind]) => kind === 'maintenance.housekeeping').length).toBeLessThanOrEqual(1);
  }, 300_000);
});
