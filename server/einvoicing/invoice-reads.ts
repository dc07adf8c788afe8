// Reading invoices and credit notes (issue 34, general/facturaElectronica, 312): the answers the
// API gives (summary, detail with its lines, credit notes and what is left to credit), the page of
// the list with its filters, the recent completed sales still to invoice (with their lines as an
// invoice takes them), and the input of the documents (PDF, EN 16931, Libro IVA) with the issuer's
// data. Nothing here writes; issuing and crediting are invoices.service.ts, which reuses the row
// lookups and the sale's lines from here.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import {
  EINVOICE_PAGE_SIZE,
  type EInvoiceDetailDto,
  type EInvoicePageDto,
  type EInvoiceSaleDto,
  type EInvoiceStatus,
  type EInvoiceSummaryDto,
} from '../../src/contract/einvoicing';
import type { Db, Tx } from '../db/client';
import {
  einvoicingSettings,
  invoiceLines,
  invoices,
  pointsOfSale,
  products,
  saleLines,
  sales,
  users,
  venues,
} from '../db/schema';
import { lineAmount } from '../domain/invoice-totals';
import { ApiError } from '../lib/errors';
import type { InvoiceDocument, InvoiceIssuer } from './documents/types';
import type { VenueVatCondition } from './letters';
import type { InvoiceType } from './provider';

export const INVOICE_NOT_FOUND = 'No hay un comprobante con ese identificador';
export const NOT_AUTHORIZED_YET = 'El comprobante todavía no está autorizado';

/** VAT of a sale's lines: sales carry no rate, and a venue's drinks and tickets are taxed at 21 %. */
export const SALE_VAT_RATE = 21;
/** How far back the sales to invoice go. */
const SALES_DAYS = 30;
const SALES_LIMIT = 50;

export type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;
export interface LineInput {
  description: string;
  quantity: number;
  unitPrice: number;
  vatRate: number;
}

// ───────────── Answers ─────────────

export function displayNumber(pointOfSale: number, number: number | null): string | null {
  return number === null ? null : `${String(pointOfSale).padStart(4, '0')}-${String(number).padStart(8, '0')}`;
}

/** Legacy `draft` rows (never written by the app) read as waiting. */
function statusOf(status: InvoiceRow['status']): EInvoiceStatus {
  return status === 'draft' ? 'pending' : status;
}

function summaryOf(r: InvoiceRow): EInvoiceSummaryDto {
  return {
    id: r.id,
    type: r.type as InvoiceType,
    pointOfSale: r.afipPosNumber,
    number: r.number,
    displayNumber: displayNumber(r.afipPosNumber, r.number),
    date: r.date,
    customerName: r.customerName,
    customerDocType: Number(r.customerDocType),
    customerDocNumber: r.customerDocNumber,
    total: r.total,
    status: statusOf(r.status),
    cae: r.cae,
    creditNoteForId: r.creditNoteForId,
    saleId: r.saleId,
  };
}

export const live = (t: typeof invoices) => and(isNull(t.deletedAt), ne(t.status, 'draft'));

/** Details of `rows` (one venue's), with their lines, credit notes and issuers read in three queries. */
async function detailsOf(db: Db | Tx, rows: InvoiceRow[]): Promise<EInvoiceDetailDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(and(inArray(invoiceLines.invoiceId, ids), isNull(invoiceLines.deletedAt)))
    .orderBy(asc(invoiceLines.id));
  const notes = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.creditNoteForId, ids), live(invoices)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  const issuerIds = [...new Set(rows.map((r) => r.issuedBy).filter((id): id is string => id !== null))];
  const issuers = issuerIds.length
    ? await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, issuerIds))
    : [];
  const names = new Map(issuers.map((u) => [u.id, u.name]));
  const linesOf = groupBy(lines, (l) => l.invoiceId);
  const notesOf = groupBy(notes, (n) => n.creditNoteForId ?? '');
  return rows.map((r) => {
    const own = linesOf.get(r.id) ?? [];
    const credits = notesOf.get(r.id) ?? [];
    const credited = credits.filter((n) => n.status !== 'rejected').reduce((s, n) => s + n.total, 0);
    return {
      ...summaryOf(r),
      concept: r.concept,
      customerVatConditionId: r.customerVatConditionId,
      lines: own.map((l) => lineDto(l)),
      net: r.net,
      vat: r.vat,
      caeExpiry: r.caeExpiry,
      qrUrl: r.qrUrl,
      observations: r.observations,
      errors: r.errors,
      events: r.events,
      creditNotes: credits.map(summaryOf),
      creditableLeft: r.status === 'authorized' && r.creditNoteForId === null ? Math.max(0, r.total - credited) : 0,
      creditNoteReason: r.creditNoteReason,
      issuedBy: r.issuedBy ? (names.get(r.issuedBy) ?? null) : null,
      createdAt: r.createdAt.toISOString(),
      authorizedAt: r.authorizedAt?.toISOString() ?? null,
    };
  });
}

