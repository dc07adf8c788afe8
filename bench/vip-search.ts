// Benchmark of search-as-you-type on the VIP cards screen (issue 7) in headless chromium with
// 50,000 cards in the replica: how long from a keystroke in the search box until the filtered list
// is painted (goal p95 ≤ 16 ms, one frame). It prints figures only and asserts nothing (timings
// depend on the machine).
// "Painted" = the frame after the list shows the typed query (the list's data-query attribute):
// requestAnimationFrame, then a message posted from it (runs after that frame's paint). Start =
// the key event's timestamp. A bare <input> outside React gives the frame floor of this machine.
//   npx tsx bench/vip-search.ts
// Data: a fresh PGlite dir seeded by the server (demo venue, ~2,000 cards, synced to the replica
// as usual), then generated cards bulk-put straight into the user's replica IndexedDB up to
// 50,000 (realistic names, documents and phones; the venue's card types) — the screen reads the
// replica, so this is what it sees after the first sync of a large venue. BENCH_SAMPLES (default
// 150) sets the keystrokes measured; NOCTUA_STATIC_DIR serves another build than dist/.
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { type PageWindow, signInThroughUi, waitForFirstSync } from '../tests/e2e/replica-page';
import { startServer, tempDataDir } from '../tests/e2e/server-process';
import { BARE_ECHO, ensureBuild, measure, summary } from './lib/frame-timing';

const EMAIL = 'vip@noctua.test';
const PASSWORD = 'noctua2026';
const TOTAL_CARDS = 50_000;
const SAMPLES = Number.parseInt(process.env.BENCH_SAMPLES ?? '', 10) || 150;

const staticDir = ensureBuild();
const dataDir = tempDataDir('noctua-bench-vip-');
console.log(`VIP search benchmark: PGlite in ${dataDir} (removed afterwards), ${TOTAL_CARDS} cards in the replica`);
const server = await startServer({ dataDir, env: { NOCTUA_STATIC_DIR: staticDir }, timeoutMs: 10 * 60_000 });
const browser = await launchBrowser();

/** Adds generated cards to the replica of the signed-in user until it holds `total`. */
async function fillReplica(page: Page, total: number): Promise<number> {
  return page.evaluate(async (wanted) => {
    type Table = {
      count(): Promise<number>;
      toArray(): Promise<{ id: string; version?: number }[]>;
      bulkPut(rows: unknown[]): Promise<unknown>;
    };
    const db = (globalThis as unknown as PageWindow).noctuaReplica?.get()?.db as unknown as {
      vipCards: Table;
      vipCardTypes: Table;
    };
    const types = (await db.vipCardTypes.toArray()).map((t) => t.id);
    const have = await db.vipCards.count();
    const FIRST = [
      'Valentina',
      'Martín',
      'Sofía',
      'Mateo',
      'Camila',
      'Joaquín',
      'Lucía',
      'Tomás',
      'Julieta',
      'Agustín',
      'Mía',
      'Benjamín',
      'Catalina',
      'Santiago',
      'Renata',
      'Nicolás',
      'Abril',
      'Facundo',
      'Delfina',
      'Ignacio',
    ];
    const LAST = [
      'González',
      'Rodríguez',
      'Gómez',
      'Fernández',
      'López',
      'Díaz',
      'Martínez',
      'Pérez',
      'García',
      'Sánchez',
      'Romero',
      'Sosa',
      'Torres',
      'Álvarez',
      'Ruiz',
      'Ramírez',
      'Flores',
      'Acosta',
      'Benítez',
      'Medina',
      'Herrera',
      'Suárez',
      'Aguirre',
      'Giménez',
      'Gutiérrez',
      'Pereyra',
      'Rojas',
      'Molina',
      'Castro',
      'Ortiz',
    ];
    const STATUSES = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'blocked', 'lost'];
    const rows: unknown[] = [];
    for (let i = 0; have + rows.length < wanted; i++) {
      const n = 60_000_000 + i;
      const first = FIRST[i % FIRST.length] as string;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
      const last2 = LAST[(i * 7) % LAST.length] as string;
      rows.push({
        id: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
        version: 1,
        venueId: '',
        number: String(n),
        holderName: `${first} ${last} ${last2}`,
        holderDocument: String(20_000_000 + ((i * 7919) % 30_000_000)),
        holderPhone: `+54 9 11 ${String(3000 + (i % 6000)).padStart(4, '0')}-${String((i * 37) % 10_000).padStart(4, '0')}`,
        holderEmail: '',
        userId: null,
        cardTypeId: types[i % types.length],
        status: STATUSES[i % STATUSES.length],
        creditLimit: i % 4 === 0 ? 50_000_000 : 0,
        balance: ((i * 104_729) % 20_000_000) - 2_000_000,
        lastMovementAt: new Date(Date.UTC(2026, 10, 22) - (i % 400) * 86_400_000).toISOString(),
        replacedById: null,
        updatedAt: new Date().toISOString(),
      });
    }
    for (let i = 0; i < rows.length; i += 5000) await db.vipCards.bulkPut(rows.slice(i, i + 5000));
    return db.vipCards.count();
  }, total);
}

