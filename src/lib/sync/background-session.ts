// What the service worker needs to send the outbox with no page open (issue 5): the session's
// token, whose replica (user and venue), where the API is and the interface language. The worker
// cannot read localStorage, so the page keeps a copy in a tiny IndexedDB database of its own
// (`noctua-session`, one row), written when a replica opens and on every queued change (the token
// may have been renewed since) and deleted when the session ends (logout, expired or revoked).
// Only a session the user asked to keep ("Recordarme") is copied: a session-only sign-in lives in
// sessionStorage and must not outlive its tab, so the worker then has no session and leaves the
// outbox for the next time the app is opened.
import Dexie, { type EntityTable } from 'dexie';
import type { SyncTable } from '../../contract/sync';

export const BACKGROUND_SESSION_DB = 'noctua-session';
const CURRENT = 'current';

export interface BackgroundSession {
  token: string;
  userId: string;
  venueId: string;
  /** The API base as the page uses it, e.g. `/noctua/api` (resolved against the worker's origin). */
  apiBase: string;
  /** Sent as Accept-Language, so server messages kept in the outbox read in the user's language. */
  language?: string;
  /** The tables the user's codes let the replica hold: what a background pull asks for. */
  tables?: SyncTable[];
}

interface SessionRow extends BackgroundSession {
  key: string;
  savedAt: number;
}

class SessionDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  constructor() {
    super(BACKGROUND_SESSION_DB);
    this.version(1).stores({ session: 'key' });
  }
}

let db: SessionDb | null = null;
function sessionDb(): SessionDb {
  db ??= new SessionDb();
  return db;
}

/** Keeps the session for the worker; `remember` false (a session-only sign-in) clears it instead. */
export async function saveBackgroundSession(session: BackgroundSession, remember: boolean): Promise<void> {
  if (!remember) return clearBackgroundSession();
  await sessionDb().session.put({ ...session, key: CURRENT, savedAt: Date.now() });
}

export async function readBackgroundSession(): Promise<BackgroundSession | null> {
  const row = await sessionDb().session.get(CURRENT);
  if (!row) return null;
  const { key: _key, savedAt: _savedAt, ...session } = row;
  return session;
}

export async function clearBackgroundSession(): Promise<void> {
  await sessionDb().session.delete(CURRENT);
}

/** Closes the connection (tests delete the database between cases). */
export function closeBackgroundSession(): void {
  db?.close();
  db = null;
}

// Background Sync and Periodic Background Sync are not in TypeScript's lib yet.
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
  periodicSync?: { register(tag: string, options?: { minInterval: number }): Promise<void> };
}

/** The tags the service worker answers. */
export const OUTBOX_SYNC_TAG = 'noctua-outbox';
/** The periodic sync: push and pull. Installed apps registered before issue 36 hold the old tag. */
export const PERIODIC_SYNC_TAG = 'noctua-refresh';
export const LEGACY_PERIODIC_SYNC_TAG = 'noctua-outbox-periodic';
export const PERIODIC_SYNC_MIN_INTERVAL_MS = 15 * 60_000;
let periodicAsked = false;

async function readyRegistration(): Promise<(ServiceWorkerRegistration & SyncRegistration) | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  return (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & SyncRegistration;
}

/**
 * Asks the browser to wake the service worker to push the outbox and pull once it is online, even
 * if the tab is closed by then. Browsers without Background Sync (Firefox, Safari) keep relying on
 * the page's own sync. Never throws.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    await (await readyRegistration())?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not allowed: the page's sync goes on as before.
  }
  await requestPeriodicSync();
}

/**
 * Once per page, where the browser allows it (an installed app in Chromium, by its engagement
 * with the site): a periodic wake-up that pushes, pulls and checks the app's version with the app
 * closed, so a VIP balance on a device left in a drawer is as old as the last wake-up. Never throws.
 */
export async function requestPeriodicSync(): Promise<void> {
  if (periodicAsked) return;
  periodicAsked = true;
  try {
    const registration = await readyRegistration();
    if (!registration?.periodicSync || !navigator.permissions) return;
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName });
    if (permission.state === 'granted') {
      await registration.periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
    }
  } catch {
    // Not allowed (no installed app, blocked by the user): the page's sync goes on as before.
  }
}
