// Server state of the venue settings (/api/venue-settings): online only, like every access and
// settings screen. Each part (ajustes, sistema, alertas) is read and saved on its own; a save's
// answer becomes the cached value.
import { useQuery } from '@tanstack/react-query';
import type {
  AlertSettingsBody,
  AlertSettingsDto,
  VenueSettingsBody,
  VenueSettingsDto,
  VenueSystemBody,
  VenueSystemDto,
} from '../../../contract/venue-settings';
import { apiClient } from '../../../lib/api-client';
import { onlineGet, useOnlineMutation } from '../../../lib/online-api';
import { venueSettingsKeys } from '../../../lib/query-keys';

type Part = 'ajustes' | 'sistema' | 'alertas';

function useSettings<T>(part: Part) {
  const path = `/venue-settings/${part}`;
  return useQuery(onlineGet<T>(venueSettingsKeys.of(part), path, { offline: 'fail' }));
}

function useSaveSettings<TBody, T>(part: Part) {
  const path = `/venue-settings/${part}`;
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: TBody) => apiClient.put<T>(path, body as Record<string, unknown>),
    answerTo: venueSettingsKeys.of(part),
  });
}

export const useVenueSettingsQuery = () => useSettings<VenueSettingsDto>('ajustes');
export const useSaveVenueSettings = () => useSaveSettings<VenueSettingsBody, VenueSettingsDto>('ajustes');

export const useVenueSystemQuery = () => useSettings<VenueSystemDto>('sistema');
export const useSaveVenueSystem = () => useSaveSettings<VenueSystemBody, VenueSystemDto>('sistema');

export const useAlertSettingsQuery = () => useSettings<AlertSettingsDto>('alertas');
export const useSaveAlertSettings = () => useSaveSettings<AlertSettingsBody, AlertSettingsDto>('alertas');
