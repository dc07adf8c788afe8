// Electronic invoicing in the built app (issue 34), against the server's local double of ARCA that
// the demo uses: admin@ issues an invoice by hand to a business (CUIT with its check digit), sees
// it "Autorizando…" and then "Autorizado" with its CAE, opens it, downloads its PDF, cancels it
// with a total credit note, and exports the Libro IVA Digital (the two fixed-width files, with
// their record lengths, and CSV/XLSX) for the day. An invoice from a recent sale takes the sale's
// lines and total, and the sale is then no longer offered. On a phone the list is cards with no sideways
// scrolling. This file runs its own server: what it issues must not meet another file's numbers.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type {
  EInvoiceDetailDto,
  EInvoicePageDto,
  EInvoiceSaleDto,
  EInvoiceSettingsBody,
  EInvoiceSettingsDto,
  EInvoiceStatusDto,
} from '../../src/contract/einvoicing';
import type { CajaRow } from '../../src/contract/pos';
import { apiJson } from './api';
import { collectPageErrors, dialogSettled, newAppContext, screenshot, screensWithoutServiceWorker, VIEWPORTS } from './browser';
import { ownBrowserAndServer } from './own-server';
import { apiLogin, signInThroughUi, waitForFirstSync } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const ADMIN = 'admin@noctua.test';
const PASSWORD = 'noctua2026';
const CUSTOMER = 'Sonido Sur S.R.L.';
// 30-71234567-1: a CUIT whose check digit holds (mod 11).
const CUSTOMER_CUIT = '30-71234567-1';
const LINE = 'Alquiler del salón VIP';
/** 2 × $ 12.100 (21 % VAT included): $ 24.200 in cents. */
const TOTAL = 2_420_000;

let browser: Browser;
let baseUrl: string;

ownBrowserAndServer((b, s) => {
  browser = b;
  baseUrl = s.url;
});

/** A date N days from today, YYYY-MM-DD (the invoice is dated in the venue's day: a day either side covers it). */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The venue ready to invoice: the demo points its e-invoicing at the local double; when nothing
 * is configured yet, the issuer is set here (the double needs no certificate).
 */
async function readyToInvoice(token: string): Promise<EInvoiceSettingsDto> {
  const status = await apiJson<EInvoiceStatusDto>(baseUrl, '/facturacion/estado', token);
  if (!status.configured) {
    const body: EInvoiceSettingsBody = {
      cuit: '30712345671',
      legalName: 'Noctua Demo S.A.',
      address: 'Av. Corrientes 1234, CABA',
      vatCondition: 'responsable_inscripto',
      grossIncomeNumber: '901-123456-7',
      activityStart: '2019-03-01',
      environment: 'double',
    };
    await apiJson(baseUrl, '/facturacion/ajustes', token, { method: 'PUT', body });
  }
  return apiJson<EInvoiceSettingsDto>(baseUrl, '/facturacion/ajustes', token);
}

async function open(page: Page, path: string, testId: string) {
  await page.goto(`${baseUrl}/noctua/logged/${path}`);
  await page.getByTestId(testId).waitFor({ timeout: 30_000 });
}

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/**
 * The records of a fixed-width file (CRLF or LF), without the empty end, read byte for byte: the
 * Libro IVA importer counts bytes, so a name with an accent written as two UTF-8 bytes would
 * shift every field after it.
 */
const records = (bytes: Buffer) =>
  bytes
    .toString('latin1')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);

