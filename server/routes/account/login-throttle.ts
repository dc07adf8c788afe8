// Sign-in limits (README "Sign-in limits"), stored in the database so every instance behind a load
// balancer sees the same counts. Only failures count — a wrong password, a wrong code, a wrong
// current password in changePassword — on three counters at once:
//   - the account (normalised email, login_throttle): 5 failures within 15 minutes lock it for 15
//     minutes, whether or not the account exists, so a lockout reveals nothing;
//   - the client address and account (login_backoff, "address email"): 5 failures free, then
//     each further failure blocks that address for that account twice as long (1 s … 15 min);
//   - the client address (login_backoff, "address"): 30 failures free across all accounts (a club's
//     staff behind one NAT mistype too), then the same doubling back-off.
// An attempt holds a pending unit on each counter while it is checked, so parallel guesses never get
// more checks than the failures left: an attempt finding every unit taken by checks in flight waits
// for them (right answers give their unit back, wrong ones turn it into a failure). Correct sign-ins
// never count, however many arrive at once. Unlocking an account (staff "Desbloquear") clears its
// lock and its back-off on every address (clearAccountLimits).
import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginBackoff, loginThrottle, usedTotpChallenges } from '../../db/schema';
import { ApiError } from '../../lib/errors';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures per address and account before its back-off starts, and per address across accounts. */
export const PAIR_FREE = 5;
export const ADDRESS_FREE = 30;
export const BACKOFF_MAX_MS = 15 * 60 * 1000;
/** A pending attempt this old was lost (its process ended mid-check): its unit is taken back. */
const PENDING_LOST_MS = 60_000;
/** How long an attempt waits for checks in flight before giving up (429). */
const WAIT_MAX_MS = 10_000;

export const LOCKED = 'Demasiados intentos fallidos. Vuelve a intentarlo en 15 minutos.';
export const ADDRESS_BLOCKED = 'Demasiados intentos fallidos desde esta conexión. Espera unos minutos e inténtalo de nuevo.';
const BUSY = 'Demasiados intentos a la vez. Inténtalo de nuevo en un momento.';

