// Invoices and credit notes (issue 34, general/facturaElectronica, 312): issue, credit, list, detail,
// the recent sales to invoice, and the documents' input. The figures come from the lines
// (server/domain/invoice-totals.ts); the letter from the venue's and the buyer's VAT conditions
// (letters.ts). An invoice is written `pending`, without a number, with its lines, its audit row and
// its authorisation job in ONE transaction (authorize.ts numbers and sends it); an authorised
// invoice is never edited nor deleted — only a credit note cancels it, all of it or part.
// - Issuing is idempotent by the client's id: the same id again answers the invoice it made.
// - A sale is invoiced at most once: a unique index over the live invoices of a sale (a rejected
//   one used no number and frees its sale) decides between parallel requests.
// - A credit note never credits more than is left (in total and per VAT rate): the invoice's row is
//   locked while its credit notes are summed.
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, notExists, or, type SQL, sql } from 'drizzle-orm';
import { businessDate } from '../../src/contract/business-date';
import {
  EINVOICE_LINES_REQUIRED,
  EINVOICE_PAGE_SIZE,
  type EInvoiceCreditNoteBody,
  type EInvoiceDetailDto,
  type EInvoiceIssueBody,
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
import { writeAudit } from '../domain/audit';
import { invoiceTotals, letterClass, lineAmount, type TotalsLine, type VatRate } from '../domain/invoice-totals';
import { ApiError, pgCode } from '../lib/errors';
import type { Jobs } from '../lib/jobs';
import { authorizeJob, drainSequence } from './authorize';
import type { InvoiceDocument, InvoiceIssuer } from './documents/types';
import { creditNoteType, letterFor, type VenueVatCondition } from './letters';
import type { InvoiceType } from './provider';
import { type EInvoicing, NOT_CONFIGURED } from './runtime';

export const INVOICE_NOT_FOUND = 'No hay un comprobante con ese identificador';
export const SALE_NOT_FOUND = 'No hay una venta con ese identificador';
export const SALE_ALREADY_INVOICED = 'Esa venta ya tiene una factura';
export const SALE_NOT_COMPLETED = 'Solo se facturan ventas completadas';
export const POS_NOT_FOUND = 'No hay un punto de venta con ese identificador';
export const POS_WITHOUT_AFIP = 'El punto de venta no tiene número de AFIP';
export const ID_TAKEN = 'Ese identificador ya se usó para otro comprobante';
export const TYPE_NOT_ALLOWED = 'El tipo de comprobante no corresponde a las condiciones frente al IVA del local y del cliente';
export const TYPE_A_NEEDS_CUIT = 'La factura A requiere el CUIT del cliente';
export const NOT_AUTHORIZED_YET = 'El comprobante todavía no está autorizado';
export const CREDIT_NOTE_OF_CREDIT_NOTE = 'Una nota de crédito no se cancela con otra nota de crédito';
export const OVER_CREDIT = 'La nota de crédito supera lo que queda por acreditar de la factura';
export const BEING_AUTHORIZED = 'Ese comprobante se está autorizando en este momento: vuelve a intentarlo en unos segundos';

/** VAT of a sale's lines: sales carry no rate, and a venue's drinks and tickets are taxed at 21 %. */
export const SALE_VAT_RATE = 21;
/** How far back the sales to invoice go. */
const SALES_DAYS = 30;
const SALES_LIMIT = 50;

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;
export interface Actor {
  venueId: string;
  userId: string;
}
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

const live = (t: typeof invoices) => and(isNull(t.deletedAt), ne(t.status, 'draft'));

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

async function invoiceRow(db: Db | Tx, venueId: string, id: string, lock = false): Promise<InvoiceRow> {
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
async function saleLinesOf(db: Db | Tx, saleIds: string[]): Promise<Map<string, LineInput[]>> {
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

// ───────────── Issue ─────────────

type SettingsRow = typeof einvoicingSettings.$inferSelect;

async function settingsFor(db: Db | Tx, venueId: string): Promise<SettingsRow> {
  const [s] = await db.select().from(einvoicingSettings).where(eq(einvoicingSettings.venueId, venueId));
  if (!s?.certificatePem || !s.privateKeySealed) throw new ApiError(409, NOT_CONFIGURED);
  return s;
}

async function venueToday(db: Db | Tx, venueId: string, now: Date): Promise<string> {
  const [venue] = await db.select({ timezone: venues.timezone }).from(venues).where(eq(venues.id, venueId));
  // The calendar day in the venue's timezone (an invoice's date is AFIP's CbteFch, not a night's).
  return businessDate(now, venue?.timezone ?? 'America/Argentina/Buenos_Aires', 0);
}

/** Inserts the invoice row unless its id exists; the existing row when it does. */
async function insertOnce(
  tx: Tx,
  values: typeof invoices.$inferInsert,
): Promise<{ created: true } | { created: false; existing: InvoiceRow | undefined }> {
  try {
    const inserted = await tx
      .insert(invoices)
      .values(values)
      .onConflictDoNothing({ target: invoices.id })
      .returning({ id: invoices.id });
    if (inserted.length > 0) return { created: true };
  } catch (error) {
    // The id's conflict is handled above; a new row's only other unique key it can break is its
    // sale's (invoices_sale_once_uq: a number is not assigned yet): a parallel request won the sale.
    if (pgCode(error) === '23505') throw new ApiError(409, SALE_ALREADY_INVOICED);
    throw error;
  }
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, values.id as string));
  return { created: false, existing };
}

async function writeLines(tx: Tx, invoiceId: string, lines: LineInput[], at: Date): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(invoiceLines).values(
    lines.map((l) => ({
      invoiceId,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      vatRate: l.vatRate,
      createdAt: at,
      updatedAt: at,
    })),
  );
}

