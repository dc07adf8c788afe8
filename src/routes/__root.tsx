import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';
import { ensureFullTheme } from '../app/theme/system';

/** The login screens render with the boot theme; every other screen waits for the full one. */
const LOGIN_PATHS = new Set(['/', '/auth/login', '/auth/login-unprotected', '/support/login']);

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location }) => {
    if (!LOGIN_PATHS.has(location.pathname.replace(/(.)\/$/, '$1'))) await ensureFullTheme();
  },
  component: Outlet,
  // SPEC §2: any unknown path goes to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
