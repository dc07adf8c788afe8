// The import boundaries of docs/decisions/0001-import-boundaries.md, checked without a parser or
// a dependency so that `npm run lint` fails the moment a file reaches across them. Biome's
// noRestrictedImports matches specifier text, and a relative specifier's text says nothing about
// which folder it lands in, so the check resolves every relative specifier against its file.
//
// It also checks where offline commands live (docs/decisions/0006-offline-command-modules.md):
// each command's contract, local effect and server handler with its feature, registered by it,
// and no central file naming a command.
//
// Usage: node scripts/check-boundaries.mjs [root]   (root defaults to the repository)
// Prints one line per violation, `file -> target (rule)` or `file: what (rule)`, and exits 1 when
// there is any.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCANNED = ['src', 'sw', 'server'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs'];
// Deliberate exceptions, each with its reason: `file -> target` exactly as the report prints it.
const EXCEPTIONS = new Map([
  ['src/contract/version.ts -> package.json', 'the version is JSON data that Vite and tsx inline; no runtime dependency'],
  [
    'src/lib/sync/known-commands.ts -> src/features/**/commands/*.ts',
    "the sync machinery loads the features' offline commands by convention, naming none (0006)",
  ],
]);
const INVENTORY_SUBAREAS = new Set([
  'count',
  'stock',
  'transfers',
  'adjustments',
  'nightly',
  'reports',
  'config',
  'purchasing',
  'shared',
]);

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

/** The patterns of `import.meta.glob(...)` (a string or an array of them; negations dropped). */
function globsOf(text) {
  const found = [];
  for (const match of text.matchAll(/\bimport\.meta\.glob(?:<[^>]*>)?\(\s*(\[[^\]]*\]|['"][^'"]+['"])/g)) {
    for (const quoted of match[1].matchAll(/['"]([^'"]+)['"]/g)) if (!quoted[1].startsWith('!')) found.push(quoted[1]);
  }
  return found;
}

export function specifiersOf(source) {
  const text = stripComments(source);
  const found = new Set();
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  for (const glob of globsOf(text)) found.add(glob);
  return [...found];
}

/** The repository-relative path a relative specifier lands on, without its extension. */
function resolveTarget(file, specifier) {
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  // A glob keeps its extension: it names files, not one module.
  return joined.includes('*') ? joined : joined.replace(/\.(?:[cm]?js|tsx?|mjs)$/, '');
}

/** A command's contract module: src/features/<area>[/<sub-area>]/commands/<name>.contract (no extension). */
const CONTRACT_MODULE = /^src\/features\/(?:[^/]+\/)+commands\/[^/]+\.contract$/;

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
  if (
    fileTop === 'server' &&
    (under(target, 'src') || under(target, 'sw')) &&
    !under(target, 'src/contract') &&
    !CONTRACT_MODULE.test(target)
  ) {
    return "3: server code imports only src/contract and the features' command contracts from src/";
  }

  // Rule 6: a command's contract is shared with the server, so it stands on the contract alone.
  if (CONTRACT_MODULE.test(file.replace(/\.ts$/, '')) && !under(target, 'src/contract') && !CONTRACT_MODULE.test(target)) {
    return '6: a command contract imports only src/contract and other command contracts';
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

  // Rule 5: one resource uses another only through its service.
  if (under(file, 'server/routes') && under(target, 'server/routes')) {
    const a = segments(file);
    const b = segments(target);
    if (a.length > 3 && b.length > 3 && a[2] !== b[2]) {
      const name = b[b.length - 1];
      if (name.endsWith('.service')) return null;
      return "5: a resource imports another resource's *.service.ts only";
    }
  }
  return null;
}

// ───────────── Offline commands (docs/decisions/0006-offline-command-modules.md) ─────────────

const RULE_7 = '7: an offline command lives with its feature';
/** The folder a command belongs to: src/features/<area>, or src/features/inventory/<sub-area>. */
function featureOf(file) {
  const [, , area, sub] = segments(file);
  return area === 'inventory' && INVENTORY_SUBAREAS.has(sub) ? `src/features/${area}/${sub}` : `src/features/${area}`;
}
const isClientCommand = (file) => /^src\/features\/(?:[^/]+\/)+commands\/[^/]+\.ts$/.test(file) && !file.endsWith('.contract.ts');
const isHandlerFile = (file) =>
  /^server\/routes\/[^/]+\/[^/]+\.commands\.ts$/.test(file) && !file.startsWith('server/routes/sync/');
const calls = (text, fn) => new RegExp(`\\b${fn}\\s*\\(`).test(text);
/** The repository paths (no extension) of the command contracts a file imports. */
function contractsImported(file, text) {
  return specifiersOf(text)
    .filter((s) => s.startsWith('.'))
    .map((s) => resolveTarget(file, s))
    .filter((t) => CONTRACT_MODULE.test(t));
}

