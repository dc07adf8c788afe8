// My account (/api/user, issue 16): profile with sessions, sign out everywhere (old tokens 401 at
// once, this device keeps a working token), the account form, notification settings stored and
// HONOURED by the one notification sender, push devices, the address book (300/201 to write),
// invoices, the photo upload checks, and the venue's password policy on a password change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, pushTokens, users, venues } from '../../server/db/schema';
import { type PushMessage, type PushSender, pushMessageFor } from '../../server/lib/push';
import { enqueuePushes, notifyVenueHolders } from '../../server/routes/account/notifications.service';
import type {
  AddressBookDto,
  ContactDto,
  MyInvoicesDto,
  NotificationSettingsDto,
  ProfileDto,
  PushDeviceDto,
  SignOutEverywhereResponse,
} from '../../src/contract/account';
import type { SessionUser } from '../../src/contract/auth';
import { notificationMessage } from '../../src/contract/notification-messages';
import type { NotificationDto } from '../../src/contract/notifications';
import { createHarness, DEMO_PASSWORD, type Harness, json } from './harness';

let h: Harness;
let venueId: string;
// What the app's push jobs sent (drained in the test).
const sent: { userId: string; message: PushMessage }[] = [];
const sender: PushSender = {
  configured: true,
  sendToUser: async (userId, message) => {
    sent.push({ userId, message: pushMessageFor(message, 'es') });
    return 1;
  },
};
let manager: string;
let plain: string;

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

beforeAll(async () => {
  h = await createHarness({ push: sender });
  const [venue] = await h.database.db.select({ id: venues.id }).from(venues).limit(1);
  if (!venue) throw new Error('no venue');
  venueId = venue.id;
  manager = await h.createUser('gerente@noctua.test', ['300', '107'], venueId, 'Gerente Prueba');
  plain = await h.createUser('barra@noctua.test', ['107'], venueId, 'Barra Prueba');
});
afterAll(() => h.close());

async function userId(email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

describe('GET /user/profile and sign out everywhere', () => {
  it('answers 401 without a token', async () => {
    expect((await h.request('GET', '/user/profile')).status).toBe(401);
  });

  it('lists the sessions with the device of each sign-in and marks the current one', async () => {
    const res = await h.request('POST', '/account/login', {
      body: { email: 'barra@noctua.test', password: DEMO_PASSWORD },
      headers: { 'user-agent': ANDROID, 'x-forwarded-for': '203.0.113.7' },
    });
    const { accessToken } = await json<{ accessToken: string }>(res);
    const profile = await json<ProfileDto>(await h.request('GET', '/user/profile', { token: accessToken }));
    expect(profile.user.email).toBe('barra@noctua.test');
    expect(profile.venueName).toBeTruthy();
    expect(profile.sessions.length).toBe(2);
    const current = profile.sessions.find((s) => s.current);
    expect(current).toMatchObject({ device: 'Chrome · Android' });
    // X-Forwarded-For is believed only behind a trusted proxy (NOCTUA_TRUST_PROXY=1).
    expect(current?.ip).not.toBe('203.0.113.7');
    expect(profile.sessions.filter((s) => s.current)).toHaveLength(1);
  });

  it('ends every other session at once: old tokens answer 401, this device gets a new working token', async () => {
    const other = await h.login('barra@noctua.test');
    const answer = await json<SignOutEverywhereResponse>(
      await h.request('POST', '/user/profile/sign-out-everywhere', { token: plain }),
    );
    expect(answer.ended).toBeGreaterThanOrEqual(3);
    expect((await h.request('GET', '/user/profile', { token: other })).status).toBe(401);
    expect((await h.request('GET', '/user/profile', { token: plain })).status).toBe(401);
    const fresh = await json<ProfileDto>(await h.request('GET', '/user/profile', { token: answer.accessToken }));
    expect(fresh.sessions).toHaveLength(1);
    expect(fresh.sessions[0]?.current).toBe(true);
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'sign_out_everywhere'));
    expect(audit).toHaveLength(1);
    plain = answer.accessToken;
  });

  it("uses the venue's token lifetime for new tokens", async () => {
    await h.database.db.update(venues).set({ tokenLifetimeHours: 2 }).where(eq(venues.id, venueId));
    const token = await h.login('barra@noctua.test');
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(2 * 3600);
    await h.database.db.update(venues).set({ tokenLifetimeHours: 12 }).where(eq(venues.id, venueId));
  });
});

