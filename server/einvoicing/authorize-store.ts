// The sequence's lease and the writes of authorize.ts (issue 34): the claim on a sequence (venue,
// AFIP point of sale, type) in einvoice_sequence_leases, taken, renewed and released in single
// statements on the database's clock; the request built from the stored, immutable invoice with its
// hash, and whether a voucher the authority holds is that invoice; and the outcomes recorded on the
// invoice — authorised, rejected, or its number given back to be renumbered — each a short
// transaction that re-checks the status and number it expects, so a run that lost its lease cannot
// overwrite another's result. The order of the steps (what is asked when) is authorize.ts's.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { auditLog, einvoiceSequenceLeases, invoices } from '../db/schema';
import { AFIP_IVA_ID, isVatRate } from '../domain/invoice-totals';
import {
  AFIP_CBTE_TIPO,
  type AuthorityNote,
  type AuthorizationOutcome,
  type AuthorizationRequest,
  type InvoiceType,
  type LookupOutcome,
  type Sequence,
} from './provider';
import { qrUrl } from './qr';

/** How long a claim on a sequence holds without being renewed (renewed before every invoice). */
const LEASE_SECONDS = 120;
/** Times one invoice may be renumbered (its number found taken) before it is refused. */
const MAX_ATTEMPTS = 5;
/** WSFEv1's "the number or date is not the next one to authorise". */
export const NOT_NEXT = 10016;

export type InvoiceRow = typeof invoices.$inferSelect;

// ───────────── The sequence's lease ─────────────

const leaseKey = (venueId: string, seq: Sequence) =>
  and(
    eq(einvoiceSequenceLeases.venueId, venueId),
    eq(einvoiceSequenceLeases.afipPosNumber, seq.pointOfSale),
    eq(einvoiceSequenceLeases.type, seq.type),
  );
const leaseUntil = sql.raw(`now() + interval '${LEASE_SECONDS} seconds'`);

/** Claims the sequence when free, lapsed or already ours: one statement, the database's clock. */
export async function claimLease(db: Db, venueId: string, seq: Sequence, holder: string): Promise<boolean> {
  const rows = await db
    .insert(einvoiceSequenceLeases)
    .values({ venueId, afipPosNumber: seq.pointOfSale, type: seq.type, holder, expiresAt: leaseUntil })
    .onConflictDoUpdate({
      target: [einvoiceSequenceLeases.venueId, einvoiceSequenceLeases.afipPosNumber, einvoiceSequenceLeases.type],
      set: { holder, expiresAt: leaseUntil },
      setWhere: sql`${einvoiceSequenceLeases.expiresAt} < now() or ${einvoiceSequenceLeases.holder} = ${holder}`,
    })
    .returning({ holder: einvoiceSequenceLeases.holder });
  return rows[0]?.holder === holder;
}

export async function renewLease(db: Db, venueId: string, seq: Sequence, holder: string): Promise<boolean> {
  const rows = await db
    .update(einvoiceSequenceLeases)
    .set({ expiresAt: leaseUntil })
    .where(and(leaseKey(venueId, seq), eq(einvoiceSequenceLeases.holder, holder)))
    .returning({ holder: einvoiceSequenceLeases.holder });
  return rows.length > 0;
}

export async function releaseLease(db: Db, venueId: string, seq: Sequence, holder: string): Promise<void> {
  await db.delete(einvoiceSequenceLeases).where(and(leaseKey(venueId, seq), eq(einvoiceSequenceLeases.holder, holder)));
}

// ───────────── The request ─────────────

/** What is asked for `inv` under `number` on `date`: built from the stored, immutable invoice. */
export function requestOf(
  inv: InvoiceRow,
  number: number,
  date: string,
  issuerCuit: string,
  associated: InvoiceRow | undefined,
): AuthorizationRequest {
  const concept = (inv.concept === 2 || inv.concept === 3 ? inv.concept : 1) as 1 | 2 | 3;
  const docType = Number(inv.customerDocType) as 80 | 86 | 96 | 99;
  return {
    pointOfSale: inv.afipPosNumber,
    type: inv.type as InvoiceType,
    number,
    date,
    concept,
    // Services are invoiced for the day they are rendered and paid at once (a night's event).
    ...(concept === 1 ? {} : { serviceFrom: date, serviceTo: date, paymentDue: date }),
    customer: { docType, docNumber: docType === 99 ? '0' : inv.customerDocNumber, vatConditionId: inv.customerVatConditionId },
    amounts: { untaxed: 0, net: inv.net, exempt: 0, otherTaxes: 0, vat: inv.total - inv.net, total: inv.total },
    vat: inv.vat.map((v) => {
      if (!isVatRate(v.rate)) throw new Error(`invoice ${inv.id}: not a VAT rate ${v.rate}`);
      return { afipId: AFIP_IVA_ID[v.rate], base: v.base, amount: v.amount };
    }),
    ...(associated && associated.number !== null
      ? {
          associated: {
            pointOfSale: associated.afipPosNumber,
            type: associated.type as InvoiceType,
            number: associated.number,
            date: associated.date,
            cuit: issuerCuit,
          },
        }
      : {}),
  };
}

