import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // SPEC §2: any unknown path goes to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
