// Two-factor sign-in (issue 16 "Security") on the real app: enrolment with a first code, 10
// recovery codes shown once and stored hashed, the secret sealed at rest, the login's second step
// (a wrong code refused, a used code never accepted again, a recovery code once), code guesses
// counted in the login lockout, and the admin-required flow (enrol right after sign-in).
import { and, desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, loginThrottle, userRecoveryCodes, users, userTotp, venues } from '../../server/db/schema';
import type { LoginResponse } from '../../src/contract/auth';
import type { StaffUserDetail } from '../../src/contract/staff';
import type {
  RecoveryCodesDto,
  TotpChallengeResponse,
  TwoFactorSetupDto,
  TwoFactorStatusDto,
} from '../../src/contract/two-factor';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
let admin: string;
/** Added to the real clock: moves the TOTP time steps forward without waiting. */
let offsetMs = 0;

beforeAll(async () => {
  h = await createHarness();
  const [venue] = await h.database.db.select().from(venues).limit(1);
  if (!venue) throw new Error('no venue');
  venueId = venue.id;
  admin = await h.login('admin@noctua.test');
  const realNow = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await h?.close();
});

afterEach(async () => {
  await h.database.db.delete(loginThrottle);
});

/** Moves to the next 30-second time step. */
function nextStep() {
  offsetMs += 30_000;
}

function codeFor(secret: string, at = Date.now()): string {
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });
}

function wrongCode(secret: string): string {
  const right = codeFor(secret);
  const near = [-30_000, 0, 30_000].map((d) => codeFor(secret, Date.now() + d));
  for (let i = 0; ; i++) {
    const guess = String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    if (!near.includes(guess)) return guess;
  }
}

async function userId(email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await json<TwoFactorSetupDto>(await h.request('POST', '/user/account/two-factor/setup', { token }));
  const { recoveryCodes } = await json<RecoveryCodesDto>(
    await h.request('POST', '/user/account/two-factor/confirm', { token, body: { code: codeFor(setup.secret) } }),
  );
  return { secret: setup.secret, recoveryCodes };
}

