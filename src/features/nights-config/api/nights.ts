// Nights of the venue (/api/nights, 201). The screen reads the server's list with its counts (sales,
// pending cancellations, open registers), which the replica does not carry; offline it shows the
// last whole list this device kept (useOfflineCopy, with its time).
// Offline 'fail' (src/lib/online-api.ts): an action fails at once with a message instead of waiting
// paused and firing later behind the user's back. Paths and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { NightInput } from '../../../contract/nights-admin';
import { api } from '../../../lib/api-client';
import { compactQuery, onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { nightsKeys } from '../../../lib/query-keys';

export function nightsQueryOptions(range: { from?: string; to?: string }) {
  const query = compactQuery(range);
  return onlineGet(nightsKeys.of('list', query), '/nights', { offline: 'fail', query });
}

export function useNightsQuery(range: { from?: string; to?: string }) {
  return useQuery(nightsQueryOptions(range));
}

function useInvalidating<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  // The home screen's "tonight" follows the open night too.
  return useOnlineMutation({ offline: 'fail', mutationFn: fn, refresh: [nightsKeys.all] });
}

export function useSaveNight() {
  return useInvalidating(({ id, input }: { id?: string; input: NightInput }) =>
    id ? api.put('/nights/{id}', { params: { id }, body: input }) : api.post('/nights', { body: input }),
  );
}

export function useDeleteNight() {
  return useInvalidating((id: string) => api.delete('/nights/{id}', { params: { id } }));
}

export type NightAction = 'abrir' | 'cerrar' | 'reabrir';

export function useNightAction() {
  return useInvalidating(({ id, action, reason }: { id: string; action: NightAction; reason?: string }) => {
    const params = { id };
    if (action === 'abrir') return api.post('/nights/{id}/abrir', { params });
    if (action === 'cerrar') return api.post('/nights/{id}/cerrar', { params });
    // No reason is refused by the server with its own message, the same as an empty one.
    return api.post('/nights/{id}/reabrir', { params, body: { reason: reason ?? '' } });
  });
}

export function useNightSettingsQuery() {
  return useQuery(onlineGet(nightsKeys.of('ajustes'), '/nights/ajustes', { offline: 'fail' }));
}

export function useSaveNightSettings() {
  return useInvalidating((body: { cutoffHour: number }) => api.put('/nights/ajustes', { body }));
}
