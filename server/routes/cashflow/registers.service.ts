// Cash registers per night (/api/cashflow/cajas): open a session with a float out of the safe,
// follow it live (its expected cash is the register's ledger balance), count it blind, and have a
// 207 holder who did not count confirm the close. Every write, its ledger movements and its audit
// row go in one transaction, under row locks on the session and the accounts it moves, so two
// clerks opening, counting or confirming the same register cannot both succeed.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  bodyAmount,
  type CashRegisterDto,
  type CashRegistersAnswer,
  type ConfirmRegisterBody,
  type CountRegisterBody,
  needsReason,
  type OpenRegisterBody,
  type ReasonRegisterBody,
  type RegisterLive,
  type RegisterSessionDto,
} from '../../../src/contract/cash-registers';
import { uuidv7 } from '../../../src/contract/uuid';
import type { Db, Tx } from '../../db/client';
import {
  auditLog,
  cashAccounts,
  cashCategories,
  cashMovements,
  cashSessions,
  nights,
  pointsOfSale,
  users,
  venues,
} from '../../db/schema';
import {
  accountBalance,
  accountBalances,
  bookMovement,
  bookTransfer,
  categoryId,
  firstAccountOfKind,
  lockAccounts,
} from '../../domain/cash-ledger';
import { sessionsOf } from '../../domain/cash-registers';
import { ApiError, pgCode } from '../../lib/errors';
import * as M from './registers.messages';

type SessionRow = typeof cashSessions.$inferSelect;

/** The safe cannot give the float asked for; `available` is what it holds (the route words it). */
export class SafeShort extends Error {
  constructor(readonly available: number) {
    super('safe short');
  }
}

async function loadNight(db: Tx, venueId: string, nightId: string, lock?: 'share') {
  const q = db
    .select()
    .from(nights)
    .where(and(eq(nights.id, nightId), eq(nights.venueId, venueId), isNull(nights.deletedAt)));
  const [row] = lock ? await q.for(lock) : await q;
  if (!row) throw new ApiError(404, M.NIGHT_NOT_FOUND);
  return row;
}

async function threshold(db: Tx, venueId: string): Promise<number> {
  const [v] = await db.select({ t: venues.cashOverShortThreshold }).from(venues).where(eq(venues.id, venueId));
  return Number(v?.t ?? 0);
}

