// Balances (saldos): every account's balance at a date and an account's statement with its running
// balance (resumen, 206), and the board across accounts now with tonight's registers (tablero, 207:
// float, the night's cash in and out and their net, expected — server/domain/register-expected.ts).
// Balances are sums of the ledger, never stored. Each answer is one aggregate query over
// cash_movements (indexed by account and time), so a year of movements stays fast.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BalanceDto, BoardDto, BoardRegister, StatementDto } from '../../../src/contract/cashflow';
import type { Db } from '../../db/client';
import { cashAccounts, cashCategories, cashMovements, cashSessions, nights, pointsOfSale } from '../../db/schema';
import { registerFigures } from '../../domain/register-expected';
import { ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';
import { ACCOUNT_NOT_FOUND } from './cashflow.messages';
import { accountOrder } from './config.service';
import { endOf, startOf, within } from './period';

/** An account's name columns and its balance: the sum of the movements joined to it. */
const accountBalance = {
  id: cashAccounts.id,
  name: cashAccounts.name,
  kind: cashAccounts.kind,
  active: cashAccounts.active,
  balance: sql<string>`coalesce(sum(${cashMovements.amount}), 0)::bigint`,
};

export async function balancesAt(db: Db, venueId: string, timezone: string, at?: string): Promise<BalanceDto[]> {
  const until = endOf(at, timezone);
  const rows = await db
    .select({
      ...accountBalance,
    })
    .from(cashAccounts)
    .leftJoin(
      cashMovements,
      and(eq(cashMovements.accountId, cashAccounts.id), isNull(cashMovements.deletedAt), sql`${cashMovements.at} <= ${until}`),
    )
    .where(ofVenue(cashAccounts, venueId))
    .groupBy(cashAccounts.id)
    .orderBy(...accountOrder);
  return rows.map((r) => ({ account: { id: r.id, name: r.name, kind: r.kind, active: r.active }, balance: Number(r.balance) }));
}

/** One account's movements between two dates, each with the balance right after it. */
export async function statement(
  db: Db,
  venueId: string,
  timezone: string,
  accountId: string,
  from?: string,
  to?: string,
): Promise<StatementDto> {
  const [account] = await db
    .select({ id: cashAccounts.id, name: cashAccounts.name, kind: cashAccounts.kind })
    .from(cashAccounts)
    .where(ofVenue(cashAccounts, venueId, eq(cashAccounts.id, accountId)));
  if (!account) throw new ApiError(404, ACCOUNT_NOT_FOUND);
  const live = and(eq(cashMovements.accountId, accountId), isNull(cashMovements.deletedAt));
  const [open] = from
    ? await db
        .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)::bigint` })
        .from(cashMovements)
        .where(and(live, sql`${cashMovements.at} < ${startOf(from, timezone)}`))
    : [{ sum: '0' }];
  const opening = Number(open?.sum ?? 0);
  const rows = await db
    .select({
      id: cashMovements.id,
      at: cashMovements.at,
      kind: cashMovements.kind,
      amount: cashMovements.amount,
      categoryName: cashCategories.name,
      counterpart: cashMovements.counterpart,
      note: cashMovements.note,
      running: sql<string>`sum(${cashMovements.amount}) over (order by ${cashMovements.at}, ${cashMovements.id})`,
    })
    .from(cashMovements)
    .leftJoin(cashCategories, eq(cashCategories.id, cashMovements.categoryId))
    .where(and(live, ...within(cashMovements.at, timezone, from, to)))
    .orderBy(asc(cashMovements.at), asc(cashMovements.id));
  const lines = rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    kind: r.kind,
    amount: Number(r.amount),
    categoryName: r.categoryName,
    counterpart: r.counterpart,
    note: r.note,
    balance: opening + Number(r.running),
  }));
  return { account, opening, closing: lines.at(-1)?.balance ?? opening, lines };
}

/** Tonight: the open night, else the latest one that was opened. */
async function tonight(db: Db, venueId: string) {
  const [row] = await db
    .select()
    .from(nights)
    .where(ofVenue(nights, venueId, ne(nights.status, 'planned')))
    .orderBy(sql`${nights.status} = 'open' desc`, desc(nights.businessDate))
    .limit(1);
  return row;
}

export async function board(db: Db, venueId: string, timezone: string): Promise<BoardDto> {
  const now = new Date();
  const todayStart = sql`(date_trunc('day', now() at time zone ${timezone}) at time zone ${timezone})`;
  const rows = await db
    .select({
      ...accountBalance,
      posName: pointsOfSale.name,
      today: sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.at} >= ${todayStart}), 0)::bigint`,
    })
    .from(cashAccounts)
    .leftJoin(pointsOfSale, eq(pointsOfSale.id, cashAccounts.pointOfSaleId))
    .leftJoin(cashMovements, and(eq(cashMovements.accountId, cashAccounts.id), isNull(cashMovements.deletedAt)))
    .where(ofVenue(cashAccounts, venueId))
    .groupBy(cashAccounts.id, pointsOfSale.name)
    .orderBy(...accountOrder);
  const accounts = rows
    .filter((r) => r.active || Number(r.balance) !== 0)
    .map((r) => ({
      account: { id: r.id, name: r.name, kind: r.kind, active: r.active },
      balance: Number(r.balance),
      today: Number(r.today),
    }));
  const night = await tonight(db, venueId);
  const registers: BoardRegister[] = [];
  const registerRows = rows.filter((r) => r.kind === 'register' && r.active);
  if (night && registerRows.length > 0) {
    const ids = registerRows.map((r) => r.id);
    const sessions = await db
      .select()
      .from(cashSessions)
      .where(and(eq(cashSessions.nightId, night.id), inArray(cashSessions.accountId, ids), isNull(cashSessions.deletedAt)))
      .orderBy(asc(cashSessions.createdAt));
    const sessionOf = new Map(sessions.map((s) => [s.accountId, s]));
    const figures = await registerFigures(db, night.id, ids);
    for (const r of registerRows) {
      const s = sessionOf.get(r.id);
      const f = figures.get(r.id);
      registers.push({
        accountId: r.id,
        accountName: r.name,
        pointOfSaleName: r.posName,
        sessionId: s?.id ?? null,
        status: s?.status ?? null,
        openingFloat: f?.float ?? 0,
        cashIn: f?.cashIn ?? 0,
        cashOut: f?.cashOut ?? 0,
        nightNet: (f?.cashIn ?? 0) - (f?.cashOut ?? 0),
        carried: f?.carried ?? 0,
        expected: f?.expected ?? 0,
        balance: Number(r.balance),
      });
    }
  }
  const physical = accounts.filter((a) => a.account.kind === 'safe' || a.account.kind === 'register');
  return {
    at: now.toISOString(),
    accounts,
    totals: {
      all: accounts.reduce((s, a) => s + a.balance, 0),
      physical: physical.reduce((s, a) => s + a.balance, 0),
    },
    night: night ? { id: night.id, businessDate: night.businessDate, eventName: night.eventName, status: night.status } : null,
    registers,
  };
}
