// Authorisation of invoices with the authority, one sequence (venue, AFIP point of sale, type) at a
// time: the server job `einvoice.authorize`, enqueued with every invoice and credit note, drains its
// sequence's invoices still to authorise under the sequence's lease (einvoice_sequence_leases), so
// two instances never number the same sequence at once. Numbers are the authority's and are never
// lost nor used twice:
// - An `uncertain` invoice (asked, no trustworthy answer) holds its number and is resolved first,
//   only by asking about that number (FECompConsultar): found with the same data → authorised with
//   its CAE; found with other data → the number is someone else's, the invoice waits for a new one;
//   absent → asked again with the same number and request (its payload hash must not change).
//   Still no answer → the job throws and pg-boss retries it with back-off; nothing after it in the
//   sequence is numbered meanwhile.
// - A `pending` invoice gets number = last authorised + 1 and date = max(its date, the last
//   authorised date), persisted with the request's hash and status `uncertain` in a short
//   transaction BEFORE the request is sent: a crash or a timeout leaves exactly the state above.
// - Authorised → CAE, expiry, the AFIP QR, observations and events kept; rejected → the number was
//   not used (cleared), errors kept; rejected with 10016 ("not the next number or date") → that
//   number is looked up first (a lost answer to an earlier attempt may have used it).
// No transaction is held across a call to the authority (PGlite has one connection): each step
// reads or writes in its own short statement or transaction, and every write re-checks the state it
// expects (status, number), so a run that lost its lease cannot overwrite another's result.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { EInvoiceEnvironment } from '../../src/contract/einvoicing';
import type { Db, Tx } from '../db/client';
import { afipParams, auditLog, einvoiceSequenceLeases, einvoicingSettings, invoices } from '../db/schema';
import { AFIP_IVA_ID, isVatRate } from '../domain/invoice-totals';
import { defineJob } from '../lib/jobs';
import type { Logger } from '../lib/logger';
import {
  AFIP_CBTE_TIPO,
  type AuthorityNote,
  type AuthorizationOutcome,
  type AuthorizationRequest,
  type EInvoiceProvider,
  type InvoiceType,
  type LookupOutcome,
  type Sequence,
} from './provider';
import { qrUrl } from './qr';
import { type EInvoicing, ProviderUnavailable } from './runtime';

export interface SequenceJobData {
  /** Files the job under the venue on the Trabajos screen. */
  venueId: string;
  /** AFIP's point of sale number. */
  pointOfSale: number;
  type: InvoiceType;
}

/** How long a claim on a sequence holds without being renewed (renewed before every invoice). */
const LEASE_SECONDS = 120;
/** Invoices one run authorises before handing the rest to a follow-up job (keeps a run short). */
const RUN_BUDGET = 100;
/** Times one invoice may be renumbered (its number found taken) before it is refused. */
const MAX_ATTEMPTS = 5;
/** WSFEv1's "the number or date is not the next one to authorise". */
const NOT_NEXT = 10016;

type InvoiceRow = typeof invoices.$inferSelect;

export type DrainResult =
  /** Nothing left to authorise in the sequence. */
  | { state: 'drained'; authorized: number }
  /** The budget ran out with invoices left. */
  | { state: 'more'; authorized: number }
  /** Another run holds the sequence. */
  | { state: 'busy'; authorized: number }
  /** The authority gave no trustworthy answer: the job must retry. */
  | { state: 'uncertain'; authorized: number; reason: string }
  /** The venue or this server cannot reach its authority (not configured, double not mounted…). */
  | { state: 'unavailable'; authorized: number; reason: string };

/** Thrown by the job so pg-boss retries it with back-off (the message is what Trabajos shows). */
export class AuthorizationPending extends Error {}

// ───────────── The sequence's lease ─────────────

const leaseKey = (venueId: string, seq: Sequence) =>
  and(
    eq(einvoiceSequenceLeases.venueId, venueId),
    eq(einvoiceSequenceLeases.afipPosNumber, seq.pointOfSale),
    eq(einvoiceSequenceLeases.type, seq.type),
  );
const leaseUntil = sql.raw(`now() + interval '${LEASE_SECONDS} seconds'`);

