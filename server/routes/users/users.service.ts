// Staff administration, reading side: the venue's users as the staff list shows them (codes,
// lock-out, pending invitation, last sign-in), one user to edit, the short list for pickers and
// the privilege table. Users belong to a venue through user_venues; an admin sees the users of
// their own venue only. Writes are in users-admin.service.ts.
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { PrivilegeCode } from '../../../src/contract/privileges';
import type {
  StaffListQuery,
  StaffStatus,
  StaffTwoFactorResetDto,
  StaffUserDetail,
  StaffUserOption,
  StaffUserRow,
  StaffVenue,
  UserPrivilegesDto,
} from '../../../src/contract/staff';
import type { Db, Tx } from '../../db/client';
import {
  loginThrottle,
  passwordResetTokens,
  privileges,
  twoFactorResetRequests,
  userPrivileges,
  users,
  userTotp,
  userVenues,
  venues,
} from '../../db/schema';
import { isMoneyOrAccessRole, isOwner } from '../../domain/account-rules';
import { ApiError } from '../../lib/errors';

export const USER_NOT_FOUND = 'El usuario no existe';

type UserRow = typeof users.$inferSelect;

function statusOf(u: { active: boolean; lockedUntil: string | null; invited: boolean }): StaffStatus {
  if (!u.active) return 'inactive';
  if (u.lockedUntil) return 'locked';
  return u.invited ? 'invited' : 'active';
}

/** The users of the venue (optionally one), with codes, lock-out and invitation state, by name. */
async function venueUsers(
  db: Db | Tx,
  venueId: string,
  id?: string,
  now = new Date(),
): Promise<(StaffUserRow & { user: UserRow })[]> {
  const rows = await db
    .select({ user: users, lockedUntil: loginThrottle.lockedUntil })
    .from(users)
    .innerJoin(userVenues, and(eq(userVenues.userId, users.id), eq(userVenues.venueId, venueId)))
    .leftJoin(loginThrottle, and(eq(loginThrottle.email, users.email), gt(loginThrottle.lockedUntil, now)))
    .where(and(isNull(users.deletedAt), id ? eq(users.id, id) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.user.id);
  const [codes, invites] = await Promise.all([
    db
      .select({ userId: userPrivileges.userId, code: userPrivileges.code })
      .from(userPrivileges)
      .where(inArray(userPrivileges.userId, ids))
      .orderBy(asc(userPrivileges.code)),
    db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          inArray(passwordResetTokens.userId, ids),
          eq(passwordResetTokens.purpose, 'invite'),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      ),
  ]);
  const invited = new Set(invites.map((i) => i.userId));
  return rows.map(({ user: u, lockedUntil }) => {
    const base = {
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      displayName: u.displayName,
      position: u.position,
      photoUrl: u.photoUrl,
      active: u.active,
      lockedUntil: lockedUntil ? lockedUntil.toISOString() : null,
      invited: invited.has(u.id) && !u.lastSignInAt,
      mustChangePassword: u.mustChangePassword,
      lastSignInAt: u.lastSignInAt ? u.lastSignInAt.toISOString() : null,
      codes: codes.filter((c) => c.userId === u.id).map((c) => c.code as PrivilegeCode),
    };
    return { ...base, status: statusOf(base), user: u };
  });
}

function matchesQuery(row: StaffUserRow, query: StaffListQuery): boolean {
  const q = query.q.toLowerCase();
  if (q && !`${row.firstName} ${row.lastName} ${row.displayName} ${row.email}`.toLowerCase().includes(q)) return false;
  if (query.status !== 'all' && row.status !== query.status) return false;
  return !query.code || row.codes.includes(query.code);
}

/** GET /api/user/manage-users (and POST /api/settings/users with no filter). */
export async function listStaff(db: Db, venueId: string, query: StaffListQuery): Promise<StaffUserRow[]> {
  const rows = await venueUsers(db, venueId);
  return rows.filter((r) => matchesQuery(r, query)).map(({ user: _user, ...row }) => row);
}

