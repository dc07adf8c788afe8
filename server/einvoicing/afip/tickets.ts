// The access ticket, shared. The authority refuses a second login while a ticket for the same
// certificate and service is valid (coe.alreadyAuthenticated, for up to 12 h), so a ticket that is
// lost, or two instances logging in at once, locks invoicing out. Hence: the ticket lives in a
// store every instance reads (the database, implemented by the invoice domain; an in-memory one
// here), keyed by certificate, environment and service; it is refreshed only when less than
// 10 minutes are left, by one caller at a time (a single flight in this process, and the store's
// lock across instances), and the store is read again once the lock is held, because another
// instance may have refreshed it meanwhile.
import type { EInvoiceEnvironment } from '../../../src/contract/einvoicing';
import { type AccessTicket, WsaaError } from './wsaa';

export interface TicketKey {
  /** SHA-256 of the certificate's DER (describeCertificate().fingerprint). */
  certificateFingerprint: string;
  environment: EInvoiceEnvironment;
  /** The authority's service name: 'wsfe'. */
  service: string;
}

export interface TicketStore {
  read(key: TicketKey): Promise<AccessTicket | null>;
  save(key: TicketKey, ticket: AccessTicket): Promise<void>;
  /**
   * Runs fn while holding the key's refresh lock, so one caller in all instances logs in at a time
   * (the database implementation: a transaction-scoped advisory lock on a hash of the key).
   */
  withRefreshLock<T>(key: TicketKey, fn: () => Promise<T>): Promise<T>;
}

export function ticketKeyString(key: TicketKey): string {
  return `${key.certificateFingerprint}:${key.environment}:${key.service}`;
}

/** A store for one process: tests, the demo, a single-instance install without a database table. */
export function createMemoryTicketStore(): TicketStore {
  const tickets = new Map<string, AccessTicket>();
  const tails = new Map<string, Promise<unknown>>();
  return {
    async read(key) {
      return tickets.get(ticketKeyString(key)) ?? null;
    },
    async save(key, ticket) {
      tickets.set(ticketKeyString(key), ticket);
    },
    withRefreshLock(key, fn) {
      const id = ticketKeyString(key);
      const previous = tails.get(id) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      const tail = run.catch(() => undefined);
      tails.set(id, tail);
      void tail.then(() => {
        if (tails.get(id) === tail) tails.delete(id);
      });
      return run;
    },
  };
}

export interface TicketSourceOptions {
  store: TicketStore;
  key: TicketKey;
  /** One loginCms (requestAccessTicket). Throws WsaaError. */
  login: () => Promise<AccessTicket>;
  now?: () => Date;
  /** Refresh when less than this is left (default 10 min). */
  refreshMarginMs?: number;
  /** After coe.alreadyAuthenticated with no usable ticket: wait this long before trying again (default 10 min). */
  retryAfterMs?: number;
  onLogin?: (ticket: AccessTicket) => void;
}

export interface TicketSource {
  /** A valid ticket, logging in only when needed. Throws WsaaError. */
  getTicket(): Promise<AccessTicket>;
  /**
   * The service refused this ticket (WSFE error 600, e.g. the authority lost it): mark it spent so
   * the next getTicket() logs in, unless another caller has already replaced it.
   */
  discard(ticket: AccessTicket): Promise<void>;
}

const TEN_MINUTES = 10 * 60_000;

export function createTicketSource(options: TicketSourceOptions): TicketSource {
  const now = options.now ?? (() => new Date());
  const margin = options.refreshMarginMs ?? TEN_MINUTES;
  const retryAfter = options.retryAfterMs ?? TEN_MINUTES;
  const { store, key } = options;
  let inflight: Promise<AccessTicket> | undefined;
  // Set after coe.alreadyAuthenticated: no login before it (per process; each instance tries at most
  // once per window, which is no storm).
  let quietUntil = 0;

  // Plain booleans, not type predicates: a predicate's false branch would wrongly narrow to null.
  const fresh = (t: AccessTicket | null): boolean => t !== null && t.expiresAt.getTime() - now().getTime() > margin;
  const usable = (t: AccessTicket | null): boolean => t !== null && t.expiresAt.getTime() > now().getTime();

  const blocked = (current: AccessTicket | null): AccessTicket => {
    // Near its end the old ticket still works: keep using it until it expires.
    if (current && usable(current)) return current;
    throw new WsaaError(
      'already-authenticated',
      'coe.alreadyAuthenticated',
      'a ticket for this certificate is valid elsewhere',
      new Date(quietUntil),
    );
  };

  const refresh = () =>
    store.withRefreshLock(key, async () => {
      const current = await store.read(key);
      if (current && fresh(current)) return current;
      if (now().getTime() < quietUntil) return blocked(current);
      try {
        const ticket = await options.login();
        await store.save(key, ticket);
        options.onLogin?.(ticket);
        return ticket;
      } catch (err) {
        if (err instanceof WsaaError && err.kind === 'already-authenticated') {
          // Someone holds a valid ticket we cannot see. With our own still valid, wait for it to
          // expire; without one, back off and say when the next attempt will be.
          quietUntil = current && usable(current) ? current.expiresAt.getTime() : now().getTime() + retryAfter;
          return blocked(current);
        }
        throw err;
      }
    });

  return {
    async getTicket() {
      const current = await store.read(key);
      if (current && fresh(current)) return current;
      if (now().getTime() < quietUntil) return blocked(current);
      inflight ??= refresh().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
    async discard(ticket) {
      await store.withRefreshLock(key, async () => {
        const current = await store.read(key);
        if (!current || current.token !== ticket.token) return;
        await store.save(key, { ...current, expiresAt: new Date(Math.min(now().getTime(), current.expiresAt.getTime()) - 1) });
      });
      // A ticket the authority refused is no reason to keep waiting.
      quietUntil = 0;
    },
  };
}
