// Issue 37, item 5: money lists on a phone are cards with the amount in view, not a table
// scrolled sideways (cash movements showed only Fecha and Cuenta, extractions cut the Importe);
// on a desktop the cash movements table fits the page. Measured in chromium at 390 × 844 and
// 1440 × 900, photographed at the suite's looks.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  collectPageErrors,
  LOOKS,
  launchBrowser,
  newAppContext,
  screenshot,
  screensWithoutServiceWorker,
  VIEWPORTS,
} from './browser';
import { signInThroughUi } from './replica-page';

screensWithoutServiceWorker();

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  { name: 'cash-movements', path: '/logged/cashFlow/movimientos' },
  { name: 'registers', path: '/logged/cashFlow/cajas' },
  { name: 'balances-board', path: '/logged/cashFlow/saldos/tablero' },
  { name: 'stock-movements', path: '/logged/inventarios/movimientos' },
];

describe('money lists', () => {
  for (const look of LOOKS) {
    it(`${look.size} ${look.theme}: on a phone each row is a card with its amount in view; nothing scrolls sideways`, async () => {
      const context = await newAppContext(browser, look.viewport, look.dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        await signInThroughUi(page, baseUrl, 'admin@noctua.test', 'noctua2026');
        for (const screen of SCREENS) {
          await page.goto(`${baseUrl}/noctua${screen.path}`);
          if (look.size === 'phone') {
            const card = page.getByTestId('data-table-card').first();
            await card.waitFor({ timeout: 20_000 });
            const amount = await card.getByTestId('card-amount').boundingBox();
            expect(amount, screen.name).not.toBeNull();
            expect((amount?.x ?? 0) + (amount?.width ?? 0), `${screen.name}: the amount is in view`).toBeLessThanOrEqual(
              look.viewport.width,
            );
            expect((await card.getByTestId('card-amount').innerText()).trim(), screen.name).toMatch(/\d/);
            await card.scrollIntoViewIfNeeded();
          } else {
            // A row of data, not the "Cargando…" row: the width is measured on the loaded list.
            await page
              .locator('table tbody tr:not(:has([data-testid="data-table-no-rows"]))')
              .first()
              .waitFor({ timeout: 20_000 });
          }
          await page.waitForTimeout(200);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${screen.name}: the page is no wider than the screen`).toBeLessThanOrEqual(look.viewport.width);
          await screenshot(page, `money-list-${screen.name}-${look.size}-${look.theme}`);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 180_000);
  }

  it('desktop: the cash movements table fits 1440 px (its widest columns fold, nothing hides off the side)', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    try {
      await signInThroughUi(page, baseUrl, 'admin@noctua.test', 'noctua2026');
      await page.goto(`${baseUrl}/noctua/logged/cashFlow/movimientos`);
      await page.locator('table tbody tr').first().waitFor({ timeout: 20_000 });
      const { table, area } = await page.evaluate(() => {
        const t = document.querySelector('table') as HTMLElement;
        const a = t.parentElement as HTMLElement;
        return { table: t.scrollWidth, area: a.clientWidth };
      });
      expect(table, `table ${table} px in ${area} px`).toBeLessThanOrEqual(area + 1);
    } finally {
      await context.close();
    }
  }, 120_000);
});
