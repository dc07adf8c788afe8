// Two-factor sign-in (issue 16 "Security"): a TOTP authenticator per user (RFC 6238, otpauth,
// SHA-1 / 6 digits / 30 s, what every authenticator app reads), its secret sealed at rest
// (server/lib/secret-box.ts), 10 one-time recovery codes stored as sha256 hashes, and the
// last accepted time step so a code is never accepted twice. Every change writes its audit row
// in the same transaction.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { RECOVERY_CODE_COUNT, type TwoFactorSetupDto, type TwoFactorStatusDto } from '../../../src/contract/two-factor';
import type { Db, Tx } from '../../db/client';
import { usedTotpChallenges, userRecoveryCodes, userTotp } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { ApiError } from '../../lib/errors';
import { open, seal } from '../../lib/secret-box';
import type { AuthUser } from '../../middleware/auth';

export const TOTP_KEY_PURPOSE = 'totp-secret-v1';
const PERIOD = 30;
const ISSUER = 'Noctua';
export const WRONG_CODE = 'El código no es correcto';
const NOT_ENABLED = 'La verificación en dos pasos no está activada';

function totpOf(secretBase32: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

async function totpRow(db: Db | Tx, userId: string) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row;
}

export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[^0-9a-z]/g, '');
  return createHash('sha256').update(normalised).digest('hex');
}

/** Ten fresh codes like "7f3k-9q2m-x4": 50 random bits each, in an unambiguous alphabet. */
function newRecoveryCodes(): string[] {
  const alphabet = '23456789abcdefghjkmnpqrstuvwxyz';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

async function replaceRecoveryCodes(tx: Tx, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await tx.insert(userRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  return codes;
}

export async function twoFactorStatus(db: Db, user: AuthUser): Promise<TwoFactorStatusDto> {
  const [left] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, user.id), isNull(userRecoveryCodes.usedAt)));
  return { enabled: user.totpEnabled, required: user.totpRequired, recoveryCodesLeft: user.totpEnabled ? (left?.n ?? 0) : 0 };
}

/** Starts (or restarts) an enrolment: a new secret waiting for its first code. */
export async function setupTwoFactor(db: Db, key: Buffer, user: AuthUser): Promise<TwoFactorSetupDto> {
  if (user.totpEnabled) throw new ApiError(409, 'La verificación en dos pasos ya está activada');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const secretEnc = seal(key, secret);
  await db
    .insert(userTotp)
    .values({ userId: user.id, secretEnc })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEnc, confirmedAt: null, lastStep: null, updatedAt: new Date() },
    });
  return { secret, otpauthUri: totpOf(secret, user.email).toString() };
}

/** What a code is: right (and now spent), wrong (a guess), or right but already used (a replay). */
export type CodeCheck = 'ok' | 'wrong' | 'used';

/**
 * Checks `code` against the user's secret (one step of clock drift either way) and records its
 * time step in the same statement that refuses a step at or before the last accepted one: a code
 * is accepted once, even by parallel requests. A right code whose step was already accepted is
 * 'used', not 'wrong': a resend, not a guess.
 */
async function checkCode(db: Db | Tx, key: Buffer, userId: string, code: string, pending = false): Promise<CodeCheck> {
  const row = await totpRow(db, userId);
  if (!row || (pending ? row.confirmedAt !== null : row.confirmedAt === null)) return 'wrong';
  const secret = open(key, row.secretEnc);
  if (!secret) return 'wrong';
  const now = Date.now();
  const delta = OTPAuth.TOTP.validate({
    token: code,
    secret: OTPAuth.Secret.fromBase32(secret),
    period: PERIOD,
    timestamp: now,
    window: 1,
  });
  if (delta === null) return 'wrong';
  const step = OTPAuth.TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  const updated = await db
    .update(userTotp)
    .set({ lastStep: step, updatedAt: new Date() })
    .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
    .returning({ userId: userTotp.userId });
  return updated.length === 1 ? 'ok' : 'used';
}

/** A code accepted for a signed-in change (enrolment, turning off, new recovery codes). */
async function acceptCode(db: Db | Tx, key: Buffer, userId: string, code: string, pending = false): Promise<boolean> {
  return (await checkCode(db, key, userId, code, pending)) === 'ok';
}

