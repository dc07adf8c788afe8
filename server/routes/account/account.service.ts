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
import { claimAttempt, clearFailures, recordFailure } from './login-throttle';

const LOCKED = 'Demasiados intentos fallidos. Vuelve a intentarlo en 15 minutos.';
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
 * The password step of a sign-in: checks the email (normalised) and password, counting the
 * attempt towards the lockout. The failures are not cleared here: an account with two-factor
 * sign-in keeps counting its code guesses in the same window (completeSignIn clears them).
 * A password an admin set (default or generated) works until default_password_expires_at (24 h);
 * after that the right password is refused like a wrong one — the try counts towards the lockout —
 * with a message that sends the user to an admin.
 */
export async function checkPassword(
  db: Db,
  email: string,
  password: string,
  defaultPassword: string | undefined,
  now = new Date(),
): Promise<{ userId: string; usedDefault: boolean }> {
  const claim = await claimAttempt(db, email);
  if (!claim.allowed) throw new ApiError(429, LOCKED);
  const row = await findUserByEmail(db, email);
  const ok = await verifyPassword(row?.passwordHash ?? (await decoyHash()), password);
  if (!row || !ok) {
    const lockedNow = await recordFailure(db, email, claim.attempt);
    throw new ApiError(lockedNow ? 429 : 401, lockedNow ? LOCKED : BAD_CREDENTIALS);
  }
  const adminSet = row.defaultPasswordExpiresAt;
  if (adminSet && adminSet <= now) {
    const lockedNow = await recordFailure(db, email, claim.attempt);
    throw new ApiError(lockedNow ? 429 : 401, lockedNow ? LOCKED : DEFAULT_PASSWORD_EXPIRED);
  }
  return { userId: row.id, usedDefault: !!adminSet || (defaultPassword !== undefined && password === defaultPassword) };
}

/**
 * Every step passed: clears the lockout count, records the sign-in (the staff list shows it) and
 * flags the account to change a default password. The signed-in user.
 */
export async function completeSignIn(db: Db, email: string, userId: string, usedDefault: boolean): Promise<AuthUser> {
  await clearFailures(db, email);
  const before = await loadAuthUser(db, userId);
  if (!before) throw new ApiError(401, BAD_CREDENTIALS);
  const mustChangePassword = before.mustChangePassword || usedDefault;
  await db.update(users).set({ lastSignInAt: new Date(), mustChangePassword }).where(eq(users.id, userId));
  return { ...before, mustChangePassword };
}

/** A counted second-step failure: the lockout's answer (429 once locked, else 401 `message`). */
export async function secondStepFailed(db: Db, email: string, attempt: number, message: string): Promise<never> {
  const lockedNow = await recordFailure(db, email, attempt);
  throw new ApiError(lockedNow ? 429 : 401, lockedNow ? LOCKED : message);
}

/** Claims one second-step attempt of `email` (the same lockout as passwords); its number. */
export async function claimSecondStep(db: Db, email: string): Promise<number> {
  const claim = await claimAttempt(db, email);
  if (!claim.allowed) throw new ApiError(429, LOCKED);
  return claim.attempt;
}

/** The venue's password policy: the shortest new password its users may choose. */
export async function passwordMinLength(db: Db, venueId: string | null): Promise<number> {
  if (!venueId) return MIN_PASSWORD_LENGTH;
  const [row] = await db.select({ min: venues.passwordMinLength }).from(venues).where(eq(venues.id, venueId));
  return row?.min ?? MIN_PASSWORD_LENGTH;
}

/** Changes the signed-in user's password after checking the current one; the new token version. */
export async function changePassword(
  db: Db,
  user: AuthUser,
  change: { oldPassword: string; password: string },
  defaultPassword: string | undefined,
): Promise<number> {
  const { oldPassword, password } = change;
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, oldPassword))) {
    throw new ApiError(422, 'La contraseña actual es incorrecta');
  }
  if (defaultPassword !== undefined && password === defaultPassword) throw new ApiError(422, DEFAULT_PASSWORD);
  if (password === oldPassword) throw new ApiError(422, 'La nueva contraseña debe ser distinta de la actual');
  if ([...password].length < (await passwordMinLength(db, user.defaultVenueId))) throw new ApiError(422, PASSWORD_TOO_SHORT);
  return setPassword(db, user, await hashPassword(password));
}
