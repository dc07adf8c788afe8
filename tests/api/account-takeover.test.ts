// Issue 32 #1: a staff admin (300) cannot take over an account holding codes they lack — the
// all-codes admin included. Every account action on such a target is refused (403) and writes
// nothing; an invitation link exists only for an account that never signed in; a two-factor
// reset of a money/access role needs the owner or a second admin's confirmation (stored, audited,
// expiring after 24 h).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResetTokens, twoFactorResetRequests, users, userTotp } from '../../server/db/schema';
import type { StaffUserDetail } from '../../src/contract/staff';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
let adminId: string;
let owner: string;
/** Holds only 300 and 102: the attacker of the issue. */
let attacker: string;

beforeAll(async () => {
  h = await createHarness();
  const [me] = await h.database.db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  adminId = me?.id as string;
  venueId = me?.defaultVenueId as string;
  owner = await h.login('admin@noctua.test');
  attacker = await h.createUser('atacante@noctua.test', ['300', '102'], venueId);
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const message = async (res: Response) => ((await res.json()) as { message: string }).message;
const idOf = async (email: string) =>
  (await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id as string;

describe('a 300 holder against the all-codes admin', () => {
  it('cannot request an invitation link, reset, deactivate, edit, remove two-factor or unlock', async () => {
    const attempts: [string, string, unknown?][] = [
      ['POST', 'invitation'],
      ['POST', 'reset-password'],
      ['POST', 'deactivate'],
      ['POST', 'activate'],
      ['POST', 'unlock'],
      ['POST', 'two-factor/reset'],
      ['PUT', 'two-factor', { required: false }],
      ['PUT', '', { firstName: 'Mallory', lastName: 'X', ticketingActive: false, venueIds: [venueId] }],
      ['PUT', 'privileges', { codes: ['300'] }],
    ];
    const [before] = await h.database.db.select().from(users).where(eq(users.id, adminId));
    for (const [method, path, body] of attempts) {
      const res = await h.request(method, `/user/manage-users/${adminId}${path ? `/${path}` : ''}`, { token: attacker, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await message(res)).toBe('No puedes administrar la cuenta de alguien con privilegios que no tienes');
    }
    const [after] = await h.database.db.select().from(users).where(eq(users.id, adminId));
    expect(after).toEqual(before);
    expect(await h.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, adminId))).toEqual([]);
    // The admin still signs in with their own password.
    expect(
      (await h.request('POST', '/account/login', { body: { email: 'admin@noctua.test', password: DEMO_PASSWORD } })).status,
    ).toBe(200);
  });

  it('is answered in the caller’s language', async () => {
    const res = await h.request('POST', `/user/manage-users/${adminId}/invitation`, {
      token: attacker,
      headers: { 'accept-language': 'de' },
    });
    expect(res.status).toBe(403);
    expect(await message(res)).toBe('Sie können das Konto einer Person mit Berechtigungen, die Sie nicht haben, nicht verwalten');
  });

  it('still administers an account whose codes they all hold', async () => {
    await h.createUser('portero@noctua.test', ['102'], venueId);
    const id = await idOf('portero@noctua.test');
    const detail = await json<StaffUserDetail>(
      await h.request('POST', `/user/manage-users/${id}/deactivate`, { token: attacker }),
    );
    expect(detail.active).toBe(false);
  });
});

describe('invitation links', () => {
  it('exist only for an account that never signed in', async () => {
    await h.createUser('ya-entro@noctua.test', ['102'], venueId);
    const id = await idOf('ya-entro@noctua.test');
    const res = await h.request('POST', `/user/manage-users/${id}/invitation`, { token: owner });
    expect(res.status).toBe(409);
    expect(await message(res)).toBe('La cuenta ya ingresó: no se le puede enviar una invitación');
    expect(await h.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id))).toEqual([]);
  });
});

