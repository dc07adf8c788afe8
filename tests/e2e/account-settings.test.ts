import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NotificationSettingsDto } from '../../src/contract/account';
import { canSeeEntry, entryForPath } from '../../src/contract/navigation';
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
      // Fields read in words (the stored key stays as the cell's title).
      expect(await diff.textContent()).toContain('Duración de la sesión (horas)');
      expect(await diff.locator('[title="tokenLifetimeHours"]').count()).toBe(1);
      await screenshot(page, 'account-settings-auditoria-desktop-light');

      // A card blocked: the entry names the card, says the state in words and links to the card.
      const admin = await apiLogin(baseUrl, 'admin@noctua.test', PASSWORD);
      const pulled = await apiJson<{ changes: { id: string; row: { status: string; number: string; holderName: string } }[] }>(
        baseUrl,
        '/sync/pull?tables=vipCards&limit=50',
        admin,
      );
      const card = pulled.changes.find((c) => c.row.status === 'active');
      if (!card) throw new Error('no active card');
      await apiJson(baseUrl, `/cards/${card.id}/estado`, admin, { body: { status: 'blocked', reason: 'Prueba de auditoría' } });
      // Found by the search: "auditoría" opens this tab.
      await page.goto(`${baseUrl}/noctua/logged/home`);
      await page.getByTestId('sidebar').waitFor();
      await page.keyboard.press('Control+k');
      await page.getByPlaceholder('Buscador').fill('auditoría');
      await page.locator('[data-search-result="configuraciones.auditoria"]').waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL(/configuraciones\?tab=auditoria/);
      const blocked = page.locator('[data-testid="audit-entry"][data-action="card.status"]').first();
      await blocked.waitFor();
      expect(await blocked.textContent()).toContain(`${card.row.number} · ${card.row.holderName}`);
      await blocked.getByRole('button').first().click();
      expect(await blocked.getByTestId('audit-diff').textContent()).toMatch(/Estado.*activo.*bloqueada/);
      await page.waitForTimeout(300); // the entry's opening
      await screenshot(page, 'account-settings-auditoria-card-desktop-light');
      // Linked to the card where the reader's codes open the cards screen; not offered otherwise.
      const profile = await apiJson<{ user: { privi: string[] } }>(baseUrl, '/user/profile', token);
      const cardsScreen = entryForPath('/logged/servicioVIP/tarjvip');
      if (cardsScreen && canSeeEntry(profile.user.privi, cardsScreen)) {
        await blocked.getByTestId('audit-link').click();
        await page.waitForURL(new RegExp(`servicioVIP/tarjvip\\?card=${card.id}`));
      } else {
        expect(await blocked.getByTestId('audit-link').count()).toBe(0);
      }
      await apiJson(baseUrl, `/cards/${card.id}/estado`, admin, { body: { status: 'active', reason: 'Fin de la prueba' } });
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
