import { useSyncExternalStore } from 'react';

/** SPEC §2: the login logo's top offset by window height — ≤600 px: 10px, ≤680 px: 4vh, else 9vh. */
export function logoTopOffset(windowHeight: number): string {
  if (windowHeight <= 600) return '10px';
  if (windowHeight <= 680) return '4vh';
  return '9vh';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useLogoTopOffset(): string {
  return useSyncExternalStore(
    subscribe,
    () => logoTopOffset(window.innerHeight),
    () => logoTopOffset(800),
  );
}