function lineDto(l: LineRow): EInvoiceDetailDto['lines'][number] {
  const amount = lineAmount(l.quantity, l.unitPrice);
  return { id: l.id, description: l.description, quantity: l.quantity, unitPrice: l.unitPrice, vatRate: l.vatRate, amount };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export async function invoiceRow(db: Db | Tx, venueId: string, id: string, lock = false): Promise<InvoiceRow> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.venueId, venueId), live(invoices)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, INVOICE_NOT_FOUND);
  return row;
}

export async function invoiceDetail(db: Db | Tx, venueId: string, id: string): Promise<EInvoiceDetailDto> {
  const [detail] = await detailsOf(db, [await invoiceRow(db, venueId, id)]);
  if (!detail) throw new ApiError(404, INVOICE_NOT_FOUND);
  return detail;
}

export interface InvoiceFilter {
  desde?: string;
  hasta?: string;
  tipo?: InvoiceType;
  puntoDeVenta?: string;
  estado?: EInvoiceStatus;
  cliente?: string;
  page: string;
}

/** One page of the venue's invoices and credit notes, newest first. */
export async function listInvoices(db: Db, venueId: string, filter: InvoiceFilter): Promise<EInvoicePageDto> {
  const where: (SQL | undefined)[] = [eq(invoices.venueId, venueId), live(invoices)];
  if (filter.desde) where.push(gte(invoices.date, filter.desde));
  if (filter.hasta) where.push(lte(invoices.date, filter.hasta));
  if (filter.tipo) where.push(eq(invoices.type, filter.tipo));
  if (filter.puntoDeVenta) where.push(eq(invoices.afipPosNumber, Number(filter.puntoDeVenta)));
  if (filter.estado) where.push(eq(invoices.status, filter.estado));
  const text = filter.cliente?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(invoices.customerName, like), ilike(invoices.customerDocNumber, like)));
  }
  const condition = and(...where);
  const page = Math.max(1, Number(filter.page) || 1);
  const [total] = await db.select({ n: count() }).from(invoices).where(condition);
  const rows = await db
    .select()
    .from(invoices)
    .where(condition)
    .orderBy(desc(invoices.date), desc(invoices.createdAt), desc(invoices.id))
    .limit(EINVOICE_PAGE_SIZE)
    .offset((page - 1) * EINVOICE_PAGE_SIZE);
  return { items: rows.map(summaryOf), total: total?.n ?? 0, page, pageSize: EINVOICE_PAGE_SIZE };
}

// ───────────── Sales to invoice ─────────────

/** A sale's lines as an invoice takes them: product name, quantity, VAT-included price, 21 %. */
export async function saleLinesOf(db: Db | Tx, saleIds: string[]): Promise<Map<string, LineInput[]>> {
  if (saleIds.length === 0) return new Map();
  const rows = await db
    .select({ saleId: saleLines.saleId, name: products.name, quantity: saleLines.quantity, unitPrice: saleLines.unitPrice })
    .from(saleLines)
    .innerJoin(products, eq(products.id, saleLines.productId))
    .where(and(inArray(saleLines.saleId, saleIds), isNull(saleLines.deletedAt)))
    .orderBy(asc(saleLines.id));
  const out = new Map<string, LineInput[]>();
  for (const r of rows) {
    const line = { description: r.name, quantity: r.quantity, unitPrice: r.unitPrice, vatRate: SALE_VAT_RATE };
    const list = out.get(r.saleId);
    if (list) list.push(line);
    else out.set(r.saleId, [line]);
  }
  return out;
}

