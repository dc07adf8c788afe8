// A live read of the replica that takes a filter: `read(db, args)` runs again when the tables it
// reads change, or when `args` change by content — a screen builds its filter object anew on each
// render, and an equal one must not start another read.
import { useLiveQuery } from 'dexie-react-hooks';
import type { NoctuaDb } from '../db/noctua-db';
import { useReplica } from '../sync/use-replica';

/** `undefined` while the first read runs; `none` without a replica. */
export function useReplicaRead<A, T>(read: (db: NoctuaDb, args: A) => Promise<T>, args: A, none: T): T | undefined {
  const db = useReplica()?.db;
  const key = JSON.stringify(args);
  return useLiveQuery(async () => (db ? read(db, JSON.parse(key) as A) : none), [db, key]);
}
