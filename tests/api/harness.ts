// Builds the real Hono app over a fresh database for one test file: in-memory PGlite by default,
// or a throwaway database on the PostgreSQL server at DATABASE_URL when NOCTUA_TEST_DB=postgres
// (created here, dropped in close()). Every file starts from the same small venue: a copy of the
// run's database seeded with the 'test' demo once (tests/api/global-setup.ts).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, inject } from 'vitest';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { userPrivileges, users, userVenues } from '../../server/db/schema';
import { createEInvoicing, type EInvoicing, type EInvoicingInput } from '../../server/einvoicing/runtime';
import { readEnv } from '../../server/env';
import { JOB_KINDS } from '../../server/job-kinds';
import { type JobKind, type Jobs, startJobs } from '../../server/lib/jobs';
import { createLogger } from '../../server/lib/logger';
import { hashPassword } from '../../server/lib/password';
import { createPushSender, type PushSender } from '../../server/lib/push';
import { createTokenService, type TokenService } from '../../server/lib/tokens';
import { uuidv7 } from '../../src/contract/uuid';
import { checkAnswer } from './answer-check';
import { adminQuery } from './pg-admin';

export const DEMO_PASSWORD = 'noctua2026';

/** The JSON body of an answer that must have `status` (on a mismatch the body is the failure message). */
export async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return body ? (JSON.parse(body) as T) : (undefined as T);
}
export const DEFAULT_PASSWORD = 'cambiame';

/**
 * The environment of a test app: the tests set NOCTUA_DEFAULT_PASSWORD=cambiame explicitly (the
 * seed's nuevo@ and the accounts admins create then share it); `vars` may override or unset it
 * (NOCTUA_DEFAULT_PASSWORD: '' → a generated password per account).
 */
export function testEnvVars(vars: Record<string, string> = {}): Record<string, string> {
  return { NODE_ENV: 'test', NOCTUA_STATIC_DIR: '/nonexistent', NOCTUA_DEFAULT_PASSWORD: DEFAULT_PASSWORD, ...vars };
}

export interface Harness {
  app: ReturnType<typeof createApp>;
  database: Database;
  tokens: TokenService;
  secret: Uint8Array;
  /** The app's server jobs, without workers: nothing runs until drainJobs(). */
  jobs: Jobs;
  /** Runs every due job now (pushes, night checks…), as a worker would; how many ran. */
  drainJobs(): Promise<number>;
  /** E-invoicing's providers and key box, shared by the app and the jobs. */
  einvoicing: EInvoicing;
  /** The PostgreSQL database's URL (undefined on PGlite), for a second instance on the same data. */
  databaseUrl?: string;
  /** fetch-like helper against the in-process app: path relative to /noctua/api. */
  request(
    method: string,
    path: string,
    init?: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
  login(email: string, password?: string): Promise<string>;
  /** A user holding `codes` at `venueId` (null: no venue), password DEMO_PASSWORD; returns their token. */
  createUser(email: string, codes: readonly string[], venueId: string | null, displayName?: string): Promise<string>;
  close(): Promise<void>;
}

export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.NOCTUA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A new PostgreSQL database, empty or a copy of `template` (the run's seeded database). */
export async function freshPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('NOCTUA_TEST_DB=postgres needs DATABASE_URL');
  const name = `noctua_t_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      break;
    } catch (error) {
      // 55006: the template still has a session (the seeding connection closing, another copy
      // being made): a copy needs it alone for a moment.
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function createHarness(
  opts: {
    seed?: boolean;
    push?: PushSender;
    jobKinds?: readonly JobKind<never>[];
    /** E-invoicing: a provider per venue (an in-memory authority), NOCTUA_SECRET_KEY. */
    einvoicing?: Omit<EInvoicingInput, 'env'> & { secretKey?: string };
  } = {},
): Promise<Harness> {
  const env = { ...readEnv(testEnvVars()), logLevel: 'silent' };
  const { secretKey, ...einvoicingInput } = opts.einvoicing ?? {};
  const einvoicing = createEInvoicing({ env: { ...env, secretKey: secretKey ?? env.secretKey }, ...einvoicingInput });
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  let databaseUrl: string | undefined;
  // The run's seeded database (tests/api/global-setup.ts), copied: not migrated and seeded again.
  const seeded = opts.seed !== false ? inject('apiSeeded') : undefined;
  if (testDbKind() === 'postgres') {
    const fresh = await freshPostgres(seeded);
    drop = fresh.drop;
    databaseUrl = fresh.url;
    // close() drops the database WITH (FORCE): connections it terminates are expected.
    database = await openDatabase({ url: fresh.url }, () => undefined);
  } else {
    database = await openDatabase({ memory: true, from: seeded ? new Blob([readFileSync(seeded)]) : undefined });
  }
  const secret = new Uint8Array(randomBytes(32));
  const tokens = createTokenService(secret, env.tokenTtlSeconds);
  const logger = createLogger('silent');
  // The app's job kinds and the test's own (the same queues every app of the file uses), no workers.
  const jobs = await startJobs({
    database,
    logger,
    push: opts.push ?? createPushSender({ db: database.db, logger, account: undefined }),
    kinds: [...JOB_KINDS, ...(opts.jobKinds ?? [])],
    workers: false,
    einvoicing,
  });
  const app = createApp({ db: database.db, env, logger, tokens, jobs, einvoicing });

  const request: Harness['request'] = (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.rawBody !== undefined) body = init.rawBody;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const url = `/noctua/api${path}`;
    return Promise.resolve(app.request(url, { method, headers, body })).then(async (res) => {
      await checkAnswer(app, method, url, res);
      return res;
    });
  };

  let demoHashOnce: Promise<string> | undefined;
  const demoHash = () => {
    demoHashOnce ??= hashPassword(DEMO_PASSWORD);
    return demoHashOnce;
  };
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const res = await request('POST', '/account/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  return {
    app,
    database,
    tokens,
    secret,
    jobs,
    drainJobs: () => jobs.drain(),
    einvoicing,
    databaseUrl,
    request,
    login,
    async createUser(email, codes, venueId, displayName = 'Test User') {
      const id = uuidv7();
      const [firstName = displayName, ...rest] = displayName.split(' ');
      await database.db.insert(users).values({
        id,
        email,
        firstName,
        lastName: rest.join(' '),
        displayName,
        // One argon2id hash per harness: every created user shares the demo password.
        passwordHash: await demoHash(),
        defaultVenueId: venueId,
      });
      if (venueId) await database.db.insert(userVenues).values({ userId: id, venueId });
      for (const code of codes) await database.db.insert(userPrivileges).values({ userId: id, code });
      return login(email);
    },
    async close() {
      await jobs.stop();
      await database.close();
      await drop?.();
    },
  };
}

/**
 * The app on the harness's database and tokens, with an info-level logger whose lines the test
 * reads (the links the server logs when NOCTUA_LOG_LINKS=1: reset, activation).
 */
export function appWithLogLines(h: Harness, vars: Record<string, string>) {
  const logLines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const env = { ...readEnv(testEnvVars(vars)), logLevel: 'info' };
  const app = createApp({
    db: h.database.db,
    env,
    logger: pino({ level: 'info' }, sink),
    tokens: h.tokens,
    jobs: h.jobs,
    einvoicing: h.einvoicing,
  });
  return { app, logLines };
}