async function challengeFor(email: string): Promise<string> {
  const body = await json<TotpChallengeResponse & { accessToken?: string }>(
    await h.request('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } }),
  );
  expect(body.twoFactorRequired).toBe(true);
  expect(body.accessToken).toBeUndefined();
  return body.challenge;
}

const second = (body: { challenge: string; code?: string; recoveryCode?: string }) =>
  h.request('POST', '/account/login/totp', { body });

describe('enrolment and sign-in with a code', () => {
  const email = 'totp-manager@noctua.test';
  let token: string;
  let secret: string;
  let recoveryCodes: string[];

  it('enrols with a QR secret confirmed by a first code; a wrong first code is refused', async () => {
    token = await h.createUser(email, ['300'], venueId, 'Tina Totp');
    const before = await json<TwoFactorStatusDto>(await h.request('GET', '/user/account/two-factor', { token }));
    expect(before).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await json<TwoFactorSetupDto>(await h.request('POST', '/user/account/two-factor/setup', { token }));
    secret = setup.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Noctua:totp-manager%40noctua\.test\?/);
    expect(setup.otpauthUri).toContain(`secret=${secret}`);
    // Not enabled until confirmed: sign-in still answers the token.
    await json<LoginResponse>(await h.request('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } }));

    const bad = await h.request('POST', '/user/account/two-factor/confirm', { token, body: { code: wrongCode(secret) } });
    expect(bad.status).toBe(422);
    const malformed = await h.request('POST', '/user/account/two-factor/confirm', { token, body: { code: 'abcdef' } });
    expect(malformed.status).toBe(422);
    const ok = await json<RecoveryCodesDto>(
      await h.request('POST', '/user/account/two-factor/confirm', { token, body: { code: codeFor(secret) } }),
    );
    recoveryCodes = ok.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const after = await json<TwoFactorStatusDto>(await h.request('GET', '/user/account/two-factor', { token }));
    expect(after).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // A second setup is refused while enabled.
    expect((await h.request('POST', '/user/account/two-factor/setup', { token })).status).toBe(409);
  });

  it('keeps the secret sealed and the recovery codes hashed; the enrolment is audited', async () => {
    const id = await userId(email);
    const [row] = await h.database.db.select().from(userTotp).where(eq(userTotp.userId, id));
    expect(row?.secretEnc.startsWith('v1.')).toBe(true);
    expect(row?.secretEnc).not.toContain(secret);
    const hashes = await h.database.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, id));
    expect(hashes).toHaveLength(10);
    for (const r of hashes) {
      expect(r.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes).not.toContain(r.codeHash);
    }
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'totp_enable')));
    expect(audit?.after).toMatchObject({ totpEnabled: true });
  });

  it('answers a challenge instead of the token; the challenge is no session', async () => {
    const challenge = await challengeFor(email);
    expect((await h.request('GET', '/user/profile', { token: challenge })).status).toBe(401);
    const tampered = await second({ challenge: `${challenge.slice(0, -4)}AAAA`, code: codeFor(secret) });
    expect(tampered.status).toBe(401);
  });

  it('refuses a wrong code, accepts the right one once and never again (replay)', async () => {
    nextStep();
    const challenge = await challengeFor(email);
    expect((await second({ challenge, code: wrongCode(secret) })).status).toBe(401);
    const code = codeFor(secret);
    const ok = await json<LoginResponse>(await second({ challenge, code }));
    expect(ok.user.email).toBe(email);
    expect(ok.user.twoFactor).toEqual({ enabled: true, required: false });
    await json(await h.request('GET', '/user/profile', { token: ok.accessToken }));
    // The same code again, with a fresh challenge: refused as used (a resend, not a guess: issue 32 #8).
    const replay = await second({ challenge: await challengeFor(email), code });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toBe(
      'Ese código ya se usó. Espera el siguiente código de tu aplicación.',
    );
    // Two parallel uses of the next step's code: exactly one is accepted.
    nextStep();
    const [c1, c2] = await Promise.all([challengeFor(email), challengeFor(email)]);
    const next = codeFor(secret);
    const answers = await Promise.all([second({ challenge: c1, code: next }), second({ challenge: c2, code: next })]);
    // Exactly one is accepted; the other is refused as a wrong code, or (when it is claimed after the
    // account's fifth attempt of the window, which parallel timing decides) as a locked sign-in.
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 429]).toContain(statuses[1]);
  });

  it('accepts each recovery code once', async () => {
    const [first] = recoveryCodes;
    if (!first) throw new Error('no recovery code');
    const ok = await json<LoginResponse>(
      await second({ challenge: await challengeFor(email), recoveryCode: first.toUpperCase() }),
    );
    expect(ok.accessToken).toBeTruthy();
    const again = await second({ challenge: await challengeFor(email), recoveryCode: first });
    expect(again.status).toBe(401);
    const status = await json<TwoFactorStatusDto>(await h.request('GET', '/user/account/two-factor', { token: ok.accessToken }));
    expect(status.recoveryCodesLeft).toBe(9);
    const id = await userId(email);
    const used = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'totp_recovery_code_used')));
    expect(used).toHaveLength(1);
    // Neither a code nor a recovery code: 422.
    expect((await second({ challenge: await challengeFor(email) })).status).toBe(422);
  });

  it('counts code guesses in the login lockout (a right password step is no guess)', async () => {
    nextStep();
    const challenge = await challengeFor(email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await second({ challenge, code: wrongCode(secret) })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // Locked now: the right code and the password are refused alike.
    expect((await second({ challenge, code: codeFor(secret) })).status).toBe(429);
    const pw = await h.request('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } });
    expect(pw.status).toBe(429);
  });

  it('a correct password does not reset the count of code guesses', async () => {
    nextStep();
    for (let i = 0; i < 4; i++) {
      const challenge = await challengeFor(email);
      expect((await second({ challenge, code: wrongCode(secret) })).status).toBe(401);
    }
    // 4 guesses, each after a right password: the 5th guess locks.
    const challenge = await challengeFor(email);
    expect((await second({ challenge, code: wrongCode(secret) })).status).toBe(429);
  });

  it('turns off only with a current code, audited', async () => {
    nextStep();
    const { accessToken } = await json<LoginResponse>(
      await second({ challenge: await challengeFor(email), code: codeFor(secret) }),
    );
    const bad = await h.request('POST', '/user/account/two-factor/disable', {
      token: accessToken,
      body: { code: wrongCode(secret) },
    });
    expect(bad.status).toBe(422);
    nextStep();
    const off = await h.request('POST', '/user/account/two-factor/disable', {
      token: accessToken,
      body: { code: codeFor(secret) },
    });
    expect(off.status).toBe(204);
    const plain = await json<LoginResponse>(
      await h.request('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } }),
    );
    expect(plain.accessToken).toBeTruthy();
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, await userId(email)), eq(auditLog.action, 'totp_disable')));
    expect(audit?.before).toEqual({ totpEnabled: true });
  });
});

