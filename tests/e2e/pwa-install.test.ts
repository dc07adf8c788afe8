// Issue 5, installing the app — Lighthouse-style checks on the built app: the web manifest is valid
// (names, start_url and scope under /noctua/, standalone, 192 and 512 icons including maskable
// ones that really are PNGs of those sizes), the page links it and the apple-touch icon, the
// service worker takes control and Chromium reports no installability errors. A cold start with
// no network on a deep link opens the app. Then the "Instalar aplicación" item and the iOS Home
// Screen hint are photographed at phone, tablet and desktop size, light and dark.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_EXECUTABLE,
  collectPageErrors,
  DEVICE_ZONE,
  LOOKS,
  launchBrowser,
  screenshot,
  VIEWPORTS,
} from './browser';
import { submitLogin, waitForServiceWorker } from './replica-page';

let browser: Browser;
const baseUrl = inject('baseUrl');
const APP = `${baseUrl}/noctua/`;
const EMAIL = 'stock@noctua.test';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page): Promise<void> {
  await submitLogin(page, `${APP}auth/login`, EMAIL);
  await page.waitForURL(/\/noctua\/logged\/home/);
  await page.getByRole('heading', { name: /Hola, / }).waitFor();
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(0, 8).equals(signature)).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function expectPng(url: string, size: number): Promise<void> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type'), url).toMatch(/^image\/png/);
  expect(pngSize(Buffer.from(await res.arrayBuffer())), url).toEqual({ width: size, height: size });
}

/**
 * A browser with a real profile: Chromium never finds anything installable in an incognito
 * context, which is what browser.newContext() gives. Same executable and flags as launchBrowser.
 */
async function withProfile(run: (context: BrowserContext) => Promise<void>): Promise<void> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'noctua-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_EXECUTABLE,
    headless: true,
    args: CHROMIUM_ARGS,
    env: { ...process.env, TZ: DEVICE_ZONE },
    viewport: VIEWPORTS.phone,
    locale: 'es-AR',
  });
  try {
    await run(context);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

describe('installable app', () => {
  it('serves a valid web manifest whose icons are PNGs of the declared sizes', async () => {
    const url = `${APP}manifest.webmanifest`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest.name).toBe('Noctua');
    expect(manifest.short_name).toBe('Noctua');
    expect(typeof manifest.description).toBe('string');
    expect(manifest.lang).toBe('es');
    expect(manifest.display).toBe('standalone');
    expect(new URL(manifest.start_url as string, url).pathname).toMatch(/^\/noctua\//);
    expect(new URL(manifest.scope as string, url).pathname).toBe('/noctua/');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const has = (size: number, purpose: string) =>
      manifest.icons.some((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').split(' ').includes(purpose));
    for (const size of [192, 512]) {
      expect(has(size, 'any'), `${size} any`).toBe(true);
      expect(has(size, 'maskable'), `${size} maskable`).toBe(true);
    }
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(w).toBe(h);
      await expectPng(new URL(icon.src, url).href, w as number);
    }
  });

  it('links the manifest and the apple-touch icon; the worker takes control; Chromium finds it installable', async () => {
    await withProfile(async (context) => {
      const page = await context.newPage();
      const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
      await page.goto(`${APP}auth/login`);
      await page.getByText('Hola de nuevo').waitFor();

      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe('/noctua/manifest.webmanifest');
      const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      expect(appleHref).toMatch(/^\/noctua\//);
      await expectPng(new URL(appleHref as string, page.url()).href, 180);
      expect(await page.locator('meta[name="theme-color"]').count()).toBe(1);

      // The login page is prerendered (dist/login.html): the app, which registers the worker,
      // starts when the page is first touched.
      await page.getByLabel('Usuario').click();
      await waitForServiceWorker(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/noctua\/sw\.js/);

      // What Lighthouse's "installable" audit asks Chromium: no errors once the manifest is in.
      const cdp = await context.newCDPSession(page);
      type Installability = { installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[] };
      let result: Installability = { installabilityErrors: [] };
      for (let i = 0; i < 20; i++) {
        result = (await cdp.send('Page.getInstallabilityErrors')) as Installability;
        if (result.installabilityErrors.length === 0) break;
        await page.waitForTimeout(250);
      }
      expect(result.installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${APP}manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it('a cold start with no network on a deep link opens the app', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-AR' });
    const first = await context.newPage();
    const errors = collectPageErrors(first, { ignoreNetworkFailures: true });
    await signIn(first);
    await waitForServiceWorker(first);
    await first.close();

    // No network, and the worker stopped as after a browser restart: it must start from its caches.
    await context.setOffline(true);
    const page = await context.newPage();
    errors.push(...collectPageErrors(page, { ignoreNetworkFailures: true }));
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    const res = await page.goto(`${APP}logged/home`);
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: /Hola, / }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/noctua/logged/home');
    expect(errors).toEqual([]);
    await context.close();
  });
});

async function iosContext(viewport: { width: number; height: number }, dark: boolean): Promise<BrowserContext> {
  const userAgent = viewport.width < 600 ? IPHONE_SAFARI : IPAD_SAFARI;
  const context = await browser.newContext({ viewport, locale: 'es-AR', userAgent, hasTouch: true });
  if (dark) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('settings')) localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' }));
    });
  }
  return context;
}

/** A beforeinstallprompt as Chromium fires it (headless Chromium offers none by itself). */
function offerInstall(page: Page): Promise<void> {
  return page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt(): Promise<void>;
      userChoice: Promise<{ outcome: string; platform: string }>;
    };
    event.prompt = async () => {
      (window as unknown as { promptedInstall?: boolean }).promptedInstall = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'dismissed', platform: 'web' });
    window.dispatchEvent(event);
  });
}

describe('install item and iOS hint', () => {
  for (const { size: name, viewport, theme } of LOOKS) {
    it(`at ${name} size (${theme})`, async () => {
      const context = await iosContext(viewport, theme === 'dark');
      const page = await context.newPage();
      const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
      await signIn(page);

      // iOS Safari: the Home Screen hint on the home page, gone for good once closed.
      const hint = page.getByTestId('ios-install-hint');
      await hint.waitFor();
      expect(await hint.textContent()).toContain('«Agregar a inicio»');
      await page.waitForTimeout(300);
      await screenshot(page, `ios-install-hint-${name}-${theme}`);
      await hint.getByRole('button', { name: 'Cerrar aviso' }).click();
      await hint.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('heading', { name: /Hola, / }).waitFor();
      expect(await hint.count()).toBe(0);

      // The install offer: absent until the browser makes one, then in the user menu.
      await page.getByTestId('user-menu-trigger').click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
      expect(await page.getByTestId('install-app-item').count()).toBe(0);
      await page.keyboard.press('Escape');
      await offerInstall(page);
      await page.getByTestId('user-menu-trigger').click();
      const item = page.getByRole('menuitem', { name: 'Instalar aplicación' });
      await item.waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `install-item-${name}-${theme}`);
      await item.click();
      await page.waitForFunction(() => (window as unknown as { promptedInstall?: boolean }).promptedInstall === true);
      await page.getByTestId('user-menu-trigger').click();
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).waitFor();
      expect(await page.getByTestId('install-app-item').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
