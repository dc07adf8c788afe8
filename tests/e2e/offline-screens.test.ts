// Issue 20, "don't lose": code-splitting must not make a screen fail offline. After one online
// visit (sign in, first sync, service worker in control) the browser goes offline and opens every
// ready screen of the navigation table directly: each must render inside the shell (not the
// router's error page, not the loading screen forever), and no script or style the screen needs may
// fail to load (everything comes from the precache). One context, direct navigations.
// Also the login page itself, which starts with the boot theme and catalog: it is photographed at
// every size in light and dark, and its lazy language menu opens and switches the language.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_ENTRIES } from '../../src/contract/navigation';
import { collectPageErrors, launchBrowser, newAppContext, screenshot, VIEWPORTS } from './browser';
import { signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The ready screens a direct navigation can open (no `$param` in the path). */
const READY_PATHS = [...new Set(NAV_ENTRIES.filter((e) => e.status === 'ready' && !e.path.includes('$')).map((e) => e.path))];

/**
 * Requests for the app's own code or styles that failed: they were not served by the precache. A
 * request the next navigation cancelled (`net::ERR_ABORTED`: a chunk still arriving when the test
 * moves on, after the screen had rendered) is not a precache miss; a miss fails with another error.
 */
function failedAssets(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request: Request) => {
    const url = new URL(request.url());
    const error = request.failure()?.errorText ?? '';
    if (error === 'net::ERR_ABORTED') return;
    if (url.pathname.startsWith('/noctua/assets/') || url.pathname === '/noctua/sw.js') failed.push(`${url.pathname}: ${error}`);
  });
  return failed;
}

/** Waits until `main` shows the screen: not empty, not the pending loader. */
async function screenShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      const loading = main.querySelector('[role="status"]')?.textContent?.includes('Cargando');
      return !loading && (main.textContent ?? '').trim().length > 20;
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

describe('every ready screen offline after one visit', () => {
  it(`opens the ${READY_PATHS.length} ready screens with the network off`, async () => {
    expect(READY_PATHS.length).toBeGreaterThan(30);
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    const failed = failedAssets(page);
    try {
      await signInThroughUi(page, baseUrl, 'admin@noctua.test', 'noctua2026');
      await waitForFirstSync(page, 120_000);
      await waitForServiceWorker(page);

      await context.setOffline(true);
      const broken: string[] = [];
      for (const path of READY_PATHS) {
        await page.goto(`${baseUrl}/noctua${path}`);
        try {
          await screenShown(page);
        } catch {
          broken.push(`${path}: nothing rendered`);
          continue;
        }
        const where = new URL(page.url()).pathname;
        if (await page.getByText('Something went wrong').count()) broken.push(`${path}: the router's error page`);
        else if (/\/noctua\/(?:404|500|auth\/login)/.test(where)) broken.push(`${path}: sent to ${where}`);
      }
      // Together, so that a broken screen comes with the errors that explain it; as text, so that a
      // failure's one-line summary names them.
      expect(JSON.stringify({ broken, failed, errors })).toBe(JSON.stringify({ broken: [], failed: [], errors: [] }));

      // One screen as the user sees it offline, styled by the full theme.
      await page.goto(`${baseUrl}/noctua/logged/servicioVIP/tarjvip`);
      await screenShown(page);
      await screenshot(page, 'offline-screens-tarjvip-desktop-light');

      // On a phone the offline notice is a bar of its own under the top bar (issue 19 item 6): it
      // covers neither the top bar (menu, user menu) nor the screen's title.
      await page.setViewportSize(VIEWPORTS.phone);
      const bar = page.getByTestId('offline-bar');
      await bar.waitFor();
      const box = async (selector: string) => (await page.locator(selector).first().boundingBox()) ?? { y: 0, height: 0 };
      const [header, barBox, title] = [await box('header'), await bar.boundingBox(), await box('main h1')];
      expect(barBox?.y ?? 0).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(title.y).toBeGreaterThanOrEqual((barBox?.y ?? 0) + (barBox?.height ?? 0));
      await screenshot(page, 'offline-screens-tarjvip-phone-light');
    } finally {
      await context.close();
    }
  });
});

describe('the login page with the boot theme and catalog', () => {
  it('is styled at every size and theme, and its language menu opens and switches language', async () => {
    for (const dark of [false, true]) {
      const context = await newAppContext(browser, VIEWPORTS.phone, dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const failed = failedAssets(page);
      try {
        await page.goto(`${baseUrl}/noctua/`);
        const submit = page.getByRole('button', { name: 'Ingresar' });
        await submit.waitFor();
        for (const [size, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await page.getByRole('heading', { name: 'Hola de nuevo' }).waitFor();
          await screenshot(page, `login-boot-theme-${size}-${dark ? 'dark' : 'light'}`);
        }
        // The button recipe is part of the boot theme: the submit button is a filled brand button.
        const background = await submit.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(background).not.toBe('rgba(0, 0, 0, 0)');

        if (!dark) {
          await page.getByRole('button', { name: 'Idioma' }).click();
          const german = page.getByRole('menuitemradio', { name: 'Deutsch' });
          await german.waitFor();
          await screenshot(page, 'login-language-menu-desktop-light');
          await german.click();
          // The German boot catalog has the login page's texts.
          await page.getByRole('button', { name: 'Anmelden' }).waitFor();
          await page.getByRole('button', { name: 'Sprache' }).waitFor();
        }
        expect(failed).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
