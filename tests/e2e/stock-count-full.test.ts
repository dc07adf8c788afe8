// Issue 6, the flagship flow end to end on a tablet: a stock taker signs in, the replica syncs, the
// network goes away, and she counts 30 goods of Barra Terraza — found by typing, by SKU and with a
// keyboard-wedge scanner, whole units with +/−, open bottles as tenths and by weight. Halfway the
// page is reloaded while still offline and nothing is lost. Back online the count is submitted;
// the server applies it exactly once: one count_adjustment per counted good whose count differs
// from the theoretical stock (GET /api/inventarios/diferencias), and ajustes/diferencias shows each
// of them once.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, launchBrowser, screenshot, VIEWPORTS, waitUntil, wedgeScan } from './browser';
import {
  apiLogin,
  DEMO_PASSWORD,
  serverRows as sharedServerRows,
  signInThroughUi,
  unsentCommands,
  waitForFirstSync,
  waitForServiceWorker,
} from './replica-page';

const baseUrl = inject('baseUrl');
const EMAIL = 'stock@noctua.test';
const COUNT_PATH = '/noctua/logged/inventarios/conteo';
const LOCATION = 'Barra Terraza';
const GOODS = 30;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Good {
  id: string;
  name: string;
  sku: string;
  fullWeight: number | null;
  emptyWeight: number | null;
  barcodes: string[];
}

