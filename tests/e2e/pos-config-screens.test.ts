import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CajaRow, ConfigPosKind, PointOfSaleDto, PosOptionsDto } from '../../src/contract/pos';
import { type ApiInit, apiFetch, apiJson } from './api';
import {
  collectPageErrors,
  contextOptions,
  dialogSettled,
  screenshot,
  screensWithoutServiceWorker,
  sizesFor,
  VIEWPORTS,
} from './browser';
import { ownBrowserAndServer } from './own-server';
import { apiLogin, signInThroughUi, waitForFirstSync } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const PASSWORD = 'noctua2026';
const ADMIN = 'admin@noctua.test';
const SCREENS: Record<ConfigPosKind, string> = { ticket_office: 'boleterias', bar: 'barras', cloakroom: 'guardarropas' };
const DUPLICATE_AFIP_ES = 'Ese número de punto de venta AFIP ya está asignado a otro punto de venta';
const DUPLICATE_AFIP_DE = 'Diese AFIP-Verkaufsstellennummer ist bereits einer anderen Verkaufsstelle zugewiesen';
/** What the browser logs for the 409 the duplicate AFIP number gets (expected, counted apart). */
const CONFLICT_LOG = /Failed to load resource.*status of 409/;

let browser: Browser;
let baseUrl: string;

ownBrowserAndServer((b, s) => {
  browser = b;
  baseUrl = s.url;
});

const token = (email: string): Promise<string> => apiLogin(baseUrl, email, PASSWORD);

const call = (path: string, accessToken: string, init: ApiInit = {}) => apiFetch(baseUrl, path, accessToken, init);
const api = <T>(path: string, accessToken: string, init: ApiInit = {}) => apiJson<T>(baseUrl, path, accessToken, init);

const listOf = (accessToken: string, kind: ConfigPosKind) => api<PointOfSaleDto[]>(`/puntos-de-venta?kind=${kind}`, accessToken);
const cajas = (accessToken: string) => api<CajaRow[]>('/generic/consultarCajas', accessToken, { method: 'POST', body: {} });

/** AFIP numbers nobody in the venue uses (a random start: reruns against other data stay clear). */
async function freeAfipNumbers(accessToken: string, count: number): Promise<number[]> {
  const used = new Set((await cajas(accessToken)).map((c) => c.afipPosNumber));
  const out: number[] = [];
  for (let n = 90_000 + Math.floor(Math.random() * 9_000); out.length < count; n++) if (!used.has(n)) out.push(n);
  return out;
}

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const afipText = (n: number) => String(n).padStart(5, '0');

interface Session {
  context: BrowserContext;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

async function session(
  email: string,
  opts: { viewport?: { width: number; height: number }; dark?: boolean; lang?: 'es' | 'de' } = {},
): Promise<Session> {
  const context = await browser.newContext(contextOptions({ viewport: opts.viewport ?? VIEWPORTS.desktop }));
  const { dark = false, lang = 'es' } = opts;
  if (dark) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('settings')) localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' }));
    });
  }
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInThroughUi(page, baseUrl, email, PASSWORD);
  // The language the app keeps in localStorage (`lang`), read at the next page load.
  if (lang !== 'es') await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  return { context, page, errors, close: () => context.close() };
}

async function openScreen(page: Page, kind: ConfigPosKind): Promise<Locator> {
  await page.goto(`${baseUrl}/noctua/logged/configuracion/${SCREENS[kind]}`);
  await page.getByTestId(`pos-config-page-${kind}`).waitFor();
  const table = page.getByTestId('pos-table');
  await table.waitFor();
  // Loaded: the first real row (or the empty state) replaced "Cargando…".
  await expect.poll(() => table.locator('tbody tr').first().textContent()).not.toContain('Cargando');
  return table;
}

/** The table row of a point of sale (found by its edit button, present at md and up). */
function rowOf(page: Page, id: string): Locator {
  return page.getByTestId('pos-table').locator('tbody tr', { has: page.getByTestId(`pos-edit-${id}`) });
}

async function cellTexts(row: Locator): Promise<string[]> {
  return row.locator('td').evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()));
}