/** One counter as stored (login_throttle's locked_until is `blockedUntil` here). */
export interface Counters {
  failures: number;
  pending: number;
  pendingAt: Date | null;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export interface Policy {
  /** Failures allowed in a window before the counter blocks. */
  free: number;
  /** The counter after one more failure (`failures` already incremented): blocked or not. */
  afterFailure(c: Counters, now: number): Counters;
  /** A right answer starts the count again (the account's and the address-and-account's). */
  resetOnSuccess: boolean;
  /** Past `free`, one attempt at a time may still be checked once the block is over (back-off). */
  backoff: boolean;
}

const ACCOUNT: Policy = {
  free: MAX_FAILURES,
  afterFailure: (c, now) =>
    c.failures >= MAX_FAILURES ? { ...c, failures: 0, windowStartedAt: new Date(now), blockedUntil: new Date(now + LOCK_MS) } : c,
  resetOnSuccess: true,
  backoff: false,
};

function doubling(free: number, resetOnSuccess: boolean): Policy {
  return {
    free,
    afterFailure: (c, now) =>
      c.failures >= free
        ? { ...c, blockedUntil: new Date(now + Math.min(BACKOFF_MAX_MS, 1000 * 2 ** Math.min(30, c.failures - free))) }
        : c,
    resetOnSuccess,
    backoff: true,
  };
}
const PAIR = doubling(PAIR_FREE, true);
const ADDRESS = doubling(ADDRESS_FREE, false);

export type Claim = { kind: 'granted' } | { kind: 'blocked'; untilMs: number } | { kind: 'busy' };

/**
 * Claims one pending unit of `c` at `now`: the counter to store when granted, and the answer.
 * `waited`: the attempt already waited for checks in flight; if those used up the free failures, it
 * is refused like any attempt past them that arrives during a block, never let through later.
 */
export function claimCounters(c: Counters, policy: Policy, now: number, waited = false): { next: Counters; claim: Claim } {
  if (c.blockedUntil && c.blockedUntil.getTime() > now)
    return { next: c, claim: { kind: 'blocked', untilMs: c.blockedUntil.getTime() } };
  let next = c;
  if (next.windowStartedAt.getTime() <= now - WINDOW_MS) next = { ...next, failures: 0, windowStartedAt: new Date(now) };
  if (next.pending > 0 && (!next.pendingAt || next.pendingAt.getTime() <= now - PENDING_LOST_MS)) next = { ...next, pending: 0 };
  const pastFree = next.failures >= policy.free;
  if (pastFree && waited) return { next: c, claim: { kind: 'blocked', untilMs: now + 1000 } };
  const room = next.failures + next.pending < policy.free || (policy.backoff && pastFree && next.pending === 0);
  if (!room) return { next, claim: { kind: 'busy' } };
  return { next: { ...next, pending: next.pending + 1, pendingAt: new Date(now) }, claim: { kind: 'granted' } };
}

export type Outcome = 'failed' | 'succeeded' | 'released';

/** Gives back the pending unit of a checked attempt, counting a failure. */
export function resolveCounters(c: Counters, policy: Policy, outcome: Outcome, now: number): Counters {
  const next = { ...c, pending: Math.max(0, c.pending - 1) };
  if (outcome === 'released') return next;
  if (outcome === 'succeeded') return policy.resetOnSuccess ? { ...next, failures: 0 } : next;
  const fresh = next.windowStartedAt.getTime() <= now - WINDOW_MS;
  const counted = fresh ? { ...next, failures: 1, windowStartedAt: new Date(now) } : { ...next, failures: next.failures + 1 };
  return policy.afterFailure(counted, now);
}

/** A counter row of one of the two tables, locked for the transaction (created when missing). */
interface Key {
  table: 'account' | 'backoff';
  key: string;
  /** The account a back-off row is about (null for an address's own row). */
  email: string | null;
  policy: Policy;
}

async function lockCounters(tx: Tx, k: Key, now: number): Promise<Counters> {
  const start = new Date(now);
  if (k.table === 'account') {
    await tx.insert(loginThrottle).values({ email: k.key, windowStartedAt: start }).onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.email, k.key)).for('update');
    if (!row) throw new Error('login_throttle row missing');
    return { ...row, blockedUntil: row.lockedUntil };
  }
  await tx.insert(loginBackoff).values({ key: k.key, email: k.email, windowStartedAt: start }).onConflictDoNothing();
  const [row] = await tx.select().from(loginBackoff).where(eq(loginBackoff.key, k.key)).for('update');
  if (!row) throw new Error('login_backoff row missing');
  return row;
}

async function saveCounters(tx: Tx, k: Key, c: Counters): Promise<void> {
  const values = { failures: c.failures, pending: c.pending, pendingAt: c.pendingAt, windowStartedAt: c.windowStartedAt };
  if (k.table === 'account') {
    await tx
      .update(loginThrottle)
      .set({ ...values, lockedUntil: c.blockedUntil })
      .where(eq(loginThrottle.email, k.key));
  } else {
    await tx
      .update(loginBackoff)
      .set({ ...values, blockedUntil: c.blockedUntil })
      .where(eq(loginBackoff.key, k.key));
  }
}

/** The counters one attempt holds, in a fixed order (address, address and account, account). */
function keysOf(email: string, address: string | null): Key[] {
  const keys: Key[] = [];
  if (address !== null) {
    keys.push({ table: 'backoff', key: address, email: null, policy: ADDRESS });
    keys.push({ table: 'backoff', key: `${address} ${email}`, email, policy: PAIR });
  }
  keys.push({ table: 'account', key: email, email, policy: ACCOUNT });
  return keys;
}

/** A sign-in limit refusal (429); `retryAfterSeconds` for the address back-off. */
export class SignInRefused extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number | null,
  ) {
    super(429, message);
  }
}

/** One check of a secret (a password, a code) holding its units on the counters until it is resolved. */
export interface SignInAttempt {
  /** The secret was wrong: one failure on every counter. True when the account is locked now. */
  failed(): Promise<boolean>;
  /** The secret was right: the account's count starts again; the address's budget is not used. */
  succeeded(): Promise<void>;
  /** Neither (a replayed code, a spent challenge, the first of two sign-in steps): nothing counted. */
  release(): Promise<void>;
}

/**
 * Claims an attempt on `email` (normalised) from `address` (null: no client address, e.g. an
 * in-process request, which only the account's lock applies to). Waits while the checks in flight
 * hold every unit left; throws SignInRefused (429) when a counter is blocked.
 */
