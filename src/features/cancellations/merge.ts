// The anulaciones list as the screen shows it: the replicated rows (live, offline too) joined with
// the details consultarAnulaciones last gave (sale, lines, people), pending first then newest, with
// the user's filters and locally hidden ids applied. The status always comes from the replica:
// it moves with every pull, while the details may be from an earlier visit.
import {
  ageInMinutes,
  type CancellationRequestDto,
  type CancellationSaleDto,
  type CancellationStatus,
  compareRequests,
  matchesFilter,
  type RequestFilter,
} from '../../contract/cancellations';

/** A replicated row as Dexie holds it (a row queued on this device has no `at` or requester yet). */
export interface ReplicaRequest {
  id: string;
  saleId: string;
  status: CancellationStatus;
  reason?: unknown;
  at?: unknown;
  createdAt?: unknown;
  requestedBy?: unknown;
  decidedBy?: unknown;
  decidedAt?: unknown;
  decisionNote?: unknown;
  _local?: boolean;
}

export interface RequestView {
  id: string;
  saleId: string;
  status: CancellationStatus;
  reason: string;
  at: string;
  ageMinutes: number;
  requestedBy: string | null;
  requesterName: string | null;
  decidedBy: string | null;
  deciderName: string | null;
  decidedAt: string | null;
  decisionNote: string | null;
  sale: CancellationSaleDto | null;
  /** Queued on this device, not yet confirmed by the server. */
  queued: boolean;
  hidden: boolean;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export function toView(
  row: ReplicaRequest,
  detail: CancellationRequestDto | undefined,
  hidden: ReadonlySet<string>,
  now: number,
): RequestView {
  const at = str(row.at) ?? str(row.createdAt) ?? detail?.at ?? new Date(now).toISOString();
  const decidedBy = str(row.decidedBy) ?? null;
  return {
    id: row.id,
    saleId: row.saleId,
    status: row.status,
    reason: str(row.reason) ?? detail?.reason ?? '',
    at,
    ageMinutes: ageInMinutes(at, now),
    requestedBy: str(row.requestedBy),
    requesterName: detail?.requesterName ?? null,
    decidedBy,
    // A decision newer than the cached details has no name yet: better none than a wrong one.
    deciderName: decidedBy && detail?.decidedBy === decidedBy ? detail.deciderName : null,
    decidedAt: str(row.decidedAt),
    decisionNote: str(row.decisionNote),
    sale: detail?.sale ?? null,
    queued: row._local === true,
    hidden: hidden.has(row.id),
  };
}

export function mergeRequests(
  rows: readonly ReplicaRequest[],
  details: readonly CancellationRequestDto[],
  hidden: ReadonlySet<string>,
  filter: RequestFilter,
  now: number,
): RequestView[] {
  const byId = new Map(details.map((d) => [d.id, d]));
  return rows
    .map((r) => toView(r, byId.get(r.id), hidden, now))
    .filter((r) => matchesFilter(r, filter, hidden))
    .sort(compareRequests);
}

/** Server rows as replica rows, for a device without a replica (no IndexedDB). */
export function detailsAsRows(details: readonly CancellationRequestDto[]): ReplicaRequest[] {
  return details.map((d) => ({ ...d }));
}

/** Ids the replica holds that the cached details do not describe yet (time to ask again). */
export function missingDetails(rows: readonly ReplicaRequest[], details: readonly CancellationRequestDto[]): string[] {
  const known = new Set(details.map((d) => d.id));
  return rows.filter((r) => !r._local && !known.has(r.id)).map((r) => r.id);
}

/** The points of sale and business dates the details mention, for the filters' choices. */
export function filterChoices(details: readonly CancellationRequestDto[]) {
  const pos = new Map<string, string>();
  const dates = new Set<string>();
  for (const d of details) {
    pos.set(d.sale.pointOfSaleId, d.sale.pointOfSaleName);
    if (d.sale.businessDate) dates.add(d.sale.businessDate);
  }
  return {
    pointsOfSale: [...pos].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'es')),
    dates: [...dates].sort().reverse(),
  };
}
