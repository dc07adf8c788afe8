import path from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LiveTonightDto } from '../../src/contract/gerencia-live';
import { apiOk } from './api';
import { ARTIFACTS, collectPageErrors, LOOKS, newAppContext, screenshot, VIEWPORTS } from './browser';
import { ownBrowserAndServer } from './own-server';
import { apiLogin, signInThroughUi } from './replica-page';

const PASSWORD = 'noctua2026';
const SUPERVISOR = 'supervisor@noctua.test';

let browser: Browser;
let baseUrl: string;

ownBrowserAndServer((b, s) => {
  browser = b;
  baseUrl = s.url;
});

describe('home: tonight live', () => {
  it('shows the API’s figures and keeps them with "Datos al" offline', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signInThroughUi(page, baseUrl, SUPERVISOR, PASSWORD);
    const token = await apiLogin(baseUrl, SUPERVISOR, PASSWORD);
    const live = await apiOk<LiveTonightDto>(baseUrl, '/gerencia/en-vivo', token);
    expect(live.night?.status).toBe('open');
    await page.goto(`${baseUrl}/noctua/logged/home`);
    const card = page.getByTestId('live-sales');
    await card.waitFor({ timeout: 30_000 });
    await expect(card.getAttribute('data-value')).resolves.toBe(String(live.sales.total));
    await expect(page.getByTestId('live-entries').getAttribute('data-value')).resolves.toBe(String(live.entries.sold));
    await expect(page.getByTestId('live-when').textContent()).resolves.toMatch(/^Actualizado /);

    await context.setOffline(true);
    await page.waitForSelector('[data-testid="live-tonight"][data-stale="true"]', { timeout: 10_000 });
    await expect(page.getByTestId('live-when').textContent()).resolves.toMatch(/^Datos al /);
    await expect(card.getAttribute('data-value')).resolves.toBe(String(live.sales.total));
    await screenshot(page, 'home-live-offline-desktop-light');
    await context.setOffline(false);
    await page.waitForSelector('[data-testid="live-tonight"][data-stale="false"]', { timeout: 30_000 });
    // The alerts' thresholds on configuraciones (300), filled from the venue.
    await page.goto(`${baseUrl}/noctua/logged/configuraciones`);
    await expect.poll(() => page.getByTestId('alerts-minutes').inputValue(), { timeout: 30_000 }).toBe('15');
    await page.getByTestId('alert-settings-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-alerts-desktop-light');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('home screenshots', () => {
  for (const { size: name, viewport, dark, theme } of LOOKS) {
    it(`home of supervisor@ at ${name} (${theme})`, async () => {
      const context = await newAppContext(browser, viewport, dark);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await signInThroughUi(page, baseUrl, SUPERVISOR, PASSWORD);
      await page.goto(`${baseUrl}/noctua/logged/home`);
      await page.getByTestId('live-sales').waitFor({ timeout: 30_000 });
      await screenshot(page, `home-live-${name}-${theme}`);
      await page.screenshot({ path: path.join(ARTIFACTS, `home-live-${name}-${theme}-full.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
