// resto/reserva's calls (314). The night is read online and refreshed every 30 s while visible, and
// each night's last answer is kept on the device (lib/offline-copy.ts): at the door without network
// the host still reads the night, with "Datos al …". Every change needs the server (a double
// booking is refused there), so the mutations fail at once offline and the dialog keeps what was
// typed. Each answer refreshes the night.
import { useQuery } from '@tanstack/react-query';
import type { ReservationBody } from '../../contract/resto-reservations';
import { api } from '../../lib/api-client';
import { useOfflineCopy } from '../../lib/offline-copy';
import { onlineGet, useOnlineMutation } from '../../lib/online-api';
import { keysFor } from '../../lib/query-keys';

export const restoKeys = keysFor('resto');
export const NIGHT_POLL_MS = 30_000;

export function useReservationNight(date: string, online: boolean) {
  const query = useQuery({
    ...onlineGet(restoKeys.of('reservas', date), '/resto/reservas', { offline: 'wait', query: { date }, retry: 1 }),
    refetchInterval: online ? NIGHT_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
  const kept = useOfflineCopy(`resto.reservas.${date}`, query);
  return {
    ...kept,
    isFetching: query.isFetching,
    error: query.error,
    // Waiting for a first answer with no copy to show meanwhile.
    isPending: query.isPending && !kept.fromCopy,
  };
}

export type ReservationAction =
  | { kind: 'create'; body: ReservationBody }
  | { kind: 'update'; id: string; body: ReservationBody }
  | { kind: 'status'; id: string; status: 'confirmed' | 'completed' | 'cancelled' | 'no_show' }
  | { kind: 'seat'; id: string; tableIds?: string[] };

function run(a: ReservationAction) {
  switch (a.kind) {
    case 'create':
      return api.post('/resto/reservas', { body: a.body });
    case 'update':
      return api.put('/resto/reservas/{id}', { params: { id: a.id }, body: a.body });
    case 'status':
      return api.post('/resto/reservas/{id}/estado', { params: { id: a.id }, body: { status: a.status } });
    case 'seat':
      return api.post('/resto/reservas/{id}/sentar', { params: { id: a.id }, body: a.tableIds ? { tableIds: a.tableIds } : {} });
  }
}

export function useReservationAction() {
  return useOnlineMutation({ offline: 'fail', mutationFn: run, refresh: () => [restoKeys.all] });
}
