// The order of a count's goods: counted ones first, but once the user works in the list a good
// counted now stays where it is until the search or the filters change.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CountGood } from '../data/use-stock-count';
import { filterGoods, type IndexedGood } from '../goods-search';
import type { Filter } from './count-toolbar';

/** The same goods (a re-sort that changes nothing keeps the list as it is, without a render). */
function sameIds(sorted: ReadonlySet<string>, lines: ReadonlyMap<string, unknown>): boolean {
  if (sorted.size !== lines.size) return false;
  for (const id of lines.keys()) if (!sorted.has(id)) return false;
  return true;
}

export function useCountOrder(
  index: readonly IndexedGood<CountGood>[],
  lines: ReadonlyMap<string, unknown> | undefined,
  { query, filter, category, countId }: { query: string; filter: Filter; category: string; countId: string },
) {
  // Counted goods come first, but once the user works in the list a good counted now stays where
  // it is until the search or the filters change: rows never jump away from under their thumb.
  // Lines arriving from a sync before that (the first visit on this device) are sorted in.
  const linesRef = useRef(lines);
  linesRef.current = lines;
  const touched = useRef(false);
  const [countedWhenSorted, setCountedWhenSorted] = useState<ReadonlySet<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sorted on purpose only when these change
  useEffect(() => {
    touched.current = false;
    const now = linesRef.current;
    setCountedWhenSorted((sorted) => (sameIds(sorted, now ?? new Map()) ? sorted : new Set(now?.keys() ?? [])));
  }, [query, filter, category, countId]);
  useEffect(() => {
    if (!lines || touched.current) return;
    setCountedWhenSorted((sorted) => (sameIds(sorted, lines) ? sorted : new Set(lines.keys())));
  }, [lines]);

  const matches = useMemo(() => {
    const found = filterGoods(index, query);
    return category ? found.filter((g) => g.category === category) : found;
  }, [index, query, category]);
  const listed = useMemo(() => {
    const counted = (g: CountGood) => countedWhenSorted.has(g.id);
    if (filter === 'todo') return matches.filter((g) => !counted(g));
    if (filter === 'done') return matches.filter(counted);
    return [...matches.filter(counted), ...matches.filter((g) => !counted(g))];
  }, [matches, countedWhenSorted, filter]);
  return { listed, touched };
}
