// Debian's chromium driven by playwright-core (never a downloaded browser), with the flags this
// machine needs, the three viewports every screen is checked at, a context the way the app is
// used (es-AR, light or dark) and the small waits the browser tests share.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
} as const;

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: ['--headless', ...CHROMIUM_ARGS] });
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
  const context = await browser.newContext({ viewport, locale: 'es-AR' });
  if (dark) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('settings')) localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' }));
    });
  }
  return context;
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

/** Waits until a dialog's fade-in (its own CSS animations and its backdrop's) has finished. */
export async function dialogSettled(dialog: Locator): Promise<void> {
  await dialog.evaluate((el) => {
    const backdrops = Array.from(document.querySelectorAll('[data-scope="dialog"][data-part="backdrop"]'));
    const animations = [el, ...backdrops].flatMap((node) => node.getAnimations({ subtree: true }));
    return Promise.all(animations.map((a) => a.finished));
  });
}
