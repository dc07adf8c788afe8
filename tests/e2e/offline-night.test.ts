// Issue 39, goal 2, end to end: one tablet does a whole night offline — a full count of a
// 2,000-good warehouse, 500 guests let in at the door, 50 breakages — through the app's own store,
// with the count screen open; back online, everything lands exactly once. Time is the benchmark's
// (bench/offline-night.ts, same scenario); here only the outcome is asserted.
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, navigateInApp, VIEWPORTS } from './browser';
import {
  addGuests,
  drainNight,
  NIGHT_EMAIL,
  NIGHT_WORK,
  outboxByStatus,
  queueNight,
  seedNightVenue,
  serverNight,
  watchMainThread,
} from './offline-night';
import { apiLogin, DEMO_PASSWORD, serverRows, signInThroughUi, waitForFirstSync, waitForServiceWorker } from './replica-page';
import { type ServerProcess, startServer, tempDataDir } from './server-process';

let browser: Browser;
let server: ServerProcess;

beforeAll(async () => {
  const dataDir = tempDataDir('noctua-e2e-night-');
  await seedNightVenue(dataDir, DEMO_PASSWORD);
  [browser, server] = await Promise.all([launchBrowser(), startServer({ dataDir, timeoutMs: 300_000 })]);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

describe('a night offline on one tablet', () => {
  it('queues 2,000 count lines, 500 check-ins and 50 breakages offline and applies each exactly once', async () => {
    const token = await apiLogin(server.url, NIGHT_EMAIL, DEMO_PASSWORD);
    const { entryIds } = await addGuests(server.url, token);
    const context = await browser.newContext({ viewport: VIEWPORTS.tablet, locale: 'es-AR', hasTouch: true });
    await watchMainThread(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signInThroughUi(page, server.url, NIGHT_EMAIL, DEMO_PASSWORD);
    await waitForFirstSync(page, 120_000);
    await waitForServiceWorker(page);
    const levelsBefore = new Map(
      (await serverRows(server.url, 'stockLevels', token)).map((l) => [`${l.locationId}:${l.goodId}`, Number(l.quantity)]),
    );

    await context.setOffline(true);
    const night = await queueNight(page, entryIds);
    const commands = 1 + NIGHT_WORK.countLines + NIGHT_WORK.checkIns + NIGHT_WORK.breakages;
    expect(await outboxByStatus(page)).toEqual({ pending: commands, sending: 0, applied: 0, rejected: 0 });
    // The stock taker's screen stays open on the count while it all goes out.
    await navigateInApp(page, `/noctua/logged/inventarios/conteo?location=${night.locationId}&count=${night.countId}`);
    await page.locator(`[data-testid="count-progress"][data-counted="${NIGHT_WORK.countLines}"]`).waitFor({ timeout: 30_000 });
    await page.locator(`[data-testid="count-sync"][data-pending="${1 + NIGHT_WORK.countLines}"]`).waitFor();

    const drained = await drainNight(context, page);
    expect(drained.rejected).toBe(0);
    expect(await outboxByStatus(page)).toMatchObject({ pending: 0, sending: 0, rejected: 0 });
    // The screen says so: "Todo sincronizado".
    await page.locator('[data-testid="count-sync"][data-pending="0"]').waitFor({ timeout: 30_000 });

    const held = await serverNight(server.url, token, night);
    expect(held).toMatchObject({
      countLines: NIGHT_WORK.countLines,
      arrived: NIGHT_WORK.checkIns,
      breakages: NIGHT_WORK.breakages,
    });
    // Each breakage moved its good's stock once: one bottle less where it broke.
    for (const b of night.breakages) {
      const before = levelsBefore.get(`${night.locationId}:${b.goodId}`) ?? 0;
      expect(held.levels.get(b.goodId)).toBeCloseTo(before - b.quantity, 3);
    }
    // Every guest in once (one person each), none refused as already in.
    const entries = (await serverRows(server.url, 'freeEntries', token)).filter((e) => entryIds.includes(String(e.id)));
    expect(entries.every((e) => Number(e.arrived) === 1)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
