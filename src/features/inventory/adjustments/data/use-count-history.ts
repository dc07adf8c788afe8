// The count history (historico) as the list shows it, online and offline (issue 36).
//
// Online, the server's answer is the list: it knows who counted and applied (names) and what each
// applied count booked (Σ of its count_adjustment movements at cost). Every count is also in the
// replica, so: counts of the replica the answer does not hold yet — one just opened or submitted
// on this device, still in the outbox, or pulled after the answer — are added on top; and offline,
// or before the first answer, the list is the replica's. A replica row carries what the device
// knows: place, night, scope, status, times, lines and held lines; its booked value and the names
// are null ("—"), known only with the network, never shown as 0.
import type { CountSummaryDto, CountsQuery } from '../../../../contract/inventory-counts';
import type { NoctuaDb } from '../../../../lib/db/noctua-db';
import { text } from '../../../../lib/replica/row-values';
import { useReplicaRead } from '../../../../lib/replica/use-replica-read';
import { openCommands } from '../../../../lib/sync/outbox';
import { venueDay } from '../../../../lib/venue-day';

export interface CountHistoryRow extends Omit<CountSummaryDto, 'adjustmentQuantity' | 'adjustmentValue'> {
  /** Σ of the count's adjustments; null when only the replica's row is known (offline). */
  adjustmentQuantity: number | null;
  adjustmentValue: number | null;
  /** This device has changes of the count the server has not confirmed yet. */
  unsent: boolean;
}

const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The count a queued stockCount.* command (open, line, submit) is about. */
const countIdOf = (args: unknown): string => text((args as { countId?: unknown } | null)?.countId);

/** The replica's counts matching `query`, newest first (at most 1000, like the server's list). */
export async function readReplicaCounts(db: NoctuaDb, query: CountsQuery): Promise<CountHistoryRow[]> {
  const [counts, locations, nights, unsentCounts] = await Promise.all([
    db.stockCounts.toArray(),
    db.stockLocations.toArray(),
    db.nights.toArray(),
    openCommands(db).then(
      (entries) => new Set(entries.filter((e) => e.name.startsWith('stockCount.')).map((e) => countIdOf(e.args))),
    ),
  ]);
  const locById = new Map(locations.map((l) => [l.id, l]));
  const nightById = new Map(nights.map((n) => [n.id, n]));
  const picked = counts

    .filter((c) => locById.has(c.locationId))
    .filter((c) => !query.locationId || c.locationId === query.locationId)
    .filter((c) => !query.status || c.status === query.status)
    .filter((c) => {
      // Without a server: the night's date, else the device's day the count started on.
      const night = c.nightId ? nightById.get(text(c.nightId)) : undefined;
      const day = night?.businessDate ?? venueDay(text(c.startedAt));
      return (!query.from || day >= query.from) && (!query.to || day <= query.to);
    })
    .sort((a, b) => text(b.startedAt).localeCompare(text(a.startedAt)))
    .slice(0, 1000);
  const lineStats = new Map<string, { lines: number; held: number }>();
  if (picked.length > 0) {
    const lines = await db.stockCountLines
      .where('stockCountId')
      .anyOf(picked.map((c) => c.id))
      .toArray();
    for (const l of lines) {
      const s = lineStats.get(l.stockCountId) ?? { lines: 0, held: 0 };
      s.lines += 1;
      if (l.held === true) s.held += 1;
      lineStats.set(l.stockCountId, s);
    }
  }
  return picked.map((c) => {
    const loc = locById.get(c.locationId);
    const night = c.nightId ? nightById.get(text(c.nightId)) : undefined;
    return {
      id: c.id,
      locationId: c.locationId,
      locationName: text(loc?.name),
      locationKind: loc?.kind === 'warehouse' ? 'warehouse' : 'bar',
      night: night ? { id: night.id, businessDate: night.businessDate, eventName: text(night.eventName) } : null,
      scope: c.scope === 'full' ? 'full' : 'spot',
      status: c.status,
      startedAt: text(c.startedAt),
      // Names live on the server (the replica holds no users).
      startedBy: null,
      submittedAt: strOrNull(c.submittedAt),
      appliedAt: strOrNull(c.appliedAt),
      appliedBy: null,
      note: text(c.note),
      lines: lineStats.get(c.id)?.lines ?? 0,
      heldLines: lineStats.get(c.id)?.held ?? 0,
      adjustmentQuantity: null,
      adjustmentValue: null,
      unsent: unsentCounts.has(c.id),
    };
  });
}

/**
 * The list: the server's answer (when there is one) with the replica's counts it does not hold on
 * top; else the replica's. `undefined` while neither is known.
 */
export function useCountHistory(
  query: CountsQuery,
  online: readonly CountSummaryDto[] | undefined,
): CountHistoryRow[] | undefined {
  const local = useReplicaRead(readReplicaCounts, query, []);
  if (!online) return local;
  const unsent = new Set(local?.filter((r) => r.unsent).map((r) => r.id));
  const known = new Set(online.map((r) => r.id));
  const added = (local ?? []).filter((r) => !known.has(r.id));
  return [...added, ...online.map((r) => ({ ...r, unsent: unsent.has(r.id) }))];
}
