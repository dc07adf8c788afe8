// Issue 36, "done when": every demo account signs in, syncs, goes offline and opens every ready
// screen its codes allow (direct navigations, served by the service worker). Each screen either
// shows its data with how old it is ("Datos al …", "Saldo al …", "Solicitudes al …") or, for a
// screen that works with the server only, one translated notice — never an empty state that says
// there is nothing, an error card, an English error, the router's error page or a blank page; no
// script or style misses the precache and no screen throws. Then, back online, a screen that said
// "needs the network" recovers by itself (no reload, no "Reintentar").
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { canSeeEntry, NAV_ENTRIES } from '../../src/contract/navigation';
import { apiJson, apiLogin, apiLoginAnswer } from './api';
import {
  collectAssetFailures,
  collectPageErrors,
  launchBrowser,
  mainQuiet,
  newAppContext,
  screenshot,
  VIEWPORTS,
} from './browser';
import { screenShown, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ACCOUNTS = ['stock', 'vip', 'caja', 'supervisor', 'admin'] as const;

/** The ready screens a user with `privi` may open directly (no `$param`). */
function screensOf(privi: readonly string[]): string[] {
  const entries = NAV_ENTRIES.filter((e) => e.status === 'ready' && !e.path.includes('$'));
  return [...new Set(entries.filter((e) => canSeeEntry(privi, e)).map((e) => e.path))];
}

/** The slug of a published post, through the API. */
async function aPostSlug(email: string): Promise<string> {
  const token = await apiLogin(baseUrl, email, 'noctua2026');
  const { posts } = await apiJson<{ posts: { slug: string }[] }>(baseUrl, '/blog/posts', token);
  const slug = posts[0]?.slug;
  if (!slug) throw new Error('the demo data has no blog post');
  return slug;
}

interface Seen {
  path: string;
  asOf: boolean;
  notice: boolean;
  english: boolean;
  errorCard: boolean;
  emptyLie: boolean;
  denied: boolean;
  /** Where the navigation ended (a screen sent to 404, 500 or the login is broken). */
  where: string;
}

/** What `main` shows once it shows something (not the pending loader). */
async function look(page: Page, path: string): Promise<Seen | 'blank'> {
  try {
    await screenShown(page);
  } catch {
    return 'blank';
  }
  // Live reads settle within a few frames; give a replica read and a failing request their turn:
  // the screen has stood still for a quarter of a second.
  await mainQuiet(page);
  return page.evaluate((where) => {
    const main = document.querySelector('main') as HTMLElement;
    const text = main.innerText;
    const has = (selector: string) => !!main.querySelector(selector);
    const asOf = has('[data-testid$="as-of"]') || /(Datos|Saldo|Solicitudes) al \d/.test(text);
    return {
      path: where,
      asOf,
      notice: has(
        // A user who may neither ask for nor decide cancellations is told so, online and offline alike.
        '[data-testid="offline-notice"],[data-testid="stock-offline"],[data-testid="no-replica"],[data-testid="data-table-no-rows"],[data-testid="vip-offline-reason"],[data-testid="authorize-no-privilege"],[data-testid="config-no-copy"]',
      ),
      english: /Something went wrong|Failed to fetch|NetworkError|Load failed/.test(text),
      errorCard: /No se pudo cargar|No se pudieron cargar/.test(text),
      emptyLie: has('[data-testid="data-table-empty"]') && !asOf,
      denied: text.includes('Permiso denegado'),
      where: location.pathname,
    };
  }, path);
}

function problems(seen: Seen | 'blank', path: string): string[] {
  if (seen === 'blank') return [`${path}: blank`];
  const out: string[] = [];
  if (seen.denied) out.push(`${path}: denied although the codes allow it`);
  if (/\/noctua\/(?:404|500|auth\/login)/.test(seen.where)) out.push(`${path}: sent to ${seen.where}`);
  if (seen.english) out.push(`${path}: an English error`);
  if (seen.errorCard) out.push(`${path}: an error card instead of a notice`);
  if (seen.emptyLie) out.push(`${path}: an empty state with no data`);
  if (!seen.asOf && !seen.notice) out.push(`${path}: neither its data's age nor an offline notice`);
  return out;
}

describe('every demo account offline', () => {
  for (const account of ACCOUNTS) {
    it(`${account}: every screen shows its data with its age or one notice, and recovers online`, async () => {
      const email = `${account}@noctua.test`;
      const { user } = (await apiLoginAnswer(baseUrl, email, 'noctua2026')) as unknown as { user: { privi: string[] } };
      const paths = screensOf(user.privi);
      expect(paths.length).toBeGreaterThan(3);
      // A screen with a parameter: a blog post this device never opened.
      if (paths.includes('/logged/blog')) paths.push(`/logged/blog/post/${await aPostSlug(email)}`);
      const context = await newAppContext(browser, VIEWPORTS.desktop);
      const page = await context.newPage();
      // Every script and style a screen needs comes from the precache; no screen throws.
      const failed = collectAssetFailures(page);
      const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
      try {
        await signInThroughUi(page, baseUrl, email, 'noctua2026');
        await waitForFirstSync(page, 120_000);
        await waitForServiceWorker(page);
        await context.setOffline(true);

        const found: string[] = [];
        const needsNetwork: string[] = [];
        for (const path of paths) {
          await page.goto(`${baseUrl}/noctua${path}`);
          const seen = await look(page, path);
          found.push(...problems(seen, path));
          if (seen !== 'blank' && seen.notice && !seen.asOf) needsNetwork.push(path);
        }
        // Together, so that a broken screen comes with the errors that explain it.
        expect({ found, failed, errors }).toEqual({ found: [], failed: [], errors: [] });
        await screenshot(page, `offline-${account}-last-screen`);

        // Back online on a screen that needed the network: the notice goes and the data comes, by itself.
        const probe = needsNetwork[0];
        if (probe) {
          await page.goto(`${baseUrl}/noctua${probe}`);
          await look(page, probe);
          await context.setOffline(false);
          await page.waitForFunction(
            () => {
              const main = document.querySelector('main') as HTMLElement;
              const text = main.innerText;
              return (
                !main.querySelector(
                  '[data-testid="offline-notice"],[data-testid="stock-offline"],[data-testid="data-table-no-rows"]',
                ) && !/No se pudo cargar|No se pudieron cargar/.test(text)
              );
            },
            undefined,
            { timeout: 20_000, polling: 200 },
          );
        }
      } finally {
        await context.close();
      }
    }, 420_000);
  }
});

describe('a settings screen offline', () => {
  it('keeps the last list this device loaded, with its time, and no actions; prices answer from the replica', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, baseUrl, 'admin@noctua.test', 'noctua2026');
      await waitForFirstSync(page, 120_000);
      await waitForServiceWorker(page);
      const screens = [
        { path: '/logged/configuracion/noche', table: 'nights-table', asOf: 'nights-as-of', create: 'night-new' },
        { path: '/logged/configuracion/barras', table: 'pos-table', asOf: 'pos-as-of', create: 'pos-new' },
        // The four lists of configuracion/stock keep their copy too, figures as of that answer.
        { path: '/logged/configuracion/stock', table: 'locations-table', asOf: 'config-as-of', create: 'location-new' },
        { path: '/logged/configuracion/stock?tab=mercaderias', table: 'goods-table', asOf: 'config-as-of', create: 'good-new' },
        {
          path: '/logged/configuracion/stock?tab=productos',
          table: 'products-table',
          asOf: 'config-as-of',
          create: 'product-new',
        },
        {
          path: '/logged/configuracion/stock?tab=precios',
          table: 'price-lists-table',
          asOf: 'config-as-of',
          create: 'price-list-new',
        },
      ];
      const rowsOnline: number[] = [];
      for (const s of screens) {
        await page.goto(`${baseUrl}/noctua${s.path}`);
        // Loaded: rows, not the "Cargando…" row.
        await page.waitForFunction(
          (id) => {
            const table = document.querySelector(`[data-testid="${id}"]`);
            return (
              !!table &&
              !table.querySelector('[data-testid="data-table-no-rows"]') &&
              table.querySelectorAll('tbody tr').length > 0
            );
          },
          s.table,
          { timeout: 15_000, polling: 100 },
        );
        rowsOnline.push(await page.locator(`[data-testid="${s.table}"] tbody tr`).count());
      }
      await context.setOffline(true);
      for (const [i, s] of screens.entries()) {
        await page.goto(`${baseUrl}/noctua${s.path}`);
        await page.getByTestId(s.asOf).waitFor();
        expect(await page.getByTestId(s.asOf).textContent()).toMatch(/^Datos al \d/);
        expect(await page.locator(`[data-testid="${s.table}"] tbody tr`).count()).toBe(rowsOnline[i]);
        expect(await page.getByTestId(s.create).isDisabled()).toBe(true);
      }
      await screenshot(page, 'offline-settings-kept-list');

      // A price on the VIP list, offline, from the replica (issue 36, item 2).
      await page.goto(`${baseUrl}/noctua/logged/configuracion/stock`);
      await page.getByTestId('tab-precios').click();
      await page.getByTestId('price-lookup-search').fill('fernet con coca');
      await page.getByTestId('price-lookup-product').first().waitFor();
      expect(await page.getByTestId('price-lookup-product').first().innerText()).toMatch(/Lista VIP: \$\s?[\d.]+,\d\d/);
      expect(await page.getByTestId('price-lookup').getByTestId('as-of').count()).toBe(1);

      // The product picked for a comp says what it sells for, offline too (issue 36, item 2).
      await page.goto(`${baseUrl}/noctua/logged/inventarios/remitos/cortesias`);
      const product = page.getByTestId('comp-product');
      await product.waitFor();
      const fernet = await product
        .locator('option', { hasText: /fernet con coca/i })
        .first()
        .getAttribute('value');
      await product.selectOption(fernet ?? '');
      await page.getByTestId('comp-product-prices').waitFor();
      expect(await page.getByTestId('comp-product-prices').innerText()).toMatch(/Lista VIP: \$\s?[\d.]+,\d\d/);
    } finally {
      await context.close();
    }
  }, 240_000);
});
