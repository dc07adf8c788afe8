// '¿Olvidaste tu clave?' end to end on the server: the same answer for known and unknown emails,
// the link in the server log (no mail server), one-time tokens with expiry, the quiet cap per
// account, and a confirmed reset that ends older sessions.
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { passwordResetTokens, users, venues } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { hashResetToken } from '../../server/routes/account/password-reset.routes';
import { createHarness, DEFAULT_PASSWORD, DEMO_PASSWORD, type Harness, testEnvVars } from './harness';

let h: Harness;
let app: ReturnType<typeof createApp>;
const logLines: Record<string, unknown>[] = [];
const PUBLIC_URL = 'https://club.example/noctua';

beforeAll(async () => {
  h = await createHarness();
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const env = {
    ...readEnv(testEnvVars({ NOCTUA_PUBLIC_URL: PUBLIC_URL, NOCTUA_LOG_LINKS: '1' })),
    logLevel: 'info',
  };
  // The same database and token service as the harness, with a logger whose lines we can read.
  app = createApp({ db: h.database.db, env, logger: pino({ level: 'info' }, sink), tokens: h.tokens, jobs: h.jobs });
});
afterAll(async () => {
  await h?.close();
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve(
    app.request(`/noctua/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

function resetLinks(): string[] {
  return logLines.map((l) => l.resetLink).filter((l): l is string => typeof l === 'string');
}

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

async function requestLink(email: string): Promise<string> {
  const before = resetLinks().length;
  const res = await post('/account/reset-password', { email });
  expect(res.status).toBe(200);
  const links = resetLinks();
  expect(links.length).toBe(before + 1);
  return links.at(-1) as string;
}

describe('POST /account/reset-password', () => {
  it('logs who asked but not the live link unless the operator opted in (NOCTUA_LOG_LINKS=1)', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const env = { ...readEnv(testEnvVars()), logLevel: 'info' };
    expect(env.logLinks).toBe(false);
    const quiet = createApp({ db: h.database.db, env, logger: pino({ level: 'info' }, sink), tokens: h.tokens, jobs: h.jobs });
    const res = await quiet.request('/noctua/api/account/reset-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'stock@noctua.test' }),
    });
    expect(res.status).toBe(200);
    const asked = lines.filter((l) => typeof l.userId === 'string');
    expect(asked).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toMatch(/token=/);
    expect(lines.some((l) => 'resetLink' in l)).toBe(false);
  });

  it('answers the same for a known and an unknown email; only the known one gets a link', async () => {
    const known = await post('/account/reset-password', { email: 'VIP@noctua.test ' });
    const unknown = await post('/account/reset-password', { email: 'ghost@noctua.test' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const links = resetLinks();
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^https:\/\/club\.example\/noctua\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const token = tokenOf(resetLinks()[0] as string);
    const rows = await h.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const row = rows.find((r) => r.tokenHash === hashResetToken(token));
    expect(row).toBeDefined();
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('quietly stops making links after 3 requests in 15 minutes', async () => {
    const before = resetLinks().length;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post('/account/reset-password', { email: 'caja@noctua.test' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(resetLinks().length - before).toBe(3);
  });

  it('rejects a missing or malformed body with a 4xx message', async () => {
    const empty = await post('/account/reset-password', { email: '' });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ message: 'El usuario es obligatorio' });
    const raw = await Promise.resolve(
      app.request('/noctua/api/account/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{nope',
      }),
    );
    expect(raw.status).toBe(400);
    expect(await raw.json()).toHaveProperty('message');
  });
});

describe('POST /account/reset-password/confirm', () => {
  it('sets the new password once, ends older sessions and clears the must-change flag', async () => {
    const oldSession = await h.login('nuevo@noctua.test', DEFAULT_PASSWORD);
    const link = await requestLink('nuevo@noctua.test');
    const token = tokenOf(link);
    const body = { token, password: 'NuevaClave-2026', confirmNewPassword: 'NuevaClave-2026' };

    const ok = await post('/account/reset-password/confirm', body);
    expect(ok.status).toBe(200);

    const again = await post('/account/reset-password/confirm', body);
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({
      message: 'El enlace para recuperar la clave no es válido o ya venció. Pide uno nuevo.',
    });

    expect((await h.request('GET', '/account/my-account', { token: oldSession })).status).toBe(401);
    const login = await h.request('POST', '/account/login', {
      body: { email: 'nuevo@noctua.test', password: 'NuevaClave-2026' },
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
    const [row] = await h.database.db.select().from(users).where(eq(users.email, 'nuevo@noctua.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an expired token and an unknown one, translated', async () => {
    const token = tokenOf(await requestLink('stock@noctua.test'));
    await h.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    const expired = await post('/account/reset-password/confirm', {
      token,
      password: 'OtraClave-2026',
      confirmNewPassword: 'OtraClave-2026',
    });
    expect(expired.status).toBe(422);
    const unknown = await post(
      '/account/reset-password/confirm',
      { token: 'x'.repeat(43), password: 'OtraClave-2026', confirmNewPassword: 'OtraClave-2026' },
      { 'accept-language': 'fr' },
    );
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/^Le lien/);
    // The account still signs in with its old password.
    expect(
      (await h.request('POST', '/account/login', { body: { email: 'stock@noctua.test', password: DEMO_PASSWORD } })).status,
    ).toBe(200);
  });

  it('validates the new password before spending the token', async () => {
    const token = tokenOf(await requestLink('supervisor@noctua.test'));
    const mismatch = await post('/account/reset-password/confirm', {
      token,
      password: 'OtraClave-2026',
      confirmNewPassword: 'OtraClave-2027',
    });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toMatchObject({ message: 'Las contraseñas no coinciden' });
    const weak = await post('/account/reset-password/confirm', { token, password: '1234', confirmNewPassword: '1234' });
    expect(weak.status).toBe(422);
    const dflt = await post('/account/reset-password/confirm', {
      token,
      password: DEFAULT_PASSWORD,
      confirmNewPassword: DEFAULT_PASSWORD,
    });
    expect(dflt.status).toBe(422);
    expect(await dflt.json()).toEqual({ message: 'La nueva contraseña no puede ser la contraseña por defecto' });
    // The token was not used up by the refused attempts.
    const ok = await post('/account/reset-password/confirm', {
      token,
      password: 'OtraClave-2026',
      confirmNewPassword: 'OtraClave-2026',
    });
    expect(ok.status).toBe(200);
  });
});

describe("the venue's password policy on a reset", () => {
  it('refuses a new password shorter than the minimum without using up the link', async () => {
    const [user] = await h.database.db
      .select({ venueId: users.defaultVenueId })
      .from(users)
      .where(eq(users.email, 'admin@noctua.test'));
    const venueId = user?.venueId ?? '';
    await h.database.db.update(venues).set({ passwordMinLength: 20 }).where(eq(venues.id, venueId));
    try {
      const token = tokenOf(await requestLink('admin@noctua.test'));
      const short = await post('/account/reset-password/confirm', {
        token,
        password: 'NuevaClave-2026',
        confirmNewPassword: 'NuevaClave-2026',
      });
      expect(short.status).toBe(422);
      expect(await short.json()).toEqual({ message: 'La contraseña es más corta que el mínimo del local' });
      const long = 'Una-clave-bien-larga-2026';
      const ok = await post('/account/reset-password/confirm', { token, password: long, confirmNewPassword: long });
      expect(ok.status).toBe(200);
    } finally {
      await h.database.db.update(venues).set({ passwordMinLength: 8 }).where(eq(venues.id, venueId));
    }
  });
});