/**
 * Issues an invoice (status pending) and enqueues its authorisation, in one transaction; answers its
 * id. The same `body.id` again answers the same invoice.
 */
export async function issueInvoice(db: Db, jobs: Jobs, actor: Actor, body: EInvoiceIssueBody, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [already] = await tx.select().from(invoices).where(eq(invoices.id, body.id));
    if (already) return sameInvoice(already, actor.venueId, null);

    const settings = await settingsFor(tx, actor.venueId);
    const [pos] = await tx
      .select({ id: pointsOfSale.id, afip: pointsOfSale.afipPosNumber })
      .from(pointsOfSale)
      .where(
        and(eq(pointsOfSale.id, body.pointOfSaleId), eq(pointsOfSale.venueId, actor.venueId), isNull(pointsOfSale.deletedAt)),
      );
    if (!pos) throw new ApiError(404, POS_NOT_FOUND);
    if (pos.afip === null) throw new ApiError(409, POS_WITHOUT_AFIP);

    let lines: LineInput[] | undefined = body.lines;
    if (body.saleId) {
      const [sale] = await tx
        .select({ id: sales.id, status: sales.status })
        .from(sales)
        .innerJoin(pointsOfSale, eq(pointsOfSale.id, sales.pointOfSaleId))
        .where(and(eq(sales.id, body.saleId), eq(pointsOfSale.venueId, actor.venueId), isNull(sales.deletedAt)));
      if (!sale) throw new ApiError(404, SALE_NOT_FOUND);
      if (sale.status !== 'completed') throw new ApiError(409, SALE_NOT_COMPLETED);
      const [invoiced] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.saleId, sale.id),
            isNull(invoices.creditNoteForId),
            ne(invoices.status, 'rejected'),
            isNull(invoices.deletedAt),
          ),
        );
      if (invoiced) throw new ApiError(409, SALE_ALREADY_INVOICED);
      lines ??= (await saleLinesOf(tx, [sale.id])).get(sale.id) ?? [];
    }
    if (!lines || lines.length === 0) throw new ApiError(422, EINVOICE_LINES_REQUIRED);

    const { customer } = body;
    const type = letterFor(settings.vatCondition as VenueVatCondition, customer.vatConditionId);
    if (body.type && body.type !== type) throw new ApiError(422, TYPE_NOT_ALLOWED);
    if (type === 'A' && customer.docType !== 80) throw new ApiError(422, TYPE_A_NEEDS_CUIT);
    const totals = invoiceTotals(lines, letterClass(type));

    const inserted = await insertOnce(tx, {
      id: body.id,
      venueId: actor.venueId,
      afipPosNumber: pos.afip,
      type,
      number: null,
      date: await venueToday(tx, actor.venueId, now),
      concept: body.concept ?? 1,
      customerDocType: String(customer.docType),
      customerDocNumber: customer.docType === 99 ? '0' : customer.docNumber,
      customerName: customer.name,
      customerVatConditionId: customer.vatConditionId,
      net: totals.net,
      vat: totals.breakdown.map(({ rate, base, amount }) => ({ rate, base, amount })),
      total: totals.total,
      status: 'pending',
      saleId: body.saleId ?? null,
      issuedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted.created) return sameInvoice(inserted.existing, actor.venueId, null);
    await writeLines(tx, body.id, lines, now);
    await writeAudit(tx, actor.userId, 'invoice.issue', 'invoices', body.id, undefined, {
      type,
      pointOfSale: pos.afip,
      total: totals.total,
      saleId: body.saleId ?? null,
      customer: { docType: customer.docType, docNumber: customer.docNumber, name: customer.name },
    });
    await jobs.enqueue(tx, authorizeJob, { venueId: actor.venueId, pointOfSale: pos.afip, type });
    return body.id;
  });
}

/** The invoice an id already names, when it is the same kind of request (issue, or a credit note of `forId`). */
function sameInvoice(row: InvoiceRow | undefined, venueId: string, forId: string | null): string {
  if (!row || row.venueId !== venueId || row.creditNoteForId !== forId || row.deletedAt) throw new ApiError(409, ID_TAKEN);
  return row.id;
}

// ───────────── Credit notes ─────────────

/**
 * Issues a credit note for an authorised invoice: of the lines given, or of everything left to
 * credit (the invoice's lines when nothing was credited yet; otherwise, per VAT rate, what is left).
 */
