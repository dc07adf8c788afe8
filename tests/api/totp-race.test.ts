// Two-factor sign-in under parallel load (issue 32 #8): one challenge gives one session whatever
// valid codes arrive for it, and a replayed valid code is refused as used without counting as a
// guess, so 20 copies of one code sent at once give one session and 19 clear refusals, and the
// account stays open.
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginBackoff, loginThrottle, userSessions, users } from '../../server/db/schema';
import type { LoginResponse } from '../../src/contract/auth';
import type { RecoveryCodesDto, TotpChallengeResponse, TwoFactorSetupDto } from '../../src/contract/two-factor';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
/** Added to the real clock: moves the TOTP time steps forward without waiting. */
let offsetMs = 0;

beforeAll(async () => {
  h = await createHarness();
  const [admin] = await h.database.db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = admin?.defaultVenueId as string;
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await h?.close();
});
afterEach(async () => {
  await h.database.db.delete(loginThrottle);
  await h.database.db.delete(loginBackoff);
});

const codeFor = (secret: string, at = Date.now()) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });

async function enrolled(email: string): Promise<{ secret: string; recoveryCodes: string[]; userId: string }> {
  const token = await h.createUser(email, ['300'], venueId, 'Rita Race');
  const setup = await json<TwoFactorSetupDto>(await h.request('POST', '/user/account/two-factor/setup', { token }));
  const { recoveryCodes } = await json<RecoveryCodesDto>(
    await h.request('POST', '/user/account/two-factor/confirm', { token, body: { code: codeFor(setup.secret) } }),
  );
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  offsetMs += 30_000; // the enrolment's code is spent: the sign-ins below use the next step's
  return { secret: setup.secret, recoveryCodes, userId: row?.id as string };
}

async function challengeFor(email: string): Promise<string> {
  const body = await json<TotpChallengeResponse>(
    await h.request('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } }),
  );
  expect(body.twoFactorRequired).toBe(true);
  return body.challenge;
}

const second = (body: { challenge: string; code?: string; recoveryCode?: string }) =>
  h.request('POST', '/account/login/totp', { body });

/** Sessions of the user besides the one createUser signed in with. */
async function sessionsOf(userId: string): Promise<number> {
  return (await h.database.db.select().from(userSessions).where(eq(userSessions.userId, userId))).length - 1;
}

describe('one challenge, one session', () => {
  it('the same code sent 20 times at once: one session, 19 refusals as used, no lockout', async () => {
    const email = 'race-same@noctua.test';
    const { secret, userId } = await enrolled(email);
    const challenge = await challengeFor(email);
    const code = codeFor(secret);
    const answers = await Promise.all(Array.from({ length: 20 }, () => second({ challenge, code })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(19);
    const refusals = await Promise.all(answers.filter((r) => r.status === 401).map((r) => r.json()));
    for (const r of refusals) expect((r as { message: string }).message).toMatch(/ya se usó/);
    expect(await sessionsOf(userId)).toBe(1);
    // Not a guess: the account is not locked, the next step signs in.
    offsetMs += 30_000;
    const again = await second({ challenge: await challengeFor(email), code: codeFor(secret) });
    expect(again.status).toBe(200);
  });

  it('a challenge that gave a session gives no second one with the next code', async () => {
    const email = 'race-next@noctua.test';
    const { secret, userId } = await enrolled(email);
    const challenge = await challengeFor(email);
    await json<LoginResponse>(await second({ challenge, code: codeFor(secret) }));
    offsetMs += 30_000;
    const reuse = await second({ challenge, code: codeFor(secret) });
    expect(reuse.status).toBe(401);
    expect(((await reuse.json()) as { message: string }).message).toBe('Esta verificación ya se usó. Inicia sesión de nuevo.');
    expect(await sessionsOf(userId)).toBe(1);
  });

  it('50 parallel valid answers to one challenge (codes of three steps, recovery codes): exactly one session', async () => {
    const email = 'race-fifty@noctua.test';
    const { secret, recoveryCodes, userId } = await enrolled(email);
    const challenge = await challengeFor(email);
    const now = Date.now();
    const codes = [-30_000, 0, 30_000].map((d) => codeFor(secret, now + d));
    const bodies = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 4 && recoveryCodes[i % 10]
        ? { challenge, recoveryCode: recoveryCodes[i % 10] }
        : { challenge, code: codes[i % 3] },
    );
    const answers = await Promise.all(bodies.map((b) => second(b)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(await sessionsOf(userId)).toBe(1);
    // None of the refusals counted as a guess.
    const [row] = await h.database.db.select().from(loginThrottle).where(eq(loginThrottle.email, email));
    expect(row?.failures ?? 0).toBe(0);
    expect(row?.lockedUntil ?? null).toBeNull();
  });
});
