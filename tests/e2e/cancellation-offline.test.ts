// Issue 8, a cancellation end to end: a cashier (caja@, 141 — may ask, may not decide) on a phone
// opens /support/autorizar, loses the network, asks for the cancellation of a seeded VIP-card bar
// sale with a reason, reloads while still offline (the outbox keeps the request), and comes back
// online: the request reaches the server exactly once. A supervisor (supervisor@, 107) in another
// browser sees it pending at the top of anulaciones and approves it; the sale is cancelled, its
// stock consumption comes back as sale_reversal movements and its card charge comes back to the card.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CancellationRequestDto, RecentSaleDto } from '../../src/contract/cancellations';
import type { MovementsPage } from '../../src/contract/inventory-transfers';
import type { ApiKeyAnswer, TerminalsAnswer } from '../../src/contract/satelite';
import { type ApiInit, apiJson } from './api';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS, waitUntil } from './browser';
import { apiLogin, type PageWindow, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';

const baseUrl = inject('baseUrl');
const PASSWORD = 'noctua2026';
const REASON = 'El cliente pidió otro trago antes de servir';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const token = (email: string): Promise<string> => apiLogin(baseUrl, email, PASSWORD);

const api = <T>(path: string, accessToken: string, init: ApiInit & { status?: number } = {}) =>
  apiJson<T>(baseUrl, path, accessToken, init);

/** Net quantity per location|good of the night's movements of a kind from one source. */
async function movementsOf(adminToken: string, nightId: string, kind: string, sourceId: string) {
  const out = new Map<string, number>();
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const query = new URLSearchParams({ kind, nightId, limit: '1000' });
    if (cursor) query.set('cursor', cursor);
    const body: MovementsPage = await api<MovementsPage>(`/inventarios/movimientos?${query}`, adminToken);
    for (const m of body.movements) {
      if (m.sourceId !== sourceId) continue;
      const key = `${m.location.id}|${m.goodId}`;
      out.set(key, Math.round(((out.get(key) ?? 0) + m.quantity) * 1000) / 1000);
    }
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return out;
}

async function cardBalance(adminToken: string, number: string): Promise<number> {
  const answer = await api<{ data: { number: string; balance: number }[] }>('/cards/consulta', adminToken, {
    method: 'POST',
    body: { saldo: 'todos' },
  });
  const card = answer.data.find((c) => c.number === number);
  if (!card) throw new Error(`card ${number} not found`);
  return card.balance;
}

const isVipBarSale = (s: RecentSaleDto) =>
  s.payment === 'vip_card' && s.status === 'completed' && !s.pendingRequestId && /barra/i.test(s.pointOfSaleName);

/**
 * A completed VIP-card bar sale of tonight's night with no request yet. The demo's night under way
 * holds the sales made until it was seeded: in its first hour they are door tickets, and there may
 * be no such sale yet (the test failed at 00:20). Then one comes as a bar terminal sends it (a new
 * terminal and key, POST /ingest/sales): an earlier VIP-card bar sale's lines, on a card whose
 * balance covers them, now.
 */
async function vipBarSale(adminToken: string, cajaToken: string): Promise<RecentSaleDto> {
  const { night } = await api<{ night: { id: string; status: string } | null }>('/nights/current', adminToken);
  if (!night || night.status === 'closed') throw new Error('no night under way in the demo data');
  const recent = await api<RecentSaleDto[]>('/tickets/ventas', cajaToken);
  const tonight = recent.find((s) => isVipBarSale(s) && s.nightId === night.id);
  if (tonight) return tonight;

  const { pointsOfSale } = await api<TerminalsAnswer>('/satelite/terminales', adminToken);
  const bars = pointsOfSale.filter((p) => p.active && /barra/i.test(p.name));
  let model: RecentSaleDto | undefined;
  for (const bar of bars) {
    model = (await api<RecentSaleDto[]>(`/tickets/ventas?posId=${bar.id}`, cajaToken)).find(
      (s) => isVipBarSale(s) && s.vipCardNumber,
    );
    if (model) break;
  }
  if (!model?.vipCardNumber) throw new Error('no VIP-card bar sale in the demo data to copy');
  const cards = await api<{ data: { number: string; balance: number }[] }>('/cards/consulta', adminToken, {
    method: 'POST',
    body: { saldo: 'todos' },
  });
  const covers = (c: { balance: number }) => c.balance >= model.total;
  const card = cards.data.find((c) => c.number === model.vipCardNumber && covers(c)) ?? cards.data.find(covers);
  if (!card) throw new Error('no VIP card with balance for the copied sale');
  const terminal = await api<{ id: string }>('/satelite/terminales', adminToken, {
    method: 'POST',
    body: { pointOfSaleId: model.pointOfSaleId, name: 'Terminal e2e anulaciones', deviceId: `E2E-${crypto.randomUUID()}` },
    status: 201,
  });
  const { apiKey } = await api<ApiKeyAnswer>(`/satelite/terminales/${terminal.id}/clave`, adminToken, { method: 'POST' });
  const id = crypto.randomUUID();
  const sent = await fetch(`${baseUrl}/noctua/api/ingest/sales`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      terminalVersion: 'e2e-1.0.0',
      sales: [
        {
          id,
          at: new Date().toISOString(),
          payment: 'vip_card',
          vipCardNumber: card.number,
          lines: model.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, unitPrice: l.unitPrice })),
          total: model.total,
        },
      ],
    }),
  });
  const answer = await sent.text();
  expect(answer).toContain('"applied"');
  const made = (await api<RecentSaleDto[]>(`/tickets/ventas?q=${id}`, cajaToken)).find((s) => s.id === id);
  if (!made) throw new Error('the ingested sale is not listed');
  return made;
}

