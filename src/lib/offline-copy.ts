// The one way a screen keeps an offline copy of an online read (docs/decisions/0007-online-data.md):
// the last answer and when the server gave it, in the signed-in user's replica at this venue (the
// Dexie uiState table, one entry per copy: { at, value }). The copy so goes with the account and
// the venue — a shared tablet never shows one account's figures to another — and logout deletes
// it with the replica. Without a replica (signed out, no venue) nothing is kept.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { NoctuaDb } from './db/noctua-db';
import { useReplica } from './sync/use-replica';

export interface OfflineCopy<T> {
  /** ISO time the server answered. */
  at: string;
  value: T;
}

function readCopy<T>(entry: unknown): OfflineCopy<T> | null {
  if (!entry || typeof entry !== 'object') return null;
  const { at, value } = entry as { at?: unknown; value?: unknown };
  return typeof at === 'string' && value !== undefined && value !== null ? { at, value: value as T } : null;
}

export async function loadCopy<T>(db: NoctuaDb, key: string): Promise<OfflineCopy<T> | null> {
  return readCopy<T>((await db.uiState.get(key))?.value);
}

export async function saveCopy<T>(db: NoctuaDb, key: string, value: T, at = new Date().toISOString()): Promise<void> {
  await db.uiState.put({ key, value: { at, value } satisfies OfflineCopy<T> });
}

/** Changes the kept value (an action's answer replacing one row), keeping when the server answered. */
export async function updateCopy<T>(db: NoctuaDb, key: string, change: (value: T) => T): Promise<void> {
  await db.transaction('rw', db.uiState, async () => {
    const copy = await loadCopy<T>(db, key);
    if (copy) await saveCopy(db, key, change(copy.value), copy.at);
  });
}

export interface WithOfflineCopy<T> {
  /** The server's answer, or else the copy kept last time. */
  data: T | undefined;
  /** When the server gave `data` (ISO); null without data. */
  at: string | null;
  /** `data` is the kept copy, not a fresh answer. */
  fromCopy: boolean;
  /** The kept copy: undefined while it is being read, null when there is none. */
  copy: OfflineCopy<T> | null | undefined;
}

/**
 * A read with its offline copy under `key`: each answer of `read` is kept as it arrives (unless
 * `keep` is false: a filtered answer is not the list to fall back on), and without an answer the
 * copy is given instead. `answeredAt` says when the server answered (the query's dataUpdatedAt,
 * or a time the answer carries).
 */
export function useOfflineCopy<T>(
  key: string,
  read: { data: T | undefined; dataUpdatedAt: number },
  options: { keep?: boolean; answeredAt?: (data: T) => string } = {},
): WithOfflineCopy<T> {
  const db = useReplica()?.db;
  const { keep = true, answeredAt } = options;
  const copy = useLiveQuery(async () => (db ? loadCopy<T>(db, key) : null), [db, key]);
  const { data, dataUpdatedAt } = read;
  const at = data === undefined ? null : (answeredAt?.(data) ?? new Date(dataUpdatedAt).toISOString());
  useEffect(() => {
    if (db && keep && data !== undefined && at) void saveCopy(db, key, data, at);
  }, [db, key, keep, data, at]);
  if (data !== undefined) return { data, at, fromCopy: false, copy };
  return { data: copy?.value, at: copy?.at ?? null, fromCopy: !!copy, copy };
}
