// A VIP table orders from its phone and the staff board serves it (issue 7): vip@ makes the
// table's QR link in the board's dialog, a guest opens it in another browser on a phone, fills a
// cart (kept across a reload) and sends it; the order appears on the desktop board with the next
// poll, is accepted and delivered from the bar the board says serves the tables (the VIP setting's,
// Barra VIP), the guest sees it delivered, the order is that bar's sale (issue 31), and the card's
// ledger holds exactly one consumption of the order's total, naming the sale.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CardDetailDto, ConsultaAnswer, VipCardDto } from '../../src/contract/vip';
import type { VipServiceBarDto } from '../../src/contract/vip-config';
import type { MobileOrderDto } from '../../src/contract/vip-orders';
import { apiFetch } from './api';
import { collectPageErrors, contextOptions, launchBrowser, screenshot, screensWithoutServiceWorker, VIEWPORTS } from './browser';
import { apiLogin, signInThroughUi, waitForFirstSync } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const baseUrl = inject('baseUrl');
const EMAIL = 'vip@noctua.test';
const PASSWORD = 'noctua2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await apiFetch(baseUrl, path, token, { method, body });
  return { status: res.status, data: (await res.json()) as T };
}

const money = (s: string | null) => Number((s ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe('mobile orders end to end', () => {
  it('guest order → staff board → delivered → the card is charged once', async () => {
    const token = await apiLogin(baseUrl, EMAIL, PASSWORD);
    const consulta = await api<ConsultaAnswer>(token, 'POST', '/cards/consulta', { saldo: 'todos' });
    expect(consulta.status).toBe(200);
    // A credit card with room: the order is charged whatever its balance.
    const card = consulta.data.data.find((c: VipCardDto) => c.status === 'active' && c.creditLimit >= 10_000_000) as VipCardDto;
    expect(card).toBeTruthy();
    const table = `E2E ${Date.now() % 100_000}`;

    // ── Staff (desktop): the QR dialog makes the table's link.
    const staffContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const staff = await staffContext.newPage();
    const staffErrors = collectPageErrors(staff);
    await signInThroughUi(staff, baseUrl, EMAIL, PASSWORD);
    await waitForFirstSync(staff);
    await staff.goto(`${baseUrl}/noctua/logged/servicioVIP/ordenesmoviles`);
    await staff.getByTestId('orders-board').waitFor();
    // The board says which bar serves the tables: the VIP settings' one.
    const serviceBar = await api<VipServiceBarDto>(token, 'GET', '/vip/ajustes/barra');
    const barName = serviceBar.data.bars.find((b) => b.id === serviceBar.data.pointOfSaleId)?.name;
    expect(barName).toBe('Barra VIP');
    const barSelect = staff.getByTestId('board-bar');
    await expect.poll(() => barSelect.inputValue()).toBe(serviceBar.data.pointOfSaleId);
    expect(await staff.getByTestId('board-bar-missing').count()).toBe(0);
    await staff.getByTestId('open-qr').click();
    await staff.locator('input[name=table]').fill(table);
    // The card suggestion is picked with the keyboard (issue 19 item 13): type, the first match is
    // highlighted, Enter picks it.
    const cardSearch = staff.locator('input[name=card-search]');
    await cardSearch.fill(card.number);
    await staff.getByTestId('qr-card-option').first().waitFor();
    if ((await staff.locator('[data-testid=qr-card-option][data-highlighted]').count()) === 0)
      await cardSearch.press('ArrowDown');
    await cardSearch.press('Enter');
    await staff.getByTestId('qr-card-chosen').waitFor();
    await staff.getByTestId('qr-create').click();
    const guestUrl = (await staff.getByTestId('qr-link').textContent())?.trim() ?? '';
    expect(guestUrl).toMatch(/\/noctua\/mesa\/[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect.poll(() => staff.locator('[data-testid=qr-result] svg').count()).toBe(1);
    await screenshot(staff, 'vip-orders-qr');
    await staff.keyboard.press('Escape');

    // ── Guest (phone, another browser context, never signed in).
    const guestContext = await browser.newContext(contextOptions({ viewport: VIEWPORTS.phone }));
    const guest = await guestContext.newPage();
    const guestErrors = collectPageErrors(guest);
    await guest.goto(guestUrl);
    await guest.getByTestId('guest-item').first().waitFor();
    await expect.poll(() => guest.getByTestId('guest-table').textContent()).toContain(table);
    const adds = guest.getByTestId('guest-add');
    await adds.nth(0).click();
    await adds.nth(0).click();
    await adds.nth(1).click();
    const totalBefore = money(await guest.getByTestId('guest-total').textContent());
    expect(totalBefore).toBeGreaterThan(0);
    // The cart survives a reload.
    await guest.reload();
    await guest.getByTestId('guest-item').first().waitFor();
    expect(money(await guest.getByTestId('guest-total').textContent())).toBe(totalBefore);
    await guest.locator('textarea[name=note]').fill('Hielo aparte');
    await screenshot(guest, 'vip-orders-guest-cart');
    await guest.getByTestId('guest-send').click();
    await guest.getByTestId('guest-order').first().waitFor();
    expect(await guest.getByTestId('guest-order').first().getAttribute('data-status')).toBe('placed');
    await expect.poll(() => guest.getByTestId('guest-send').count()).toBe(0);
    // "¡Pedido enviado!" is said where the guest is looking, not at the top of a scrolled page
    // (issue 19): the message is brought into the phone's viewport.
    const sent = guest.getByTestId('guest-message');
    expect(await sent.textContent()).toContain('¡Pedido enviado!');
    await expect
      .poll(() =>
        sent.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await screenshot(guest, 'vip-orders-guest-sent');

    // ── Staff: the order shows up with the next poll; accept, then deliver.
    const cardOnBoard = staff.locator('[data-testid=order-card]', { hasText: table });
    await cardOnBoard.waitFor({ timeout: 20_000 });
    expect(await cardOnBoard.getAttribute('data-status')).toBe('placed');
    expect(await cardOnBoard.textContent()).toContain('Hielo aparte');
    expect(await staff.title()).toMatch(/^\(\d+\) /);
    const orderId = (await cardOnBoard.getAttribute('data-order-id')) as string;
    const orderTotal = money(await cardOnBoard.getByTestId('order-total').textContent());
    expect(orderTotal).toBe(totalBefore);
    await cardOnBoard.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => cardOnBoard.getAttribute('data-status')).toBe('accepted');
    await cardOnBoard.getByRole('button', { name: 'Entregar' }).click();
    await expect.poll(() => cardOnBoard.getAttribute('data-status')).toBe('delivered');
    await staff.locator('[data-testid=column-finalizadas] [data-testid=order-card]', { hasText: table }).waitFor();
    expect(await cardOnBoard.getByTestId('order-sale').textContent()).toMatch(/^Servida desde Barra VIP · ticket #[0-9A-F]{8}$/);
    await screenshot(staff, 'vip-orders-board');
    const board = await api<MobileOrderDto[]>(token, 'GET', '/vip/ordenes');
    const sale = board.data.find((o) => o.id === orderId)?.sale;
    expect(sale).toMatchObject({ status: 'completed', pointOfSaleName: 'Barra VIP' });
    expect(await cardOnBoard.getByTestId('order-sale').textContent()).toContain(`#${sale?.id.slice(-8).toUpperCase()}`);

    // ── The guest sees it delivered (10 s poll).
    await guest.locator(`[data-testid=guest-order][data-status=delivered]`).first().waitFor({ timeout: 25_000 });
    // "¡Pedido enviado! … cuando esté en camino" is no longer said (issue 37 item 15).
    await expect.poll(() => guest.getByTestId('guest-message').count()).toBe(0);

    // ── Exactly one consumption of the order total on the card's ledger.
    const detail = await api<CardDetailDto>(token, 'GET', `/cards/${card.id}`);
    expect(detail.status).toBe(200);
    const charges = detail.data.ledger.filter((e) => e.mobileOrderId === orderId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: 'consumption', amount: -Math.round(orderTotal * 100), saleId: sale?.id });
    const after = await api<ConsultaAnswer>(token, 'POST', '/cards/consulta', { saldo: 'todos' });
    const now = after.data.data.find((c) => c.id === card.id) as VipCardDto;
    expect(now.balance).toBe(card.balance - Math.round(orderTotal * 100));

    expect(staffErrors).toEqual([]);
    expect(guestErrors).toEqual([]);
    await staffContext.close();
    await guestContext.close();
  });

  it('an expired or forged link shows a clear message', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/noctua/mesa/eyJhbGciOiJIUzI1NiJ9.eyJ0IjoiVklQIDEifQ.forged`);
    await page.getByTestId('guest-expired').waitFor();
    expect(await page.getByTestId('guest-expired').textContent()).toContain('Este enlace ya no es válido');
    await context.close();
  });
});
