// Issue 37, item 11: venue times on the venue's clock, said once. A phone left on UTC showed
// "Datos al 05 dic 17:40" beside "Abre 05 dic 23:30", and cancellation sale times in the
// device's zone. Here a desktop on UTC signs in to the demo venue (Buenos Aires, UTC−3): each
// extraction's time on Cash flow → Cajas reads the venue's clock, and one line under the top bar
// says whose clock it is; a device at the venue sees no such line.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ExtractionDto } from '../../src/contract/extraction';
import { apiJson, apiLogin } from './api';
import { collectPageErrors, contextOptions, DEVICE_ZONE, launchBrowser, screenshot, VIEWPORTS } from './browser';
import { signInThroughUi } from './replica-page';

const baseUrl = inject('baseUrl');
const PASSWORD = 'noctua2026';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** "23:30" of an instant on the venue's clock, by Intl alone (not the app's code). */
const venueHHmm = (iso: string) =>
  new Intl.DateTimeFormat('es-AR', { timeZone: DEVICE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
const utcHHmm = (iso: string) => new Date(iso).toISOString().slice(11, 16);

async function openRegisters(timezoneId: string) {
  const context = await browser.newContext(contextOptions({ viewport: VIEWPORTS.desktop, timezoneId }));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInThroughUi(page, baseUrl, 'admin@noctua.test', PASSWORD);
  await page.goto(`${baseUrl}/noctua/logged/cashFlow/cajas`);
  await page.getByTestId('registers-page').waitFor();
  return { page, errors, close: () => context.close() };
}

describe('venue times on the venue clock', () => {
  it('a device on UTC shows the venue clock, and says so once', async () => {
    const { page, errors, close } = await openRegisters('UTC');
    try {
      const note = page.getByTestId('venue-zone-note');
      await note.waitFor();
      expect(await note.innerText()).toContain('Buenos Aires (UTC−3)');
      expect(await note.innerText()).toContain('UTC.');
      expect(await page.getByTestId('venue-zone-note').count()).toBe(1);

      const nightId = await page.getByTestId('extraction-night').getAttribute('data-value');
      const token = await apiLogin(baseUrl, 'admin@noctua.test', PASSWORD);
      const rows = await apiJson<ExtractionDto[]>(baseUrl, `/extracciones?nightId=${nightId}`, token);
      expect(rows.length).toBeGreaterThan(0);
      const newest = [...rows].sort((a, b) => b.at.localeCompare(a.at))[0] as ExtractionDto;
      const firstRow = page.locator('[data-testid="extraction-table"] tbody tr').first();
      await expect.poll(() => firstRow.innerText()).toContain(venueHHmm(newest.at));
      expect(await firstRow.innerText()).not.toContain(utcHHmm(newest.at));
      await screenshot(page, 'venue-time-utc-device-desktop');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a device at the venue shows the same times and no note', async () => {
    const { page, errors, close } = await openRegisters(DEVICE_ZONE);
    try {
      await page.locator('[data-testid="extraction-table"] tbody tr').first().waitFor();
      expect(await page.getByTestId('venue-zone-note').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