async function peopleOf(db: Tx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function sessionDto(s: SessionRow, people: Map<string, string>, limit: number): RegisterSessionDto {
  const ref = (id: string | null) => (id ? { id, name: people.get(id) ?? '' } : null);
  const counted = s.status !== 'open' && s.countedAmount !== null && s.expectedAmount !== null;
  const difference = counted ? Number(s.countedAmount) - Number(s.expectedAmount) : null;
  return {
    id: s.id,
    status: s.status,
    openingFloat: Number(s.openingFloat),
    floatDenominations: s.floatDenominations ?? null,
    openedBy: ref(s.openedBy),
    openedAt: s.createdAt.toISOString(),
    countedBy: ref(s.countedBy),
    countedAt: s.countedAt?.toISOString() ?? null,
    countedAmount: s.countedAmount === null ? null : Number(s.countedAmount),
    countDenominations: s.countDenominations ?? null,
    // Blind: what the register should hold leaves the server only with (after) a submitted count.
    expectedAmount: counted ? Number(s.expectedAmount) : null,
    difference,
    differenceReason: s.differenceReason,
    reasonRequired: difference !== null && needsReason(difference, limit) && !s.differenceReason,
    closedBy: ref(s.closedBy),
    closedAt: s.closedAt?.toISOString() ?? null,
  };
}

const emptyLive = (): RegisterLive => ({
  carried: 0,
  float: 0,
  cashSales: 0,
  topups: 0,
  refunds: 0,
  extractions: 0,
  payouts: 0,
  overShort: 0,
  closed: 0,
  expected: 0,
});

/** Which part of the live figures a movement of the night is. */
function partOf(kind: string, source: string | null, category: string | null, amount: number): keyof RegisterLive {
  if (kind === 'extraction') return 'extractions';
  if (kind === 'transfer') return amount > 0 ? 'float' : 'closed';
  if (source === 'cash_session_difference' || category === 'Sobrante de caja' || category === 'Faltante de caja')
    return 'overShort';
  if (kind !== 'income') return 'payouts';
  if (amount < 0) return 'refunds';
  if (source === 'card_ledger' || category === 'Cargas de tarjetas VIP' || category === 'Pagos de tarjetas VIP') return 'topups';
  return 'cashSales';
}

/** The night's live figures of some registers: their parts from the ledger, expected = balance. */
async function liveFigures(db: Tx, nightId: string, ids: string[]): Promise<Map<string, RegisterLive>> {
  const out = new Map(ids.map((id) => [id, emptyLive()]));
  if (ids.length === 0) return out;
  const balances = await accountBalances(db, ids);
  const rows = await db
    .select({
      accountId: cashMovements.accountId,
      kind: cashMovements.kind,
      source: cashMovements.sourceType,
      category: cashCategories.name,
      positive: sql<boolean>`${cashMovements.amount} > 0`,
      sum: sql<string>`sum(${cashMovements.amount})`,
    })
    .from(cashMovements)
    .leftJoin(cashCategories, eq(cashCategories.id, cashMovements.categoryId))
    .where(and(eq(cashMovements.nightId, nightId), inArray(cashMovements.accountId, ids), isNull(cashMovements.deletedAt)))
    .groupBy(
      cashMovements.accountId,
      cashMovements.kind,
      cashMovements.sourceType,
      cashCategories.name,
      sql`${cashMovements.amount} > 0`,
    );
  const ofNight = new Map<string, number>();
  for (const r of rows) {
    const live = out.get(r.accountId);
    if (!live) continue;
    const sum = Number(r.sum);
    ofNight.set(r.accountId, (ofNight.get(r.accountId) ?? 0) + sum);
    const part = partOf(r.kind, r.source, r.category, sum);
    // Outflows are shown as positive amounts; over/short keeps its sign.
    live[part] += part === 'float' || part === 'cashSales' || part === 'topups' || part === 'overShort' ? sum : -sum;
  }
  for (const [id, live] of out) {
    live.expected = balances.get(id) ?? 0;
    live.carried = live.expected - (ofNight.get(id) ?? 0);
  }
  return out;
}

export async function listRegisters(db: Db, venueId: string, nightId: string, supervisor: boolean): Promise<CashRegistersAnswer> {
  const night = await loadNight(db, venueId, nightId);
  const accounts = await db
    .select({ account: cashAccounts, posName: pointsOfSale.name, posActive: pointsOfSale.active })
    .from(cashAccounts)
    .innerJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .where(and(eq(cashAccounts.venueId, venueId), eq(cashAccounts.kind, 'register'), isNull(cashAccounts.deletedAt)))
    .orderBy(asc(pointsOfSale.name), asc(cashAccounts.createdAt));
  const ids = accounts.map((a) => a.account.id);
  const sessions = new Map((await sessionsOf(db, nightId, ids)).map((s) => [s.accountId, s]));
  const people = await peopleOf(
    db,
    [...sessions.values()].flatMap((s) => [s.openedBy, s.countedBy, s.closedBy]),
  );
  const live = supervisor ? await liveFigures(db, nightId, ids) : null;
  const limit = await threshold(db, venueId);
  const registers: CashRegisterDto[] = [];
  for (const { account, posName, posActive } of accounts) {
    const session = sessions.get(account.id);
    if (!(account.active && posActive) && !session) continue;
    registers.push({
      accountId: account.id,
      accountName: account.name,
      pointOfSaleId: account.pointOfSaleId ?? '',
      pointOfSaleName: posName,
      session: session ? sessionDto(session, people, limit) : null,
      live: live?.get(account.id) ?? null,
    });
  }
  return {
    night: { id: night.id, businessDate: night.businessDate, eventName: night.eventName, status: night.status },
    threshold: limit,
    supervisor,
    registers,
  };
}

async function answerFor(db: Db, venueId: string, sessionId: string): Promise<RegisterSessionDto> {
  const [s] = await db.select().from(cashSessions).where(eq(cashSessions.id, sessionId));
  if (!s) throw new ApiError(404, M.SESSION_NOT_FOUND);
  return sessionDto(s, await peopleOf(db, [s.openedBy, s.countedBy, s.closedBy]), await threshold(db, venueId));
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
      const night = await loadNight(tx, venueId, body.nightId, 'share');
      if (night.status !== 'open') throw new ApiError(409, M.NIGHT_NOT_OPEN);
      const [pos] = await tx
        .select({ id: pointsOfSale.id, name: pointsOfSale.name })
        .from(pointsOfSale)
        .where(and(eq(pointsOfSale.id, body.pointOfSaleId), eq(pointsOfSale.venueId, venueId), isNull(pointsOfSale.deletedAt)));
      if (!pos) throw new ApiError(404, M.POS_NOT_FOUND);
      const [register] = await tx
        .select({ id: cashAccounts.id })
        .from(cashAccounts)
        .where(
          and(
            eq(cashAccounts.venueId, venueId),
            eq(cashAccounts.kind, 'register'),
            eq(cashAccounts.pointOfSaleId, pos.id),
            eq(cashAccounts.active, true),
            isNull(cashAccounts.deletedAt),
          ),
        )
        .orderBy(asc(cashAccounts.createdAt))
        .limit(1);
      if (!register) throw new ApiError(409, M.NO_REGISTER);
      const safe = await firstAccountOfKind(tx, venueId, 'safe');
      if (!safe) throw new ApiError(409, M.NO_SAFE);
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
      await tx.insert(auditLog).values({
        userId,
        action: 'cash_session.open',
        entity: 'cash_sessions',
        entityId: sessionId,
        before: null,
        after: { nightId: night.id, accountId: register.id, openingFloat: float, denominations: body.denominations ?? null },
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

const notOpen = (s: SessionRow) => new ApiError(409, s.status === 'closed' ? M.ALREADY_CLOSED : M.ALREADY_COUNTED);

export async function countRegister(
  db: Db,
  { venueId, userId }: Actor,
  sessionId: string,
  body: CountRegisterBody,
): Promise<RegisterSessionDto> {
  const counted = bodyAmount(body);
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, venueId, sessionId);
    if (session.status !== 'open') throw notOpen(session);
    // The snapshot under the account's lock: no extraction or payout can slip between it and the count.
    await lockAccounts(tx, venueId, [session.accountId]);
    const expected = await accountBalance(tx, session.accountId);
    const now = new Date();
    await tx
      .update(cashSessions)
      .set({
        status: 'counting',
        countedBy: userId,
        countedAt: now,
        countedAmount: counted,
        countDenominations: body.denominations ?? null,
        expectedAmount: expected,
        differenceReason: body.reason ? body.reason : null,
        updatedAt: now,
      })
      .where(eq(cashSessions.id, sessionId));
    await tx.insert(auditLog).values({
      userId,
      action: 'cash_session.count',
      entity: 'cash_sessions',
      entityId: sessionId,
      before: { status: 'open' },
      after: { status: 'counting', counted, expected, difference: counted - expected, reason: body.reason ?? '' },
    });
  });
  return answerFor(db, venueId, sessionId);
}

export async function confirmRegister(
  db: Db,
  { venueId, userId }: Actor,
  sessionId: string,
  body: ConfirmRegisterBody,
): Promise<RegisterSessionDto> {
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, venueId, sessionId);
    if (session.status !== 'counting') {
      throw new ApiError(409, session.status === 'closed' ? M.ALREADY_CLOSED : M.NOT_COUNTED);
    }
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
        categoryId: await categoryId(tx, venueId, over ? 'income' : 'expense', over ? 'Sobrante de caja' : 'Faltante de caja'),
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
    await tx
      .update(cashSessions)
      .set({ status: 'closed', closedBy: userId, closedAt: now, differenceReason: reason, updatedAt: now })
      .where(eq(cashSessions.id, sessionId));
    await tx.insert(auditLog).values({
      userId,
      action: 'cash_session.close',
      entity: 'cash_sessions',
      entityId: sessionId,
      before: { status: 'counting', countedBy: session.countedBy },
      after: { status: 'closed', counted, expected, difference, reason },
    });
  });
  return answerFor(db, venueId, sessionId);
}

