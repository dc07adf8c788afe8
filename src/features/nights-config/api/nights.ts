// Nights of the venue (/api/nights, 201): online only. The screen reads the server's list with its
// counts (sales, pending cancellations, open registers), which the replica does not carry.
// Offline 'fail' (src/lib/online-api.ts): an action fails at once with a message instead of waiting
// paused and firing later behind the user's back.
import { useQuery } from '@tanstack/react-query';
import type { NightDto, NightInput, NightSettingsDto, NightsListDto } from '../../../contract/nights-admin';
import { apiClient } from '../../../lib/api-client';
import { compactQuery, deleteRecord, onlineGet, saveRecord, useOnlineMutation } from '../../../lib/online-api';
import { nightsKeys } from '../../../lib/query-keys';

export function nightsQueryOptions(range: { from?: string; to?: string }) {
  const query = compactQuery(range);
  return onlineGet<NightsListDto>(nightsKeys.of('list', query), '/nights', {
    offline: 'fail',
    query,
  });
}

export function useNightsQuery(range: { from?: string; to?: string }) {
  return useQuery(nightsQueryOptions(range));
}

function useInvalidating<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  // The home screen's "tonight" follows the open night too.
  return useOnlineMutation({ offline: 'fail', mutationFn: fn, refresh: [nightsKeys.all] });
}

export function useSaveNight() {
  return useInvalidating(({ id, input }: { id?: string; input: NightInput }) => saveRecord<NightDto>('/nights', id, input));
}

export function useDeleteNight() {
  return useInvalidating((id: string) => deleteRecord<null>(`/nights/${id}`));
}

export type NightAction = 'abrir' | 'cerrar' | 'reabrir';

export function useNightAction() {
  return useInvalidating(({ id, action, reason }: { id: string; action: NightAction; reason?: string }) =>
    apiClient.post<NightDto>(`/nights/${id}/${action}`, action === 'reabrir' ? { reason } : {}),
  );
}

export function useNightSettingsQuery() {
  return useQuery(
    onlineGet<NightSettingsDto>(nightsKeys.of('ajustes'), '/nights/ajustes', {
      offline: 'fail',
    }),
  );
}

export function useSaveNightSettings() {
  return useInvalidating((body: { cutoffHour: number }) => apiClient.put<NightSettingsDto>('/nights/ajustes', body));
}
