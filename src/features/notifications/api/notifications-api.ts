// Online-only notification calls of SPEC §7 (nothing here is replicated): the list of the bell,
// marking one read, a folded row's repeats read (one §7 call each) and marking all read. Marks
// update the cached list at once and roll back if the server refuses; offline they wait and are
// sent when the connection is back (offline 'wait', src/lib/online-api.ts): a late mark is harmless.
// Paths, bodies and answers are typed by the API document.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { onlineQuery, useOnlineMutation } from '../../../lib/online-api';
import { accountKeys } from '../../../lib/query-keys';
import { type AppNotification, toAppNotification } from '../notifications';

export async function listNotifications(): Promise<AppNotification[]> {
  const list = await api.get('/account/notifications', { query: { type: '1' } });
  return (Array.isArray(list) ? list : []).map(toAppNotification);
}

export function notificationsQueryOptions() {
  return onlineQuery({
    offline: 'wait',
    queryKey: accountKeys.of('notifications'),
    queryFn: listNotifications,
    // New notifications appear without a reload while the app stays open.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: 0,
  });
}

export function useNotificationsQuery(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

function useOptimisticMark<V = string | undefined>(
  mutationFn: (id: V) => Promise<unknown>,
  apply: (n: AppNotification, id: V) => boolean,
) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useOnlineMutation({
    offline: 'wait',
    mutationFn,
    onMutate: async (id: V) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<AppNotification[]>(queryKey);
      queryClient.setQueryData<AppNotification[]>(queryKey, (list) =>
        list?.map((n) => (apply(n, id) ? { ...n, isRead: true } : n)),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    refresh: [queryKey],
  });
}

export function useMarkNotificationRead() {
  return useOptimisticMark<string>(
    (id) => api.post('/account/notificationsRead', { body: { id } }),
    (n, id) => n.id === id,
  );
}

/** Marks several notifications read (a folded row's repeats), one after the other. */
export function useMarkNotificationsRead() {
  return useOptimisticMark<readonly string[]>(
    async (ids) => {
      for (const id of ids) await api.post('/account/notificationsRead', { body: { id } });
    },
    (n, ids) => ids.includes(n.id),
  );
}

export function useMarkAllNotificationsRead() {
  return useOptimisticMark(
    () => api.put('/account/notificationsReadAll'),
    () => true,
  );
}
