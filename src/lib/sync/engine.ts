// The sync runner of one replica: pushes the outbox, then pulls what changed, again and again.
// - One runner at a time across tabs (a Web Lock per database), one request in flight, runs
//   coalesced: a sync asked for while one runs makes it go round once more.
// - It runs on `online`, on focus, on a timer, and whenever a screen queued a change.
// - Push outcomes per command (applied, rejected, retry with backoff) are kept in the outbox; a
//   batch the server refuses as a whole (4xx) is split so that one bad command is rejected alone.
// - A 401/402 (token expired or revoked) puts the taken commands back untouched and pauses until
//   `resume()` — or until a new engine starts after the user signed in again: nothing is dropped
//   and nothing is sent with a stale token.
// - Pull: price lists and VIP cards first, then the rest, each with its own cursor. A backend
//   without `/api/sync/*` (404) switches to the full re-fetch of the SPEC §7 lists.
import type { SyncTable } from '../../contract/sync';
import type { NoctuaDb } from '../db/noctua-db';
import { pullCursorKey } from './apply-pull';
import { MIN_PULL_INTERVAL_MS, SYNC_INTERVAL_MS, type SyncEngineOptions, type SyncTriggerSource } from './engine-options';
import { inPagePuller } from './in-page-pull';
import { legacyRefresh } from './legacy-pull';
import {
  completeResults,
  countDue,
  nextBatch,
  nextDueAt,
  pruneApplied,
  recordFailedPush,
  recordResults,
  releaseBatch,
  toPushCommands,
} from './outbox';
import { firstSyncProgress, NOTHING_PULLED, pullGroups } from './pull-groups';
import {
  type FirstSyncProgress,
  OFFLINE_MESSAGE,
  PUSH_UNSUPPORTED_MESSAGE,
  type PushOutcome,
  type SyncStatus,
} from './sync-status';

const MAX_PUSH_ROUNDS = 1_000;

interface HttpLikeError {
  status?: number;
  message?: string;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as HttpLikeError | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown): string {
  const message = (error as HttpLikeError | null)?.message;
  return typeof message === 'string' && message ? message : 'Error desconocido';
}

export class SyncEngine {
  private status: SyncStatus;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  /** A pull was asked for (start, online, focus, timer, the user): the next run pulls. */
  private pullWanted = true;
  private lastPullAt = Number.NEGATIVE_INFINITY;
  private stopped = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly detach: (() => void)[] = [];

  constructor(private readonly options: SyncEngineOptions) {
    this.status = {
      online: this.isOnline(),
      running: false,
      authRequired: false,
      mode: 'delta',
      pushSupported: true,
      firstSync: null,
      lastSyncAt: null,
      lastError: null,
    };
  }

  get db(): NoctuaDb {
    return this.options.db;
  }

