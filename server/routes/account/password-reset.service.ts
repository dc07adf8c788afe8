// The one-time tokens of '¿Olvidaste tu clave?' (password-reset.routes.ts holds the routes). Only a
// token's SHA-256 is stored, valid 1 h; requests per account are capped quietly (3 per 15 min). The
// confirmation consumes the token atomically, sets the password and ends every older session.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { findUserByEmail, passwordMinLength } from './account.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_WINDOW_MS = 15 * 60 * 1000;
export const RESET_MAX_PER_WINDOW = 3;

/** The venue password policy of the account a still-valid link belongs to (8 when none). */
export async function resetPolicyMinLength(db: Db, token: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ venueId: users.defaultVenueId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return passwordMinLength(db, row?.venueId ?? null);
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function recentRequests(db: Db, userId: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RESET_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Keeps a new reset token for the account of `email` and gives it back in clear, or null when the
 * email has no account or the account asked too often (the caller answers the same either way).
 */
export async function issueResetToken(db: Db, email: string, now: Date): Promise<{ userId: string; token: string } | null> {
  const user = await findUserByEmail(db, email);
  if (!user || (await recentRequests(db, user.id, now)) >= RESET_MAX_PER_WINDOW) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return { userId: user.id, token };
}

/** Consumes the token and sets the password; false when the link is unknown, used, expired or its user gone. */
export function confirmReset(db: Db, token: string, passwordHash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One statement marks the token used only if it is still unused and unexpired: two
    // concurrent confirmations cannot both win.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return false;
    const [user] = await tx
      .select({ id: users.id, tokenVersion: users.tokenVersion, active: users.active, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, used.userId))
      .limit(1);
    if (!user?.active || user.deletedAt) return false;
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, defaultPasswordExpiresAt: null, tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id));
    // The other links of this account die with this one.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await writeAudit(tx, user.id, 'reset_password', 'users', user.id);
    return true;
  });
}