/** Back to open before the confirmation: the count is discarded (the audit row keeps it). */
export async function recountRegister(db: Db, { venueId, userId }: Actor, sessionId: string): Promise<RegisterSessionDto> {
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, venueId, sessionId);
    if (session.status !== 'counting') {
      throw new ApiError(409, session.status === 'closed' ? M.ALREADY_CLOSED : M.NOT_COUNTED);
    }
    await tx
      .update(cashSessions)
      .set({
        status: 'open',
        countedBy: null,
        countedAt: null,
        countedAmount: null,
        countDenominations: null,
        expectedAmount: null,
        differenceReason: null,
        updatedAt: new Date(),
      })
      .where(eq(cashSessions.id, sessionId));
    await tx.insert(auditLog).values({
      userId,
      action: 'cash_session.recount',
      entity: 'cash_sessions',
      entityId: sessionId,
      before: {
        status: 'counting',
        countedBy: session.countedBy,
        countedAmount: session.countedAmount,
        expectedAmount: session.expectedAmount,
      },
      after: { status: 'open' },
    });
  });
  return answerFor(db, venueId, sessionId);
}

/** The reason of the difference, written by a 141 holder while the count waits for its confirmation. */
export async function explainRegister(
  db: Db,
  { venueId, userId }: Actor,
  sessionId: string,
  body: ReasonRegisterBody,
): Promise<RegisterSessionDto> {
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, venueId, sessionId);
    if (session.status !== 'counting') {
      throw new ApiError(409, session.status === 'closed' ? M.ALREADY_CLOSED : M.NOT_COUNTED);
    }
    await tx
      .update(cashSessions)
      .set({ differenceReason: body.reason, updatedAt: new Date() })
      .where(eq(cashSessions.id, sessionId));
    await tx.insert(auditLog).values({
      userId,
      action: 'cash_session.reason',
      entity: 'cash_sessions',
      entityId: sessionId,
      before: { differenceReason: session.differenceReason },
      after: { differenceReason: body.reason },
    });
  });
  return answerFor(db, venueId, sessionId);
}
