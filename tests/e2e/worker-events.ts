// Service worker events fired through the DevTools protocol (background sync, periodic sync,
// push), as the browser would fire them, and the replica's IndexedDB read with no page of the app
// open. The ServiceWorker domain lives on page targets: the session is opened on a page of the
// same browser context (same storage partition).
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

interface SwRegistration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The id of the worker registration for `scope`, as the DevTools protocol names it. */
export async function registrationId(cdp: CDPSession, scope: string, timeoutMs = 15_000): Promise<string> {
  const registrations = new Map<string, SwRegistration>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: SwRegistration[] }) => {
    for (const r of event.registrations) registrations.set(r.registrationId, r);
  });
  await cdp.send('ServiceWorker.enable');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = [...registrations.values()].find((r) => r.scopeURL === scope && !r.isDeleted);
    if (found) return found.registrationId;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no service worker registration for ${scope}: ${JSON.stringify([...registrations.values()])}`);
}

export type WorkerEvent = { kind: 'sync'; tag: string } | { kind: 'periodicsync'; tag: string } | { kind: 'push'; data: unknown };

/**
 * Fires one event at the worker of `origin`/noctua/ from a blank page that is no client of the
 * worker (the app itself may stay closed).
 */
export async function fireWorkerEvent(context: BrowserContext, origin: string, event: WorkerEvent): Promise<void> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  try {
    const id = await registrationId(cdp, `${origin}/noctua/`);
    if (event.kind === 'sync')
      await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: id, tag: event.tag, lastChance: false });
    else if (event.kind === 'periodicsync')
      await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId: id, tag: event.tag });
    else await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(event.data) });
  } finally {
    await cdp.detach();
    await blank.close();
  }
}

/**
 * A page on the app's origin but outside the worker's scope (so no client of it, and no app
 * running): reads the replica's IndexedDB directly.
 */
export async function openProbe(context: BrowserContext, origin: string): Promise<Page> {
  const probe = await context.newPage();
  await probe.goto(`${origin}/probe-outside-the-app`);
  return probe;
}

/** One row of a store of the named database, read without Dexie (null when absent). */
export function readIdbRow<T>(probe: Page, dbName: string, store: string, key: string): Promise<T | null> {
  return probe.evaluate(
    ({ dbName, store, key }) =>
      new Promise<T | null>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction(store, 'readonly').objectStore(store).get(key);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as T | undefined) ?? null);
          };
          get.onerror = () => {
            db.close();
            reject(get.error);
          };
        };
      }),
    { dbName, store, key },
  );
}
