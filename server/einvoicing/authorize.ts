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
// The lease, the request and those re-checking writes are authorize-store.ts; the code tables' job
// (`einvoice.params`) is params-job.ts.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { einvoicingSettings, invoices } from '../db/schema';
import { defineJob } from '../lib/jobs';
import type { Logger } from '../lib/logger';
import {
  claimLease,
  heldBy,
  type InvoiceRow,
  markAuthorized,
  markRejected,
  NOT_NEXT,
  payloadHash,
  releaseLease,
  renewLease,
  renumberLater,
  requestOf,
  sameVoucher,
} from './authorize-store';
import type {
  AuthorizationOutcome,
  AuthorizationRequest,
  EInvoiceProvider,
  InvoiceType,
  LookupOutcome,
  Sequence,
} from './provider';
import { type EInvoicing, ProviderUnavailable } from './runtime';

export interface SequenceJobData {
  /** Files the job under the venue on the Trabajos screen. */
  venueId: string;
  /** AFIP's point of sale number. */
  pointOfSale: number;
  type: InvoiceType;
}

/** Invoices one run authorises before handing the rest to a follow-up job (keeps a run short). */
const RUN_BUDGET = 100;

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
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.venueId, venueId),
        eq(invoices.afipPosNumber, seq.pointOfSale),
        eq(invoices.type, seq.type),
        inArray(invoices.status, ['uncertain', 'pending']),
        isNull(invoices.deletedAt),
      ),
    )
    .orderBy(desc(sql`${invoices.status} = 'uncertain'`), asc(invoices.createdAt), asc(invoices.id))
    .limit(1);
  return row;
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
    // The provider (the venue's settings, its key opened) only once there is an invoice to send.
    let run: Run | undefined;
    for (let i = 0; i < (opts.budget ?? RUN_BUDGET); i++) {
      const inv = await nextInvoice(db, data.venueId, seq);
      if (!inv) return { state: 'drained', authorized };
      // The lease was just claimed for the first one; renewed before acting on each next (looking
      // for it needs no lease: only reads).
      if (i > 0 && !(await renewLease(db, data.venueId, seq, holder))) return { state: 'busy', authorized };
      if (!run) {
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
        run = {
          db,
          provider,
          venueId: data.venueId,
          seq,
          issuerCuit: (settings?.cuit ?? '').replace(/\D/g, ''),
          logger: opts.logger,
        };
      }
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
