// The bundle budget (issue 20), computed from the build's manifest (dist/.vite/manifest.json):
// sizes are stable from run to run, unlike timings, so CI can fail on them.
//
// - The login route: the entry and its static imports, i.e. the script and every modulepreload of
//   dist/index.html (the figure issue 20 measured: 322 KiB before). Budget 180 KiB gzip.
// - The login page's first render adds the login screen's lazy chunk (with its static imports) and
//   the boot message catalog (the largest locale's) that the entry fetches before rendering. Its
//   ceiling keeps what was won (it was 312 KiB, 217 KiB after issue 20, grown to the old 225 KiB
//   ceiling by session 23; 212.6 KiB once "Recordarme" became a native checkbox — Ark's checkbox
//   machine was 12 KiB of it — so the ceiling is 218 KiB).
// - Every other JavaScript chunk (lazy screens, their shared pieces) is at most 50 KiB gzip. A few
//   libraries a single widget fetches on demand are allowed more, each with its own ceiling, named
//   here so none of them grows (or lands in a screen chunk) unnoticed.
//
// Usage: node scripts/check-bundle-budget.mjs [--json]   (after `npm run build`; exit 1 when over)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KiB = 1024;
export const LOGIN_ROUTE_BUDGET = 180 * KiB;
export const LOGIN_FIRST_RENDER_BUDGET = 218 * KiB;
export const LAZY_CHUNK_BUDGET = 50 * KiB;
/** Lazy chunks of one on-demand library, by the manifest key of what is imported (its start). */
export const LIBRARY_BUDGETS = {
  // recharts + d3: the charts of the cash-flow reports and of the balance sheet, fetched to draw one
  // (the library itself lands in a chunk both share, counted here through their imports).
  'src/features/cashflow/components/report-charts.tsx': 130 * KiB,
  'src/features/gerencia/components/balance-charts.tsx': 130 * KiB,
  // @zxing: the camera barcode reader, fetched when the scanner opens (src/lib/scan/camera-scanner.ts).
  'node_modules/@zxing/browser/': 130 * KiB,
};
/** The route whose component is the login page at the app's root (SPEC §2). */
const LOGIN_ROUTE = 'src/routes/index.tsx?tsr-split=component';
const CATALOG = /^src\/locales\/[^/]+\/messages\.po\?boot$/;

const gzipCache = new Map();
function gzipSize(dist, file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The keys of `key` and of every chunk it imports statically, transitively. */
export function closure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

export function measure(dist = path.resolve('dist')) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run the build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && manifest[k].src === 'index.html');
  if (!entryKey) throw new Error('no index.html entry in the build manifest');
  const isJs = (key) => manifest[key].file.endsWith('.js');

  const entry = closure(manifest, entryKey);
  const catalogs = Object.keys(manifest).filter((k) => CATALOG.test(k));
  if (catalogs.length === 0) throw new Error('no message catalog chunk in the build manifest');
  const catalogSize = (k) =>
    [...closure(manifest, k)].filter((c) => !entry.has(c)).reduce((s, c) => s + gzipSize(dist, manifest[c].file), 0);
  const largestCatalog = catalogs.reduce((a, b) => (catalogSize(b) > catalogSize(a) ? b : a));
  const login = new Set([...entry, ...closure(manifest, LOGIN_ROUTE), ...closure(manifest, largestCatalog)]);
  const part = (keys) => [...keys].filter(isJs).reduce((s, k) => s + gzipSize(dist, manifest[k].file), 0);
  const loginRoute = {
    bytes: part(entry),
    files: [...entry].filter(isJs).length,
    firstRender: part(login),
    firstRenderFiles: [...login].filter(isJs).length,
    screen: part([...closure(manifest, LOGIN_ROUTE)].filter((k) => !entry.has(k))),
    catalog: catalogSize(largestCatalog),
  };

  // A library's chunks: its start and every chunk the start imports that the login page does not load.
  const libraryBudgets = new Map();
  for (const [start, budget] of Object.entries(LIBRARY_BUDGETS)) {
    for (const key of Object.keys(manifest).filter((k) => k.startsWith(start))) {
      for (const c of closure(manifest, key)) if (!login.has(c) && !libraryBudgets.has(c)) libraryBudgets.set(c, budget);
    }
  }
  const lazy = Object.keys(manifest)
    .filter((k) => isJs(k) && !login.has(k))
    .map((k) => {
      const name = manifest[k].name ?? k;
      const library = libraryBudgets.get(k);
      return {
        key: k,
        file: manifest[k].file,
        name,
        library: library !== undefined,
        bytes: gzipSize(dist, manifest[k].file),
        budget: library ?? LAZY_CHUNK_BUDGET,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const screenChunks = lazy.filter((c) => !c.library);
  return { loginRoute, lazy, largestLazy: screenChunks[0] ?? null, libraries: lazy.filter((c) => c.library) };
}

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    process.exit(0);
  }
  const problems = [];
  const { loginRoute, largestLazy, libraries } = result;
  console.log(
    `login route JS (entry + modulepreloads): ${kib(loginRoute.bytes)} gzip in ${loginRoute.files} files (budget ${kib(LOGIN_ROUTE_BUDGET)})`,
  );
  console.log(
    `login page first render: ${kib(loginRoute.firstRender)} gzip in ${loginRoute.firstRenderFiles} files ` +
      `(ceiling ${kib(LOGIN_FIRST_RENDER_BUDGET)}): + login screen ${kib(loginRoute.screen)}, + boot catalog ${kib(loginRoute.catalog)}`,
  );
  if (loginRoute.bytes > LOGIN_ROUTE_BUDGET)
    problems.push(`the login route is ${kib(loginRoute.bytes)} (> ${kib(LOGIN_ROUTE_BUDGET)})`);
  if (loginRoute.firstRender > LOGIN_FIRST_RENDER_BUDGET)
    problems.push(`the login page's first render is ${kib(loginRoute.firstRender)} (> ${kib(LOGIN_FIRST_RENDER_BUDGET)})`);
  if (largestLazy)
    console.log(`largest lazy chunk: ${largestLazy.file} ${kib(largestLazy.bytes)} gzip (budget ${kib(LAZY_CHUNK_BUDGET)})`);
  for (const lib of libraries)
    console.log(`on-demand library ${lib.key}: ${lib.file} ${kib(lib.bytes)} gzip (budget ${kib(lib.budget)})`);
  for (const c of result.lazy) if (c.bytes > c.budget) problems.push(`${c.file} is ${kib(c.bytes)} (> ${kib(c.budget)})`);
  for (const p of problems) console.error(`over budget: ${p}`);
  if (problems.length > 0) process.exit(1);
  console.log('bundle budget: ok');
}
