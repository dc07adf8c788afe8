// The venue's e-invoicing settings (configuracion/sistema, 201: CUIT, legal name, VAT condition,
// environment, certificate and key) and the authority's status (FEDummy, pending and uncertain
// counts). Online only. The private key goes up once and never comes back: the answer says only
// whether one is stored. A save's answer becomes the cached settings.
import { useQuery } from '@tanstack/react-query';
import type { EInvoiceSettingsBody } from '../../../contract/einvoicing';
import { api } from '../../../lib/api-client';
import { onlineQuery, useOnlineMutation } from '../../../lib/online-api';
import { facturacionKeys } from '../../../lib/query-keys';

const SETTINGS_KEY = facturacionKeys.of('ajustes');

export function useEInvoiceSettings(enabled = true) {
  return useQuery(
    onlineQuery({
      offline: 'fail',
      queryKey: SETTINGS_KEY,
      queryFn: () => api.get('/facturacion/ajustes'),
      enabled,
      // Read by the issue dialog for the letter it shows; a refusal (no 201) is not retried.
      retry: false,
      staleTime: 60_000,
    }),
  );
}

export function useSaveEInvoiceSettings() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: EInvoiceSettingsBody) => api.put('/facturacion/ajustes', { body }),
    answerTo: SETTINGS_KEY,
    // The environment and the certificate change what the authority answers.
    refresh: [facturacionKeys.of('estado')],
  });
}

export function useEInvoiceStatus() {
  return useQuery(
    onlineQuery({
      offline: 'fail',
      queryKey: facturacionKeys.of('estado'),
      queryFn: () => api.get('/facturacion/estado'),
      staleTime: 30_000,
    }),
  );
}
