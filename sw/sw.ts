/// <reference lib="webworker" />
// The service worker (SPEC §1, §4). It precaches the app shell built by Vite so the app starts
// offline, answers every in-app navigation with index.html (the router takes it from there) and
// takes control at once when asked to (the update banner posts 'SKIP_WAITING').
// Background sync, push and version checks join here in later issues.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The worker's scope is the app base, e.g. https://host/noctua/.
const scopePath = new URL(self.registration.scope).pathname;
const apiPath = `${scopePath}api/`;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    data === 'SKIP_WAITING' ||
    (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING')
  ) {
    void self.skipWaiting();
  }
});

// The first install takes over open pages right away, so the very first visit works offline.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Deep links (/noctua/logged/home, …) are served the app shell; API calls never are.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${scopePath}index.html`), {
    allowlist: [new RegExp(`^${scopePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)],
    denylist: [new RegExp(`^${apiPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)],
  }),
);