/** Claims the sequence when free, lapsed or already ours: one statement, the database's clock. */
async function claimLease(db: Db, venueId: string, seq: Sequence, holder: string): Promise<boolean> {
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

async function renewLease(db: Db, venueId: string, seq: Sequence, holder: string): Promise<boolean> {
  const rows = await db
    .update(einvoiceSequenceLeases)
    .set({ expiresAt: leaseUntil })
    .where(and(leaseKey(venueId, seq), eq(einvoiceSequenceLeases.holder, holder)))
    .returning({ holder: einvoiceSequenceLeases.holder });
  return rows.length > 0;
}

async function releaseLease(db: Db, venueId: string, seq: Sequence, holder: string): Promise<void> {
  await db.delete(einvoiceSequenceLeases).where(and(leaseKey(venueId, seq), eq(einvoiceSequenceLeases.holder, holder)));
}

// ───────────── The request ─────────────

/** What is asked for `inv` under `number` on `date`: built from the stored, immutable invoice. */
function requestOf(
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
function sameVoucher(inv: InvoiceRow, found: Extract<LookupOutcome, { kind: 'found' }>): boolean {
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

const heldBy = (inv: InvoiceRow, number: number) =>
  and(eq(invoices.id, inv.id), eq(invoices.status, 'uncertain'), eq(invoices.number, number));

async function markAuthorized(
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

async function markRejected(
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
async function renumberLater(db: Db, inv: InvoiceRow, number: number, note: AuthorityNote): Promise<void> {
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

// ───────────── One sequence ─────────────

interface Run {
  db: Db;
  provider: EInvoiceProvider;
  venueId: string;
  seq: Sequence;
  issuerCuit: string;
  logger?: Logger;
}

type Step = { kind: 'done'; authorized: boolean } | { kind: 'uncertain'; reason: string };

/** The invoice a credit note cancels, for CbtesAsoc. */
async function associatedOf(db: Db, inv: InvoiceRow): Promise<InvoiceRow | undefined> {
  if (!inv.creditNoteForId) return undefined;
  const [row] = await db.select().from(invoices).where(eq(invoices.id, inv.creditNoteForId));
  return row;
}

/** Sends the persisted request of an `uncertain` invoice and records the answer. */
async function send(run: Run, inv: InvoiceRow, request: AuthorizationRequest): Promise<Step> {
  const { db, provider, seq } = run;
  let outcome: AuthorizationOutcome;
  try {
    outcome = await provider.authorize(request);
  } catch (err) {
    // The port answers transport failures as `uncertain`; a throw is no answer either.
    outcome = { kind: 'uncertain', reason: err instanceof Error ? err.message : String(err) };
  }
  if (outcome.kind === 'authorized')
    return { kind: 'done', authorized: await markAuthorized(db, inv, request.number, outcome, run.issuerCuit) };
  if (outcome.kind === 'uncertain') return { kind: 'uncertain', reason: outcome.reason };
  if (outcome.errors.some((e) => e.code === NOT_NEXT)) {
    // A lost answer to an earlier attempt may have used the number: ask before refusing.
    const found = await lookup(provider, seq, request.number);
    if (found.kind === 'uncertain') return { kind: 'uncertain', reason: found.reason };
    if (found.kind === 'found') {
      const fresh = { ...inv, date: request.date };
      if (sameVoucher(fresh, found))
        return {
          kind: 'done',
          authorized: await markAuthorized(db, inv, request.number, { ...found, events: outcome.events }, run.issuerCuit),
        };
      await renumberLater(db, inv, request.number, {
        code: NOT_NEXT,
        message: `El número ${request.number} ya estaba autorizado con otros datos`,
      });
      return { kind: 'done', authorized: false };
    }
  }
  await markRejected(db, inv, request.number, outcome);
  return { kind: 'done', authorized: false };
}

async function lookup(provider: EInvoiceProvider, seq: Sequence, number: number): Promise<LookupOutcome> {
  try {
    return await provider.lookup(seq, number);
  } catch (err) {
    return { kind: 'uncertain', reason: err instanceof Error ? err.message : String(err) };
  }
}

async function lastAuthorized(provider: EInvoiceProvider, seq: Sequence) {
  try {
    return await provider.lastAuthorized(seq);
  } catch (err) {
    return { uncertain: err instanceof Error ? err.message : String(err) } as const;
  }
}

/** Resolves an `uncertain` invoice by asking about its number (never a blind retry). */
async function resolve(run: Run, inv: InvoiceRow): Promise<Step> {
  const { db, provider, seq } = run;
  const number = inv.number as number;
  const found = await lookup(provider, seq, number);
  if (found.kind === 'uncertain') return { kind: 'uncertain', reason: found.reason };
  if (found.kind === 'found') {
    if (sameVoucher(inv, found))
      return { kind: 'done', authorized: await markAuthorized(db, inv, number, found, run.issuerCuit) };
    await renumberLater(db, inv, number, { code: NOT_NEXT, message: `El número ${number} ya estaba autorizado con otros datos` });
    return { kind: 'done', authorized: false };
  }
  // Absent: the request never arrived (or was refused). Ask again, with the same number, if it is
  // still the next one; otherwise someone else numbered past it and the invoice takes a new one.
  const last = await lastAuthorized(provider, seq);
  if ('uncertain' in last) return { kind: 'uncertain', reason: last.uncertain };
  if (last.number !== number - 1) {
    await renumberLater(db, inv, number, { code: NOT_NEXT, message: `El número ${number} ya no es el próximo a autorizar` });
    return { kind: 'done', authorized: false };
  }
  const request = requestOf(inv, number, inv.date, run.issuerCuit, await associatedOf(db, inv));
  // The invoice is immutable: the request asked again is the one persisted.
  if (inv.payloadHash && payloadHash(request) !== inv.payloadHash)
    throw new Error(`invoice ${inv.id}: the request to send again differs from the one persisted`);
  const counted = await db
    .update(invoices)
    .set({ attempts: sql`${invoices.attempts} + 1`, updatedAt: new Date() })
    .where(heldBy(inv, number))
    .returning({ id: invoices.id });
  if (counted.length === 0) return { kind: 'done', authorized: false };
  return send(run, inv, request);
}

/** Numbers a `pending` invoice, persists the request, then sends it. */
async function request(run: Run, inv: InvoiceRow): Promise<Step> {
  const { db, provider, seq } = run;
  const last = await lastAuthorized(provider, seq);
  if ('uncertain' in last) return { kind: 'uncertain', reason: last.uncertain };
  const number = last.number + 1;
  // Dates never go back: not before the last authorised one of the sequence.
  const date = last.date && last.date > inv.date ? last.date : inv.date;
  const req = requestOf(inv, number, date, run.issuerCuit, await associatedOf(db, inv));
  const hash = payloadHash(req);
  let persisted: { id: string }[];
  try {
    persisted = await db
      .update(invoices)
      .set({
        number,
        date,
        payloadHash: hash,
        status: 'uncertain',
        attempts: sql`${invoices.attempts} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.id, inv.id), eq(invoices.status, 'pending'), isNull(invoices.number)))
      .returning({ id: invoices.id });
  } catch (err) {
    // Our books already hold that number for the sequence while the authority says it is next:
    // they disagree (another system issuing on this point of sale, or numbers typed by hand).
    throw new Error(
      `point of sale ${seq.pointOfSale} ${seq.type}: number ${number} is already held by another invoice of ours (${err instanceof Error ? err.message : err})`,
    );
  }
  if (persisted.length === 0) return { kind: 'done', authorized: false };
  return send(run, { ...inv, number, date, payloadHash: hash, status: 'uncertain' }, req);
}

/** The sequence's next invoice to work on: uncertain ones first (they hold numbers), then pending, oldest first. */
async function nextInvoice(db: Db, venueId: string, seq: Sequence): Promise<InvoiceRow | undefined> {
  for (const status of ['uncertain', 'pending'] as const) {
    const [row] = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.venueId, venueId),
          eq(invoices.afipPosNumber, seq.pointOfSale),
          eq(invoices.type, seq.type),
          eq(invoices.status, status),
          isNull(invoices.deletedAt),
        ),
      )
      .orderBy(asc(invoices.createdAt), asc(invoices.id))
      .limit(1);
    if (row) return row;
  }
  return undefined;
}

/**
 * Authorises the sequence's waiting invoices, oldest first, under its lease: at most `budget` of
 * them. Safe to run again at any point (a job is at least once).
 */
export async function drainSequence(
  db: Db,
  einvoicing: EInvoicing,
  data: SequenceJobData,
  opts: { budget?: number; logger?: Logger } = {},
): Promise<DrainResult> {
  const seq: Sequence = { pointOfSale: data.pointOfSale, type: data.type };
  const holder = randomUUID();
  let authorized = 0;
  if (!(await claimLease(db, data.venueId, seq, holder))) return { state: 'busy', authorized };
  try {
    if (!(await nextInvoice(db, data.venueId, seq))) return { state: 'drained', authorized };
    let provider: EInvoiceProvider;
    try {
      provider = await einvoicing.providerFor(db, data.venueId);
    } catch (err) {
      if (err instanceof ProviderUnavailable) return { state: 'unavailable', authorized, reason: err.spanishMessage };
      throw err;
    }
    const [settings] = await db
      .select({ cuit: einvoicingSettings.cuit })
      .from(einvoicingSettings)
      .where(eq(einvoicingSettings.venueId, data.venueId));
    const run: Run = {
      db,
      provider,
      venueId: data.venueId,
      seq,
      issuerCuit: (settings?.cuit ?? '').replace(/\D/g, ''),
      logger: opts.logger,
    };
    for (let i = 0; i < (opts.budget ?? RUN_BUDGET); i++) {
      if (!(await renewLease(db, data.venueId, seq, holder))) return { state: 'busy', authorized };
      const inv = await nextInvoice(db, data.venueId, seq);
      if (!inv) return { state: 'drained', authorized };
      const step = inv.status === 'uncertain' ? await resolve(run, inv) : await request(run, inv);
      if (step.kind === 'uncertain') {
        opts.logger?.warn({ invoice: inv.id, reason: step.reason }, 'einvoice: no answer from the authority');
        return { state: 'uncertain', authorized, reason: step.reason };
      }
      if (step.authorized) authorized++;
    }
    return { state: 'more', authorized };
  } finally {
    await releaseLease(db, data.venueId, seq, holder);
  }
}

/** `einvoice.authorize`: drains one sequence; retried with back-off while the authority does not answer. */
export const authorizeJob = defineJob<SequenceJobData>('einvoice.authorize', {
  // A day and more of an authority outage: 15 s doubling up to 30 min between attempts.
  retryLimit: 60,
  retryDelay: 15,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
  expireInSeconds: 10 * 60,
  handler: async (data, { db, einvoicing, jobs, logger }) => {
    if (!einvoicing) throw new Error('e-invoicing is not available to this process’s jobs');
    const result = await drainSequence(db, einvoicing, data, { logger });
    if (result.state === 'more') await jobs.enqueue(db, authorizeJob, data);
    // Another run holds the sequence: it may have looked before this job's invoice committed.
    if (result.state === 'busy') throw new AuthorizationPending('the sequence is being authorised by another run');
    if (result.state === 'uncertain') throw new AuthorizationPending(`no answer from the authority: ${result.reason}`);
    if (result.state === 'unavailable') throw new AuthorizationPending(result.reason);
  },
});

/**
 * The code tables an AFIP provider answers (server/einvoicing/afip/provider.ts `paramTables()`:
 * FEParamGetTiposCbte/TiposDoc/TiposIva/TiposMonedas/PtosVenta/CondicionIvaReceptor). Not on the
 * provider port: a provider without them (EN 16931) pins nothing.
 */
interface ParamTables {
  voucherTypes: { id: number; description: string }[];
  documentTypes: { id: number; description: string }[];
  vatRates: { id: number; description: string }[];
  currencies: { id: string; description: string }[];
  pointsOfSale: { id: number; description: string; blocked: boolean }[];
  receiverVatConditions: { id: number; description: string; classes: string }[];
}

/** The tables as afip_params rows (kind, code, description). */
export function paramRows(t: ParamTables): { kind: string; code: string; description: string }[] {
  const rows = (kind: string, items: { id: number | string; description: string }[]) =>
    items.map((i) => ({ kind, code: String(i.id), description: i.description }));
  return [
    ...rows('cbte_tipo', t.voucherTypes),
    ...rows('doc_tipo', t.documentTypes),
    ...rows('iva', t.vatRates),
    ...rows('moneda', t.currencies),
    ...t.pointsOfSale.map((p) => ({
      kind: 'pto_venta',
      code: String(p.id),
      description: p.blocked ? `${p.description} (bloqueado)` : p.description,
    })),
    ...t.receiverVatConditions.map((c) => ({
      kind: 'condicion_iva_receptor',
      code: String(c.id),
      description: `${c.description} (${c.classes})`,
    })),
  ];
}

/** `einvoice.params`: pins the authority's code tables for the venue's environment. */
export const paramsJob = defineJob<{ venueId: string }>('einvoice.params', {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  handler: async ({ venueId }, { db, einvoicing }) => {
    if (!einvoicing) throw new Error('e-invoicing is not available to this process’s jobs');
    const [settings] = await db
      .select({ environment: einvoicingSettings.environment })
      .from(einvoicingSettings)
      .where(eq(einvoicingSettings.venueId, venueId));
    if (!settings) return;
    const provider = (await einvoicing.providerFor(db, venueId)) as EInvoiceProvider &
      Partial<{ paramTables(): Promise<ParamTables> }>;
    if (!provider.paramTables) return;
    await pinParams(db, settings.environment as EInvoiceEnvironment, paramRows(await provider.paramTables()));
  },
});

/** Replaces an environment's pinned code tables in one transaction. */
export async function pinParams(
  db: Db,
  environment: EInvoiceEnvironment,
  rows: { kind: string; code: string; description: string }[],
) {
  const fetchedAt = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(afipParams).where(eq(afipParams.environment, environment));
    if (rows.length > 0)
      await tx
        .insert(afipParams)
        .values(rows.map((r) => ({ environment, kind: r.kind, code: r.code, description: r.description, fetchedAt })))
        .onConflictDoNothing();
  });
}
