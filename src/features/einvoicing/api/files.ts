// The files of the e-invoicing screen: an invoice's legal PDF (with the authority's QR) and the
// Libro IVA Digital ventas (the two fixed-width .txt files, or CSV/XLSX). They come down with
// fetch → blob → a saved file, as the app's other downloads do: a plain link cannot carry the
// bearer token, and the typed client reads JSON only. Online only: offline they fail at once.
import type { EInvoiceSummaryDto } from '../../../contract/einvoicing';
import { fetchApiFile } from '../../../lib/api-files';
import { downloadFile } from '../../../lib/export/table-export';
import { useOnlineMutation } from '../../../lib/online-api';

export const LIBRO_IVA_FORMATS = ['cbte', 'alicuotas', 'csv', 'xlsx'] as const;
export type LibroIvaFormat = (typeof LIBRO_IVA_FORMATS)[number];

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
  const res = await fetchApiFile(path);
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
