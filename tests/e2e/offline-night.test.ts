// Issue 39, goal 2, end to end: one tablet does a whole night offline — a full count of a
// 2,000-good warehouse, 500 guests let in at the door, 50 breakages — through the app's own store,
// with the count screen open; back online, everything lands exactly once. Time is the benchmark's
// (bench/offline-night.ts, same scenario); here only the outcome is asserted.
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser } from './browser';
import { drainNight, NIGHT_WORK, nightOnTablet, outboxByStatus, seedNightVenue, serverNight } from './offline-night';
import { DEMO_PASSWORD, serverRows } from './replica-page';
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
    let levelsBefore = new Map<string, number>();
    let errors: string[] = [];
    const { context, page, token, night } = await nightOnTablet(browser, server.url, {
      onPage: (p) => {
        errors = collectPageErrors(p, { ignoreNetworkFailures: true });
      },
      beforeOffline: async (token) => {
        levelsBefore = new Map(
          (await serverRows(server.url, 'stockLevels', token)).map((l) => [`${l.locationId}:${l.goodId}`, Number(l.quantity)]),
        );
      },
    });
    const commands = 1 + NIGHT_WORK.countLines + NIGHT_WORK.checkIns + NIGHT_WORK.breakages;
    expect(await outboxByStatus(page)).toEqual({ pending: commands, sending: 0, applied: 0, rejected: 0 });
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
    const entries = (await serverRows(server.url, 'freeEntries', token)).filter((e) => night.entryIds.includes(String(e.id)));
    expect(entries.every((e) => Number(e.arrived) === 1)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
