// Debian's chromium driven by playwright-core (never a downloaded browser), with the flags this
// machine needs, the three viewports every screen is checked at, a context the way the app is
// used (es-AR, light or dark) and the small waits the browser tests share.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
} as const;

export type Size = keyof typeof VIEWPORTS;

/** A size and a theme a screen is laid out and photographed at. */
export interface Look {
  size: Size;
  viewport: (typeof VIEWPORTS)[Size];
  dark: boolean;
  theme: 'light' | 'dark';
}

const ALL_LOOKS: Look[] = (Object.keys(VIEWPORTS) as Size[]).flatMap((size) =>
  [false, true].map((dark) => ({ size, viewport: VIEWPORTS[size], dark, theme: dark ? ('dark' as const) : ('light' as const) })),
);

/**
 * The looks the screen tests go through. By default the two corners of the matrix: phone in
 * light and desktop in dark (the narrowest and the widest layout, each theme once), which is what
 * `npm test` and CI check. `E2E_LOOKS=all` (`npm run screenshots`) goes through every size in
 * both themes, for a person to look at the pictures: signing in once per look was a third of the
 * browser suite's time, and the tablet's layout sits between the two corners.
 */
export const LOOKS: readonly Look[] =
  process.env.E2E_LOOKS === 'all'
    ? ALL_LOOKS
    : ALL_LOOKS.filter((l) => (l.size === 'phone' && !l.dark) || (l.size === 'desktop' && l.dark));

/** The sizes a test that signs in once per theme resizes through, for that theme. */
export function sizesFor(dark: boolean): [Size, (typeof VIEWPORTS)[Size]][] {
  return LOOKS.filter((l) => l.dark === dark).map((l) => [l.size, l.viewport]);
}

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every launch uses (headless comes from `--headless` or playwright's `headless`). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The zone of the tests' devices: the demo venue's, as for a tablet at the bar (the app shows venue
 * times on the venue's clock whatever the device's; venue-time.test.ts tries a device on UTC).
 */
export const DEVICE_ZONE = 'America/Argentina/Buenos_Aires';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: ['--headless', ...CHROMIUM_ARGS],
    env: { ...process.env, TZ: DEVICE_ZONE },
  });
}

/**
 * Whether the app's contexts register its service worker; a file of screen tests turns it off
 * with `screensWithoutServiceWorker()` (vitest gives each file its own copy of this module).
 */
let serviceWorkerByDefault = true;

/**
 * For a file whose tests are about screens online, not about offline use, the precache, updates,
 * push or background sync (those keep the worker): its contexts do not register the app's service
 * worker, so they do not download the whole precache (every chunk of the app, some 560 files)
 * while the test runs. Measured on the cash-flow screens: 49.5 s with the worker, 39.3 s without.
 * The app then runs as on a first visit in a browser without a worker.
 */
export function screensWithoutServiceWorker(): void {
  serviceWorkerByDefault = false;
}

/** `browser.newContext` options as the file wants them: the service worker allowed or blocked. */
export function contextOptions(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { locale: 'es-AR', serviceWorkers: serviceWorkerByDefault ? 'allow' : 'block', ...options };
}

/**
 * A context as a user in Argentina sees the app. `dark` starts with the dark theme: set only
 * while the app has no settings of its own, so a settings change survives a reload.
 */
export async function newAppContext(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  dark = false,
): Promise<BrowserContext> {
  const context = await browser.newContext(contextOptions({ viewport }));
  if (dark) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('settings')) localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' }));
    });
  }
  return context;
}

