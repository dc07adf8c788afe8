// Staff administration (300) on the real app: every route refuses a user without 300, nobody
// changes their own codes, a code can only be granted by someone holding it, the last active 300
// account survives 50 parallel attempts of two admins to remove each other, deactivation and a
// reset to the default password end sessions on the next request, unlock lifts a lock-out, the
// invitation link is one-time and expires, and every change writes its audit row.
import { Writable } from 'node:stream';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { auditLog, passwordResetTokens, userPrivileges, users } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import { NO_LONGER_ADMIN, setActive, setPrivileges } from '../../server/routes/users/users-admin.service';
import type {
  StaffCreateResult,
  StaffUserDetail,
  StaffUserOption,
  StaffUserRow,
  UserPrivilegesDto,
} from '../../src/contract/staff';
import { createHarness, DEFAULT_PASSWORD, type Harness, json, testEnvVars } from './harness';

let h: Harness;
let app: ReturnType<typeof createApp>;
const logLines: Record<string, unknown>[] = [];
let admin: string;
let supervisor: string;
let stock: string;
let venueId: string;
let adminId: string;

beforeAll(async () => {
  h = await createHarness();
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const env = {
    ...readEnv(testEnvVars({ NOCTUA_PUBLIC_URL: 'https://club.example/noctua', NOCTUA_LOG_LINKS: '1' })),
  };
  // The harness database and tokens, with a logger whose lines the invitation tests read.
  app = createApp({
    db: h.database.db,
    env: { ...env, logLevel: 'info' },
    logger: pino({ level: 'info' }, sink),
    tokens: h.tokens,
    jobs: h.jobs,
  });
  [admin, supervisor, stock] = await Promise.all([
    h.login('admin@noctua.test'),
    h.login('supervisor@noctua.test'),
    h.login('stock@noctua.test'),
  ]);
  const [me] = await h.database.db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  adminId = me?.id as string;
  venueId = me?.defaultVenueId as string;
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const call = (method: string, path: string, token?: string, body?: unknown) => h.request(method, path, { token, body });
const inviteLinks = () => logLines.map((l) => l.inviteLink).filter((l): l is string => typeof l === 'string');
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

let seq = 0;
async function newUser(token: string, extra: Record<string, unknown> = {}): Promise<StaffCreateResult> {
  seq += 1;
  const body = {
    email: `Staff${seq}@Noctua.test`,
    firstName: 'Ana',
    lastName: `Prueba ${seq}`,
    position: 'Cajera',
    start: 'default',
    ...extra,
  };
  return json<StaffCreateResult>(await call('POST', '/user/manage-users', token, body), 201);
}
const auditOf = (id: string) =>
  h.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at));