async function installHarness(page: Page) {
  await page.evaluate(() => {
    const w = globalThis as unknown as { __bench: { start: number } };
    w.__bench = { start: 0 };
    document.addEventListener(
      'keydown',
      (e) => {
        w.__bench.start = e.timeStamp;
      },
      true,
    );
  });
}

/** The list shows the query: its attribute follows the rendered result, and its rows are in the DOM. */
const LIST_SHOWS = `(q) => {
  const el = document.querySelector('[data-testid="vip-card-list"]');
  return !!el && el.getAttribute('data-query') === q;
}`;

try {
  const context = await browser.newContext({ locale: 'es-AR', viewport: { width: 820, height: 1180 } });
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  await signInThroughUi(page, server.url, EMAIL, PASSWORD);
  await waitForFirstSync(page, 10 * 60_000);
  const t0 = performance.now();
  const cards = await fillReplica(page, TOTAL_CARDS);
  console.log(`replica: ${cards} cards (generated ones written in ${(performance.now() - t0).toFixed(0)} ms)`);

  const opened = performance.now();
  await page.goto(`${server.url}/noctua/logged/servicioVIP/tarjvip`);
  await page.locator(`[data-testid="vip-card-list"][data-count="${cards}"]`).waitFor({ timeout: 60_000 });
  console.log(
    `cards screen with ${cards} cards: list after ${(performance.now() - opened).toFixed(0)} ms (wall, incl. navigation)`,
  );
  console.log(`rows in the DOM: ${await page.getByTestId('vip-card-row').count()} of ${cards}`);
  await installHarness(page);

  // ── baseline: a bare <input> outside React on the same page ──
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.setAttribute('data-testid', 'bench-bare');
    input.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:99999;width:200px';
    document.body.append(input);
  });
  const bare = page.getByTestId('bench-bare');
  const bareMs: number[] = [];
  await bare.click();
  while (bareMs.length < 60) {
    const typed = `${await bare.inputValue()}x`;
    bareMs.push(await measure(page, BARE_ECHO, typed, () => page.keyboard.press('x')));
    await page.waitForTimeout(30);
  }
  await page.evaluate(() => document.querySelector('[data-testid="bench-bare"]')?.remove());

  // ── search: queries typed key by key like a person (80 ms apart), then cleared ──
  const search = page.getByTestId('vip-card-search');
  const QUERIES = [
    'valentina gonzalez',
    'garcia',
    '600012',
    'sofia rojas',
    '11 3',
    'martin',
    'lucia perez',
    '2000',
    'benitez ab',
  ];
  const searchMs: number[] = [];
  const firstKeyMs: number[] = [];
  let q = 0;
  while (searchMs.length < SAMPLES) {
    const query = QUERIES[q++ % QUERIES.length] as string;
    await search.fill('');
    await page.locator('[data-testid="vip-card-list"][data-query=""]').waitFor();
    await search.click();
    let typed = '';
    for (const ch of query) {
      typed += ch;
      const key = ch === ' ' ? 'Space' : ch;
      const ms = await measure(page, LIST_SHOWS, typed, () => page.keyboard.press(key));
      // The first key scans all 50,000 cards; later keys rescan only the previous matches.
      (typed.length === 1 ? firstKeyMs : searchMs).push(ms);
      await page.waitForTimeout(80);
      if (searchMs.length >= SAMPLES) break;
    }
  }
  const all = [...firstKeyMs, ...searchMs];

  console.log('');
  console.log(`keystroke-to-paint, ${cards} cards, tablet 820×1180 (goal p95 ≤ 16 ms):`);
  console.log(summary('baseline: bare <input>, no React (frame floor)', bareMs));
  console.log(summary('search → filtered list painted (all keys)', all));
  console.log(summary('  first key of a query (full scan)', firstKeyMs));
  console.log(summary('  following keys (narrowing)', searchMs));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
