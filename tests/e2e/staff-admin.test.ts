import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visibleSections } from '../../src/contract/navigation';
import { ROLE_PRESETS } from '../../src/contract/privileges';
import type { StaffUserRow } from '../../src/contract/staff';
import { apiLogin, apiOk } from './api';
import { collectPageErrors, LOOKS, newAppContext, screenshot, screensWithoutServiceWorker, VIEWPORTS } from './browser';
import { ownBrowserAndServer } from './own-server';
import { signInThroughUi, submitLogin } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const PASSWORD = 'noctua2026';
const ADMIN = 'admin@noctua.test';
const CASHIER = 'cajero.nuevo@noctua.test';
const NEW_PASSWORD = 'Caja-segura-2026';

let browser: Browser;
let baseUrl: string;

ownBrowserAndServer((b, s) => {
  browser = b;
  baseUrl = s.url;
});

async function open(page: Page, path: string, testId: string) {
  await page.goto(`${baseUrl}/noctua/logged/${path}`);
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
}

async function sidebarSections(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor();
  return sidebar.locator('[data-nav-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-nav-section') ?? ''));
}

async function cashierId(): Promise<string> {
  const token = await apiLogin(baseUrl, ADMIN, PASSWORD);
  const rows = await apiOk<StaffUserRow[]>(baseUrl, `/user/manage-users?q=${encodeURIComponent(CASHIER)}`, token);
  const row = rows.find((r) => r.email === CASHIER);
  if (!row) throw new Error('cashier not found');
  return row.id;
}

describe('staff administration', () => {
  it('creates a cashier with the preset, who changes the generated password, sees the cashier menu and loses 209 at once', async () => {
    const adminContext = await newAppContext(browser, VIEWPORTS.desktop);
    const admin = await adminContext.newPage();
    const adminErrors = collectPageErrors(admin);
    await signInThroughUi(admin, baseUrl, ADMIN, PASSWORD);
    await open(admin, 'user/new', 'staff-new-page');
    await admin.getByTestId('staff-email').fill(CASHIER);
    await admin.getByTestId('staff-first-name').fill('Julián');
    await admin.getByTestId('staff-last-name').fill('Ramos');
    await admin.getByTestId('staff-position').fill('Cajero de barra');
    await admin.getByTestId('staff-preset').selectOption('cashier');
    await admin.getByTestId('staff-create').click();
    // The server sets no NOCTUA_DEFAULT_PASSWORD: the account's generated password is shown once.
    const shown = admin.getByTestId('staff-temporary-password-value');
    await shown.waitFor();
    const temporaryPassword = await shown.inputValue();
    expect(temporaryPassword).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/);
    await admin.getByTestId('staff-open-created').click();
    await admin.getByTestId('staff-edit-page').waitFor();
    await admin.getByTestId('privilege-matrix').waitFor();
    const id = await cashierId();
    const token = await apiLogin(baseUrl, ADMIN, PASSWORD);
    const created = await apiOk<StaffUserRow>(baseUrl, `/user/manage-users/${id}`, token);
    expect(created.codes).toEqual([...ROLE_PRESETS.cashier].sort());
    // Roles first (issue 37, item 3): the cashier's role is marked, the codes wait behind a toggle.
    expect(await admin.getByTestId('preset-cashier').getAttribute('aria-checked')).toBe('true');
    expect(await admin.getByTestId('privileges-role').textContent()).toBe('Cajero');
    expect(await admin.getByTestId('code-141').isVisible()).toBe(false);
    await admin.getByTestId('preset-supervisor').click();
    expect(await admin.getByTestId('privileges-role').textContent()).toBe('Supervisor');
    await admin.getByTestId('privileges-detail-toggle').click();
    await admin.getByTestId('code-102').click();
    expect(await admin.getByTestId('privileges-role').textContent()).toMatch(/^Personalizado · 5 privilegios$/);
    await admin.getByTestId('preset-cashier').click();
    expect(await admin.getByTestId('privileges-save').isDisabled()).toBe(true);

    // The cashier: the generated password → change it → the cashier's sidebar.
    const cashierContext = await newAppContext(browser, VIEWPORTS.desktop);
    const cashier = await cashierContext.newPage();
    await submitLogin(cashier, `${baseUrl}/noctua/auth/login`, CASHIER, temporaryPassword);
    await cashier.waitForURL(/\/logged\/changePass/, { timeout: 30_000 });
    // A mistyped current password is refused and what was typed stays (issue 37): the person
    // mends the one field, and the refusal's message goes as they edit it.
    const current = cashier.getByLabel('Contraseña actual');
    await current.fill(`${temporaryPassword}x`);
    await cashier.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
    await cashier.getByLabel('Repetir nueva contraseña').fill(NEW_PASSWORD);
    await cashier.getByRole('button', { name: 'Guardar contraseña' }).click();
    const refusal = cashier.getByRole('alert').filter({ hasText: 'La contraseña actual es incorrecta' });
    await refusal.waitFor();
    expect(await current.inputValue()).toBe(`${temporaryPassword}x`);
    expect(await cashier.getByLabel('Nueva contraseña', { exact: true }).inputValue()).toBe(NEW_PASSWORD);
    await current.fill(temporaryPassword);
    await refusal.waitFor({ state: 'detached' });
    await cashier.getByRole('button', { name: 'Guardar contraseña' }).click();
    await cashier.waitForURL(/\/logged\/home/, { timeout: 30_000 });
    const expected = visibleSections([...ROLE_PRESETS.cashier]).map((s) => s.id);
    expect(await sidebarSections(cashier)).toEqual(expected);
    // Four eyes: the cashier asks for cancellations but does not decide them (no 107).
    await cashier.goto(`${baseUrl}/noctua/logged/general/anulaciones`);
    await cashier.getByText('Permiso denegado').first().waitFor({ timeout: 30_000 });
    await cashier.goto(`${baseUrl}/noctua/logged/cashFlow/personal`);
    await cashier.getByTestId('staff-page').waitFor({ timeout: 30_000 });
    expect(await cashier.getByText('Permiso denegado').count()).toBe(0);

    // The admin removes 209 (cash-flow staff) in the matrix.
    await admin.getByTestId('code-209').click();
    await admin.getByTestId('privileges-save').click();
    await expect
      .poll(async () => (await apiOk<StaffUserRow>(baseUrl, `/user/manage-users/${id}`, token)).codes.includes('209'), {
        timeout: 10_000,
      })
      .toBe(false);

    // The cashier's next navigation to the staff screen is refused.
    await cashier.goto(`${baseUrl}/noctua/logged/cashFlow/personal`);
    await cashier.getByText('Permiso denegado').first().waitFor({ timeout: 30_000 });
    expect(adminErrors).toEqual([]);
    await cashierContext.close();
    await adminContext.close();
  }, 180_000);
});

