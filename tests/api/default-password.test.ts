// Issue 32 #4: the default password is no longer a public secret. A password an admin gives an
// account (the deployment's NOCTUA_DEFAULT_PASSWORD, or one generated per account when it is
// unset, shown once to the admin) leads to changePass (SPEC §9) for 24 h, then the sign-in is
// refused with a message sending the user to an admin, and those tries count towards the lockout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createApp } from '../../server/app';
import { users } from '../../server/db/schema';
import { readEnv } from '../../server/env';
import type { StaffCreateResult, StaffPasswordResetResult } from '../../src/contract/staff';
import { appWithLogLines, createHarness, DEFAULT_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let admin: string;
/** The same database with NOCTUA_DEFAULT_PASSWORD unset. */
let generated: ReturnType<typeof createApp>;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  generated = appWithLogLines(h, { NOCTUA_DEFAULT_PASSWORD: '' }).app;
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const call = (app: ReturnType<typeof createApp> | null, method: string, path: string, body?: unknown, token?: string) =>
  app
    ? app.request(`/noctua/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    : h.request(method, path, { body, token });
const signIn = (email: string, password: string, lang?: string) =>
  h.request('POST', '/account/login', { body: { email, password }, headers: lang ? { 'accept-language': lang } : {} });
let seq = 0;
const create = async (app: ReturnType<typeof createApp> | null) => {
  seq += 1;
  const body = {
    email: `clave${seq}@noctua.test`,
    firstName: 'Clave',
    lastName: `Nueva ${seq}`,
    start: 'default',
    codes: ['102'],
  };
  return json<StaffCreateResult>(await call(app, 'POST', '/user/manage-users', body, admin), 201);
};
const expire = (id: string) =>
  h.database.db
    .update(users)
    .set({ defaultPasswordExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(users.id, id));

describe('a deployment without NOCTUA_DEFAULT_PASSWORD', () => {
  it('reads it as unset: no password is shared by every new account', () => {
    expect(readEnv({ NODE_ENV: 'test' }).defaultPassword).toBeUndefined();
  });

  it('generates a password per account, shown once to the admin who creates or resets it', async () => {
    const { user, temporaryPassword } = await create(generated);
    expect(temporaryPassword).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await signIn(user.email, DEFAULT_PASSWORD)).status).toBe(401);
    const first = await json<{ mustChangePassword: boolean }>(await signIn(user.email, temporaryPassword as string));
    expect(first.mustChangePassword).toBe(true);
    const reset = await json<StaffPasswordResetResult>(
      await call(generated, 'POST', `/user/manage-users/${user.id}/reset-password`, undefined, admin),
    );
    expect(reset.temporaryPassword).toMatch(/^[a-z2-9-]{17}$/);
    expect(reset.temporaryPassword).not.toBe(temporaryPassword);
    expect((await signIn(user.email, temporaryPassword as string)).status).toBe(401);
    const again = await json<{ accessToken: string; mustChangePassword: boolean }>(
      await signIn(user.email, reset.temporaryPassword as string),
    );
    expect(again.mustChangePassword).toBe(true);
    // Once the user chooses their own password, it no longer expires.
    await json(
      await h.request('POST', '/account/changePassword', {
        token: again.accessToken,
        body: { oldPassword: reset.temporaryPassword, password: 'Propia-clave-32', confirmNewPassword: 'Propia-clave-32' },
      }),
    );
    const [row] = await h.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.defaultPasswordExpiresAt).toBeNull();
  });

  it('with the deployment’s default password the answer carries none', async () => {
    const { user, temporaryPassword } = await create(null);
    expect(temporaryPassword).toBeNull();
    expect((await json<{ mustChangePassword: boolean }>(await signIn(user.email, DEFAULT_PASSWORD))).mustChangePassword).toBe(
      true,
    );
    const reset = await json<StaffPasswordResetResult>(
      await call(null, 'POST', `/user/manage-users/${user.id}/reset-password`, undefined, admin),
    );
    expect(reset.temporaryPassword).toBeNull();
  });
});

describe('a password an admin set', () => {
  it('expires 24 h after it was set: the sign-in is refused with a translated message', async () => {
    const { user } = await create(null);
    const [row] = await h.database.db.select().from(users).where(eq(users.id, user.id));
    const ttl = (row?.defaultPasswordExpiresAt?.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);
    await expire(user.id);
    const res = await signIn(user.email, DEFAULT_PASSWORD);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe(
      'La contraseña que te dio un administrador venció. Pide a un administrador que la restablezca.',
    );
    const de = await signIn(user.email, DEFAULT_PASSWORD, 'de');
    expect(((await de.json()) as { message: string }).message).toContain('abgelaufen');
    // The admin sets it again: it works for another 24 h.
    await json(await call(null, 'POST', `/user/manage-users/${user.id}/unlock`, undefined, admin));
    await json(await call(null, 'POST', `/user/manage-users/${user.id}/reset-password`, undefined, admin));
    expect((await signIn(user.email, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('counts expired tries towards the lockout', async () => {
    const { user } = await create(null);
    await expire(user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await signIn(user.email, DEFAULT_PASSWORD)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('leaves the demo’s nuevo@ as the seed made it: cambiame leads to changePass', async () => {
    const res = await json<{ mustChangePassword: boolean }>(await signIn('nuevo@noctua.test', DEFAULT_PASSWORD));
    expect(res.mustChangePassword).toBe(true);
  });
});
