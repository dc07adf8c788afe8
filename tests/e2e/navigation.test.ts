// Navigation by privilege in the built app: each demo account sees exactly its sidebar sections,
// a route outside its codes shows 'Permiso denegado', the search only finds what it may see, a
// deep link survives the login, the drawer and the collapsed sidebar behave, and the shell is
// photographed at phone, tablet and desktop size in light and dark.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_SECTIONS, visibleSections } from '../../src/contract/navigation';
import {
  collectPageErrors,
  LOOKS,
  launchBrowser,
  newAppContext,
  screenshot,
  screensWithoutServiceWorker,
  VIEWPORTS,
} from './browser';
import { fillLogin, submitLogin } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

let browser: Browser;
const baseUrl = inject('baseUrl');

// The codes of the demo accounts (server/db/seed/people.ts, documented in the README).
const ACCOUNTS = {
  admin: { email: 'admin@noctua.test', codes: null as string[] | null },
  stock: {
    email: 'stock@noctua.test',
    codes: ['103', '109', '407', '409', '411', '412', '413', '414', '415', '416', '417', '418', '420', '423'],
  },
  vip: { email: 'vip@noctua.test', codes: ['306', '307', '308'] },
  caja: { email: 'caja@noctua.test', codes: ['141', '201', '209', '211'] },
  supervisor: { email: 'supervisor@noctua.test', codes: ['102', '107', '141', '207', '300', '302'] },
} as const;
type Account = keyof typeof ACCOUNTS;

function expectedSections(account: Account): string[] {
  const { codes } = ACCOUNTS[account];
  return codes ? visibleSections(codes).map((s) => s.id) : [...NAV_SECTIONS];
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, account: Account, path = '/noctua/auth/login'): Promise<void> {
  await submitLogin(page, `${baseUrl}${path}`, ACCOUNTS[account].email);
}

async function signedInPage(account: Account, context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, account);
  await page.waitForURL(/\/noctua\/logged\/home/);
  await page.getByRole('heading', { name: /Hola, / }).waitFor();
  return page;
}

async function sidebarSections(page: Page): Promise<string[]> {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.waitFor();
  return sidebar.locator('[data-nav-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-nav-section') ?? ''));
}

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByPlaceholder('Buscador').waitFor();
}

async function searchResults(page: Page, text: string): Promise<string[]> {
  await page.getByPlaceholder('Buscador').fill(text);
  await page.waitForTimeout(100);
  return page.locator('[data-search-result]').evaluateAll((els) => els.map((el) => el.getAttribute('data-search-result') ?? ''));
}

