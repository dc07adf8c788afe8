// The venue's nights as read from the local replica: one live query and one view type for every
// screen that picks or shows a night offline (breakage, transfer notes, differences, the door).
// Screens never see Dexie rows, so a change to the replicated row touches only `toNightView`.
import { useLiveQuery } from 'dexie-react-hooks';
import type { NightRow } from '../db/noctua-db';
import { useReplica } from '../sync/use-replica';
import { text } from './row-values';

export interface NightView {
  id: string;
  /** Local calendar date the night belongs to (YYYY-MM-DD). */
  businessDate: string;
  eventName: string;
  status: NightRow['status'];
  opensAt: string | null;
  closesAt: string | null;
}

export function toNightView(row: NightRow): NightView {
  return {
    id: row.id,
    businessDate: row.businessDate,
    eventName: text(row.eventName),
    status: row.status,
    opensAt: text(row.opensAt) || null,
    closesAt: text(row.closesAt) || null,
  };
}

/** Business dates bounding the nights read; an empty or missing end leaves that side open. */
export interface NightRange {
  from?: string;
  to?: string;
}

/** The venue's nights with a business date in the range, newest first; `undefined` while loading. */
export function useNightsLive({ from, to }: NightRange = {}): NightView[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.nights
      .where('businessDate')
      .between(from || '0000-00-00', to || '9999-99-99', true, true)
      .reverse()
      .toArray();
    return rows.map(toNightView);
  }, [db, from, to]);
}

/** The night open now, else the one whose hours contain `now` (breakage recorded during it). */
export function currentNight(nights: readonly NightView[], now: number = Date.now()): NightView | undefined {
  const open = nights.find((n) => n.status === 'open');
  if (open) return open;
  return nights.find((n) => {
    const from = n.opensAt ? Date.parse(n.opensAt) : Number.NaN;
    const to = n.closesAt ? Date.parse(n.closesAt) : Number.NaN;
    return from <= now && now <= to;
  });
}
