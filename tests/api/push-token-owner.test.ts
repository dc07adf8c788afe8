// Who a push token belongs to (issue 32 #9): a device's token stays with the account whose session
// registered it while that session lives. Another account saving the same token is refused (409,
// translated) — it moves only once its owner signed out on that device (sign-out deletes the
// token) or that session ended (expired, signed out everywhere, password changed elsewhere).
// The owner's own sessions may save it again; a password change or "sign out everywhere" from
// that device keeps it with the device's new session.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokens, userSessions, users } from '../../server/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let venueId: string;

beforeAll(async () => {
  h = await createHarness();
  const [admin] = await h.database.db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = admin?.defaultVenueId as string;
});
afterAll(async () => {
  await h?.close();
});

const save = (token: string, device: string, lang?: string) =>
  h.request('POST', '/account/pushToken', {
    token,
    body: { token: device },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const remove = (token: string, device: string) =>
  h.request('POST', '/account/deletePushToken', { token, body: { token: device } });

async function ownerOf(device: string): Promise<string | null> {
  const [row] = await h.database.db
    .select({ email: users.email })
    .from(pushTokens)
    .innerJoin(users, eq(users.id, pushTokens.userId))
    .where(eq(pushTokens.token, device));
  return row?.email ?? null;
}

const TAKEN = 'Este dispositivo recibe los avisos de otra cuenta: esa cuenta debe cerrar sesión en él primero.';

describe('a push token registered by another account', () => {
  it('is refused while its owner is signed in there, and moves once the owner signs out', async () => {
    const ana = await h.createUser('push-ana@noctua.test', ['103'], venueId, 'Ana Push');
    const bea = await h.createUser('push-bea@noctua.test', ['103'], venueId, 'Bea Push');
    expect((await save(ana, 'phone-1')).status).toBe(201);
    const taken = await save(bea, 'phone-1');
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: TAKEN });
    const de = await save(bea, 'phone-1', 'de');
    expect(de.status).toBe(409);
    expect(((await de.json()) as { message: string }).message).not.toBe(TAKEN);
    expect(await ownerOf('phone-1')).toBe('push-ana@noctua.test');
    // The owner saves it again (the language changed): still hers.
    expect((await save(ana, 'phone-1', 'fr')).status).toBe(201);
    expect(await ownerOf('phone-1')).toBe('push-ana@noctua.test');
    // The owner's other session may save it too (the same person on a fresh sign-in).
    expect((await save(await h.login('push-ana@noctua.test'), 'phone-1')).status).toBe(201);
    // Sign-out on that device deletes it; then the next account takes it.
    expect(await json(await remove(ana, 'phone-1'))).toEqual({ deleted: 1 });
    expect((await save(bea, 'phone-1')).status).toBe(201);
    expect(await ownerOf('phone-1')).toBe('push-bea@noctua.test');
  });

  it('moves once the session that registered it has ended', async () => {
    const cris = await h.createUser('push-cris@noctua.test', ['103'], venueId, 'Cris Push');
    const dani = await h.createUser('push-dani@noctua.test', ['103'], venueId, 'Dani Push');
    expect((await save(cris, 'tablet-1')).status).toBe(201);
    expect((await save(dani, 'tablet-1')).status).toBe(409);
    // Cris's session on the tablet expired (the app showed the sign-in screen; Dani signs in there).
    const [row] = await h.database.db
      .select({ sid: pushTokens.sessionId })
      .from(pushTokens)
      .where(eq(pushTokens.token, 'tablet-1'));
    await h.database.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.id, row?.sid as string));
    expect((await save(dani, 'tablet-1')).status).toBe(201);
    expect(await ownerOf('tablet-1')).toBe('push-dani@noctua.test');
  });

  it('stays with the device when its owner changes the password there', async () => {
    const eva = await h.createUser('push-eva@noctua.test', ['103'], venueId, 'Eva Push');
    const fede = await h.createUser('push-fede@noctua.test', ['103'], venueId, 'Fede Push');
    expect((await save(eva, 'laptop-1')).status).toBe(201);
    const changed = await json<{ accessToken: string }>(
      await h.request('POST', '/account/changePassword', {
        token: eva,
        body: { oldPassword: DEMO_PASSWORD, password: 'noche-nueva-2026', confirmNewPassword: 'noche-nueva-2026' },
      }),
    );
    expect(changed.accessToken).toBeTruthy();
    expect((await save(fede, 'laptop-1')).status).toBe(409);
    const everywhere = await json<{ accessToken: string }>(
      await h.request('POST', '/user/profile/sign-out-everywhere', { token: changed.accessToken }),
    );
    expect(everywhere.accessToken).toBeTruthy();
    expect((await save(fede, 'laptop-1')).status).toBe(409);
    expect(await ownerOf('laptop-1')).toBe('push-eva@noctua.test');
  });
});
