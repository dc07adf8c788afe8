// Registers the service worker (sw/sw.ts, built to sw.js) with the app version in its URL
// (SPEC §7), so every release is a new script URL and the browser installs it.
import { t } from '@lingui/core/macro';
import type { Workbox } from 'workbox-window';
import { APP_VERSION } from '../../contract/version';
import { toaster } from '../../lib/toaster';

let workbox: Workbox | null = null;
let updateWaiting = false;
const waitingListeners = new Set<() => void>();

/** Whether a new worker is installed and waiting (the update banner shows for it too). */
export function hasWaitingUpdate(): boolean {
  return updateWaiting;
}

export function subscribeWaitingUpdate(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => {
    waitingListeners.delete(listener);
  };
}

/** The registered Workbox, for the update flow (skip waiting, reload); null before or without one. */
export function getWorkbox(): Workbox | null {
  return workbox;
}

/**
 * Registers the worker once the page has loaded (workbox-window is its own small chunk): the
 * precache download then does not compete with the first screen's own requests.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) {
    // Deferred to the next task: the Toaster mounting in the same commit would miss it.
    setTimeout(() => toaster.create({ type: 'error', title: t`Service Worker no es compatible con este navegador` }), 0);
    return;
  }
  // The dev server builds no worker; only production builds (and previews of them) register one.
  if (!import.meta.env.PROD) return;
  const start = () => void import('workbox-window').then(({ Workbox }) => register(Workbox));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function register(WorkboxClass: typeof Workbox): void {
  const base = import.meta.env.BASE_URL;
  workbox = new WorkboxClass(`${base}sw.js?v=${encodeURIComponent(APP_VERSION)}`, { scope: base, type: 'classic' });
  // Also fired when a worker was already waiting at registration (installed by the browser's own
  // update check): the old app keeps running until the user asks for the update.
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of waitingListeners) listener();
  });
  workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