describe('navigation by privilege', () => {
  for (const account of Object.keys(ACCOUNTS) as Account[]) {
    it(`${account} sees exactly its sidebar sections and home shortcuts`, async () => {
      const context = await newAppContext(browser);
      const page = await signedInPage(account, context);
      const errors = collectPageErrors(page);
      const expected = expectedSections(account);
      expect(await sidebarSections(page)).toEqual(expected);
      const cards = await page
        .locator('[data-home-section]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-home-section') ?? ''));
      expect(cards).toEqual(expected);
      // The demo venue always has tonight's night, open or planned, and every role sees it.
      await page.getByTestId('tonight-card').locator('[data-night-status]').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('hard-coded sanity checks per account', () => {
    expect(expectedSections('admin')).toHaveLength(7);
    expect(expectedSections('stock')).toEqual(['inventarios']);
    expect(expectedSections('stock')).not.toContain('servicioVIP');
    expect(expectedSections('vip')).toEqual(['servicioVIP']);
    expect(expectedSections('caja')).toContain('cashFlow');
    expect(expectedSections('caja')).not.toContain('inventarios');
    expect(expectedSections('supervisor')).toEqual(['gerencia', 'general', 'cashFlow']);
  });

  it('a route outside the codes shows Permiso denegado; an allowed one shows its screen', async () => {
    const context = await newAppContext(browser);
    const page = await signedInPage('stock', context);
    await page.goto(`${baseUrl}/noctua/logged/servicioVIP/tarjvip`);
    await page.getByText('Permiso denegado').waitFor();
    await page.getByText('No tienes permiso para acceder a esta página').waitFor();
    // Who may open it, in words (issue 19 item 9): the privilege's name, never its code.
    expect(await page.getByTestId('permission-denied-who').textContent()).toBe(
      'La abren los usuarios con el permiso «Tarjetas VIP»; un administrador puede otorgarlo.',
    );
    await screenshot(page, 'nav-denied-desktop');
    await page.getByTestId('permission-denied-home').click();
    await page.waitForURL(/\/noctua\/logged\/home$/);
    await page.goto(`${baseUrl}/noctua/logged/inventarios/tableroStock`);
    await page.getByTestId('stock-board-page').waitFor();
    expect(await page.getByText('Permiso denegado').count()).toBe(0);
    // the section index follows SPEC §2
    await page.goto(`${baseUrl}/noctua/logged/inventarios`);
    await page.waitForURL(/\/noctua\/logged\/inventarios\/stockIdeal$/);
    await page.getByTestId('par-levels-page').waitFor();
    await context.close();
  });

  it('the search finds only what the user may see, and a result navigates and closes', async () => {
    const context = await newAppContext(browser);
    const vip = await signedInPage('vip', context);
    await openSearch(vip);
    expect(await searchResults(vip, 'stock')).toEqual([]);
    await vip.getByText(/Nada coincide con/).waitFor();
    expect(await searchResults(vip, 'TARJETAS')).toContain('servicioVIP.tarjvip');
    expect(await searchResults(vip, '')).toEqual([]);
    await context.close();

    const adminContext = await newAppContext(browser);
    const admin = await signedInPage('admin', adminContext);
    await admin.getByRole('button', { name: 'Buscar' }).click();
    await admin.getByPlaceholder('Buscador').waitFor();
    const results = await searchResults(admin, 'stock ideal');
    expect(results[0]).toBe('inventarios.stockIdeal');
    await screenshot(admin, 'nav-search-desktop');
    await admin.keyboard.press('Enter');
    await admin.waitForURL(/\/noctua\/logged\/inventarios\/stockIdeal$/);
    await admin.getByPlaceholder('Buscador').waitFor({ state: 'hidden' });
    // click a result
    await openSearch(admin);
    await searchResults(admin, 'anulaciones');
    await admin.locator('[data-search-result="general.anulaciones"]').click();
    await admin.waitForURL(/\/noctua\/logged\/general\/anulaciones$/);
    await adminContext.close();
  });

  it('a deep link survives the login', async () => {
    const context = await newAppContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/noctua/logged/inventarios/historico`);
    await page.waitForURL(/\/noctua\/auth\/login\?redirect=/);
    await fillLogin(page, ACCOUNTS.stock.email);
    await page.waitForURL(/\/noctua\/logged\/inventarios\/historico$/);
    await page.getByTestId('history-page').waitFor();
    await context.close();
  });

  it('the sidebar collapses to icons, and stays collapsed after a reload', async () => {
    const context = await newAppContext(browser);
    const page = await signedInPage('caja', context);
    const sidebar = page.getByTestId('sidebar');
    expect((await sidebar.boundingBox())?.width).toBe(280);
    await page.getByRole('button', { name: 'Contraer menú' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 102);
    // the collapsed section opens its entries in a menu
    await sidebar.locator('[data-nav-section="cashFlow"]').click();
    await page.getByRole('menuitem', { name: 'Personal' }).click();
    await page.waitForURL(/\/noctua\/logged\/cashFlow\/personal$/);
    await screenshot(page, 'nav-collapsed-desktop');
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect((await page.getByTestId('sidebar').boundingBox())?.width).toBe(102);
    await page.getByRole('button', { name: 'Expandir menú' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().width === 280);
    await context.close();
  });

  it('below 1200 px the menu is a drawer that closes on navigation', async () => {
    const context = await newAppContext(browser, VIEWPORTS.tablet);
    const page = await signedInPage('supervisor', context);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByTestId('sidebar-drawer');
    await drawer.waitFor();
    const sections = await drawer
      .locator('[data-nav-section]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-nav-section') ?? ''));
    expect(sections).toEqual(['gerencia', 'general', 'cashFlow']);
    await drawer.getByRole('link', { name: 'Anulaciones' }).click();
    await page.waitForURL(/\/noctua\/logged\/general\/anulaciones$/);
    await drawer.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('the layout changes at SPEC §9 breakpoints, 600, 900 and 1200 px, one pixel decides', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await signedInPage('supervisor', context);
    /** What the shell shows at a width: the search field's label (from 600), the user's name, language and theme (from 900), the side menu (from 1200). */
    const shellAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForFunction((w) => window.innerWidth === w, width);
      // Two frames for the media queries and the side menu's matchMedia listener.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const trigger = page.getByTestId('user-menu-trigger');
      return {
        searchLabel: await page.locator('header').getByText('Buscar…').isVisible(),
        themeInBar: await page
          .locator('header')
          .getByRole('button', { name: /Usar tema/ })
          .isVisible(),
        name: await trigger.locator('p').first().isVisible(),
        sidebar: (await page.getByTestId('sidebar').count()) > 0,
      };
    };
    expect((await shellAt(599)).searchLabel).toBe(false);
    expect((await shellAt(600)).searchLabel).toBe(true);
    expect(await shellAt(899)).toMatchObject({ name: false, themeInBar: false });
    expect(await shellAt(900)).toMatchObject({ name: true, themeInBar: true });
    expect((await shellAt(1199)).sidebar).toBe(false);
    expect((await shellAt(1200)).sidebar).toBe(true);
    await context.close();
  });

  it('the user menu holds Configuraciones and Mi cuenta; ticketing without an account opens the support dialog', async () => {
    const context = await newAppContext(browser);
    const page = await signedInPage('supervisor', context);
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Configuraciones' }).waitFor();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
    await page.waitForURL(/\/noctua\/logged\/user\/account$/);
    await page.getByRole('button', { name: 'Backoffice de ticketing' }).click();
    await page.getByText('Todavía no tienes ticketing').waitFor();
    const href = await page.getByRole('link', { name: 'Contactar a soporte' }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href ?? '')).toContain('activar el ticketing');
    await screenshot(page, 'nav-ticketing-dialog-desktop');
    await context.close();
  });

  it('with ticketing active the backoffice opens in a new tab', async () => {
    const context = await newAppContext(browser);
    // The demo backoffice host does not exist: answer it here so the new tab has a page.
    await context.route('https://tickets.noctua.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'ticketing' }),
    );
    const page = await signedInPage('admin', context);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Backoffice de ticketing' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://tickets.noctua.test/login');
    await context.close();
  });
});

describe('navigation screenshots', () => {
  for (const { size: name, viewport, dark, theme } of LOOKS) {
    it(`home and menu at ${name} (${theme})`, async () => {
      const context = await newAppContext(browser, viewport, dark);
      const page = await signedInPage('admin', context);
      await screenshot(page, `nav-home-${name}-${theme}`);
      if (name === 'desktop') {
        // No entry of the menu is planned any more: the last one done, the restaurant's floor plan.
        await page.goto(`${baseUrl}/noctua/logged/configuracion/resto`);
        await page.getByText('Sector VIP').first().waitFor();
        await screenshot(page, `nav-resto-config-${name}-${theme}`);
      } else {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.getByTestId('sidebar-drawer').waitFor();
        await page.waitForTimeout(400);
        await screenshot(page, `nav-drawer-${name}-${theme}`);
        await page.keyboard.press('Escape');
      }
      await openSearch(page);
      await searchResults(page, 'stock');
      await screenshot(page, `nav-search-${name}-${theme}`);
      await context.close();
    });
  }
});
