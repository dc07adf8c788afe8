// Issue 7 end to end: a bar manager (vip@) looks up a guest's VIP card with no network. After the
// replica has the cards she goes offline, reloads (the service worker serves the app), opens the
// cards screen, types the holder's name and sees the card with the balance the server has, the
// "Saldo al …" freshness, and the card's actions disabled with the offline reason.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VipCardDto } from '../../src/contract/vip';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS } from './browser';
import { apiLogin, type PageWindow, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';

let browser: Browser;
const baseUrl = inject('baseUrl');
const EMAIL = 'vip@noctua.test';
const PASSWORD = 'noctua2026';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The venue's cards as the server lists them (SPEC §7 cards/consulta), for the expected balance. */
async function serverCards(): Promise<VipCardDto[]> {
  const accessToken = await apiLogin(baseUrl, EMAIL, PASSWORD);
  const res = await fetch(`${baseUrl}/noctua/api/cards/consulta`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ saldo: 'con' }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { isok: boolean; data: VipCardDto[] };
  expect(body.isok).toBe(true);
  return body.data;
}

describe('VIP card lookup offline', () => {
  it('finds a card by holder name offline after a reload and shows its balance with "Saldo al"', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-AR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    try {
      await signInThroughUi(page, baseUrl, EMAIL, PASSWORD);
      await waitForFirstSync(page, 120_000);
      await waitForServiceWorker(page);

      // An active card with a balance whose holder name no other card shares: typing it finds one row.
      const cards = await serverCards();
      const replicaCount = await page.evaluate(async () => {
        const db = (globalThis as unknown as PageWindow).noctuaReplica?.get()?.db as unknown as {
          vipCards: { count(): Promise<number> };
        };
        return db.vipCards.count();
      });
      expect(replicaCount).toBeGreaterThanOrEqual(cards.length);
      const target = cards.find(
        (c) => c.status === 'active' && cards.filter((o) => o.holderName === c.holderName).length === 1,
      ) as VipCardDto;
      expect(target).toBeDefined();
      const expected = new Intl.NumberFormat('es-AR', {
        style: 'currency',
        currency: 'ARS',
        minimumFractionDigits: 2,
      }).format(target.balance / 100);

      await page.goto(`${baseUrl}/noctua/logged/servicioVIP/tarjvip`);
      await page.getByTestId('vip-card-list').waitFor();

      // ── offline, and a reload: the shell from the service worker, the cards from the replica ──
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('vip-card-list').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId('vip-offline-reason').isVisible()).toBe(true);
      await page.getByTestId('vip-card-search').pressSequentially(target.holderName.toLowerCase(), { delay: 20 });

      const row = page.locator(`[data-testid="vip-card-row"][data-card-id="${target.id}"]`);
      await row.waitFor();
      expect(await row.textContent()).toContain(expected);
      expect(await row.textContent()).toContain(target.number);
      const asOf = page.getByTestId('balance-as-of');
      expect(await asOf.textContent()).toMatch(/Saldo al \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(await page.getByTestId('vip-action-issue').isDisabled()).toBe(true);

      // ── the card itself, still offline: balance from the replica, actions disabled with the reason ──
      await row.click();
      await page.getByTestId('vip-card-detail').waitFor();
      expect(await page.getByTestId('vip-detail-balance').textContent()).toContain(expected);
      expect(await page.getByTestId('balance-as-of').textContent()).toContain('Saldo al');
      await page.getByTestId('vip-ledger-offline').waitFor();
      for (const action of ['consumo', 'carga', 'bloquear', 'reemplazo']) {
        const button = page.getByTestId(`vip-action-${action}`);
        expect(await button.isDisabled(), action).toBe(true);
        expect(await button.getAttribute('title')).toContain('Sin conexión');
      }
      expect(await page.getByTestId('vip-actions-offline').textContent()).toContain('necesitan internet');
      await screenshot(page, 'vip-card-offline-phone');

      // Reload with the card open: the URL keeps it.
      await page.reload();
      await page.getByTestId('vip-detail-balance').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('vip-detail-number').textContent()).toContain(target.number);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
