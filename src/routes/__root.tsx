import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { ensureFullTheme } from '../app/theme/system';
import { ensureFullCatalog } from '../lib/i18n/i18n';

/** The login screens render with the boot theme and catalog; every other screen waits for the full ones. */
const LOGIN_PATHS = new Set(['/', '/auth/login', '/auth/login-unprotected', '/support/login']);

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    if (!LOGIN_PATHS.has(location.pathname.replace(/(.)\/$/, '$1'))) await Promise.all([ensureFullTheme(), ensureFullCatalog()]);
  },
  component: Outlet,
  // SPEC §2: any unknown path goes to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
