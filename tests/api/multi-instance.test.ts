// Keep proving it (issue 15): a busy venue group scales out with several instances on one
// PostgreSQL sharing NOCTUA_JWT_SECRET. Two instances here are two apps with their own connection
// pools and in-memory state over the same database and secret; they take sign-ins, sync pushes
// and VIP money retries in parallel, and nothing is duplicated, lost or stale between them.
// PostgreSQL only (PGlite is one process's embedded database).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { appliedCommands, cardLedger, stockCounts, stockLocations, users, vipCards } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { startAppJobs } from '../../server/job-kinds';
import type { Jobs } from '../../server/lib/jobs';
import { createLogger } from '../../server/lib/logger';
import { createTokenService } from '../../server/lib/tokens';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, DEMO_PASSWORD, type Harness, testDbKind } from './harness';

const onPostgres = testDbKind() === 'postgres';
let h: Harness;
let second: Database;
let b: ReturnType<typeof createApp>;
let bJobs: Jobs;

beforeAll(async () => {
  if (!onPostgres) return;
  h = await createHarness();
  second = await openDatabase({ url: h.databaseUrl as string }, () => undefined);
  const env = { ...readEnv({ NODE_ENV: 'test', NOCTUA_STATIC_DIR: '/nonexistent' }), logLevel: 'silent' };
  bJobs = await startAppJobs({ database: second, logger: createLogger('silent') });
  b = createApp({
    db: second.db,
    env,
    logger: createLogger('silent'),
    tokens: createTokenService(h.secret, env.tokenTtlSeconds),
    jobs: bJobs,
  });
});
afterAll(async () => {
  await bJobs?.stop();
  await second?.close();
  await h?.close();
});

type Call = (
  method: string,
  path: string,
  init?: { body?: unknown; token?: string; headers?: Record<string, string> },
) => Promise<Response>;
const onA: Call = (method, path, init) => h.request(method, path, init);
const onB: Call = (method, path, init = {}) =>
  Promise.resolve(
    b.request(`/noctua/api${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
const either = (i: number): Call => (i % 2 === 0 ? onA : onB);
const tokenOf = async (res: Response) => ((await res.json()) as { accessToken: string }).accessToken;

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('sign in on either, use the token on the other; a deactivation on one ends the session on the other at once', async () => {
    // Five devices at once (an attempt is claimed before its password is checked, so more than five
    // at the same instant would meet the lockout, right or wrong: issue 15's parallel-guess rule).
    const signIns = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        either(i)('POST', '/account/login', { body: { email: 'vip@noctua.test', password: DEMO_PASSWORD } }),
      ),
    );
    expect(signIns.map((r) => r.status)).toEqual(Array(5).fill(200));
    const fromA = await tokenOf(signIns[0] as Response);
    expect((await onB('GET', '/account/my-account', { token: fromA })).status).toBe(200);
    const admin = await tokenOf(
      await onA('POST', '/account/login', { body: { email: 'admin@noctua.test', password: DEMO_PASSWORD } }),
    );
    const [vip] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'vip@noctua.test'));
    expect((await onA('POST', `/user/manage-users/${vip?.id}/deactivate`, { token: admin })).status).toBe(200);
    expect((await onB('GET', '/account/my-account', { token: fromA })).status).toBe(401);
    expect((await onA('POST', `/user/manage-users/${vip?.id}/activate`, { token: admin })).status).toBe(200);
  });

  it('parallel wrong guesses split across both instances: at most 5 are evaluated, then the account is locked', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        either(i)('POST', '/account/login', { body: { email: 'stock@noctua.test', password: `wrong-${i}` } }),
      ),
    );
    expect(guesses.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect((await onB('POST', '/account/login', { body: { email: 'stock@noctua.test', password: DEMO_PASSWORD } })).status).toBe(
      429,
    );
  });

  it('the same sync commands pushed to both instances at once are applied exactly once', async () => {
    const supervisor = await tokenOf(
      await onA('POST', '/account/login', { body: { email: 'admin@noctua.test', password: DEMO_PASSWORD } }),
    );
    const [location] = await h.database.db.select({ id: stockLocations.id }).from(stockLocations).limit(1);
    const commands = Array.from({ length: 20 }, (_, seq) => ({
      id: uuidv7(),
      seq,
      name: 'stockCount.open',
      args: { countId: uuidv7(), locationId: location?.id },
      createdAt: new Date().toISOString(),
    }));
    const body = { deviceId: 'tablet-multi', commands };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => either(i)('POST', '/sync/push', { token: supervisor, body })),
    );
    for (const res of answers) {
      const { results } = (await res.json()) as { results: { status: string }[] };
      expect(results.map((r) => r.status)).toEqual(Array(20).fill('applied'));
    }
    const countIds = commands.map((c) => c.args.countId);
    expect(await h.database.db.select().from(stockCounts).where(inArray(stockCounts.id, countIds))).toHaveLength(20);
    const ids = commands.map((c) => c.id);
    expect(await h.database.db.select().from(appliedCommands).where(inArray(appliedCommands.commandId, ids))).toHaveLength(20);
  });

  it('a VIP charge retried on both instances with one Idempotency-Key is one ledger entry', async () => {
    const vip = await tokenOf(
      await onA('POST', '/account/login', { body: { email: 'vip@noctua.test', password: DEMO_PASSWORD } }),
    );
    const [card] = await h.database.db.select().from(vipCards).where(eq(vipCards.status, 'active')).limit(1);
    const before = card?.balance ?? 0;
    const key = uuidv7();
    const tries = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i)('POST', `/cards/${card?.id}/carga`, {
          token: vip,
          body: { amount: 1_000, method: 'card' },
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(tries.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await h.database.db.select().from(cardLedger).where(eq(cardLedger.id, key))).toHaveLength(1);
    const [after] = await h.database.db
      .select()
      .from(vipCards)
      .where(eq(vipCards.id, card?.id as string));
    expect(after?.balance).toBe(before + 1_000);
  });
});
