// Issue 5, push notifications: a push delivered to the worker through the DevTools protocol
// (`ServiceWorker.deliverPushMessage`) with FCM's payload shape shows a system notification with
// its title, body, icon and click target, and reaches the open page in the shape Firebase's
// `onMessage` listens for. The DevTools protocol has no way to click a system notification, so the
// click (focus or open the app at the target) is covered by tests/unit/push.test.ts against fake
// `clients`. The build has no Firebase configuration, so the user menu says push is not
// configured instead of offering an opt-in that would fail.
// This file builds and serves its own copy of the app (other suites rebuild dist/ meanwhile).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './browser';
import { fillLogin, waitForServiceWorker } from './replica-page';
import { type ServerProcess, startServer } from './server-process';
import { registrationId } from './worker-events';

// The build npm test made (no VITE_FIREBASE_* set: push shows as not configured), or NOCTUA_STATIC_DIR.
const DIST = path.resolve(process.env.NOCTUA_STATIC_DIR || path.resolve(import.meta.dirname, '../../dist'));
const EMAIL = 'supervisor@noctua.test';
const PASSWORD = 'noctua2026';

let browser: Browser;
let server: ServerProcess;

beforeAll(async () => {
  if (!existsSync(path.join(DIST, 'sw.js'))) throw new Error(`${DIST} has no build: run npm run build first`);
  server = await startServer({ env: { NOCTUA_STATIC_DIR: DIST }, timeoutMs: 300_000 });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  data: { click: string | null };
}

describe('push notifications', () => {
  it('a push delivered to the worker through the DevTools protocol shows a notification with its click target', async () => {
    const origin = server.url;
    const scope = `${origin}/noctua/`;
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-AR' });
    await context.grantPermissions(['notifications'], { origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));

    await page.goto(`${scope}auth/login`);
    // The prerendered login page starts the app (which registers the worker) once touched.
    await page.getByLabel('Usuario').click();
    await waitForServiceWorker(page, 60_000);
    // What the worker hands to open windows (Firebase's onMessage reads these).
    await page.evaluate(() => {
      const w = globalThis as unknown as { pushMessages: unknown[]; navigator: Navigator };
      w.pushMessages = [];
      w.navigator.serviceWorker.addEventListener('message', (e) => w.pushMessages.push(e.data));
    });

    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, scope);
    const payload = {
      from: '1234567890',
      fcmMessageId: 'm-1',
      notification: { title: 'Nueva solicitud de anulación', body: 'Barra 1 pide anular la venta 42' },
      data: { click: '/noctua/logged/general/anulaciones' },
    };
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(payload) });
    await deliver();

    const shown = async () =>
      page.evaluate(async () => {
        const reg = await (globalThis as unknown as { navigator: Navigator }).navigator.serviceWorker.ready;
        const list = await reg.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as { click: string | null } }));
      });
    const someShown = async (ms: number) => {
      const deadline = Date.now() + ms;
      for (let list = await shown(); ; list = await shown()) {
        if (list.length > 0 || Date.now() > deadline) return list;
        await page.waitForTimeout(200);
      }
    };
    let notifications = await someShown(15_000);
    if (notifications.length === 0) {
      // Once in a full suite run (never alone, nor with the cores kept busy) a push handed over by
      // the DevTools protocol showed nothing. It is delivered once more before the test fails, and
      // the output says so; what was shown is checked either way.
      console.warn('push: the first delivery showed no notification within 15 s; delivering it again');
      await deliver();
      notifications = await someShown(15_000);
    }
    expect(notifications.length).toBeGreaterThanOrEqual(1);
    for (const notification of notifications as ShownNotification[])
      expect(notification).toEqual({
        title: 'Nueva solicitud de anulación',
        body: 'Barra 1 pide anular la venta 42',
        icon: `${scope}icons/icon-192.png`,
        data: { click: '/noctua/logged/general/anulaciones' },
      });

    const messages = (await page.evaluate(() => (globalThis as unknown as { pushMessages: unknown[] }).pushMessages)) as Array<
      Record<string, unknown>
    >;
    expect(messages).toContainEqual(
      expect.objectContaining({ isFirebaseMessaging: true, messageType: 'push-received', notification: payload.notification }),
    );
    await cdp.detach();

    // Without Firebase configuration the opt-in says so instead of failing.
    await fillLogin(page, EMAIL, PASSWORD);
    await page.waitForURL(/\/noctua\/logged\//, { timeout: 60_000 });
    await page.getByTestId('user-menu-trigger').click();
    const item = page.getByTestId('push-opt-in');
    await item.waitFor();
    expect(await item.getAttribute('data-state')).toBe('unconfigured');

    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
