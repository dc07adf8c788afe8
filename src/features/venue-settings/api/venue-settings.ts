// Server state of the venue settings (/api/venue-settings): online only, like every access and
// settings screen. Each part (ajustes, sistema, alertas) is read and saved on its own; a save's
// answer becomes the cached value. Paths, bodies and answers are typed by the API document.
import { useQuery } from '@tanstack/react-query';
import type { AlertSettingsBody, VenueSettingsBody, VenueSystemBody } from '../../../contract/venue-settings';
import { api } from '../../../lib/api-client';
import { onlineQuery, useOnlineMutation } from '../../../lib/online-api';
import { venueSettingsKeys } from '../../../lib/query-keys';

type Part = 'ajustes' | 'sistema' | 'alertas';

function useSettings<T>(part: Part, read: () => Promise<T>) {
  return useQuery(onlineQuery({ queryKey: venueSettingsKeys.of(part), queryFn: read, offline: 'fail' }));
}

function useSaveSettings<TBody, T>(part: Part, save: (body: TBody) => Promise<T>) {
  return useOnlineMutation({ offline: 'fail', mutationFn: save, answerTo: venueSettingsKeys.of(part) });
}

export const useVenueSettingsQuery = () => useSettings('ajustes', () => api.get('/venue-settings/ajustes'));
export const useSaveVenueSettings = () =>
  useSaveSettings('ajustes', (body: VenueSettingsBody) => api.put('/venue-settings/ajustes', { body }));

export const useVenueSystemQuery = () => useSettings('sistema', () => api.get('/venue-settings/sistema'));
export const useSaveVenueSystem = () =>
  useSaveSettings('sistema', (body: VenueSystemBody) => api.put('/venue-settings/sistema', { body }));

export const useAlertSettingsQuery = () => useSettings('alertas', () => api.get('/venue-settings/alertas'));
export const useSaveAlertSettings = () =>
  useSaveSettings('alertas', (body: AlertSettingsBody) => api.put('/venue-settings/alertas', { body }));
