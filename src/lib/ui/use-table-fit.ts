// How a wide table fits its card: whether there is more to scroll to either side (the cue), and
// whether the row actions should fold into a menu. The actions column stays in view at the end
// (DataTable makes it sticky), so its buttons are never cut; they fold once the table overflows
// and either the buttons take more than a third of the card or folding them makes every column fit
// (otherwise a column, e.g. a movement's amount, sits half hidden beneath the buttons, header and
// all). They unfold only when the card grows wider than it was when they folded — folding makes
// the table narrower, so unfolding on "fits now" would flip back and forth.
import { createContext, useContext, useEffect, useRef, useState } from 'react';

export interface TableFit {
  /** More columns hidden to the start / end side. */
  start: boolean;
  end: boolean;
  /** Row actions as a "…" menu. */
  compact: boolean;
}

const FITS: TableFit = { start: false, end: false, compact: false };

/** The share of the card the action buttons may take in an overflowing table before they fold. */
const MAX_ACTIONS_SHARE = 1 / 3;
/** The actions cell once folded (the "…" button and the cell's padding), rounded up. */
const FOLDED_ACTIONS_PX = 56;

/**
 * Whether an overflowing table's action buttons should fold: they take more than their share of
 * the card, or folding them makes the `hidden` pixels fit.
 */
export function foldActions(hidden: number, cardWidth: number, actionsWidth: number): boolean {
  return actionsWidth > cardWidth * MAX_ACTIONS_SHARE || hidden <= actionsWidth - FOLDED_ACTIONS_PX;
}

/** Read by RowActions: true inside a table too narrow for its action buttons. */
export const CompactActionsContext = createContext(false);
export const useCompactActions = () => useContext(CompactActionsContext);

export function useTableFit(): [(el: HTMLDivElement | null) => void, TableFit] {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [fit, setFit] = useState<TableFit>(FITS);
  const foldedAt = useRef(0);

  useEffect(() => {
    if (!el) return;
    const measure = () => {
      const overflow = el.scrollWidth - el.clientWidth > 1;
      const scrolled = Math.abs(el.scrollLeft);
      setFit((prev) => {
        let compact = prev.compact;
        const actions = el.querySelector<HTMLElement>('th[data-row-actions]')?.offsetWidth ?? 0;
        if (!compact && overflow && foldActions(el.scrollWidth - el.clientWidth, el.clientWidth, actions)) {
          compact = true;
          foldedAt.current = el.clientWidth;
        } else if (compact && el.clientWidth > foldedAt.current + 16) compact = false;
        const next = { start: scrolled > 1, end: scrolled + el.clientWidth < el.scrollWidth - 1, compact };
        return next.start === prev.start && next.end === prev.end && next.compact === prev.compact ? prev : next;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, [el]);

  return [setEl, fit];
}