/** SHA-256 of the request as sent (its keys are always built in the same order). */
export function payloadHash(request: AuthorizationRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

const digits = (text: string) => text.replace(/\D/g, '').replace(/^0+/, '') || '0';

/** Whether what the authority holds under the number is this invoice. */
export function sameVoucher(inv: InvoiceRow, found: Extract<LookupOutcome, { kind: 'found' }>): boolean {
  return (
    found.date === inv.date &&
    found.total === inv.total &&
    found.docType === Number(inv.customerDocType) &&
    digits(found.docNumber) === digits(inv.customerDocNumber)
  );
}

// ───────────── Writes (each a short transaction that re-checks the state it expects) ─────────────

async function audit(tx: Tx, venueId: string, action: string, id: string, before: unknown, after: unknown) {
  await tx.insert(auditLog).values({ venueId, userId: null, action, entity: 'invoices', entityId: id, before, after });
}

export const heldBy = (inv: InvoiceRow, number: number) =>
  and(eq(invoices.id, inv.id), eq(invoices.status, 'uncertain'), eq(invoices.number, number));

export async function markAuthorized(
  db: Db,
  inv: InvoiceRow,
  number: number,
  answer: { cae: string; caeExpiry: string; observations?: AuthorityNote[]; events?: AuthorityNote[] },
  issuerCuit: string,
): Promise<boolean> {
  const [current] = await db.select().from(invoices).where(heldBy(inv, number));
  if (!current) return false;
  const qr = qrUrl({
    date: current.date,
    cuit: issuerCuit,
    pointOfSale: current.afipPosNumber,
    cbteTipo: AFIP_CBTE_TIPO[current.type as InvoiceType],
    number,
    total: current.total,
    docType: Number(current.customerDocType),
    docNumber: current.customerDocNumber,
    cae: answer.cae,
  });
  return db.transaction(async (tx) => {
    const done = await tx
      .update(invoices)
      .set({
        status: 'authorized',
        cae: answer.cae,
        caeExpiry: answer.caeExpiry,
        qrUrl: qr,
        errors: [],
        ...(answer.observations ? { observations: answer.observations } : {}),
        ...(answer.events ? { events: answer.events } : {}),
        authorizedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(heldBy(inv, number))
      .returning({ id: invoices.id });
    if (done.length === 0) return false;
    await audit(
      tx,
      inv.venueId,
      'invoice.authorize',
      inv.id,
      { status: 'uncertain' },
      { status: 'authorized', number, cae: answer.cae },
    );
    return true;
  });
}

export async function markRejected(
  db: Db,
  inv: InvoiceRow,
  number: number,
  outcome: Extract<AuthorizationOutcome, { kind: 'rejected' }>,
) {
  await db.transaction(async (tx) => {
    const done = await tx
      .update(invoices)
      .set({
        status: 'rejected',
        // A rejected request uses no number: the next invoice takes it.
        number: null,
        errors: outcome.errors,
        observations: outcome.observations,
        events: outcome.events,
        updatedAt: new Date(),
      })
      .where(heldBy(inv, number))
      .returning({ id: invoices.id });
    if (done.length === 0) return;
    await audit(
      tx,
      inv.venueId,
      'invoice.reject',
      inv.id,
      { status: 'uncertain', number },
      { status: 'rejected', errors: outcome.errors },
    );
  });
}

/** Gives the number back: it turned out to be someone else's; the invoice waits for a new one. */
export async function renumberLater(db: Db, inv: InvoiceRow, number: number, note: AuthorityNote): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ events: invoices.events, attempts: invoices.attempts })
      .from(invoices)
      .where(heldBy(inv, number));
    if (!current) return;
    const events = [...current.events, note];
    if (current.attempts >= MAX_ATTEMPTS) {
      await tx
        .update(invoices)
        .set({ status: 'rejected', number: null, errors: [note], events, updatedAt: new Date() })
        .where(heldBy(inv, number));
      await audit(
        tx,
        inv.venueId,
        'invoice.reject',
        inv.id,
        { status: 'uncertain', number },
        { status: 'rejected', errors: [note] },
      );
      return;
    }
    await tx
      .update(invoices)
      .set({ status: 'pending', number: null, payloadHash: null, events, updatedAt: new Date() })
      .where(heldBy(inv, number));
  });
}