describe('access', () => {
  const someId = '01900000-0000-7000-8000-000000000000';
  const routes: [string, string, unknown?][] = [
    ['GET', '/user/all'],
    ['GET', '/user/manage-users'],
    ['POST', '/user/manage-users', { email: 'x@noctua.test', firstName: 'X', lastName: 'Y', start: 'default' }],
    ['GET', `/user/manage-users/${someId}`],
    ['PUT', `/user/manage-users/${someId}`, { firstName: 'X', lastName: 'Y', ticketingActive: false, venueIds: [someId] }],
    ['PUT', `/user/manage-users/${someId}/privileges`, { codes: [] }],
    ['POST', `/user/manage-users/${someId}/deactivate`],
    ['POST', `/user/manage-users/${someId}/activate`],
    ['POST', `/user/manage-users/${someId}/unlock`],
    ['POST', `/user/manage-users/${someId}/reset-password`],
    ['POST', `/user/manage-users/${someId}/invitation`],
    ['PUT', `/user/manage-users/${someId}/two-factor`, { required: true }],
    ['POST', `/user/manage-users/${someId}/two-factor/reset`],
    ['POST', `/user/manage-users/${someId}/two-factor/reset/confirm`],
    ['POST', '/settings/users'],
    ['POST', '/settings/privilegiosUsuarios'],
  ];
  it('answers 401 without a token and 403 without 300 on every route', async () => {
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(method, path, stock, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('lists the venue staff with codes, status and last sign-in, filtered by text, status and code', async () => {
    const rows = await json<StaffUserRow[]>(await call('GET', '/user/manage-users', admin));
    const me = rows.find((r) => r.email === 'admin@noctua.test');
    expect(me?.codes).toContain('300');
    expect(me?.lastSignInAt).not.toBeNull();
    expect(me?.status).toBe('active');
    const byText = await json<StaffUserRow[]>(await call('GET', '/user/manage-users?q=MEDINA', admin));
    expect(byText.map((r) => r.email)).toEqual(['supervisor@noctua.test']);
    const byCode = await json<StaffUserRow[]>(await call('GET', '/user/manage-users?code=306', admin));
    expect(byCode.map((r) => r.email).sort()).toEqual(['admin@noctua.test', 'vip@noctua.test']);
    expect((await call('GET', '/user/manage-users?code=999', admin)).status).toBe(422);
    const legacy = await json<StaffUserRow[]>(await call('POST', '/settings/users', admin));
    expect(legacy.length).toBe(rows.length);
    const options = await json<StaffUserOption[]>(await call('GET', '/user/all', admin));
    expect(options.length).toBe(rows.length);
    const table = await json<UserPrivilegesDto>(await call('POST', '/settings/privilegiosUsuarios', admin));
    expect(table.privileges.map((p) => p.code)).toContain('300');
    expect(table.userPrivileges).toContainEqual({ userId: adminId, code: '300' });
  });
});

describe('create', () => {
  it('starts an account with the default password, at the admin venue, to be changed at first sign-in', async () => {
    const { user, invitationExpiresAt } = await newUser(admin, { codes: ['107', '141'] });
    expect(invitationExpiresAt).toBeNull();
    expect(user.email).toBe(`staff${seq}@noctua.test`);
    expect(user.venueIds).toEqual([venueId]);
    expect(user.codes).toEqual(['107', '141']);
    const res = await call('POST', '/account/login', undefined, { email: user.email, password: DEFAULT_PASSWORD });
    expect((await json<{ mustChangePassword: boolean }>(res)).mustChangePassword).toBe(true);
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: 'create', userId: adminId, before: null });
    expect(entry?.after).toMatchObject({ codes: ['107', '141'], venueIds: [venueId] });
    expect(
      (await call('POST', '/user/manage-users', admin, { email: user.email, firstName: 'A', lastName: 'B', start: 'default' }))
        .status,
    ).toBe(409);
  });

  it('refuses bad input with 422 (photo that is not https, unknown code)', async () => {
    const base = { email: 'bad@noctua.test', firstName: 'A', lastName: 'B', start: 'default' };
    expect((await call('POST', '/user/manage-users', admin, { ...base, photoUrl: 'javascript:alert(1)' })).status).toBe(422);
    expect((await call('POST', '/user/manage-users', admin, { ...base, codes: ['999'] })).status).toBe(422);
    expect((await call('POST', '/user/manage-users', admin, { ...base, start: 'x' })).status).toBe(422);
  });
});

describe('privilege rules', () => {
  it('refuses changing your own codes', async () => {
    const res = await call('PUT', `/user/manage-users/${adminId}/privileges`, admin, { codes: ['300'] });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('No puedes cambiar tus propios privilegios');
    expect((await call('POST', `/user/manage-users/${adminId}/deactivate`, admin)).status).toBe(403);
  });

  it('lets a user grant or remove only the codes they hold', async () => {
    // supervisor@ holds 102, 107, 141, 207, 300, 302: not 201.
    const { user } = await newUser(admin, { codes: ['141'] });
    const refused = await call('PUT', `/user/manage-users/${user.id}/privileges`, supervisor, { codes: ['141', '107', '201'] });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Solo puedes otorgar o quitar privilegios que tienes');
    const ok = await json<StaffUserDetail>(
      await call('PUT', `/user/manage-users/${user.id}/privileges`, supervisor, { codes: ['141', '107'] }),
    );
    expect(ok.codes).toEqual(['107', '141']);
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: 'set_privileges', before: { codes: ['141'] }, after: { codes: ['107', '141'] } });
    // A user holding 201 is out of the supervisor's reach altogether: not even 107 may be added.
    const { user: cashier } = await newUser(admin, { codes: ['201'] });
    const outranked = await call('PUT', `/user/manage-users/${cashier.id}/privileges`, supervisor, { codes: ['201', '107'] });
    expect(outranked.status).toBe(403);
    expect(((await outranked.json()) as { message: string }).message).toBe(
      'No puedes administrar la cuenta de alguien con privilegios que no tienes',
    );
    // Creating with a code not held is refused as well.
    const created = await call('POST', '/user/manage-users', supervisor, {
      email: 'x9@noctua.test',
      firstName: 'A',
      lastName: 'B',
      start: 'default',
      codes: ['309'],
    });
    expect(created.status).toBe(403);
  });

  it('removing a code ends its access on the next request', async () => {
    const { user } = await newUser(admin, { codes: ['107'] });
    const token = await h.login(user.email, DEFAULT_PASSWORD);
    await json(
      await call('POST', '/account/changePassword', token, {
        oldPassword: DEFAULT_PASSWORD,
        password: 'Nueva-clave-2026',
        confirmNewPassword: 'Nueva-clave-2026',
      }),
    );
    const fresh = await h.login(user.email, 'Nueva-clave-2026');
    expect((await call('GET', '/tickets/consultarAnulaciones', fresh)).status).toBe(200);
    await json(await call('PUT', `/user/manage-users/${user.id}/privileges`, admin, { codes: [] }));
    expect((await call('GET', '/tickets/consultarAnulaciones', fresh)).status).toBe(403);
  });

  it('never leaves zero active 300 accounts: two admins removing each other 50 times in parallel', async () => {
    const db = h.database.db;
    const a = await newUser(admin, { codes: ['300'] });
    const b = await newUser(admin, { codes: ['300'] });
    const [ta, tb] = await Promise.all([h.login(a.user.email, DEFAULT_PASSWORD), h.login(b.user.email, DEFAULT_PASSWORD)]);
    // Both must change the default password first.
    const change = (t: string) =>
      call('POST', '/account/changePassword', t, {
        oldPassword: DEFAULT_PASSWORD,
        password: 'Clave-segura-9',
        confirmNewPassword: 'Clave-segura-9',
      });
    await Promise.all([json(await change(ta)), json(await change(tb))]);
    const [ka, kb] = await Promise.all([h.login(a.user.email, 'Clave-segura-9'), h.login(b.user.email, 'Clave-segura-9')]);
    // Only a and b hold 300 during the race: the others lose it (put back afterwards).
    const others = await db
      .select()
      .from(userPrivileges)
      .where(and(eq(userPrivileges.code, '300'), notInArray(userPrivileges.userId, [a.user.id, b.user.id])));
    await db
      .delete(userPrivileges)
      .where(and(eq(userPrivileges.code, '300'), notInArray(userPrivileges.userId, [a.user.id, b.user.id])));
    try {
      const attempts = Array.from({ length: 50 }, (_, i) => {
        const [token, victim] = i % 2 === 0 ? [ka, b.user.id] : [kb, a.user.id];
        return i % 4 < 2
          ? call('PUT', `/user/manage-users/${victim}/privileges`, token, { codes: [] })
          : call('POST', `/user/manage-users/${victim}/deactivate`, token);
      });
      const statuses = (await Promise.all(attempts)).map((r) => r.status);
      expect(
        statuses.every((s) => [200, 401, 403, 409].includes(s)),
        statuses.join(','),
      ).toBe(true);
      const holders = await db
        .select({ id: users.id })
        .from(userPrivileges)
        .innerJoin(users, eq(users.id, userPrivileges.userId))
        .where(and(eq(userPrivileges.code, '300'), eq(users.active, true), inArray(users.id, [a.user.id, b.user.id])));
      expect(holders.length).toBe(1);
    } finally {
      await db.insert(userPrivileges).values(others).onConflictDoNothing();
    }
  }, 60_000);
  it('repeats the admin check inside the transaction: a request that passed the guard before its admin lost 300 is refused', async () => {
    // In-process PGlite runs requests one after the other, so the race above only interleaves on
    // PostgreSQL (NOCTUA_TEST_DB=postgres); this is the same stale guard, made deterministic.
    const c = await newUser(admin, { codes: ['300'] });
    const d = await newUser(admin, { codes: ['300'] });
    await json(await call('PUT', `/user/manage-users/${d.user.id}/privileges`, admin, { codes: [] }));
    const stale = { id: d.user.id, venueId };
    await expect(setActive(h.database.db, stale, c.user.id, false)).rejects.toMatchObject({
      status: 403,
      spanishMessage: NO_LONGER_ADMIN,
    });
    await expect(setPrivileges(h.database.db, stale, c.user.id, [])).rejects.toMatchObject({ status: 403 });
    const [row] = await h.database.db.select({ active: users.active }).from(users).where(eq(users.id, c.user.id));
    expect(row?.active).toBe(true);
  });
});

