// The login page rendered at build time (scripts/prerender-login.mjs → dist/login.html): the same
// components as the live page, in Spanish, so a phone paints the form before any JavaScript runs.
// Runs in Node through Vite's SSR loader; the browser never loads this module.
import { ChakraProvider } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { LoginPage } from '../../features/auth/components/login-page';
import type { Auth } from '../../lib/auth/auth-store';
import { AuthProvider } from '../../lib/auth/use-auth';
import { activateLocale, i18n } from '../../lib/i18n/i18n';
import { system } from '../theme/system';

/** A session store that is never used: the prerendered form only shows, the live app signs in. */
const NO_SESSION = new Proxy({} as Auth, {
  get: (_, key) =>
    key === 'subscribe'
      ? () => () => {}
      : key === 'getState'
        ? () => ({ status: 'anonymous', user: null })
        : () => Promise.reject(new Error('prerender')),
});

/**
 * The markup of /auth/login (emotion's <style> elements inline, before what they style), its tab
 * title and the text its button shows once pressed, while the app starts.
 */
export async function renderLoginPage(): Promise<{ markup: string; busyText: string; title: string }> {
  await activateLocale('es');
  const rootRoute = createRootRoute({ component: Outlet });
  const login = createRoute({ getParentRoute: () => rootRoute, path: '/auth/login', component: () => <LoginPage /> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([login]),
    history: createMemoryHistory({ initialEntries: [`${import.meta.env.BASE_URL}auth/login`] }),
    basepath: import.meta.env.BASE_URL,
  });
  await router.load();
  const markup = renderToString(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <AuthProvider auth={NO_SESSION}>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  // The tab title useDocumentTitle gives the live page.
  return { markup, busyText: i18n._(msg`Ingresando…`), title: `${i18n._(msg`Login`)} | Noctua` };
}