export async function beginAttempt(db: Db, email: string, address: string | null): Promise<SignInAttempt> {
  const keys = keysOf(email, address);
  const waitUntil = Date.now() + WAIT_MAX_MS;
  for (let round = 0; ; round++) {
    const now = Date.now();
    const claims = await db.transaction(async (tx) => {
      const results: Claim[] = [];
      const nexts: Counters[] = [];
      for (const k of keys) {
        const { next, claim } = claimCounters(await lockCounters(tx, k, now), k.policy, now, round > 0);
        results.push(claim);
        nexts.push(next);
      }
      if (results.every((r) => r.kind === 'granted'))
        for (const [i, k] of keys.entries()) await saveCounters(tx, k, nexts[i] as Counters);
      return results;
    });
    if (claims.every((r) => r.kind === 'granted')) break;
    for (const [i, claim] of claims.entries()) {
      if (claim.kind !== 'blocked') continue;
      if (keys[i]?.table === 'account') throw new SignInRefused(LOCKED, null);
      throw new SignInRefused(ADDRESS_BLOCKED, Math.max(1, Math.ceil((claim.untilMs - now) / 1000)));
    }
    if (Date.now() >= waitUntil) throw new SignInRefused(BUSY, 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** Math.min(round, 4)) * (0.5 + Math.random())));
  }
  let done = false;
  const resolve = async (outcome: Outcome): Promise<boolean> => {
    if (done) return false;
    done = true;
    const now = Date.now();
    return db.transaction(async (tx) => {
      let locked = false;
      for (const k of keys) {
        const next = resolveCounters(await lockCounters(tx, k, now), k.policy, outcome, now);
        await saveCounters(tx, k, next);
        if (k.table === 'account' && next.blockedUntil && next.blockedUntil.getTime() > now) locked = true;
      }
      return locked;
    });
  };
  return {
    failed: () => resolve('failed'),
    succeeded: async () => void (await resolve('succeeded')),
    release: async () => void (await resolve('released')),
  };
}

/**
 * A failed check answered to the caller: counts it and throws 429 once the account is locked,
 * else `status` with `message` (what a wrong password or code answers).
 */
export async function failAttempt(attempt: SignInAttempt, status: 401 | 422, message: string): Promise<never> {
  if (await attempt.failed()) throw new SignInRefused(LOCKED, null);
  throw new ApiError(status, message);
}

/** One failure on `email` (and `address`) outside a check already claimed, e.g. a refused default password. */
export async function countFailure(db: Db, email: string, address: string | null = null): Promise<boolean> {
  return (await beginAttempt(db, email, address)).failed();
}

/**
 * Unlocks an account: its lock and its back-off on every address go (the address's own budget
 * across accounts stays). The account's row as it was, for the audit (undefined when none).
 */
export async function clearAccountLimits(tx: Tx, email: string) {
  const [row] = await tx.delete(loginThrottle).where(eq(loginThrottle.email, email)).returning();
  await tx.delete(loginBackoff).where(eq(loginBackoff.email, email));
  return row;
}

/**
 * Deletes counters whose window and block are both over and nothing is pending (most are unknown
 * emails typed once), and spent two-factor challenges past their expiry, so guessing leaves nothing
 * behind. Returns how many rows went.
 */
export async function pruneThrottle(db: Db, now = new Date(Date.now())): Promise<number> {
  const windowOver = new Date(now.getTime() - WINDOW_MS);
  const pendingLost = new Date(now.getTime() - PENDING_LOST_MS);
  const accounts = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, windowOver),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
        or(eq(loginThrottle.pending, 0), lt(loginThrottle.pendingAt, pendingLost)),
      ),
    )
    .returning({ email: loginThrottle.email });
  const addresses = await db
    .delete(loginBackoff)
    .where(
      and(
        lt(loginBackoff.windowStartedAt, windowOver),
        or(isNull(loginBackoff.blockedUntil), lt(loginBackoff.blockedUntil, now)),
        or(eq(loginBackoff.pending, 0), lt(loginBackoff.pendingAt, pendingLost)),
      ),
    )
    .returning({ key: loginBackoff.key });
  const challenges = await db
    .delete(usedTotpChallenges)
    .where(lte(usedTotpChallenges.expiresAt, now))
    .returning({ id: usedTotpChallenges.id });
  return accounts.length + addresses.length + challenges.length;
}
