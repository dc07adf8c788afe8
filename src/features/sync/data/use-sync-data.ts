// The hooks the sync screens read and act through (they never touch the database directly): the
// last time the replica reached the server, the rejected commands with the names of what they
// refer to, retry and discard of a rejected command, and this browser's storage figures.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { OutboxEntry } from '../../../lib/db/noctua-db';
import { offlineCommand } from '../../../lib/sync/command-registry';
import { discardCommand, resendRejected } from '../../../lib/sync/local-effects';
import { useReplica, useSyncStatus } from '../../../lib/sync/use-replica';
import type { CommandNames } from '../command-labels';

/**
 * When the replica last finished a sync with the server: this page's engine, else the latest pull
 * recorded in the database (so a reload does not say "never"). Undefined while loading.
 */
export function useLastSyncAtLive(): string | null | undefined {
  const db = useReplica()?.db;
  const fromEngine = useSyncStatus()?.lastSyncAt ?? null;
  const fromDb = useLiveQuery(async () => {
    if (!db) return null;
    let latest: string | null = null;
    for (const s of await db.syncState.toArray()) {
      if (s.lastSuccessAt && (!latest || s.lastSuccessAt > latest)) latest = s.lastSuccessAt;
    }
    return latest;
  }, [db]);
  if (fromDb === undefined) return fromEngine ?? undefined;
  if (!fromEngine) return fromDb;
  if (!fromDb) return fromEngine;
  return fromEngine > fromDb ? fromEngine : fromDb;
}

export interface RejectedCommand {
  entry: OutboxEntry;
  names: CommandNames;
}

/** The rejected commands in creation order, with the goods, places or guests they name. */
export function useRejectedDetailsLive(): RejectedCommand[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const entries = await db.outbox.where('status').equals('rejected').sortBy('seq');
    return Promise.all(
      entries.map(async (entry) => {
        const lookup = offlineCommand(entry.name)?.names;
        // Args the replica cannot resolve (a row it does not hold) leave the ids to show.
        const names = lookup ? await lookup(db, entry.args as never).catch(() => ({})) : {};
        return { entry, names };
      }),
    );
  }, [db]);
}

export interface AttentionActions {
  /** Sends a rejected command again: back in its lane, its local change shown again, a sync asked for. */
  retry(entry: OutboxEntry): Promise<void>;
  /** Drops a rejected command and its local change. */
  discard(id: string): Promise<void>;
}

export function useAttentionActions(): AttentionActions {
  const replica = useReplica();
  const retry = useCallback(
    async (entry: OutboxEntry) => {
      if (!replica) return;
      await resendRejected(replica.db, entry.id);
      void replica.engine.sync();
    },
    [replica],
  );
  const discard = useCallback(
    async (id: string) => {
      if (!replica) return;
      await discardCommand(replica.db, id);
    },
    [replica],
  );
  return { retry, discard };
}

export type StorageInfo =
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'ready'; usage: number | null; quota: number | null; persisted: boolean | null };

/** This origin's storage use and quota, and whether the browser keeps it under pressure. */
export function useStorageInfo(): StorageInfo & { refresh(): void } {
  const [info, setInfo] = useState<StorageInfo>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    void round;
    let cancelled = false;
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.estimate) {
      setInfo({ state: 'unavailable' });
      return;
    }
    void (async () => {
      const [estimate, persisted] = await Promise.all([
        storage.estimate().catch(() => null),
        storage.persisted ? storage.persisted().catch(() => null) : Promise.resolve(null),
      ]);
      if (cancelled) return;
      if (!estimate) {
        setInfo({ state: 'unavailable' });
        return;
      }
      setInfo({ state: 'ready', usage: estimate.usage ?? null, quota: estimate.quota ?? null, persisted });
    })();
    return () => {
      cancelled = true;
    };
  }, [round]);

  return { ...info, refresh };
}
