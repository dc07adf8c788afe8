// Issue 37, item 2: the one night picker, on cash flow › personal (a required night) and in the
// cash movement dialog (an optional night, inside a dialog). It opens on the night under way;
// "Anoche" is one tap; any other night comes from a calendar on which days without a night cannot
// be chosen; the chosen night is said in words; the screen follows the choice. Photographed at
// the suite's looks.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiJson } from './api';
import { collectPageErrors, LOOKS, launchBrowser, newAppContext, screenshot, screensWithoutServiceWorker } from './browser';
import { apiLogin, signInThroughUi } from './replica-page';

screensWithoutServiceWorker();

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface CashNight {
  id: string;
  businessDate: string;
  status: 'planned' | 'open' | 'closed';
}

const value = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-value');

describe('the night picker', () => {
  for (const look of LOOKS) {
    it(`${look.size} ${look.theme}: tonight by default, last night in one tap, any night from the calendar`, async () => {
      const token = await apiLogin(baseUrl, 'admin@noctua.test', 'noctua2026');
      const nights = await apiJson<CashNight[]>(baseUrl, '/cashflow/noches', token);
      const newestFirst = [...nights].sort((a, b) => b.businessDate.localeCompare(a.businessDate));
      const tonight = newestFirst.find((n) => n.status === 'open');
      expect(tonight, 'the demo data has a night under way').toBeDefined();
      const lastNight = newestFirst.find((n) => n.businessDate < (tonight?.businessDate ?? ''));
      // A night at least two before tonight, in the calendar's month when there is one.
      const older = newestFirst.filter((n) => n.businessDate < (lastNight?.businessDate ?? ''));
      const month = tonight?.businessDate.slice(0, 7);
      const target = older.find((n) => n.businessDate.startsWith(month ?? '')) ?? older[0];

      const context = await newAppContext(browser, look.viewport, look.dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        await signInThroughUi(page, baseUrl, 'admin@noctua.test', 'noctua2026');
        await page.goto(`${baseUrl}/noctua/logged/cashFlow/personal`);
        await page.getByTestId('staff-night').waitFor();
        await expect.poll(() => value(page, 'staff-night')).toBe(tonight?.id);
        expect(await page.getByTestId('staff-night-tonight').getAttribute('aria-pressed')).toBe('true');
        expect(await page.getByTestId('staff-night-chosen').textContent()).toContain('abierta');

        await page.getByTestId('staff-night-last').click();
        await expect.poll(() => value(page, 'staff-night')).toBe(lastNight?.id);
        expect(await page.getByTestId('staff-night-last').getAttribute('aria-pressed')).toBe('true');

        if (target) {
          await page.getByTestId('staff-night-calendar').click();
          const calendar = page.getByTestId('staff-night-calendar-content');
          await calendar.waitFor();
          await page.waitForTimeout(300); // the calendar's fade-in
          await screenshot(page, `night-picker-calendar-${look.size}-${look.theme}`);
          // Back to the target's month, then its day; a day without a night is not choosable.
          const [year, mon, day] = (target.businessDate ?? '').split('-').map(Number) as [number, number, number];
          const taken = new Set(nights.map((n) => n.businessDate));
          for (let i = 0; i < 24; i++) {
            const cell = calendar.locator(`[data-value="${target.businessDate}"]:not([data-outside-range])`);
            if ((await cell.count()) > 0) break;
            await calendar.locator('[data-part="prev-trigger"]').first().click();
          }
          const free = Array.from(
            { length: 28 },
            (_, d) => `${year}-${String(mon).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`,
          ).find((d) => !taken.has(d));
          if (free) {
            const freeCell = calendar.locator(`[data-value="${free}"][data-part="table-cell-trigger"]`).first();
            expect(await freeCell.getAttribute('data-unavailable')).not.toBeNull();
          }
          await calendar.locator(`[data-value="${target.businessDate}"][data-part="table-cell-trigger"]`).first().click();
          await expect.poll(() => value(page, 'staff-night')).toBe(target.id);
          expect(await page.getByTestId('staff-night-calendar').textContent()).toMatch(
            new RegExp(`${String(day).padStart(2, '0')}/${String(mon).padStart(2, '0')}/${year}`),
          );
        }
        await screenshot(page, `night-picker-staff-${look.size}-${look.theme}`);

        // In a dialog: the cash movement's optional night, the night under way by default, "Ninguna" one tap.
        await page.goto(`${baseUrl}/noctua/logged/cashFlow/movimientos`);
        await page.getByTestId('movement-new').click();
        await page.getByTestId('movement-night').waitFor();
        await expect.poll(() => value(page, 'movement-night')).toBe(tonight?.id);
        await page.getByTestId('movement-night-none').click();
        await expect.poll(() => value(page, 'movement-night')).toBe('');
        await page.getByTestId('movement-night-calendar').click();
        await page.getByTestId('movement-night-calendar-content').waitFor();
        await page.waitForTimeout(300);
        await screenshot(page, `night-picker-dialog-${look.size}-${look.theme}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
