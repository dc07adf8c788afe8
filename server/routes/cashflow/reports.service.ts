// Cash-flow reports (cashFlow/reportes, 211): income and expense by category, by period (month or
// week in the venue's time zone) and by night. Income is the 'income' movements, expense the
// 'expense' and 'staff_payment' ones; transfers and extractions only move money between the venue's
// own accounts and count in neither. Each report is one grouped query over the date range.
// This is cash flow (money into and out of the venue's accounts, a register's "Faltante de caja"
// included), not the night's result, whose definition is server/domain/night-result.ts.
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  CategoryReportDto,
  NightReportDto,
  PeriodReportDto,
  ReportGrain,
  ReportTotals,
} from '../../../src/contract/cashflow-staff';
import type { Db } from '../../db/client';
import { cashAccounts, cashCategories, cashMovements, nights } from '../../db/schema';
import { within } from './period';

const COUNTED = ['income', 'expense', 'staff_payment'] as const;
const income = sql<string>`coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} = 'income'), 0)::bigint`;
const expense = sql<string>`(-coalesce(sum(${cashMovements.amount}) filter (where ${cashMovements.kind} <> 'income'), 0))::bigint`;

function scope(venueId: string): SQL[] {
  return [eq(cashAccounts.venueId, venueId), isNull(cashMovements.deletedAt), inArray(cashMovements.kind, [...COUNTED])];
}

function totalsOf(rows: { income: number; expense: number }[]): ReportTotals {
  const inc = rows.reduce((s, r) => s + r.income, 0);
  const exp = rows.reduce((s, r) => s + r.expense, 0);
  return { income: inc, expense: exp, net: inc - exp };
}

export async function reportByCategory(
  db: Db,
  venueId: string,
  timezone: string,
  from: string,
  to: string,
): Promise<CategoryReportDto> {
  const side = sql<'income' | 'expense'>`case when ${cashMovements.kind} = 'income' then 'income' else 'expense' end`;
  const rows = await db
    .select({
      categoryId: cashMovements.categoryId,
      name: cashCategories.name,
      kind: side,
      amount: sql<string>`abs(sum(${cashMovements.amount}))::bigint`,
      signed: sql<string>`sum(${cashMovements.amount})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(cashMovements)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
    .leftJoin(cashCategories, eq(cashCategories.id, cashMovements.categoryId))
    .where(and(...scope(venueId), ...within(cashMovements.at, timezone, from, to)))
    .groupBy(cashMovements.categoryId, cashCategories.name, side)
    .orderBy(side, sql`abs(sum(${cashMovements.amount})) desc`);
  const out = rows.map((r) => ({
    categoryId: r.categoryId,
    name: r.name,
    kind: r.kind,
    // Reversals make a category's sum move against its side: keep the sign the side implies.
    amount: r.kind === 'income' ? Number(r.signed) : -Number(r.signed),
    count: Number(r.count),
  }));
  const inc = out.filter((r) => r.kind === 'income').reduce((s, r) => s + r.amount, 0);
  const exp = out.filter((r) => r.kind === 'expense').reduce((s, r) => s + r.amount, 0);
  return { rows: out, totals: { income: inc, expense: exp, net: inc - exp } };
}

export async function reportByPeriod(
  db: Db,
  venueId: string,
  timezone: string,
  from: string,
  to: string,
  grain: ReportGrain,
): Promise<PeriodReportDto> {
  // Inlined (not bound) so the grouped expression is the selected one: the grain is a picklist
  // value and the time zone an IANA name read from the venue, both checked here.
  if (!/^(month|week)$/.test(grain) || !/^[A-Za-z0-9_/+-]+$/.test(timezone)) throw new Error('bad report grain or time zone');
  const period = sql<string>`to_char(date_trunc('${sql.raw(grain)}', ${cashMovements.at} at time zone '${sql.raw(timezone)}'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ period, income, expense })
    .from(cashMovements)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
    .where(and(...scope(venueId), ...within(cashMovements.at, timezone, from, to)))
    .groupBy(period)
    .orderBy(period);
  const out = rows.map((r) => {
    const i = Number(r.income);
    const e = Number(r.expense);
    return { period: r.period, income: i, expense: e, net: i - e };
  });
  return { rows: out, totals: totalsOf(out) };
}

/** Movements filed under a night whose business date is in the range. */
export async function reportByNight(db: Db, venueId: string, from: string, to: string): Promise<NightReportDto> {
  const rows = await db
    .select({ nightId: nights.id, period: nights.businessDate, eventName: nights.eventName, income, expense })
    .from(cashMovements)
    .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.accountId))
    .innerJoin(nights, eq(nights.id, cashMovements.nightId))
    .where(and(...scope(venueId), sql`${nights.businessDate} between ${from} and ${to}`))
    .groupBy(nights.id, nights.businessDate, nights.eventName)
    .orderBy(asc(nights.businessDate));
  const out = rows.map((r) => {
    const i = Number(r.income);
    const e = Number(r.expense);
    return { nightId: r.nightId, period: r.period, eventName: r.eventName, income: i, expense: e, net: i - e };
  });
  return { rows: out, totals: totalsOf(out) };
}