/** The first code confirms the enrolment: the recovery codes, shown this once. */
export async function confirmTwoFactor(db: Db, key: Buffer, user: AuthUser, code: string): Promise<string[]> {
  if (user.totpEnabled) throw new ApiError(409, 'La verificación en dos pasos ya está activada');
  return db.transaction(async (tx) => {
    if (!(await totpRow(tx, user.id))) throw new ApiError(409, 'Primero genera el código QR');
    if (!(await acceptCode(tx, key, user.id, code, true))) throw new ApiError(422, WRONG_CODE);
    await tx.update(userTotp).set({ confirmedAt: new Date() }).where(eq(userTotp.userId, user.id));
    const codes = await replaceRecoveryCodes(tx, user.id);
    await writeAudit(
      tx,
      user.id,
      'totp_enable',
      'users',
      user.id,
      { totpEnabled: false },
      { totpEnabled: true, recoveryCodes: codes.length },
    );
    return codes;
  });
}

/** Turns two-factor sign-in off with a current code; not while an admin requires it. */
export async function disableTwoFactor(db: Db, key: Buffer, user: AuthUser, code: string): Promise<void> {
  if (!user.totpEnabled) throw new ApiError(409, NOT_ENABLED);
  if (user.totpRequired) throw new ApiError(422, 'Un administrador exige la verificación en dos pasos para tu cuenta');
  await db.transaction(async (tx) => {
    if (!(await acceptCode(tx, key, user.id, code))) throw new ApiError(422, WRONG_CODE);
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
    await writeAudit(tx, user.id, 'totp_disable', 'users', user.id, { totpEnabled: true }, { totpEnabled: false });
  });
}

/** New recovery codes (the old ones stop working), with a current code. */
export async function regenerateRecoveryCodes(db: Db, key: Buffer, user: AuthUser, code: string): Promise<string[]> {
  if (!user.totpEnabled) throw new ApiError(409, NOT_ENABLED);
  return db.transaction(async (tx) => {
    if (!(await acceptCode(tx, key, user.id, code))) throw new ApiError(422, WRONG_CODE);
    const codes = await replaceRecoveryCodes(tx, user.id);
    await writeAudit(tx, user.id, 'totp_recovery_codes', 'users', user.id, undefined, { recoveryCodes: codes.length });
    return codes;
  });
}

/**
 * The second sign-in step: a current code (once) or an unused recovery code (spent here, audited).
 * 'wrong' when neither is right (the caller counts it towards the lockout).
 */
async function verifySecondStep(
  tx: Tx,
  key: Buffer,
  userId: string,
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<CodeCheck> {
  if (input.code !== undefined) return checkCode(tx, key, userId, input.code);
  if (input.recoveryCode === undefined) return 'wrong';
  const codeHash = hashRecoveryCode(input.recoveryCode);
  const spent = await tx
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(userRecoveryCodes.userId, userId), eq(userRecoveryCodes.codeHash, codeHash), isNull(userRecoveryCodes.usedAt)))
    .returning({ id: userRecoveryCodes.id });
  if (spent.length !== 1) return 'wrong';
  await writeAudit(tx, userId, 'totp_recovery_code_used', 'users', userId, undefined, { recoveryCodeId: spent[0]?.id });
  return 'ok';
}

/** The challenge was already redeemed: one challenge, one session. */
export type Redeemed = CodeCheck | 'spent';

/** Thrown inside the redemption's transaction to undo it (a wrong or used code spends nothing). */
class Undo extends Error {
  constructor(readonly outcome: Redeemed) {
    super(outcome);
  }
}

/** Whether the challenge `jti` already gave its session (a cheap look before claiming an attempt). */
export async function challengeSpent(db: Db, jti: string): Promise<boolean> {
  const [row] = await db.select({ id: usedTotpChallenges.id }).from(usedTotpChallenges).where(eq(usedTotpChallenges.id, jti));
  return row !== undefined;
}

/**
 * Redeems a sign-in challenge with its second step, in one transaction: the challenge is marked
 * used (its id's primary key: parallel redemptions of one challenge queue on it, and all but the
 * first find it spent) together with the code's step or the recovery code. Anything but 'ok' leaves
 * both untouched, so a typo can be corrected on the same challenge.
 */
export async function redeemChallenge(
  db: Db,
  key: Buffer,
  challenge: { jti: string; userId: string; expiresAt: Date },
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<Redeemed> {
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx
        .insert(usedTotpChallenges)
        .values({ id: challenge.jti, expiresAt: challenge.expiresAt })
        .onConflictDoNothing()
        .returning({ id: usedTotpChallenges.id });
      if (taken.length === 0) throw new Undo('spent');
      const outcome = await verifySecondStep(tx, key, challenge.userId, input);
      if (outcome !== 'ok') throw new Undo(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Undo) return error.outcome;
    throw error;
  }
}
