// Staff administration, writing side (300). Every write holds one advisory lock for all access
// changes, so they run one at a time: the rules are checked on the state the previous write left.
// Rules: nobody changes their own codes or deactivates themselves; the admin must still be an
// active 300 holder when the write runs (two admins removing each other in parallel: one wins);
// the last active account holding 300 keeps it and stays active; a user grants or removes only
// codes they hold themselves, and acts only on accounts whose every code they hold
// (server/domain/account-rules.ts, checked in `target`); an invitation link is only for an account
// that never signed in. Each change writes one audit row (before/after) in its transaction.
// Deactivation and password reset bump token_version: the user's tokens die on the next request.
// A password an admin sets (the deployment's default or a generated one) works for 24 h.
import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { PrivilegeCode } from '../../../src/contract/privileges';
import {
  INVITATION_TTL_HOURS,
  type StaffCreateInput,
  type StaffCreateResult,
  type StaffPasswordResetResult,
  type StaffUpdateInput,
  type StaffUserDetail,
} from '../../../src/contract/staff';
import type { Db, Tx } from '../../db/client';
import { passwordResetTokens, userPrivileges, users, userVenues } from '../../db/schema';
import { assertGrantable, assertMayActOn } from '../../domain/account-rules';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';
import { generatePassword, hashPassword } from '../../lib/password';
import { clearAccountLimits, normaliseEmail } from '../account/account.service';
import { hashResetToken } from '../account/password-reset.service';
import { staffDetail, USER_NOT_FOUND, venuesOf } from './users.service';

/** Advisory lock key of every access change (one namespace for the whole database). */
const ACCESS_LOCK = 801_300;
const ADMIN_CODE = '300';

export const OWN_PRIVILEGES = 'No puedes cambiar tus propios privilegios';
export const OWN_ACCOUNT = 'No puedes desactivar tu propia cuenta';
export { NOT_HELD, OUTRANKED } from '../../domain/account-rules';
export const LAST_ADMIN = 'Debe quedar al menos una cuenta activa con el privilegio 300';
export const NO_LONGER_ADMIN = 'Ya no tienes permiso para administrar usuarios';
export const DUPLICATE_EMAIL = 'Ya existe un usuario con ese correo';
export const VENUE_NOT_YOURS = 'Solo puedes asignar locales en los que trabajas';
export const INACTIVE_USER = 'La cuenta está desactivada';
export const ALREADY_SIGNED_IN = 'La cuenta ya ingresó: no se le puede enviar una invitación';
/** How long a password set by an admin (default or generated) lets its account in. */
export const DEFAULT_PASSWORD_TTL_MS = 24 * 3600_000;

export interface Actor {
  id: string;
  venueId: string;
}

export interface Ctx extends Actor {
  tx: Tx;
  /** The admin's codes as they are now (read under the lock). */
  codes: Set<string>;
}

