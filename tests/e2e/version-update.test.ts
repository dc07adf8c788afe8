// The update banner end to end (SPEC §4 "Version"): the server answering another version shows
// 'Haga click para actualizar a la nueva versión'; a click while offline with a change queued
// neither reloads nor loses the change and says why; back online the click reloads the page and
// the change was sent (or is still queued), never lost. Then the banner is photographed at phone,
// tablet and desktop size, light and dark. Runs its own server over the build in
// NOCTUA_STATIC_DIR (default dist/), so it can test a build made apart from dist/.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/contract/uuid';
import { collectPageErrors, LOOKS, launchBrowser, screenshot, VIEWPORTS } from './browser';
import { type PageOutboxEntry, type PageWindow, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';
import { type ServerProcess, startServer } from './server-process';

const EMAIL = 'stock@noctua.test';
const PASSWORD = 'noctua2026';
const BANNER_TEXT = 'Haga click para actualizar a la nueva versión';
const OTHER_VERSION = '9.9.9';
const STATIC_DIR = path.resolve(process.env.NOCTUA_STATIC_DIR || 'dist');
/**
 * Another build (its worker differs from STATIC_DIR's) to release while a page is open, so the
 * click meets a real new worker; without NOCTUA_NEXT_STATIC_DIR that case is skipped.
 */
const NEXT_STATIC_DIR = process.env.NOCTUA_NEXT_STATIC_DIR ? path.resolve(process.env.NOCTUA_NEXT_STATIC_DIR) : '';

let browser: Browser;
let server: ServerProcess;
let baseUrl = '';

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { NOCTUA_STATIC_DIR: STATIC_DIR } })]);
  baseUrl = server.url;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** Every version check of the context answers another version; counts the checks. */
async function newVersionOnServer(context: BrowserContext): Promise<{ checks: string[] }> {
  const checks: string[] = [];
  await context.route('**/api/version.txt**', (route) => {
    checks.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: OTHER_VERSION });
  });
  return { checks };
}

function outboxEntry(page: Page, id: string): Promise<PageOutboxEntry | null> {
  return page.evaluate(async (entryId) => {
    const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
    if (!replica) return null;
    const entries = await replica.db.outbox.toArray();
    return entries.find((e) => e.id === entryId) ?? null;
  }, id);
}

describe('update banner', () => {
  it('shows a new version, refuses to update over unsent changes offline, and updates once they can go', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet, locale: 'es-AR' });
    const { checks } = await newVersionOnServer(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await page.goto(`${baseUrl}/noctua/auth/login`);
    const button = page.getByRole('button', { name: BANNER_TEXT, exact: true });
    // Signed out too: the banner is on every screen of the app — which, on the prerendered login
    // page (dist/login.html, fresh from the server), starts when the page is first touched.
    await page.getByLabel('Usuario').click();
    await button.waitFor();
    expect(checks.length).toBeGreaterThanOrEqual(1);
    expect(checks[0]).toMatch(/\/noctua\/api\/version\.txt\?v=\d+$/);

    await signInThroughUi(page, baseUrl, EMAIL, PASSWORD);
    await waitForFirstSync(page);
    await waitForServiceWorker(page);
    await button.waitFor();
    expect((await button.textContent())?.trim()).toBe(BANNER_TEXT);

    // ── offline, one change queued: the click keeps it and the page ──
    const locationId = await page.evaluate(async () => {
      const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
      const locations = (await replica?.db.stockLocations.toArray()) ?? [];
      return locations[0]?.id ?? null;
    });
    expect(locationId).toBeTruthy();
    await context.setOffline(true);
    const countId = uuidv7();
    const entryId = await page.evaluate(
      async (args) => {
        const entry = await (globalThis as unknown as PageWindow).noctuaReplica?.queue('stockCount.open', args);
        (globalThis as unknown as { updateMarker?: string }).updateMarker = 'before';
        return entry?.id ?? null;
      },
      { countId, locationId },
    );
    expect(entryId).toBeTruthy();
    await button.click();
    const message = page.getByTestId('update-message');
    await message.filter({ hasText: 'Hay cambios sin enviar' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (globalThis as unknown as { updateMarker?: string }).updateMarker)).toBe('before');
    expect((await outboxEntry(page, entryId as string))?.status).toBe('pending');
    await button.waitFor();
    await screenshot(page, 'update-banner-offline-pending-tablet-light');

    // ── online: the click flushes (if the engine has not yet) and reloads ──
    await context.setOffline(false);
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await button.click();
    await reloaded;
    await page.waitForFunction(() => !!(globalThis as unknown as PageWindow).noctuaReplica?.get(), undefined, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => (globalThis as unknown as { updateMarker?: string }).updateMarker)).toBeUndefined();
    const entry = await outboxEntry(page, entryId as string);
    expect(entry, 'the queued change survived the update').not.toBeNull();
    expect(['applied', 'pending', 'sending']).toContain(entry?.status);
    // Sent before the reload (by the engine coming back online, or by the click's flush).
    expect(entry?.status).toBe('applied');
    // The reloaded app checks again (the route still answers another version).
    await button.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the banner at each size and theme of LOOKS', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-AR' });
    await newVersionOnServer(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signInThroughUi(page, baseUrl, EMAIL, PASSWORD);
    await waitForFirstSync(page);
    for (const { size: name, viewport, theme } of LOOKS) {
      await page.setViewportSize(viewport);
      await page.evaluate((mode) => {
        const w = globalThis as unknown as PageWindow;
        const settings = JSON.parse(w.localStorage.getItem('settings') ?? '{}') as Record<string, unknown>;
        w.localStorage.setItem('settings', JSON.stringify({ ...settings, themeMode: mode }));
      }, theme);
      await page.reload();
      await page.getByText('Tus secciones').waitFor();
      await page.getByRole('button', { name: BANNER_TEXT, exact: true }).waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `update-banner-${name}-${theme}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.skipIf(!NEXT_STATIC_DIR)(
    'a release while the page is open: the new worker takes over and the page reloads under it',
    async () => {
      const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-AR' });
      await newVersionOnServer(context);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/noctua/auth/login`);
      await waitForServiceWorker(page);
      const button = page.getByRole('button', { name: BANNER_TEXT, exact: true });
      await button.waitFor();
      const entryScript = () =>
        page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/index-"]')?.src ?? '');
      const before = await entryScript();
      expect(before).toMatch(/\/assets\/index-/);

      // The release: the same origin now serves the other build (its sw.js differs).
      // (startServer reports a port of its own choosing; the PORT given is the one it listens on.)
      const port = new URL(baseUrl).port;
      await server.stop();
      server = await startServer({ dataDir: server.dataDir, env: { PORT: port, NOCTUA_STATIC_DIR: NEXT_STATIC_DIR } });

      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await button.click();
      await reloaded;
      await waitForServiceWorker(page);
      // The old worker would have served the old build's index.html: the new one controls the page.
      const after = await entryScript();
      expect(after).not.toBe(before);
      expect(after).toMatch(/\/assets\/index-/);
      await context.close();
    },
  );
});
