/// <reference lib="dom" />
// The shell around the screens, in the built app: the notifications panel, reset password, the
// default-password path, unknown paths, language and theme kept across reloads, and screenshots
// of the panel and the public pages at phone, tablet and desktop sizes, light and dark.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, LOOKS, launchBrowser, newAppContext, screenshot, screensWithoutServiceWorker } from './browser';
import { submitLogin } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

let browser: Browser;
const baseUrl = inject('baseUrl');
const app = `${baseUrl}/noctua`;
const serverLog = inject('serverLog');

/** The activation links the shared server has logged so far. */
function activationLinks(): string[] {
  return readFileSync(serverLog, 'utf8')
    .split('\n')
    .flatMap((line) => /"activationLink":"([^"]+)"/.exec(line)?.[1] ?? []);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('notifications', () => {
  it('the panel lists Recientes and Anteriores; mark all read clears the count', async () => {
    const context = await newAppContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await submitLogin(page, `${app}/auth/login`, 'caja@noctua.test');
    await page.waitForURL(/\/logged\/home/);
    const badge = page.getByTestId('notifications-unread');
    await badge.waitFor();
    const unread = Number(await badge.textContent());
    expect(unread).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notificaciones' });
    await panel.waitFor();
    await panel.getByText('Recientes').waitFor();
    expect(await panel.getByText('Anteriores').count()).toBe(1);
    const box = await panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(360);
    expect(box?.height).toBeLessThanOrEqual(500);
    await screenshot(page, 'notifications-desktop-light');
    await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await panel.getByText('Estás al día').waitFor();
    await badge.waitFor({ state: 'detached' });
    // The server kept it: after a reload there is still nothing unread.
    await page.reload();
    await page.getByRole('button', { name: 'Notificaciones', exact: true }).waitFor();
    expect(await page.getByTestId('notifications-unread').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const { size: name, viewport, dark, theme } of LOOKS) {
    it(`screenshot of the panel (${name}, ${theme})`, async () => {
      const context = await newAppContext(browser, viewport, dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await submitLogin(page, `${app}/auth/login`, 'stock@noctua.test');
      await page.waitForURL(/\/logged\/home/);
      await page.getByRole('button', { name: /^Notificaciones/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notificaciones' });
      await panel.getByText('Recientes').waitFor();
      const box = await panel.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `notifications-${name}-${theme}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('sign-in flows', () => {
  it('reset password: the request shows the confirmation', async () => {
    const page = await browser.newPage();
    await page.goto(`${app}/auth/reset-password`);
    await page.getByLabel('Usuario').fill('vip@noctua.test');
    await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
    await page.getByText('Si el usuario existe, te enviamos las instrucciones por correo.').waitFor();
    await page.close();
  });

  it('a reset link with a bad token shows the form and the server refusal', async () => {
    const page = await browser.newPage();
    await page.goto(`${app}/auth/reset-password?token=not-a-real-token`);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('OtraClave-2026');
    await page.getByLabel('Repetir nueva contraseña').fill('OtraClave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('El enlace para recuperar la clave no es válido o ya venció. Pide uno nuevo.').waitFor();
    await page.close();
  });

  it('the default password leads to changePass and home stays out of reach', async () => {
    const context = await newAppContext(browser);
    const page = await context.newPage();
    await submitLogin(page, `${app}/auth/login`, 'nuevo@noctua.test', 'cambiame');
    await page.waitForURL(/\/logged\/changePass/);
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    await page.goto(`${app}/logged/home`);
    await page.waitForURL(/\/logged\/changePass/);
    expect(new URL(page.url()).pathname).toBe('/noctua/logged/changePass');
    // No bell while the password is the default one: the server would refuse the calls.
    expect(await page.getByRole('button', { name: /^Notificaciones/ }).count()).toBe(0);
    // Nor a sync (issue 19 item 8): no replica, so no 403 turning the cloud red.
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('sync-indicator').count()).toBe(0);
    await screenshot(page, 'change-password-forced-desktop');

    // The new password: the replica opens and syncs at once, and the cloud is never red.
    const tones: string[] = [];
    await page.locator('input[name=oldPassword]').fill('cambiame');
    await page.locator('input[name=password]').fill('nueva-clave-2026');
    await page.locator('input[name=confirmNewPassword]').fill('nueva-clave-2026');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/logged\/home$/);
    const indicator = page.getByTestId('sync-indicator');
    await indicator.waitFor({ timeout: 30_000 });
    for (let i = 0; i < 40; i++) {
      tones.push((await indicator.getAttribute('data-tone')) ?? '');
      if (tones.at(-1) === 'synced') break;
      await page.waitForTimeout(250);
    }
    expect(tones.at(-1)).toBe('synced');
    expect(tones).not.toContain('error');
    await context.close();
  });

  it('an unknown path goes to /404', async () => {
    const page = await browser.newPage();
    await page.goto(`${app}/esto/no/existe`);
    await page.waitForURL(/\/noctua\/404$/);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.close();
  });
});

describe('preferences persist across reloads', () => {
  it('language: German stays after a reload', async () => {
    const context = await newAppContext(browser);
    const page = await context.newPage();
    await page.goto(`${app}/auth/login`);
    await page.getByText('Hola de nuevo').waitFor();
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByText('Willkommen zurück').waitFor();
    await page.reload();
    await page.getByText('Willkommen zurück').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('dark theme stays after a reload, and the accent colour preset applies', async () => {
    const context = await newAppContext(browser);
    const page = await context.newPage();
    await page.goto(`${app}/auth/login`);
    await page.getByRole('button', { name: 'Usar tema oscuro' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await page.getByText('Hola de nuevo').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: 'Usar tema claro' }).waitFor();

    await submitLogin(page, `${app}/auth/login`, 'vip@noctua.test');
    await page.waitForURL(/\/logged\/home/);
    await page.getByRole('button', { name: 'Preferencias' }).click();
    await page.getByRole('radio', { name: 'Cian' }).click();
    const brand = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim());
    expect(await brand()).toBe('#06b6d4');
    await page.getByTestId('settings-drink-filter').getByText('Al pulsar Intro').click();
    await page.getByText('la lista se filtra cuando pulsa Intro').waitFor();
    await screenshot(page, 'settings-drawer-desktop-dark');
    await page.reload();
    await page.getByRole('button', { name: 'Preferencias' }).waitFor();
    expect(await brand()).toBe('#06b6d4');
    const settings = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}'));
    expect(settings).toMatchObject({ themeMode: 'dark', themeColor: 'cyan', drinkFilter: 'enter' });
    await context.close();
  });
});

const PUBLIC_PAGES: [string, string | RegExp][] = [
  ['auth/register', 'Crea tu cuenta'],
  ['auth/register-unprotected', 'Crea tu cuenta'],
  ['auth/login-unprotected', 'Hola de nuevo'],
  ['auth/reset-password', '¿Olvidaste tu clave?'],
  ['auth/reset-password?token=abc', 'Crea una nueva contraseña'],
  ['auth/verify', 'Verificación de cuenta'],
  ['support/login', 'Acceso de soporte'],
  ['coming-soon', 'Próximamente'],
  ['maintenance', 'Estamos en mantenimiento'],
  ['pricing', 'Planes para tu local'],
  ['payment', 'Pago de la suscripción'],
  ['500', 'Error del servidor'],
  ['404', 'Página no encontrada'],
  ['402', 'Pago requerido'],
];

describe('public pages', () => {
  for (const { size: name, viewport, dark, theme } of LOOKS) {
    it(`render without errors (${name}, ${theme})`, async () => {
      let context: BrowserContext | undefined;
      try {
        context = await newAppContext(browser, viewport, dark);
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        for (const [path, heading] of PUBLIC_PAGES) {
          await page.goto(`${app}/${path}`);
          await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} overflows horizontally`).toBeLessThanOrEqual(0);
          const file = path.replace(/[/?=]/g, '-');
          await screenshot(page, `public-${file}-${name}-${theme}`);
        }
        expect(errors).toEqual([]);
      } finally {
        await context?.close();
      }
    });
  }

  it('register asks to check the email; the activation link creates the account and signs it in', async () => {
    const context = await newAppContext(browser);
    const page = await context.newPage();
    const email = `valentina.${Date.now()}@noctua.test`;
    await page.goto(`${app}/auth/register`);
    await page.getByLabel('Nombre').fill('Valentina');
    await page.getByLabel('Apellido').fill('Ríos');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('BuenaNoche-2026');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    // The link the server sent (logged: no mail server in tests), opened in the same browser.
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      link = activationLinks().at(-1);
      if (!link) await page.waitForTimeout(100);
    }
    expect(link).toMatch(/\/auth\/verify\?token=/);
    const token = new URL(link as string).searchParams.get('token');
    await page.goto(`${app}/auth/verify?token=${token}`);
    await page.waitForURL(/\/logged\/home/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
    // The link works once.
    const again = await context.newPage();
    await again.goto(`${app}/auth/verify?token=${token}`);
    await again.getByText('El enlace para activar la cuenta no es válido o ya venció').waitFor();
    await context.close();
  });
});
