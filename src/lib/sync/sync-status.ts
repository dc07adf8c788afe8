// What the sync engine reports: its status (which screens show through useSyncExternalStore), the
// outcome of a push, and the Spanish texts of its failures (sync-text.ts translates them). Kept
// apart from the engine so that screens and the service worker's flush read it without the runner.

export type SyncMode = 'delta' | 'legacy';

export interface FirstSyncProgress {
  /** 'priority' while price lists and VIP cards come, then 'rest'. */
  phase: 'priority' | 'rest';
  /** Rows received so far in this first sync. */
  received: number;
  /**
   * The rows this first sync brings, as far as known: what the snapshots of the table groups begun
   * so far said they send (absent until the first page, and from a server without a snapshot).
   */
  expected?: number;
}

export interface SyncStatus {
  online: boolean;
  running: boolean;
  /** The session must be renewed before anything else is sent. */
  authRequired: boolean;
  mode: SyncMode;
  /** False against a backend without `/api/sync/push`: changes stay queued. */
  pushSupported: boolean;
  /** Set while the replica is filled for the first time. */
  firstSync: FirstSyncProgress | null;
  /** ISO time of the last run that reached the server and finished. */
  lastSyncAt: string | null;
  /** Spanish text (or the server's translated message) of the last failure; null after a good run. */
  lastError: string | null;
}

export const OFFLINE_MESSAGE = 'No tienes conexión a internet';
export const RETRY_MESSAGE = 'No se pudo guardar el cambio. Se reintentará.';
export const PUSH_UNSUPPORTED_MESSAGE =
  'Este servidor no recibe cambios hechos sin conexión; quedan guardados en este dispositivo';

/** How a push ended: everything sent, paused for a new session, or the server not reached. */
export type PushOutcome = 'done' | 'auth' | 'unreachable';
