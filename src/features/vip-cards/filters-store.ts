// The list's filters in a tiny store instead of React state of the page: a keystroke re-renders
// only what reads the query (the search box and the rows), not the page, its header, the selects
// or the styled frame of the list — at 50,000 cards every millisecond of a keystroke counts.
import { useSyncExternalStore } from 'react';
import { type CardFilters, NO_FILTERS } from './card-search';

export interface FiltersStore {
  get(): CardFilters;
  set(patch: Partial<CardFilters>): void;
  subscribe(listener: () => void): () => void;
}

export function createFiltersStore(initial: CardFilters = NO_FILTERS): FiltersStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One value of the filters; the component re-renders only when that value changes. */
export function useFilter<K extends keyof CardFilters>(store: FiltersStore, key: K): CardFilters[K] {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get()[key],
    () => store.get()[key],
  );
}

export function useFilters(store: FiltersStore): CardFilters {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
