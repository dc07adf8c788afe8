// Cash registers per night (/api/cashflow/cajas): open a session with a float out of the safe,
// count it blind, and have a 207 holder who did not count confirm the close (or send it back to a
// recount). Every write, its ledger movements and its audit row go in one transaction, under row
// locks on the session and the accounts it moves, so two clerks opening, counting or confirming
// the same register cannot both succeed. The reading side is registers-read.service.ts.
import { and, eq, isNull } from 'drizzle-orm';
import {
  bodyAmount,
  type ConfirmRegisterBody,
  type CountRegisterBody,
  needsReason,
  type OpenRegisterBody,
  type ReasonRegisterBody,
  type RegisterSessionDto,
} from '../../../src/contract/cash-registers';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db, Tx } from '../../db/client';
import { cashAccounts, cashSessions } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import {
  accountBalance,
  bookMovement,
  bookTransfer,
  firstAccountOfKind,
  lockAccounts,
  systemCategoryId,
} from '../../domain/cash-ledger';
import { registerAndSafe, sessionsOf } from '../../domain/cash-registers';
import { venueNight } from '../../domain/night-of';
import { registerExpected } from '../../domain/register-expected';
import { ApiError, pgCode } from '../../lib/errors';
import * as M from './registers.messages';
import { answerFor, type SessionRow, threshold } from './registers-read.service';

/** The safe cannot give the float asked for; `available` is what it holds (the route words it). */
export class SafeShort extends Error {
  constructor(readonly available: number) {
    super('safe short');
  }
}

export interface Actor {
  venueId: string;
  userId: string;
}

export async function openRegister(db: Db, { venueId, userId }: Actor, body: OpenRegisterBody): Promise<RegisterSessionDto> {
  const float = bodyAmount(body);
  const sessionId = uuidv7();
  try {
    await db.transaction(async (tx) => {
      // Shared lock: closing the night waits for an opening in flight, and vice versa.
      const night = await venueNight(tx, venueId, body.nightId, 'share');
      if (night.status !== 'open') throw new ApiError(409, M.NIGHT_NOT_OPEN);
      const { pos, register, safe } = await registerAndSafe(tx, venueId, body.pointOfSaleId, { activeOnly: true });
      await lockAccounts(tx, venueId, [register.id, safe.id]);
      const [existing] = await sessionsOf(tx, night.id, [register.id]);
      if (existing) throw new ApiError(409, M.ALREADY_OPEN);
      const available = await accountBalance(tx, safe.id);
      if (float > available) throw new SafeShort(Math.max(0, available));
      await tx.insert(cashSessions).values({
        id: sessionId,
        accountId: register.id,
        nightId: night.id,
        openingFloat: float,
        floatDenominations: body.denominations ?? null,
        status: 'open',
        openedBy: userId,
      });
      if (float > 0) {
        await bookTransfer(tx, {
          from: safe.id,
          to: register.id,
          amount: float,
          kind: 'transfer',
          nightId: night.id,
          note: `Fondo fijo de apertura — ${pos.name}`,
          userId,
          source: { type: 'cash_session_float', id: sessionId },
        });
      }
      await auditSession(tx, userId, 'open', sessionId, null, {
        nightId: night.id,
        accountId: register.id,
        openingFloat: float,
        denominations: body.denominations ?? null,
      });
    });
  } catch (err) {
    // Two clerks opening the same register at once: the unique (account, night) index lets one win.
    if (pgCode(err) === '23505') throw new ApiError(409, M.ALREADY_OPEN);
    throw err;
  }
  return answerFor(db, venueId, sessionId);
}

/** The session, row-locked for the transaction, when it is one of the venue's registers'. */
async function lockSession(tx: Tx, venueId: string, sessionId: string): Promise<SessionRow> {
  const [row] = await tx
    .select({ s: cashSessions })
    .from(cashSessions)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashSessions.accountId))
    .where(and(eq(cashSessions.id, sessionId), eq(cashAccounts.venueId, venueId), isNull(cashSessions.deletedAt)))
    .for('update', { of: cashSessions });
  if (!row) throw new ApiError(404, M.SESSION_NOT_FOUND);
  return row.s;
}

/** The session locked, when its count waits for a confirmation (409 otherwise). */
async function lockCountedSession(tx: Tx, venueId: string, sessionId: string): Promise<SessionRow> {
  const session = await lockSession(tx, venueId, sessionId);
  if (session.status !== 'counting') throw new ApiError(409, session.status === 'closed' ? M.ALREADY_CLOSED : M.NOT_COUNTED);
  return session;
}

/** The audit row of a session change, in the change's transaction. */
function auditSession(tx: Tx, userId: string, action: string, sessionId: string, before: unknown, after: unknown) {
  return writeAudit(tx, userId, `cash_session.${action}`, 'cash_sessions', sessionId, before, after);
}

type SessionChange = Partial<typeof cashSessions.$inferInsert>;

/** A change of the session's row and its audit row (`before` → `after`), in the change's transaction. */
async function updateSession(
  tx: Tx,
  userId: string,
  action: string,
  sessionId: string,
  set: SessionChange,
  audit: { before: unknown; after: unknown },
) {
  await tx
    .update(cashSessions)
    .set({ updatedAt: new Date(), ...set })
    .where(eq(cashSessions.id, sessionId));
  await auditSession(tx, userId, action, sessionId, audit.before, audit.after);
}