async function queuedCancellations(page: Page) {
  return page.evaluate(async () => {
    const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
    if (!replica) return [];
    const all = await replica.db.outbox.toArray();
    return all.filter((e) => e.name === 'cancellation.request').map((e) => ({ status: e.status, args: e.args }));
  });
}

describe('a cancellation asked offline, approved by a supervisor', () => {
  it('arrives once, and approval cancels the sale and reverses its stock and card effects', async () => {
    const [adminToken, cajaToken] = await Promise.all([token('admin@noctua.test'), token('caja@noctua.test')]);
    const sale = await vipBarSale(adminToken, cajaToken);
    if (!sale.vipCardNumber) throw new Error('the sale has no VIP card');
    const consumed = await movementsOf(adminToken, sale.nightId, 'sale_consumption', sale.id);
    expect(consumed.size).toBeGreaterThan(0);
    const balanceBefore = await cardBalance(adminToken, sale.vipCardNumber);

    // ── the cashier, on a phone ──
    const cashierContext = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-AR' });
    const cashier = await cashierContext.newPage();
    const cashierErrors = collectPageErrors(cashier, { ignoreNetworkFailures: true });
    await signInThroughUi(cashier, baseUrl, 'caja@noctua.test', PASSWORD);
    await waitForFirstSync(cashier);
    await waitForServiceWorker(cashier);
    await cashier.goto(`${baseUrl}/noctua/logged/support/autorizar`);
    // The screen speaks to the one who asks (issue 37): who decides, and her own requests.
    await cashier.getByTestId('own-requests').waitFor();
    expect(await cashier.getByTestId('authorize-page').textContent()).toContain('un supervisor la aprueba o la rechaza');
    // Opened once online: the recent sales are kept on the device for offline use.
    await cashier.getByTestId('open-request-dialog').click();
    await cashier.locator(`[data-testid="sale-option"][data-sale-id="${sale.id}"]`).waitFor();
    await cashier.getByRole('button', { name: 'Cancelar' }).click();

    await cashierContext.setOffline(true);
    await cashier.reload();
    await cashier.getByTestId('authorize-page').waitFor();
    await cashier.getByTestId('open-request-dialog').click();
    await cashier.getByTestId('request-ticket').fill(sale.id.slice(-8).toUpperCase());
    await cashier.locator(`[data-testid="sale-option"][data-sale-id="${sale.id}"]`).click();
    await cashier.getByTestId('request-reason').fill(REASON);
    await screenshot(cashier, 'cancellation-request-offline-phone');
    await cashier.getByTestId('dialog-confirm').click();
    await cashier.getByTestId('request-dialog').waitFor({ state: 'detached' });
    expect(await queuedCancellations(cashier)).toEqual([
      { status: 'pending', args: expect.objectContaining({ saleId: sale.id, reason: REASON }) },
    ]);
    // In "Mis solicitudes" at once, as not sent yet.
    await cashier.locator('[data-testid="own-request"][data-status="queued"]').filter({ hasText: REASON }).waitFor();

    // Still offline, a reload keeps the request.
    await cashier.reload();
    await cashier.getByTestId('authorize-page').waitFor();
    // The screen can draw before the replica has reopened: wait for the outbox, not the page.
    await waitUntil(async () => (await queuedCancellations(cashier)).length > 0, 'the replica to reopen');
    const kept = await queuedCancellations(cashier);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.status).toBe('pending');
    const requestId = (kept[0]?.args as { requestId?: string } | undefined)?.requestId as string;

    // Back online: it is sent and applied once.
    await cashierContext.setOffline(false);
    await cashier.waitForFunction(
      async () => {
        const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
        if (!replica) return false;
        await replica.engine.sync();
        const all = await replica.db.outbox.toArray();
        return all.some((e) => e.name === 'cancellation.request' && e.status === 'applied');
      },
      undefined,
      { timeout: 30_000, polling: 500 },
    );
    const listed = await api<CancellationRequestDto[]>('/tickets/consultarAnulaciones', adminToken);
    const forSale = listed.filter((r) => r.saleId === sale.id);
    expect(forSale).toHaveLength(1);
    expect(forSale[0]).toMatchObject({ id: requestId, status: 'pending', reason: REASON, requesterName: expect.any(String) });
    // The cashier follows her request at /support/autorizar?id=…
    await cashier.goto(`${baseUrl}/noctua/logged/support/autorizar?id=${requestId}`);
    await cashier.getByTestId('authorize-reason').filter({ hasText: REASON }).waitFor();
    expect(cashierErrors).toEqual([]);

    // ── the supervisor, on a desktop ──
    const supervisorContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-AR' });
    const supervisor = await supervisorContext.newPage();
    const supervisorErrors = collectPageErrors(supervisor);
    await signInThroughUi(supervisor, baseUrl, 'supervisor@noctua.test', PASSWORD);
    await waitForFirstSync(supervisor);
    await supervisor.goto(`${baseUrl}/noctua/logged/general/anulaciones`);
    const card = supervisor.locator(`[data-testid="cancellation-request"][data-request-id="${requestId}"]`);
    await card.waitFor({ timeout: 30_000 });
    expect(await card.getAttribute('data-status')).toBe('pending');
    await card.getByTestId('request-reason-text').filter({ hasText: REASON }).waitFor();
    // Pending first: nothing decided is listed above it.
    const statuses = await supervisor
      .locator('[data-testid="cancellation-request"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    const firstDecided = statuses.findIndex((s) => s !== 'pending');
    expect(statuses[0]).toBe('pending');
    if (firstDecided >= 0) expect(statuses.lastIndexOf('pending')).toBeLessThan(firstDecided);
    await screenshot(supervisor, 'cancellation-pending-desktop');
    await card.getByTestId('approve').click();
    const dialog = supervisor.getByTestId('decide-dialog-aprobar');
    await dialog.getByTestId('decide-note').fill('Autorizado por el supervisor');
    await dialog.getByTestId('dialog-confirm').click();
    await dialog.waitFor({ state: 'detached' });
    await supervisor
      .locator(`[data-testid="cancellation-request"][data-request-id="${requestId}"][data-status="approved"]`)
      .waitFor();
    expect(supervisorErrors).toEqual([]);

    // ── the server's books ──
    const decided = await api<CancellationRequestDto>(`/tickets/anulaciones/${requestId}`, adminToken);
    expect(decided.status).toBe('approved');
    expect(decided.sale.status).toBe('cancelled');
    expect(decided.decisionNote).toBe('Autorizado por el supervisor');
    const reversed = await movementsOf(adminToken, sale.nightId, 'sale_reversal', requestId);
    expect(reversed.size).toBe(consumed.size);
    for (const [key, qty] of consumed) expect(reversed.get(key)).toBeCloseTo(-qty, 3);
    expect(await cardBalance(adminToken, sale.vipCardNumber)).toBe(balanceBefore + sale.total);

    // The cashier's list says what became of it, with who decided.
    await cashier.goto(`${baseUrl}/noctua/logged/support/autorizar`);
    const own = cashier.locator('[data-testid="own-request"][data-status="approved"]').filter({ hasText: REASON });
    await own.waitFor({ timeout: 30_000 });
    expect(await own.textContent()).toContain('Autorizado por el supervisor');
    expect(await own.textContent()).toContain(`#${sale.id.slice(-8).toUpperCase()}`);
    await screenshot(cashier, 'cancellation-own-requests-phone');

    await cashierContext.close();
    await supervisorContext.close();
  }, 240_000);
});
