// WSAA login tickets in the database (afip_tickets), shared by every instance: the authority refuses
// a second login while a ticket is valid ("El CEE ya posee un TA valido"), so a ticket is kept per
// (certificate, environment, service) and renewed by ONE instance at a time.
//
// `withRefreshLock` is a lease on the ticket's row, claimed and released by single statements (each
// its own short transaction): the login itself is a network call, and no transaction may stay open
// across one (PGlite has one connection; a PostgreSQL connection held idle in a transaction blocks
// vacuum and the pool). A holder that dies leaves a claim that lapses after LEASE_MS; a second
// instance waits for the claim to go, then runs `fn`, which reads the ticket the first one saved.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { EInvoiceEnvironment } from '../../src/contract/einvoicing';
import type { Db } from '../db/client';
import { afipTickets } from '../db/schema';

// The shapes of the AFIP client's port (server/einvoicing/afip/tickets.ts: TicketKey, TicketStore,
// wsaa.ts AccessTicket), written here so this store stands alone; they are the same.
export interface TicketKey {
  /** SHA-256 of the certificate's DER, hex (certificate.ts). */
  certificateFingerprint: string;
  environment: EInvoiceEnvironment;
  /** The WSAA service, e.g. 'wsfe'. */
  service: string;
}

export interface AccessTicket {
  token: string;
  sign: string;
  /** The authority's generationTime. */
  generatedAt: Date;
  /** The authority's expirationTime (its answer, not the one asked for). */
  expiresAt: Date;
}

export interface TicketStore {
  read(key: TicketKey): Promise<AccessTicket | null>;
  save(key: TicketKey, ticket: AccessTicket): Promise<void>;
  /** Runs `fn` while this instance alone may log in for `key` (across instances). */
  withRefreshLock<T>(key: TicketKey, fn: () => Promise<T>): Promise<T>;
}

/** How long a claim holds without being released (a login takes seconds). */
const LEASE_MS = 60_000;
/** How long a second instance waits for the holder before giving up. */
const WAIT_MS = 90_000;
const POLL_MS = 200;

const at = (key: TicketKey) =>
  and(
    eq(afipTickets.certificateFingerprint, key.certificateFingerprint),
    eq(afipTickets.environment, key.environment),
    eq(afipTickets.service, key.service),
  );

/**
 * Tickets read from a database, kept in this process while they have more than CACHE_MARGIN_MS
 * left: a ticket the authority issued stays valid until its expiry (it is never replaced early; a
 * second login is refused while one is valid), so an instance may reuse what it read instead of
 * reading it again for every call (three reads an invoice). A ticket saved here (a login, or one
 * the authority refused, saved as expired) replaces the kept one; nearer its end than the margin,
 * every read goes to the database again, where another instance's new ticket will be.
 */
const CACHE_MARGIN_MS = 20 * 60_000;
const kept = new WeakMap<Db, Map<string, AccessTicket>>();
const cacheKey = (key: TicketKey) => `${key.certificateFingerprint}|${key.environment}|${key.service}`;

export function createTicketStore(db: Db, opts: { leaseMs?: number; waitMs?: number } = {}): TicketStore {
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const waitMs = opts.waitMs ?? WAIT_MS;
  let cache = kept.get(db);
  if (!cache) {
    cache = new Map();
    kept.set(db, cache);
  }
  const tickets = cache;
  const keep = (key: TicketKey, ticket: AccessTicket | null) => {
    if (ticket && ticket.expiresAt.getTime() - Date.now() > CACHE_MARGIN_MS) tickets.set(cacheKey(key), ticket);
    else tickets.delete(cacheKey(key));
  };

  /** Claims the lease when it is free or lapsed: one statement, so the claim is atomic. */
  async function claim(key: TicketKey, holder: string): Promise<boolean> {
    const until = new Date(Date.now() + leaseMs);
    const rows = await db
      .insert(afipTickets)
      .values({ ...key, leaseHolder: holder, leaseUntil: until })
      .onConflictDoUpdate({
        target: [afipTickets.certificateFingerprint, afipTickets.environment, afipTickets.service],
        set: { leaseHolder: holder, leaseUntil: until, updatedAt: sql`now()` },
        setWhere: sql`${afipTickets.leaseHolder} is null or ${afipTickets.leaseUntil} < now()`,
      })
      .returning({ holder: afipTickets.leaseHolder });
    return rows[0]?.holder === holder;
  }

  return {
    async read(key) {
      const hit = tickets.get(cacheKey(key));
      if (hit && hit.expiresAt.getTime() - Date.now() > CACHE_MARGIN_MS) return hit;
      const [row] = await db
        .select({
          token: afipTickets.token,
          sign: afipTickets.sign,
          generatedAt: afipTickets.generatedAt,
          expiresAt: afipTickets.expiresAt,
        })
        .from(afipTickets)
        .where(at(key));
      if (!row?.token || !row.sign || !row.expiresAt) {
        keep(key, null);
        return null;
      }
      const ticket = {
        token: row.token,
        sign: row.sign,
        generatedAt: row.generatedAt ?? row.expiresAt,
        expiresAt: row.expiresAt,
      };
      keep(key, ticket);
      return ticket;
    },
    async save(key, ticket) {
      const values = { token: ticket.token, sign: ticket.sign, generatedAt: ticket.generatedAt, expiresAt: ticket.expiresAt };
      await db
        .insert(afipTickets)
        .values({ ...key, ...values })
        .onConflictDoUpdate({
          target: [afipTickets.certificateFingerprint, afipTickets.environment, afipTickets.service],
          set: { ...values, updatedAt: sql`now()` },
        });
      keep(key, ticket);
    },
    async withRefreshLock(key, fn) {
      const holder = randomUUID();
      const deadline = Date.now() + waitMs;
      while (!(await claim(key, holder))) {
        if (Date.now() > deadline) throw new Error('another instance is logging in to WSAA for too long');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      try {
        return await fn();
      } finally {
        await db
          .update(afipTickets)
          .set({ leaseHolder: null, leaseUntil: null })
          .where(and(at(key), eq(afipTickets.leaseHolder, holder)));
      }
    },
  };
}
