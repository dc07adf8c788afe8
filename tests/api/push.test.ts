// Push (SPEC §4, §7): saving and deleting a device's token, and the FCM HTTP v1 sender — the token
// exchange, the message it posts and the deletion of tokens FCM reports as gone. FCM itself is a
// fake `fetch`; nothing leaves the machine.
import { eq } from 'drizzle-orm';
import { decodeJwt, exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushTokens, users } from '../../server/db/schema';
import type { FcmServiceAccount } from '../../server/env';
import { startAppJobs } from '../../server/job-kinds';
import type { Jobs } from '../../server/lib/jobs';
import { createLogger } from '../../server/lib/logger';
import { createPushSender, type PushSender } from '../../server/lib/push';
import { createNotification } from '../../server/routes/account/notifications.service';
import { notificationMessage } from '../../src/contract/notification-messages';
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

/** `make` with the app's jobs sending through `sender`, then every push job it enqueued run. */
async function withPushJobs<T>(sender: PushSender, make: (jobs: Jobs) => Promise<T>): Promise<T> {
  const jobs = await startAppJobs({ database: h.database, logger: createLogger('silent'), push: sender });
  try {
    const made = await make(jobs);
    await jobs.drain();
    return made;
  } finally {
    await jobs.stop();
  }
}

async function userId(email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

async function tokensOf(email: string): Promise<string[]> {
  const rows = await h.database.db
    .select({ token: pushTokens.token })
    .from(pushTokens)
    .where(eq(pushTokens.userId, await userId(email)));
  return rows.map((r) => r.token).sort();
}

describe('POST /account/pushToken and /account/deletePushToken', () => {
  it('need a session', async () => {
    expect((await h.request('POST', '/account/pushToken', { body: { token: 'a' } })).status).toBe(401);
    expect((await h.request('POST', '/account/deletePushToken', { body: { token: 'a' } })).status).toBe(401);
  });

  it('reject a missing or empty token with a translated message', async () => {
    const empty = await h.request('POST', '/account/pushToken', { body: { token: '  ' }, token: supervisor });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { message: string }).message).toBe('El token es obligatorio');
    const missing = await h.request('POST', '/account/pushToken', {
      body: {},
      token: supervisor,
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { message: string }).message).toBe("La valeur n'est pas valide: token");
    const long = await h.request('POST', '/account/pushToken', { body: { token: 'x'.repeat(5000) }, token: supervisor });
    expect(long.status).toBe(422);
  });

  it('saves a token once, refuses it to another account while its owner is signed in (issue 32 #9), deletes only the own one', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await h.request('POST', '/account/pushToken', { body: { token: 'device-1' }, token: supervisor });
      expect(res.status).toBe(201);
    }
    expect(await tokensOf('supervisor@noctua.test')).toEqual(['device-1']);

    const taken = await h.request('POST', '/account/pushToken', { body: { token: 'device-1' }, token: vip });
    expect(taken.status).toBe(409);
    expect(await tokensOf('supervisor@noctua.test')).toEqual(['device-1']);
    expect(await tokensOf('vip@noctua.test')).toEqual([]);

    const foreign = await h.request('POST', '/account/deletePushToken', { body: { token: 'device-1' }, token: vip });
    expect(foreign.status).toBe(200);
    expect(await foreign.json()).toEqual({ deleted: 0 });
    expect(await tokensOf('supervisor@noctua.test')).toEqual(['device-1']);

    // The supervisor signs out on that device (the token goes); then the next account saves it.
    const signOut = await h.request('POST', '/account/deletePushToken', { body: { token: 'device-1' }, token: supervisor });
    expect(await signOut.json()).toEqual({ deleted: 1 });
    expect((await h.request('POST', '/account/pushToken', { body: { token: 'device-1' }, token: vip })).status).toBe(201);
    expect(await tokensOf('vip@noctua.test')).toEqual(['device-1']);

    const own = await h.request('POST', '/account/deletePushToken', { body: { token: 'device-1' }, token: vip });
    expect(await own.json()).toEqual({ deleted: 1 });
    expect(await tokensOf('vip@noctua.test')).toEqual([]);
  });
});