  getStatus = (): SyncStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Attaches the triggers and runs a first sync. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    // The last sync of an earlier session, until this one completes a run.
    void this.db.syncState
      .toArray()
      .then((states) => {
        const last = states.reduce<string | null>(
          (max, s) => (s.lastSuccessAt && (!max || s.lastSuccessAt > max) ? s.lastSuccessAt : max),
          null,
        );
        if (last && !this.status.lastSyncAt) this.update({ lastSyncAt: last });
      })
      .catch(() => {});
    // Through globalThis: the service worker compiles this file without the DOM's `window`.
    const target =
      this.options.events === undefined ? ((globalThis as { window?: SyncTriggerSource }).window ?? null) : this.options.events;
    if (target) {
      const onOnline = () => {
        this.update({ online: true });
        void this.sync();
      };
      const onOffline = () => this.update({ online: false });
      const onFocus = () => void this.sync();
      const onVisible = () => {
        if (target.document.visibilityState === 'visible') void this.sync();
      };
      target.addEventListener('online', onOnline);
      target.addEventListener('offline', onOffline);
      target.addEventListener('focus', onFocus);
      target.document.addEventListener('visibilitychange', onVisible);
      this.detach.push(() => {
        target.removeEventListener('online', onOnline);
        target.removeEventListener('offline', onOffline);
        target.removeEventListener('focus', onFocus);
        target.document.removeEventListener('visibilitychange', onVisible);
      });
    }
    void this.sync();
  }

  /** Detaches everything; a run in progress finishes its current request. */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    for (const d of this.detach.splice(0)) d();
  }

  /** After the user signed in again: sends what waited. */
  resume(): Promise<void> {
    this.update({ authRequired: false, lastError: null });
    return this.sync();
  }

  /**
   * Runs a push and a pull now, or once more after the run in progress. `pushOnly` (a change was
   * just queued) sends the outbox and pulls only if the last pull is older than
   * MIN_PULL_INTERVAL_MS: a stock taker typing fast must not cause a pull per keystroke.
   */
  sync(options: { pushOnly?: boolean } = {}): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!options.pushOnly) this.pullWanted = true;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.withLock(() => this.runOnce());
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
      void this.scheduleNext();
    });
    return this.running;
  }

  /**
   * The service worker's run (a background sync, a periodic sync, a "data changed" push), on an
   * engine that was never started: pushes the outbox and then, with `pull`, pulls what changed in
   * the table groups this replica already holds. Never a first sync: that is the open page's, which
   * shows its progress. Same Web Lock as sync(), so the page and the worker never run at once.
   * 'unreachable': something is still due (the caller asks to be woken again); 'auth': the server
   * refused the session and the taken commands were put back untouched.
   */
  async runInBackground({ pull }: { pull: boolean }): Promise<PushOutcome> {
    const wasStopped = this.stopped;
    this.stopped = false;
    let outcome: PushOutcome = 'done';
    try {
      await this.withLock(async () => {
        outcome = await this.pushAll();
        if (outcome === 'done' && pull) outcome = await this.pullHeldGroups();
      });
    } finally {
      if (wasStopped) this.stopped = true;
    }
    return outcome;
  }

  /** The delta pull of each table group that has a cursor already; 'unreachable' on a failure. */
  private async pullHeldGroups(): Promise<PushOutcome> {
    const { db, transport, tables } = this.options;
    const runPull = this.options.runPull ?? inPagePuller(db, transport.pull, undefined);
    for (const group of pullGroups(tables)) {
      if (!(await db.syncState.get(pullCursorKey(group)))?.cursor) continue;
      try {
        await runPull(group);
      } catch (error) {
        const status = statusOf(error);
        if (status === 401 || status === 402) {
          this.requireAuth();
          return 'auth';
        }
        this.options.log?.('Background pull failed', error);
        return 'unreachable';
      }
    }
    return 'done';
  }

  private isOnline(): boolean {
    if (this.options.isOnline) return this.options.isOnline();
    return typeof navigator === 'undefined' ? true : navigator.onLine;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private update(patch: Partial<SyncStatus>): void {
    this.status = { ...this.status, ...patch };
    for (const listener of this.listeners) listener();
  }

  private async withLock(run: () => Promise<void>): Promise<void> {
    const locks =
      this.options.locks === undefined ? (typeof navigator === 'undefined' ? null : navigator.locks) : this.options.locks;
    if (!locks) return run();
    await locks.request(`noctua-sync:${this.db.name}`, run);
  }

  private requireAuth(): void {
    if (this.status.authRequired) return;
    this.update({ authRequired: true });
    this.options.onAuthRequired?.();
  }

  private async runOnce(): Promise<void> {
    if (this.stopped || this.status.authRequired) return;
    if (this.options.hasCredentials && !this.options.hasCredentials()) {
      this.requireAuth();
      return;
    }
    const online = this.isOnline();
    this.update({ online });
    if (!online) return;
    this.update({ running: true });
    try {
      const pushed = await this.pushAll();
      if (pushed !== 'done') return;
      if (this.pullWanted || this.now() - this.lastPullAt >= MIN_PULL_INTERVAL_MS) {
        this.pullWanted = false;
        this.lastPullAt = this.now();
        const pulled = await this.pullAllTables();
        if (!pulled) return;
      }
      // Commands queued while we pulled go out now rather than at the next tick.
      if (this.status.pushSupported && (await countDue(this.db, this.now())) > 0) this.again = true;
      await pruneApplied(this.db, this.now());
      this.update({
        lastSyncAt: new Date(this.now()).toISOString(),
        lastError: this.status.pushSupported ? null : PUSH_UNSUPPORTED_MESSAGE,
      });
    } catch (error) {
      // Local failures (IndexedDB full, aborted transaction): the outbox is left as it was.
      this.options.log?.('Sync run failed', error);
      this.update({ lastError: messageOf(error) });
    } finally {
      this.update({ running: false });
    }
  }

  private async pushAll(): Promise<PushOutcome> {
    const { db, transport, deviceId } = this.options;
    // Once the server refused a whole batch, commands go one by one to find the bad one.
    let limit: number | undefined;
    for (let round = 0; round < MAX_PUSH_ROUNDS && !this.stopped; round++) {
      const batch = await nextBatch(db, { now: this.now(), ...(limit ? { limit } : {}) });
      if (batch.length === 0) return 'done';
      const ids = batch.map((e) => e.id);
      if (!this.status.pushSupported) {
        await releaseBatch(db, ids);
        return 'done';
      }
      try {
        const response = await transport.push({ deviceId, commands: toPushCommands(batch) });
        await recordResults(db, completeResults(batch, response.results), { now: this.now(), random: this.options.random });
      } catch (error) {
        const status = statusOf(error);
        if (status === 401 || status === 402) {
          await releaseBatch(db, ids);
          this.requireAuth();
          return 'auth';
        }
        if (status === 404 || status === 405 || status === 501) {
          await releaseBatch(db, ids);
          this.update({ pushSupported: false, lastError: PUSH_UNSUPPORTED_MESSAGE });
          return 'done';
        }
        if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
          if (batch.length > 1) {
            await releaseBatch(db, ids);
            limit = 1;
            continue;
          }
          await recordResults(db, [{ id: ids[0] as string, status: 'rejected', message: messageOf(error) }]);
          continue;
        }
        const message = status === undefined ? OFFLINE_MESSAGE : messageOf(error);
        await recordFailedPush(db, ids, message, { now: this.now(), random: this.options.random });
        this.update({ lastError: message, ...(status === undefined ? { online: this.isOnline() } : {}) });
        return 'unreachable';
      }
    }
    return 'done';
  }

  private async pullAllTables(): Promise<boolean> {
    const { db, transport, tables } = this.options;
    try {
      if (this.status.mode === 'delta') {
        const [priority = [], rest = []] = pullGroups(tables, { keepEmpty: true });
        const groups: [FirstSyncProgress['phase'], SyncTable[]][] = [
          ['priority', priority],
          ['rest', rest],
        ];
        // Rows received, and the rows the groups' snapshots said they would send, so far.
        let received = 0;
        let expected: number | undefined;
        for (const [phase, group] of groups) {
          if (group.length === 0) continue;
          const first = !(await db.syncState.get(pullCursorKey(group)))?.cursor;
          const before = { received, expected };
          // Until this group's first page says how much it sends, the bar stays where it was.
          if (first) this.update({ firstSync: firstSyncProgress(phase, before, NOTHING_PULLED) });
          const runPull = this.options.runPull ?? inPagePuller(db, transport.pull, transport.snapshot);
          const progress = await runPull(
            group,
            first ? (p) => this.update({ firstSync: firstSyncProgress(phase, before, p) }) : undefined,
          );
          received += progress.changes;
          expected = firstSyncProgress(phase, before, progress).expected;
        }
      } else {
        this.update({ firstSync: (await this.hasLegacyCopy()) ? null : { phase: 'priority', received: 0 } });
        await legacyRefresh(db, transport.legacy, tables, (p) => {
          if (this.status.firstSync) this.update({ firstSync: { phase: 'rest', received: p.rows } });
        });
      }
      this.update({ firstSync: null });
      return true;
    } catch (error) {
      this.update({ firstSync: null });
      const status = statusOf(error);
      if (status === 401 || status === 402) {
        this.requireAuth();
        return false;
      }
      if (status === 404 && this.status.mode === 'delta') {
        // No delta sync on this backend: the full lists of SPEC §7 instead.
        this.update({ mode: 'legacy' });
        return this.pullAllTables();
      }
      this.update({ lastError: status === undefined && !this.isOnline() ? OFFLINE_MESSAGE : messageOf(error) });
      return false;
    }
  }

  private async hasLegacyCopy(): Promise<boolean> {
    return (await this.db.syncState.where('key').startsWith('legacy:').count()) > 0;
  }

  /** Next run: the timer, or earlier when a command's backoff ends first. */
  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    const interval = this.options.intervalMs ?? SYNC_INTERVAL_MS;
    let delay = interval;
    try {
      // A backoff ending before the next tick brings the run forward; a command already due (it
      // could not be sent: offline, or a server without push) waits for the tick or an event.
      const next = await nextDueAt(this.db);
      const wait = next === null ? interval : next - this.now();
      if (wait > 0) delay = Math.max(250, Math.min(interval, wait));
    } catch {
      // The database closed (logout): no next run.
      return;
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.sync(), delay);
  }
}
