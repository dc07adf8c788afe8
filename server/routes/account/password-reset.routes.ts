// /api/account/reset-password: '¿Olvidaste tu clave?'. The request answers the same whether or not
// the email belongs to an account (no enumeration). For a real account it keeps a one-time token
// (only its SHA-256 is stored, valid 1 h) and sends the link; with no mail server configured the
// link goes to the server log. Requests per account are capped quietly (3 per 15 min). The
// confirmation consumes the token atomically, sets the password and ends every older session.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { resetPasswordConfirmSchema, resetPasswordSchema } from '../../../src/contract/auth';
import type { Db } from '../../db/client';
import { auditLog, passwordResetTokens, users } from '../../db/schema';
import type { ServerDeps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { validate } from '../../lib/validate';
import { findUserByEmail, normaliseEmail } from './account.service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_WINDOW_MS = 15 * 60 * 1000;
export const RESET_MAX_PER_WINDOW = 3;

const INVALID_LINK = 'El enlace para recuperar la clave no es válido o ya venció. Pide uno nuevo.';

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

export function passwordResetRoutes({ db, env, logger }: ServerDeps) {
  const app = new Hono();

  app.post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    const email = normaliseEmail(c.req.valid('json').email);
    const user = await findUserByEmail(db, email);
    const now = new Date();
    if (user && (await recentRequests(db, user.id, now)) < RESET_MAX_PER_WINDOW) {
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashResetToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      const link = `${env.publicUrl.replace(/\/$/, '')}/auth/reset-password?token=${token}`;
      // No mail server is configured: the operator hands the link over from the log.
      logger.info({ userId: user.id, resetLink: link }, 'password reset link (no mail server configured)');
    }
    return c.json({ ok: true });
  });

  app.post('/reset-password/confirm', validate('json', resetPasswordConfirmSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    if (password === env.defaultPassword) throw new ApiError(422, 'La nueva contraseña no puede ser la contraseña por defecto');
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const done = await db.transaction(async (tx) => {
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
        .set({ passwordHash, mustChangePassword: false, tokenVersion: user.tokenVersion + 1 })
        .where(eq(users.id, user.id));
      // The other links of this account die with this one.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now, updatedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(auditLog).values({ userId: user.id, action: 'reset_password', entity: 'users', entityId: user.id });
      return true;
    });
    if (!done) throw new ApiError(422, INVALID_LINK);
    return c.json({ ok: true });
  });

  return app;
}
