// Issue 14: the same typed amount is the same money on every screen (src/contract/numbers.ts).
// admin@ types "1.500,50", "1,5" and "1,500" into a VIP card top-up (carga) and into a cash
// extraction, and the API shows the same cents stored by both: 150050, 150 and 150 (before, "1,500"
// was refused in a top-up and stored as $1,500 by an extraction). An extraction needs an open night and a register holding
// the cash, which the demo seed has only while a night is under way: this file runs its own
// server, and before starting it writes into the copied data dir an open night (unless the seed
// has one) with a cash income in one register whose session is open (an extraction needs one, issue
// 17), so it passes at any hour. The top-ups are by transfer: cash needs the teller's open register.
import { rmSync } from 'node:fs';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { cashAccounts, cashMovements, cashSessions, nights, pointsOfSale, users } from '../../server/db/schema';
import type { ExtractionDto } from '../../src/contract/extraction';
import { uuidv7 } from '../../src/contract/uuid';
import type { CardDetailDto, VipCardDto } from '../../src/contract/vip';
import { apiJson } from './api';
import {
  collectPageErrors,
  contextOptions,
  dialogSettled,
  launchBrowser,
  screenshot,
  screensWithoutServiceWorker,
  VIEWPORTS,
} from './browser';
import { apiLogin, signInThroughUi } from './replica-page';
import { freshDataDir, type ServerProcess, startServer } from './server-process';

// Screens online: no service worker (browser.ts).
screensWithoutServiceWorker();

const ADMIN = 'admin@noctua.test';
const PASSWORD = 'noctua2026';
/** What each amount typed must store, in cents, on both screens. */
const TYPED: [text: string, cents: number][] = [
  ['1.500,50', 150_050],
  ['1,5', 150],
  ['1,500', 150],
];
/** Cash booked into the register, comfortably above what the test extracts. */
const REGISTER_INCOME = 1_000_000;

let browser: Browser;
let server: ServerProcess;
let night: { id: string; pointOfSaleId: string };

