// Staff administration of two-factor sign-in (300): require it of a money/access role, and reset a
// lost authenticator. A reset of a money/access role (server/domain/account-rules.ts) is done at
// once only by the owner (every code); any other admin's reset is a request, stored in
// two_factor_reset_requests and audited, that a different admin — also holding every code of the
// user — confirms within 24 h. Nobody resets their own two-factor sign-in here (their profile and
// recovery codes are for that). Every write runs under the access lock of users-admin.service.ts.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type StaffUserDetail, TWO_FACTOR_RESET_TTL_HOURS } from '../../../src/contract/staff';
import type { Db, Tx } from '../../db/client';
import { twoFactorResetRequests, userRecoveryCodes, users, userTotp } from '../../db/schema';
import { codesBeyond, isMoneyOrAccessRole, isOwner } from '../../domain/account-rules';
import { ApiError } from '../../lib/errors';
import { staffDetail } from './users.service';
import { type Actor, audit, type Ctx, codesOf, target, write } from './users-admin.service';

export const NOT_ELIGIBLE = 'Solo se puede exigir a quien tiene códigos de dinero o de acceso';
export const OWN_TWO_FACTOR = 'Tu propia verificación en dos pasos se cambia desde tu perfil';
export const SAME_ADMIN = 'Otro administrador debe confirmar el restablecimiento que pediste';
export const NO_REQUEST = 'No hay un pedido de restablecimiento vigente: pídelo de nuevo';
export const OTHER_REQUEST = 'Otro administrador ya pidió restablecerla: confirma su pedido';

/**
 * Requires (or stops requiring) two-factor sign-in of a user holding a money or access code
 * (MONEY_ACCESS_CODES). A required user without an authenticator must enrol right after signing in.
 */
export function setTwoFactorRequired(db: Db, actor: Actor, id: string, required: boolean): Promise<StaffUserDetail> {
  return write(db, actor, async (ctx) => {
    const u = await target(ctx, id);
    if (u.totpRequired === required) return staffDetail(ctx.tx, ctx.venueId, ctx.id, id);
    const codes = await codesOf(ctx.tx, id);
    if (required && !isMoneyOrAccessRole(codes)) throw new ApiError(422, NOT_ELIGIBLE);
    await ctx.tx.update(users).set({ totpRequired: required, updatedAt: new Date() }).where(eq(users.id, id));
    await audit(ctx, 'totp_required', id, { totpRequired: u.totpRequired }, { totpRequired: required });
    return staffDetail(ctx.tx, ctx.venueId, ctx.id, id);
  });
}

/** The user's open reset request (unconfirmed, not expired), locked for this transaction. */
async function openRequest(tx: Tx, userId: string, now: Date) {
  const [row] = await tx
    .select()
    .from(twoFactorResetRequests)
    .where(
      and(
        eq(twoFactorResetRequests.userId, userId),
        isNull(twoFactorResetRequests.confirmedAt),
        gt(twoFactorResetRequests.expiresAt, now),
      ),
    )
    .for('update');
  return row;
}

/** The TOTP and recovery codes go; every open request of the user is closed by this admin. */
async function removeTwoFactor(ctx: Ctx, id: string, requestedBy: string | null): Promise<StaffUserDetail> {
  const now = new Date();
  const removed = await ctx.tx.delete(userTotp).where(eq(userTotp.userId, id)).returning({ confirmedAt: userTotp.confirmedAt });
  await ctx.tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, id));
  await ctx.tx
    .update(twoFactorResetRequests)
    .set({ confirmedBy: ctx.id, confirmedAt: now, updatedAt: now })
    .where(and(eq(twoFactorResetRequests.userId, id), isNull(twoFactorResetRequests.confirmedAt)));
  await audit(ctx, 'totp_reset', id, { totpEnabled: !!removed[0]?.confirmedAt }, { totpEnabled: false, requestedBy });
  return staffDetail(ctx.tx, ctx.venueId, ctx.id, id);
}

/**
 * A lost authenticator: the user's TOTP and recovery codes go (they enrol again if required) —
 * at once for a role without money or access codes or when the owner asks; otherwise a request
 * (`requested`: true) that another admin confirms.
 */
export function resetTwoFactor(db: Db, actor: Actor, id: string): Promise<{ detail: StaffUserDetail; requested: boolean }> {
  return write(db, actor, async (ctx) => {
    if (id === ctx.id) throw new ApiError(403, OWN_TWO_FACTOR);
    await target(ctx, id);
    if (!isMoneyOrAccessRole(await codesOf(ctx.tx, id)) || isOwner(ctx.codes)) {
      return { detail: await removeTwoFactor(ctx, id, null), requested: false };
    }
    const now = new Date();
    const open = await openRequest(ctx.tx, id, now);
    if (open && open.requestedBy !== ctx.id) throw new ApiError(409, OTHER_REQUEST);
    if (!open) {
      const expiresAt = new Date(now.getTime() + TWO_FACTOR_RESET_TTL_HOURS * 3600_000);
      const [row] = await ctx.tx
        .insert(twoFactorResetRequests)
        .values({ venueId: ctx.venueId, userId: id, requestedBy: ctx.id, expiresAt })
        .returning({ id: twoFactorResetRequests.id });
      await audit(ctx, 'totp_reset_requested', id, null, { requestId: row?.id, expiresAt: expiresAt.toISOString() });
    }
    return { detail: await staffDetail(ctx.tx, ctx.venueId, ctx.id, id), requested: true };
  });
}

/**
 * A second admin confirms another admin's open request: the reset is done. The requester must
 * still be an active 300 holder holding every code of the user, or the request no longer counts.
 */
export function confirmTwoFactorReset(db: Db, actor: Actor, id: string): Promise<StaffUserDetail> {
  return write(db, actor, async (ctx) => {
    if (id === ctx.id) throw new ApiError(403, OWN_TWO_FACTOR);
    await target(ctx, id);
    const open = await openRequest(ctx.tx, id, new Date());
    if (!open) throw new ApiError(409, NO_REQUEST);
    if (open.requestedBy === ctx.id) throw new ApiError(403, SAME_ADMIN);
    const [requester] = await ctx.tx
      .select({ active: users.active, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, open.requestedBy));
    const theirs = new Set(await codesOf(ctx.tx, open.requestedBy));
    const entitled = requester?.active && !requester.deletedAt && theirs.has('300');
    if (!entitled || codesBeyond(theirs, await codesOf(ctx.tx, id)).length > 0) throw new ApiError(409, NO_REQUEST);
    return removeTwoFactor(ctx, id, open.requestedBy);
  });
}
