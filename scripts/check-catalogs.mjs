// Fails when `lingui extract` would change a catalog (a string added in code but not extracted) or
// when German or French miss a translation. Runs extract into a scratch copy, never in place.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './run-step.mjs';

const locales = path.resolve('src/locales');
const backup = mkdtempSync(path.join(tmpdir(), 'noctua-po-'));
cpSync(locales, backup, { recursive: true });
const problems = [];
try {
  const code = await run('npx', ['lingui', 'extract', '--clean']);
  if (code !== 0) problems.push('lingui extract failed');
  for (const lang of readdirSync(locales)) {
    const file = path.join(locales, lang, 'messages.po');
    const now = readFileSync(file, 'utf8');
    const before = readFileSync(path.join(backup, lang, 'messages.po'), 'utf8');
    const strip = (s) => s.replace(/^#.*$/gm, '').replace(/^"POT-Creation-Date.*$/gm, '');
    if (strip(now) !== strip(before)) problems.push(`${lang}: catalog out of date — run npm run i18n:extract and commit`);
    if (lang !== 'es') {
      const empty = [...now.matchAll(/msgid "(.+)"\nmsgstr ""\n/g)].map((m) => m[1]);
      if (empty.length) problems.push(`${lang}: ${empty.length} untranslated: ${empty.slice(0, 5).join(' | ')}`);
    }
  }
} finally {
  cpSync(backup, locales, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('catalogs: complete and up to date');
