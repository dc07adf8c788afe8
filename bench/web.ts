// npm run bench:web — what the browser downloads: the gzip size of the JavaScript a cold visit to
// the login page loads before it is touched (none: it is prerendered HTML) and once touched (goal
// ≤ 180 KiB), and of what each screen adds when opened from the
// signed-in shell (goal ≤ 50 KiB a lazy route). Measured in Debian chromium against the real
// server and the production build (built first if dist/ is missing); service workers are
// blocked so every byte comes over the network. Prints figures, asserts nothing.
// Lighthouse (a dev dependency, pinned to 12.2.3: 13 wants Node 22) runs a mobile audit of the
// login page: performance, FCP, LCP, TBT. The stable sizes (from the build's manifest) are those
// of scripts/check-bundle-budget.mjs, which CI enforces. Each figure is also a BENCH line.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
// @ts-expect-error: a plain .mjs script without types (scripts/check-bundle-budget.mjs)
import { measure } from '../scripts/check-bundle-budget.mjs';
import { NAV_ENTRIES } from '../src/contract/navigation';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, launchBrowser } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/server-process';
import { reportFigure } from './lib/report';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'index.html'))) execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });

const gzipOf = new Map<string, number>();
function gzipSize(urlPath: string): number {
  const cached = gzipOf.get(urlPath);
  if (cached !== undefined) return cached;
  const file = path.join(dist, urlPath.replace(/^\/noctua\//, ''));
  const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  gzipOf.set(urlPath, size);
  return size;
}
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * A Lighthouse mobile run of the login page (its default: a Moto G Power's screen, simulated slow
 * 4G and 4× CPU slowdown) with Debian chromium and the house flags. LIGHTHOUSE_BIN overrides the
 * dev dependency's CLI. Answers this machine's benchmark index (undefined when it could not run).
 */
function lighthouse(url: string): number | undefined {
  const bin = process.env.LIGHTHOUSE_BIN ?? path.join(root, 'node_modules/.bin/lighthouse');
  if (!existsSync(bin)) {
    console.log('  Lighthouse: not installed (npm install, or LIGHTHOUSE_BIN=/path/to/lighthouse)');
    return undefined;
  }
  const out = path.join(dist, '..', '.lighthouse.json');
  try {
    execFileSync(
      bin,
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_EXECUTABLE }, stdio: 'inherit', timeout: 300_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      environment?: { benchmarkIndex?: number };
      categories: { performance: { score: number } };
      audits: Record<string, { displayValue?: string; numericValue?: number }>;
    };
    const a = (id: string) => report.audits[id]?.displayValue ?? '-';
    const ms = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    reportFigure({
      figure: 'Lighthouse mobile: login performance',
      value: report.categories.performance.score,
      unit: 'score',
      min: 0.95,
    });
    reportFigure({ figure: 'Lighthouse mobile: login FCP', value: ms('first-contentful-paint'), unit: 'ms' });
    reportFigure({ figure: 'Lighthouse mobile: login LCP', value: ms('largest-contentful-paint'), unit: 'ms', max: 1800 });
    reportFigure({ figure: 'Lighthouse mobile: login TBT', value: ms('total-blocking-time'), unit: 'ms', max: 100 });
    console.log(
      `  Lighthouse mobile (login): performance ${Math.round(report.categories.performance.score * 100)} (goal ≥ 95), ` +
        `LCP ${a('largest-contentful-paint')} (≤ 1.8 s), TBT ${a('total-blocking-time')} (≤ 100 ms), FCP ${a('first-contentful-paint')}`,
    );
    // What the ×4 slowdown stands for on this machine: Lighthouse's benchmark index of its CPU
    // (DevTools' calibration takes 1,000 for a mid-tier phone, a Pixel 5, and 264 for a low-tier
    // one, a Moto G4 Power 2022). The slowed machine is about the index divided by 4.
    const index = report.environment?.benchmarkIndex;
    if (index) {
      reportFigure({ figure: 'Lighthouse benchmark index of this machine (unthrottled)', value: index, unit: 'index' });
      console.log(
        `  this machine's Lighthouse benchmark index: ${Math.round(index)}; under the ×4 slowdown about ${Math.round(index / 4)} (mid-tier phone 1,000, low-tier 264)`,
      );
    }
    return index;
  } catch (error) {
    console.log(`  Lighthouse: the run failed (${(error as Error).message})`);
    return undefined;
  } finally {
    rmSync(out, { force: true });
  }
}

/**
 * The screens with charts (issue 39 goal 6), signed in, on a phone under Lighthouse's mobile
 * throttling (150 ms round trips, 1.6 Mbit/s down, CPU ×4), with the app's files cached (as the
 * service worker keeps them for a signed-in user; median of three loads) and with an empty cache:
 * the screen's own LCP (goal ≤ 2.5 s), when its figures showed and when its first chart drew — the
 * charts (recharts, their own chunk) must follow the figures, not hold them back. With this
 * machine's benchmark index, the cached case again with the CPU slowed to a mid-tier phone's
 * (DevTools' calibration: index 1,000, a Pixel 5), so that the figure does not depend on how fast
 * the machine running the bench happens to be.
 */
async function chartScreensLcp(signedIn: BrowserContext, baseUrl: string, benchmarkIndex: number | undefined): Promise<void> {
  const screens = [
    { name: 'balance sheet', path: '/noctua/logged/gerencia/balancesheet', figures: '[data-testid="balance-headline"]' },
    { name: 'cash reports', path: '/noctua/logged/cashFlow/reportes', figures: '[data-testid="reports-page"]' },
  ];
  const midTier = benchmarkIndex ? Math.max(1, benchmarkIndex / 1000) : undefined;
  const cases = [
    { cold: false, rate: 4, runs: 3, label: 'app cached, CPU ×4' },
    { cold: true, rate: 4, runs: 1, label: 'empty cache, CPU ×4' },
    ...(midTier
      ? [{ cold: false, rate: midTier, runs: 3, label: `app cached, CPU ×${midTier.toFixed(1)} (mid-tier phone)` }]
      : []),
  ];
  console.log(
    '  screens with charts, signed in, mobile network (goal LCP ≤ 2.5 s with the app cached, as the service worker keeps it, CPU ×4):',
  );
  for (const screen of screens) {
    for (const { cold, rate, runs, label } of cases) {
      const loads: { lcp: number; figuresAt: number; chartAt: number | null }[] = [];
      for (let run = 0; run < runs; run++) loads.push(await loadOnce(signedIn, baseUrl, screen, cold, rate));
      const median = [...loads].sort((a, b) => a.lcp - b.lcp)[Math.floor(loads.length / 2)] as (typeof loads)[number];
      const range = runs > 1 ? ` (${loads.map((l) => (l.lcp / 1000).toFixed(2)).join(', ')})` : '';
      console.log(
        `    ${screen.name.padEnd(14)} ${label.padEnd(40)} LCP ${(median.lcp / 1000).toFixed(2)} s${range}, figures at ${(median.figuresAt / 1000).toFixed(2)} s, first chart at ${median.chartAt === null ? '-' : `${(median.chartAt / 1000).toFixed(2)} s`}`,
      );
      reportFigure({
        figure: `${screen.name} LCP (signed in, mobile network, ${label}${runs > 1 ? ', median' : ''})`,
        value: median.lcp,
        unit: 'ms',
        ...(!cold && rate === 4 ? { max: 2500 } : {}),
      });
    }
  }
}

async function loadOnce(
  signedIn: BrowserContext,
  baseUrl: string,
  screen: { path: string; figures: string },
  cold: boolean,
  rate: number,
): Promise<{ lcp: number; figuresAt: number; chartAt: number | null }> {
  const page = await signedIn.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await signedIn.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __lcp: number; __chartAt: number | null };
    w.__lcp = 0;
    w.__chartAt = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver(() => {
      if (w.__chartAt === null && document.querySelector('svg.recharts-surface')) w.__chartAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${baseUrl}${screen.path}`);
  await page.locator(screen.figures).first().waitFor({ timeout: 120_000 });
  const figuresAt = await page.evaluate(() => performance.now());
  await page
    .locator('svg.recharts-surface')
    .first()
    .waitFor({ timeout: 120_000 })
    .catch(() => {});
  // LCP is final once the page stops painting larger things: give it a moment after the chart.
  await page.waitForTimeout(1500);
  const { lcp, chartAt } = await page.evaluate(() => {
    const w = globalThis as unknown as { __lcp: number; __chartAt: number | null };
    return { lcp: w.__lcp, chartAt: w.__chartAt };
  });
  await page.close();
  return { lcp, figuresAt, chartAt };
}

const server = await startServer({ timeoutMs: 300_000 });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) loaded.add(url.pathname);
  });

  await page.goto(`${server.url}/noctua/auth/login`, { waitUntil: 'networkidle' });
  const untouched = [...loaded];
  const untouchedGzip = untouched.reduce((sum, p) => sum + gzipSize(p), 0);
  console.log('\nnpm run bench:web');
  // The prerendered page (dist/login.html) runs no script until touched; the first touch fetches
  // and starts the app, and the live form takes the static one's place.
  console.log(`  login page, cold, until touched: ${untouched.length} scripts, ${kib(untouchedGzip)} gzip`);
  reportFigure({ figure: 'login page JS before the first touch (cold)', value: untouchedGzip / 1024, unit: 'KiB' });
  await page.getByLabel('Usuario').first().focus();
  await page.waitForFunction(() => !document.getElementById('prerendered'), undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const initial = [...loaded];
  const initialGzip = initial.reduce((sum, p) => sum + gzipSize(p), 0);
  console.log(
    `  login page, cold, once touched, every script until the network is idle (lazy ones after the first render too): ${initial.length} scripts, ${kib(initialGzip)} gzip`,
  );
  reportFigure({ figure: 'login page JS once touched, until network idle (cold)', value: initialGzip / 1024, unit: 'KiB' });
  // The stable figures of the build (the CI budget, scripts/check-bundle-budget.mjs).
  const budget = measure(dist);
  console.log(
    `  build manifest: login route ${kib(budget.loginRoute.bytes)} (entry + modulepreloads; goal ≤ 180 KiB), first render ${kib(budget.loginRoute.firstRender)}, largest lazy chunk ${kib(budget.largestLazy?.bytes ?? 0)} (goal ≤ 50 KiB)`,
  );
  reportFigure({
    figure: 'login route JS (entry + modulepreloads)',
    value: budget.loginRoute.bytes / 1024,
    unit: 'KiB',
    max: 180,
  });
  reportFigure({
    figure: 'login page first render JS (+ screen + boot catalog)',
    value: budget.loginRoute.firstRender / 1024,
    unit: 'KiB',
  });
  reportFigure({ figure: 'largest lazy chunk', value: (budget.largestLazy?.bytes ?? 0) / 1024, unit: 'KiB', max: 50 });

  await page.getByLabel('Usuario').fill('admin@noctua.test');
  await page.getByLabel('Contraseña', { exact: true }).fill('noctua2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/noctua/logged/'), { timeout: 60_000 });
  await page.getByTestId('user-menu-trigger').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');

  // The signed-in shell (layout, sidebar, top bar) as loaded on home: what every route shares.
  const shell = new Set(loaded);
  const rows: { path: string; scripts: number; gzip: number }[] = [];
  for (const entry of NAV_ENTRIES) {
    if (entry.path.includes('$')) continue;
    const seen = new Set<string>();
    const track = (response: { url(): string }) => {
      const p = new URL(response.url()).pathname;
      if (p.endsWith('.js')) seen.add(p);
    };
    page.on('response', track);
    await page.goto(`${server.url}/noctua${entry.path}`, { waitUntil: 'networkidle' }).catch(() => {});
    page.off('response', track);
    const added = [...seen].filter((p) => !shell.has(p));
    rows.push({ path: entry.path, scripts: added.length, gzip: added.reduce((s, p) => s + gzipSize(p), 0) });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const over = rows.filter((r) => r.gzip > 50 * 1024);
  console.log(
    `  signed-in shell on home: ${kib([...shell].filter((p) => !initial.includes(p)).reduce((s, p) => s + gzipSize(p), 0))} gzip beyond the login page`,
  );
  console.log('  lazy routes (JS a route adds beyond the signed-in shell), largest first:');
  for (const r of rows.slice(0, 12))
    console.log(`    ${r.path.padEnd(48)} ${String(r.scripts).padStart(2)} scripts ${kib(r.gzip)}`);
  console.log(
    `  ${rows.length} routes; over the 50 KiB goal: ${over.length === 0 ? 'none' : over.map((r) => r.path).join(', ')}`,
  );
  reportFigure({
    figure: `largest route beyond the shell (${rows[0]?.path ?? '-'})`,
    value: (rows[0]?.gzip ?? 0) / 1024,
    unit: 'KiB',
    max: 50,
  });
  // Lighthouse first: its benchmark index of this machine calibrates the charts' second run.
  const benchmarkIndex = lighthouse(`${server.url}/noctua/auth/login`);
  await chartScreensLcp(context, server.url, benchmarkIndex);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
