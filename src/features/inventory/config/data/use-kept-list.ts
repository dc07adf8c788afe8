// A stock configuration list with its offline copy (issue 36): online, the server's answer, kept on
// the device as it arrives (lib/offline-copy.ts, in the user's replica at this venue); offline or
// when the server cannot be reached, the copy kept last, with the time the server gave it. Goods,
// products, locations and price lists carry figures the server computes (stock on hand, recipe
// cost, value at cost, points of sale), so the copy of the whole answer — every figure as of one
// moment — is shown rather than the replica's bare rows with the figures missing.
import type { UseQueryResult } from '@tanstack/react-query';
import { useOfflineCopy } from '../../../../lib/offline-copy';

export interface KeptList<T> {
  data?: readonly T[];
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch(): unknown;
  /** When the server gave `data` (ISO); null without data. */
  at: string | null;
  /** `data` is the copy kept on this device, not a fresh answer. */
  fromCopy: boolean;
  /** No answer and no copy on this device (undefined while the copy is being read). */
  noCopy: boolean | undefined;
}

export function useKeptList<T>(key: string, query: UseQueryResult<T[]>): KeptList<T> {
  const kept = useOfflineCopy<T[]>(`copy:stock-config:${key}`, query);
  const waiting = kept.data === undefined && (query.isPending || kept.copy === undefined);
  return {
    data: kept.data,
    isError: query.isError,
    isPending: waiting && !query.isError,
    error: query.error,
    refetch: query.refetch,
    at: kept.at,
    fromCopy: kept.fromCopy,
    noCopy: kept.data === undefined ? (kept.copy === undefined ? undefined : kept.copy === null) : false,
  };
}
