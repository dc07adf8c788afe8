// Sign-in limits (issue 32 #7, #8, #13) on the real app: only failures count, on the account and on
// the caller's address alike, so parallel correct sign-ins all get in while parallel guesses are
// still capped; a wrong current password in changePassword counts towards the same lockout; and
// "Desbloquear" clears the account's back-off on every address, so the person gets in at once.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { loginBackoff, loginThrottle, users } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { createLogger } from '../../server/lib/logger';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
let admin: string;
/** The app behind a trusted proxy: each request says its client address in X-Forwarded-For. */
let proxied: ReturnType<typeof createApp>;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  const [me] = await h.database.db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = me?.defaultVenueId as string;
  const env = readEnv({ NODE_ENV: 'test', NOCTUA_STATIC_DIR: '/nonexistent', NOCTUA_TRUST_PROXY: '1' });
  proxied = createApp({ db: h.database.db, env, logger: createLogger('silent'), tokens: h.tokens, jobs: h.jobs });
});
afterAll(async () => {
  await h?.close();
});
afterEach(async () => {
  await h.database.db.delete(loginThrottle);
  await h.database.db.delete(loginBackoff);
});

const LOCKED = 'Demasiados intentos fallidos. Vuelve a intentarlo en 15 minutos.';

function login(email: string, password: string, ip?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (ip) headers['x-forwarded-for'] = ip;
  const app = ip ? proxied : h.app;
  return app.request('/noctua/api/account/login', { method: 'POST', headers, body: JSON.stringify({ email, password }) });
}

function changePassword(token: string, oldPassword: string, password = 'noche-nueva-2026') {
  return h.request('POST', '/account/changePassword', {
    token,
    body: { oldPassword, password, confirmNewPassword: password },
  });
}

describe('changePassword counts wrong current passwords (#7)', () => {
  it('locks after 5 wrong current passwords: the right one is refused then, and so is signing in', async () => {
    const email = 'limits-change@noctua.test';
    const token = await h.createUser(email, ['103'], venueId, 'Carla Cambio');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await changePassword(token, `wrong-current-${i}`)).status);
    expect(statuses.slice(0, 4)).toEqual([422, 422, 422, 422]);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
    const right = await changePassword(token, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(await json<{ message: string }>(right, 429)).toEqual({ message: LOCKED });
    expect((await login(email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('the same count as sign-in: 3 wrong sign-ins and 2 wrong current passwords lock', async () => {
    const email = 'limits-mixed@noctua.test';
    const token = await h.createUser(email, ['103'], venueId, 'Mica Mixta');
    for (let i = 0; i < 3; i++) expect((await login(email, `nope-${i}`)).status).toBe(401);
    expect((await changePassword(token, 'nope-3')).status).toBe(422);
    expect((await changePassword(token, 'nope-4')).status).toBe(429);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('a right current password changes it and clears the count', async () => {
    const email = 'limits-ok@noctua.test';
    const token = await h.createUser(email, ['103'], venueId, 'Olga Okay');
    for (let i = 0; i < 4; i++) expect((await changePassword(token, `nope-${i}`)).status).toBe(422);
    expect((await changePassword(token, DEMO_PASSWORD)).status).toBe(200);
    // The count started again: four more wrong sign-ins do not lock.
    for (let i = 0; i < 4; i++) expect((await login(email, `nope-${i}`)).status).toBe(401);
    expect((await login(email, 'noche-nueva-2026')).status).toBe(200);
  });
});

describe('only failures count (#8)', () => {
  it('10 parallel correct sign-ins of one account from one address all get in', async () => {
    const email = 'limits-parallel@noctua.test';
    await h.createUser(email, ['103'], venueId, 'Paula Paralela');
    for (const ip of [undefined, '198.51.100.21']) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => login(email, DEMO_PASSWORD, ip)));
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    }
  });

  it('successes never use up an address: 40 sign-ins after 4 failures, then the 5th failure still answers 401', async () => {
    const email = 'limits-many@noctua.test';
    await h.createUser(email, ['103'], venueId, 'Nora Muchas');
    const ip = '198.51.100.22';
    for (let i = 0; i < 40; i++) expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('ghost-limits@noctua.test', `g-${i}`, ip)).status).toBe(401);
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('parallel guesses on many accounts from one address: at most 30 are checked', async () => {
    const ip = '198.51.100.23';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`spray-${i}@noctua.test`, `guess-${i}`, ip)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBe(30);
    // The address is past its free failures: it backs off (1 s, then doubling with each failure).
    const [row] = await h.database.db.select().from(loginBackoff).where(eq(loginBackoff.key, ip));
    expect(row?.failures).toBe(30);
    expect(row?.pending).toBe(0);
    expect(row?.blockedUntil).toBeInstanceOf(Date);
  });
});

describe('unlocking clears the back-off (#13)', () => {
  async function idOf(email: string): Promise<string> {
    const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id as string;
  }

  it('after "Desbloquear" the right password gets in at once, from the address that was locked out', async () => {
    const email = 'limits-unlock@noctua.test';
    await h.createUser(email, ['103'], venueId, 'Ulises Unlock');
    const ip = '198.51.100.31';
    for (let i = 0; i < 5; i++) await login(email, `wrong-${i}`, ip);
    const locked = await login(email, DEMO_PASSWORD, ip);
    expect(locked.status).toBe(429);
    await json(await h.request('POST', `/user/manage-users/${await idOf(email)}/unlock`, { token: admin }));
    expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it("clears the back-off of every address that tried the account, and no other account's", async () => {
    const email = 'limits-unlock-2@noctua.test';
    await h.createUser(email, ['103'], venueId, 'Uma Unlock');
    const other = 'limits-unlock-3@noctua.test';
    await h.createUser(other, ['103'], venueId, 'Otto Otro');
    const ips = ['198.51.100.41', '198.51.100.42'];
    for (const ip of ips) for (let i = 0; i < 2; i++) await login(email, `wrong-${i}`, ip);
    for (let i = 0; i < 2; i++) await login(other, `wrong-${i}`, ips[0]);
    // Those addresses backed off on this account for a long while (as after many slow retries).
    const until = new Date(Date.now() + 10 * 60_000);
    await h.database.db.update(loginBackoff).set({ failures: 14, blockedUntil: until }).where(eq(loginBackoff.email, email));
    for (const ip of ips) expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(429);
    await json(await h.request('POST', `/user/manage-users/${await idOf(email)}/unlock`, { token: admin }));
    // The other account's back-off on that address, and the address's own, are not the unlock's.
    const left = await h.database.db.select().from(loginBackoff);
    expect(left.filter((r) => r.email !== null).map((r) => r.email)).toEqual([other]);
    expect(left.filter((r) => r.email === null)).toHaveLength(2);
    for (const ip of ips) expect((await login(email, DEMO_PASSWORD, ip)).status).toBe(200);
  });
});
