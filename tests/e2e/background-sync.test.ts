// Issue 5, Background Sync: a count queued offline goes out after its tab was closed. The app is
// signed in with "Recordarme" (so the service worker may keep a copy of the session), the first
// sync completes, the network goes away, a stock count is opened through the replica (queued in
// the outbox, not sent), the tab is closed, the network comes back — and then the browser's
// `sync` event for 'noctua-outbox' is fired through the DevTools protocol
// (ServiceWorker.dispatchSyncEvent) with no page of the app open. The worker must run the
// outbox flush itself: the server then holds the count, applied once.
// Its own server (fresh data dir, stopped while offline so no attempt but the fired one can succeed) serves NOCTUA_STATIC_DIR when set (a build of its own),
// dist/ otherwise.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../src/contract/uuid';
import { launchBrowser } from './browser';
import { apiLogin, type PageWindow, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';
import { type ServerProcess, startServer } from './server-process';
import { fireWorkerEvent } from './worker-events';

const EMAIL = 'stock@noctua.test';
const PASSWORD = 'noctua2026';
const SYNC_TAG = 'noctua-outbox';

let server: ServerProcess;
let baseUrl: string;
let browser: Browser;
const staticDir = path.resolve(process.env.NOCTUA_STATIC_DIR || path.resolve(import.meta.dirname, '../../dist'));

beforeAll(async () => {
  server = await startServer({ env: { NOCTUA_STATIC_DIR: staticDir }, timeoutMs: 300_000 });
  baseUrl = server.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

/** Restarts the server on the same port and data dir (the page's origin stays the same). */
async function restartServer(): Promise<void> {
  const { dataDir, port } = server;
  server = await startServer({ dataDir, env: { NOCTUA_STATIC_DIR: staticDir, PORT: String(port) }, timeoutMs: 300_000 });
}

/** The server's stock counts with this id (every change of it, from an empty cursor). */
async function serverCountChanges(token: string, countId: string): Promise<{ id: string; version: number }[]> {
  const found: { id: string; version: number }[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const url = new URL(`${baseUrl}/noctua/api/sync/pull`);
    url.searchParams.set('tables', 'stockCounts');
    if (cursor) url.searchParams.set('cursor', cursor);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      changes: { table: string; id: string; version: number }[];
      cursor: string;
      hasMore: boolean;
    };
    for (const change of body.changes) if (change.id === countId) found.push({ id: change.id, version: change.version });
    cursor = body.cursor;
    if (!body.hasMore) break;
  }
  return found;
}

describe('background sync', () => {
  it('a background sync event fired through the DevTools protocol flushes the outbox with no page open', async () => {
    const context = await browser.newContext({ locale: 'es-AR' });
    try {
      const page: Page = await context.newPage();
      await page.goto(`${baseUrl}/noctua/auth/login`);
      // "Recordarme" is ticked by default; the worker only gets a session the user asked to keep.
      await expect.poll(() => page.getByRole('checkbox', { name: 'Recordarme' }).isChecked(), { timeout: 30_000 }).toBe(true);
      await signInThroughUi(page, baseUrl, EMAIL, PASSWORD);
      await waitForFirstSync(page);
      await waitForServiceWorker(page);

      // No network for the page (the worker too: Chromium holds its sync while DevTools emulates
      // offline), and no server: so that only the event fired below can send the count.
      await context.setOffline(true);
      await server.stop();
      const countId = uuidv7();
      const queued = await page.evaluate(async (id) => {
        const replica = (globalThis as unknown as PageWindow).noctuaReplica;
        const location = (await replica?.get()?.db.stockLocations.toArray())?.[0];
        if (!replica || !location) throw new Error('no replica or no stock location');
        const entry = await replica.queue('stockCount.open', { countId: id, locationId: location.id });
        return entry.id;
      }, countId);
      // The page's own push (300 ms after the change) finds no network and leaves it queued.
      await page.waitForTimeout(1_500);
      const status = await page.evaluate(
        async (id) =>
          (await (globalThis as unknown as PageWindow).noctuaReplica?.get()?.db.outbox.toArray())?.find((e) => e.id === id)
            ?.status,
        queued,
      );
      expect(status).toBe('pending');
      // Queued offline, the page asked the browser for the sync (it asks for none while it can
      // send a change itself).
      const tags = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      });
      expect(tags).toContain(SYNC_TAG);
      await page.close();
      expect(context.pages()).toHaveLength(0);

      // Back online with the server still down: Chromium fires the pending sync itself as the
      // (DevTools-emulated) network returns; that attempt fails and its retry is minutes away.
      await context.setOffline(false);
      await new Promise((r) => setTimeout(r, 3_000));
      await restartServer();
      // A failed attempt leaves the command in a short backoff (seconds): let it pass.
      await new Promise((r) => setTimeout(r, 4_000));
      const token = await apiLogin(baseUrl, EMAIL, PASSWORD);
      // Closed tab, nothing sent yet.
      expect(await serverCountChanges(token, countId)).toEqual([]);

      const origin = new URL(baseUrl).origin;
      await fireWorkerEvent(context, origin, { kind: 'sync', tag: SYNC_TAG });

      await expect
        .poll(async () => (await serverCountChanges(token, countId)).length, { timeout: 30_000, interval: 500 })
        .toBe(1);
      // Applied once: a second event sends nothing new.
      await fireWorkerEvent(context, origin, { kind: 'sync', tag: SYNC_TAG });
      await new Promise((r) => setTimeout(r, 2_000));
      expect(await serverCountChanges(token, countId)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