/**
 * Goes to `path` (e.g. `/noctua/logged/home`) inside the running app, as a link does: the router
 * renders the screen and loads its chunk, without loading the page again. Returns once `main`
 * shows the new screen (content that was not there before, not the loader). For a test that walks
 * through many screens; a test about a deep link itself uses page.goto.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const from = await page.evaluate((to) => {
    const before = location.pathname;
    if (before === to) return null; // already there (an earlier path redirected here)
    for (const el of Array.from(document.querySelectorAll('main *'))) el.setAttribute('data-e2e-before', '');
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return before;
  }, path);
  if (from === null) return;
  await page.waitForFunction(
    (from) => {
      const main = document.querySelector('main');
      // (the path may redirect, e.g. a section to its first tab)
      if (!main || location.pathname === from) return false;
      if (main.querySelector('[role="status"]')?.textContent?.includes('Cargando')) return false;
      // React swaps the screen in one commit: once anything new with text is there, it is the new one.
      return Array.from(main.querySelectorAll(':scope *:not([data-e2e-before])')).some(
        (el) => (el.textContent ?? '').trim().length > 0,
      );
    },
    from,
    { timeout: 15_000, polling: 50 },
  );
}

/** Polls `check` until it holds; for state outside the page (the server, the replica). */
export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
  intervalMs = 200,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** What the browser logs for a request that failed because the test took the network away. */
const NETWORK_FAILURE = /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|net::ERR_/;

/**
 * Fails the test on console errors and uncaught page errors, which are bugs we would miss.
 * `ignoreNetworkFailures`: for tests that go offline on purpose, failed requests are expected.
 */
export function collectPageErrors(page: Page, options: { ignoreNetworkFailures?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (options.ignoreNetworkFailures && NETWORK_FAILURE.test(msg.text())) return;
    errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Waits for the page's finite animations and transitions to end (at most 3 s; spinners and
 * skeleton pulses loop forever and are left alone). A button enabled as its data arrives fades
 * from half to full opacity: a check caught mid-fade (axe's contrast) measures a state the screen
 * never rests at.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)));
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 3_000))]);
  });
}

/**
 * Waits until `main` has not changed for `quietMs` (no node added, removed or edited), at most
 * `maxMs`: a screen's live reads and failing requests have had their turn once nothing moves. A
 * fixed pause per screen waited as long on a screen that was already still.
 */
export async function mainQuiet(page: Page, quietMs = 250, maxMs = 3_000): Promise<void> {
  await page.evaluate(
    ([quiet, max]) =>
      new Promise<void>((resolve) => {
        const main = document.querySelector('main') ?? document.body;
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(done, max);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      }),
    [quietMs, maxMs] as const,
  );
}

/** Waits until a dialog's fade-in (its own CSS animations and its backdrop's) has finished. */
export async function dialogSettled(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => {
    const backdrops = Array.from(document.querySelectorAll('[data-scope="dialog"][data-part="backdrop"]'));
    const animations = [el, ...backdrops].flatMap((node) => node.getAnimations({ subtree: true }));
    return Promise.all(animations.map((a) => a.finished));
  });
}

/**
 * Requests for the app's own code or styles that failed: they were not served by the precache. A
 * request the next navigation cancelled (`net::ERR_ABORTED`: a chunk still arriving when the test
 * moves on, after the screen had rendered) is not a precache miss; a miss fails with another error.
 */
export function collectAssetFailures(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request: Request) => {
    const url = new URL(request.url());
    const error = request.failure()?.errorText ?? '';
    if (error === 'net::ERR_ABORTED') return;
    if (url.pathname.startsWith('/noctua/assets/') || url.pathname === '/noctua/sw.js') failed.push(`${url.pathname}: ${error}`);
  });
  return failed;
}

/**
 * A keyboard-wedge scanner: real key events (through the DevTools protocol, as a USB keyboard's
 * would arrive) stamped 4 ms apart, then Enter — stamped like hardware events, so a busy test
 * machine cannot space them out like a person's typing.
 */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((ch) => ({ key: ch, text: ch, code: /\d/.test(ch) ? `Digit${ch}` : `Key${ch.toUpperCase()}` }));
  keys.push({ key: 'Enter', text: '\r', code: 'Enter' });
  for (const [i, k] of keys.entries()) {
    const timestamp = start + i * 0.004;
    const vk = k.key === 'Enter' ? 13 : k.key.toUpperCase().charCodeAt(0);
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key: k.key,
      code: k.code,
      text: k.text,
      windowsVirtualKeyCode: vk,
      timestamp,
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k.key, code: k.code, windowsVirtualKeyCode: vk, timestamp });
  }
  await cdp.detach();
}
