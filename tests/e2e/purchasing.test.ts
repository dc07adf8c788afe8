// Issue 38 end to end: a manager (admin@, desktop) turns the warehouse's ideal stock into purchase
// orders (one draft per supplier) and marks one as sent; the stock keeper (stock@, 423, on a tablet)
// opens Recepción once online, loses the network, receives the order short of a case with a damaged
// unit and one loose bottle scanned, reloads while still offline (the outbox keeps the receipt), and comes back online: the
// receipt is booked once, the order is partly received, the stock board holds the new units and the
// good's unit cost moved by the weighted average.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ParLevelsResponse, StockBoardResponse } from '../../src/contract/inventory-stock';
import type { CostHistoryDto, OrderDto, ReceiptDto, SupplierDto } from '../../src/contract/purchasing';
import { type ApiInit, apiJson } from './api';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS, waitUntil, wedgeScan } from './browser';
import { apiLogin, type PageWindow, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';

const baseUrl = inject('baseUrl');
const PASSWORD = 'noctua2026';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = <T>(path: string, token: string, init: ApiInit & { status?: number } = {}) => apiJson<T>(baseUrl, path, token, init);

async function queuedReceipts(page: Page) {
  return page.evaluate(async () => {
    const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
    if (!replica) return [];
    const all = await replica.db.outbox.toArray();
    return all.filter((e) => e.name === 'goodsReceipt.record').map((e) => ({ status: e.status, args: e.args }));
  });
}

describe('purchasing: from the ideal stock to a delivery received offline', () => {
  it('orders what is short, receives it once at the door, and stock and cost move', async () => {
    const admin = await apiLogin(baseUrl, 'admin@noctua.test', PASSWORD);

    // A good a supplier sells in cases of more than one, and the main warehouse short of it by three
    // cases and a bit (less than half a case: no fourth case).
    const suppliers = await api<SupplierDto[]>('/compras/proveedores', admin);
    const supplier = suppliers.find((s) => s.active && s.goods.some((g) => g.packSize >= 4 && (g.lastPrice ?? 0) > 0));
    const sold = supplier?.goods.find((g) => g.packSize >= 4 && (g.lastPrice ?? 0) > 0);
    if (!supplier || !sold) throw new Error('the demo has no supplier selling a good in cases');
    // The supplier's price went up 20 % since the last delivery.
    const price = Math.round(((sold.lastPrice ?? 0) * 1.2) / 100) * 100;
    await api(`/compras/proveedores/${supplier.id}`, admin, {
      method: 'PUT',
      body: {
        name: supplier.name,
        taxId: supplier.taxId,
        contact: supplier.contact,
        phone: supplier.phone,
        email: supplier.email,
        leadTimeDays: supplier.leadTimeDays,
        note: supplier.note,
        active: true,
        goods: supplier.goods.map((g) => ({
          goodId: g.goodId,
          packSize: g.packSize,
          lastPrice: g.goodId === sold.goodId ? price : g.lastPrice,
        })),
      },
    });
    const board = await api<StockBoardResponse>('/inventarios/consultarGeneral', admin);
    const warehouse = board.locations.find((l) => l.kind === 'warehouse');
    if (!warehouse) throw new Error('the demo has no warehouse');
    const par = await api<ParLevelsResponse>(`/inventarios/stockIdeal?locationId=${warehouse.id}`, admin);
    const onHand = par.rows.find((r) => r.goodId === sold.goodId)?.onHand ?? 0;
    await api('/inventarios/stockIdeal', admin, {
      method: 'PUT',
      body: {
        locationId: warehouse.id,
        lines: [
          { goodId: sold.goodId, idealQuantity: Math.max(0, Math.ceil(onHand)) + 3 * sold.packSize + 1, minimumQuantity: 0 },
        ],
      },
    });

    // ── the manager, on a desktop: drafts from the ideal stock, one sent ──
    const managerContext = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-AR' });
    const manager = await managerContext.newPage();
    const managerErrors = collectPageErrors(manager);
    await signInThroughUi(manager, baseUrl, 'admin@noctua.test', PASSWORD);
    await waitForFirstSync(manager, 120_000);
    await manager.goto(`${baseUrl}/noctua/logged/inventarios/compras/ordenes`);
    await manager.getByTestId('orders-page').waitFor();
    await manager.getByTestId('orders-from-ideal').click();
    const dialog = manager.getByTestId('order-suggestions');
    await dialog.getByTestId('order-suggestions-location').selectOption(warehouse.id);
    await dialog.getByTestId('order-suggestions-submit').click();
    await dialog.waitFor({ state: 'detached' });
    const drafts = await api<OrderDto[]>(`/compras/ordenes?status=draft&supplierId=${supplier.id}`, admin);
    const order = drafts.find((o) => o.lines.some((l) => l.goodId === sold.goodId));
    if (!order) throw new Error('no draft for the supplier from the ideal stock');
    const line = order.lines.find((l) => l.goodId === sold.goodId);
    // Three whole cases at the supplier's last price.
    expect(line).toMatchObject({ quantity: 3 * sold.packSize, packSize: sold.packSize, unitPrice: price });
    // Opened from the list (or already open when it was the only draft), and marked as sent.
    const detail = manager.getByTestId('order-detail');
    if (!(await detail.isVisible())) {
      await manager.getByTestId('orders-table').getByText(String(order.number).padStart(6, '0')).first().click();
    }
    await detail.getByTestId('order-detail-body').filter({ hasText: supplier.name }).waitFor();
    await screenshot(manager, 'purchase-order-draft-desktop');
    await detail.getByTestId('order-send').click();
    await manager.getByTestId('order-send-confirm-ok').click();
    await waitUntil(
      async () => (await api<OrderDto>(`/compras/ordenes/${order.id}`, admin)).status === 'sent',
      'the order to be sent',
    );
    expect(managerErrors).toEqual([]);

    // ── the stock keeper, on a tablet at the warehouse door ──
    const costBefore = (await api<CostHistoryDto>(`/compras/costos/historial?goodId=${sold.goodId}`, admin)).good.unitCost;
    const tabletContext = await browser.newContext({ viewport: VIEWPORTS.tablet, locale: 'es-AR' });
    const tablet = await tabletContext.newPage();
    const tabletErrors = collectPageErrors(tablet, { ignoreNetworkFailures: true });
    await signInThroughUi(tablet, baseUrl, 'stock@noctua.test', PASSWORD);
    await waitForFirstSync(tablet, 120_000);
    await waitForServiceWorker(tablet);
    // Opened once online: the open orders and the suppliers are kept on the device.
    await tablet.goto(`${baseUrl}/noctua/logged/inventarios/compras/recepcion`);
    await tablet.locator(`[data-testid="receipt-order"] option[value="${order.id}"]`).waitFor({ state: 'attached' });

    await tabletContext.setOffline(true);
    await tablet.reload();
    await tablet.getByTestId('receipt-as-of').waitFor();
    await tablet.getByTestId('receipt-order').selectOption(order.id);
    const row = tablet.getByTestId('receipt-line').filter({ hasText: line?.name ?? '' });
    // Pre-filled with what is still to come: three cases. One case short, and one bottle broken.
    expect(await row.getByTestId('receipt-cases').inputValue()).toBe('3');
    await row.getByTestId('receipt-cases').fill('2');
    await row.getByTestId('receipt-damaged').fill('1');
    // A loose bottle scanned at the door (a keyboard-wedge scanner types the code and Enter): one unit more.
    const code = await tablet.evaluate(async (goodId) => {
      const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
      const rows = (await replica?.db.goodBarcodes.where('goodId').equals(goodId).toArray()) ?? [];
      return (rows[0] as { barcode?: string } | undefined)?.barcode ?? null;
    }, sold.goodId);
    if (!code) throw new Error('the good has no barcode in the replica');
    await wedgeScan(tablet, code);
    await tablet
      .getByTestId('receipt-scan')
      .filter({ hasText: line?.name ?? '' })
      .waitFor();
    expect(await row.getByTestId('receipt-units').inputValue()).toBe('1');
    await row
      .getByTestId('receipt-line-total')
      .filter({ hasText: String(2 * sold.packSize + 1) })
      .waitFor();
    await screenshot(tablet, 'purchase-receipt-offline-tablet');
    await tablet.getByTestId('receipt-submit').click();
    await waitUntil(async () => (await queuedReceipts(tablet)).length === 1, 'the receipt to be queued');
    await tablet.getByTestId('receipt-queued').first().waitFor();

    // Still offline, a reload keeps it.
    await tablet.reload();
    await tablet.getByTestId('receiving-page').waitFor();
    await waitUntil(async () => (await queuedReceipts(tablet)).length > 0, 'the replica to reopen');
    const kept = await queuedReceipts(tablet);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.status).toBe('pending');
    const receiptId = (kept[0]?.args as { receiptId: string } | undefined)?.receiptId;

    // Back online: sent and booked once.
    await tabletContext.setOffline(false);
    await tablet.waitForFunction(
      async () => {
        const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
        if (!replica) return false;
        await replica.engine.sync();
        const all = await replica.db.outbox.toArray();
        return all.some((e) => e.name === 'goodsReceipt.record' && e.status === 'applied');
      },
      undefined,
      { timeout: 30_000, polling: 500 },
    );
    expect(tabletErrors).toEqual([]);

    // ── the books ──
    const receipts = (await api<ReceiptDto[]>('/compras/recepciones', admin)).filter((r) => r.order?.id === order.id);
    expect(receipts.map((r) => r.id)).toEqual([receiptId]);
    expect(receipts[0]?.hasDifferences).toBe(true);
    expect(receipts[0]?.lines.find((l) => l.goodId === sold.goodId)).toMatchObject({
      cases: 2,
      units: 1,
      quantity: 2 * sold.packSize + 1,
      damaged: 1,
      unitPrice: price,
    });
    expect((await api<OrderDto>(`/compras/ordenes/${order.id}`, admin)).status).toBe('partial');
    const after = await api<ParLevelsResponse>(`/inventarios/stockIdeal?locationId=${warehouse.id}`, admin);
    expect(after.rows.find((r) => r.goodId === sold.goodId)?.onHand).toBeCloseTo(onHand + 2 * sold.packSize + 1, 3);
    const history = await api<CostHistoryDto>(`/compras/costos/historial?goodId=${sold.goodId}`, admin);
    const change = history.changes[0];
    // The weighted average over what the venue held and the delivery, by the receipt.
    expect(change).toMatchObject({ reason: 'receipt', costBefore, source: { type: 'goods_receipt', id: receiptId } });
    const held = Math.max(change?.quantity ?? 0, 0);
    const n = 2 * sold.packSize + 1;
    expect(history.good.unitCost).toBe(Math.round((held * costBefore + n * price) / (held + n)));
    expect(history.good.unitCost).toBeGreaterThan(costBefore);
    // The stock board shows the new units at the new cost.
    const boardAfter = await api<StockBoardResponse>(`/inventarios/consultarGeneral?locationId=${warehouse.id}`, admin);
    const boardRow = boardAfter.rows.find((r) => r.goodId === sold.goodId);
    expect(boardRow?.onHand).toBeCloseTo(onHand + 2 * sold.packSize + 1, 3);
    expect(boardRow?.unitCost).toBe(history.good.unitCost);
    await manager.goto(`${baseUrl}/noctua/logged/inventarios/compras/recepcion`);
    await manager.getByTestId('receipt-row').first().waitFor();
    await screenshot(manager, 'purchase-receipts-desktop');

    await tabletContext.close();
    await managerContext.close();
  }, 300_000);
});
