// Every Spanish message the server can send has its German and French translation.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
// The app gathers every resource's catalog into the translator.
import '../../server/app';
import { catalogHas, DUPLICATE_KEYS, translate } from '../../server/lib/messages';
import { APP_VERSION } from '../../src/contract/version';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

const root = path.resolve(import.meta.dirname, '../..');
const sources = [
  ...files(path.join(root, 'server')).filter((f) => !f.includes(`${path.sep}seed${path.sep}`)),
  ...files(path.join(root, 'src/contract')),
  // The offline commands' contracts (args and refusals), defined by their features.
  ...files(path.join(root, 'src/features')).filter((f) => f.endsWith('.contract.ts')),
];

function spanishMessages(): string[] {
  const found = new Set<string>();
  const patterns = [
    /ApiError\(\s*[\w ?:]+,\s*'([^']+)'/g,
    /errorResponse\(\s*c,\s*\d+,\s*'([^']+)'/g,
    /\b(?:nonEmpty|email|minLength|maxLength|check)\([^']*'([^']+)'\)/g,
    /const [A-Z_]+ = '([^']+ [^']+)';/g,
  ];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const re of patterns) for (const m of text.matchAll(re)) if (m[1]) found.add(m[1]);
  }
  return [...found];
}

describe('server messages', () => {
  it('finds the messages it checks', () => {
    expect(spanishMessages()).toContain('Usuario o contraseña incorrectos');
    expect(spanishMessages()).toContain('El usuario es obligatorio');
  });

  it.each(spanishMessages())('"%s" is translated to German and French', (es) => {
    expect(catalogHas(es)).toBe(true);
    expect(translate('de', es)).not.toBe(es);
    expect(translate('fr', es)).not.toBe(es);
  });

  it('translates each message in one catalog only', () => {
    expect(DUPLICATE_KEYS).toEqual([]);
  });

  it('keeps the app version equal to package.json', () => {
    expect(APP_VERSION).toBe(pkg.version);
  });
});