/** Runs `change` in one transaction on the session row-locked by `lock`, then answers the session. */
async function changeSession(
  db: Db,
  venueId: string,
  sessionId: string,
  lock: (tx: Tx, venueId: string, sessionId: string) => Promise<SessionRow>,
  change: (tx: Tx, session: SessionRow) => Promise<void>,
): Promise<RegisterSessionDto> {
  await db.transaction(async (tx) => change(tx, await lock(tx, venueId, sessionId)));
  return answerFor(db, venueId, sessionId);
}

const notOpen = (s: SessionRow) => new ApiError(409, s.status === 'closed' ? M.ALREADY_CLOSED : M.ALREADY_COUNTED);

export async function countRegister(
  db: Db,
  { venueId, userId }: Actor,
  sessionId: string,
  body: CountRegisterBody,
): Promise<RegisterSessionDto> {
  const counted = bodyAmount(body);
  return changeSession(db, venueId, sessionId, lockSession, async (tx, session) => {
    if (session.status !== 'open') throw notOpen(session);
    // The snapshot under the account's lock: no extraction or payout can slip between it and the count.
    // It is the card's expected (server/domain/register-expected.ts): nothing is settled yet, so it
    // is also the register's balance.
    await lockAccounts(tx, venueId, [session.accountId]);
    const expected = await registerExpected(tx, session.nightId, session.accountId);
    const now = new Date();
    const set = {
      status: 'counting' as const,
      countedBy: userId,
      countedAt: now,
      countedAmount: counted,
      countDenominations: body.denominations ?? null,
      expectedAmount: expected,
      differenceReason: body.reason ? body.reason : null,
      updatedAt: now,
    };
    await updateSession(tx, userId, 'count', sessionId, set, {
      before: { status: 'open' },
      after: { status: 'counting', counted, expected, difference: counted - expected, reason: body.reason ?? '' },
    });
  });
}

export async function confirmRegister(
  db: Db,
  { venueId, userId }: Actor,
  sessionId: string,
  body: ConfirmRegisterBody,
): Promise<RegisterSessionDto> {
  return changeSession(db, venueId, sessionId, lockCountedSession, async (tx, session) => {
    if (session.countedBy === userId) throw new ApiError(403, M.SELF_CONFIRM);
    const counted = Number(session.countedAmount ?? 0);
    const expected = Number(session.expectedAmount ?? 0);
    const difference = counted - expected;
    const reason = body.reason || session.differenceReason || null;
    if (needsReason(difference, await threshold(tx, venueId)) && !reason) throw new ApiError(422, M.REASON_REQUIRED);
    const safe = await firstAccountOfKind(tx, venueId, 'safe');
    if (!safe) throw new ApiError(409, M.NO_SAFE);
    await lockAccounts(tx, venueId, [session.accountId, safe.id]);
    const now = new Date();
    if (difference !== 0) {
      const over = difference > 0;
      await bookMovement(tx, {
        accountId: session.accountId,
        kind: over ? 'income' : 'expense',
        amount: difference,
        at: now,
        nightId: session.nightId,
        categoryId: await systemCategoryId(tx, venueId, over ? 'register_over' : 'register_short'),
        note: reason ? `Diferencia en el arqueo de cierre: ${reason}` : 'Diferencia en el arqueo de cierre',
        userId,
        source: { type: 'cash_session_difference', id: sessionId },
      });
    }
    if (counted > 0) {
      await bookTransfer(tx, {
        from: session.accountId,
        to: safe.id,
        amount: counted,
        kind: 'transfer',
        at: now,
        nightId: session.nightId,
        note: 'Cierre de caja: recaudación al tesoro',
        userId,
        source: { type: 'cash_session_close', id: sessionId },
      });
    }
    const set = { status: 'closed' as const, closedBy: userId, closedAt: now, differenceReason: reason, updatedAt: now };
    await updateSession(tx, userId, 'close', sessionId, set, {
      before: { status: 'counting', countedBy: session.countedBy },
      after: { status: 'closed', counted, expected, difference, reason },
    });
  });
}

/** Back to open before the confirmation: the count is discarded (the audit row keeps it). */
export async function recountRegister(db: Db, { venueId, userId }: Actor, sessionId: string): Promise<RegisterSessionDto> {
  return changeSession(db, venueId, sessionId, lockCountedSession, async (tx, session) => {
    const set = {
      status: 'open' as const,
      countedBy: null,
      countedAt: null,
      countedAmount: null,
      countDenominations: null,
      expectedAmount: null,
      differenceReason: null,
    };
    const before = {
      status: 'counting',
      countedBy: session.countedBy,
      countedAmount: session.countedAmount,
      expectedAmount: session.expectedAmount,
    };
    await updateSession(tx, userId, 'recount', sessionId, set, { before, after: { status: 'open' } });
  });
}

/** The reason of the difference, written by a 141 holder while the count waits for its confirmation. */
export async function explainRegister(
  db: Db,
  { venueId, userId }: Actor,
  sessionId: string,
  body: ReasonRegisterBody,
): Promise<RegisterSessionDto> {
  return changeSession(db, venueId, sessionId, lockCountedSession, (tx, session) =>
    updateSession(
      tx,
      userId,
      'reason',
      sessionId,
      { differenceReason: body.reason },
      {
        before: { differenceReason: session.differenceReason },
        after: { differenceReason: body.reason },
      },
    ),
  );
}
