// How well a name answers what was typed, for every search over names (goods to count, goods to
// transfer): lower is better, and within one rank a list keeps its own order.

/**
 * The rank of `name` for `query` and its `words` (all already lower-case without accents): the
 * exact name, then a name starting with what was typed, then every word starting a word of the
 * name, then every word somewhere in the name; last, items that match only by another field
 * (SKU, category, barcode). "fernet branca" lists "Fernet Branca 750 ml" before "Branca Menta".
 */
export function matchRank(name: string, query: string, words: readonly string[]): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  const nameWords = name.split(/\s+/);
  if (words.every((w) => nameWords.some((n) => n.startsWith(w)))) return 2;
  if (words.every((w) => name.includes(w))) return 3;
  return 4;
}
