// TEMPORARY (issue 34, invoices helper): a placeholder with the documented signature so the Libro
// IVA route compiles before the documents helper's real libro-iva.ts is merged. The integrator
// REPLACES this file with theirs; nothing else in the branch depends on its body.
import type { InvoiceDocument } from './types';

export function libroIvaVentas(_docs: InvoiceDocument[]): { cbte: string; alicuotas: string } {
  throw new Error('documents not merged');
}
