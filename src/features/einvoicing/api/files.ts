// The files of the e-invoicing screen: an invoice's legal PDF (with the authority's QR) and the
// Libro IVA Digital ventas (the two fixed-width .txt files, or CSV/XLSX). They come down with
// fetch → blob → a saved file, as the app's other downloads do: a plain link cannot carry the
// bearer token, and the typed client reads JSON only. Online only: offline they fail at once.
import { i18n } from '@lingui/core';
import type { EInvoiceSummaryDto } from '../../../contract/einvoicing';
import { ApiError, apiClient, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/export/table-export';
import { useOnlineMutation } from '../../../lib/online-api';

const API_BASE = `${import.meta.env.BASE_URL}api`;

export const LIBRO_IVA_FORMATS = ['cbte', 'alicuotas', 'csv', 'xlsx'] as const;
export type LibroIvaFormat = (typeof LIBRO_IVA_FORMATS)[number];

function headers(): Record<string, string> {
  const out: Record<string, string> = {};
  const token = apiClient.getAccessToken?.();
  if (token) out.Authorization = `Bearer ${token}`;
  if (i18n.locale) out['Accept-Language'] = i18n.locale;
  return out;
}

async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): no server message to show.
  }
  const message =
    typeof data === 'object' && data && 'message' in data && typeof data.message === 'string'
      ? data.message
      : FALLBACK_ERROR_MESSAGE;
  return new ApiError(message, res.status, data);
}

/** The name the server gives the file (Content-Disposition), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

async function download(path: string, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { headers: headers() });
  } catch {
    throw new ApiError(FALLBACK_ERROR_MESSAGE, undefined, undefined);
  }
  if (!res.ok) throw await failure(res);
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const blob = await res.blob();
  downloadFile(name, blob, blob.type || 'application/octet-stream');
  return name;
}

/** "factura-B-0003-00001234.pdf" when the server names none. */
function pdfName(invoice: Pick<EInvoiceSummaryDto, 'type' | 'displayNumber' | 'id'>): string {
  return `${invoice.type}-${invoice.displayNumber ?? invoice.id}.pdf`;
}

export function useDownloadInvoicePdf() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: (invoice: Pick<EInvoiceSummaryDto, 'type' | 'displayNumber' | 'id'>) =>
      download(`/facturacion/comprobantes/${encodeURIComponent(invoice.id)}/pdf`, pdfName(invoice)),
  });
}

/** The file name of each format when the server names none (the authority's names for the .txt). */
export function libroIvaFileName(formato: LibroIvaFormat, desde: string, hasta: string): string {
  const period = `${desde.replaceAll('-', '')}-${hasta.replaceAll('-', '')}`;
  if (formato === 'cbte') return `LIBRO_IVA_DIGITAL_VENTAS_CBTE_${period}.txt`;
  if (formato === 'alicuotas') return `LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS_${period}.txt`;
  return `libro-iva-ventas_${period}.${formato}`;
}

export function useDownloadLibroIva() {
  return useOnlineMutation({
    offline: 'fail',
    mutationFn: ({ desde, hasta, formato }: { desde: string; hasta: string; formato: LibroIvaFormat }) => {
      const query = new URLSearchParams({ desde, hasta, formato });
      return download(`/facturacion/libro-iva?${query}`, libroIvaFileName(formato, desde, hasta));
    },
  });
}
