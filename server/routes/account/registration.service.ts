// Self-registration with an emailed confirmation link (issue 15 #12). The register call answers the
// same whether or not the email already has an account, as sign-in and password reset do: the
// account is created only when the link is opened (POST /account/verify), which then signs it in.
// For an email that already has an account nothing is stored; the owner is told instead (the log
// names the user), so a person who forgot they had an account is pointed to '¿Olvidaste tu clave?'.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pendingRegistrations, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { createUser } from './account.service';
import { hashResetToken } from './password-reset.service';

export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Links per email and day: a typo'd address can't be flooded with mail through this form. */
export const REGISTRATION_MAX_PER_EMAIL = 3;

export const INVALID_ACTIVATION = 'El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.';

export type RegistrationOutcome = { kind: 'link'; token: string } | { kind: 'existing'; userId: string } | { kind: 'capped' };

/** The account holding `email`, active or not (the column is unique either way). */
async function accountOf(db: Tx, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/**
 * Keeps a pending registration for a new email and gives back its token in clear, or says why no
 * link is sent. The password is hashed in every case, so the answer takes as long either way.
 */
export async function requestRegistration(
  db: Db,
  input: { email: string; password: string; firstName: string; lastName: string },
  now: Date,
): Promise<RegistrationOutcome> {
  const passwordHash = await hashPassword(input.password);
  const existing = await accountOf(db, input.email);
  if (existing) return { kind: 'existing', userId: existing };
  const [recent] = await db
    .select({ n: count() })
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.email, input.email),
        gt(pendingRegistrations.createdAt, new Date(now.getTime() - REGISTRATION_TTL_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= REGISTRATION_MAX_PER_EMAIL) return { kind: 'capped' };
  const token = randomBytes(32).toString('base64url');
  await db.insert(pendingRegistrations).values({
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
    createdAt: now,
  });
  return { kind: 'link', token };
}

/**
 * Opens a registration link: deletes the pending row (one statement, so two clicks can't both win)
 * and creates the account (no venue, no codes). The new user's id, or null when the link is
 * unknown, used or expired, or the email got an account meanwhile.
 */
export function activateRegistration(db: Db, token: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(pendingRegistrations)
      .where(and(eq(pendingRegistrations.tokenHash, hashResetToken(token)), gt(pendingRegistrations.expiresAt, now)))
      .returning();
    if (!row || (await accountOf(tx, row.email))) return null;
    // The other links for this email die with this one.
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, row.email));
    return createUser(tx, row);
  });
}

/** Housekeeping: expired pending registrations. */
export async function prunePendingRegistrations(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.expiresAt, now))
    .returning({ id: pendingRegistrations.id });
  return gone.length;
}