async function fillDialog(
  dialog: Locator,
  f: { name?: string; priceListId?: string; stockLocationId?: string; afip?: string },
): Promise<void> {
  if (f.name !== undefined) await dialog.locator('input[name="name"]').fill(f.name);
  // The selects appear once the options (price lists, bar locations) have loaded.
  if (f.stockLocationId !== undefined) await dialog.locator('select[name="stockLocationId"]').selectOption(f.stockLocationId);
  if (f.priceListId !== undefined) await dialog.locator('select[name="priceListId"]').selectOption(f.priceListId);
  if (f.afip !== undefined) await dialog.locator('input[name="afipPosNumber"]').fill(f.afip);
}

async function dialogValues(dialog: Locator) {
  return {
    name: await dialog.locator('input[name="name"]').inputValue(),
    stockLocationId: await dialog.locator('select[name="stockLocationId"]').inputValue(),
    priceListId: await dialog.locator('select[name="priceListId"]').inputValue(),
    afip: await dialog.locator('input[name="afipPosNumber"]').inputValue(),
  };
}

describe('points-of-sale configuration screens', () => {
  it('configuracion/barras: a bar is created, listed, edited, deactivated and reactivated; a duplicate AFIP number is refused keeping what was typed', async () => {
    const admin = await token(ADMIN);
    const options = await api<PosOptionsDto>('/puntos-de-venta/opciones', admin);
    const [list1, list2] = options.priceLists;
    const [loc1, loc2] = options.barLocations.filter((l) => l.active);
    if (!list1 || !list2 || !loc1 || !loc2) throw new Error('the demo venue needs two price lists and two active bar locations');
    const [afip1, afip2] = await freeAfipNumbers(admin, 2);
    if (afip1 === undefined || afip2 === undefined) throw new Error('no free AFIP number');
    // A number taken by another kind: the AFIP number is unique per venue, not per kind.
    const taken = (await cajas(admin)).find((c) => c.kind === 'ticket_office' && c.afipPosNumber !== null);
    if (!taken?.afipPosNumber) throw new Error('the demo venue has no ticket office with an AFIP number');
    const tag = suffix();
    const name = `Barra e2e ${tag}`;
    const renamed = `Barra terraza e2e ${tag}`;
    const barsBefore = await listOf(admin, 'bar');

    const { page, errors, close } = await session(ADMIN);
    try {
      const table = await openScreen(page, 'bar');
      // Every bar the API lists is a row (the table's actions column gives each an edit button).
      await expect.poll(() => table.locator('[data-testid^="pos-edit-"]').count()).toBe(barsBefore.length);

      // Create.
      await page.getByTestId('pos-new').click();
      const dialog = page.getByTestId('pos-dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe('Nueva barra');
      await dialog.locator('select[name="stockLocationId"]').waitFor();
      // The location select offers exactly the venue's bar locations (plus the prompt).
      expect(await dialog.locator('select[name="stockLocationId"] option').count()).toBe(options.barLocations.length + 1);
      await fillDialog(dialog, { name, stockLocationId: loc1.id, priceListId: list1.id, afip: String(afip1) });
      await dialog.getByTestId('pos-dialog-submit').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Se creó «${name}»`).waitFor();

      await expect.poll(async () => (await listOf(admin, 'bar')).length).toBe(barsBefore.length + 1);
      const created = (await listOf(admin, 'bar')).find((p) => p.name === name);
      expect(created).toMatchObject({
        kind: 'bar',
        active: true,
        priceListId: list1.id,
        priceListName: list1.name,
        stockLocationId: loc1.id,
        stockLocationName: loc1.name,
        afipPosNumber: afip1,
        terminals: 0,
        sales: 0,
      });
      if (!created) return;
      expect((await cajas(admin)).find((c) => c.id === created.id)).toMatchObject({
        kind: 'bar',
        name,
        active: true,
        stockLocationId: loc1.id,
        priceListId: list1.id,
        afipPosNumber: afip1,
      });
      // Listed with what was chosen: name, price list, location, AFIP number (five digits), state.
      const row = rowOf(page, created.id);
      await row.waitFor();
      const cells = await cellTexts(row);
      expect(cells[0]).toContain(name);
      expect(cells.slice(1, 6)).toEqual([list1.name, loc1.name, afipText(afip1), '0', 'Activo']);
      await screenshot(page, 'pos-config-bar-created-desktop');

      // Edit: the dialog opens with the stored values; rename, other price list, location and number.
      await page.getByTestId(`pos-edit-${created.id}`).click();
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe('Editar barra');
      await dialog.locator('select[name="priceListId"]').waitFor();
      expect(await dialogValues(dialog)).toEqual({
        name,
        stockLocationId: loc1.id,
        priceListId: list1.id,
        afip: String(afip1),
      });
      await fillDialog(dialog, { name: renamed, stockLocationId: loc2.id, priceListId: list2.id, afip: String(afip2) });
      await dialog.getByTestId('pos-dialog-submit').click();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await listOf(admin, 'bar')).find((p) => p.id === created.id))
        .toMatchObject({
          name: renamed,
          priceListId: list2.id,
          stockLocationId: loc2.id,
          afipPosNumber: afip2,
          active: true,
          version: created.version + 1,
        });
      await expect.poll(async () => (await cellTexts(row)).slice(1, 4)).toEqual([list2.name, loc2.name, afipText(afip2)]);
      expect((await cellTexts(row))[0]).toContain(renamed);

      // A duplicate AFIP number on a new bar: refused with the server's message, the dialog stays
      // open with everything typed, and nothing is created.
      const dupName = `Barra duplicada e2e ${tag}`;
      await page.getByTestId('pos-new').click();
      await dialog.waitFor();
      await dialog.locator('select[name="stockLocationId"]').waitFor();
      await fillDialog(dialog, {
        name: dupName,
        stockLocationId: loc1.id,
        priceListId: list2.id,
        afip: String(taken.afipPosNumber),
      });
      await dialog.getByTestId('pos-dialog-submit').click();
      const error = dialog.getByTestId('pos-dialog-error');
      await error.waitFor();
      expect((await error.textContent())?.trim()).toBe(DUPLICATE_AFIP_ES);
      expect(await dialogValues(dialog)).toEqual({
        name: dupName,
        stockLocationId: loc1.id,
        priceListId: list2.id,
        afip: String(taken.afipPosNumber),
      });
      await dialogSettled(dialog);
      await screenshot(page, 'pos-config-bar-duplicate-afip-desktop');
      const afterRefusal = await listOf(admin, 'bar');
      expect(afterRefusal).toHaveLength(barsBefore.length + 1);
      expect(afterRefusal.some((p) => p.name === dupName)).toBe(false);
      // The same refusal on an edit: the bar keeps its number.
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId(`pos-edit-${created.id}`).click();
      await dialog.waitFor();
      await fillDialog(dialog, { afip: String(taken.afipPosNumber) });
      await dialog.getByTestId('pos-dialog-submit').click();
      await error.waitFor();
      expect((await error.textContent())?.trim()).toBe(DUPLICATE_AFIP_ES);
      expect(await dialog.locator('input[name="name"]').inputValue()).toBe(renamed);
      expect(await dialog.locator('input[name="afipPosNumber"]').inputValue()).toBe(String(taken.afipPosNumber));
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await listOf(admin, 'bar')).find((p) => p.id === created.id)?.afipPosNumber).toBe(afip2);

      // Deactivate, then reactivate, from the row.
      const toggle = page.getByTestId(`pos-toggle-${created.id}`);
      expect((await toggle.textContent())?.trim()).toBe('Desactivar');
      await toggle.click();
      await expect.poll(async () => (await listOf(admin, 'bar')).find((p) => p.id === created.id)?.active).toBe(false);
      await expect.poll(async () => (await cellTexts(row))[5]).toBe('Inactivo');
      await expect.poll(async () => (await toggle.textContent())?.trim()).toBe('Activar');
      expect((await cajas(admin)).find((c) => c.id === created.id)?.active).toBe(false);
      // "Solo inactivos" lists exactly the inactive bars, this one among them.
      await page.getByTestId('pos-status-filter').selectOption('inactive');
      const inactive = (await listOf(admin, 'bar')).filter((p) => !p.active);
      await expect.poll(() => table.locator('[data-testid^="pos-edit-"]').count()).toBe(inactive.length);
      await row.waitFor();
      await screenshot(page, 'pos-config-bar-inactive-desktop');
      await page.getByTestId('pos-status-filter').selectOption('all');
      await toggle.click();
      await expect.poll(async () => (await listOf(admin, 'bar')).find((p) => p.id === created.id)?.active).toBe(true);
      await expect.poll(async () => (await cellTexts(row))[5]).toBe('Activo');
      expect((await toggle.textContent())?.trim()).toBe('Desactivar');
      expect((await cajas(admin)).find((c) => c.id === created.id)).toMatchObject({ active: true, afipPosNumber: afip2 });

      // Two refused saves (one 409 each), nothing else went wrong.
      expect(errors.filter((e) => !CONFLICT_LOG.test(e))).toEqual([]);
      expect(errors.filter((e) => CONFLICT_LOG.test(e))).toHaveLength(2);
    } finally {
      await close();
    }
  });

  it('the duplicate AFIP refusal reaches a German interface translated', async () => {
    const admin = await token(ADMIN);
    const taken = (await cajas(admin)).find((c) => c.kind === 'bar' && c.afipPosNumber !== null);
    if (!taken?.afipPosNumber) throw new Error('the demo venue has no bar with an AFIP number');
    const before = await listOf(admin, 'cloakroom');
    const name = `Garderobe e2e ${suffix()}`;
    const { page, errors, close } = await session(ADMIN, { lang: 'de' });
    try {
      await openScreen(page, 'cloakroom');
      await page.getByTestId('pos-new').click();
      const dialog = page.getByTestId('pos-dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe('Neue Garderobe');
      await dialog.locator('select[name="priceListId"]').waitFor();
      await fillDialog(dialog, { name, afip: String(taken.afipPosNumber) });
      await dialog.getByTestId('pos-dialog-submit').click();
      const error = dialog.getByTestId('pos-dialog-error');
      await error.waitFor();
      expect((await error.textContent())?.trim()).toBe(DUPLICATE_AFIP_DE);
      expect(await dialog.locator('input[name="name"]').inputValue()).toBe(name);
      expect(await dialog.locator('input[name="afipPosNumber"]').inputValue()).toBe(String(taken.afipPosNumber));
      await dialogSettled(dialog);
      await screenshot(page, 'pos-config-cloakroom-duplicate-afip-de-desktop');
      expect(await listOf(admin, 'cloakroom')).toEqual(before);
      expect(errors.filter((e) => !CONFLICT_LOG.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('configuracion/boleterias: a ticket office is created without a stock location and deleted; guardarropas lists only cloakrooms', async () => {
    const admin = await token(ADMIN);
    const [afip] = await freeAfipNumbers(admin, 1);
    const options = await api<PosOptionsDto>('/puntos-de-venta/opciones', admin);
    const list = options.priceLists.at(-1);
    if (afip === undefined || !list) throw new Error('no free AFIP number or no price list');
    const before = await listOf(admin, 'ticket_office');
    const name = `Boletería e2e ${suffix()}`;
    const { page, errors, close } = await session(ADMIN);
    try {
      const table = await openScreen(page, 'ticket_office');
      await expect.poll(() => table.locator('[data-testid^="pos-edit-"]').count()).toBe(before.length);
      await page.getByTestId('pos-new').click();
      const dialog = page.getByTestId('pos-dialog');
      await dialog.waitFor();
      expect(await dialog.getByRole('heading').first().textContent()).toBe('Nueva boletería');
      await dialog.locator('select[name="priceListId"]').waitFor();
      // Doors sell no goods: no stock location is asked for.
      expect(await dialog.locator('select[name="stockLocationId"]').count()).toBe(0);
      // A number that is not one is refused on the spot, translated, before anything is sent.
      await fillDialog(dialog, { name, priceListId: list.id, afip: '12a' });
      await dialog.getByTestId('pos-dialog-submit').click();
      await dialog.getByText('Indica un número entero entre 1 y 99999, o déjalo vacío').waitFor();
      expect(await listOf(admin, 'ticket_office')).toHaveLength(before.length);
      await fillDialog(dialog, { afip: String(afip) });
      await dialog.getByTestId('pos-dialog-submit').click();
      await dialog.waitFor({ state: 'detached' });

      await expect
        .poll(async () => (await listOf(admin, 'ticket_office')).find((p) => p.name === name))
        .toMatchObject({
          kind: 'ticket_office',
          active: true,
          priceListId: list.id,
          stockLocationId: null,
          afipPosNumber: afip,
        });
      const created = (await listOf(admin, 'ticket_office')).find((p) => p.name === name);
      if (!created) return;
      const row = rowOf(page, created.id);
      await row.waitFor();
      // No location column on this screen: name, price list, AFIP, terminals, state.
      const cells = await cellTexts(row);
      expect(cells[0]).toContain(name);
      expect(cells.slice(1, 5)).toEqual([list.name, afipText(afip), '0', 'Activo']);
      // Never sold, no terminal: it may be deleted; the seed's offices (with terminals) may not.
      expect(await page.getByTestId(`pos-delete-${created.id}`).count()).toBe(1);
      const seeded = before.find((p) => p.terminals > 0);
      if (seeded) expect(await page.getByTestId(`pos-delete-${seeded.id}`).count()).toBe(0);
      await page.getByTestId(`pos-delete-${created.id}`).click();
      const confirm = page.getByTestId('delete-pos-dialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(`¿Borrar «${name}»?`);
      await confirm.getByTestId('delete-pos-confirm').click();
      await confirm.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached' });
      // Gone from the list route and from consultarCajas (a tombstone the replicas learn of).
      expect((await listOf(admin, 'ticket_office')).map((p) => p.id)).toEqual(before.map((p) => p.id));
      expect((await cajas(admin)).some((c) => c.id === created.id)).toBe(false);

      // guardarropas: exactly the API's cloakrooms, none of the offices or bars.
      const cloakrooms = await listOf(admin, 'cloakroom');
      const cloakTable = await openScreen(page, 'cloakroom');
      await expect.poll(() => cloakTable.locator('[data-testid^="pos-edit-"]').count()).toBe(cloakrooms.length);
      for (const c of cloakrooms) await page.getByTestId(`pos-edit-${c.id}`).waitFor();
      expect(await page.getByTestId(`pos-edit-${created.id}`).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stock@ (no 201) gets Permiso denegado on the three screens and 403 from the API', async () => {
    const stock = await token('stock@noctua.test');
    const refused = await call('/puntos-de-venta?kind=bar', stock);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'No tienes permiso para acceder a esta página' });
    expect((await call('/generic/consultarCajas', stock, { method: 'POST', body: {} })).status).toBe(403);
    const { page, errors, close } = await session('stock@noctua.test');
    try {
      for (const kind of Object.keys(SCREENS) as ConfigPosKind[]) {
        await page.goto(`${baseUrl}/noctua/logged/configuracion/${SCREENS[kind]}`);
        const denied = page.getByTestId('permission-denied');
        await denied.waitFor();
        expect(await denied.textContent()).toContain('No tienes permiso para acceder a esta página');
        expect(await page.getByTestId(`pos-config-page-${kind}`).count()).toBe(0);
        expect(await page.getByTestId('pos-new').count()).toBe(0);
      }
      // The configuration section is not offered in the sidebar either.
      const sections = await page
        .getByTestId('sidebar')
        .locator('[data-nav-section]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-nav-section')));
      expect(sections).not.toContain('configuracion');
      await screenshot(page, 'pos-config-denied-desktop');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  // One signed-in session (and one first sync) per theme, resized to each screen size.
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    it(`the three screens and the bar dialog render at ${sizesFor(dark)
      .map(([size]) => size)
      .join(' and ')} size (${theme})`, async () => {
      const admin = await token(ADMIN);
      const { page, errors, close } = await session(ADMIN, { dark });
      try {
        // The photos show the screens, not the first sync's progress banner.
        await waitForFirstSync(page, 90_000);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
        for (const [size, viewport] of sizesFor(dark)) {
          await page.setViewportSize(viewport);
          for (const kind of ['ticket_office', 'cloakroom', 'bar'] as const) {
            const table = await openScreen(page, kind);
            const rows = await listOf(admin, kind);
            await expect.poll(() => table.locator('tbody tr').count()).toBe(rows.length);
            // Nothing wider than the screen.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, size).toBeLessThanOrEqual(0);
            await screenshot(page, `pos-config-${SCREENS[kind]}-${size}-${theme}`);
          }
          // The bar dialog: on a phone it opens from the row's actions menu, from md up from the row.
          const bar = (await listOf(admin, 'bar'))[0];
          if (!bar) throw new Error('no bar');
          if (size === 'phone') {
            await page.getByRole('button', { name: `Acciones de ${bar.name}` }).click();
            await page.getByRole('menuitem', { name: 'Editar' }).click();
          } else {
            await page.getByTestId(`pos-edit-${bar.id}`).click();
          }
          const dialog = page.getByTestId('pos-dialog');
          await dialog.waitFor();
          await dialog.locator('select[name="stockLocationId"]').waitFor();
          expect(await dialog.locator('input[name="name"]').inputValue()).toBe(bar.name);
          expect(await dialog.locator('select[name="stockLocationId"]').inputValue()).toBe(bar.stockLocationId);
          const box = await dialog.boundingBox();
          expect(box?.x).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0), size).toBeLessThanOrEqual(viewport.width);
          await dialogSettled(dialog);
          await screenshot(page, `pos-config-barras-dialog-${size}-${theme}`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
