// The version check in the worker (SPEC §4 "Version", issue 36): on each wake-up with the app
// closed (periodic sync, background sync, a push) the worker asks the server for its version, the
// same /api/version.txt the open page asks, and when it differs from the one this worker was built
// with it asks the browser to fetch the new worker. The new worker installs (precaches the new app)
// and waits: it never takes over by itself, since pages may hold unsent changes. The app shows its
// "Nueva versión" banner for a waiting worker as soon as it is opened (register-service-worker.ts),
// and the update flow there flushes the outbox before reloading.

import { APP_VERSION } from '../src/contract/version';
import { checkVersion } from '../src/lib/pwa/server-version';

/** At most one check per this interval, however many events wake the worker. */
export const WORKER_RECHECK_MS = 10 * 60_000;

export interface WorkerVersionDeps {
  registration: Pick<ServiceWorkerRegistration, 'update' | 'installing' | 'waiting'>;
  /** The app's base path (the worker's scope), e.g. `/noctua/`. */
  base: string;
  fetch?: typeof fetch;
  now?: () => number;
  current?: string;
}

export type WorkerVersionOutcome = 'skipped' | 'same' | 'failed' | 'updating';

let lastCheckAt = Number.NEGATIVE_INFINITY;

/** Checks the server's version and, when it is another one, has the browser install it. */
export async function updateIfNewVersion(deps: WorkerVersionDeps): Promise<WorkerVersionOutcome> {
  const now = deps.now?.() ?? Date.now();
  if (now - lastCheckAt < WORKER_RECHECK_MS) return 'skipped';
  lastCheckAt = now;
  // Already fetched and waiting (or installing): the page will offer it.
  if (deps.registration.waiting || deps.registration.installing) return 'skipped';
  const result = await checkVersion({
    base: deps.base,
    current: deps.current ?? APP_VERSION,
    now: () => now,
    log: () => {},
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  if (result.status !== 'different') return result.status;
  try {
    await deps.registration.update();
    return 'updating';
  } catch {
    return 'failed';
  }
}

/** Tests: forget when the last check ran. */
export function resetWorkerVersionCheck(): void {
  lastCheckAt = Number.NEGATIVE_INFINITY;
}
