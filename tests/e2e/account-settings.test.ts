import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NotificationSettingsDto } from '../../src/contract/account';
import type { VenueSettingsDto } from '../../src/contract/venue-settings';
import { apiFetch, apiJson } from './api';
import {
  collectPageErrors,
  dialogSettled,
  LOOKS,
  newAppContext,
  screenshot,
  screensWithoutServiceWorker,
  VIEWPORTS,
} from './browser';
import { ownBrowserAndServer } from './own-server';
import { apiLogin, signInThroughUi } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const PASSWORD = 'noctua2026';
const MANAGER = 'supervisor@noctua.test';

let browser: Browser;
let baseUrl: string;

ownBrowserAndServer((b, s) => {
  browser = b;
  baseUrl = s.url;
});

async function open(
  email: string,
  path: string,
  testId: string,
  opts: { viewport?: { width: number; height: number }; dark?: boolean; lang?: 'de' | 'fr' } = {},
) {
  const context = await newAppContext(browser, opts.viewport ?? VIEWPORTS.desktop, opts.dark);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInThroughUi(page, baseUrl, email, PASSWORD);
  if (opts.lang) await page.evaluate((l) => localStorage.setItem('lang', l), opts.lang);
  await page.goto(`${baseUrl}/noctua${path}`);
  await page.getByTestId(testId).waitFor();
  return { page, errors, close: () => context.close() };
}

const settle = (page: Page) => page.waitForLoadState('networkidle').catch(() => undefined);

describe('account and venue settings screens', () => {
  it('a manager changes the session lifetime and finds it in the audit log', async () => {
    const token = await apiLogin(baseUrl, MANAGER, PASSWORD);
    const { page, errors, close } = await open(MANAGER, '/logged/configuraciones', 'settings-page');
    try {
      const hours = page.getByTestId('settings-tokenLifetimeHours');
      await expect.poll(() => hours.inputValue()).toBe('12');
      await hours.fill('30');
      await page.getByTestId('settings-save').click();
      // The form refuses what the server would refuse, before sending.
      await page.getByText('La duración de la sesión debe estar entre 1 y 24 horas').waitFor();
      await hours.fill('6');
      await page.getByTestId('settings-save').click();
      await expect
        .poll(async () => (await apiJson<VenueSettingsDto>(baseUrl, '/venue-settings/ajustes', token)).tokenLifetimeHours)
        .toBe(6);
      await screenshot(page, 'account-settings-configuraciones-desktop-light');

      await page.getByTestId('tab-auditoria').click();
      expect(page.url()).toContain('tab=auditoria');
      const entry = page.locator('[data-testid="audit-entry"][data-action="venue_settings.update"]').first();
      await entry.waitFor();
      // The action reads as words, not as its code.
      expect(await entry.getByTestId('audit-action').textContent()).toBe('Configuración del local cambiada');
      await entry.getByRole('button').click();
      const diff = entry.getByTestId('audit-diff');
      await diff.waitFor();
      expect(await diff.textContent()).toContain('tokenLifetimeHours');
      await screenshot(page, 'account-settings-auditoria-desktop-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('switches off push for cancellations and signs out everywhere, staying signed in here', async () => {
    const other = await apiLogin(baseUrl, MANAGER, PASSWORD);
    const { page, errors, close } = await open(MANAGER, '/logged/user/account', 'account-page');
    try {
      const push = page.getByTestId('notify-cancellations-push');
      await push.locator('[data-part="control"]').click();
      await expect
        .poll(async () => {
          const s = await apiJson<NotificationSettingsDto>(baseUrl, '/user/account/notifications-settings', other);
          return s.settings.find((x) => x.kind === 'cancellations');
        })
        .toEqual({ kind: 'cancellations', inApp: true, push: false });

      await page.goto(`${baseUrl}/noctua/logged/user/profile`);
      await page.getByTestId('profile-sessions').getByTestId('session-row').first().waitFor();
      await page.getByTestId('sign-out-everywhere').click();
      const dialog = page.getByTestId('sign-out-everywhere-dialog');
      await dialogSettled(dialog);
      await page.getByTestId('sign-out-everywhere-confirm').click();
      await expect.poll(async () => (await apiFetch(baseUrl, '/user/profile', other)).status).toBe(401);
      // This browser got a fresh token: after a reload it still reads its profile.
      await dialog.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('profile-sessions').getByTestId('session-row').first().waitFor();
      expect(await page.getByTestId('profile-sessions').getByTestId('session-row').count()).toBe(1);
      await screenshot(page, 'account-settings-profile-desktop-light');
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows configuracion/sistema in German and the account page in French', async () => {
    const de = await open('caja@noctua.test', '/logged/configuracion/sistema', 'system-page', { lang: 'de' });
    try {
      await de.page.getByText('Support und Ticketing').waitFor();
      await expect.poll(() => de.page.getByTestId('system-name').inputValue()).not.toBe('');
      await screenshot(de.page, 'account-settings-sistema-desktop-light-de');
    } finally {
      await de.close();
    }
    const fr = await open(MANAGER, '/logged/user/account', 'account-page', { lang: 'fr', viewport: VIEWPORTS.phone });
    try {
      await fr.page.getByRole('heading', { name: 'Carnet d’adresses de l’établissement' }).waitFor();
      await settle(fr.page);
      await screenshot(fr.page, 'account-settings-account-phone-light-fr');
    } finally {
      await fr.close();
    }
  });

  it('photographs the account page at each size and theme of LOOKS', async () => {
    for (const { size, viewport, dark, theme } of LOOKS) {
      const { page, errors, close } = await open(MANAGER, '/logged/user/account', 'account-page', { viewport, dark });
      try {
        await page.getByTestId('notify-lowStock-push').waitFor();
        await settle(page);
        await screenshot(page, `account-settings-account-${size}-${theme}`);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
