// Account logic shared by the account routes: the session-user shape of SPEC §3, sign-in with its
// lockout, and the writes a password change or a registration makes.
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../src/contract/auth';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '../../../src/contract/venue-settings';
import type { Db, Tx } from '../../db/client';
import { users, venues } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password';
import { type AuthUser, loadAuthUser } from '../../middleware/auth';
import { beginAttempt, failAttempt, type SignInAttempt } from './login-throttle';

// The sign-in limits other resources use (staff "Desbloquear", a refused default password).
export { clearAccountLimits, countFailure } from './login-throttle';

const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';
const DEFAULT_PASSWORD = 'La nueva contraseña no puede ser la contraseña por defecto';
export const DEFAULT_PASSWORD_EXPIRED =
  'La contraseña que te dio un administrador venció. Pide a un administrador que la restablezca.';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toSessionUser(u: AuthUser): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.firstName,
    lastname: u.lastName,
    displayName: u.displayName,
    position: u.position,
    photoURL: u.photoUrl,
    privi: u.privi,
    ticketero: { active: u.ticketingActive, url: u.ticketingActive ? u.ticketingUrl : null },
    venueId: u.defaultVenueId,
    venueTimezone: u.venue?.timezone ?? null,
    venueCutoffHour: u.venue?.cutoffHour ?? null,
    mustChangePassword: u.mustChangePassword,
    twoFactor: { enabled: u.totpEnabled, required: u.totpRequired },
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row?.active && !row.deletedAt ? row : undefined;
}

/**
 * A self-registered account: no venue and no codes until an admin attaches it (staff screens), so
 * it reads nothing of any venue, witnesses nothing and is no venue's cashier.
 */
export async function createUser(
  db: Tx,
  input: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: `${input.firstName} ${input.lastName}`,
        passwordHash: input.passwordHash,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned nothing');
    await writeAudit(tx, row.id, 'register', 'users', row.id, undefined, { email: input.email });
    return row.id;
  });
}

/** Stores the new hash, clears the must-change flag and bumps the token version (older tokens die). */
export async function setPassword(db: Db, user: AuthUser, passwordHash: string): Promise<number> {
  const tokenVersion = user.tokenVersion + 1;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, defaultPasswordExpiresAt: null, tokenVersion })
      .where(eq(users.id, user.id));
    await writeAudit(tx, user.id, 'change_password', 'users', user.id);
  });
  return tokenVersion;
}

/**
 * The password step of a sign-in: checks the email (normalised) and password as one attempt on the
 * sign-in limits (login-throttle.ts) from `address`. A wrong password counts (401, or 429 once that
 * locks the account); a right one answers its attempt, which the caller resolves: succeeded once the
 * sign-in is complete, released when a second step (a code) follows, so the code's guesses keep
 * counting in the same window. A password an admin set (default or generated) works until
 * default_password_expires_at (24 h); after that the right password is refused like a wrong one —
 * the try counts towards the lockout — with a message that sends the user to an admin.
 */
export async function checkPassword(
  db: Db,
  email: string,
  password: string,
  defaultPassword: string | undefined,
  address: string | null,
  now = new Date(),
): Promise<{ userId: string; usedDefault: boolean; attempt: SignInAttempt }> {
  const attempt = await beginAttempt(db, email, address);
  let row: Awaited<ReturnType<typeof findUserByEmail>>;
  let ok: boolean;
  try {
    row = await findUserByEmail(db, email);
    ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
  } catch (error) {
    await attempt.release();
    throw error;
  }
  if (!row || !ok) return failAttempt(attempt, 401, BAD_CREDENTIALS);
  const adminSet = row.defaultPasswordExpiresAt;
  if (adminSet && adminSet <= now) return failAttempt(attempt, 401, DEFAULT_PASSWORD_EXPIRED);
  return {
    userId: row.id,
    usedDefault: !!adminSet || (defaultPassword !== undefined && password === defaultPassword),
    attempt,
  };
}

/**
 * Every step passed (the caller resolved the attempt as succeeded): records the sign-in (the staff
 * list shows it) and flags the account to change a default password. The signed-in user.
 */
export async function completeSignIn(db: Db, userId: string, usedDefault: boolean): Promise<AuthUser> {
  const before = await loadAuthUser(db, userId);
  if (!before) throw new ApiError(401, BAD_CREDENTIALS);
  const mustChangePassword = before.mustChangePassword || usedDefault;
  await db.update(users).set({ lastSignInAt: new Date(), mustChangePassword }).where(eq(users.id, userId));
  return { ...before, mustChangePassword };
}

/** The venue's password policy: the shortest new password its users may choose. */
export async function passwordMinLength(db: Db, venueId: string | null): Promise<number> {
  if (!venueId) return MIN_PASSWORD_LENGTH;
  const [row] = await db.select({ min: venues.passwordMinLength }).from(venues).where(eq(venues.id, venueId));
  return row?.min ?? MIN_PASSWORD_LENGTH;
}

/**
 * Changes the signed-in user's password after checking the current one, which is an attempt on the
 * same sign-in limits as signing in (a wrong one counts; 429 once the account is locked). The new
 * token version.
 */
export async function changePassword(
  db: Db,
  user: AuthUser,
  change: { oldPassword: string; password: string },
  defaultPassword: string | undefined,
  address: string | null,
): Promise<number> {
  const { oldPassword, password } = change;
  const attempt = await beginAttempt(db, normaliseEmail(user.email), address);
  try {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
    if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) {
      return await failAttempt(attempt, 422, 'La contraseña actual es incorrecta');
    }
    await attempt.succeeded();
  } finally {
    await attempt.release();
  }
  if (defaultPassword !== undefined && password === defaultPassword) throw new ApiError(422, DEFAULT_PASSWORD);
  if (password === oldPassword) throw new ApiError(422, 'La nueva contraseña debe ser distinta de la actual');
  if ([...password].length < (await passwordMinLength(db, user.defaultVenueId))) throw new ApiError(422, PASSWORD_TOO_SHORT);
  return setPassword(db, user, await hashPassword(password));
}
