// The hooks the cancellation screens call: the replicated requests and this device's caches as
// live queries, the details fetched when online (with an offline copy, src/lib/offline-copy.ts), and the local actions
// (hide/show by id, ask for a cancellation through the outbox, keep a decision's answer).
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import type { CancellationRequestDto, DecisionAnswer, RecentSaleDto } from '../../../contract/cancellations';
import { useOfflineCopy } from '../../../lib/offline-copy';
import { useReplica, useReplicaStore, useTableFreshnessLive } from '../../../lib/sync/use-replica';
import { useOnline } from '../../../lib/ui/online-only';
import { cancellationsQueryOptions, ownRequestsQueryOptions, recentSalesQueryOptions } from '../api/cancellations';
import { missingDetails, type ReplicaRequest } from '../merge';
import {
  DETAILS_KEY,
  loadHidden,
  OWN_KEY,
  requestCancellation,
  SALES_KEY,
  saveDecidedRow,
  saveDetail,
  setHidden,
} from './cancellations-repo';

/** The replicated rows, or null when this device has no replica (then the server list is all). */
/**
 * The replica's requests; null without a replica; undefined while loading — also while the table
 * is empty and has never synced, so a screen says "Cargando…" rather than "no requests" while they
 * download (a request queued here offline is a local row and shows at once).
 */
export function useCancellationRequestsLive(): ReplicaRequest[] | null | undefined {
  const db = useReplica()?.db;
  const syncedAt = useTableFreshnessLive('cancellationRequests');
  const rows = useLiveQuery(async () => (db ? ((await db.cancellationRequests.toArray()) as ReplicaRequest[]) : null), [db]);
  return db && !syncedAt && rows?.length === 0 ? undefined : rows;
}

export function useHiddenIdsLive(): ReadonlySet<string> {
  const db = useReplica()?.db;
  const ids = useLiveQuery(async () => (db ? loadHidden(db) : []), [db]);
  return useMemo(() => new Set(ids ?? []), [ids]);
}

/**
 * The details of every request: the server's answer when online (kept in Dexie as it arrives),
 * else the last one kept. Asks again when the replica holds a request the details do not know.
 */
export function useRequestDetails(rows: readonly ReplicaRequest[] | null | undefined, enabled: boolean) {
  const online = useOnline();
  const query = useQuery({ ...cancellationsQueryOptions(), enabled: enabled && online });
  const kept = useOfflineCopy(DETAILS_KEY, query);
  const { refetch, isFetching } = query;

  const details: { at: string; rows: CancellationRequestDto[] } | null =
    kept.data && kept.at ? { at: kept.at, rows: kept.data } : null;
  const missing = rows && details ? missingDetails(rows, details.rows).join(',') : '';
  // Only a new set of unknown ids asks again (not every render while the answer is on its way).
  // biome-ignore lint/correctness/useExhaustiveDependencies: isFetching and refetch are read, not watched
  useEffect(() => {
    if (missing && online && enabled && !isFetching) void refetch();
  }, [missing, online, enabled]);

  return { details, loading: query.isPending && online && enabled && !kept.copy, error: query.error, refetch };
}

export function useCancellationActions() {
  const store = useReplicaStore();
  const db = useReplica()?.db;
  return useMemo(
    () => ({
      hide: async (id: string, hide: boolean) => {
        if (db) await setHidden(db, id, hide);
      },
      request: (input: { saleId: string; reason: string }) => requestCancellation((name, args) => store.queue(name, args), input),
      keepDecision: async (answer: DecisionAnswer) => {
        if (!db) return;
        await saveDecidedRow(db, answer.request);
        await saveDetail(db, answer.request);
      },
      canQueue: !!db,
    }),
    [store, db],
  );
}

/** Recent sales to pick from: the server's when online (kept), else the last kept list. */
/**
 * The user's own requests with what became of them: the server's answer, or offline the last one
 * kept with its time; a request asked here and not sent yet is the replica's local row (`queued`).
 */
export function useOwnRequests(enabled: boolean) {
  const online = useOnline();
  const query = useQuery({ ...ownRequestsQueryOptions(), enabled: enabled && online });
  const kept = useOfflineCopy(OWN_KEY, query);
  return {
    requests: kept.data ?? null,
    at: kept.at,
    fromCopy: kept.fromCopy,
    error: query.error,
    loading: query.isPending && online,
  };
}

export function useRecentSales(q: string, posId: string | null, enabled: boolean) {
  const online = useOnline();
  const query = useQuery({ ...recentSalesQueryOptions(q, posId), enabled: enabled && online });
  // Only the unfiltered list is kept: it is the one a cashier scrolls offline.
  const kept = useOfflineCopy(SALES_KEY, query, { keep: !q && !posId });
  if (!kept.fromCopy && kept.data) return { sales: kept.data, at: kept.at, fromCache: false, error: query.error };
  const rows = (kept.data ?? []).filter((s: RecentSaleDto) => (!q || s.id.includes(q)) && (!posId || s.pointOfSaleId === posId));
  return { sales: kept.fromCopy ? rows : null, at: kept.at, fromCache: true, error: query.error };
}