describe('the FCM HTTP v1 sender', () => {
  let account: FcmServiceAccount;

  beforeAll(async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    account = {
      projectId: 'noctua-test',
      clientEmail: 'push@noctua-test.iam.gserviceaccount.com',
      privateKey: await exportPKCS8(privateKey),
      tokenUri: 'https://oauth2.googleapis.com/token',
    };
  });

  it('does nothing without credentials', async () => {
    const calls: string[] = [];
    const sender = createPushSender({
      db: h.database.db,
      logger: createLogger('silent'),
      account: undefined,
      fetch: async (url) => {
        calls.push(url);
        return new Response('{}');
      },
    });
    expect(sender.configured).toBe(false);
    expect(await sender.sendToUser(await userId('supervisor@noctua.test'), { title: 'x' })).toBe(0);
    expect(calls).toEqual([]);
  });

  it('exchanges a signed JWT for an access token, posts one message per token and deletes the unregistered ones', async () => {
    for (const token of ['good-token', 'gone-token', 'invalid-token']) {
      await h.request('POST', '/account/pushToken', { body: { token }, token: supervisor });
    }
    const requests: Array<{ url: string; init: RequestInit }> = [];
    const sender = createPushSender({
      db: h.database.db,
      logger: createLogger('silent'),
      account,
      fetch: async (url, init) => {
        requests.push({ url, init });
        if (url === account.tokenUri) return Response.json({ access_token: 'ya29.fake', expires_in: 3600 });
        const body = JSON.parse(String(init.body)) as { message: { token: string } };
        if (body.message.token === 'gone-token') {
          return Response.json(
            { error: { code: 404, status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
            { status: 404 },
          );
        }
        if (body.message.token === 'invalid-token') {
          return Response.json(
            { error: { code: 400, status: 'INVALID_ARGUMENT', details: [{ errorCode: 'INVALID_ARGUMENT' }] } },
            { status: 400 },
          );
        }
        return Response.json({ name: 'projects/noctua-test/messages/1' });
      },
    });
    expect(sender.configured).toBe(true);

    // A notification created with the push job reaches the user's devices once the job runs.
    const pending = await withPushJobs(sender, async (jobs) =>
      createNotification(
        h.database.db,
        {
          userId: await userId('supervisor@noctua.test'),
          kind: 'cancellations',
          message: notificationMessage('cancellationRequested', { user: 'Barra 1', reason: 'pide anular una venta' }),
          click: '/noctua/logged/general/anulaciones',
        },
        { jobs, venueId: null },
      ),
    );
    expect(pending?.notification.title).toBe('Nueva solicitud de anulación');
    await expect.poll(() => requests.length).toBe(4);
    await expect.poll(() => tokensOf('supervisor@noctua.test')).toEqual(['good-token']);

    const [exchange, ...sends] = requests;
    expect(exchange?.url).toBe('https://oauth2.googleapis.com/token');
    const form = new URLSearchParams(String(exchange?.init.body));
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const claims = decodeJwt(form.get('assertion') ?? '');
    expect(claims).toMatchObject({
      iss: account.clientEmail,
      aud: account.tokenUri,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    });

    for (const send of sends) {
      expect(send.url).toBe('https://fcm.googleapis.com/v1/projects/noctua-test/messages:send');
      expect(new Headers(send.init.headers).get('authorization')).toBe('Bearer ya29.fake');
    }
    const good = sends.map((s) => JSON.parse(String(s.init.body))).find((b) => b.message.token === 'good-token');
    expect(good).toEqual({
      message: {
        token: 'good-token',
        data: { click: '/noctua/logged/general/anulaciones' },
        webpush: { notification: { title: 'Nueva solicitud de anulación', body: 'Barra 1: pide anular una venta' } },
      },
    });

    // The access token is reused while valid: a second send makes no new exchange.
    requests.length = 0;
    expect(await sender.sendToUser(await userId('supervisor@noctua.test'), { title: 'Otra' })).toBe(1);
    expect(requests.map((r) => r.url)).toEqual(['https://fcm.googleapis.com/v1/projects/noctua-test/messages:send']);
  });

  it("words each device's push in the language its app saved the token with", async () => {
    const save = (token: string, lang: string) =>
      h.request('POST', '/account/pushToken', { body: { token }, token: vip, headers: { 'accept-language': lang } });
    expect((await save('vip-phone', 'de-DE,de;q=0.9,en;q=0.8')).status).toBe(201);
    expect((await save('vip-tablet', 'fr')).status).toBe(201);
    expect((await save('vip-old', 'pt-BR')).status).toBe(201);
    const bodies: Array<{ message: { token: string; webpush: { notification: { title: string; body: string } } } }> = [];
    const sender = createPushSender({
      db: h.database.db,
      logger: createLogger('silent'),
      account,
      fetch: async (url, init) => {
        if (url === account.tokenUri) return Response.json({ access_token: 'ya29.fake', expires_in: 3600 });
        bodies.push(JSON.parse(String(init.body)));
        return Response.json({ name: 'projects/noctua-test/messages/2' });
      },
    });
    await withPushJobs(sender, async (jobs) =>
      createNotification(
        h.database.db,
        {
          userId: await userId('vip@noctua.test'),
          kind: 'nightAlerts',
          message: notificationMessage('nightClosed', { night: 'Noche Retro', date: '2026-11-20' }),
        },
        { jobs, venueId: null },
      ),
    );
    await expect.poll(() => bodies.length).toBe(3);
    const said = Object.fromEntries(bodies.map((b) => [b.message.token, b.message.webpush.notification]));
    expect(said['vip-phone']).toEqual({
      title: 'Nacht abgeschlossen',
      body: 'Noche Retro (20.11.2026) wurde abgeschlossen. Die Bilanz ist jetzt verfügbar.',
    });
    expect(said['vip-tablet']).toEqual({
      title: 'Soirée clôturée',
      body: 'Noche Retro (20/11/2026) a été clôturée. Vous pouvez maintenant consulter le bilan.',
    });
    // A language the product does not have: Spanish.
    expect(said['vip-old']).toEqual({
      title: 'Noche cerrada',
      body: 'Se cerró Noche Retro (20/11/2026). Ya puedes ver el balance.',
    });

    // The app saves its token again when the language changes: the next push follows.
    await save('vip-tablet', 'de');
    const [tablet] = await h.database.db.select().from(pushTokens).where(eq(pushTokens.token, 'vip-tablet'));
    expect(tablet?.lang).toBe('de');
  });
});