describe('two-factor reset of a money/access role', () => {
  let first: string;
  let second: string;
  let targetId: string;
  beforeAll(async () => {
    first = await h.createUser('admin.uno@noctua.test', ['300', '141'], venueId);
    second = await h.createUser('admin.dos@noctua.test', ['300', '141'], venueId);
    await h.createUser('cajera.2fa@noctua.test', ['141'], venueId);
    targetId = await idOf('cajera.2fa@noctua.test');
  });
  const enrol = () =>
    h.database.db
      .insert(userTotp)
      .values({ userId: targetId, secretEnc: 'x', confirmedAt: new Date() })
      .onConflictDoUpdate({ target: userTotp.userId, set: { confirmedAt: new Date() } });
  const enrolled = async () => (await h.database.db.select().from(userTotp).where(eq(userTotp.userId, targetId))).length === 1;
  const audits = async (action: string) =>
    h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, targetId), eq(auditLog.action, action)));

  it('is a request of the first admin, confirmed by a second one', async () => {
    await enrol();
    const asked = await json<StaffUserDetail>(
      await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token: first }),
      202,
    );
    expect(await enrolled()).toBe(true);
    expect(asked.twoFactorReset.needsSecondAdmin).toBe(true);
    expect(asked.twoFactorReset.pending).toMatchObject({ mine: true, requestedByName: 'Test User' });
    expect(await audits('totp_reset_requested')).toHaveLength(1);
    // The same admin cannot confirm their own request.
    const self = await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset/confirm`, { token: first });
    expect(self.status).toBe(403);
    expect(await enrolled()).toBe(true);
    const seen = await json<StaffUserDetail>(await h.request('GET', `/user/manage-users/${targetId}`, { token: second }));
    expect(seen.twoFactorReset.pending?.mine).toBe(false);
    const done = await json<StaffUserDetail>(
      await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset/confirm`, { token: second }),
    );
    expect(done.twoFactor.enabled).toBe(false);
    expect(done.twoFactorReset.pending).toBeNull();
    expect(await enrolled()).toBe(false);
    expect(await audits('totp_reset')).toHaveLength(1);
    const [row] = await h.database.db.select().from(twoFactorResetRequests).where(eq(twoFactorResetRequests.userId, targetId));
    expect(row?.confirmedAt).not.toBeNull();
  });

  it('is one request at a time, confirmed by an admin who is neither its author nor the user', async () => {
    await enrol();
    await json(await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token: first }), 202);
    // Asking again: the same request, no second row; another admin is sent to confirm it.
    await json(await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token: first }), 202);
    const other = await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token: second });
    expect(other.status).toBe(409);
    expect(await message(other)).toBe('Otro administrador ya pidió restablecerla: confirma su pedido');
    const open = await h.database.db.select().from(twoFactorResetRequests).where(eq(twoFactorResetRequests.userId, targetId));
    expect(open.filter((r) => !r.confirmedAt)).toHaveLength(1);
    // Nobody resets their own two-factor sign-in from the staff screens.
    const firstId = await idOf('admin.uno@noctua.test');
    const own = await h.request('POST', `/user/manage-users/${firstId}/two-factor/reset`, { token: first });
    expect(own.status).toBe(403);
    // A requester no longer active (or without 300) no longer counts: the request cannot be confirmed.
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, firstId));
    expect((await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset/confirm`, { token: second })).status).toBe(
      409,
    );
    await h.database.db.update(users).set({ active: true }).where(eq(users.id, firstId));
    await json(await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset/confirm`, { token: second }));
    expect(await enrolled()).toBe(false);
  });

  it('expires after 24 hours', async () => {
    await enrol();
    await json(await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token: first }), 202);
    await h.database.db
      .update(twoFactorResetRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(twoFactorResetRequests.userId, targetId));
    const late = await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset/confirm`, { token: second });
    expect(late.status).toBe(409);
    expect(await enrolled()).toBe(true);
  });

  it('is done at once by the owner (every code), and for a role without money or access codes', async () => {
    await enrol();
    const done = await json<StaffUserDetail>(
      await h.request('POST', `/user/manage-users/${targetId}/two-factor/reset`, { token: owner }),
    );
    expect(done.twoFactor.enabled).toBe(false);
    await h.createUser('sin-codigos.2fa@noctua.test', [], venueId);
    const stockId = await idOf('sin-codigos.2fa@noctua.test');
    await h.database.db.insert(userTotp).values({ userId: stockId, secretEnc: 'x', confirmedAt: new Date() });
    await json(await h.request('POST', `/user/manage-users/${stockId}/two-factor/reset`, { token: first }));
    expect(await h.database.db.select().from(userTotp).where(eq(userTotp.userId, stockId))).toEqual([]);
  });
});