/** Runs `fn` under the access lock, after checking the admin is still an active 300 holder. */
export function write<T>(db: Db, actor: Actor, fn: (ctx: Ctx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCESS_LOCK}::int)`);
    const [me] = await tx.select({ active: users.active, deletedAt: users.deletedAt }).from(users).where(eq(users.id, actor.id));
    const codes = new Set(await codesOf(tx, actor.id));
    if (!me?.active || me.deletedAt || !codes.has(ADMIN_CODE)) throw new ApiError(403, NO_LONGER_ADMIN);
    return fn({ ...actor, tx, codes });
  });
}

export async function codesOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx.select({ code: userPrivileges.code }).from(userPrivileges).where(eq(userPrivileges.userId, userId));
  return rows.map((r) => r.code).sort();
}

export function audit(ctx: Ctx, action: string, id: string, before: unknown, after: unknown) {
  return writeAudit(ctx.tx, ctx.id, action, 'users', id, before, after);
}

/** Other active, undeleted holders of 300 besides `userId`. */
async function otherAdmins(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(userPrivileges)
    .innerJoin(users, eq(users.id, userPrivileges.userId))
    .where(and(eq(userPrivileges.code, ADMIN_CODE), ne(users.id, userId), eq(users.active, true), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/**
 * The target user, locked for this transaction; 404 when not at the admin's venue, 403 when they
 * hold a code the admin lacks (every account action goes through here).
 */
export async function target(ctx: Ctx, id: string) {
  const [row] = await ctx.tx
    .select({ user: users })
    .from(users)
    .innerJoin(userVenues, and(eq(userVenues.userId, users.id), eq(userVenues.venueId, ctx.venueId)))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update', { of: users });
  if (!row) throw new ApiError(404, USER_NOT_FOUND);
  assertMayActOn(ctx.codes, await codesOf(ctx.tx, id));
  return row.user;
}

async function replaceCodes(ctx: Ctx, userId: string, codes: readonly string[]) {
  await ctx.tx.delete(userPrivileges).where(eq(userPrivileges.userId, userId));
  if (codes.length > 0) await ctx.tx.insert(userPrivileges).values(codes.map((code) => ({ userId, code })));
}

const profileOf = (u: typeof users.$inferSelect) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  position: u.position,
  photoUrl: u.photoUrl,
  ticketingActive: u.ticketingActive,
  ticketingUrl: u.ticketingUrl,
});

/** Keeps a new invitation token for `userId` (older unused links die) and gives it back in clear. */
async function issueInvitation(tx: Tx, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000);
  await tx.insert(passwordResetTokens).values({ userId, tokenHash: hashResetToken(token), purpose: 'invite', expiresAt });
  return { token, expiresAt };
}

export interface Created extends Omit<StaffCreateResult, 'invitationLink'> {
  /** The invitation token in clear (the route makes the link); null with the default password. */
  invitationToken: string | null;
}

/**
 * The password an admin gives an account: the deployment's NOCTUA_DEFAULT_PASSWORD, or when it is
 * unset one generated for this account (`shown`: handed back once to the admin). Hashed here,
 * before the lock (hashing is slow).
 */
async function adminSetPassword(defaultPassword: string | undefined) {
  const plain = defaultPassword ?? generatePassword();
  return { passwordHash: await hashPassword(plain), shown: defaultPassword === undefined ? plain : null };
}

const defaultPasswordExpiry = (now: Date) => new Date(now.getTime() + DEFAULT_PASSWORD_TTL_MS);

/** A new account at the admin's venue, with the default password or an invitation. */
export async function createStaff(
  db: Db,
  actor: Actor,
  input: StaffCreateInput,
  defaultPassword: string | undefined,
): Promise<Created> {
  const email = normaliseEmail(input.email);
  const codes = [...new Set(input.codes)].sort();
  // An invited account gets a random password nobody knows.
  const initial =
    input.start === 'default'
      ? await adminSetPassword(defaultPassword)
      : { passwordHash: await hashPassword(randomBytes(32).toString('base64url')), shown: null };
  return write(db, actor, async (ctx) => {
    assertGrantable(ctx.codes, [], codes);
    const [taken] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) throw new ApiError(409, DUPLICATE_EMAIL);
    const [row] = await ctx.tx
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: `${input.firstName} ${input.lastName}`,
        position: input.position,
        photoUrl: input.photoUrl || null,
        passwordHash: initial.passwordHash,
        mustChangePassword: input.start === 'default',
        defaultPasswordExpiresAt: input.start === 'default' ? defaultPasswordExpiry(new Date()) : null,
        defaultVenueId: ctx.venueId,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('insert returned nothing');
    await ctx.tx.insert(userVenues).values({ userId: row.id, venueId: ctx.venueId });
    await replaceCodes(ctx, row.id, codes);
    const invitation = input.start === 'invite' ? await issueInvitation(ctx.tx, row.id, new Date()) : null;
    const { photoUrl, position, firstName, lastName, start } = input;
    await audit(ctx, 'create', row.id, null, {
      email,
      firstName,
      lastName,
      position,
      photoUrl,
      start,
      generatedPassword: start === 'default' && defaultPassword === undefined,
      codes,
      venueIds: [ctx.venueId],
    });
    return {
      user: await staffDetail(ctx.tx, ctx.venueId, ctx.id, row.id),
      invitationExpiresAt: invitation?.expiresAt.toISOString() ?? null,
      invitationToken: invitation?.token ?? null,
      temporaryPassword: initial.shown,
    };
  });
}

/** A new invitation link for an account (older links die). */
export function reinvite(db: Db, actor: Actor, id: string): Promise<Created> {
  return write(db, actor, async (ctx) => {
    const u = await target(ctx, id);
    if (!u.active) throw new ApiError(409, INACTIVE_USER);
    if (u.lastSignInAt) throw new ApiError(409, ALREADY_SIGNED_IN);
    const invitation = await issueInvitation(ctx.tx, id, new Date());
    await audit(ctx, 'invite', id, null, { expiresAt: invitation.expiresAt.toISOString() });
    return {
      user: await staffDetail(ctx.tx, ctx.venueId, ctx.id, id),
      invitationExpiresAt: invitation.expiresAt.toISOString(),
      invitationToken: invitation.token,
      temporaryPassword: null,
    };
  });
}

/** Profile, ticketing and venues; venues only among those the admin works at. */
export function updateStaff(db: Db, actor: Actor, id: string, input: StaffUpdateInput): Promise<StaffUserDetail> {
  return write(db, actor, async (ctx) => {
    const u = await target(ctx, id);
    const mine = new Set((await venuesOf(ctx.tx, ctx.id)).map((v) => v.id));
    const before = { ...profileOf(u), venueIds: (await venuesOf(ctx.tx, id)).map((v) => v.id).sort() };
    const wanted = [...new Set(input.venueIds)].sort();
    // Venues the admin does not work at are kept as they are: they can neither add nor remove them.
    const foreign = before.venueIds.filter((v) => !mine.has(v));
    if (wanted.some((v) => !mine.has(v))) throw new ApiError(403, VENUE_NOT_YOURS);
    const venueIds = [...new Set([...wanted, ...foreign])].sort();
    const profile = {
      firstName: input.firstName,
      lastName: input.lastName,
      displayName:
        u.firstName === input.firstName && u.lastName === input.lastName ? u.displayName : `${input.firstName} ${input.lastName}`,
      position: input.position,
      photoUrl: input.photoUrl || null,
      ticketingActive: input.ticketingActive,
      ticketingUrl: input.ticketingUrl || null,
      defaultVenueId: u.defaultVenueId && venueIds.includes(u.defaultVenueId) ? u.defaultVenueId : (venueIds[0] ?? null),
      updatedAt: new Date(),
    };
    await ctx.tx.update(users).set(profile).where(eq(users.id, id));
    await ctx.tx.delete(userVenues).where(and(eq(userVenues.userId, id), notInArray(userVenues.venueId, venueIds)));
    await ctx.tx
      .insert(userVenues)
      .values(venueIds.map((venueId) => ({ userId: id, venueId })))
      .onConflictDoNothing();
    const after = { ...profileOf({ ...u, ...profile }), venueIds };
    await audit(ctx, 'update', id, before, after);
    // The user may have left the admin's venue: answer from the first venue they still share.
    return staffDetail(ctx.tx, wanted.includes(ctx.venueId) ? ctx.venueId : (wanted[0] ?? ctx.venueId), ctx.id, id);
  });
}

/** The whole set of codes the user holds. */
export function setPrivileges(db: Db, actor: Actor, id: string, wanted: readonly PrivilegeCode[]): Promise<StaffUserDetail> {
  return write(db, actor, async (ctx) => {
    if (id === ctx.id) throw new ApiError(403, OWN_PRIVILEGES);
    const u = await target(ctx, id);
    const before = await codesOf(ctx.tx, id);
    const after = [...new Set(wanted)].sort();
    assertGrantable(ctx.codes, before, after);
    if (u.active && before.includes(ADMIN_CODE) && !after.includes(ADMIN_CODE) && (await otherAdmins(ctx.tx, id)) === 0) {
      throw new ApiError(409, LAST_ADMIN);
    }
    await replaceCodes(ctx, id, after);
    await audit(ctx, 'set_privileges', id, { codes: before }, { codes: after });
    return staffDetail(ctx.tx, ctx.venueId, ctx.id, id);
  });
}

/** Activates or deactivates an account; deactivation ends its sessions at once. */
export function setActive(db: Db, actor: Actor, id: string, active: boolean): Promise<StaffUserDetail> {
  return write(db, actor, async (ctx) => {
    if (id === ctx.id) throw new ApiError(403, OWN_ACCOUNT);
    const u = await target(ctx, id);
    if (u.active === active) return staffDetail(ctx.tx, ctx.venueId, ctx.id, id);
    if (!active && (await codesOf(ctx.tx, id)).includes(ADMIN_CODE) && (await otherAdmins(ctx.tx, id)) === 0) {
      throw new ApiError(409, LAST_ADMIN);
    }
    const tokenVersion = active ? u.tokenVersion : u.tokenVersion + 1;
    await ctx.tx.update(users).set({ active, tokenVersion, updatedAt: new Date() }).where(eq(users.id, id));
    await audit(ctx, active ? 'activate' : 'deactivate', id, { active: u.active }, { active });
    return staffDetail(ctx.tx, ctx.venueId, ctx.id, id);
  });
}

/**
 * Back to the default password (or a generated one, handed back once), to be changed at the next
 * sign-in within 24 h; sessions and links end.
 */
export async function resetToDefault(
  db: Db,
  actor: Actor,
  id: string,
  defaultPassword: string | undefined,
): Promise<StaffPasswordResetResult> {
  const { passwordHash, shown } = await adminSetPassword(defaultPassword);
  return write(db, actor, async (ctx) => {
    const u = await target(ctx, id);
    const now = new Date();
    await ctx.tx
      .update(users)
      .set({
        passwordHash,
        mustChangePassword: true,
        defaultPasswordExpiresAt: defaultPasswordExpiry(now),
        tokenVersion: u.tokenVersion + 1,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await ctx.tx
      .update(passwordResetTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(passwordResetTokens.userId, id), isNull(passwordResetTokens.usedAt)));
    await audit(
      ctx,
      'reset_password_default',
      id,
      { mustChangePassword: u.mustChangePassword },
      { mustChangePassword: true, generated: shown !== null },
    );
    return { ...(await staffDetail(ctx.tx, ctx.venueId, ctx.id, id)), temporaryPassword: shown };
  });
}

/** Lifts a sign-in lock-out: the account's lock and its back-off on every address go (login-throttle.ts). */
export function unlock(db: Db, actor: Actor, id: string): Promise<StaffUserDetail> {
  return write(db, actor, async (ctx) => {
    const u = await target(ctx, id);
    const row = await clearAccountLimits(ctx.tx, u.email);
    await audit(ctx, 'unlock', id, row ? { failures: row.failures, lockedUntil: row.lockedUntil?.toISOString() ?? null } : null, {
      failures: 0,
      lockedUntil: null,
    });
    return staffDetail(ctx.tx, ctx.venueId, ctx.id, id);
  });
}
