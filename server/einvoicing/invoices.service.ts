// Issuing invoices and credit notes (issue 34, general/facturaElectronica, 312), and asking the
// authority now about a waiting one. The figures come from the lines (server/domain/invoice-totals.ts);
// the letter from the venue's and the buyer's VAT conditions (letters.ts). An invoice is written
// `pending`, without a number, with its lines, its audit row and its authorisation job in ONE
// transaction (authorize.ts numbers and sends it); an authorised invoice is never edited nor
// deleted — only a credit note cancels it, all of it or part. Reading (list, detail, sales to
// invoice, documents) is invoice-reads.ts.
// - Issuing is idempotent by the client's id: the same id again answers the invoice it made.
// - A sale is invoiced at most once: a unique index over the live invoices of a sale (a rejected
//   one used no number and frees its sale) decides between parallel requests.
// - A credit note never credits more than is left (in total and per VAT rate): the invoice's row is
//   locked while its credit notes are summed.
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { businessDate } from '../../src/contract/business-date';
import {
  EINVOICE_LINES_REQUIRED,
  type EInvoiceCreditNoteBody,
  type EInvoiceDetailDto,
  type EInvoiceIssueBody,
} from '../../src/contract/einvoicing';
import type { Db, Tx } from '../db/client';
import { einvoicingSettings, invoiceLines, invoices, pointsOfSale, sales, venues } from '../db/schema';
import { writeAudit } from '../domain/audit';
import { invoiceTotals, letterClass, type TotalsLine, type VatRate } from '../domain/invoice-totals';
import { ApiError, pgCode } from '../lib/errors';
import type { Jobs } from '../lib/jobs';
import { authorizeJob, drainSequence } from './authorize';
import {
  displayNumber,
  type InvoiceRow,
  invoiceDetail,
  invoiceRow,
  type LineInput,
  live,
  NOT_AUTHORIZED_YET,
  saleLinesOf,
} from './invoice-reads';
import { creditNoteType, letterFor, type VenueVatCondition } from './letters';
import type { InvoiceType } from './provider';
import { type EInvoicing, NOT_CONFIGURED } from './runtime';

export const SALE_NOT_FOUND = 'No hay una venta con ese identificador';
export const SALE_ALREADY_INVOICED = 'Esa venta ya tiene una factura';
export const SALE_NOT_COMPLETED = 'Solo se facturan ventas completadas';
export const POS_NOT_FOUND = 'No hay un punto de venta con ese identificador';
export const POS_WITHOUT_AFIP = 'El punto de venta no tiene número de AFIP';
export const ID_TAKEN = 'Ese identificador ya se usó para otro comprobante';
export const TYPE_NOT_ALLOWED = 'El tipo de comprobante no corresponde a las condiciones frente al IVA del local y del cliente';
export const TYPE_A_NEEDS_CUIT = 'La factura A requiere el CUIT del cliente';
export const CREDIT_NOTE_OF_CREDIT_NOTE = 'Una nota de crédito no se cancela con otra nota de crédito';
export const OVER_CREDIT = 'La nota de crédito supera lo que queda por acreditar de la factura';
export const BEING_AUTHORIZED = 'Ese comprobante se está autorizando en este momento: vuelve a intentarlo en unos segundos';

export interface Actor {
  venueId: string;
  userId: string;
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
