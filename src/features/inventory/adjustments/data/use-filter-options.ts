// Filter choices of the adjustment and history screens, read from the local replica (the venue's
// warehouses and bars are replicated; nights come from lib/replica/nights): the lists fill in
// without a request of their own, and an empty list simply leaves the filter at "all".
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '../../../../lib/sync/use-replica';

export interface LocationOption {
  id: string;
  name: string;
  kind: 'warehouse' | 'bar';
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

/** The venue's active locations: warehouses first, then bars, each by name. */
export function useLocationOptionsLive(): LocationOption[] {
  const db = useReplica()?.db;
  return (
    useLiveQuery(async () => {
      if (!db) return [];
      const rows = await db.stockLocations.toArray();
      return rows
        .filter((r) => r.active !== false && !r.deletedAt)
        .map(
          (r): LocationOption => ({ id: r.id, name: String(r.name ?? ''), kind: r.kind === 'warehouse' ? 'warehouse' : 'bar' }),
        )
        .sort((a, b) => (a.kind === b.kind ? byName(a, b) : a.kind === 'warehouse' ? -1 : 1));
    }, [db]) ?? []
  );
}