/** How a good is found and counted, and what quantity (and grams) that must leave. */
interface Plan {
  good: Good;
  find: 'name' | 'sku' | 'scan';
  units: number;
  partial: { kind: 'none' } | { kind: 'tenth'; value: number } | { kind: 'weight'; grams: number };
  expected: number;
  grams: number | null;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const serverRows = (table: string, accessToken: string) => sharedServerRows(baseUrl, table, accessToken);

/** The count's lines in the replica: good → [quantity, grams]. */
function replicaLines(page: Page, countId: string): Promise<Record<string, [number, number | null]>> {
  return page.evaluate(async (id) => {
    type Line = { goodId: string; countedQuantity: number; weighedGrams?: number | null };
    type Table = { where(i: string): { equals(k: string): { toArray(): Promise<Line[]> } } };
    const db = (globalThis as unknown as { noctuaReplica: { get(): { db: { stockCountLines: Table } } } }).noctuaReplica.get().db;
    const lines = await db.stockCountLines.where('stockCountId').equals(id).toArray();
    return Object.fromEntries(lines.map((l) => [l.goodId, [Number(l.countedQuantity), l.weighedGrams ?? null]]));
  }, countId);
}

const lineRow = (page: Page, goodId: string) => page.locator(`[data-testid="count-line"][data-good-id="${goodId}"]`);

async function findGood(page: Page, plan: Plan): Promise<void> {
  const search = page.getByTestId('count-search');
  if (plan.find === 'scan') {
    // A keyboard-wedge scanner: the code typed within milliseconds and Enter, wherever the focus is.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await wedgeScan(page, plan.good.barcodes[0] as string);
    await page.locator(`[data-testid="count-line"][data-good-id="${plan.good.id}"][data-highlighted="true"]`).waitFor();
    // The scan left nothing in the search box and focused the good's count.
    expect(await search.inputValue()).not.toContain(plan.good.barcodes[0]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('quantity-input');
    return;
  }
  await search.fill(plan.find === 'sku' ? plan.good.sku : plan.good.name);
  await page
    .locator(`[data-testid="count-lines"][data-query="${plan.find === 'sku' ? plan.good.sku : plan.good.name}"]`)
    .waitFor();
  await lineRow(page, plan.good.id).waitFor();
}

async function countGood(page: Page, plan: Plan): Promise<void> {
  await findGood(page, plan);
  const row = lineRow(page, plan.good.id);
  if (plan.find === 'scan') {
    await page.keyboard.type(String(plan.units));
    await page.keyboard.press('Enter'); // leaves the field: saved at once
  } else if (plan.find === 'name') {
    for (let i = 0; i < plan.units; i++) await row.getByTestId('quantity-plus').click();
  } else {
    await row.getByTestId('quantity-input').fill(String(plan.units));
    await row.getByTestId('quantity-input').press('Enter');
  }
  if (plan.partial.kind !== 'none') {
    await row.getByTestId('partial-toggle').click();
    const panel = row.getByTestId('partial-panel');
    await panel.waitFor();
    if (plan.partial.kind === 'tenth') {
      await panel.locator(`[data-testid="partial-tenth"][data-value="${plan.partial.value}"]`).click();
    } else {
      await panel.getByTestId('weight-input').fill(String(plan.partial.grams));
      // The fraction is shown before it is used.
      const shown = Number(await panel.getByTestId('weight-preview').getAttribute('data-fraction'));
      expect(round3(plan.units + shown)).toBe(plan.expected);
      await panel.getByTestId('weight-apply').click();
    }
    await row.getByTestId('partial-toggle').click(); // close the panel again
  }
  await page.locator(`[data-testid="count-line"][data-good-id="${plan.good.id}"][data-state="pending"]`).waitFor();
  expect(await row.getByTestId('quantity-input').inputValue()).toBe(String(plan.expected).replace('.', ','));
}

describe('full offline stock count on a tablet', () => {
  it('counts 30 goods offline across a reload, submits once online and the differences appear exactly once', async () => {
    const started = new Date();
    const context: BrowserContext = await browser.newContext({ viewport: VIEWPORTS.tablet, locale: 'es-AR' });
    const page = await context.newPage();
    const errors = collectPageErrors(page, { ignoreNetworkFailures: true });
    await signInThroughUi(page, baseUrl, EMAIL, DEMO_PASSWORD);
    await page.goto(`${baseUrl}${COUNT_PATH}`);
    await waitForFirstSync(page, 120_000);
    await waitForServiceWorker(page);

    // The goods of the venue, their barcodes and weights, and what Barra Terraza has in theory.
    const accessToken = await apiLogin(baseUrl, EMAIL, DEMO_PASSWORD);
    const locations = await serverRows('stockLocations', accessToken);
    const location = locations.find((l) => l.name === LOCATION);
    expect(location).toBeTruthy();
    const locationId = location?.id as string;
    const goods = (await page.evaluate(async () => {
      type Row = Record<string, unknown> & { id: string };
      type Table = { toArray(): Promise<Row[]> };
      const db = (
        globalThis as unknown as { noctuaReplica: { get(): { db: { goods: Table; goodBarcodes: Table } } } }
      ).noctuaReplica.get().db;
      const [goodRows, codes] = await Promise.all([db.goods.toArray(), db.goodBarcodes.toArray()]);
      return goodRows
        .filter((g) => g.active !== false)
        .map((g) => ({
          id: g.id,
          name: String(g.name),
          sku: String(g.sku),
          fullWeight: typeof g.fullWeight === 'number' ? g.fullWeight : null,
          emptyWeight: typeof g.emptyWeight === 'number' ? g.emptyWeight : null,
          unit: String(g.unit),
          barcodes: codes.filter((c) => c.goodId === g.id).map((c) => String(c.barcode)),
        }));
    })) as (Good & { unit: string })[];
    expect(goods.length).toBeGreaterThan(GOODS);
    // Names that are unique, so typing one finds only its good.
    const unique = goods.filter((g) => goods.filter((o) => o.name === g.name).length === 1);
    const weighable = unique.filter((g) => g.unit === 'bottle' && g.fullWeight !== null && g.emptyWeight !== null);
    const bottles = unique.filter((g) => g.unit === 'bottle' && !weighable.includes(g));
    const others = unique.filter((g) => g.unit !== 'bottle' && g.barcodes.length > 0);
    expect(weighable.length).toBeGreaterThanOrEqual(6);
    const chosen = [...weighable.slice(0, 6), ...bottles.slice(0, 8), ...others, ...unique].filter(
      (g, i, all) => all.indexOf(g) === i,
    );
    const plans: Plan[] = chosen.slice(0, GOODS).map((good, i) => {
      const units = (i % 5) + 1;
      const find: Plan['find'] = good.barcodes.length > 0 && i % 3 === 0 ? 'scan' : i % 3 === 1 ? 'name' : 'sku';
      if (i < 6) {
        // Weighed open bottles: somewhere between empty and full.
        const full = good.fullWeight as number;
        const empty = good.emptyWeight as number;
        const grams = Math.round(empty + ((full - empty) * (i + 2)) / 10);
        const fraction = round3(Math.min(1, Math.max(0, (grams - empty) / (full - empty))));
        return { good, find, units, partial: { kind: 'weight', grams }, expected: round3(units + fraction), grams };
      }
      if (i < 14) {
        const value = [0.3, 0.5, 0.7, 0.9][i % 4] as number;
        return { good, find, units, partial: { kind: 'tenth', value }, expected: round3(units + value), grams: null };
      }
      return { good, find, units, partial: { kind: 'none' }, expected: units, grams: null };
    });
    expect(plans).toHaveLength(GOODS);
    expect(plans.filter((p) => p.find === 'scan').length).toBeGreaterThanOrEqual(5);

    // ── offline from here on: pick the location, open a spot count, count the first half ──
    await context.setOffline(true);
    await page.getByTestId('count-location').filter({ hasText: LOCATION }).click();
    await page.getByTestId('count-start').waitFor();
    await screenshot(page, 'count-full-start-tablet');
    await page.getByTestId('count-start-button').click();
    const view = page.getByTestId('count-view');
    await view.waitFor();
    const countId = (await view.getAttribute('data-count-id')) as string;
    expect(await view.getAttribute('data-scope')).toBe('spot');

    // An unknown code says so and changes nothing.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await wedgeScan(page, '2999999999990');
    await page.locator('[data-testid="scan-unknown"][data-code="2999999999990"]').waitFor();
    await screenshot(page, 'count-full-unknown-code-tablet');

    const half = GOODS / 2;
    for (const plan of plans.slice(0, half)) await countGood(page, plan);
    await screenshot(page, 'count-full-offline-half-tablet');
    expect(Number(await page.getByTestId('count-progress').getAttribute('data-counted'))).toBe(half);

    // ── reload while offline: every line is still there, as typed ──
    await page.reload();
    await page.getByTestId('count-view').waitFor({ timeout: 30_000 });
    await page.locator(`[data-testid="count-progress"][data-counted="${half}"]`).waitFor();
    const afterReload = await replicaLines(page, countId);
    for (const plan of plans.slice(0, half)) {
      expect(afterReload[plan.good.id], plan.good.name).toEqual([plan.expected, plan.grams]);
    }
    // And on screen, e.g. a weighed bottle.
    await page.getByTestId('count-search').fill(plans[0]?.good.sku as string);
    expect(
      await lineRow(page, plans[0]?.good.id as string)
        .getByTestId('quantity-input')
        .inputValue(),
    ).toBe(String(plans[0]?.expected).replace('.', ','));
    await page.getByTestId('count-search').fill('');

    for (const plan of plans.slice(half)) await countGood(page, plan);
    await page.locator(`[data-testid="count-progress"][data-counted="${GOODS}"]`).waitFor();
    expect(await unsentCommands(page)).toBeGreaterThanOrEqual(GOODS + 1);

    // ── back online: everything is sent; then submit (asked first) ──
    await context.setOffline(false);
    await waitUntil(async () => (await unsentCommands(page)) === 0, 'the outbox to drain', 60_000, 250);
    await page.locator('[data-testid="count-sync"][data-pending="0"]').waitFor();
    await page.getByTestId('submit-count-button').click();
    await page.getByTestId('submit-count-dialog').waitFor();
    await page.getByTestId('submit-count-confirm').click();
    await page.getByTestId('count-read-only').waitFor();
    await waitUntil(async () => (await unsentCommands(page)) === 0, 'the submit to be sent', 60_000, 250);
    await screenshot(page, 'count-full-submitted-tablet');

    // ── the server: the count and its 30 lines, once each ──
    const counts = (await serverRows('stockCounts', accessToken)).filter((c) => c.id === countId);
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatchObject({ locationId, scope: 'spot' });
    expect(['submitted', 'applied']).toContain(counts[0]?.status);
    const lines = (await serverRows('stockCountLines', accessToken)).filter((l) => l.stockCountId === countId);
    expect(lines).toHaveLength(GOODS);
    for (const plan of plans) {
      const line = lines.find((l) => l.goodId === plan.good.id);
      expect(Number(line?.countedQuantity), plan.good.name).toBe(plan.expected);
      expect(line?.weighedGrams ?? null, plan.good.name).toBe(plan.grams);
    }
    // Applied: the count's lines carry the theoretical stock they were compared with.
    await waitUntil(
      async () => (await serverRows('stockCounts', accessToken)).find((c) => c.id === countId)?.status === 'applied',
      'the count to be applied',
      60_000,
      250,
    );
    const applied = (await serverRows('stockCountLines', accessToken)).filter((l) => l.stockCountId === countId);
    const theoretical = new Map(applied.map((l) => [l.goodId as string, Number(l.theoreticalQuantity)]));

    // ── exactly once: one count_adjustment per differing good, worth counted − theoretical ──
    const res = await fetch(`${baseUrl}/noctua/api/inventarios/diferencias?locationId=${locationId}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(200);
    type Row = { goodId: string; locationId: string; quantity: number; movements: number; lastAt: string; sku: string };
    const body = (await res.json()) as { rows: Row[] };
    const ours = body.rows.filter((r) => new Date(r.lastAt) >= started);
    const differing = plans.filter((p) => round3(p.expected - (theoretical.get(p.good.id) ?? 0)) !== 0);
    expect(differing.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const rows = ours.filter((r) => r.goodId === plan.good.id);
      const diff = round3(plan.expected - (theoretical.get(plan.good.id) ?? 0));
      if (diff === 0) {
        expect(rows, plan.good.name).toHaveLength(0);
        continue;
      }
      expect(rows, plan.good.name).toHaveLength(1);
      expect(rows[0]?.movements, plan.good.name).toBe(1);
      expect(rows[0]?.quantity, plan.good.name).toBe(diff);
    }
    expect(ours.filter((r) => !plans.some((p) => p.good.id === r.goodId))).toEqual([]);

    // ── ajustes/diferencias shows each of them once ──
    await page.goto(`${baseUrl}/noctua/logged/inventarios/ajustes/diferencias`);
    await page.getByTestId('differences-page').waitFor();
    await page.getByTestId('filter-location').selectOption(locationId);
    const table = page.getByTestId('differences-table');
    await table.locator('tbody tr').first().waitFor();
    const search = table.locator('input[type="search"]');
    for (const plan of differing.slice(0, 8)) {
      const apiRows = body.rows.filter((r) => r.goodId === plan.good.id);
      await search.fill(plan.good.sku);
      await waitUntil(
        async () => (await table.locator('tbody tr').filter({ hasText: plan.good.sku }).count()) === apiRows.length,
        `${plan.good.sku} once in ajustes/diferencias`,
        15_000,
        250,
      );
    }
    await search.fill('');
    await screenshot(page, 'count-full-differences-tablet');
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
