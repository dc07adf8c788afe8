// History items the user removed from the satélite list. SPEC §4: removing a history item happens
// locally by id, with no server call — so the ids are kept on this device, in the replica's uiState
// table under one key, and survive reloads and offline use. Nothing is ever sent to the server.
import { useLiveQuery } from 'dexie-react-hooks';
import type { NoctuaDb } from '../../../lib/db/noctua-db';
import { useReplica } from '../../../lib/sync/use-replica';

export const HIDDEN_HISTORY_KEY = 'satelite:hidden';
/** Old ids beyond this many are forgotten first (the server keeps the history anyway). */
export const MAX_HIDDEN = 5000;

export function readHidden(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export async function hideHistoryItems(db: NoctuaDb, ids: readonly string[]): Promise<void> {
  await db.transaction('rw', db.uiState, async () => {
    const current = readHidden((await db.uiState.get(HIDDEN_HISTORY_KEY))?.value);
    const next = [...new Set([...current, ...ids])].slice(-MAX_HIDDEN);
    await db.uiState.put({ key: HIDDEN_HISTORY_KEY, value: next });
  });
}

export async function unhideHistoryItem(db: NoctuaDb, id: string): Promise<void> {
  await db.transaction('rw', db.uiState, async () => {
    const current = readHidden((await db.uiState.get(HIDDEN_HISTORY_KEY))?.value);
    await db.uiState.put({ key: HIDDEN_HISTORY_KEY, value: current.filter((x) => x !== id) });
  });
}

export async function unhideAllHistory(db: NoctuaDb): Promise<void> {
  await db.uiState.delete(HIDDEN_HISTORY_KEY);
}

/** The hidden ids and the actions on them; `available` is false without a local replica. */
export function useHiddenHistoryLive() {
  const db = useReplica()?.db ?? null;
  const ids = useLiveQuery(async () => (db ? readHidden((await db.uiState.get(HIDDEN_HISTORY_KEY))?.value) : []), [db]);
  return {
    available: db !== null,
    hidden: new Set(ids ?? []),
    hide: (id: string) => (db ? hideHistoryItems(db, [id]) : Promise.resolve()),
    unhide: (id: string) => (db ? unhideHistoryItem(db, id) : Promise.resolve()),
    unhideAll: () => (db ? unhideAllHistory(db) : Promise.resolve()),
  };
}
