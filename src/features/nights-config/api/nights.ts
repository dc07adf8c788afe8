// Nights of the venue (/api/nights, 201): online only. The screen reads the server's list with its
// counts (sales, pending cancellations, open registers), which the replica does not carry.
// networkMode 'always': offline, an action fails at once with a message instead of waiting paused
// and firing later behind the user's back.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NightDto, NightInput, NightSettingsDto, NightsListDto } from '../../../contract/nights-admin';
import { apiClient } from '../../../lib/api-client';
import { nightsKeys } from '../../../lib/query-keys';

export function nightsQueryOptions(range: { from?: string; to?: string }) {
  const query: Record<string, string> = {};
  if (range.from) query.from = range.from;
  if (range.to) query.to = range.to;
  return queryOptions({
    networkMode: 'always',
    queryKey: nightsKeys.of('list', query),
    queryFn: () => apiClient.get<NightsListDto>('/nights', { query }),
  });
}

export function useNightsQuery(range: { from?: string; to?: string }) {
  return useQuery(nightsQueryOptions(range));
}

function useInvalidating<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: fn,
    // The home screen's "tonight" follows the open night too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: nightsKeys.all }),
  });
}

export function useSaveNight() {
  return useInvalidating(({ id, input }: { id?: string; input: NightInput }) =>
    id ? apiClient.put<NightDto>(`/nights/${id}`, input) : apiClient.post<NightDto>('/nights', input),
  );
}

export function useDeleteNight() {
  return useInvalidating((id: string) => apiClient.request<null>(`/nights/${id}`, { method: 'DELETE' }));
}

export type NightAction = 'abrir' | 'cerrar' | 'reabrir';

export function useNightAction() {
  return useInvalidating(({ id, action, reason }: { id: string; action: NightAction; reason?: string }) =>
    apiClient.post<NightDto>(`/nights/${id}/${action}`, action === 'reabrir' ? { reason } : {}),
  );
}

export function useNightSettingsQuery() {
  return useQuery(
    queryOptions({
      networkMode: 'always',
      queryKey: nightsKeys.of('ajustes'),
      queryFn: () => apiClient.get<NightSettingsDto>('/nights/ajustes'),
    }),
  );
}

export function useSaveNightSettings() {
  return useInvalidating((body: { cutoffHour: number }) => apiClient.put<NightSettingsDto>('/nights/ajustes', body));
}
