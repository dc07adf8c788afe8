// /api/resto-config from the screens: areas and tables (201), menu, modifiers, stations and the
// reservation rules (314). Online only: every write answers the changed row, and the lists refresh.
import { useQuery } from '@tanstack/react-query';
import type {
  AreaBody,
  MenuItemBody,
  ModifierBody,
  RestoSettingsBody,
  StationBody,
  TableBody,
} from '../../../contract/resto-config';
import { api } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { restoConfigKeys } from '../../../lib/query-keys';

const AREAS = restoConfigKeys.of('areas');
const MENU = restoConfigKeys.of('menu');
const RULES = restoConfigKeys.of('reglas');

export function useAreasQuery() {
  return useQuery(onlineGet(AREAS, '/resto-config/areas', { offline: 'wait', staleTime: 30_000, retry: 1 }));
}
export function useMenuQuery() {
  return useQuery(onlineGet(MENU, '/resto-config/menu', { offline: 'wait', staleTime: 30_000, retry: 1 }));
}
export function useRulesQuery() {
  return useQuery(onlineGet(RULES, '/resto-config/reglas', { offline: 'wait', staleTime: 60_000, retry: 1 }));
}

export function useSaveArea() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id: string | null; body: AreaBody }) =>
      id ? api.put('/resto-config/areas/{id}', { params: { id }, body }) : api.post('/resto-config/areas', { body }),
    refresh: [AREAS],
  });
}
export function useDeleteArea() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/resto-config/areas/{id}', { params: { id } }),
    refresh: [AREAS],
  });
}
export function useSaveTable() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, areaId, body }: { id: string | null; areaId: string; body: TableBody }) =>
      id
        ? api.put('/resto-config/mesas/{id}', { params: { id }, body })
        : api.post('/resto-config/areas/{id}/mesas', { params: { id: areaId }, body }),
    refresh: [AREAS],
  });
}
/** One call per drop on the floor plan. */
export function useMoveTable() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, x, y }: { id: string; x: number; y: number }) =>
      api.put('/resto-config/mesas/{id}/posicion', { params: { id }, body: { x, y } }),
    refresh: [AREAS],
  });
}
export function useDeleteTable() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/resto-config/mesas/{id}', { params: { id } }),
    refresh: [AREAS],
  });
}

export function useSaveStation() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id: string | null; body: StationBody }) =>
      id ? api.put('/resto-config/estaciones/{id}', { params: { id }, body }) : api.post('/resto-config/estaciones', { body }),
    refresh: [MENU],
  });
}
export function useSaveMenuItem() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, body }: { id: string | null; body: MenuItemBody }) =>
      id ? api.put('/resto-config/menu/{id}', { params: { id }, body }) : api.post('/resto-config/menu', { body }),
    refresh: [MENU],
  });
}
export function useSetAvailable() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ id, available }: { id: string; available: boolean }) =>
      api.put('/resto-config/menu/{id}/disponible', { params: { id }, body: { available } }),
    refresh: [MENU],
  });
}
export function useDeleteMenuItem() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/resto-config/menu/{id}', { params: { id } }),
    refresh: [MENU],
  });
}
export function useSaveModifier() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ itemId, id, body }: { itemId: string; id: string | null; body: ModifierBody }) =>
      id
        ? api.put('/resto-config/modificadores/{id}', { params: { id }, body })
        : api.post('/resto-config/menu/{id}/modificadores', { params: { id: itemId }, body }),
    refresh: [MENU],
  });
}
export function useDeleteModifier() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.delete('/resto-config/modificadores/{id}', { params: { id } }),
    refresh: [MENU],
  });
}
export function useSaveRules() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: RestoSettingsBody) => api.put('/resto-config/reglas', { body }),
    answerTo: RULES,
  });
}
