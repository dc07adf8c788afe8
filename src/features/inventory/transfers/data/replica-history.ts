// Transfer notes and breakage as the device's replica holds them (issue 36): what the lists show
// offline, filtered the way the server filters them (status, places, the calendar day of creation
// — the device's day, which is the venue's for a device at the venue — newest first, the same
// limits). What only the server knows is null, shown as "—", never guessed: who created, sent or
// received a note, who recorded a breakage and the cost its movement booked. A note's value sent
// is the server's own definition, Σ round(sent × the good's current unit cost).
import { useLiveQuery } from 'dexie-react-hooks';
import type { GoodUnit } from '../../../../contract/inventory-catalogue';
import type {
  BreakageListQuery,
  PlaceRef,
  TransferListQuery,
  TransferNoteDetail,
  TransferNoteSummary,
} from '../../../../contract/inventory-transfers';
import { roundQuantity } from '../../../../contract/numbers';
import { valueAt } from '../../../../contract/stock-board';
import type { NoctuaDb, TransferNoteRow } from '../../../../lib/db/noctua-db';
import { numberOf, text } from '../../../../lib/replica/row-values';
import { useReplicaRead } from '../../../../lib/replica/use-replica-read';
import { useReplica } from '../../../../lib/sync/use-replica';
import { venueDay } from '../../../../lib/venue-day';

const inDays = (iso: string, from?: string, to?: string) => {
  const day = venueDay(iso);
  return (!from || day >= from) && (!to || day <= to);
};

async function placesAndNights(db: NoctuaDb) {
  const [locations, nights] = await Promise.all([db.stockLocations.toArray(), db.nights.toArray()]);
  const places = new Map<string, PlaceRef>(
    locations.map((l) => [l.id, { id: l.id, name: text(l.name), kind: l.kind === 'warehouse' ? 'warehouse' : 'bar' }]),
  );
  const nightDates = new Map(nights.map((n) => [n.id, n.businessDate]));
  return { places, nightDates };
}

/** The replica's transfer notes matching `q`, highest number first (at most `q.limit`, else 300). */
export async function readReplicaTransferNotes(
  db: NoctuaDb,
  q: TransferListQuery,
  only?: readonly TransferNoteRow[],
): Promise<TransferNoteSummary[]> {
  const [notes, { places, nightDates }] = await Promise.all([only ?? db.transferNotes.toArray(), placesAndNights(db)]);
  const limit = Number(q.limit ?? 300) || 300;
  const picked = notes

    .filter((n) => !q.status || n.status === q.status)
    .filter((n) => !q.fromLocationId || n.fromLocationId === q.fromLocationId)
    .filter((n) => !q.toLocationId || n.toLocationId === q.toLocationId)
    .filter((n) => !q.locationId || n.fromLocationId === q.locationId || n.toLocationId === q.locationId)
    .filter((n) => !q.differences || (n.hasDifferences === true) === (q.differences === 'true'))
    .filter((n) => inDays(text(n.createdAt), q.from, q.to))
    .filter((n) => places.has(n.fromLocationId) && places.has(n.toLocationId))
    .sort((a, b) => b.number - a.number)
    .slice(0, limit);
  if (picked.length === 0) return [];
  const [lines, goods] = await Promise.all([
    db.transferNoteLines
      .where('transferNoteId')
      .anyOf(picked.map((n) => n.id))
      .toArray(),
    db.goods.toArray(),
  ]);
  const cost = new Map(goods.map((g) => [g.id, numberOf(g.unitCost)]));
  const totals = new Map<string, { lines: number; sent: number; received: number; value: number }>();
  for (const l of lines) {
    const t = totals.get(l.transferNoteId) ?? { lines: 0, sent: 0, received: 0, value: 0 };
    t.lines += 1;
    t.sent += numberOf(l.quantitySent);
    t.received += numberOf(l.quantityReceived);
    t.value += valueAt(numberOf(l.quantitySent), cost.get(l.goodId) ?? 0);
    totals.set(l.transferNoteId, t);
  }
  return picked.map((n) => {
    const t = totals.get(n.id);
    return {
      id: n.id,
      number: n.number,
      status: n.status,
      from: places.get(n.fromLocationId) as PlaceRef,
      to: places.get(n.toLocationId) as PlaceRef,
      nightId: n.nightId ?? null,
      nightDate: n.nightId ? (nightDates.get(n.nightId) ?? null) : null,
      note: text(n.note),
      createdAt: text(n.createdAt),
      createdBy: null,
      sentAt: text(n.sentAt) || null,
      sentBy: null,
      receivedAt: text(n.receivedAt) || null,
      receivedBy: null,
      hasDifferences: n.hasDifferences === true,
      lineCount: t?.lines ?? 0,
      totalSent: roundQuantity(t?.sent ?? 0),
      totalReceived: n.status === 'received' ? roundQuantity(t?.received ?? 0) : null,
      valueSent: t?.value ?? 0,
    };
  });
}

