// Issue 32 #1: every in-handler account action — a route that acts on ANOTHER user's account —
// with a valid body, so the privilege matrix (privilege-matrix.test.ts) probes each one with an
// actor who lacks one of the target's codes (403, nothing written). The matrix fails when the app
// mounts a route under /user/manage-users/:id that is in neither list: a new account action must
// be added here, and so be probed, the day it lands.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  auditLog,
  loginThrottle,
  passwordResetTokens,
  twoFactorResetRequests,
  userPrivileges,
  userRecoveryCodes,
  users,
  userTotp,
  userVenues,
} from '../../server/db/schema';

/** `METHOD path` → a valid body (the validator must not answer first). */
export function accountActions(venueId: string): Record<string, unknown> {
  return {
    'PUT /user/manage-users/:id': { firstName: 'Mallory', lastName: 'X', ticketingActive: false, venueIds: [venueId] },
    'PUT /user/manage-users/:id/privileges': { codes: ['102', '300'] },
    'POST /user/manage-users/:id/deactivate': undefined,
    'POST /user/manage-users/:id/activate': undefined,
    'POST /user/manage-users/:id/unlock': undefined,
    'POST /user/manage-users/:id/reset-password': undefined,
    'POST /user/manage-users/:id/invitation': undefined,
    'PUT /user/manage-users/:id/two-factor': { required: true },
    'POST /user/manage-users/:id/two-factor/reset': undefined,
    'POST /user/manage-users/:id/two-factor/reset/confirm': undefined,
  };
}

/** Routes under /user/manage-users/:id that only read (the edit screen). */
export const ACCOUNT_READS = ['GET /user/manage-users/:id'];

/** Everything stored about one account, to prove a refused action wrote nothing. */
export async function accountState(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const email = user?.email ?? '';
  return {
    user,
    codes: await db.select().from(userPrivileges).where(eq(userPrivileges.userId, userId)),
    venues: await db.select().from(userVenues).where(eq(userVenues.userId, userId)),
    totp: await db.select().from(userTotp).where(eq(userTotp.userId, userId)),
    recovery: await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId)),
    links: await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    throttle: await db.select().from(loginThrottle).where(eq(loginThrottle.email, email)),
    resetRequests: await db.select().from(twoFactorResetRequests).where(eq(twoFactorResetRequests.userId, userId)),
    audit: await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, userId))),
  };
}
