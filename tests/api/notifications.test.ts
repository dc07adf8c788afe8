// The bell's calls (SPEC §7): each user lists, marks and marks-all only their own notifications.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../server/db/schema';
import { createNotification } from '../../server/routes/account/notifications.service';
import { notificationMessage } from '../../src/contract/notification-messages';
import type { NotificationDto } from '../../src/contract/notifications';
import { createHarness, type Harness } from './harness';

let h: Harness;
let supervisor: string;
let vip: string;

beforeAll(async () => {
  h = await createHarness();
  supervisor = await h.login('supervisor@noctua.test');
  vip = await h.login('vip@noctua.test');
});
afterAll(async () => {
  await h?.close();
});

async function list(token: string, query = '?type=1'): Promise<NotificationDto[]> {
  const res = await h.request('GET', `/account/notifications${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as NotificationDto[];
}

async function userId(email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

describe('GET /account/notifications', () => {
  it('needs a session', async () => {
    expect((await h.request('GET', '/account/notifications?type=1')).status).toBe(401);
  });

  it("lists the user's notifications newest first with isRead as a '0'/'1' string", async () => {
    const items = await list(supervisor);
    expect(items.length).toBeGreaterThan(0);
    for (const n of items) {
      expect(Object.keys(n).sort()).toEqual([
        'click',
        'createdAt',
        'description',
        'id',
        'img',
        'isRead',
        'messageId',
        'params',
        'title',
      ]);
      expect(['0', '1']).toContain(n.isRead);
      expect(Number.isNaN(Date.parse(n.createdAt))).toBe(false);
    }
    const times = items.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const mine = await h.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, await userId('supervisor@noctua.test')));
    expect(items.map((n) => n.id).sort()).toEqual(mine.map((n) => n.id).sort());
  });

  it('filters by type and rejects a malformed type', async () => {
    expect(await list(supervisor, '?type=7')).toEqual([]);
    const bad = await h.request('GET', '/account/notifications?type=abc', { token: supervisor });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toHaveProperty('message');
  });
});

describe('POST /account/notificationsRead', () => {
  it("marks one of the caller's notifications read", async () => {
    const pending = await createNotification(h.database.db, {
      userId: await userId('supervisor@noctua.test'),
      kind: 'transfers',
      message: notificationMessage('transferDifferences', {
        number: '12',
        from: 'Depósito central',
        to: 'Barra VIP',
        differing: 1,
        lines: 12,
        user: 'Stock',
      }),
      click: '/logged/inventarios/movimientos',
    });
    const created = pending?.notification;
    if (!created) throw new Error('the supervisor gets transfers in-app by default');
    expect(created).toMatchObject({ isRead: '0', img: null, title: 'Remito recibido con diferencias' });
    const first = (await list(supervisor))[0];
    expect(first?.id).toBe(created.id);

    const res = await h.request('POST', '/account/notificationsRead', { token: supervisor, body: { id: created.id } });
    expect(res.status).toBe(200);
    expect((await list(supervisor)).find((n) => n.id === created.id)?.isRead).toBe('1');
  });

  it("answers 404 for an unknown id and for another user's notification, which stays unread", async () => {
    const theirs = (
      await createNotification(h.database.db, {
        userId: await userId('supervisor@noctua.test'),
        kind: 'recounts',
        message: notificationMessage('recountPending', { location: 'Solo para el supervisor', goods: 'Hielo' }),
      })
    )?.notification;
    if (!theirs) throw new Error('the supervisor gets recounts in-app by default');
    const foreign = await h.request('POST', '/account/notificationsRead', { token: vip, body: { id: theirs.id } });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: 'Notificación no encontrada' });
    const unknown = await h.request('POST', '/account/notificationsRead', {
      token: vip,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect((await list(supervisor)).find((n) => n.id === theirs.id)?.isRead).toBe('0');
  });

  it('rejects a malformed id with 422', async () => {
    const res = await h.request('POST', '/account/notificationsRead', { token: vip, body: { id: 'nope' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toHaveProperty('message');
    const none = await h.request('POST', '/account/notificationsRead', { token: vip, body: {} });
    expect(none.status).toBe(422);
  });
});

describe('PUT /account/notificationsReadAll', () => {
  it("marks every notification of the caller read and leaves other users' alone", async () => {
    const vipUnreadBefore = (await list(vip)).filter((n) => n.isRead === '0').length;
    expect((await list(supervisor)).some((n) => n.isRead === '0')).toBe(true);
    const res = await h.request('PUT', '/account/notificationsReadAll', { token: supervisor });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { updated: number }).updated).toBeGreaterThan(0);
    expect((await list(supervisor)).every((n) => n.isRead === '1')).toBe(true);
    expect((await list(vip)).filter((n) => n.isRead === '0').length).toBe(vipUnreadBefore);
  });

  it('is refused to an account that must change its password first', async () => {
    const token = await h.login('nuevo@noctua.test', 'cambiame');
    expect((await h.request('PUT', '/account/notificationsReadAll', { token })).status).toBe(403);
    expect((await h.request('GET', '/account/notifications?type=1', { token })).status).toBe(403);
  });
});
