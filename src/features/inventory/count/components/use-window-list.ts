// Windowing for a long list inside the page's own scroll (the app shell scrolls the document):
// only the rows near the viewport are rendered, the rest are two spacers whose heights add up the
// measured rows (estimated until seen). 2,000 goods stay a few dozen DOM rows, so a keystroke in
// the search box re-renders a screenful, not the catalogue. Rows of any height (a row opens its
// partial-bottle panel; names wrap on a phone) are measured with a ResizeObserver.
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { BREAKPOINTS_PX } from '../../../../lib/breakpoints';

/**
 * A count row's height before it is measured: what a row measures from the sm breakpoint (600 px)
 * up, and on a phone, where its controls wrap below the name. A right guess spares a re-render
 * when new rows are measured.
 */
const ROW_ESTIMATE = 73;
const PHONE_ROW_ESTIMATE = 125;
export const countRowEstimate = () =>
  typeof window !== 'undefined' && window.innerWidth < BREAKPOINTS_PX.sm ? PHONE_ROW_ESTIMATE : ROW_ESTIMATE;

export interface WindowRange {
  start: number;
  /** Exclusive. */
  end: number;
}

/** Top of each row and, last, the total height: offsets[i] = sum of the heights before row i. */
export function rowOffsets(keys: readonly string[], heights: ReadonlyMap<string, number>, estimate: number): Float64Array {
  const offsets = new Float64Array(keys.length + 1);
  for (let i = 0; i < keys.length; i++) offsets[i + 1] = (offsets[i] ?? 0) + (heights.get(keys[i] as string) ?? estimate);
  return offsets;
}

/** First row that ends below `y` (the last row when none does), by binary search. */
function rowAt(offsets: Float64Array, y: number): number {
  let lo = 0;
  let hi = Math.max(0, offsets.length - 2);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid + 1] ?? 0) <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The rows that meet [top, bottom) (list coordinates), plus `overscan` rows each side. */
export function visibleRange(offsets: Float64Array, top: number, bottom: number, overscan: number): WindowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, Math.max(0, top));
  const last = rowAt(offsets, Math.max(0, bottom));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}

interface View {
  top: number;
  bottom: number;
}

export interface WindowList {
  /** Put on the list's container (the spacers and rows go inside it). */
  containerRef: (el: HTMLElement | null) => void;
  /** Put on every rendered row, with `data-window-key` set to its key. */
  measureRef: (el: HTMLElement | null) => (() => void) | undefined;
  range: WindowRange;
  paddingTop: number;
  paddingBottom: number;
  /** Scrolls the page so row `index` is in view (centred when possible). */
  scrollToIndex(index: number): void;
}

export function useWindowList(
  keys: readonly string[],
  { estimate, overscan = 6, initialHeight = 900 }: { estimate: number; overscan?: number; initialHeight?: number },
): WindowList {
  const container = useRef<HTMLElement | null>(null);
  const heights = useRef(new Map<string, number>());
  const [measured, bumpMeasured] = useReducer((n: number) => n + 1, 0);
  const [view, setView] = useState<View>({ top: 0, bottom: initialHeight });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `measured` says the heights map changed
  const offsets = useMemo(() => rowOffsets(keys, heights.current, estimate), [keys, estimate, measured]);
  const range = useMemo(() => visibleRange(offsets, view.top, view.bottom, overscan), [offsets, view, overscan]);

  const readView = useCallback(() => {
    const el = container.current;
    if (!el || typeof window === 'undefined') return;
    const top = -el.getBoundingClientRect().top;
    const next = { top, bottom: top + (window.innerHeight || initialHeight) };
    setView((prev) => (Math.abs(prev.top - next.top) < 1 && Math.abs(prev.bottom - next.bottom) < 1 ? prev : next));
  }, [initialHeight]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        readView();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [readView]);
  // What is above the list (header, alerts) may change height; the total height changes with
  // the keys: read where the list stands after each such render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the rows change
  useLayoutEffect(() => readView(), [readView, offsets]);

  const observer = useMemo(() => {
    if (typeof ResizeObserver === 'undefined') return null;
    return new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const key = el.dataset.windowKey;
        const height = entry.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height;
        if (!key || !(height > 0)) continue;
        if (Math.abs((heights.current.get(key) ?? -1) - height) > 0.5) {
          heights.current.set(key, height);
          changed = true;
        }
      }
      if (changed) bumpMeasured();
    });
  }, []);
  useEffect(() => () => observer?.disconnect(), [observer]);

  const measureRef = useCallback(
    (el: HTMLElement | null) => {
      if (!el || !observer) return undefined;
      observer.observe(el);
      return () => observer.unobserve(el);
    },
    [observer],
  );
  const containerRef = useCallback((el: HTMLElement | null) => {
    container.current = el;
  }, []);

  const offsetsRef = useRef(offsets);
  offsetsRef.current = offsets;
  const scrollToIndex = useCallback((index: number) => {
    const el = container.current;
    if (!el) return;
    const rowTop = offsetsRef.current[index] ?? 0;
    const rowHeight = (offsetsRef.current[index + 1] ?? rowTop) - rowTop;
    const listTop = el.getBoundingClientRect().top + window.scrollY;
    const target = listTop + rowTop - Math.max(0, (window.innerHeight - rowHeight) / 2);
    window.scrollTo({ top: Math.max(0, target), behavior: 'auto' });
  }, []);

  const total = offsets[offsets.length - 1] ?? 0;
  const paddingTop = offsets[range.start] ?? 0;
  const paddingBottom = Math.max(0, total - (offsets[range.end] ?? total));
  return { containerRef, measureRef, range, paddingTop, paddingBottom, scrollToIndex };
}
