// The invoices and credit notes of general/facturaElectronica (/api/facturacion, 312). Online only,
// offline 'fail' (src/lib/online-api.ts): numbers are the authority's and are never assigned
// offline, so issuing without a connection is refused at once instead of waiting queued. Issuing
// answers 202 and a server job asks the authority; while any invoice shown is pending or
// uncertain, its list or detail refreshes itself every few seconds until the answer is in.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EInvoiceCreditNoteBody, EInvoiceIssueBody, EInvoiceStatus, EInvoiceType } from '../../../contract/einvoicing';
import { api } from '../../../lib/api-client';
import { compactQuery, onlineQuery, useOnlineMutation } from '../../../lib/online-api';
import { facturacionKeys, userKeys } from '../../../lib/query-keys';
import { isBusy } from '../labels';

/** How often a list or detail showing a pending or uncertain invoice asks again. */
export const EINVOICE_REFRESH_MS = 3_000;

export interface InvoiceFilters {
  desde?: string;
  hasta?: string;
  tipo?: EInvoiceType;
  /** The AFIP point-of-sale number, as text. */
  puntoDeVenta?: string;
  estado?: EInvoiceStatus;
  /** Name or document number, contains. */
  cliente?: string;
  page: number;
}

export function useInvoicesPage(filters: InvoiceFilters) {
  const query = compactQuery({ ...filters, page: String(filters.page) });
  return useQuery(
    onlineQuery({
      offline: 'fail',
      queryKey: facturacionKeys.of('comprobantes', query),
      queryFn: () => api.get('/facturacion/comprobantes', { query }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.items.some((i) => isBusy(i.status)) ? EINVOICE_REFRESH_MS : false),
    }),
  );
}

export function useInvoiceQuery(id: string) {
  return useQuery(
    onlineQuery({
      offline: 'fail',
      queryKey: facturacionKeys.of('comprobante', id),
      queryFn: () => api.get('/facturacion/comprobantes/{id}', { params: { id } }),
      refetchInterval: (q) => (q.state.data && isBusy(q.state.data.status) ? EINVOICE_REFRESH_MS : false),
    }),
  );
}

/** Recent sales of the venue to invoice, matching `q` (ticket, point of sale, amount). */
export function useSalesToInvoice(q: string, enabled: boolean) {
  const query = compactQuery({ q: q.trim() });
  return useQuery(
    onlineQuery({
      offline: 'fail',
      queryKey: facturacionKeys.of('ventas', query),
      queryFn: () => api.get('/facturacion/ventas', { query }),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

// A new invoice or credit note changes the lists, the authority's counts and "my invoices".
const REFRESH = [facturacionKeys.all, userKeys.of('invoices')];

export function useIssueInvoice() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (body: EInvoiceIssueBody) => api.post('/facturacion/comprobantes', { body }),
    refresh: REFRESH,
  });
}

export function useIssueCreditNote() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ invoiceId, body }: { invoiceId: string; body: EInvoiceCreditNoteBody }) =>
      api.post('/facturacion/comprobantes/{id}/nota-de-credito', { params: { id: invoiceId }, body }),
    refresh: REFRESH,
  });
}

/** Asks the authority now about an uncertain invoice (FECompConsultar of its number). */
export function useResolveInvoice() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (id: string) => api.post('/facturacion/comprobantes/{id}/resolver', { params: { id } }),
    refresh: REFRESH,
  });
}
