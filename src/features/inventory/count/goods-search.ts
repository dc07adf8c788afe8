// Finding a good while counting: by name, SKU, category or barcode, ignoring case and accents
// ("cafe" finds "Café"), every typed word anywhere ("fernet 750"). Each good's search text is
// normalised once per replica change, so filtering on every keystroke stays cheap with
// thousands of goods.
//
// When the list follows the search box is the user's drinkFilter setting (SPEC §3, local
// settings, chosen in the settings drawer): 'incremental' (the default) filters on every keystroke; 'enter' waits for Enter (or
// the search button), for slow devices or users who prefer to type the whole name first. Any other
// stored value reads as the default.

import { matchRank } from '../../../lib/search-rank';
import type { DrinkFilterMode } from '../../../lib/settings';

export interface SearchableGood {
  id: string;
  name: string;
  sku: string;
  category: string;
  /** The good's barcodes (from the replicated good_barcodes); a typed code finds its good. */
  barcode?: unknown;
  barcodes?: unknown;
}

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function barcodesOf(good: SearchableGood): string[] {
  const out: string[] = [];
  for (const value of [good.barcode, good.barcodes]) {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') out.push(v);
  }
  return out;
}

export interface IndexedGood<G extends SearchableGood> {
  good: G;
  text: string;
}

export function indexGoods<G extends SearchableGood>(goods: readonly G[]): IndexedGood<G>[] {
  return goods.map((good) => ({
    good,
    text: normalizeText([good.name, good.sku, good.category, ...barcodesOf(good)].join(' ')),
  }));
}

/**
 * The goods whose text holds every word of the query, best match of the name first (an exact
 * "Fernet Branca 750 ml" above "Branca Menta", issue 37); within a rank in their given order.
 */
export function filterGoods<G extends SearchableGood>(index: readonly IndexedGood<G>[], query: string): G[] {
  const normalized = normalizeText(query).trim().replace(/\s+/g, ' ');
  const words = normalized.split(' ').filter(Boolean);
  if (words.length === 0) return index.map((i) => i.good);
  return index
    .filter((i) => words.every((w) => i.text.includes(w)))
    .map((i) => ({ good: i.good, rank: matchRank(normalizeText(i.good.name), normalized, words) }))
    .sort((a, b) => a.rank - b.rank)
    .map((r) => r.good);
}

export type { DrinkFilterMode };

/** The search mode a stored drinkFilter value means (unknown values: the default, incremental). */
export function drinkFilterMode(setting: unknown): DrinkFilterMode {
  return setting === 'enter' ? 'enter' : 'incremental';
}

/**
 * The query the list is filtered with, given what is in the box: in incremental mode the box
 * itself; in enter mode the text last confirmed with Enter — except that clearing the box shows
 * every good again at once (nobody presses Enter to see the whole list).
 */
export function effectiveQuery(mode: DrinkFilterMode, typed: string, confirmed: string): string {
  if (mode === 'incremental') return typed;
  return typed.trim() === '' ? '' : confirmed;
}

/** Categories of the goods, sorted, with how many goods each has. */
export function categoriesOf<G extends SearchableGood>(goods: readonly G[]): { name: string; goods: number }[] {
  const counts = new Map<string, number>();
  for (const good of goods) counts.set(good.category, (counts.get(good.category) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, n]) => ({ name, goods: n }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
}
