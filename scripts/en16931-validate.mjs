// Runs the official EN 16931 validation artefacts (CEN/TC 434, ConnectingEurope/eInvoicing-EN16931,
// EUPL-1.2 — never copied into this repository) over the e-invoices Noctua generates for a venue
// outside Argentina (server/einvoicing/documents/en16931.ts): the samples EN16931_SAMPLES of
// tests/api/einvoice-documents-fixtures.ts — an invoice and a credit note, with one VAT rate and
// with two —, each as UBL 2.1 against ubl/schematron/preprocessed/EN16931-UBL-validation-preprocessed.sch
// and as CII against cii/schematron/preprocessed/EN16931-CII-validation-preprocessed.sch. The API
// tests check the business rules in our own words (tests/api/en16931-rules.ts); this is the by-hand
// check against the authority's text of them.
//
//   git clone --depth 1 https://github.com/ConnectingEurope/eInvoicing-EN16931 /tmp/eInvoicing-EN16931
//   node scripts/en16931-validate.mjs /tmp/eInvoicing-EN16931            UBL and CII
//   node scripts/en16931-validate.mjs /tmp/eInvoicing-EN16931 --ubl      UBL only (or --cii)
//   node scripts/en16931-validate.mjs /tmp/eInvoicing-EN16931 --keep /tmp/samples   also writes the XML
//
// The Schematron runs in node-schematron 2.1.0 (pure JavaScript, MIT), which is not a dependency of
// the project: the first run installs it with npm into <tmpdir>/noctua-node-schematron (or give
// NODE_SCHEMATRON_DIR, a folder whose node_modules holds it). The samples come from the TypeScript
// sources through tsx. Prints, per sample, the failed assertions flagged fatal (and the count of
// warnings), then the total; exits 1 when any fatal assertion fails.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const checkout = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--keep');
if (!checkout) {
  console.error('usage: node scripts/en16931-validate.mjs <eInvoicing-EN16931 checkout> [--ubl | --cii] [--keep DIR]');
  process.exit(2);
}
const keepAt = args.indexOf('--keep');
const keepDir = keepAt >= 0 ? args[keepAt + 1] : undefined;
const syntaxes = args.includes('--ubl') ? ['ubl'] : args.includes('--cii') ? ['cii'] : ['ubl', 'cii'];
const SCHEMAS = {
  ubl: 'ubl/schematron/preprocessed/EN16931-UBL-validation-preprocessed.sch',
  cii: 'cii/schematron/preprocessed/EN16931-CII-validation-preprocessed.sch',
};
for (const syntax of syntaxes) {
  if (!existsSync(path.join(checkout, SCHEMAS[syntax]))) {
    console.error(`${checkout} has no ${SCHEMAS[syntax]}: is it a checkout of ConnectingEurope/eInvoicing-EN16931?`);
    process.exit(2);
  }
}

/** node-schematron, from NODE_SCHEMATRON_DIR or a one-time install in the temporary folder. */
function loadSchematron() {
  const dir = process.env.NODE_SCHEMATRON_DIR ?? path.join(tmpdir(), 'noctua-node-schematron');
  const pkg = path.join(dir, 'node_modules', 'node-schematron', 'package.json');
  if (!existsSync(pkg)) {
    console.log(`installing node-schematron@2.1.0 into ${dir} …`);
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'package.json'))) writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', 'node-schematron@2.1.0'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return createRequire(pkg)('node-schematron');
}

/** Each assertion's flag ('fatal', 'warning', …) by id, read from the schema's own text. */
function flagsOf(sch) {
  const flags = new Map();
  for (const m of sch.matchAll(/<assert\b([^>]*)>/g)) {
    const id = /\bid="([^"]+)"/.exec(m[1])?.[1];
    const flag = /\bflag="([^"]+)"/.exec(m[1])?.[1] ?? 'fatal';
    if (id) flags.set(id, flag);
  }
  return flags;
}

const { Schema } = loadSchematron();
const { EN16931_SAMPLES } = await tsImport(
  pathToFileURL(path.join(root, 'tests/api/einvoice-documents-fixtures.ts')).href,
  import.meta.url,
);
const { en16931Invoice } = await tsImport(
  pathToFileURL(path.join(root, 'server/einvoicing/documents/en16931.ts')).href,
  import.meta.url,
);
if (keepDir) mkdirSync(keepDir, { recursive: true });

let fatalTotal = 0;
for (const syntax of syntaxes) {
  const sch = readFileSync(path.join(checkout, SCHEMAS[syntax]), 'utf8');
  const flags = flagsOf(sch);
  const started = Date.now();
  const schema = Schema.fromString(sch);
  console.log(`${SCHEMAS[syntax]}: ${flags.size} assertions, parsed in ${Date.now() - started} ms`);
  for (const [name, make] of Object.entries(EN16931_SAMPLES)) {
    const xml = await en16931Invoice(make(), syntax);
    if (keepDir) writeFileSync(path.join(keepDir, `${name}.${syntax}.xml`), xml);
    const t = Date.now();
    const failed = schema.validateString(xml, { debug: false }).filter((r) => !r.isReport);
    const fatal = failed.filter((r) => (flags.get(r.assertId) ?? 'fatal') === 'fatal');
    fatalTotal += fatal.length;
    console.log(
      `${syntax.toUpperCase()} ${name}: ${fatal.length} fatal, ${failed.length - fatal.length} warnings (${Date.now() - t} ms)`,
    );
    for (const r of fatal) console.log(`  [${r.assertId}] ${(r.message ?? '').replace(/\s+/g, ' ').trim()}`);
  }
}
console.log(`${fatalTotal} fatal errors in all`);
process.exit(fatalTotal === 0 ? 0 : 1);