describe('PUT /user/account', () => {
  it('changes the own names with an audit row and refuses an empty display name', async () => {
    const body = { firstName: ' Lucía ', lastName: 'Pérez', displayName: 'Lu' };
    const { user } = await json<{ user: SessionUser }>(await h.request('PUT', '/user/account', { token: plain, body }));
    expect(user).toMatchObject({ name: 'Lucía', lastname: 'Pérez', displayName: 'Lu' });
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'account.update'));
    expect(rows.at(-1)?.after).toEqual({ firstName: 'Lucía', lastName: 'Pérez', displayName: 'Lu' });
    const bad = await h.request('PUT', '/user/account', { token: plain, body: { ...body, displayName: '  ' } });
    expect(bad.status).toBe(422);
    const extra = await h.request('PUT', '/user/account', { token: plain, body: { ...body, position: 'Jefe' } });
    expect(extra.status).toBe(422);
  });

  it("refuses a new password shorter than the venue's policy", async () => {
    await h.database.db.update(venues).set({ passwordMinLength: 12 }).where(eq(venues.id, venueId));
    const res = await h.request('POST', '/account/changePassword', {
      token: plain,
      body: { oldPassword: DEMO_PASSWORD, password: 'corta123x', confirmNewPassword: 'corta123x' },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'La contraseña es más corta que el mínimo del local' });
    await h.database.db.update(venues).set({ passwordMinLength: 8 }).where(eq(venues.id, venueId));
  });

  it('checks the photo: type by name, content by first bytes, size', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
    const upload = (name: string, bytes: Uint8Array<ArrayBuffer> | string) =>
      h.app.request('/noctua/api/user/account/photo', {
        method: 'POST',
        headers: { authorization: `Bearer ${plain}`, 'x-file-name': name, 'content-type': 'application/octet-stream' },
        body: bytes,
      });
    expect((await upload('cara.gif', png)).status).toBe(415);
    expect((await upload('cara.png', 'not a png at all')).status).toBe(415);
    expect((await upload('cara.png', new Uint8Array(3 * 1024 * 1024).fill(0x89))).status).toBe(413);
    const { user } = await json<{ user: SessionUser }>(await upload('cara.png', png), 201);
    expect(user.photoURL).toMatch(/^\/noctua\/api\/user\/photos\/[a-f0-9]{32}\.png$/);
    const served = await h.app.request(user.photoURL ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });
});

describe('notification settings', () => {
  it('defaults to everything on and validates the body', async () => {
    const got = await json<NotificationSettingsDto>(
      await h.request('GET', '/user/account/notifications-settings', { token: manager }),
    );
    expect(got.settings.map((s) => s.kind)).toEqual([
      'cancellations',
      'recounts',
      'transfers',
      'mobileOrders',
      'lowStock',
      'nightAlerts',
    ]);
    expect(got.settings.every((s) => s.inApp && s.push)).toBe(true);
    const unknown = await h.request('PUT', '/user/account/notifications-settings', {
      token: manager,
      body: { settings: [{ kind: 'parties', inApp: true, push: true }] },
    });
    expect(unknown.status).toBe(422);
    const twice = await h.request('PUT', '/user/account/notifications-settings', {
      token: manager,
      body: {
        settings: [
          { kind: 'recounts', inApp: true, push: true },
          { kind: 'recounts', inApp: false, push: true },
        ],
      },
    });
    expect(twice.status).toBe(422);
  });

  it('is honoured by the notification sender: in-app off stores nothing, push off sends nothing', async () => {
    const saved = await json<NotificationSettingsDto>(
      await h.request('PUT', '/user/account/notifications-settings', {
        token: manager,
        body: { settings: [{ kind: 'cancellations', inApp: false, push: true }] },
      }),
    );
    expect(saved.settings.find((s) => s.kind === 'cancellations')).toEqual({ kind: 'cancellations', inApp: false, push: true });
    await json(
      await h.request('PUT', '/user/account/notifications-settings', {
        token: plain,
        body: { settings: [{ kind: 'cancellations', inApp: true, push: false }] },
      }),
    );
    const pending = await notifyVenueHolders(
      h.database.db,
      { venueId, code: '107' },
      {
        kind: 'cancellations',
        message: notificationMessage('cancellationRequested', { user: 'Prueba de avisos', reason: 'prueba' }),
        click: '/logged/general/anulaciones',
      },
    );
    await enqueuePushes(h.jobs, h.database.db, venueId, pending);
    await h.drainJobs();
    const managerId = await userId('gerente@noctua.test');
    const plainId = await userId('barra@noctua.test');
    const bell = (token: string) => h.request('GET', '/account/notifications', { token }).then((r) => json<NotificationDto[]>(r));
    expect((await bell(manager)).some((n) => n.params?.user === 'Prueba de avisos')).toBe(false);
    expect((await bell(plain)).some((n) => n.params?.user === 'Prueba de avisos')).toBe(true);
    expect(sent.some((s) => s.userId === managerId)).toBe(true);
    expect(sent.some((s) => s.userId === plainId)).toBe(false);
    // Another kind still reaches the manager everywhere.
    const recount = await notifyVenueHolders(
      h.database.db,
      { venueId, code: '300' },
      { kind: 'recounts', message: notificationMessage('recountPending', { location: 'Recuento de prueba', goods: 'Hielo' }) },
    );
    expect(recount.find((p) => p.userId === managerId)?.push).toBe(true);
    expect((await bell(manager)).some((n) => n.params?.location === 'Recuento de prueba')).toBe(true);
  });
});

