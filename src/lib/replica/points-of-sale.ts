// The venue's points of sale as read from the local replica (every signed-in user pulls them,
// src/contract/sync.ts), for screens that pick one without the configuration privilege: the
// e-invoicing screen offers those with an AFIP point-of-sale number. The replicated row carries
// every column of points_of_sale; only what a picker needs is read here.
import { useLiveQuery } from 'dexie-react-hooks';
import type { PosKind } from '../../contract/pos';
import type { PointOfSaleRow } from '../db/noctua-db';
import { useReplica } from '../sync/use-replica';

export interface PointOfSaleView {
  id: string;
  name: string;
  kind: PosKind | null;
  active: boolean;
  /** The AFIP point-of-sale number that issues its invoices; null when it has none. */
  afipPosNumber: number | null;
}

export function toPointOfSaleView(row: PointOfSaleRow): PointOfSaleView {
  const { kind, active, afipPosNumber } = row;
  return {
    id: row.id,
    name: typeof row.name === 'string' ? row.name : '',
    kind: typeof kind === 'string' ? (kind as PosKind) : null,
    active: active !== false,
    afipPosNumber:
      typeof afipPosNumber === 'number' && Number.isInteger(afipPosNumber) && afipPosNumber > 0 ? afipPosNumber : null,
  };
}

/** The venue's points of sale that are not deleted, by name; `undefined` while loading, [] without a replica. */
export function usePointsOfSaleLive(): PointOfSaleView[] | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => {
    if (!db) return [];
    const rows = await db.pointsOfSale.toArray();
    return rows.map(toPointOfSaleView).sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [db]);
}
