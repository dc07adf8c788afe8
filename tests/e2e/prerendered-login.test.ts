// The login page prerendered at build time (dist/login.html, scripts/prerender-login.mjs; issue 20):
// a first visit without the service worker paints the form from HTML alone and runs no script
// until it is touched; what the user types and presses before the app is there carries over to
// the live form; the live form stands exactly where the static one stood (no layout shift); a
// returning German user (or one with a session) gets the app at once, never the Spanish page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './browser';

let browser: Browser;
const baseUrl = inject('baseUrl');
const LOGIN = `${baseUrl}/noctua/auth/login`;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const appStarted = (page: Page) => page.evaluate(() => 'noctuaReplica' in window);
const staticPageGone = (page: Page) => page.waitForFunction(() => !document.getElementById('prerendered'));

/** Where the login form's parts stand on the screen. */
function layout(page: Page, root: string) {
  return page.evaluate((scope) => {
    const box = (selector: string) => {
      const r = document.querySelector(`${scope} ${selector}`)?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height].map((n) => Math.round(n)) : null;
    };
    return {
      heading: box('h1'),
      email: box('input[name="email"]'),
      password: box('input[name="password"]'),
      submit: box('button[type="submit"]'),
      // The static page draws the logo inline (svg), the live one loads it (img).
      logo: box('svg[aria-label="Noctua"], img[alt="Noctua"]'),
    };
  }, root);
}

describe('the prerendered login page', () => {
  it('paints the form from HTML with no script run, then hands what was typed and the submit to the app', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(LOGIN, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(await page.title()).toBe('Login | Noctua');
    expect(await page.locator('#prerendered').getByRole('heading', { name: 'Hola de nuevo' }).isVisible()).toBe(true);
    expect(scripts).toEqual([]);
    expect(await appStarted(page)).toBe(false);

    await page.locator('#prerendered input[name="email"]').fill('admin@noctua.test');
    await page.locator('#prerendered input[name="password"]').fill('noctua2026');
    await page.locator('#prerendered button[type="submit"]').click();
    await page.waitForURL(/\/noctua\/logged\/home/, { timeout: 60_000 });
    await page.getByRole('heading', { name: /Hola, / }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`the live form takes the static one's place, value, focus and caret (${size})`, async () => {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport });
      const page = await context.newPage();
      await page.goto(LOGIN, { waitUntil: 'load' });
      const before = await layout(page, '#prerendered');
      await screenshot(page, `login-prerendered-${size}`);
      // Typed slowly from the first key: the app starts meanwhile, and no key may go missing.
      await page.locator('#prerendered input[name="email"]').pressSequentially('supervisor@noctua.test', { delay: 20 });
      await staticPageGone(page);
      await page.keyboard.type('.ar');
      const email = page.getByLabel('Usuario');
      expect(await email.inputValue()).toBe('supervisor@noctua.test.ar');
      expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
      await email.evaluate((el) => (el as HTMLInputElement).blur());
      expect(await layout(page, '#root')).toEqual(before);
      await context.close();
    });
  }

  it('the eye button shows the password at once, before the app is there, and the live form keeps it shown', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(LOGIN, { waitUntil: 'load' });
    // The app starts on this first touch; hold its entry back so the static page is what answers.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('#prerendered input[name="password"]').fill('secreto');
    const staticEye = page.locator('#prerendered').getByRole('button', { name: 'Mostrar contraseña' });
    await staticEye.click();
    // Issue 37: shown at once (it used to wait for the app), with the hide label and the other icon.
    const staticPassword = page.locator('#prerendered input[name="password"]');
    expect(await staticPassword.getAttribute('type')).toBe('text');
    const hideButton = page.locator('#prerendered').getByRole('button', { name: 'Ocultar contraseña' });
    expect(await hideButton.getAttribute('aria-pressed')).toBe('true');
    expect(await hideButton.locator('.eye-hide').isVisible()).toBe(true);
    expect(await hideButton.locator('.eye-show').isVisible()).toBe(false);
    expect(await appStarted(page)).toBe(false);
    release();
    await staticPageGone(page);
    const password = page.getByLabel('Contraseña', { exact: true });
    await page.getByRole('button', { name: 'Ocultar contraseña' }).waitFor();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('secreto');
    await context.close();
  });

  it('a German user gets the app at once, never the Spanish page', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('lang', 'de'));
    const page = await context.newPage();
    await page.goto(LOGIN);
    await page.getByRole('heading', { name: 'Willkommen zurück' }).waitFor();
    expect(await appStarted(page)).toBe(true);
    expect(await page.getByText('Hola de nuevo').count()).toBe(0);
    await context.close();
  });
});
