// Whether the "Requieren atención" drawer is open. It is drawn once, next to the sync indicator
// of the top bar, and opened from there or from the device card of the profile.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setAttentionInboxOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getOpen = () => open;

export function useAttentionInboxOpen(): boolean {
  return useSyncExternalStore(subscribe, getOpen, getOpen);
}
