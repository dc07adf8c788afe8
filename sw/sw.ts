/// <reference lib="webworker" />
// The service worker (SPEC §1, §4). It precaches the app shell built by Vite so the app starts
// offline, answers every in-app navigation with index.html (the router takes it from there) and
// takes control at once when asked to (the update banner posts 'SKIP_WAITING').
// Runtime caching is for static files only (images, fonts). Nothing under the API is ever cached
// here: replicated data comes from Dexie, and online-only GETs (reports, version.txt) go to the
// network so a stale answer is never passed off as a fresh one.
// Background sync (issues 5 and 36): the outbox flush registered under a sync tag runs the app's own
// sync code over the replica here, so queued changes go out after the tab was closed, and then
// pulls, so the replica is fresh for the next time the app is opened. The periodic sync (an
// installed app) and every push do the same, and the periodic sync and background sync also check
// the app's version (sw/version.ts).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { LEGACY_PERIODIC_SYNC_TAG, OUTBOX_SYNC_TAG, PERIODIC_SYNC_TAG, runInBackground } from '../src/lib/sync/background-run';
import { listenForPushes } from './push';
import { updateIfNewVersion } from './version';

// Background Sync and Periodic Background Sync are not in TypeScript's lib yet.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
interface PeriodicSyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The worker's scope is the app base, e.g. https://host/noctua/.
const scopePath = new URL(self.registration.scope).pathname;
const apiPath = `${scopePath}api/`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DAY = 24 * 60 * 60;
const isApi = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith(apiPath);

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
    allowlist: [new RegExp(`^${escapeRegExp(scopePath)}`)],
    denylist: [new RegExp(`^${escapeRegExp(apiPath)}`)],
  }),
);

// Images not in the precache (user photos, later uploads): served from the cache once fetched.
// Only plain 200 answers are stored (CacheFirst's default), so opaque cross-origin images, which
// would each count megabytes against the quota, are left to the browser's HTTP cache.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !isApi(url),
  new CacheFirst({
    cacheName: 'noctua-images',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Web fonts never change under the same URL: a year.
registerRoute(
  ({ request, url }) => request.destination === 'font' && !isApi(url),
  new CacheFirst({
    cacheName: 'noctua-fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 365 * DAY, purgeOnQuotaError: true })],
  }),
);

// Push the outbox, then pull. A rejection asks the browser to fire the event again later
// (commands still open, or the pull failed: server unreachable, or waiting for a backoff); a
// refused session resolves, since retrying with the same token cannot help.
// No pull while a page of the app is in view: its own engine pulls (on focus, on its timer), and a
// pull here for every queued count would only compete with it for the replica's lock.
async function syncOrRetry(): Promise<void> {
  const windows = (await self.clients.matchAll({ type: 'window' })) as WindowClient[];
  const pull = !windows.some((w) => w.visibilityState === 'visible');
  const result = await runInBackground({ pull, baseUrl: self.location.href, locks: self.navigator.locks ?? null });
  if (result === 'waiting') throw new Error('Not synced yet');
}

const checkVersion = () =>
  updateIfNewVersion({ registration: self.registration, base: scopePath }).catch(() => 'failed' as const);

self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(Promise.all([syncOrRetry(), checkVersion()]));
});

// Periodic background sync (installed app, where the browser grants it): the same, without asking
// for a retry — the next period comes anyway.
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event: Event) => {
  const periodic = event as PeriodicSyncEvent;
  if (periodic.tag === PERIODIC_SYNC_TAG || periodic.tag === LEGACY_PERIODIC_SYNC_TAG) {
    periodic.waitUntil(Promise.all([syncOrRetry().catch(() => {}), checkVersion()]));
  }
});

// A push shows its notification and pulls meanwhile (sw/push.ts).
listenForPushes(self, () => syncOrRetry());