describe('sessions and lock-out', () => {
  it('deactivation ends the sessions at once and blocks sign-in; activation lets the user back', async () => {
    const { user } = await newUser(admin);
    const token = await h.login(user.email, DEFAULT_PASSWORD);
    expect((await call('GET', '/account/my-account', token)).status).toBe(200);
    const off = await json<StaffUserDetail>(await call('POST', `/user/manage-users/${user.id}/deactivate`, admin));
    expect(off.status).toBe('inactive');
    expect((await call('GET', '/account/my-account', token)).status).toBe(401);
    expect((await call('POST', '/account/login', undefined, { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(401);
    await json(await call('POST', `/user/manage-users/${user.id}/activate`, admin));
    expect((await call('POST', '/account/login', undefined, { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    expect((await auditOf(user.id)).map((e) => e.action).slice(0, 2)).toEqual(['activate', 'deactivate']);
  });

  it('reset to the default password ends sessions and forces a change at the next sign-in', async () => {
    const { user } = await newUser(admin);
    const first = await h.login(user.email, DEFAULT_PASSWORD);
    await json(
      await call('POST', '/account/changePassword', first, {
        oldPassword: DEFAULT_PASSWORD,
        password: 'Otra-clave-77',
        confirmNewPassword: 'Otra-clave-77',
      }),
    );
    const token = await h.login(user.email, 'Otra-clave-77');
    await json(await call('POST', `/user/manage-users/${user.id}/reset-password`, admin));
    expect((await call('GET', '/account/my-account', token)).status).toBe(401);
    expect((await call('POST', '/account/login', undefined, { email: user.email, password: 'Otra-clave-77' })).status).toBe(401);
    const res = await call('POST', '/account/login', undefined, { email: user.email, password: DEFAULT_PASSWORD });
    expect((await json<{ mustChangePassword: boolean }>(res)).mustChangePassword).toBe(true);
    expect((await auditOf(user.id))[0]?.action).toBe('reset_password_default');
  });

  it('unlock lifts a sign-in lock-out', async () => {
    const { user } = await newUser(admin);
    for (let i = 0; i < 5; i++)
      await call('POST', '/account/login', undefined, { email: user.email, password: 'wrong-password' });
    expect((await call('POST', '/account/login', undefined, { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(429);
    const locked = await json<StaffUserRow[]>(await call('GET', '/user/manage-users?status=locked', admin));
    expect(locked.map((r) => r.id)).toContain(user.id);
    const after = await json<StaffUserDetail>(await call('POST', `/user/manage-users/${user.id}/unlock`, admin));
    expect(after.status).toBe('active');
    expect((await call('POST', '/account/login', undefined, { email: user.email, password: DEFAULT_PASSWORD })).status).toBe(200);
    const [entry] = await auditOf(user.id);
    expect(entry?.action).toBe('unlock');
    expect(entry?.before).toMatchObject({ lockedUntil: expect.any(String) });
  });
});

describe('invitation', () => {
  const accept = (token: string, password: string) =>
    app.request('/noctua/api/account/reset-password/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password, confirmNewPassword: password }),
    });
  const create = async (email: string) => {
    const before = inviteLinks().length;
    const res = await app.request('/noctua/api/user/manage-users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ email, firstName: 'Invi', lastName: 'Tada', start: 'invite' }),
    });
    const body = await json<StaffCreateResult>(res, 201);
    expect(inviteLinks().length).toBe(before + 1);
    // The admin gets the same link in the answer, shown once; the server keeps only its hash.
    expect(body.invitationLink).toBe(inviteLinks().at(-1));
    return { body, link: inviteLinks().at(-1) as string };
  };

  it('logs a one-time link the invitee uses to set a password', async () => {
    const { body, link } = await create('invitado@noctua.test');
    expect(link.startsWith('https://club.example/noctua/auth/reset-password?token=')).toBe(true);
    expect(body.user.status).toBe('invited');
    expect(body.invitationExpiresAt).not.toBeNull();
    // No password works before the invitation is accepted, the default one neither.
    expect(
      (await call('POST', '/account/login', undefined, { email: 'invitado@noctua.test', password: DEFAULT_PASSWORD })).status,
    ).toBe(401);
    const stored = await h.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, body.user.id));
    expect(stored[0]?.tokenHash).not.toBe(tokenOf(link));
    expect((await accept(tokenOf(link), 'Mi-clave-nueva-1')).status).toBe(200);
    expect((await accept(tokenOf(link), 'Otra-clave-nueva-2')).status).toBe(422);
    const login = await call('POST', '/account/login', undefined, {
      email: 'invitado@noctua.test',
      password: 'Mi-clave-nueva-1',
    });
    expect((await json<{ mustChangePassword: boolean }>(login)).mustChangePassword).toBe(false);
  });

  it('expires, and a new link replaces the old one', async () => {
    const { body, link } = await create('invitado2@noctua.test');
    await h.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, body.user.id));
    expect((await accept(tokenOf(link), 'Mi-clave-nueva-1')).status).toBe(422);
    const res = await app.request(`/noctua/api/user/manage-users/${body.user.id}/invitation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    const again = await json<StaffCreateResult>(res);
    expect(again.invitationExpiresAt).not.toBeNull();
    const fresh = inviteLinks().at(-1) as string;
    expect(fresh).not.toBe(link);
    expect((await accept(tokenOf(fresh), 'Mi-clave-nueva-1')).status).toBe(200);
  });
});

describe('edit', () => {
  it('updates the profile, ticketing and venues with one audit row; users of other venues are not found', async () => {
    const { user } = await newUser(admin);
    const body = {
      firstName: 'Ana María',
      lastName: 'Pérez',
      position: 'Cajera jefa',
      photoUrl: 'https://cdn.example/ana.png',
      ticketingActive: true,
      ticketingUrl: 'https://tickets.example/login',
      venueIds: [venueId],
    };
    const saved = await json<StaffUserDetail>(await call('PUT', `/user/manage-users/${user.id}`, admin, body));
    expect(saved).toMatchObject({
      firstName: 'Ana María',
      displayName: 'Ana María Pérez',
      ticketingActive: true,
      photoUrl: 'https://cdn.example/ana.png',
    });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { firstName: 'Ana', position: 'Cajera' },
      after: { firstName: 'Ana María', position: 'Cajera jefa' },
    });
    const other = '01900000-0000-7000-8000-0000000000aa';
    expect((await call('PUT', `/user/manage-users/${user.id}`, admin, { ...body, venueIds: [other] })).status).toBe(403);
    await h.createUser('lejos@noctua.test', [], null);
    const [far] = await h.database.db.select().from(users).where(eq(users.email, 'lejos@noctua.test'));
    expect((await call('GET', `/user/manage-users/${far?.id}`, admin)).status).toBe(404);
    expect((await call('POST', `/user/manage-users/${far?.id}/deactivate`, admin)).status).toBe(404);
  });
});
