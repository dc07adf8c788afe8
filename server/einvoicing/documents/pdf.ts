// TEMPORARY (issue 34, invoices helper): a placeholder with the documented signature so the PDF
// route compiles before the documents helper's real pdf.ts is merged. The integrator REPLACES this
// file with theirs; nothing else in the branch depends on its body.
import type { InvoiceDocument } from './types';

export async function invoicePdf(_doc: InvoiceDocument): Promise<Uint8Array> {
  throw new Error('documents not merged');
}
