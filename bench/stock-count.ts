// Benchmark of the offline count screen (issue 6) in headless chromium with 2,000 goods: how long
// from a keystroke until the screen shows its effect (goal p95 ≤ 16 ms, one frame). It prints
// figures only and asserts nothing (timings depend on the machine):
//  - search: each key typed into the search box (incremental drinkFilter) until the filtered list
//    is on screen — the list follows a deferred value, so the box's own echo is timed apart;
//  - quantity: a digit typed into a count field until the field shows it, and a tap on + until
//    the line is saved in the replica (Dexie write + outbox + live query) and shown;
//  - the screen's first render with 2,000 goods, and how many rows are in the DOM (windowing).
// "On screen" = the frame after the DOM change: requestAnimationFrame, then a message posted from
// it (runs after that frame's paint). Start = the key event's timestamp.
//   npx tsx bench/stock-count.ts
// Data: a fresh PGlite dir seeded with the 'test' demo venue plus generated goods up to 2,000
// (with barcodes and weights), written directly before the server starts (as bench/sync.ts lets
// the server seed its own). BENCH_SAMPLES (default 120) sets the keystrokes per figure;
// NOCTUA_STATIC_DIR serves another build than dist/ (built first when missing).
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openDatabase } from '../server/db/client';
import { venues } from '../server/db/schema';
import { seedDemo } from '../server/db/seed/index';
import { DEMO_PASSWORD } from '../server/db/seed/people';
import { launchBrowser } from '../tests/e2e/browser';
import { addGoodsUpTo } from '../tests/e2e/many-goods';
import type { PageWindow } from '../tests/e2e/replica-page';
import { startServer, tempDataDir } from '../tests/e2e/server-process';
import { BARE_ECHO, ensureBuild, measure, summary } from './lib/frame-timing';

const EMAIL = 'stock@noctua.test';
const TOTAL_GOODS = 2000;
const SAMPLES = Number.parseInt(process.env.BENCH_SAMPLES ?? '', 10) || 120;

// ── data ──
const staticDir = ensureBuild();
const dataDir = tempDataDir('noctua-bench-count-');
console.log(`Count screen benchmark: PGlite in ${dataDir} (removed afterwards), ${TOTAL_GOODS} goods`);
{
  const database = await openDatabase({ dataDir });
  try {
    await seedDemo(database.db, { size: 'test', defaultPassword: 'cambiame' });
    const [venue] = await database.db.select({ id: venues.id }).from(venues).limit(1);
    if (!venue) throw new Error('no venue after the seed');
    const { existing, added } = await addGoodsUpTo(database.db, venue.id, TOTAL_GOODS);
    console.log(`goods: ${existing} from the seed + ${added} generated`);
  } finally {
    await database.close();
  }
}

const server = await startServer({ dataDir, env: { NOCTUA_STATIC_DIR: staticDir }, timeoutMs: 10 * 60_000 });
const browser = await launchBrowser();

/** Installs the timing harness: key events on the search box or a count field, and the frame after. */
async function installHarness(page: Page) {
  await page.evaluate(() => {
    const w = globalThis as unknown as {
      __bench: { start: number; target: string };
      requestAnimationFrame(cb: () => void): number;
      MessageChannel: typeof MessageChannel;
    };
    w.__bench = { start: 0, target: '' };
    document.addEventListener(
      'keydown',
      (e) => {
        w.__bench.start = e.timeStamp;
        w.__bench.target = (e.target as HTMLElement | null)?.getAttribute('data-testid') ?? '';
      },
      true,
    );
    document.addEventListener(
      'pointerdown',
      (e) => {
        w.__bench.start = e.timeStamp;
        w.__bench.target = 'pointer';
      },
      true,
    );
  });
}

const SEARCH_ECHO = `(v) => document.querySelector('[data-testid="count-search"]').value === v`;
const LIST_SHOWS = `(q) => {
  const el = document.querySelector('[data-testid="count-lines"], [data-testid="count-empty"]');
  return !!el && el.getAttribute('data-query') === q;
}`;
const FIELD_SHOWS = `(v) => {
  const el = document.activeElement;
  const row = el && el.closest('[data-testid="count-line"]');
  return !!row && el.value === v && row.getAttribute('data-state') !== 'pending';
}`;
const VALUE_SHOWN = `(v) => {
  const [id, value] = v.split('|');
  const input = document.querySelector('[data-testid="count-line"][data-good-id="' + id + '"] [data-testid="quantity-input"]');
  return !!input && input.value === value;
}`;
/** The replica has the value (the row's data-saved comes from the live query of the lines). */
const ROW_SAVED = `(v) => {
  const [id, value] = v.split('|');
  const row = document.querySelector('[data-testid="count-line"][data-good-id="' + id + '"]');
  const input = row && row.querySelector('[data-testid="quantity-input"]');
  return !!row && row.getAttribute('data-saved') === value.replace(',', '.') && input.value === value;
}`;

