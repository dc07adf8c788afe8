// Login rate limiting per account (normalised email), stored in the database so every instance
// behind a load balancer sees the same counts: 5 attempts within 15 minutes without a success lock
// the email for 15 minutes. Each attempt is claimed before its password is verified, so parallel
// guesses cannot slip past the count while the first ones are still being checked. Rows exist for unknown emails too, so a lockout looks the same whether or not the
// account exists.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

/**
 * Claims one sign-in attempt before the password is verified, in one statement (an upsert that
 * increments and returns the count, the row locked for it), so parallel guesses queue on the row
 * and each gets its own number: only the first MAX_FAILURES of a window are ever evaluated, however
 * many arrive at once. A locked email claims nothing. Returns whether this attempt may be checked.
 */
export async function claimAttempt(db: Db, email: string, now = new Date()): Promise<{ allowed: boolean; attempt: number }> {
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const nowIso = now.toISOString();
  const locked = sql`${loginThrottle.lockedUntil} IS NOT NULL AND ${loginThrottle.lockedUntil} > ${nowIso}::timestamptz`;
  const expired = sql`${loginThrottle.windowStartedAt} < ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`CASE WHEN ${locked} THEN ${loginThrottle.failures} WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${locked} THEN ${loginThrottle.windowStartedAt} WHEN ${expired} THEN ${nowIso}::timestamptz ELSE ${loginThrottle.windowStartedAt} END`,
      },
    })
    .returning();
  if (!row || (row.lockedUntil && row.lockedUntil > now)) return { allowed: false, attempt: row?.failures ?? 0 };
  if (row.failures > MAX_FAILURES) {
    await lock(db, email, now);
    return { allowed: false, attempt: row.failures };
  }
  return { allowed: true, attempt: row.failures };
}

/** The claimed attempt failed: the last one the window allows locks the email. True when now locked. */
export async function recordFailure(db: Db, email: string, attempt: number, now = new Date()): Promise<boolean> {
  if (attempt < MAX_FAILURES) return false;
  await lock(db, email, now);
  return true;
}

async function lock(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_MS), failures: 0, windowStartedAt: now })
    .where(eq(loginThrottle.email, email));
}

/**
 * Deletes throttle rows whose window and lock are both over (most are unknown emails typed once),
 * so guessing at many emails leaves nothing behind. Returns how many went.
 */
export async function pruneThrottle(db: Db, now = new Date()): Promise<number> {
  const windowOver = new Date(now.getTime() - WINDOW_MS);
  const gone = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, windowOver),
        or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now)),
      ),
    )
    .returning({ email: loginThrottle.email });
  return gone.length;
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