export function useReplicaTransferNotes(q: TransferListQuery): TransferNoteSummary[] | undefined {
  return useReplicaRead((db, args: TransferListQuery) => readReplicaTransferNotes(db, args), q, []);
}

/** A breakage as the replica knows it: the server's row without the booked cost and the person. */
export interface ReplicaBreakage {
  id: string;
  at: string;
  location: PlaceRef;
  goodId: string;
  goodName: string;
  goodSku: string;
  goodUnit: GoodUnit;
  quantity: number;
  reason: string;
}

/** The replica's breakage matching `q`, newest first (at most `q.limit`, else 300). */
export async function readReplicaBreakages(db: NoctuaDb, q: BreakageListQuery): Promise<ReplicaBreakage[]> {
  const [rows, goods, { places }] = await Promise.all([db.breakages.toArray(), db.goods.toArray(), placesAndNights(db)]);
  const goodById = new Map(goods.map((g) => [g.id, g]));
  const limit = Number(q.limit ?? 300) || 300;
  return rows

    .filter((b) => !q.locationId || b.locationId === q.locationId)
    .filter((b) => !q.goodId || b.goodId === q.goodId)
    .filter((b) => !q.nightId || b.nightId === q.nightId)
    .filter((b) => inDays(text(b.at), q.from, q.to))
    .filter((b) => places.has(b.locationId))
    .sort((a, b) => text(b.at).localeCompare(text(a.at)) || b.id.localeCompare(a.id))
    .slice(0, limit)
    .map((b) => {
      const g = goodById.get(b.goodId);
      return {
        id: b.id,
        at: text(b.at),
        location: places.get(b.locationId) as PlaceRef,
        goodId: b.goodId,
        goodName: text(g?.name) || '-',
        goodSku: text(g?.sku),
        goodUnit: text(g?.unit) as GoodUnit,
        quantity: roundQuantity(numberOf(b.quantity)),
        reason: text(b.reason),
      };
    });
}

export function useReplicaBreakages(q: BreakageListQuery): ReplicaBreakage[] | undefined {
  return useReplicaRead(readReplicaBreakages, q, []);
}

/**
 * One note from the replica, with its lines by good name. A draft's unit costs are the goods'
 * current ones (as the server's); a sent note's are what its movements booked, which the replica
 * does not hold: `costsKnown` false, and the screen shows them as unknown.
 */
export type ReplicaNoteDetail = TransferNoteDetail & { costsKnown: boolean };

export async function readReplicaTransferNote(db: NoctuaDb, id: string): Promise<ReplicaNoteDetail | null> {
  const row = await db.transferNotes.get(id);
  if (!row) return null;
  const [summary] = await readReplicaTransferNotes(db, {}, [row]);
  if (!summary) return null;
  const [lines, goods] = await Promise.all([
    db.transferNoteLines.where('transferNoteId').equals(id).toArray(),
    db.goods.toArray(),
  ]);
  const goodById = new Map(goods.map((g) => [g.id, g]));
  return {
    ...summary,
    costsKnown: summary.status === 'draft',
    lines: lines

      .map((l) => {
        const g = goodById.get(l.goodId);
        const sent = roundQuantity(numberOf(l.quantitySent));
        const received =
          l.quantityReceived === null || l.quantityReceived === undefined ? null : roundQuantity(numberOf(l.quantityReceived));
        return {
          id: l.id,
          goodId: l.goodId,
          goodName: text(g?.name) || '-',
          goodSku: text(g?.sku),
          goodUnit: text(g?.unit) as GoodUnit,
          quantitySent: sent,
          quantityReceived: received,
          difference: received === null ? null : roundQuantity(received - sent),
          unitCost: numberOf(g?.unitCost),
        };
      })
      .sort((a, b) => a.goodName.localeCompare(b.goodName, 'es')),
  };
}

export function useReplicaTransferNote(id: string | undefined): ReplicaNoteDetail | null | undefined {
  const db = useReplica()?.db;
  return useLiveQuery(async () => (db && id ? readReplicaTransferNote(db, id) : null), [db, id]);
}
