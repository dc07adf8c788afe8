// After the client build (npm run build): a brotli (`.br`) and a gzip (`.gz`) copy of every text
// file in dist/ that compresses, written once at their best settings. The server sends them as
// they are (serveStatic's `precompressed`) instead of gzipping each asset again for each request:
// a first visit's precache fetches ~300 files (4 MB) while the first sync runs, and that gzip was
// CPU the snapshot's pages and the browser's writes waited for. Brotli is also ~15 % smaller than
// gzip on the wire for the login page's scripts.
//
// Usage: node scripts/precompress.mjs [dir]   (default dist/; prints what it wrote)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));

/**
 * What the server would compress (hono's COMPRESSIBLE_CONTENT_TYPE_REGEX, by extension). Source
 * maps are left out: they are not published (NOCTUA_SERVE_SOURCEMAPS=1 sends them gzipped as before).
 */
const TEXT = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml)$/;
/** Files compressed at once (zlib's thread pool has 4 threads). */
const PARALLEL = 4;
/** Files smaller than this are sent as they are (the server's own threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(at) {
  for (const entry of readdirSync(at, { withFileTypes: true })) {
    const full = path.join(at, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const started = performance.now();
let count = 0;
let raw = 0;
let br = 0;
let gzipped = 0;
const queue = [...files(dir)].filter((file) => statSync(file).size >= MIN_BYTES);
async function worker() {
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const data = readFileSync(file);
    const size = data.length;
    const [b, g] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    // A copy that is not smaller is not worth a second file.
    if (b.length < size) writeFileSync(`${file}.br`, b);
    if (g.length < size) writeFileSync(`${file}.gz`, g);
    count++;
    raw += size;
    br += Math.min(b.length, size);
    gzipped += Math.min(g.length, size);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${count} files in ${path.relative(root, dir) || '.'}: ${kib(raw)} → brotli ${kib(br)}, gzip ${kib(gzipped)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
