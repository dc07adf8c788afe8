import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Auth } from '../lib/auth/auth-store';
import { LoadingScreen } from '../lib/ui/loading-screen';
import { useOfflineNotice } from './connectivity';
import { registerServiceWorker } from './pwa/register-service-worker';
import type { createAppRouter } from './router';
import { useThemeMode } from './theme/use-theme-mode';

// The update banner (and the version check and outbox count behind it) is its own chunk, fetched
// right after the first render: it shows nothing until a new version is found.
const UpdateBanner = lazy(() => import('./pwa/update-banner').then((m) => ({ default: m.UpdateBanner })));

let serviceWorkerRequested = false;

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  auth: Auth;
}

/** Restores the session, then hands over to the router; shell-wide effects live here. */
export function App({ router, auth }: AppProps) {
  const [ready, setReady] = useState(false);
  useThemeMode();
  useOfflineNotice();

  useEffect(() => {
    if (serviceWorkerRequested) return;
    serviceWorkerRequested = true;
    registerServiceWorker();
  }, []);

  useEffect(() => {
    let cancelled = false;
    void auth.initialize().then(async (outcome) => {
      // SPEC §4/§8: the account answering 402 at start leads to the 402 page.
      if (outcome === 'payment-required') await router.navigate({ to: '/402', replace: true });
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [auth, router]);

  useEffect(() => {
    // When the session ends on its own (token expiry), re-run the guards of the current route.
    let wasAuthenticated = auth.getState().isAuthenticated;
    return auth.subscribe(() => {
      const { isAuthenticated } = auth.getState();
      if (wasAuthenticated && !isAuthenticated) void router.invalidate();
      wasAuthenticated = isAuthenticated;
    });
  }, [auth, router]);

  // The update banner sits beside every screen (SPEC §4 "Version"), signed in or not.
  return (
    <>
      {ready ? <RouterProvider router={router} /> : <LoadingScreen />}
      <Suspense fallback={null}>
        <UpdateBanner />
      </Suspense>
    </>
  );
}
