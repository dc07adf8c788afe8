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

describe('login screen', () => {
  it('shows the texts of SPEC §2 and validates only touched fields', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/noctua/auth/login`);
    await page.getByText('Hola de nuevo').waitFor();
    expect(await page.title()).toMatch(/^Login/);
    expect(await page.getByRole('link', { name: '¿Olvidaste tu clave?' }).getAttribute('href')).toBe(
      '/noctua/auth/reset-password',
    );
    // Nothing is said before a field is touched.
    expect(await page.getByText('El usuario es obligatorio').count()).toBe(0);
    await page.getByLabel('Usuario').focus();
    await page.getByLabel('Contraseña', { exact: true }).focus();
    await page.getByText('El usuario es obligatorio').waitFor();
    expect(await page.getByText('La contraseña es obligatoria').count()).toBe(0);
    await page.getByLabel('Usuario').focus();
    await page.getByText('La contraseña es obligatoria').waitFor();
    // The password toggle shows what was typed.
    const password = page.getByLabel('Contraseña', { exact: true });
    await password.fill('secreto');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: /Mostrar contraseña/ }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.close();
  });

  it('an account answering 402 goes to the 402 page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The reference server never answers 402 (no billing); the customer's backend can.
    await page.route('**/noctua/api/account/my-account', (route) =>
      route.fulfill({ status: 402, contentType: 'application/json', body: JSON.stringify({ message: 'Pago requerido' }) }),
    );
    await page.goto(`${baseUrl}/noctua/`);
    await page.getByLabel('Usuario').fill('admin@noctua.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('noctua2026');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/\/noctua\/logged\/home/);
    await page.reload();
    await page.waitForURL(/\/noctua\/402$/);
    await context.close();
  });
});
