// npm run bench:web — what the browser downloads: the gzip size of the JavaScript a cold visit to
// the login page loads (goal ≤ 180 KiB), and of what each screen adds when opened from the
// signed-in shell (goal ≤ 50 KiB a lazy route). Measured in Debian chromium against the real
// server and the production build (built first if dist/ is missing); service workers are
// blocked so every byte comes over the network. Prints figures, asserts nothing.
// Lighthouse is not installed in this project: the note says so instead of a score.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NAV_ENTRIES } from '../src/contract/navigation';
import { launchBrowser } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/server-process';

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
  const initial = [...loaded];
  const initialGzip = initial.reduce((sum, p) => sum + gzipSize(p), 0);
  console.log('\nnpm run bench:web');
  console.log(`  login page, cold: ${initial.length} scripts, ${kib(initialGzip)} gzip (goal ≤ 180 KiB)`);

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
  console.log('  Lighthouse: not installed in this project (no mobile performance score measured)');
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
