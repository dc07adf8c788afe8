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
import { onlineQuery, useOnlinePut } from '../../../lib/online-api';
import { venueSettingsKeys } from '../../../lib/query-keys';

const part = (name: 'ajustes' | 'sistema' | 'alertas') => ({ key: venueSettingsKeys.of(name), path: `/venue-settings/${name}` });
const AJUSTES = part('ajustes');
const SISTEMA = part('sistema');
const ALERTAS = part('alertas');

export const useVenueSettingsQuery = () => useQuery(onlineQuery<VenueSettingsDto>(AJUSTES.key, AJUSTES.path));
export const useSaveVenueSettings = () => useOnlinePut<VenueSettingsBody, VenueSettingsDto>(AJUSTES.path, AJUSTES.key);

export const useVenueSystemQuery = () => useQuery(onlineQuery<VenueSystemDto>(SISTEMA.key, SISTEMA.path));
export const useSaveVenueSystem = () => useOnlinePut<VenueSystemBody, VenueSystemDto>(SISTEMA.path, SISTEMA.key);

export const useAlertSettingsQuery = () => useQuery(onlineQuery<AlertSettingsDto>(ALERTAS.key, ALERTAS.path));
export const useSaveAlertSettings = () => useOnlinePut<AlertSettingsBody, AlertSettingsDto>(ALERTAS.path, ALERTAS.key);
