// The whole catalog of a language is fetched in CATALOG_PARTS slices (scripts/vite-boot-catalog.ts)
// and merged by src/lib/i18n/i18n.ts: together they hold every message of the catalog, each once.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale, ensureFullCatalog } from '../../src/lib/i18n/i18n';
import { messages as deWhole } from '../../src/locales/de/messages.po';
import { messages as dePart0 } from '../../src/locales/de/messages.po?part=0';
import { messages as dePart1 } from '../../src/locales/de/messages.po?part=1';

describe('catalog parts', () => {
  it('split the whole catalog without losing or repeating a message', () => {
    const ids0 = Object.keys(dePart0);
    const ids1 = Object.keys(dePart1);
    expect(ids0.length).toBeGreaterThan(100);
    expect(ids1.length).toBeGreaterThan(100);
    expect(ids0.filter((id) => id in dePart1)).toEqual([]);
    expect(new Set([...ids0, ...ids1])).toEqual(new Set(Object.keys(deWhole)));
  });

  it('are merged into the active catalog once a screen needs every message', async () => {
    await activateLocale('de');
    await ensureFullCatalog();
    expect(i18n.locale).toBe('de');
    for (const id of [...Object.keys(dePart0).slice(0, 20), ...Object.keys(dePart1).slice(0, 20)])
      expect(i18n.messages[id]).toEqual(deWhole[id]);
  });
});
