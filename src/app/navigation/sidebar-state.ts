// Sidebar state of the shell. The collapsed flag (SPEC §4: collapsed/expanded) is kept in
// localStorage `navCollapsed` so the menu stays as the user left it; the drawer used below the
// large breakpoint is never persisted (it opens on demand and closes on navigation).
import { useSyncExternalStore } from 'react';
import { minWidthMedia } from '../../lib/breakpoints';
import { readString, writeString } from '../../lib/storage';

export const NAV_COLLAPSED_KEY = 'navCollapsed';
/** SPEC §9: sidebar 280 px, collapsed 102 px; the large breakpoint (1200 px) is lib/breakpoints' lg. */
export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 102;
export const LARGE_MEDIA = minWidthMedia('lg');

let collapsed = readString('local', NAV_COLLAPSED_KEY) === 'true';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSidebarCollapsed(value: boolean): void {
  collapsed = value;
  writeString('local', NAV_COLLAPSED_KEY, String(value));
  for (const listener of listeners) listener();
}

export function useSidebarCollapsed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => collapsed,
    () => collapsed,
  );
}

function subscribeMedia(listener: () => void): () => void {
  const query = window.matchMedia(LARGE_MEDIA);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** True at 1200 px and wider, where the sidebar is docked instead of a drawer. */
export function useIsLargeScreen(): boolean {
  return useSyncExternalStore(
    subscribeMedia,
    () => window.matchMedia(LARGE_MEDIA).matches,
    () => true,
  );
}