describe('push devices', () => {
  it("lists the user's devices and removes only their own", async () => {
    await h.request('POST', '/account/pushToken', {
      token: plain,
      body: { token: 'device-token-1' },
      headers: { 'user-agent': ANDROID },
    });
    const { devices } = await json<{ devices: PushDeviceDto[] }>(
      await h.request('GET', '/user/account/push-devices', { token: plain }),
    );
    expect(devices).toHaveLength(1);
    expect(devices[0]?.device).toBe('Chrome · Android');
    const id = devices[0]?.id ?? '';
    expect((await h.request('DELETE', `/user/account/push-devices/${id}`, { token: manager })).status).toBe(404);
    expect((await h.request('DELETE', `/user/account/push-devices/${id}`, { token: plain })).status).toBe(204);
    expect(await h.database.db.select().from(pushTokens).where(eq(pushTokens.id, id))).toEqual([]);
  });
});

describe('address book and invoices', () => {
  it('lets everyone read, only 300 or 201 write, and validates the contact', async () => {
    const contact = { kind: 'supplier', name: 'Distribuidora Sur', phone: '+54 11 4444-5555', email: 'Ventas@Sur.test' };
    expect((await h.request('POST', '/user/account/address-book', { token: plain, body: contact })).status).toBe(403);
    const created = await json<ContactDto>(
      await h.request('POST', '/user/account/address-book', { token: manager, body: contact }),
      201,
    );
    expect(created).toMatchObject({ kind: 'supplier', email: 'ventas@sur.test', notes: '' });
    const bad = await h.request('POST', '/user/account/address-book', { token: manager, body: { ...contact, email: 'nope' } });
    expect(bad.status).toBe(422);
    const book = await json<AddressBookDto>(await h.request('GET', '/user/account/address-book', { token: plain }));
    expect(book.canEdit).toBe(false);
    expect(book.contacts.map((c) => c.name)).toContain('Distribuidora Sur');
    const edited = await json<ContactDto>(
      await h.request('PUT', `/user/account/address-book/${created.id}`, {
        token: manager,
        body: { ...contact, kind: 'artist' },
      }),
    );
    expect(edited.kind).toBe('artist');
    expect((await h.request('DELETE', `/user/account/address-book/${created.id}`, { token: manager })).status).toBe(204);
    expect((await h.request('DELETE', `/user/account/address-book/${created.id}`, { token: manager })).status).toBe(404);
    const actions = (await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id))).map((r) => r.action);
    expect(actions.sort()).toEqual(['contact.create', 'contact.delete', 'contact.update']);
  });

  it('answers the invoices the user issued, none for the others', async () => {
    const managerId = await userId('gerente@noctua.test');
    await h.database.db.insert(invoices).values({
      venueId,
      afipPosNumber: 3,
      type: 'B',
      number: 1234,
      date: '2026-05-01',
      net: 10_000,
      total: 12_100,
      issuedBy: managerId,
      status: 'authorized',
    });
    const mine = await json<MyInvoicesDto>(await h.request('GET', '/user/account/invoices', { token: manager }));
    expect(mine.invoices).toEqual([expect.objectContaining({ number: '0003-00001234', total: 12_100, status: 'authorized' })]);
    expect((await json<MyInvoicesDto>(await h.request('GET', '/user/account/invoices', { token: plain }))).invoices).toEqual([]);
  });
});
