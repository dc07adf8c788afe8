import { createRouter } from '@tanstack/react-router';
import { LoadingScreen } from '../lib/ui/loading-screen';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';

// Vite's base ('/noctua/') without the trailing slash is the router's basepath.
export const BASEPATH = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    basepath: BASEPATH,
    defaultPreload: 'intent',
    // Route data lives in React Query / Dexie; the router need not cache it a second time.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <LoadingScreen fullScreen={false} />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
