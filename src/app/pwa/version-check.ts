// The update (SPEC §4 "Version", §7, §8), once the version check (lib/pwa/server-version.ts)
// found another version; a failed check is only logged. Updating never discards queued changes: the outbox
// is flushed first and the update waits while anything is still unsent. IndexedDB survives an
// update, but a reload in the middle of a push, or a new Dexie schema meeting old commands, is
// what flushing first avoids. Rejected commands do not block: they are settled (they wait for the
// user in "Requieren atención" and are never sent again) and the reload keeps them.
import type { Workbox } from 'workbox-window';

/** A tab back in view re-checks at most this often (one tiny request). */
export const RECHECK_AFTER_MS = 30 * 60_000;
/** How long the flush before an update may take before the user is told to wait. */
export const FLUSH_TIMEOUT_MS = 30_000;
/** How long a new worker may take to install (precache) before the reload happens anyway. */
export const INSTALL_TIMEOUT_MS = 30_000;
/** How long the new worker may take to control the page before the reload happens anyway. */
export const CONTROL_TIMEOUT_MS = 10_000;

/** The service worker side of an update, behind a seam so the flow can be tested without one. */
export interface WorkerUpdater {
  /** Asks the browser for a new worker; resolves true when one is installed and waiting. */
  update(): Promise<boolean>;
  /** Tells the waiting worker to skip waiting; resolves once a new worker controls the page. */
  activate(): Promise<void>;
}

export interface UpdateDeps {
  /** Commands waiting to be sent or being sent; null: no replica (signed out), nothing to flush here. */
  countPending: (() => Promise<number>) | null;
  /** Flushes the outbox (the sync engine's run). */
  sync: (() => Promise<void>) | null;
  isOnline: () => boolean;
  worker: WorkerUpdater | null;
  reload: () => void;
  /** Called when the flush starts, so the screen can say so. */
  onFlushing?: () => void;
  log?: (message: string, error?: unknown) => void;
  flushTimeoutMs?: number;
  controlTimeoutMs?: number;
}

export type UpdateOutcome = 'reloading' | 'offline-pending' | 'pending';

function timeout(ms: number): Promise<'timeout'> {
  return new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
}

/**
 * The click on the banner: flush the outbox (or refuse while changes cannot be sent), then bring
 * in the new worker and reload once it controls the page. Resolves with what happened; on
 * 'reloading' the reload has been asked for (once).
 */
export async function updateApp(deps: UpdateDeps): Promise<UpdateOutcome> {
  const log = deps.log ?? console.warn;
  if (deps.countPending) {
    if ((await deps.countPending()) > 0) {
      if (!deps.isOnline()) return 'offline-pending';
      if (deps.sync) {
        deps.onFlushing?.();
        await Promise.race([
          deps.sync().catch((error: unknown) => log('Sync before update failed', error)),
          timeout(deps.flushTimeoutMs ?? FLUSH_TIMEOUT_MS),
        ]);
      }
      if ((await deps.countPending()) > 0) return deps.isOnline() ? 'pending' : 'offline-pending';
    }
  }
  if (deps.worker) {
    try {
      if (await deps.worker.update()) {
        await Promise.race([deps.worker.activate(), timeout(deps.controlTimeoutMs ?? CONTROL_TIMEOUT_MS)]);
      }
    } catch (error) {
      // The reload below still brings the new app whenever the server has it.
      log('Service worker update failed', error);
    }
  }
  deps.reload();
  return 'reloading';
}

let reloadRequested = false;

/** `location.reload()` at most once per page, however many 'controlling' events or clicks come. */
export function reloadOnce(): void {
  if (reloadRequested) return;
  reloadRequested = true;
  window.location.reload();
}

function settled(worker: ServiceWorker, timeoutMs: number): Promise<void> {
  if (worker.state !== 'installing') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.removeEventListener('statechange', onChange);
      resolve();
    };
    const onChange = () => {
      if (worker.state !== 'installing') done();
    };
    const timer = setTimeout(done, timeoutMs);
    worker.addEventListener('statechange', onChange);
  });
}

/** The WorkerUpdater of the registered Workbox (register-service-worker.ts). */
export function workboxUpdater(wb: Workbox, scope: string = import.meta.env.BASE_URL): WorkerUpdater {
  return {
    async update() {
      await wb.update();
      const registration = await navigator.serviceWorker.getRegistration(scope);
      if (!registration) return false;
      if (registration.installing) await settled(registration.installing, INSTALL_TIMEOUT_MS);
      return !!registration.waiting;
    },
    activate() {
      return new Promise<void>((resolve) => {
        const onControlling = () => {
          wb.removeEventListener('controlling', onControlling);
          resolve();
        };
        wb.addEventListener('controlling', onControlling);
        wb.messageSkipWaiting();
      });
    },
  };
}
