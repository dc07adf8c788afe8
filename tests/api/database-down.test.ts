// Liveness, readiness and the API while the database is down (issue 32, item 5). On PostgreSQL the
// server's pool reaches the database through a TCP proxy the test cuts and restores: while it is
// cut, /healthz stays 200, /readyz answers 503 and every API call a translated 503 (never 500);
// once it is back the same app recovers by itself, with no restart. A database that hangs (the
// proxy accepts and forwards nothing) makes /readyz answer 503 within its time limit. On PGlite
// the database lives in the process: "down" is a closed instance (the server shutting down).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/lib/logger';
import { createHarness, DEMO_PASSWORD, type Harness, json, testDbKind } from './harness';
import { type TcpProxy, tcpProxy } from './tcp-proxy';

const DOWN_ES = 'La base de datos no está disponible. Vuelve a intentarlo en unos segundos.';
const DOWN_DE = 'Die Datenbank ist nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.';

let h: Harness;
let proxy: TcpProxy | undefined;
let database: Database;
let app: ReturnType<typeof createApp>;

const call = (method: string, path: string, init: { token?: string; body?: unknown; lang?: string } = {}) =>
  Promise.resolve(
    app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.lang ? { 'accept-language': init.lang } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
const api = (method: string, path: string, init: { token?: string; body?: unknown; lang?: string } = {}) =>
  call(method, `/noctua/api${path}`, init);
const login = () => api('POST', '/account/login', { body: { email: 'admin@noctua.test', password: DEMO_PASSWORD } });

async function expectDown(token: string) {
  const ready = await call('GET', '/readyz');
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: 'unavailable', message: DOWN_ES });
  expect((await call('GET', '/healthz')).status).toBe(200);
  expect((await api('GET', '/version.txt')).status).toBe(200);
  for (const [method, path] of [
    ['GET', '/nights'],
    ['GET', '/venue-settings/ajustes'],
    ['GET', '/user/profile'],
  ] as const) {
    const res = await api(method, path, { token });
    expect(res.status, `${method} ${path}`).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await res.json()).message).toBe(DOWN_ES);
  }
  const de = await api('GET', '/nights', { token, lang: 'de' });
  expect(await json<{ message: string }>(de, 503)).toEqual({ message: DOWN_DE });
  expect((await login()).status).toBe(503);
}

async function waitReady(ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await call('GET', '/readyz');
    if (res.status === 200) return;
    if (Date.now() > until) throw new Error(`not ready after ${ms} ms: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  h = await createHarness();
  if (testDbKind() === 'postgres') {
    const url = new URL(h.databaseUrl as string);
    proxy = await tcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ url: url.toString() }, () => undefined, { connectTimeoutMs: 1000 });
  } else {
    database = await openDatabase({ memory: true, from: new Blob([readFileSync(inject('apiSeeded'))]) });
  }
  const env = { ...readEnv({ NODE_ENV: 'test', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };
  app = createApp({ db: database.db, env, logger: createLogger('silent'), tokens: h.tokens, jobs: h.jobs });
});
afterAll(async () => {
  await proxy?.close();
  await database?.close().catch(() => undefined);
  await h?.close();
});

describe('health and readiness', () => {
  it('/healthz answers without the database, /readyz checks it', async () => {
    const health = await json<{ status: string; version: string }>(await call('GET', '/healthz'));
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    const ready = await json<{ status: string; database: string; ms: number }>(await call('GET', '/readyz'));
    expect(ready).toMatchObject({ status: 'ready', database: testDbKind() });
    for (const path of ['/healthz', '/readyz']) expect((await call('GET', path)).headers.get('cache-control')).toBe('no-store');
  });
});

describe.skipIf(testDbKind() !== 'postgres')('PostgreSQL goes away and comes back', () => {
  it('answers 503 while it is cut and recovers by itself', async () => {
    const token = ((await json<{ accessToken: string }>(await login())) as { accessToken: string }).accessToken;
    expect((await api('GET', '/nights', { token })).status).toBe(200);

    await proxy?.cut();
    await expectDown(token);

    await proxy?.resume();
    await waitReady(10_000);
    expect((await api('GET', '/nights', { token })).status).toBe(200);
    expect((await login()).status).toBe(200);

    // Twice: the pool's connections made after the first recovery are dropped in turn.
    await proxy?.cut();
    await expectDown(token);
    await proxy?.resume();
    await waitReady(10_000);
    expect((await api('GET', '/venue-settings/ajustes', { token })).status).toBe(200);
  });

  it('a database that hangs is not ready within the check’s time limit', async () => {
    const token = ((await json<{ accessToken: string }>(await login())) as { accessToken: string }).accessToken;
    await proxy?.hang();
    const started = Date.now();
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_500);
    // A request waits for a connection at most the pool's connect timeout (1 s here, 5 s by default).
    const res = await api('GET', '/nights', { token });
    expect(res.status).toBe(503);
    await proxy?.resume();
    await waitReady(10_000);
    expect((await api('GET', '/nights', { token })).status).toBe(200);
  });
});

describe.skipIf(testDbKind() !== 'pglite')('PGlite closed', () => {
  it('answers 503, never 500, once the embedded database is closed', async () => {
    const token = ((await json<{ accessToken: string }>(await login())) as { accessToken: string }).accessToken;
    await database.close();
    await expectDown(token);
  });
});
