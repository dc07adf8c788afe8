// Issue 20, "don't lose": after one online visit (sign in, first sync, service worker in control)
// the browser goes offline; the VIP cards are photographed as a user sees them and the offline bar
// sits under the top bar on a phone. Every screen of every account offline is opened by
// offline-every-account.test.ts.
// Also the login page itself, which starts with the boot theme and catalog: it is photographed at
// every size in light and dark, and its lazy language menu opens and switches the language.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectAssetFailures, collectPageErrors, launchBrowser, newAppContext, screenshot, VIEWPORTS } from './browser';
import { screenShown, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a screen offline after one visit', () => {
  it('shows the VIP cards styled offline, and the offline bar under the top bar on a phone', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    const failed = collectAssetFailures(page);
    try {
      await signInThroughUi(page, baseUrl, 'admin@noctua.test', 'noctua2026');
      await waitForFirstSync(page, 120_000);
      await waitForServiceWorker(page);

      await context.setOffline(true);
      // Every screen of every account offline is opened by offline-every-account.test.ts (issue 36),
      // which also checks that nothing the screens need misses the precache.
      expect(JSON.stringify({ failed, errors })).toBe(JSON.stringify({ failed: [], errors: [] }));

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
      const failed = collectAssetFailures(page);
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
