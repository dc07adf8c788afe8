// The import boundaries of docs/decisions/0001-import-boundaries.md, checked without a parser or
// a dependency so that `npm run lint` fails the moment a file reaches across them. Biome's
// noRestrictedImports matches specifier text, and a relative specifier's text says nothing about
// which folder it lands in, so the check resolves every relative specifier against its file.
//
// Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the repository)
// Prints one line per violation, `file -> target (rule)`, and exits 1 when there is any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCANNED = ['src', 'sw', 'server'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs'];
// Deliberate exceptions, each with its reason: `file -> target` exactly as the report prints it.
const EXCEPTIONS = new Map([
  ['src/contract/version.ts -> package.json', 'the version is JSON data that Vite and tsx inline; no runtime dependency'],
]);
const INVENTORY_SUBAREAS = new Set(['count', 'stock', 'transfers', 'adjustments', 'nightly', 'reports', 'config', 'shared']);

function listFiles(root, dir) {
  const full = path.join(root, dir);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    return [];
  }
  const files = [];
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...listFiles(root, rel));
    else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) files.push(rel);
  }
  return files;
}

// Comments may quote an import as an example; strings are kept so a '//' in a URL survives.
function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const SPECIFIER_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.(?:mock|doMock|importActual)(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
];

export function specifiersOf(source) {
  const text = stripComments(source);
  const found = new Set();
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** The repository-relative path a relative specifier lands on, without its extension. */
function resolveTarget(file, specifier) {
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return joined.replace(/\.(?:[cm]?js|tsx?|mjs)$/, '');
}

function under(p, folder) {
  return p === folder || p.startsWith(`${folder}/`);
}

function segments(p) {
  return p.split('/');
}

/** The rule a file -> target import breaks, or null. Both are repository-relative, target without extension. */
export function ruleBroken(file, target) {
  const [fileTop] = segments(file);
  const client = fileTop === 'src' || fileTop === 'sw';

  // Rule 3: the client never reaches the server; the server reaches the client's contract only.
  if (client && under(target, 'server')) return '3: client code never imports server/';
  if (fileTop === 'server' && (under(target, 'src') || under(target, 'sw')) && !under(target, 'src/contract')) {
    return '3: server code imports only src/contract from src/';
  }

  // Rule 2: lib and contract sit below features, app and routes; contract stands alone.
  if (under(file, 'src/contract') && !under(target, 'src/contract'))
    return '2: src/contract imports nothing outside src/contract';
  if (under(file, 'src/lib') && ['src/features', 'src/app', 'src/routes'].some((f) => under(target, f))) {
    return '2: src/lib never imports features, app or routes';
  }

  // Rule 1: features stand beside each other; so do the inventory sub-areas, sharing through shared/.
  if (under(file, 'src/features') && under(target, 'src/features')) {
    const a = segments(file);
    const b = segments(target);
    if (a[2] !== b[2]) return '1: a feature never imports another feature';
    if (a[2] === 'inventory' && a.length > 4 && b.length > 4) {
      const from = a[3];
      const to = b[3];
      if (INVENTORY_SUBAREAS.has(from) && INVENTORY_SUBAREAS.has(to) && from !== to && to !== 'shared') {
        return '1: an inventory sub-area never imports another sub-area (share through inventory/shared)';
      }
    }
  }

  // Rule 4: infrastructure below domain below routes.
  if (under(file, 'server/lib') && (under(target, 'server/routes') || under(target, 'server/domain'))) {
    return '4: server/lib never imports server/routes or server/domain';
  }
  if (under(file, 'server/domain') && under(target, 'server/routes')) return '4: server/domain never imports server/routes';

  // Rule 5: one resource uses another only through its service (the sync registry: its commands too).
  if (under(file, 'server/routes') && under(target, 'server/routes')) {
    const a = segments(file);
    const b = segments(target);
    if (a.length > 3 && b.length > 3 && a[2] !== b[2]) {
      const name = b[b.length - 1];
      if (name.endsWith('.service')) return null;
      if (a[2] === 'sync' && name.endsWith('.commands')) return null;
      return "5: a resource imports another resource's *.service.ts only";
    }
  }
  return null;
}

export function checkBoundaries(root) {
  const violations = [];
  for (const dir of SCANNED) {
    for (const file of listFiles(root, dir)) {
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const specifier of specifiersOf(source)) {
        if (!specifier.startsWith('.')) continue;
        const target = resolveTarget(file, specifier);
        const rule = ruleBroken(file, target);
        if (rule && !EXCEPTIONS.has(`${file} -> ${target}`)) violations.push(`${file} -> ${target} (${rule})`);
      }
    }
  }
  return violations.sort();
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`check-boundaries: ${root} is not a directory`);
    process.exit(2);
  }
  const violations = checkBoundaries(root);
  for (const line of violations) console.log(line);
  if (violations.length > 0) {
    console.error(`check-boundaries: ${violations.length} import(s) cross a boundary (docs/decisions/0001-import-boundaries.md)`);
    process.exit(1);
  }
}