/** GET /api/user/all: every user of the venue, short. */
export async function staffOptions(db: Db, venueId: string): Promise<StaffUserOption[]> {
  const rows = await venueUsers(db, venueId);
  return rows.map((r) => ({ id: r.id, email: r.email, displayName: r.displayName, position: r.position, active: r.active }));
}

/** The venues a user works at, by name. */
export async function venuesOf(db: Db | Tx, userId: string): Promise<StaffVenue[]> {
  return db
    .select({ id: venues.id, name: venues.name })
    .from(userVenues)
    .innerJoin(venues, eq(venues.id, userVenues.venueId))
    .where(and(eq(userVenues.userId, userId), isNull(venues.deletedAt)))
    .orderBy(asc(venues.name));
}

async function totpEnrolled(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return !!row;
}

/** For the edit screen: whether `adminId`'s reset needs a second admin, and the open request. */
async function twoFactorResetState(
  db: Db | Tx,
  adminId: string,
  targetCodes: readonly string[],
  userId: string,
): Promise<StaffTwoFactorResetDto> {
  const now = new Date();
  const [[open], adminCodes] = await Promise.all([
    db
      .select({ request: twoFactorResetRequests, name: users.displayName })
      .from(twoFactorResetRequests)
      .innerJoin(users, eq(users.id, twoFactorResetRequests.requestedBy))
      .where(
        and(
          eq(twoFactorResetRequests.userId, userId),
          isNull(twoFactorResetRequests.confirmedAt),
          gt(twoFactorResetRequests.expiresAt, now),
        ),
      ),
    db.select({ code: userPrivileges.code }).from(userPrivileges).where(eq(userPrivileges.userId, adminId)),
  ]);
  const needsSecondAdmin = isMoneyOrAccessRole(targetCodes) && !isOwner(new Set(adminCodes.map((c) => c.code)));
  return {
    needsSecondAdmin,
    pending: open
      ? {
          requestedBy: open.request.requestedBy,
          requestedByName: open.name,
          requestedAt: open.request.createdAt.toISOString(),
          expiresAt: open.request.expiresAt.toISOString(),
          mine: open.request.requestedBy === adminId,
        }
      : null,
  };
}

/** One user of the venue to edit, as `adminId` sees them; 404 when not in the venue. */
export async function staffDetail(db: Db | Tx, venueId: string, adminId: string, id: string): Promise<StaffUserDetail> {
  const [row] = await venueUsers(db, venueId, id);
  if (!row) throw new ApiError(404, USER_NOT_FOUND);
  const { user: u, ...rest } = row;
  const [own, choices] = await Promise.all([venuesOf(db, id), venuesOf(db, adminId)]);
  return {
    ...rest,
    ticketingActive: u.ticketingActive,
    ticketingUrl: u.ticketingUrl,
    venueIds: own.map((v) => v.id),
    defaultVenueId: u.defaultVenueId,
    venueChoices: choices,
    self: id === adminId,
    twoFactor: {
      required: u.totpRequired,
      enabled: await totpEnrolled(db, id),
      eligible: isMoneyOrAccessRole(rest.codes),
    },
    twoFactorReset: await twoFactorResetState(db, adminId, rest.codes, id),
  };
}

/** POST /api/settings/privilegiosUsuarios: the code table and the codes of the venue's users. */
export async function userPrivilegeTable(db: Db, venueId: string): Promise<UserPrivilegesDto> {
  const [table, held] = await Promise.all([
    db.select({ code: privileges.code, description: privileges.description }).from(privileges).orderBy(asc(privileges.code)),
    db
      .select({ userId: userPrivileges.userId, code: userPrivileges.code })
      .from(userPrivileges)
      .innerJoin(userVenues, and(eq(userVenues.userId, userPrivileges.userId), eq(userVenues.venueId, venueId)))
      .innerJoin(users, eq(users.id, userPrivileges.userId))
      .where(isNull(users.deletedAt))
      .orderBy(asc(userPrivileges.userId), asc(userPrivileges.code)),
  ]);
  return { privileges: table, userPrivileges: held };
}
