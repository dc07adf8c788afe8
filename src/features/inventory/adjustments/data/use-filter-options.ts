// Filter choices of the adjustment and history screens, read from the local replica (the venue's
// warehouses, bars and nights are replicated): the lists fill in without a request of their own,
// and an empty list simply leaves the filter at "all".
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '../../../../lib/sync/use-replica';

export interface LocationOption {
  id: string;
  name: string;
  kind: 'warehouse' | 'bar';
}

export interface NightOption {
  id: string;
  businessDate: string;
  eventName: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });

/** The venue's active locations: warehouses first, then bars, each by name. */
export function useLocationOptions(): LocationOption[] {
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

/** The nights with a business date in [from, to] (either end open), newest first. */
export function useNightOptions(from: string, to: string): NightOption[] {
  const db = useReplica()?.db;
  return (
    useLiveQuery(async () => {
      if (!db) return [];
      const rows = await db.nights
        .where('businessDate')
        .between(from || '0000-00-00', to || '9999-99-99', true, true)
        .toArray();
      return rows
        .filter((r) => !r.deletedAt)
        .map((r) => ({ id: r.id, businessDate: r.businessDate, eventName: typeof r.eventName === 'string' ? r.eventName : '' }))
        .sort((a, b) => b.businessDate.localeCompare(a.businessDate));
    }, [db, from, to]) ?? []
  );
}