describe('two-factor required by an admin', () => {
  const email = 'totp-cashier@noctua.test';
  let targetId: string;
  let token: string;

  it('only 300 sets it, and only for holders of money or access codes', async () => {
    token = await h.createUser(email, ['141'], venueId, 'Cata Caja');
    targetId = await userId(email);
    await h.createUser('totp-plain@noctua.test', ['103'], venueId, 'Pablo Plain');
    const plainId = await userId('totp-plain@noctua.test');
    const forbidden = await h.request('PUT', `/user/manage-users/${targetId}/two-factor`, { token, body: { required: true } });
    expect(forbidden.status).toBe(403);
    const notEligible = await h.request('PUT', `/user/manage-users/${plainId}/two-factor`, {
      token: admin,
      body: { required: true },
    });
    expect(notEligible.status).toBe(422);
    const detail = await json<StaffUserDetail>(
      await h.request('PUT', `/user/manage-users/${targetId}/two-factor`, { token: admin, body: { required: true } }),
    );
    expect(detail.twoFactor).toEqual({ required: true, enabled: false, eligible: true });
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, targetId), eq(auditLog.action, 'totp_required')))
      .orderBy(desc(auditLog.at));
    expect(audit?.before).toEqual({ totpRequired: false });
    expect(audit?.after).toEqual({ totpRequired: true });
  });

  it('the user must enrol right after signing in, then signs in with a code', async () => {
    const login = await json<LoginResponse>(
      await h.request('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } }),
    );
    expect(login.user.twoFactor).toEqual({ enabled: false, required: true });
    const blocked = await h.request('GET', '/user/profile', { token: login.accessToken });
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({ mustEnrolTotp: true });
    await json(await h.request('GET', '/account/my-account', { token: login.accessToken }));
    nextStep();
    const { secret } = await enrol(login.accessToken);
    await json(await h.request('GET', '/user/profile', { token: login.accessToken }));
    // Required: cannot be turned off by the user.
    nextStep();
    const off = await h.request('POST', '/user/account/two-factor/disable', {
      token: login.accessToken,
      body: { code: codeFor(secret) },
    });
    expect(off.status).toBe(422);
    nextStep();
    const signed = await json<LoginResponse>(await second({ challenge: await challengeFor(email), code: codeFor(secret) }));
    expect(signed.user.twoFactor).toEqual({ enabled: true, required: true });
  });

  it('an admin resets a lost authenticator: the user enrols again', async () => {
    const detail = await json<StaffUserDetail>(
      await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token: admin }),
    );
    expect(detail.twoFactor).toEqual({ required: true, enabled: false, eligible: true });
    const login = await json<LoginResponse>(
      await h.request('POST', '/account/login', { body: { email, password: DEMO_PASSWORD } }),
    );
    expect((await h.request('GET', '/user/profile', { token: login.accessToken })).status).toBe(403);
    const reset = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, targetId), eq(auditLog.action, 'totp_reset')));
    expect(reset).toHaveLength(1);
    expect((await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token })).status).toBe(403);
  });
});
