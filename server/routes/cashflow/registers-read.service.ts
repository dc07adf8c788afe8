// The reading side of the night's registers (/api/cashflow/cajas): the list with each session and,
// for 207 holders, the live figures from the ledger (expected = the register's balance), and one
// session as the write routes answer it. Blind by construction: a session's expected amount leaves
// the server only once it was counted, and the live figures only for callers with 207.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type CashRegisterDto,
  type CashRegistersAnswer,
  needsReason,
  type RegisterLive,
  type RegisterSessionDto,
} from '../../../src/contract/cash-registers';
import type { Db, Tx } from '../../db/client';
import { cashCategories, cashMovements, cashSessions, users, venues } from '../../db/schema';
import { accountBalances } from '../../domain/cash-ledger';
import { sessionsOf, venueRegisters } from '../../domain/cash-registers';
import { venueNight } from '../../domain/night-of';
import { ApiError } from '../../lib/errors';
import * as M from './registers.messages';

export type SessionRow = typeof cashSessions.$inferSelect;

export async function threshold(db: Tx, venueId: string): Promise<number> {
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
  const night = await venueNight(db, venueId, nightId);
  const accounts = await venueRegisters(db, venueId);
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

export async function answerFor(db: Db, venueId: string, sessionId: string): Promise<RegisterSessionDto> {
  const [s] = await db.select().from(cashSessions).where(eq(cashSessions.id, sessionId));
  if (!s) throw new ApiError(404, M.SESSION_NOT_FOUND);
  return sessionDto(s, await peopleOf(db, [s.openedBy, s.countedBy, s.closedBy]), await threshold(db, venueId));
}