export async function issueCreditNote(
  db: Db,
  jobs: Jobs,
  actor: Actor,
  invoiceId: string,
  body: EInvoiceCreditNoteBody,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const [already] = await tx.select().from(invoices).where(eq(invoices.id, body.id));
    if (already) return sameInvoice(already, actor.venueId, invoiceId);

    // Locked: two credit notes of one invoice are summed one after the other.
    const original = await invoiceRow(tx, actor.venueId, invoiceId, true);
    if (original.creditNoteForId !== null) throw new ApiError(409, CREDIT_NOTE_OF_CREDIT_NOTE);
    if (original.status !== 'authorized') throw new ApiError(409, NOT_AUTHORIZED_YET);
    await settingsFor(tx, actor.venueId);

    const letter = letterClass(original.type);
    const originalLines = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, original.id), isNull(invoiceLines.deletedAt)))
      .orderBy(asc(invoiceLines.id));
    const priorNotes = await tx
      .select({ id: invoices.id, total: invoices.total })
      .from(invoices)
      .where(and(eq(invoices.creditNoteForId, original.id), ne(invoices.status, 'rejected'), live(invoices)));
    const priorLines = priorNotes.length
      ? await tx
          .select()
          .from(invoiceLines)
          .where(
            and(
              inArray(
                invoiceLines.invoiceId,
                priorNotes.map((n) => n.id),
              ),
              isNull(invoiceLines.deletedAt),
            ),
          )
      : [];
    const grossOf = (ls: TotalsLine[]) => invoiceTotals(ls, letter).grossByRate;
    const leftTotal = original.total - priorNotes.reduce((s, n) => s + n.total, 0);
    const leftByRate = new Map<VatRate, number>(grossOf(originalLines));
    for (const [rate, gross] of grossOf(priorLines)) leftByRate.set(rate, (leftByRate.get(rate) ?? 0) - gross);

    const lines: LineInput[] =
      body.lines ??
      (priorNotes.length === 0
        ? originalLines.map((l) => ({
            description: l.description,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            vatRate: l.vatRate,
          }))
        : [...leftByRate.entries()]
            .filter(([, left]) => left > 0)
            .map(([rate, left]) => ({
              description: `Saldo de ${original.type} ${displayNumber(original.afipPosNumber, original.number)}`,
              quantity: 1,
              unitPrice: left,
              vatRate: rate,
            })));
    const totals = invoiceTotals(lines, letter);
    const overRate = letter !== 'C' && [...totals.grossByRate].some(([rate, gross]) => gross > (leftByRate.get(rate) ?? 0));
    if (lines.length === 0 || totals.total <= 0 || totals.total > leftTotal || overRate) throw new ApiError(409, OVER_CREDIT);

    const type = creditNoteType(original.type as InvoiceType);
    const inserted = await insertOnce(tx, {
      id: body.id,
      venueId: actor.venueId,
      afipPosNumber: original.afipPosNumber,
      type,
      number: null,
      date: await venueToday(tx, actor.venueId, now),
      concept: original.concept,
      customerDocType: original.customerDocType,
      customerDocNumber: original.customerDocNumber,
      customerName: original.customerName,
      customerVatConditionId: original.customerVatConditionId,
      net: totals.net,
      vat: totals.breakdown.map(({ rate, base, amount }) => ({ rate, base, amount })),
      total: totals.total,
      currency: original.currency,
      status: 'pending',
      creditNoteForId: original.id,
      creditNoteReason: body.reason,
      issuedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted.created) return sameInvoice(inserted.existing, actor.venueId, invoiceId);
    await writeLines(tx, body.id, lines, now);
    await writeAudit(tx, actor.userId, 'invoice.credit_note', 'invoices', body.id, undefined, {
      type,
      creditNoteFor: original.id,
      total: totals.total,
      reason: body.reason,
    });
    await jobs.enqueue(tx, authorizeJob, { venueId: actor.venueId, pointOfSale: original.afipPosNumber, type });
    return body.id;
  });
}

// ───────────── Resolving now ─────────────

/** How many of the sequence's invoices "Resolver" authorises before leaving the rest to the job. */
const RESOLVE_BUDGET = 20;

/**
 * Asks the authority now about a waiting invoice (POST /resolver): runs its sequence's
 * authorisation in the request, under the same lease as the job. An invoice that stays uncertain
 * (no answer again) is answered as it is; its job keeps retrying.
 */
export async function resolveInvoice(
  db: Db,
  deps: { jobs: Jobs; einvoicing: EInvoicing },
  venueId: string,
  id: string,
): Promise<EInvoiceDetailDto> {
  const row = await invoiceRow(db, venueId, id);
  if (row.status === 'pending' || row.status === 'uncertain') {
    const data = { venueId, pointOfSale: row.afipPosNumber, type: row.type as InvoiceType };
    const result = await drainSequence(db, deps.einvoicing, data, { budget: RESOLVE_BUDGET });
    if (result.state === 'busy') throw new ApiError(409, BEING_AUTHORIZED);
    if (result.state === 'unavailable') throw new ApiError(409, result.reason);
    if (result.state === 'more') await deps.jobs.enqueue(db, authorizeJob, data);
  }
  return invoiceDetail(db, venueId, id);
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