describe('staff screenshots', () => {
  const shots = async (page: Page, suffix: string) => {
    await open(page, 'user/list', 'staff-list-page');
    await page.getByTestId('staff-table').locator('tbody tr').nth(3).waitFor();
    await screenshot(page, `staff-list-${suffix}`);
    await open(page, 'user/new', 'staff-new-page');
    await screenshot(page, `staff-new-${suffix}`);
    const id = await cashierId().catch(async () => {
      const token = await apiLogin(baseUrl, ADMIN, PASSWORD);
      const rows = await apiOk<StaffUserRow[]>(baseUrl, '/user/manage-users?q=caja%40', token);
      return rows[0]?.id as string;
    });
    await open(page, `user/${id}/edit`, 'staff-edit-page');
    await page.getByTestId('privilege-matrix').waitFor();
    await screenshot(page, `staff-edit-${suffix}`);
    // The privilege matrix and the access actions further down.
    await page.getByTestId('privilege-matrix').scrollIntoViewIfNeeded();
    await screenshot(page, `staff-edit-matrix-${suffix}`);
    await page.getByTestId('account-actions').scrollIntoViewIfNeeded();
    await screenshot(page, `staff-edit-access-${suffix}`);
  };
  for (const { size: name, viewport, dark, theme } of LOOKS) {
    it(`list, new and edit at ${name} (${theme})`, async () => {
      const context = await newAppContext(browser, viewport, dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
      await shots(page, `${name}-${theme}`);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
  for (const lang of ['de', 'fr']) {
    it(`list, new and edit in ${lang} (desktop)`, async () => {
      const context = await newAppContext(browser, VIEWPORTS.desktop);
      const page = await context.newPage();
      await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await shots(page, `desktop-${lang}`);
      await context.close();
    }, 120_000);
  }
});