/**
 * Where each offline command's parts are: its contract (`defineCommand`) in
 * src/features/<area>/commands/<name>.contract.ts, its local effect and label (`registerCommand`)
 * beside it in that folder, its server handler (`commandHandler`) in a resource's *.commands.ts,
 * registered by a *.routes.ts of the same resource. A command name appears in code (comments aside)
 * only inside its own feature folder and server resources: the central machinery (lib, contract,
 * app, the sync feature and resource, the service worker, server domain and infrastructure) names
 * none.
 */
export function checkCommandLayout(root) {
  const violations = [];
  const texts = new Map();
  for (const dir of SCANNED) {
    for (const file of listFiles(root, dir)) texts.set(file, stripComments(readFileSync(path.join(root, file), 'utf8')));
  }
  const contracts = new Map(); // contract module -> command name
  const owners = new Map(); // command name -> its feature folder
  for (const [file, text] of texts) {
    const module = file.replace(/\.ts$/, '');
    const defines = calls(text, 'defineCommand') && !file.startsWith('src/contract/');
    if (defines && !CONTRACT_MODULE.test(module)) {
      violations.push(`${file}: defines an offline command outside src/features/<area>/commands/<name>.contract.ts (${RULE_7})`);
    }
    if (CONTRACT_MODULE.test(module)) {
      const names = [...text.matchAll(/\bname:\s*'([^']+)'/g)].map((m) => m[1]);
      if (!defines || names.length !== 1) {
        violations.push(`${file}: a command contract defines exactly one command with defineCommand (${RULE_7})`);
        continue;
      }
      const [name] = names;
      if (owners.has(name)) violations.push(`${file}: command ${name} is defined twice (${RULE_7})`);
      contracts.set(module, name);
      owners.set(name, featureOf(file));
      for (const bare of specifiersOf(text).filter((s) => !s.startsWith('.'))) {
        if (bare !== 'valibot')
          violations.push(`${file} -> ${bare} (6: a command contract imports only src/contract and other command contracts)`);
      }
    }
    if (calls(text, 'registerCommand') && !file.startsWith('src/lib/sync/command-registry.ts')) {
      if (!isClientCommand(file)) {
        violations.push(`${file}: registers an offline command outside src/features/<area>/commands/<name>.ts (${RULE_7})`);
      } else if (!contractsImported(file, text).some((c) => path.posix.dirname(c) === path.posix.dirname(file))) {
        violations.push(`${file}: registers a command whose contract is not beside it (${RULE_7})`);
      }
    }
    if (calls(text, 'commandHandler') && !file.startsWith('server/domain/command-context.ts') && !isHandlerFile(file)) {
      violations.push(`${file}: handles an offline command outside a resource's *.commands.ts (${RULE_7})`);
    }
  }
  // Each contract: registered in the app beside it, handled by a resource that registers the handler.
  for (const [module, name] of contracts) {
    const client = [...texts].some(
      ([file, text]) => isClientCommand(file) && calls(text, 'registerCommand') && contractsImported(file, text).includes(module),
    );
    if (!client) violations.push(`${module}.ts: command ${name} has no registerCommand beside it (${RULE_7})`);
    const handlers = [...texts].filter(
      ([file, text]) => isHandlerFile(file) && calls(text, 'commandHandler') && contractsImported(file, text).includes(module),
    );
    if (handlers.length !== 1)
      violations.push(`${module}.ts: command ${name} has ${handlers.length} server handlers, not 1 (${RULE_7})`);
    for (const [file] of handlers) {
      const dir = path.posix.dirname(file);
      const commandsModule = `./${path.posix.basename(file, '.ts')}`;
      const registered = [...texts].some(
        ([routes, text]) =>
          routes.startsWith(`${dir}/`) &&
          routes.endsWith('.routes.ts') &&
          specifiersOf(text).includes(commandsModule) &&
          /\bcommands\.register\(/.test(text),
      );
      if (!registered) violations.push(`${file}: no ${dir}/*.routes.ts registers its handlers (commands.register) (${RULE_7})`);
    }
  }
  // No file outside a command's feature names it; server resources may (they hold the handlers).
  for (const [file, text] of texts) {
    if (/^server\/routes\/[^/]+\//.test(file) && !file.startsWith('server/routes/sync/')) continue;
    for (const [name, owner] of owners) {
      if (under(file, owner)) continue;
      if (text.includes(`'${name}'`) || text.includes(`"${name}"`) || text.includes(`\`${name}\``)) {
        violations.push(`${file}: names the offline command ${name}, which belongs to ${owner} (${RULE_7})`);
      }
    }
  }
  return violations;
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
  violations.push(...checkCommandLayout(root));
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
    console.error(
      `check-boundaries: ${violations.length} violation(s) (docs/decisions/0001-import-boundaries.md, 0006-offline-command-modules.md)`,
    );
    process.exit(1);
  }
}