describe('electronic invoicing', () => {
  it('issues an invoice by hand, authorised with its CAE; PDF, total credit note and Libro IVA', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
    // The points of sale come from the replica: the first sync brings them.
    await waitForFirstSync(page);
    const token = await apiLogin(baseUrl, ADMIN, PASSWORD);
    const settings = await readyToInvoice(token);
    const pos = (await apiJson<CajaRow[]>(baseUrl, '/generic/consultarCajas', token, { method: 'POST', body: {} })).find(
      (p) => p.active && p.afipPosNumber !== null,
    );
    if (!pos?.afipPosNumber) throw new Error('the demo has no point of sale with an AFIP number');

    // ── Issue by hand ──
    await open(page, 'general/facturaElectronica', 'einvoice-page');
    await page.getByTestId('einvoice-issue').click();
    const dialog = page.getByTestId('issue-dialog');
    await dialogSettled(dialog);
    await dialog.locator('select[name="docType"]').selectOption('80');
    // A wrong check digit is said while typing; the right one is confirmed.
    await dialog.locator('input[name="docNumber"]').fill('30-71234567-0');
    await dialog.getByText('El CUIT no es válido (revisa el dígito verificador)').waitFor();
    await dialog.locator('input[name="docNumber"]').fill(CUSTOMER_CUIT);
    await dialog.locator('[data-testid="cuit-hint"][data-state="valid"]').waitFor();
    await dialog.locator('input[name="customerName"]').fill(CUSTOMER);
    await dialog.locator('select[name="vatConditionId"]').selectOption('1');
    await dialog.locator('select[name="pointOfSaleId"]').selectOption(pos.id);
    await dialog.locator('input[name="lines.0.description"]').fill(LINE);
    await dialog.locator('input[name="lines.0.quantity"]').fill('2');
    await dialog.locator('input[name="lines.0.unitPrice"]').fill('12.100');
    await expect.poll(() => dialog.getByTestId('issue-total').textContent()).toMatch(/24\.200,00/);
    // The letter as it will be: A from a responsable inscripto to another, C from a monotributo or exempt venue.
    const letter = settings.vatCondition === 'responsable_inscripto' ? 'A' : 'C';
    await expect
      .poll(() => dialog.locator('[data-testid="issue-letter"] [data-letter]').getAttribute('data-letter'))
      .toBe(letter);
    await screenshot(page, 'einvoicing-issue-desktop');
    await page.getByTestId('issue-dialog-submit').click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    // ── The detail: "Autorizando…" until the double has answered, then its CAE ──
    const detail = page.getByTestId('einvoice-detail');
    await detail.waitFor();
    const invoiceId = await detail.getAttribute('data-id');
    if (!invoiceId) throw new Error('no invoice id on the detail');
    await page.locator(`[data-testid="einvoice-detail"][data-id="${invoiceId}"][data-status="authorized"]`).waitFor({
      timeout: 60_000,
    });
    await expect.poll(() => detail.getByTestId('einvoice-status').textContent()).toBe('Autorizado');
    expect((await detail.getByTestId('einvoice-cae').textContent())?.trim()).toMatch(/^\d{14}$/);
    const displayNumber = (await detail.getByTestId('einvoice-number').first().textContent())?.trim() ?? '';
    expect(displayNumber).toMatch(new RegExp(`^${String(pos.afipPosNumber).padStart(4, '0')}-\\d{8}$`));
    expect(await detail.getByTestId('einvoice-total').textContent()).toMatch(/24\.200,00/);
    expect(await detail.getByTestId('einvoice-customer').textContent()).toBe(CUSTOMER);
    expect(await detail.getByTestId('einvoice-qr-url').textContent()).toMatch(/^https:\/\/www\.afip\.gob\.ar\/fe\/qr\/\?p=/);
    await screenshot(page, 'einvoicing-detail-desktop');
    const issued = await apiJson<EInvoiceDetailDto>(baseUrl, `/facturacion/comprobantes/${invoiceId}`, token);
    expect(issued).toMatchObject({
      type: letter,
      status: 'authorized',
      total: TOTAL,
      customerName: CUSTOMER,
      customerDocType: 80,
      customerDocNumber: '30712345671',
      customerVatConditionId: 1,
      creditableLeft: TOTAL,
    });
    expect(issued.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.vatRate])).toEqual([[LINE, 2, 1_210_000, 21]]);

    // ── The legal PDF ──
    const pdf = await download(page, () => detail.getByTestId('einvoice-pdf').click());
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.name).toMatch(/\.pdf$/);

    // ── A total credit note ──
    await detail.getByTestId('einvoice-credit').click();
    const credit = page.getByTestId('credit-dialog');
    await dialogSettled(credit);
    await expect.poll(() => credit.getByTestId('credit-total').textContent()).toMatch(/24\.200,00/);
    await credit.locator('textarea[name="reason"]').fill('Evento cancelado');
    await page.getByTestId('credit-dialog-submit').click();
    await credit.waitFor({ state: 'hidden', timeout: 30_000 });
    // The dialog closes onto the credit note, which the double authorises too.
    await page.locator(`[data-testid="einvoice-detail"]:not([data-id="${invoiceId}"])`).waitFor();
    const creditId = await detail.getAttribute('data-id');
    if (!creditId) throw new Error('no credit note id on the detail');
    await page.locator(`[data-testid="einvoice-detail"][data-id="${creditId}"][data-status="authorized"]`).waitFor({
      timeout: 60_000,
    });
    expect(await detail.textContent()).toContain(`Nota de crédito ${letter}`);
    expect((await detail.getByTestId('einvoice-cae').textContent())?.trim()).toMatch(/^\d{14}$/);
    const cancelled = await apiJson<EInvoiceDetailDto>(baseUrl, `/facturacion/comprobantes/${invoiceId}`, token);
    expect(cancelled.creditableLeft).toBe(0);
    expect(cancelled.creditNotes.map((n) => [n.id, n.type, n.total, n.status])).toEqual([
      [creditId, `NC${letter}`, TOTAL, 'authorized'],
    ]);
    // The original now offers no further credit note.
    await detail.getByTestId('einvoice-credited-invoice').click();
    await page.locator(`[data-testid="einvoice-detail"][data-id="${invoiceId}"]`).waitFor();
    await expect.poll(() => detail.getByTestId('einvoice-creditable-left').textContent()).toMatch(/0,00/);
    expect(await detail.getByTestId('einvoice-credit').count()).toBe(0);

    // ── Both in the list ──
    await detail.getByTestId('einvoice-back').click();
    const table = page.getByTestId('einvoice-table');
    await table.locator(`[data-testid="einvoice-row"][data-id="${invoiceId}"][data-status="authorized"]`).waitFor();
    await table.locator(`[data-testid="einvoice-row"][data-id="${creditId}"][data-status="authorized"]`).waitFor();
    const list = await apiJson<EInvoicePageDto>(
      baseUrl,
      `/facturacion/comprobantes?cliente=${encodeURIComponent('Sonido Sur')}`,
      token,
    );
    expect(list.items.map((i) => i.id).sort()).toEqual([invoiceId, creditId].sort());
    await screenshot(page, 'einvoicing-list-desktop');

    // ── Libro IVA Digital for the day ──
    await page.getByTestId('einvoice-libro-iva').click();
    const libro = page.getByTestId('libro-iva-dialog');
    await dialogSettled(libro);
    await libro.getByTestId('libro-iva-from').fill(dayFromToday(-1));
    await libro.getByTestId('libro-iva-to').fill(dayFromToday(1));
    const number = displayNumber.split('-')[1] ?? '';
    const cbte = await download(page, () => libro.getByTestId('libro-iva-cbte').click());
    expect(cbte.name).toMatch(/^LIBRO_IVA_DIGITAL_VENTAS_CBTE.*\.txt$/);
    const cbteRecords = records(cbte.bytes);
    expect(cbteRecords.length).toBeGreaterThanOrEqual(2);
    for (const record of cbteRecords) expect(record.length).toBe(266);
    // Point of sale (5) and number (20) after the date (8) and the type (3).
    const ours = cbteRecords.filter((r) => r.slice(11, 16) === String(pos.afipPosNumber).padStart(5, '0'));
    expect(ours.some((r) => r.slice(16, 36) === number.padStart(20, '0'))).toBe(true);
    const alicuotas = await download(page, () => libro.getByTestId('libro-iva-alicuotas').click());
    expect(alicuotas.name).toMatch(/^LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS.*\.txt$/);
    for (const record of records(alicuotas.bytes)) expect(record.length).toBe(62);
    const csv = await download(page, () => libro.getByTestId('libro-iva-csv').click());
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.bytes.toString('utf8')).toContain(CUSTOMER);
    const xlsx = await download(page, () => libro.getByTestId('libro-iva-xlsx').click());
    expect(xlsx.name).toMatch(/\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(await libro.getByTestId('libro-iva-error').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('issues an invoice from a recent sale: its lines and total, and the sale is not offered again', async () => {
    const context = await newAppContext(browser, VIEWPORTS.desktop);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
    await waitForFirstSync(page);
    const token = await apiLogin(baseUrl, ADMIN, PASSWORD);
    await readyToInvoice(token);
    const offered = await apiJson<EInvoiceSaleDto[]>(baseUrl, '/facturacion/ventas', token);
    if (offered.length === 0) throw new Error('the demo has no recent sale to invoice');

    await open(page, 'general/facturaElectronica', 'einvoice-page');
    await page.getByTestId('einvoice-issue').click();
    const dialog = page.getByTestId('issue-dialog');
    await dialogSettled(dialog);
    await dialog.getByTestId('issue-source').getByText('Desde una venta').click();
    await dialog.getByTestId('issue-sale-pick').first().click({ timeout: 30_000 });
    await dialog.getByTestId('issue-sale-chosen').waitFor();
    // A final consumer by default; the sale's point of sale issues it when it has an AFIP number.
    const pos = dialog.locator('select[name="pointOfSaleId"]');
    if (!(await pos.inputValue())) await pos.selectOption({ index: 1 });
    await page.getByTestId('issue-dialog-submit').click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    const detail = page.getByTestId('einvoice-detail');
    await detail.waitFor();
    const invoiceId = await detail.getAttribute('data-id');
    if (!invoiceId) throw new Error('no invoice id on the detail');
    await page.locator(`[data-testid="einvoice-detail"][data-id="${invoiceId}"][data-status="authorized"]`).waitFor({
      timeout: 60_000,
    });
    expect((await detail.getByTestId('einvoice-cae').textContent())?.trim()).toMatch(/^\d{14}$/);
    const issued = await apiJson<EInvoiceDetailDto>(baseUrl, `/facturacion/comprobantes/${invoiceId}`, token);
    const sale = offered.find((s) => s.id === issued.saleId);
    if (!sale) throw new Error(`the invoice is not of an offered sale: ${issued.saleId}`);
    expect(issued).toMatchObject({ status: 'authorized', total: sale.total, customerDocType: 99 });
    expect(issued.lines.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual(
      sale.lines.map((l) => [l.description, l.quantity, l.unitPrice]),
    );
    // A sale is invoiced at most once.
    const left = await apiJson<EInvoiceSaleDto[]>(baseUrl, '/facturacion/ventas', token);
    expect(left.some((s) => s.id === sale.id)).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('on a phone the list is cards with the amount in view and no sideways scrolling', async () => {
    const context = await newAppContext(browser, VIEWPORTS.phone);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInThroughUi(page, baseUrl, ADMIN, PASSWORD);
    const token = await apiLogin(baseUrl, ADMIN, PASSWORD);
    await readyToInvoice(token);
    await open(page, 'general/facturaElectronica', 'einvoice-page');
    const cards = page.getByTestId('einvoice-cards');
    await cards.getByTestId('einvoice-row').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('einvoice-table').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every card's amount lies inside the screen.
    const width = VIEWPORTS.phone.width;
    for (const card of await cards.getByTestId('einvoice-row').all()) {
      const box = await card.getByText(/\$/).first().boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    }
    await screenshot(page, 'einvoicing-list-phone');
    // Offline, issuing is refused up front: numbers are never assigned without the authority.
    await context.setOffline(true);
    await page.getByTestId('offline-notice').waitFor();
    expect(await page.getByTestId('einvoice-issue').isDisabled()).toBe(true);
    await context.setOffline(false);
    // Requests the list made while offline fail in the console; nothing else may.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);
});
