// Connectivity notice (SPEC §4, §8): going offline shows a persistent error toast
// 'No tienes conexión a internet'; coming back online dismisses it.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { toaster } from '../lib/toaster';

export const OFFLINE_TOAST_ID = 'offline';

export function useOfflineNotice(): void {
  const { t } = useLingui();
  const title = t`No tienes conexión a internet`;

  useEffect(() => {
    const show = () => {
      if (toaster.isVisible(OFFLINE_TOAST_ID)) {
        toaster.update(OFFLINE_TOAST_ID, { title });
        return;
      }
      toaster.create({ id: OFFLINE_TOAST_ID, type: 'error', title, duration: Number.POSITIVE_INFINITY });
    };
    const hide = () => toaster.dismiss(OFFLINE_TOAST_ID);
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
  }, [title]);
}
