// The built app served by the real server: the login page loads, the admin signs in and lands on
// the home screen, at phone, tablet and desktop sizes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign in', () => {
  it('/ redirects to the app, which shows the login screen', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const res = await page.goto(`${baseUrl}/`);
    expect(res?.ok()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/noctua/');
    await page.getByText('Hola de nuevo').waitFor();
    await expect(page.getByRole('button', { name: 'Ingresar' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Recordarme').isChecked()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`the admin signs in and sees the home screen (${name})`, async () => {
      const context = await browser.newContext({ viewport, locale: 'es-AR' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${baseUrl}/noctua/`);
      await page.getByLabel('Usuario').fill('admin@noctua.test');
      await page.getByLabel('Contraseña', { exact: true }).fill('noctua2026');
      await screenshot(page, `login-${name}`);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await page.waitForURL(/\/noctua\/logged\/home/);
      await page.getByRole('heading', { name: /Hola, / }).waitFor();
      expect(await page.evaluate('localStorage.getItem("accessToken")')).toMatch(/^ey/);
      await screenshot(page, `home-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a wrong password keeps the user on the login screen with the server message', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/noctua/auth/login`);
    await page.getByLabel('Usuario').fill('supervisor@noctua.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-esta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/noctua/auth/login');
    await page.close();
  });
});
