// /api/facturacion (issue 34): electronic invoices and credit notes (general/facturaElectronica,
// 312), the venue's e-invoicing settings (configuracion/sistema, 201) and the authority's state
// (312 or 201). The routes and their shapes are listed in src/contract/einvoicing.ts; the work is in
// server/einvoicing (invoices.service.ts, settings.service.ts, authorize.ts). Issuing answers 202:
// the invoice is `pending` until its server job has the authority's answer.
import { Hono } from 'hono';
import {
  einvoiceCreditNoteSchema,
  einvoiceDetailSchema,
  einvoiceIdParamSchema,
  einvoiceIssueSchema,
  einvoiceListQuerySchema,
  einvoicePageSchema,
  einvoiceSalesAnswerSchema,
  einvoiceSalesQuerySchema,
  einvoiceSettingsAnswerSchema,
  einvoiceSettingsSchema,
  einvoiceStatusAnswerSchema,
  libroIvaQuerySchema,
} from '../../../src/contract/einvoicing';
import { toCsv, toXlsx } from '../../../src/contract/table-files';
import type { ServerDeps } from '../../deps';
import { libroIvaBytes, libroIvaRows, libroIvaVentas } from '../../einvoicing/documents/libro-iva';
import { invoicePdf } from '../../einvoicing/documents/pdf';
import { invoiceDetail, libroDocuments, listInvoices, salesToInvoice, toInvoiceDocument } from '../../einvoicing/invoice-reads';
import { issueCreditNote, issueInvoice, resolveInvoice } from '../../einvoicing/invoices.service';
import { einvoicingStatus, saveSettings, settingsAnswer } from '../../einvoicing/settings.service';
import { contentDisposition } from '../../lib/file-store';
import { responds, respondsWithout } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { type AuthVariables, requireVenue } from '../../middleware/auth';

const INVOICES = ['312'] as const;
const SETTINGS = ['201'] as const;

/** A file answer that is never cached nor sniffed. */
function fileAnswer(body: string | Uint8Array, type: string, fileName: string): Response {
  return new Response(body as BodyInit, {
    status: 200,
    headers: {
      'content-type': type,
      'content-disposition': contentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    },
  });
}

