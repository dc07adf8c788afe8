import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './lib/pwa/install-prompt';
import { createAppRouter } from './app/router';
import { system } from './app/theme/system';
import { applyThemeToDocument } from './app/theme/use-theme-mode';
import { apiClient } from './lib/api-client';
import { accountApi } from './lib/auth/account-api';
import { createAuth } from './lib/auth/auth-store';
import { AuthProvider } from './lib/auth/use-auth';
import { activateLocale, getStoredLocale, i18n } from './lib/i18n/i18n';
import { getSettings } from './lib/settings';
import { ReplicaProvider } from './lib/sync/replica-context';
import { createReplicaStore } from './lib/sync/replica-store';
import { notifySessionExpired } from './lib/sync/session-expired';

// The toast renderer (Zag's toast machines) is not needed for the first paint: toasts queued
// before it mounts wait in the store (src/lib/toaster.ts) and show when it does.
const Toaster = lazy(() => import('./app/toaster').then((m) => ({ default: m.Toaster })));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
const auth = createAuth({ api: accountApi });
const replica = createReplicaStore({
  auth,
  client: apiClient,
  // The server refused the token while changes wait: sign in again, nothing is lost.
  onAuthRequired: () => notifySessionExpired(auth),
});
// The replica of the signed-in user, for the end-to-end tests and benchmarks that drive it.
(window as unknown as { noctuaReplica?: typeof replica }).noctuaReplica = replica;
const router = createAppRouter({ queryClient, auth, replica });

// On the login page, fetch its screen now, beside the catalog, rather than after the session check
// and the route match: one round trip less before the form shows (the router's own lazy import of
// the route then finds these chunks loaded).
const appPath = window.location.pathname.slice(import.meta.env.BASE_URL.length - 1);
if (/^\/(?:auth\/login|support\/login)?\/?$/.test(appPath)) void import('./features/auth/components/login-page');

async function bootstrap(): Promise<void> {
  applyThemeToDocument(getSettings());
  await activateLocale(getStoredLocale());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider auth={auth}>
              <ReplicaProvider store={replica}>
                <App router={router} auth={auth} />
                <Suspense fallback={null}>
                  <Toaster />
                </Suspense>
              </ReplicaProvider>
            </AuthProvider>
          </QueryClientProvider>
        </I18nProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

void bootstrap();
