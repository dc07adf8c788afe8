// The one way screens read and write the server directly (what the local replica does not carry;
// docs/decisions/0007-online-data.md). Every read and write names its offline behaviour:
// - offline 'fail': no waiting. A write offline is refused at once, before any request, with an
//   ApiError that `errorMessage` words as the translated offline notice; a form keeps what was
//   typed, since it closes only on success. A read offline fails at once too (networkMode 'always').
// - offline 'wait': react-query's networkMode 'online'. A read offline is paused and runs when the
//   connection is back (what it answered before stays shown); a write offline waits among the
//   paused mutations and is sent when the connection is back (only for writes that may land late:
//   marking a notification read, not money or access).
// After a write the server answered — a success, or a refusal, since a refusal (a conflict, a
// deleted record) often means what is shown is stale — every query under each `refresh` key is
// refetched before the write settles, so a dialog closed on success opens onto fresh lists.
import {
  type DefaultError,
  type InfiniteData,
  type InvalidateQueryFilters,
  infiniteQueryOptions,
  type NetworkMode,
  onlineManager,
  type QueryKey,
  queryOptions,
  type UndefinedInitialDataInfiniteOptions,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiAnswer, ApiError, type ApiInit, type ApiPath, api, FALLBACK_ERROR_MESSAGE } from './api-client';

/** What a read or a write does without a connection (see the top of this file). */
export type OfflineBehaviour = 'fail' | 'wait';

export function networkModeFor(offline: OfflineBehaviour): NetworkMode {
  return offline === 'fail' ? 'always' : 'online';
}

/** The error of a write refused for want of a connection: no answer came (status undefined). */
export function offlineError(): ApiError {
  return new ApiError(FALLBACK_ERROR_MESSAGE, undefined, { offline: true });
}

function isQueryKey(target: RefreshTarget): target is QueryKey {
  return Array.isArray(target);
}

/** Whether the server answered the failed request (a refusal), rather than no answer coming. */
function answered(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined;
}

export type OnlineQueryOptions<TQueryFnData, TData, TQueryKey extends QueryKey> = Omit<
  UndefinedInitialDataOptions<TQueryFnData, DefaultError, TData, TQueryKey>,
  'networkMode'
> & { offline: OfflineBehaviour };

/** A read of the server under `queryKey`, with its offline behaviour; the rest as react-query's. */
export function onlineQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: OnlineQueryOptions<TQueryFnData, TData, TQueryKey>,
) {
  const { offline, ...rest } = options;
  return queryOptions<TQueryFnData, DefaultError, TData, TQueryKey>({ ...rest, networkMode: networkModeFor(offline) });
}

/** What onlineGet takes besides its key and path: onlineQuery's options and the path's params and query. */
export type OnlineGetOptions<P extends ApiPath<'get'>, TData, TQueryKey extends QueryKey> = Omit<
  OnlineQueryOptions<ApiAnswer<P, 'get'>, TData, TQueryKey>,
  'queryKey' | 'queryFn'
> &
  Pick<ApiInit<P, 'get'>, 'params' | 'query'>;

/**
 * GET `path` (with its `params` and `query`, when it has them) under `queryKey`: the plain read, in
 * one line at its call. The path literal types the params, the query and the answer, as api.get's.
 */
export function onlineGet<P extends ApiPath<'get'>, TQueryKey extends QueryKey, TData = ApiAnswer<P, 'get'>>(
  queryKey: TQueryKey,
  path: P,
  options: OnlineGetOptions<P, TData, TQueryKey>,
) {
  const { params, query, ...rest } = options;
  // api.get's variadic init depends on P; the options above already typed what goes in it.
  const get = api.get as (path: P, init: { params?: unknown; query?: unknown }) => Promise<ApiAnswer<P, 'get'>>;
  return onlineQuery<ApiAnswer<P, 'get'>, TData, TQueryKey>({ ...rest, queryKey, queryFn: () => get(path, { params, query }) });
}

/** A paged read (load more), with its offline behaviour. */
export function onlineInfiniteQuery<TQueryFnData, TQueryKey extends QueryKey, TPageParam>(
  options: Omit<
    UndefinedInitialDataInfiniteOptions<
      TQueryFnData,
      DefaultError,
      InfiniteData<TQueryFnData, TPageParam>,
      TQueryKey,
      TPageParam
    >,
    'networkMode'
  > & { offline: OfflineBehaviour },
) {
  const { offline, ...rest } = options;
  return infiniteQueryOptions({ ...rest, networkMode: networkModeFor(offline) });
}

/** A query key (every query below it) or react-query's filters, for what a key alone cannot say. */
export type RefreshTarget = QueryKey | InvalidateQueryFilters;

/** What a write refetches: fixed targets, or targets from the call. */
export type Refresh<TData, TVariables> =
  | readonly RefreshTarget[]
  | ((variables: TVariables, data: TData | undefined) => readonly RefreshTarget[]);

export type OnlineMutationOptions<TData, TVariables, TOnMutateResult> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TOnMutateResult>,
  'networkMode' | 'mutationFn' | 'onSettled'
> & {
  offline: OfflineBehaviour;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Refetched once the server answered (success or refusal), before the write settles. */
  refresh?: Refresh<TData, TVariables>;
  /** The answer becomes the cached value of this key (a settings form saved as a whole). */
  answerTo?: QueryKey;
};

/** A write of the server, with its offline behaviour and what it refreshes. */
export function useOnlineMutation<TData, TVariables = void, TOnMutateResult = unknown>(
  options: OnlineMutationOptions<TData, TVariables, TOnMutateResult>,
) {
  const queryClient = useQueryClient();
  const { offline, mutationFn, refresh, answerTo, onSuccess, onError, ...rest } = options;
  const refetch = async (variables: TVariables, data: TData | undefined) => {
    const targets = typeof refresh === 'function' ? refresh(variables, data) : (refresh ?? []);
    await Promise.all(targets.map((target) => queryClient.invalidateQueries(isQueryKey(target) ? { queryKey: target } : target)));
  };
  return useMutation<TData, DefaultError, TVariables, TOnMutateResult>({
    ...rest,
    networkMode: networkModeFor(offline),
    mutationFn: (variables) =>
      offline === 'fail' && !onlineManager.isOnline() ? Promise.reject(offlineError()) : mutationFn(variables),
    onSuccess: async (data, variables, onMutateResult, context) => {
      if (answerTo) queryClient.setQueryData(answerTo, data);
      await onSuccess?.(data, variables, onMutateResult, context);
      await refetch(variables, data);
    },
    onError: async (error, variables, onMutateResult, context) => {
      await onError?.(error, variables, onMutateResult, context);
      if (answered(error)) await refetch(variables, undefined);
    },
  });
}

/**
 * Refetches the online read under `queryKey` once the server applied one more of this device's
 * queued commands (`queued`, with `idOf` naming each): the server's list then shows it itself.
 */
export function useRefetchWhenApplied<T extends { state: string }>(
  queued: readonly T[] | undefined,
  idOf: (entry: T) => string,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  const applied = (queued ?? [])
    .filter((entry) => entry.state === 'applied')
    .map(idOf)
    .join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared as a value, by its parts
  useEffect(() => {
    if (applied) void queryClient.invalidateQueries({ queryKey });
  }, [applied, queryClient, ...queryKey]);
}

/** Query parameters without the empty ones (an empty filter means "all", not "equal to ''"). */
export function compactQuery<T extends object>(query: T): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}
