// Connectivity notice (SPEC §4, §8): going offline says 'No tienes conexión a internet' for as long
// as the device is offline; coming back online takes it away. Inside the signed-in shell it is a
// slim bar under the top bar that takes its own space and can be dismissed to the top bar's sync
// indicator (issue 19: a persistent toast covered the page title, the back link and the user menu
// on phones). Pages without the shell (sign-in, …) keep the persistent toast.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { toaster } from '../lib/toaster';

export const OFFLINE_TOAST_ID = 'offline';

// How many offline bars are mounted: while one is, it says it and the toast stays away.
let bars = 0;
const listeners = new Set<() => void>();
const subscribeBars = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by the shell's offline bar while mounted; returns the release. */
export function claimOfflineNotice(): () => void {
  bars += 1;
  for (const l of listeners) l();
  return () => {
    bars -= 1;
    for (const l of listeners) l();
  };
}

export function useOfflineNotice(): void {
  const { t } = useLingui();
  const title = t`No tienes conexión a internet`;
  const barShown = useSyncExternalStore(
    subscribeBars,
    () => bars > 0,
    () => false,
  );

  useEffect(() => {
    const show = () => {
      if (barShown) return;
      if (toaster.isVisible(OFFLINE_TOAST_ID)) {
        toaster.update(OFFLINE_TOAST_ID, { title });
        return;
      }
      toaster.create({ id: OFFLINE_TOAST_ID, type: 'error', title, duration: Number.POSITIVE_INFINITY, closable: true });
    };
    const hide = () => toaster.dismiss(OFFLINE_TOAST_ID);
    if (barShown) hide();
    // Deferred: a toast created in the same commit as <Toaster /> mounts is not picked up.
    const initial = setTimeout(() => {
      if (!navigator.onLine) show();
    }, 0);
    window.addEventListener('offline', show);
    window.addEventListener('online', hide);
    return () => {
      clearTimeout(initial);
      window.removeEventListener('offline', show);
      window.removeEventListener('online', hide);
    };
  }, [title, barShown]);
}
