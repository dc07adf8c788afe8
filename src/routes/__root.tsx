import { createRootRouteWithContext, Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import type { RouterContext } from '../app/router-context';
import { ensureFullTheme } from '../app/theme/system';
import { releaseStaticLogin } from '../features/auth/static-login';
import { ensureFullCatalog } from '../lib/i18n/i18n';

/** The login screens render with the boot theme and catalog; every other screen waits for the full ones. */
const LOGIN_PATHS = new Set(['/', '/auth/login', '/auth/login-unprotected', '/support/login']);
const isLoginPath = (pathname: string) => LOGIN_PATHS.has(pathname.replace(/(.)\/$/, '$1'));

/**
 * Every screen; the prerendered login page (dist/login.html) gives way to any other one here (the
 * login form itself takes it over, with what was typed: features/auth/static-login.ts).
 */
function Root() {
  const pathname = useLocation({ select: (l) => l.pathname });
  useLayoutEffect(() => {
    if (!isLoginPath(pathname)) releaseStaticLogin();
  }, [pathname]);
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    if (!isLoginPath(location.pathname)) await Promise.all([ensureFullTheme(), ensureFullCatalog()]);
  },
  component: Root,
  // SPEC §2: any unknown path goes to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
