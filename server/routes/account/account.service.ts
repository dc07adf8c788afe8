// Account logic shared by the account routes: the session-user shape of SPEC §3 and the writes
// a password change or a registration makes.
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../src/contract/auth';
import type { Db } from '../../db/client';
import { auditLog, users, userVenues, venues } from '../../db/schema';
import type { AuthUser } from '../../middleware/auth';

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
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row?.active && !row.deletedAt ? row : undefined;
}

export async function createUser(
  db: Db,
  input: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [venue] = await tx.select({ id: venues.id }).from(venues).orderBy(venues.createdAt).limit(1);
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: `${input.firstName} ${input.lastName}`,
        passwordHash: input.passwordHash,
        defaultVenueId: venue?.id ?? null,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned nothing');
    if (venue) await tx.insert(userVenues).values({ userId: row.id, venueId: venue.id });
    await tx
      .insert(auditLog)
      .values({ userId: row.id, action: 'register', entity: 'users', entityId: row.id, after: { email: input.email } });
    return row.id;
  });
}

/** Stores the new hash, clears the must-change flag and bumps the token version (older tokens die). */
export async function setPassword(db: Db, user: AuthUser, passwordHash: string): Promise<number> {
  const tokenVersion = user.tokenVersion + 1;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, tokenVersion }).where(eq(users.id, user.id));
    await tx.insert(auditLog).values({ userId: user.id, action: 'change_password', entity: 'users', entityId: user.id });
  });
  return tokenVersion;
}