try {
  const context = await browser.newContext({ locale: 'es-AR', viewport: { width: 820, height: 1180 } });
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  await page.goto(`${server.url}/noctua/auth/login`);
  await page.getByLabel('Usuario').fill(EMAIL);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForFunction(
    () => {
      const status = (globalThis as unknown as PageWindow).noctuaReplica?.get()?.engine.getStatus();
      return !!status && status.firstSync === null && status.lastSyncAt !== null;
    },
    undefined,
    { timeout: 10 * 60_000, polling: 100 },
  );
  const replicaGoods = await page.evaluate(async () => {
    const db = (globalThis as unknown as PageWindow).noctuaReplica?.get()?.db;
    return db ? db.goods.count() : 0;
  });
  console.log(`replica: ${replicaGoods} goods`);

  await page.goto(`${server.url}/noctua/logged/inventarios/conteo`);
  await page.getByTestId('count-location').first().click();
  await page.getByTestId('count-start-button').click();
  const opened = performance.now();
  await page.getByTestId('count-line').first().waitFor();
  console.log(
    `count screen with ${replicaGoods} goods: first rows after ${(performance.now() - opened).toFixed(0)} ms (wall, incl. navigation)`,
  );
  console.log(`rows in the DOM: ${await page.getByTestId('count-line').count()} of ${replicaGoods}`);
  await installHarness(page);

  // ── baseline: a bare <input> outside React on the same page — what one frame costs here ──
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('data-testid', 'bench-bare');
    input.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:99999;width:200px';
    document.body.append(input);
  });
  const bare = page.getByTestId('bench-bare');
  const bareMs: number[] = [];
  await bare.click();
  while (bareMs.length < SAMPLES) {
    const typed = `${await bare.inputValue()}x`;
    bareMs.push(await measure(page, BARE_ECHO, typed, () => page.keyboard.press('x')));
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => document.querySelector('[data-testid="bench-bare"]')?.remove());

  // ── search: type queries key by key, like a person (80 ms apart), then clear ──
  const search = page.getByTestId('count-search');
  const QUERIES = ['fernet andino', 'gin 750', 'whisky sierra 1000', 'ron pampa', 'vodka', 'licor del sur 500', 'ben-01'];
  const searchMs: number[] = [];
  const echoMs: number[] = [];
  let q = 0;
  while (searchMs.length < SAMPLES) {
    const query = QUERIES[q++ % QUERIES.length] as string;
    await search.fill('');
    await page.locator('[data-testid="count-lines"][data-query=""]').waitFor();
    await search.click();
    let typed = '';
    for (const ch of query) {
      typed += ch;
      const key = ch === ' ' ? 'Space' : ch;
      echoMs.push(await measure(page, SEARCH_ECHO, typed, () => page.keyboard.down(key)));
      await page.keyboard.up(key);
      // The list follows a deferred value: time it on the next key (same query, new key).
      typed = typed.slice(0, -1);
      await page.keyboard.press('Backspace');
      await page
        .locator(`[data-testid="count-lines"][data-query="${typed}"], [data-testid="count-empty"][data-query="${typed}"]`)
        .first()
        .waitFor();
      typed += ch;
      searchMs.push(await measure(page, LIST_SHOWS, typed, () => page.keyboard.press(key)));
      await page.waitForTimeout(80);
      if (searchMs.length >= SAMPLES) break;
    }
  }
  await search.fill('');
  await page.locator('[data-testid="count-lines"][data-query=""]').waitFor();

  // ── quantity: digits typed into count fields, and taps on + ──
  const digitMs: number[] = [];
  const plusMs: number[] = [];
  const plusShownMs: number[] = [];
  const rows = page.getByTestId('count-line');
  for (let i = 0; digitMs.length < SAMPLES; i++) {
    const row = rows.nth(i % 8);
    const input = row.getByTestId('quantity-input');
    await input.click();
    await input.press('ControlOrMeta+a');
    let typed = '';
    for (const digit of ['1', '2', '3']) {
      typed += digit;
      digitMs.push(await measure(page, FIELD_SHOWS, typed, () => page.keyboard.press(digit)));
      await page.waitForTimeout(60);
    }
    await input.press('Enter');
    await page.waitForTimeout(50);
  }
  for (let i = 0; plusMs.length < SAMPLES || plusShownMs.length < SAMPLES; i++) {
    const row = rows.nth(i % 8);
    const id = (await row.getAttribute('data-good-id')) as string;
    const before = await row.getByTestId('quantity-input').inputValue();
    const next = String((Number(before.replace(',', '.')) || 0) + 1).replace('.', ',');
    const plus = row.getByTestId('quantity-plus');
    await plus.scrollIntoViewIfNeeded();
    // Alternately: until the new value shows, and until it is saved (Dexie, outbox, live query).
    if (i % 2 === 0) plusShownMs.push(await measure(page, VALUE_SHOWN, `${id}|${next}`, () => plus.click()));
    else plusMs.push(await measure(page, ROW_SAVED, `${id}|${next}`, () => plus.click()));
    await page.locator(`[data-testid="count-line"][data-good-id="${id}"][data-saved="${next.replace(',', '.')}"]`).waitFor();
    await page.waitForTimeout(60);
  }

  console.log('');
  console.log(`keystroke-to-render, ${replicaGoods} goods, tablet 820×1180 (goal p95 ≤ 16 ms):`);
  console.log(summary('baseline: bare <input>, no React (frame floor)', bareMs));
  console.log(summary('search box echo (the typed key shown)', echoMs));
  console.log(summary('search → filtered list on screen', searchMs));
  console.log(summary('count field: digit typed → shown', digitMs));
  console.log(summary('count field: tap + → new value shown', plusShownMs));
  console.log(summary('count field: tap + → saved in Dexie and shown', plusMs));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
