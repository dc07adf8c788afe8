// After `vite build` (npm run build): dist/login.html, the login page prerendered (issue 20). The
// server sends it for /noctua/ and /noctua/auth/login to a browser without the service worker (a
// first visit, a phone that never installed the app): the form, its styles and the brand panel are
// in the HTML, so they paint after one round trip instead of after ~220 KiB of JavaScript has run.
// The page loads no script but one small inline one (src/app/prerender/static-first.ts): the app —
// its entry and the login screen's chunks, listed on the page — is fetched and started on the
// first touch, key press or submit (Lighthouse mobile: 0.50 → 1.00 with this, 0.92 when the
// scripts were prefetched with the page: their arrival kept a phone's main thread busy).
//
// - The markup is src/app/prerender/login.tsx rendered with React's renderToString through Vite's
//   SSR loader (the same components, theme and Spanish catalog as the live page); emotion's
//   <style> elements move to <head>; `autofocus` goes (focusing the field would start the app).
// - Everything else is dist/index.html's: its head (theme snippet, icons), without its scripts.
//
// Usage: node scripts/prerender-login.mjs   (after vite build; writes dist/login.html)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { createServer } from 'vite';
import { closure } from './check-bundle-budget.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/** The login page's markup, rendered by the app's own components, its title and "signing in" text. */
async function renderPage() {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  const vite = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const { renderLoginPage } = await vite.ssrLoadModule('/src/app/prerender/login.tsx');
    return await renderLoginPage();
  } finally {
    await vite.close();
  }
}

/** static-first.ts as one small module script. */
async function inlineScript() {
  const out = await build({
    entryPoints: [path.join(root, 'src/app/prerender/static-first.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  return out.outputFiles[0].text.trim();
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** public/brand/<name>.svg as a data: address. */
function svgDataUri(name) {
  const svg = readFileSync(path.join(root, 'public', 'brand', `${name}.svg`), 'utf8');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** public/brand/<name>.svg as inline markup with `attributes` (its own size goes: CSS sizes it). */
function inlineSvg(name, attributes) {
  const svg = readFileSync(path.join(root, 'public', 'brand', `${name}.svg`), 'utf8').trim();
  return svg.replace(/<svg([^>]*?) width="\d+" height="\d+"/, `<svg$1 ${attributes}`).replace(/>\s+</g, '><');
}

export async function prerenderLogin() {
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const base = index.match(/<link rel="icon"[^>]*href="([^"]*)favicon/)?.[1] ?? '/noctua/';
  const entryTag = index.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entryTag) throw new Error('dist/index.html has no module entry script');
  const entry = entryTag[1];

  // Fetched with the page, run when the app starts: the login screen and its Spanish messages.
  // What the app needs to show the live form, fetched all at once when it starts (one round trip
  // rather than one per level of imports): the entry's static imports, the login screen, its
  // Spanish messages.
  const modulepreload = /<link rel="modulepreload" crossorigin href="([^"]+\.js)">/g;
  const preload = new Set([...index.matchAll(modulepreload)].map((m) => m[1]));
  for (const key of ['src/features/auth/components/login-page.tsx', 'src/locales/es/messages.po?boot'])
    for (const k of closure(manifest, key)) {
      const url = `${base}${manifest[k].file}`;
      if (url.endsWith('.js') && url !== entry) preload.add(url);
    }
  const { markup: rendered, busyText, title } = await renderPage();

  const styles = [];
  const markup = rendered
    .replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (tag) => {
      styles.push(tag);
      return '';
    })
    .replace(/ autofocus=""/g, '')
    // Without JavaScript the form would submit itself as a GET, the password in the address: a
    // POST to this page goes nowhere (404) and keeps it out of addresses and logs.
    .replace('<form ', '<form method="post" ')
    // The logo: inline in the HTML (both themes' drawings, CSS shows one), not one more request
    // behind the scripts and an image to decode; other brand images as data: addresses. React's
    // preload tags for the images go.
    .replace(/<link rel="preload" as="image" href="[^"]*"\/>/g, '')
    .replace(/<img src="[^"]*\/brand\/noctua-logo\.svg"[^>]*?(class="[^"]*")[^>]*\/>/g, (_, cls) =>
      ['', '-dark'].map((v) => inlineSvg(`noctua-logo${v}`, `${cls} data-theme-only="${v ? 'dark' : 'light'}"`)).join(''),
    )
    .replace(/<img src="[^"]*\/brand\/([a-z-]+)\.svg"/g, (_, name) => `<img src="${svgDataUri(name)}"`);
  if (!markup.includes('<form')) throw new Error('the prerendered login page has no form');

  const html = index
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`)
    .replace(modulepreload, '')
    .replace(entryTag[0], '')
    .replace('</head>', `${styles.join('')}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="prerendered" data-entry="${entry}" data-preload="${[...preload].join(' ')}" data-busy="${escapeAttribute(busyText)}"` +
        ` style="min-height:100dvh">${markup}</div><div id="root"></div>` +
        `<script type="module">${await inlineScript()}</script>`,
    );
  writeFileSync(path.join(dist, 'login.html'), html);
  return { bytes: Buffer.byteLength(html), styles: styles.length, scripts: preload.size + 1 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { bytes, styles, scripts } = await prerenderLogin();
  console.log(
    `dist/login.html: ${(bytes / 1024).toFixed(1)} KiB, ${styles} style elements, ${scripts} scripts on the first touch`,
  );
}
