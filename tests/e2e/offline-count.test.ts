// Issue 4 end to end: a stock taker starts a count, loses the network, records a line, reloads the
// page while still offline (the service worker serves the app, the cached account keeps her signed
// in, the replica still has the line), gets the network back, and the server ends up with the
// line exactly once. Then the count screen is photographed at phone, tablet and desktop size.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, LOOKS, launchBrowser, newAppContext, screenshot, VIEWPORTS, waitUntil } from './browser';
import { apiLogin, DEMO_PASSWORD, serverRows as sharedServerRows, submitLogin, unsentCommands } from './replica-page';

let browser: Browser;
const baseUrl = inject('baseUrl');
const EMAIL = 'stock@noctua.test';
const COUNT_PATH = '/noctua/logged/inventarios/conteo';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page): Promise<void> {
  await submitLogin(page, `${baseUrl}/noctua/auth/login`, EMAIL);
  await page.waitForURL(/\/noctua\/logged\/home/);
}

async function serverRows(table: 'stockCounts' | 'stockCountLines'): Promise<Record<string, unknown>[]> {
  return sharedServerRows(baseUrl, table, await apiLogin(baseUrl, EMAIL, DEMO_PASSWORD));
}

let countUrl = '';

describe('offline stock count', () => {
  it('records a line offline, keeps it across an offline reload and sends it exactly once', async () => {
    const context = await newAppContext(browser, VIEWPORTS.tablet);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signIn(page);

    await page.goto(`${baseUrl}${COUNT_PATH}`);
    await page.getByTestId('stock-count-title').waitFor();
    // First sync: the venue's warehouses and bars come from the server into the replica.
    await page.getByTestId('location-picker').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('count-location').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'count-locations-tablet-light');
    await page.getByTestId('count-location').filter({ hasText: 'Barra Principal' }).click();
    await page.getByTestId('count-start').waitFor();
    await page.getByTestId('count-start-button').click();
    const view = page.getByTestId('count-view');
    await view.waitFor();
    const countId = await view.getAttribute('data-count-id');
    expect(countId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new URL(page.url()).searchParams.get('count')).toBe(countId);
    countUrl = page.url();
    // The goods are there (the first sync finished) and the page is controlled by the worker.
    await page.getByTestId('count-line').first().waitFor();
    expect(await page.getByTestId('count-line').count()).toBeGreaterThan(10);
    // The count lists what Barra Principal stocks, not the cleaning or kitchen goods (issue 37);
    // every good is one click away.
    const scopeTotal = Number(await page.getByTestId('count-progress').getAttribute('data-total'));
    await page.getByTestId('count-every-good').click();
    await expect
      .poll(async () => Number(await page.getByTestId('count-progress').getAttribute('data-total')))
      .toBeGreaterThan(scopeTotal);
    await page.getByTestId('count-every-good').click();
    await expect.poll(async () => Number(await page.getByTestId('count-progress').getAttribute('data-total'))).toBe(scopeTotal);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });

    // ── offline: record a line ──
    await context.setOffline(true);
    await page.locator('input[type="search"]').fill('fernet branca 750');
    const row = page.getByTestId('count-line').filter({ hasText: 'Fernet Branca 750 ml' }).first();
    const goodId = await row.getAttribute('data-good-id');
    expect(goodId).toBeTruthy();
    await row.getByTestId('quantity-input').fill('2,5');
    await page.locator(`[data-testid="count-line"][data-good-id="${goodId}"][data-state="pending"]`).waitFor();
    expect(await unsentCommands(page)).toBeGreaterThanOrEqual(1);

    await page.locator('input[type="search"]').fill('');
    await page.getByTestId('count-line').nth(10).waitFor();
    await screenshot(page, 'count-offline-pending-tablet-light');

    // ── reload while offline: the app shell from the worker, the user from the cached account ──
    await page.reload();
    await page.getByTestId('stock-count-title').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(COUNT_PATH);
    await page.getByTestId('count-view').waitFor();
    const again = page.locator(`[data-testid="count-line"][data-good-id="${goodId}"]`);
    await again.waitFor();
    expect(await again.getByTestId('quantity-input').inputValue()).toBe('2,5');
    expect(await again.getAttribute('data-state')).toBe('pending');
    expect(await page.getByTestId('count-progress').getAttribute('data-counted')).toBe('1');

    // ── back online: the outbox drains and the line shows as synced ──
    await context.setOffline(false);
    await waitUntil(async () => (await unsentCommands(page)) === 0, 'the outbox to drain');
    await page.locator(`[data-testid="count-line"][data-good-id="${goodId}"][data-state="synced"]`).waitFor();
    await page.locator('[data-testid="count-sync"][data-pending="0"]').waitFor();

    // ── the server has the line exactly once, with the quantity typed ──
    const lines = (await serverRows('stockCountLines')).filter((l) => l.stockCountId === countId && l.goodId === goodId);
    expect(lines).toHaveLength(1);
    expect(Number(lines[0]?.countedQuantity)).toBe(2.5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses invalid input next to the field without saving it', async () => {
    expect(countUrl).not.toBe('');
    const context = await newAppContext(browser, VIEWPORTS.phone);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signIn(page);
    await page.goto(countUrl);
    // Counted goods come first (sorted in as the first sync of this device brings the line).
    const row = page.getByTestId('count-line').first().filter({ hasText: 'Fernet Branca 750 ml' });
    await row.waitFor();
    await row.getByTestId('quantity-input').fill('-3');
    await row.getByTestId('quantity-error').waitFor();
    await page.waitForTimeout(600);
    expect(await row.getAttribute('data-state')).toBe('invalid');
    expect(await row.getByTestId('quantity-input').inputValue()).toBe('-3');
    expect(await unsentCommands(page)).toBe(0);
    await screenshot(page, 'count-invalid-phone-light');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const { size: name, viewport, theme } of LOOKS) {
    it(`the count screen at ${name} size (${theme})`, async () => {
      expect(countUrl).not.toBe('');
      const context = await newAppContext(browser, viewport, theme === 'dark');
      const page = await context.newPage();
      const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
      await signIn(page);
      await page.goto(countUrl);
      await page.getByTestId('count-view').waitFor();
      await page.locator('[data-testid="count-line"][data-state="synced"]').first().waitFor();
      await page.getByTestId('as-of').waitFor();
      await screenshot(page, `count-${name}-${theme}`);
      if (name !== 'phone') {
        await page.getByTestId('submit-count-button').click();
        await page.getByTestId('submit-count-dialog').waitFor();
        await page.waitForTimeout(400); // the dialog's entry animation
        await screenshot(page, `count-submit-dialog-${name}-${theme}`);
        await page.getByTestId('submit-count-cancel').click();
        await page.getByTestId('submit-count-dialog').waitFor({ state: 'hidden' });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('submitting asks first, then the count is read-only here and submitted on the server', async () => {
    expect(countUrl).not.toBe('');
    const countId = new URL(countUrl).searchParams.get('count');
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signIn(page);
    await page.goto(countUrl);
    await page.getByTestId('count-view').waitFor();
    await page.getByTestId('submit-count-button').click();
    await page.getByTestId('submit-count-confirm').click();
    // Submitted here at once; applied to the ledger by the server as soon as the submit arrives.
    await page
      .locator('[data-testid="count-view"][data-status="submitted"], [data-testid="count-view"][data-status="applied"]')
      .waitFor();
    await page.getByTestId('count-read-only').waitFor();
    expect(await page.getByTestId('quantity-plus').count()).toBe(0);
    expect(await page.getByTestId('quantity-input').first().getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('count-start-another').waitFor();
    await waitUntil(async () => (await unsentCommands(page)) === 0, 'the submit to be sent');
    const counts = (await serverRows('stockCounts')).filter((c) => c.id === countId);
    expect(counts).toHaveLength(1);
    expect(counts[0]?.status).toBe('applied');
    await screenshot(page, 'count-submitted-desktop-light');
    expect(errors).toEqual([]);
    await context.close();
  });
});
