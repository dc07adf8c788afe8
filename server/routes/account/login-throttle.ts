// Login rate limiting per account (normalised email), stored in the database so every instance
// behind a load balancer sees the same counts: 5 failures within 15 minutes lock the email for 15
// minutes. Rows exist for unknown emails too, so a lockout looks the same whether or not the
// account exists.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export async function isLocked(db: Db, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.email, email)).limit(1);
  return !!row?.lockedUntil && row.lockedUntil > now;
}

/** Records a failure atomically (one upsert, safe under concurrent attempts); true when now locked. */
export async function recordFailure(db: Db, email: string, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + LOCK_MS);
  const [row] = await db
    .insert(loginThrottle)
    .values({ email, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart}::timestamptz THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${loginThrottle.windowStartedAt} < ${windowStart}::timestamptz THEN ${nowIso}::timestamptz ELSE ${loginThrottle.windowStartedAt} END`,
      },
    })
    .returning();
  if (row && row.failures >= MAX_FAILURES) {
    await db
      .update(loginThrottle)
      .set({ lockedUntil: lockUntil, failures: 0, windowStartedAt: now })
      .where(eq(loginThrottle.email, email));
    return true;
  }
  return false;
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
