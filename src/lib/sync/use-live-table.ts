// A live read of a whole replicated table (e.g. the 50,000 VIP cards the card search runs over)
// that stays cheap while a first sync fills that table (issue 20). Dexie's liveQuery re-runs a
// query on every write and aborts the run in progress when the next write lands: with a page
// written every few hundred milliseconds, re-reading 50,000 rows never finished, the screen
// showed nothing and took the CPU the pull worker needed. Here the read runs at once when the
// table changes after a quiet spell (a card an action answered shows at once), otherwise at most
// once per twice its own duration, and never restarts a read in progress: the first page of cards
// is shown as soon as it is written, the later pages at a pace the screen can afford.
import { Dexie } from 'dexie';
import { useEffect, useRef, useState } from 'react';
import type { SyncTable } from '../../contract/sync';
import type { NoctuaDb } from '../db/noctua-db';

/** The shortest time between two reads of one table. */
export const LIVE_TABLE_MIN_GAP_MS = 100;

export interface LiveTableReader {
  /** Stops listening; a read in progress is dropped. */
  close(): void;
}

/**
 * Calls `read` now and again whenever `table` of `db` (or any of `table`s, for a read that joins
 * several) changes (in this page or in another context: the pull worker, another tab), throttled
 * as above; `onValue` gets each result.
 */
export function watchTable<T>(
  db: NoctuaDb,
  table: SyncTable | readonly SyncTable[],
  read: () => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void = () => {},
  now: () => number = () => performance.now(),
): LiveTableReader {
  const prefixes = (typeof table === 'string' ? [table] : table).map((t) => `idb://${db.name}/${t}/`);
  let closed = false;
  let running = false;
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEnd = Number.NEGATIVE_INFINITY;
  let lastCost = 0;

  const run = async () => {
    timer = undefined;
    if (closed) return;
    running = true;
    dirty = false;
    const started = now();
    try {
      const value = await read();
      if (!closed) onValue(value);
    } catch (error) {
      if (!closed) onError(error);
    }
    running = false;
    lastEnd = now();
    lastCost = lastEnd - started;
    if (dirty) schedule();
  };

  const schedule = () => {
    if (closed) return;
    if (running) {
      dirty = true;
      return;
    }
    if (timer !== undefined) return;
    const gap = Math.max(LIVE_TABLE_MIN_GAP_MS, 2 * lastCost);
    timer = setTimeout(() => void run(), Math.max(0, lastEnd + gap - now()));
  };

  const onMutated = (parts: Record<string, unknown>) => {
    for (const key in parts) {
      if (prefixes.some((prefix) => key.startsWith(prefix))) {
        schedule();
        return;
      }
    }
  };
  Dexie.on('storagemutated', onMutated);
  void run();
  return {
    close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      Dexie.on.storagemutated.unsubscribe(onMutated);
    },
  };
}

/** `read` of one table (or several) as React state: undefined until the first read, then its latest result. */
export function useLiveTable<T>(
  db: NoctuaDb | undefined,
  table: SyncTable | readonly SyncTable[],
  read: (db: NoctuaDb) => Promise<T>,
): T | undefined {
  const [state, setState] = useState<{ db: NoctuaDb | undefined; value: T | undefined }>({ db, value: undefined });
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    if (!db) return;
    const reader = watchTable(
      db,
      table,
      () => readRef.current(db),
      (value) => setState({ db, value }),
    );
    return () => reader.close();
  }, [db, table]);
  // A value read from another database (the user changed) is not shown.
  return state.db === db ? state.value : undefined;
}
