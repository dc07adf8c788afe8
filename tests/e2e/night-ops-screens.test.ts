// Night operations through their screens, on a desktop, each outcome checked against the API:
// caja@ (201) creates a far-future night at configuracion/noche and opens it — refused, naming the
// open night, when another one is open; otherwise opened and then closed. admin@ registers a POS
// terminal at gerencia/satelite, generates its key (shown once, read from the dialog), sends one
// sale batch with it (applied or rejected with its reason, as tonight's night allows), revokes the
// key on screen and sees the same batch refused with 401. caja@ (141) opens gerencia/extraccion, which lands on cash flow → Cajas.
// Independent of the seed's clock-dependent state: every branch reads it through the API first.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ExtractionNight } from '../../src/contract/extraction';
import { API_KEY_PATTERN, type IngestAnswer } from '../../src/contract/ingest';
import type { ProductDto } from '../../src/contract/inventory-catalogue';
import type { NightDto, NightsListDto } from '../../src/contract/nights-admin';
import type { TerminalsAnswer } from '../../src/contract/satelite';
import { apiJson } from './api';
import { collectPageErrors, contextOptions, launchBrowser, screenshot, screensWithoutServiceWorker, VIEWPORTS } from './browser';
import { apiLogin, signInThroughUi } from './replica-page';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const NIGHT_CLOSED_MESSAGE = 'La noche está cerrada: reábrela indicando el motivo para registrar cambios';

const baseUrl = inject('baseUrl');
const PASSWORD = 'noctua2026';
const EVENT = 'Noche de prueba e2e';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const token = (email: string): Promise<string> => apiLogin(baseUrl, email, PASSWORD);

const api = <T>(path: string, accessToken: string) => apiJson<T>(baseUrl, path, accessToken);

const nightsList = (accessToken: string) => api<NightsListDto>('/nights', accessToken);

async function nightById(accessToken: string, id: string): Promise<NightDto | undefined> {
  return (await nightsList(accessToken)).nights.find((n) => n.id === id);
}