/** The venue's completed sales of the last 30 days without a live invoice, newest first. */
export async function salesToInvoice(
  db: Db,
  venueId: string,
  q: string | undefined,
  now = new Date(),
): Promise<EInvoiceSaleDto[]> {
  const where: (SQL | undefined)[] = [
    eq(pointsOfSale.venueId, venueId),
    eq(sales.status, 'completed'),
    isNull(sales.deletedAt),
    gte(sales.at, new Date(now.getTime() - SALES_DAYS * 86_400_000)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(invoices)
        .where(
          and(
            eq(invoices.saleId, sales.id),
            isNull(invoices.creditNoteForId),
            ne(invoices.status, 'rejected'),
            isNull(invoices.deletedAt),
          ),
        ),
    ),
  ];
  const text = q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(pointsOfSale.name, like),
        sql`${sales.id}::text like ${`${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        sql`exists (select 1 from ${saleLines} join ${products} on ${products.id} = ${saleLines.productId}
                     where ${saleLines.saleId} = ${sales.id} and ${products.name} ilike ${like})`,
      ),
    );
  }
  const rows = await db
    .select({ id: sales.id, at: sales.at, total: sales.total, posId: pointsOfSale.id, posName: pointsOfSale.name })
    .from(sales)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
    .where(and(...where))
    .orderBy(desc(sales.at), desc(sales.id))
    .limit(SALES_LIMIT);
  const lines = await saleLinesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    pointOfSaleId: r.posId,
    pointOfSaleName: r.posName,
    total: r.total,
    lines: lines.get(r.id) ?? [],
  }));
}

// ───────────── Documents ─────────────

/** The issuer as its settings say, or the venue's own data when e-invoicing is not set up yet. */
async function issuerOf(db: Db | Tx, venueId: string): Promise<InvoiceIssuer> {
  const [row] = await db
    .select({ venue: venues, settings: einvoicingSettings })
    .from(venues)
    .leftJoin(einvoicingSettings, eq(einvoicingSettings.venueId, venues.id))
    .where(eq(venues.id, venueId));
  if (!row) throw new ApiError(404, INVOICE_NOT_FOUND);
  const { venue, settings } = row;
  return {
    cuit: (settings?.cuit ?? venue.taxId).replace(/\D/g, ''),
    legalName: settings?.legalName ?? venue.legalName,
    address: settings?.address ?? venue.address,
    vatCondition: (settings?.vatCondition ?? 'responsable_inscripto') as VenueVatCondition,
    grossIncomeNumber: settings?.grossIncomeNumber ?? '',
    activityStart: settings?.activityStart ?? null,
    country: settings?.country ?? 'AR',
    currency: venue.currency,
  };
}

async function documentsOf(db: Db | Tx, venueId: string, rows: InvoiceRow[]): Promise<InvoiceDocument[]> {
  const issuer = await issuerOf(db, venueId);
  const details = await detailsOf(db, rows);
  const originalIds = [...new Set(rows.map((r) => r.creditNoteForId).filter((id): id is string => id !== null))];
  const originals = originalIds.length
    ? await db
        .select()
        .from(invoices)
        .where(and(inArray(invoices.id, originalIds), eq(invoices.venueId, venueId)))
    : [];
  const byId = new Map(originals.map((o) => [o.id, o]));
  return details.map((invoice) => {
    const o = invoice.creditNoteForId ? byId.get(invoice.creditNoteForId) : undefined;
    return {
      issuer,
      invoice,
      associated:
        o && o.number !== null
          ? { type: o.type as InvoiceType, pointOfSale: o.afipPosNumber, number: o.number, date: o.date }
          : null,
    };
  });
}

/** The input of the invoice's documents (PDF, EN 16931). */
export async function toInvoiceDocument(db: Db, venueId: string, id: string): Promise<InvoiceDocument> {
  const row = await invoiceRow(db, venueId, id);
  if (row.status !== 'authorized') throw new ApiError(409, NOT_AUTHORIZED_YET);
  const [doc] = await documentsOf(db, venueId, [row]);
  if (!doc) throw new ApiError(404, INVOICE_NOT_FOUND);
  return doc;
}

/** The authorised invoices and credit notes dated `from`…`to`, in the Libro IVA's order. */
export async function libroDocuments(db: Db, venueId: string, from: string, to: string): Promise<InvoiceDocument[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.venueId, venueId),
        eq(invoices.status, 'authorized'),
        isNull(invoices.deletedAt),
        gte(invoices.date, from),
        lte(invoices.date, to),
      ),
    )
    .orderBy(asc(invoices.date), asc(invoices.type), asc(invoices.afipPosNumber), asc(invoices.number));
  return documentsOf(db, venueId, rows);
}
