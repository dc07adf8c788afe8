// Finding a good while counting: by name, SKU, category or barcode, ignoring case and accents
// ("cafe" finds "Café"), every typed word anywhere ("fernet 750"). Each good's search text is
// normalised once per replica change, so filtering on every keystroke stays cheap with
// thousands of goods.

export interface SearchableGood {
  id: string;
  name: string;
  sku: string;
  category: string;
  /** Not replicated yet (good_barcodes stays on the server); matched when a row carries them. */
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

/** The goods whose text holds every word of the query, in their given order. */
export function filterGoods<G extends SearchableGood>(index: readonly IndexedGood<G>[], query: string): G[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return index.map((i) => i.good);
  return index.filter((i) => words.every((w) => i.text.includes(w))).map((i) => i.good);
}