function ingest(key: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/noctua/api/ingest/sales`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'accept-language': 'es' },
    body: JSON.stringify(body),
  });
}

async function newPage(email: string): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
  const context = await browser.newContext(contextOptions({ viewport: VIEWPORTS.desktop }));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInThroughUi(page, baseUrl, email, PASSWORD);
  return { page, errors, close: () => context.close() };
}

describe('night operations screens', () => {
  it('configuracion/noche: a new night is created and listed; opening it is refused while another is open, otherwise it opens and closes', async () => {
    const caja = await token('caja@noctua.test');
    const before = await nightsList(caja);
    // A free date in March 2027 (a previous run against the same data would have taken one).
    const taken = new Set(before.nights.map((n) => n.businessDate));
    const date = Array.from({ length: 20 }, (_, i) => `2027-03-${String(10 + i).padStart(2, '0')}`).find((d) => !taken.has(d));
    if (!date) throw new Error('no free date in March 2027');
    const alreadyOpen = before.nights.find((n) => n.status === 'open');

    const { page, errors, close } = await newPage('caja@noctua.test');
    try {
      await page.goto(`${baseUrl}/noctua/logged/configuracion/noche`);
      await page.getByTestId('nights-page').waitFor();
      await page.getByTestId('nights-table').waitFor();

      await page.getByTestId('night-new').click();
      const dialog = page.getByTestId('night-dialog');
      await dialog.waitFor();
      await dialog.locator('input[name="businessDate"]').fill(date);
      await dialog.locator('input[name="eventName"]').fill(EVENT);
      await dialog.locator('input[name="opensAt"]').fill('23:00');
      await dialog.locator('input[name="closesAt"]').fill('06:00');
      await expect.poll(() => dialog.getByTestId('night-dialog-preview').textContent()).toContain('(7 h)');
      await dialog.getByTestId('night-dialog-submit').click();
      await dialog.waitFor({ state: 'detached' });

      // Listed with its event and hours, as planned.
      const openButton = page.getByTestId(`night-abrir-${date}`);
      await openButton.waitFor();
      const row = page.getByTestId('nights-table').locator('tr', { has: openButton });
      await expect.poll(() => row.textContent()).toContain(EVENT);
      expect(await row.textContent()).toContain('23:00–06:00');
      const created = (await nightsList(caja)).nights.find((n) => n.businessDate === date);
      expect(created).toMatchObject({ eventName: EVENT, status: 'planned', opensAtLocal: '23:00', closesAtLocal: '06:00' });
      if (!created) return;
      await screenshot(page, 'night-ops-created-desktop');

      await openButton.click();
      const action = page.getByTestId('night-action-dialog');
      await action.waitFor();
      await action.getByTestId('night-action-dialog-submit').click();

      if (alreadyOpen) {
        // Refused: the dialog stays with the reason naming the night that is open; nothing changed.
        const named = alreadyOpen.eventName ? `${alreadyOpen.eventName} (${alreadyOpen.businessDate})` : alreadyOpen.businessDate;
        const error = action.getByTestId('night-action-dialog-error');
        await error.waitFor();
        expect(await error.textContent()).toContain(`Ya hay otra noche abierta; ciérrala primero: ${named}`);
        await screenshot(page, 'night-ops-open-refused-desktop');
        expect((await nightById(caja, created.id))?.status).toBe('planned');
        expect((await nightById(caja, alreadyOpen.id))?.status).toBe('open');
        expect(errors.filter((e) => !/Failed to load resource.*status of 409/.test(e))).toEqual([]);
        expect(errors.filter((e) => /status of 409/.test(e))).toHaveLength(1);
      } else {
        // Opened: the banner names it, the row now offers closing; then closed from the row.
        await action.waitFor({ state: 'detached' });
        await expect.poll(async () => (await nightById(caja, created.id))?.status).toBe('open');
        await expect.poll(() => page.getByTestId('night-open-banner').textContent()).toContain(EVENT);
        await screenshot(page, 'night-ops-opened-desktop');
        await page.getByTestId(`night-cerrar-${date}`).click();
        await action.waitFor();
        await action.getByTestId('night-action-dialog-submit').click();
        await action.waitFor({ state: 'detached' });
        await expect.poll(async () => (await nightById(caja, created.id))?.status).toBe('closed');
        const closed = await nightById(caja, created.id);
        expect(closed?.closedAt).not.toBeNull();
        await page.getByTestId('night-open-banner').waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      }
    } finally {
      await close();
    }
  });

  it('gerencia/satelite: a new terminal gets a key once, sends a batch with it, and a revoked key is refused with 401', async () => {
    const admin = await token('admin@noctua.test');
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
    const name = `Terminal e2e ${suffix}`;
    const deviceId = `E2E-${suffix}`;
    const { pointsOfSale } = await api<TerminalsAnswer>('/satelite/terminales', admin);
    const firstPos = pointsOfSale[0];
    if (!firstPos) throw new Error('no point of sale in the demo data');

    const { page, errors, close } = await newPage('admin@noctua.test');
    try {
      await page.goto(`${baseUrl}/noctua/logged/gerencia/satelite`);
      await page.getByTestId('satelite-page').waitFor();
      await page.getByTestId('terminals-panel').waitFor();
      const createButton = page.getByTestId('create-terminal');
      await expect.poll(() => createButton.isEnabled()).toBe(true);
      await createButton.click();
      const create = page.getByTestId('create-terminal-dialog');
      await create.waitFor();
      await create.locator('select[name="pointOfSaleId"]').selectOption({ index: 1 });
      expect(await create.locator('select[name="pointOfSaleId"]').inputValue()).toBe(firstPos.id);
      await create.locator('input[name="name"]').fill(name);
      await create.locator('input[name="deviceId"]').fill(deviceId);
      await create.getByRole('button', { name: 'Registrar' }).click();
      await create.waitFor({ state: 'detached' });

      // The key dialog follows the creation; the key is shown once, there.
      const keyDialog = page.getByTestId('api-key-dialog');
      await keyDialog.waitFor();
      await keyDialog.getByTestId('api-key-generate').click();
      const keyValue = keyDialog.getByTestId('api-key-value');
      await keyValue.waitFor();
      const key = ((await keyValue.textContent()) ?? '').trim();
      const match = API_KEY_PATTERN.exec(key);
      expect(match, key).not.toBeNull();
      await screenshot(page, 'night-ops-terminal-key-desktop');
      await keyDialog.getByTestId('api-key-done').click();
      await keyDialog.waitFor({ state: 'detached' });

      const terminal = (await api<TerminalsAnswer>('/satelite/terminales', admin)).terminals.find((t) => t.deviceId === deviceId);
      expect(terminal).toMatchObject({
        name,
        pointOfSaleId: firstPos.id,
        keyState: 'active',
        keyPrefix: `nt_${match?.[1]}`,
      });
      if (!terminal) return;
      await page.getByTestId(`terminal-actions-${terminal.id}`).waitFor();

      // One valid sale, now: applied if tonight's night takes sales, otherwise rejected with why.
      const nights = await nightsList(admin);
      const tonight = nights.nights.find((n) => n.businessDate === nights.today);
      const product = (await api<ProductDto[]>('/catalogo/productos', admin)).find((p) => p.active);
      if (!product) throw new Error('no active product in the demo data');
      const batch = {
        terminalVersion: 'e2e-1.0.0',
        sales: [
          {
            id: crypto.randomUUID(),
            at: new Date().toISOString(),
            payment: 'cash',
            lines: [{ productId: product.id, quantity: 1, unitPrice: 150_000 }],
            total: 150_000,
          },
        ],
      };
      const sent = await ingest(key, batch);
      const sentText = await sent.text();
      expect(sent.status, sentText).toBe(200);
      const [result] = (JSON.parse(sentText) as IngestAnswer).results;
      if (!tonight) {
        expect(result).toEqual({
          id: batch.sales[0]?.id,
          status: 'rejected',
          reason: 'No hay una noche para la fecha de la venta',
        });
      } else if (tonight.status === 'closed') {
        expect(result).toEqual({ id: batch.sales[0]?.id, status: 'rejected', reason: NIGHT_CLOSED_MESSAGE });
        expect((await nightById(admin, tonight.id))?.salesCount).toBe(tonight.salesCount);
      } else {
        // Open (or planned for tonight: the server files it there as well).
        expect(result).toEqual({ id: batch.sales[0]?.id, status: 'applied' });
        const after = await nightById(admin, tonight.id);
        expect(after?.salesCount).toBe(tonight.salesCount + 1);
        expect(after?.salesTotal).toBe(tonight.salesTotal + 150_000);
      }
      // The batch reached the terminal's status either way.
      const seen = (await api<TerminalsAnswer>('/satelite/terminales', admin)).terminals.find((t) => t.id === terminal.id);
      expect(seen?.lastBatchAt).not.toBeNull();
      expect(seen?.appVersion).toBe('e2e-1.0.0');

      // Revoked on screen: the same batch is now refused before anything is looked at.
      await page.getByTestId(`terminal-actions-${terminal.id}`).click();
      await page.getByRole('menuitem', { name: 'Revocar clave' }).click();
      const revoke = page.getByTestId('revoke-key-dialog');
      await revoke.waitFor();
      await revoke.getByTestId('revoke-key-confirm').click();
      await revoke.waitFor({ state: 'detached' });
      await expect
        .poll(async () => (await api<TerminalsAnswer>('/satelite/terminales', admin)).terminals.find((t) => t.id === terminal.id))
        .toMatchObject({ keyState: 'revoked', keyRevokedAt: expect.any(String) });
      const refused = await ingest(key, batch);
      expect(refused.status, await refused.text()).toBe(401);
      await screenshot(page, 'night-ops-terminal-revoked-desktop');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gerencia/extraccion lands on cash flow → Cajas: the night picker and the summary render without console errors', async () => {
    const caja = await token('caja@noctua.test');
    const nights = await api<ExtractionNight[]>('/extracciones/noches', caja);
    const { page, errors, close } = await newPage('caja@noctua.test');
    try {
      // SPEC's route stays and redirects: registers live in cash flow, extraction is an action on them.
      await page.goto(`${baseUrl}/noctua/logged/gerencia/extraccion`);
      await page.getByTestId('registers-page').waitFor();
      expect(new URL(page.url()).pathname).toBe('/noctua/logged/cashFlow/cajas');
      if (nights.length === 0) {
        await page.getByTestId('extraction-no-nights').waitFor();
      } else {
        const expected = nights.find((n) => n.status === 'open') ?? nights[0];
        const picker = page.getByTestId('extraction-night');
        await picker.waitFor();
        expect(await picker.getAttribute('data-value')).toBe(expected?.id);
        // The night under way is one tap away, and said in words under the buttons.
        expect(await page.getByTestId('extraction-night-tonight').getAttribute('aria-pressed')).toBe('true');
        expect(await page.getByTestId('extraction-night-chosen').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
        const summary = await api<{ registers: unknown[] }>(`/extracciones/resumen?nightId=${expected?.id}`, caja);
        await page.getByTestId('extraction-table').waitFor();
        await expect.poll(() => page.getByTestId('extraction-register-card').count()).toBe(summary.registers.length);
        // "Nueva extracción" only during an open night.
        expect(await page.getByTestId('extraction-new').isEnabled()).toBe(expected?.status === 'open');
      }
      await screenshot(page, 'night-ops-extraction-desktop');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
