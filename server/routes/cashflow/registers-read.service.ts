// The reading side of the night's registers (/api/cashflow/cajas): the list with each session and,
// for 207 holders, the card's figures (server/domain/register-expected.ts: float + cash in − cash
// out = expected) and the movements behind each of its lines, and one session as the write routes
// answer it. Blind by construction: a session's expected amount leaves the server only once it was
// counted, and the figures and their movements only for callers with 207.
import { eq, inArray } from 'drizzle-orm';
import {
  type CashRegisterDto,
  type CashRegistersAnswer,
  needsReason,
  type RegisterPartAnswer,
  type RegisterPartQuery,
  type RegisterSessionDto,
} from '../../../src/contract/cash-registers';
import type { Db, Tx } from '../../db/client';
import { cashSessions, users, venues } from '../../db/schema';
import { sessionsOf, venueRegisters } from '../../domain/cash-registers';
import { venueNight } from '../../domain/night-of';
import { registerFigures, registerPartLines } from '../../domain/register-expected';
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

export async function listRegisters(db: Db, venueId: string, nightId: string, supervisor: boolean): Promise<CashRegistersAnswer> {
  const night = await venueNight(db, venueId, nightId);
  const accounts = await venueRegisters(db, venueId);
  const ids = accounts.map((a) => a.account.id);
  const sessions = new Map((await sessionsOf(db, nightId, ids)).map((s) => [s.accountId, s]));
  const people = await peopleOf(
    db,
    [...sessions.values()].flatMap((s) => [s.openedBy, s.countedBy, s.closedBy]),
  );
  const live = supervisor ? await registerFigures(db, nightId, ids) : null;
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

/** The movements behind one line of a register's card (207): the register must be one of the venue's. */
export async function registerPart(db: Db, venueId: string, q: RegisterPartQuery): Promise<RegisterPartAnswer> {
  await venueNight(db, venueId, q.nightId);
  const registers = await venueRegisters(db, venueId);
  if (!registers.some((r) => r.account.id === q.accountId)) throw new ApiError(404, M.SESSION_NOT_FOUND);
  return registerPartLines(db, q.nightId, q.accountId, q.part);
}