/** An open night of the admin's venue and a register with cash in it, written before the server starts. */
async function openNightWithCash(dataDir: string): Promise<{ id: string; pointOfSaleId: string }> {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const [admin] = await db.select().from(users).where(eq(users.email, ADMIN));
    const venueId = admin?.defaultVenueId as string;
    let [open] = await db
      .select({ id: nights.id })
      .from(nights)
      .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open'), isNull(nights.deletedAt)));
    if (!open) {
      // Far from the seed's dates: one night per business date.
      open = { id: uuidv7() };
      const now = Date.now();
      await db.insert(nights).values({
        id: open.id,
        venueId,
        businessDate: '2091-03-03',
        eventName: 'Noche de prueba',
        opensAt: new Date(now - 2 * 3600_000),
        closesAt: new Date(now + 4 * 3600_000),
        status: 'open',
      });
    }
    const [register] = await db
      .select({ id: cashAccounts.id, posId: cashAccounts.pointOfSaleId })
      .from(cashAccounts)
      .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
      .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'register'), eq(pointsOfSale.active, true)))
      .orderBy(asc(pointsOfSale.name))
      .limit(1);
    await db
      .insert(cashMovements)
      .values({ accountId: register?.id as string, nightId: open.id, kind: 'income', amount: REGISTER_INCOME, note: 'Prueba' });
    // The register's session of the night, open (the seed's, when it opened this register already).
    const [session] = await db
      .select({ id: cashSessions.id })
      .from(cashSessions)
      .where(and(eq(cashSessions.accountId, register?.id as string), eq(cashSessions.nightId, open.id)));
    if (session) await db.update(cashSessions).set({ status: 'open' }).where(eq(cashSessions.id, session.id));
    else await db.insert(cashSessions).values({ accountId: register?.id as string, nightId: open.id, status: 'open' });
    return { id: open.id, pointOfSaleId: register?.posId as string };
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const dataDir = freshDataDir('noctua-e2e-numbers-');
  night = await openNightWithCash(dataDir);
  [browser, server] = await Promise.all([launchBrowser(), startServer({ dataDir, timeoutMs: 300_000 })]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

const api = <T>(path: string, bearer: string, body?: unknown) => apiJson<T>(server.url, path, bearer, { body });

async function topUp(page: Page, text: string, shot?: string) {
  await page.getByTestId('vip-action-carga').click();
  const dialog = page.getByTestId('vip-dialog-carga');
  await dialog.getByTestId('action-amount').fill(text);
  await dialog.getByTestId('action-method').selectOption('transfer');
  if (shot) {
    await dialogSettled(dialog);
    await screenshot(page, shot);
  }
  await dialog.getByTestId('dialog-confirm').click();
  await dialog.waitFor({ state: 'detached' });
}

async function extract(page: Page, text: string, shot?: string) {
  await page.getByTestId('extraction-new').click();
  const dialog = page.getByTestId('extraction-dialog');
  await dialog.getByTestId('extraction-register').selectOption(night.pointOfSaleId);
  await dialog.getByTestId('extraction-amount').fill(text);
  const witness = dialog.getByTestId('extraction-witness');
  await expect.poll(() => witness.locator('option').count()).toBeGreaterThan(1);
  await witness.selectOption({ index: 1 });
  if (shot) {
    await dialogSettled(dialog);
    await screenshot(page, shot);
  }
  await dialog.getByTestId('extraction-save').click();
  await dialog.waitFor({ state: 'detached' });
}

describe('one number rule on every screen', () => {
  it('the same text typed into a VIP top-up and an extraction stores the same cents', async () => {
    const bearer = await apiLogin(server.url, ADMIN, PASSWORD);
    const { data } = await api<{ data: VipCardDto[] }>('/cards/consulta', bearer, { saldo: 'con' });
    const card = data.find((c) => c.status === 'active' && !c.replacedById);
    expect(card).toBeDefined();
    if (!card) return;

    const context = await browser.newContext(contextOptions({ viewport: VIEWPORTS.desktop }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await signInThroughUi(page, server.url, ADMIN, PASSWORD);

      await page.goto(`${server.url}/noctua/logged/servicioVIP/tarjvip?card=${card.id}`);
      await page.getByTestId('vip-card-detail').waitFor();
      for (const [i, [text]] of TYPED.entries()) {
        const before = (await api<CardDetailDto>(`/cards/${card.id}`, bearer)).ledger.length;
        await topUp(page, text, i === 0 ? 'number-input-topup-desktop' : undefined);
        await expect.poll(async () => (await api<CardDetailDto>(`/cards/${card.id}`, bearer)).ledger.length).toBe(before + 1);
      }
      const ledger = (await api<CardDetailDto>(`/cards/${card.id}`, bearer)).ledger;
      expect(ledger.slice(-TYPED.length).map((e) => [e.kind, e.amount])).toEqual(TYPED.map(([, cents]) => ['topup', cents]));

      await page.goto(`${server.url}/noctua/logged/cashFlow/cajas`);
      await page.getByTestId('registers-page').waitFor();
      await expect.poll(() => page.getByTestId('extraction-night').getAttribute('data-value')).toBe(night.id);
      for (const [i, [text]] of TYPED.entries()) {
        await extract(page, text, i === 0 ? 'number-input-extraction-desktop' : undefined);
      }
      const extractions = await api<ExtractionDto[]>(`/extracciones?nightId=${night.id}`, bearer);
      const ours = extractions
        .filter((e) => e.pointOfSaleId === night.pointOfSaleId)
        .sort((a, b) => a.at.localeCompare(b.at))
        .slice(-TYPED.length)
        .map((e) => e.amount);
      expect(ours).toEqual(TYPED.map(([, cents]) => cents));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
