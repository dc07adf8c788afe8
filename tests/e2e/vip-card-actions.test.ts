// Issue 7 end to end, online: the teller's card actions through the screen. vip@ opens a prepaid
// card, tops it up, charges a consumption, edits the holder's phone and blocks the card; after each
// action the screen shows what the server has (balance from /api/cards/:id), a refused charge keeps
// the dialog open with the server's reason and what was typed, and a blocked card offers no charge.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CardDetailDto, VipCardDto } from '../../src/contract/vip';
import { collectPageErrors, contextOptions, launchBrowser, screenshot, screensWithoutServiceWorker, VIEWPORTS } from './browser';
import { apiLogin, signInThroughUi } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

let browser: Browser;
const baseUrl = inject('baseUrl');
const api = `${baseUrl}/noctua/api`;
const EMAIL = 'vip@noctua.test';
const PASSWORD = 'noctua2026';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function detail(bearer: string, id: string): Promise<CardDetailDto> {
  const res = await fetch(`${api}/cards/${id}`, { headers: { authorization: `Bearer ${bearer}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as CardDetailDto;
}

const money = (cents: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 }).format(cents / 100);

async function confirm(page: Page, dialog: string) {
  await page.getByTestId(dialog).getByTestId('dialog-confirm').click();
  await page.getByTestId(dialog).waitFor({ state: 'detached' });
}

describe('VIP card actions', () => {
  it('top-up, consumption, a refused charge, holder edit and block, each as the server has it', async () => {
    const bearer = await apiLogin(baseUrl, EMAIL, PASSWORD);
    const consulta = await fetch(`${api}/cards/consulta`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ saldo: 'con' }),
    });
    const { data } = (await consulta.json()) as { data: VipCardDto[] };
    const types = (await (await fetch(`${api}/vip/tipos`, { headers: { authorization: `Bearer ${bearer}` } })).json()) as {
      id: string;
      creditAllowed: boolean;
    }[];
    const prepaid = new Set(types.filter((t) => !t.creditAllowed).map((t) => t.id));
    // A prepaid card nobody else uses in the tests (the mobile-order test charges the VIP's own).
    const card = data.find((c) => c.status === 'active' && prepaid.has(c.cardTypeId) && !c.userId && !c.replacedById);
    expect(card).toBeDefined();
    if (!card) return;
    const before = (await detail(bearer, card.id)).card.balance;

    const context = await browser.newContext(contextOptions({ viewport: VIEWPORTS.desktop }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await signInThroughUi(page, baseUrl, EMAIL, PASSWORD);
      await page.goto(`${baseUrl}/noctua/logged/servicioVIP/tarjvip?card=${card.id}`);
      await page.getByTestId('vip-card-detail').waitFor();
      await expect.poll(() => page.getByTestId('vip-detail-balance').textContent()).toContain(money(before));

      // Top-up of 1.500,50 by bank transfer (cash needs the teller's open register session, issue 17).
      await page.getByTestId('vip-action-carga').click();
      await page.getByTestId('vip-dialog-carga').getByTestId('action-amount').fill('1.500,50');
      await page.getByTestId('vip-dialog-carga').getByTestId('action-method').selectOption('transfer');
      await confirm(page, 'vip-dialog-carga');
      await expect.poll(async () => (await detail(bearer, card.id)).card.balance).toBe(before + 150_050);
      await expect.poll(() => page.getByTestId('vip-detail-balance').textContent()).toContain(money(before + 150_050));

      // A charge beyond the prepaid balance is refused: the dialog stays, with the reason and the amount typed.
      const tooMuch = before + 150_050 + 100;
      await page.getByTestId('vip-action-consumo').click();
      const charge = page.getByTestId('vip-dialog-consumo');
      await charge.getByTestId('action-amount').fill(String(tooMuch / 100).replace('.', ','));
      await charge.getByTestId('dialog-confirm').click();
      await charge.getByTestId('dialog-error').getByText('El importe supera el disponible de la tarjeta').waitFor();
      expect(await charge.getByTestId('action-amount').inputValue()).toBe(String(tooMuch / 100).replace('.', ','));
      await screenshot(page, 'vip-action-refused-desktop');
      // A charge that fits.
      await charge.getByTestId('action-amount').fill('500');
      await confirm(page, 'vip-dialog-consumo');
      await expect.poll(async () => (await detail(bearer, card.id)).card.balance).toBe(before + 150_050 - 50_000);

      // The holder's phone.
      await page.getByTestId('vip-action-editar').click();
      const edit = page.getByTestId('vip-dialog-edit');
      await edit.getByLabel('Teléfono').fill('+54 9 11 4000-1234');
      await confirm(page, 'vip-dialog-edit');
      await expect.poll(async () => (await detail(bearer, card.id)).card.holderPhone).toBe('+54 9 11 4000-1234');

      // Blocked: no charge offered any more; the statement has the two new entries.
      await page.getByTestId('vip-action-bloquear').click();
      await page.getByTestId('vip-dialog-estado-blocked').getByTestId('action-reason').fill('Tarjeta retenida en barra');
      await confirm(page, 'vip-dialog-estado-blocked');
      await expect.poll(async () => (await detail(bearer, card.id)).card.status).toBe('blocked');
      await page.getByTestId('vip-action-reactivar').waitFor();
      expect(await page.getByTestId('vip-action-consumo').count()).toBe(0);
      const final = await detail(bearer, card.id);
      const last = final.ledger.slice(-2).map((e) => [e.kind, e.amount]);
      expect(last).toEqual([
        ['topup', 150_050],
        ['consumption', -50_000],
      ]);
      await screenshot(page, 'vip-card-blocked-desktop');
      // The refused charge's 409 is logged by chromium as a failed resource; nothing else may be.
      expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
