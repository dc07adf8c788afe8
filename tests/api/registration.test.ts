// Self-registration (issue 15 #2 and #12): the register call answers the same whether or not the
// email has an account; the account is created, with no venue and no codes, only when the emailed
// activation link is opened, which signs it in. Links are one-time, expire, are capped per email,
// and registrations are capped per client address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../../server/app';
import { pendingRegistrations, users } from '../../server/db/schema';
import { hashResetToken } from '../../server/routes/account/password-reset.service';
import { prunePendingRegistrations, REGISTRATION_MAX_PER_EMAIL } from '../../server/routes/account/registration.service';
import { appWithLogLines, createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let app: ReturnType<typeof createApp>;
let logLines: Record<string, unknown>[] = [];
const INVALID = 'El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.';
let ipSeq = 0;

beforeAll(async () => {
  h = await createHarness();
  ({ app, logLines } = appWithLogLines(h, {
    NOCTUA_PUBLIC_URL: 'https://club.example/noctua',
    NOCTUA_LOG_LINKS: '1',
    NOCTUA_TRUST_PROXY: '1',
  }));
});
afterAll(async () => {
  await h?.close();
});

/** A POST from its own client address unless one is given (the per-address budget is tested apart). */
function post(path: string, body: unknown, ip = `203.0.113.${++ipSeq % 250}`) {
  return Promise.resolve(
    app.request(`/noctua/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
  );
}

function activationLinks(): string[] {
  return logLines.map((l) => l.activationLink).filter((l): l is string => typeof l === 'string');
}

async function register(email: string, extra: Record<string, unknown> = {}) {
  const before = activationLinks().length;
  const res = await post('/account/register', {
    email,
    password: 'fernet-con-coca',
    firstName: 'Lucía',
    lastName: 'Pérez',
    ...extra,
  });
  const links = activationLinks().slice(before);
  const token = links[0] ? new URL(links[0]).searchParams.get('token') : null;
  return { res, status: res.status, body: await res.text(), token };
}

async function accountRow(email: string) {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /account/register', () => {
  it('answers 202 and creates nothing until the activation link is opened, which signs the account in', async () => {
    const r = await register('Nueva.Barra@noctua.test');
    expect(r.status).toBe(202);
    expect(JSON.parse(r.body)).toEqual({ ok: true });
    expect(await accountRow('nueva.barra@noctua.test')).toBeUndefined();
    expect(r.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(activationLinks().at(-1)).toBe(`https://club.example/noctua/auth/verify?token=${r.token}`);
    // Only the token's hash is stored.
    const pending = await h.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'nueva.barra@noctua.test'));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.tokenHash).toBe(hashResetToken(r.token as string));
    expect(JSON.stringify(pending)).not.toContain(r.token as string);

    const verified = await post('/account/verify', { token: r.token });
    expect(verified.status).toBe(201);
    const session = (await verified.json()) as {
      accessToken: string;
      user: { email: string; name: string; privi: string[]; venueId: string | null };
    };
    expect(session.user).toMatchObject({ email: 'nueva.barra@noctua.test', name: 'Lucía', privi: [], venueId: null });
    expect((await h.request('GET', '/account/my-account', { token: session.accessToken })).status).toBe(200);
    expect((await accountRow('nueva.barra@noctua.test'))?.defaultVenueId).toBeNull();
    // One-time: the same link again is refused, and the password chosen at registration signs in.
    const again = await post('/account/verify', { token: r.token });
    expect(again.status).toBe(422);
    expect(await json(again, 422)).toEqual({ message: INVALID });
    await h.login('nueva.barra@noctua.test', 'fernet-con-coca');
  });

  it('answers an existing email exactly as a new one, sends it no link and leaves the account alone', async () => {
    const fresh = await register('nadie.todavia@noctua.test');
    const existing = await register('ADMIN@noctua.test', { password: 'otra-clave-larga' });
    expect(existing.status).toBe(fresh.status);
    expect(existing.body).toBe(fresh.body);
    expect(existing.token).toBeNull();
    expect(logLines.some((l) => l.msg === 'registration attempted with the email of an existing account')).toBe(true);
    const pending = await h.database.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'admin@noctua.test'));
    expect(pending).toHaveLength(0);
    await h.login('admin@noctua.test', DEMO_PASSWORD);
  });

  it('treats a deactivated account as existing (its email stays taken)', async () => {
    const [row] = await h.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.email, 'nuevo@noctua.test'))
      .returning();
    try {
      const r = await register('nuevo@noctua.test');
      expect(r.status).toBe(202);
      expect(r.token).toBeNull();
    } finally {
      await h.database.db
        .update(users)
        .set({ active: true })
        .where(eq(users.id, row?.id as string));
    }
  });

  it('refuses a link whose email got an account meanwhile, and an expired one', async () => {
    const r = await register('tarde@noctua.test');
    const other = await register('tarde@noctua.test');
    // The first link wins; the other link for the same email dies with it.
    expect((await post('/account/verify', { token: r.token })).status).toBe(201);
    expect(await json(await post('/account/verify', { token: other.token }), 422)).toEqual({ message: INVALID });

    const old = await register('vencido@noctua.test');
    await h.database.db
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingRegistrations.email, 'vencido@noctua.test'));
    expect((await post('/account/verify', { token: old.token })).status).toBe(422);
    expect(await accountRow('vencido@noctua.test')).toBeUndefined();
    expect(await prunePendingRegistrations(h.database.db, new Date())).toBeGreaterThanOrEqual(1);
  });

  it('50 parallel opens of one link create one account and sign in once', async () => {
    const r = await register('carrera@noctua.test');
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => post('/account/verify', { token: r.token }).then((x) => x.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 422)).toBe(true);
    const rows = await h.database.db.select().from(users).where(eq(users.email, 'carrera@noctua.test'));
    expect(rows).toHaveLength(1);
  });

  it(`sends at most ${REGISTRATION_MAX_PER_EMAIL} links a day to one email, answering the same`, async () => {
    const results = [];
    for (let i = 0; i <= REGISTRATION_MAX_PER_EMAIL; i++) results.push(await register('buzon@noctua.test'));
    expect(results.map((x) => x.status)).toEqual(Array(REGISTRATION_MAX_PER_EMAIL + 1).fill(202));
    expect(results.map((x) => x.token !== null)).toEqual([...Array(REGISTRATION_MAX_PER_EMAIL).fill(true), false]);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const bad = await post('/account/register', {
      email: 'no-es-un-correo',
      password: 'fernet-con-coca',
      firstName: 'A',
      lastName: 'B',
    });
    expect(bad.status).toBe(422);
    expect((await json<{ message: string }>(bad, 422)).message).toBe('El correo no es válido');
    for (const body of [{}, { token: '' }, { token: 7 }, { token: 'x'.repeat(201) }]) {
      const res = await post('/account/verify', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(typeof (await json<{ message: string }>(res, 422)).message).toBe('string');
    }
    expect((await post('/account/verify', { token: 'a'.repeat(43) })).status).toBe(422);
  });

  it('the new account belongs to no venue: it reads nothing of the venue and witnesses nothing', async () => {
    const r = await register('sin.local@noctua.test');
    const { accessToken } = (await (await post('/account/verify', { token: r.token })).json()) as { accessToken: string };
    const row = await accountRow('sin.local@noctua.test');
    expect(row?.defaultVenueId).toBeNull();
    expect(await json(await h.request('GET', '/nights/current', { token: accessToken }))).toEqual({ night: null });
    const caja = await h.login('caja@noctua.test', DEMO_PASSWORD);
    const witnesses = await json<{ id: string }[]>(await h.request('GET', '/extracciones/testigos', { token: caja }));
    expect(witnesses.map((w) => w.id)).not.toContain(row?.id);
  });

  it('allows 10 registrations an hour from one address, then 429 with a message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/account/register',
        { email: `flood-${i}@noctua.test`, password: 'fernet-con-coca', firstName: 'F', lastName: `${i}` },
        '198.51.100.20',
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect((await json<{ message: string }>(res, 429)).message).toBe(
          'Demasiados registros desde esta conexión. Intenta más tarde.',
        );
        break;
      }
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
  });
});