export function facturacionRoutes({ db, guard, jobs, einvoicing }: ServerDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const actor = (c: { var: AuthVariables }) => ({ venueId: requireVenue(c).id, userId: c.var.user.id });
  const id = validate('param', einvoiceIdParamSchema);

  app.get(
    '/comprobantes',
    responds(einvoicePageSchema, { summary: 'One page of the venue’s invoices and credit notes, newest first' }),
    guard(INVOICES),
    validate('query', einvoiceListQuerySchema),
    async (c) => c.json(await listInvoices(db, requireVenue(c).id, c.req.valid('query'))),
  );

  app.post(
    '/comprobantes',
    responds(einvoiceDetailSchema, {
      status: 202,
      summary: 'Issues an invoice (idempotent by its id): pending until its server job has the authority’s answer',
    }),
    guard(INVOICES),
    validate('json', einvoiceIssueSchema),
    async (c) => {
      const who = actor(c);
      const invoiceId = await issueInvoice(db, jobs, who, c.req.valid('json'));
      return c.json(await invoiceDetail(db, who.venueId, invoiceId), 202);
    },
  );

  app.get(
    '/comprobantes/:id',
    responds(einvoiceDetailSchema, { summary: 'An invoice or credit note with its lines, VAT, CAE, QR and credit notes' }),
    guard(INVOICES),
    id,
    async (c) => c.json(await invoiceDetail(db, requireVenue(c).id, c.req.valid('param').id)),
  );

  app.post(
    '/comprobantes/:id/nota-de-credito',
    responds(einvoiceDetailSchema, {
      status: 202,
      summary: 'Issues a credit note for an authorised invoice, total or partial (idempotent by its id)',
    }),
    guard(INVOICES),
    id,
    validate('json', einvoiceCreditNoteSchema),
    async (c) => {
      const who = actor(c);
      const noteId = await issueCreditNote(db, jobs, who, c.req.valid('param').id, c.req.valid('json'));
      return c.json(await invoiceDetail(db, who.venueId, noteId), 202);
    },
  );

  app.post(
    '/comprobantes/:id/resolver',
    responds(einvoiceDetailSchema, { summary: 'Asks the authority now about a pending or uncertain invoice' }),
    guard(INVOICES),
    id,
    async (c) => c.json(await resolveInvoice(db, { jobs, einvoicing }, requireVenue(c).id, c.req.valid('param').id)),
  );

  app.get(
    '/comprobantes/:id/pdf',
    respondsWithout({ media: 'application/pdf' }, { summary: 'The authorised invoice as a PDF with the AFIP QR' }),
    guard(INVOICES),
    id,
    async (c) => {
      const doc = await toInvoiceDocument(db, requireVenue(c).id, c.req.valid('param').id);
      const { type, displayNumber } = doc.invoice;
      return fileAnswer(await invoicePdf(doc), 'application/pdf', `${type}-${displayNumber ?? doc.invoice.id}.pdf`);
    },
  );

  app.get(
    '/ventas',
    responds(einvoiceSalesAnswerSchema, { summary: 'Recent completed sales not invoiced yet, with their lines' }),
    guard(INVOICES),
    validate('query', einvoiceSalesQuerySchema),
    async (c) => c.json(await salesToInvoice(db, requireVenue(c).id, c.req.valid('query').q)),
  );

  app.get(
    '/libro-iva',
    respondsWithout(
      { media: 'application/octet-stream' },
      {
        summary: 'The Libro IVA Digital ventas of the dates',
        description:
          'formato=cbte or alicuotas: the fixed-width TXT file (text/plain); csv (text/csv) or xlsx: the same vouchers as a spreadsheet.',
      },
    ),
    guard(INVOICES),
    validate('query', libroIvaQuerySchema),
    async (c) => {
      const { desde, hasta, formato } = c.req.valid('query');
      const docs = await libroDocuments(db, requireVenue(c).id, desde, hasta);
      if (formato === 'csv' || formato === 'xlsx') {
        const table = { name: `libro-iva-ventas-${desde}-${hasta}`, ...libroIvaRows(docs) };
        return formato === 'csv'
          ? fileAnswer(toCsv(table), 'text/csv; charset=utf-8', `${table.name}.csv`)
          : fileAnswer(toXlsx(table), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', `${table.name}.xlsx`);
      }
      const files = libroIvaVentas(docs);
      const name = formato === 'cbte' ? 'LIBRO_IVA_DIGITAL_VENTAS_CBTE' : 'LIBRO_IVA_DIGITAL_VENTAS_ALICUOTAS';
      // The authority's import reads ISO-8859-1 (the records are written within it).
      return fileAnswer(libroIvaBytes(files[formato]), 'text/plain; charset=iso-8859-1', `${name}_${desde}_${hasta}.txt`);
    },
  );

  app.get(
    '/ajustes',
    responds(einvoiceSettingsAnswerSchema, { summary: 'The venue’s CUIT, environment and certificate (never the key)' }),
    guard(SETTINGS),
    async (c) => c.json(await settingsAnswer(db, requireVenue(c).id)),
  );

  app.put(
    '/ajustes',
    responds(einvoiceSettingsAnswerSchema, { summary: 'Saves the venue’s e-invoicing settings; the key is stored encrypted' }),
    guard(SETTINGS),
    validate('json', einvoiceSettingsSchema),
    async (c) => c.json(await saveSettings(db, { jobs, einvoicing }, actor(c), c.req.valid('json'))),
  );

  app.get(
    '/estado',
    responds(einvoiceStatusAnswerSchema, { summary: 'The authority’s FEDummy, the pinned code tables and what waits' }),
    guard([...INVOICES, ...SETTINGS]),
    async (c) => c.json(await einvoicingStatus(db, einvoicing, requireVenue(c).id)),
  );

  return app;
}
