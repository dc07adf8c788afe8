// Server state of the venue settings (/api/venue-settings): online only, like every access and
// settings screen. networkMode 'always': offline, a save fails at once with a message.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AlertSettingsBody,
  AlertSettingsDto,
  VenueSettingsBody,
  VenueSettingsDto,
  VenueSystemBody,
  VenueSystemDto,
} from '../../../contract/venue-settings';
import { apiClient } from '../../../lib/api-client';
import { venueSettingsKeys } from '../../../lib/query-keys';

export const useVenueSettingsQuery = () =>
  useQuery({
    networkMode: 'always',
    queryKey: venueSettingsKeys.of('ajustes'),
    queryFn: () => apiClient.get<VenueSettingsDto>('/venue-settings/ajustes'),
  });

export const useVenueSystemQuery = () =>
  useQuery({
    networkMode: 'always',
    queryKey: venueSettingsKeys.of('sistema'),
    queryFn: () => apiClient.get<VenueSystemDto>('/venue-settings/sistema'),
  });

export function useSaveVenueSettings() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: VenueSettingsBody) => apiClient.put<VenueSettingsDto>('/venue-settings/ajustes', body),
    onSuccess: (data) => qc.setQueryData(venueSettingsKeys.of('ajustes'), data),
  });
}

export function useSaveVenueSystem() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: VenueSystemBody) => apiClient.put<VenueSystemDto>('/venue-settings/sistema', body),
    onSuccess: (data) => qc.setQueryData(venueSettingsKeys.of('sistema'), data),
  });
}

export const useAlertSettingsQuery = () =>
  useQuery({
    networkMode: 'always',
    queryKey: venueSettingsKeys.of('alertas'),
    queryFn: () => apiClient.get<AlertSettingsDto>('/venue-settings/alertas'),
  });

export function useSaveAlertSettings() {
  const qc = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: AlertSettingsBody) => apiClient.put<AlertSettingsDto>('/venue-settings/alertas', body),
    onSuccess: (data) => qc.setQueryData(venueSettingsKeys.of('alertas'), data),
  });
}
