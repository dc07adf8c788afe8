// Reads and writes of the screens that talk to the server directly (no local replica).
// networkMode 'always': offline, a request fails at once with a message (a form keeps what was
// typed) instead of waiting paused and firing later behind the user's back.
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestOptions, apiClient } from './api-client';

type Body = ApiRequestOptions['body'];

/** GET `path` (with `query`, when given) under `queryKey`, online only. */
export function onlineQuery<T>(queryKey: QueryKey, path: string, query?: Record<string, string>) {
  return queryOptions({
    networkMode: 'always',
    queryKey,
    queryFn: () => apiClient.get<T>(path, query ? { query } : undefined),
  });
}

/** A write, online only, that refetches every query under each of `refresh` once it succeeded. */
export function useOnlineMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn,
    onSuccess: async () => {
      for (const queryKey of refresh) await queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** A PUT, online only, whose answer becomes the cached value of `queryKey`. */
export function useOnlinePut<TBody extends Body, TData>(path: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: TBody) => apiClient.put<TData>(path, body),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
}

/** Saves one record: PUT `path/id` when it has an id, POST `path` for a new one. */
export function saveRecord<T>(path: string, id: string | undefined, body: Body): Promise<T> {
  return id ? apiClient.put<T>(`${path}/${id}`, body) : apiClient.post<T>(path, body);
}
