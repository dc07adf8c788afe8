// Issue 36, item 3: the service worker keeps the replica fresh with the app closed. A VIP manager
// signs in ("Recordarme", so the worker may keep the session), the first sync completes, the tab is
// closed. A card is topped up on the server. Then the browser wakes the worker — a periodic sync
// (an installed app), and later a push — fired through the DevTools protocol with no page of the
// app open: each time the worker pulls, and the replica holds the new balance, dated by that pull.
// Opened offline afterwards, the card shows the new balance with "Saldo al" the time of that pull.
// Its own server (fresh data dir) serves NOCTUA_STATIC_DIR when set (a build of its own), dist/ otherwise.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiJson } from './api';
import { DEVICE_ZONE, launchBrowser, VIEWPORTS } from './browser';
import { apiLogin, type PageWindow, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';
import { type ServerProcess, startServer } from './server-process';
import { fireWorkerEvent, openProbe, readIdbRow } from './worker-events';

const staticDir = path.resolve(process.env.NOCTUA_STATIC_DIR || path.resolve(import.meta.dirname, '../../dist'));
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { NOCTUA_STATIC_DIR: staticDir }, timeoutMs: 300_000 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

interface Held {
  dbName: string;
  stateKey: string;
  card: { id: string; balance: number; number: string; holderName: string };
}

const money = (cents: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 }).format(cents / 100);

describe('the service worker keeps the replica fresh with the app closed', () => {
  it('a periodic sync and a push each pull: the card shows the new balance offline, "Saldo al" that pull', async () => {
    const origin = server.url;
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'es-AR' });
    await context.grantPermissions(['notifications'], { origin });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}/noctua/auth/login`);
      await expect.poll(() => page.getByRole('checkbox', { name: 'Recordarme' }).isChecked(), { timeout: 30_000 }).toBe(true);
      await signInThroughUi(page, origin, 'vip@noctua.test', 'noctua2026');
      await waitForFirstSync(page, 120_000);
      await waitForServiceWorker(page);
      const held = await page.evaluate(async (): Promise<Held> => {
        const replica = (globalThis as unknown as PageWindow).noctuaReplica?.get();
        if (!replica) throw new Error('no replica');
        const db = replica.db as unknown as {
          name: string;
          vipCards: { toArray(): Promise<Held['card'][]> };
          syncState: { toArray(): Promise<{ key: string }[]> };
        };
        const cards = await db.vipCards.toArray();
        const card = cards.find((c) => (c as unknown as { status: string }).status === 'active');
        const state = (await db.syncState.toArray()).find(
          (s) => s.key.startsWith('pull:') && s.key.split(/[:,]/).includes('vipCards'),
        );
        if (!card || !state) throw new Error('no active card or no VIP cursor');
        return {
          dbName: db.name,
          stateKey: state.key,
          card: { id: card.id, balance: card.balance, number: card.number, holderName: card.holderName },
        };
      });
      await page.close();
      expect(context.pages()).toHaveLength(0);

      const admin = await apiLogin(origin, 'admin@noctua.test', 'noctua2026');
      const topUp = (amount: number) =>
        apiJson(origin, `/cards/${held.card.id}/carga`, admin, { body: { amount, method: 'transfer' } });
      const probe = await openProbe(context, origin);
      const replicaBalance = async () =>
        (await readIdbRow<{ balance: number }>(probe, held.dbName, 'vipCards', held.card.id))?.balance;
      const pulledAt = async () =>
        (await readIdbRow<{ lastSuccessAt: string | null }>(probe, held.dbName, 'syncState', held.stateKey))?.lastSuccessAt ?? '';

      // ── a periodic sync with the app closed ──
      await topUp(12_345);
      const afterFirst = held.card.balance + 12_345;
      const toppedUpAt = new Date().toISOString();
      // Nothing pulls by itself: the app is closed.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await replicaBalance()).toBe(held.card.balance);
      await fireWorkerEvent(context, origin, { kind: 'periodicsync', tag: 'noctua-refresh' });
      await expect.poll(replicaBalance, { timeout: 30_000, interval: 300 }).toBe(afterFirst);
      expect(Date.parse(await pulledAt())).toBeGreaterThan(Date.parse(toppedUpAt));

      // ── a push (a notification the user gets anyway): shown, and the replica pulled meanwhile ──
      await topUp(1_000);
      const pushedAt = new Date().toISOString();
      await fireWorkerEvent(context, origin, {
        kind: 'push',
        data: {
          notification: { title: 'Tarjeta VIP', body: 'Carga acreditada' },
          data: { click: '/noctua/logged/servicioVIP/tarjvip' },
        },
      });
      await expect.poll(replicaBalance, { timeout: 30_000, interval: 300 }).toBe(afterFirst + 1_000);
      expect(Date.parse(await pulledAt())).toBeGreaterThan(Date.parse(pushedAt));
      const lastPull = await pulledAt();
      await probe.close();

      // ── opened offline: the balance the worker pulled, dated by its pull ──
      await context.setOffline(true);
      const app = await context.newPage();
      await app.goto(`${origin}/noctua/logged/servicioVIP/tarjvip`);
      await app.getByTestId('vip-card-list').waitFor({ timeout: 30_000 });
      await app.getByTestId('vip-card-search').pressSequentially(held.card.number, { delay: 20 });
      const row = app.locator(`[data-testid="vip-card-row"][data-card-id="${held.card.id}"]`);
      await row.waitFor({ timeout: 15_000 });
      expect(await row.textContent()).toContain(money(afterFirst + 1_000));
      // On the venue's clock (the demo venue's zone), whatever the zone of the process running the test.
      const shownAt = new Intl.DateTimeFormat('es-AR', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: DEVICE_ZONE,
      }).format(new Date(lastPull));
      expect(await app.getByTestId('balance-as-of').first().textContent()).toContain(`Saldo al`);
      expect(await app.getByTestId('balance-as-of').first().textContent()).toContain(shownAt);
      expect(await app.getByTestId('balance-as-of').first().getAttribute('data-stale')).toBe('false');
    } finally {
      await context.close();
    }
  });
});
