// What a register should hold on a night ("esperado"): the ONE definition, used by the register
// card (/cashflow/cajas `live` and /extracciones/resumen), the blind count's snapshot
// (countRegister stores this figure), the saldos board and the card's drill-down.
//
//   expected = carried + float + cash in − cash out
//
// - carried: what the register held from movements not filed under the night (what an earlier
//   night left in it, an earlier night's sale that arrived late, a movement filed under no night);
//   once the register's session of the night is closed, only those booked (`at`) up to that close.
// - float: the opening float moved in from the safe (source cash_session_float).
// - cash in = cash sales (source sale, or income under a system sales category) + VIP card money
//   taken in cash (top-ups and payments: source card_ledger, or their system categories) + other
//   income and transfers in.
// - cash out = cash given back (negative income: cancelled cash sales, VIP refunds, corrections) +
//   extractions to the safe + payouts and expenses (expense, staff_payment) + other transfers out.
// Every part but carried is the register's movements filed under the night, told apart by what
// booked them (source type), their kind and their category's system key — never by a category's
// name, which managers rename.
// The settlement of the count comes after it and is not part of expected: the over/short (source
// cash_session_difference) and the counted cash moved to the safe (source cash_session_close); nor is
// what the night booked into the register after its blind count (afterCount: a terminal's sale that
// arrived late — booked, created_at, after the count, whatever its own time), which the count could
// not see and the next count will. So balance = expected + overShort − closed + afterCount, and once
// counted, expected is the figure the count was compared with. Until the count nothing is settled
// and expected = the register's balance, which is what the blind count is compared with.
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  CASH_IN_PARTS,
  CASH_OUT_PARTS,
  type RegisterLive,
  type RegisterPart,
  type RegisterPartAnswer,
} from '../../src/contract/cash-registers';
import type { Tx } from '../db/client';
import { cashCategories, cashMovements, cashSessions, nights, users } from '../db/schema';
import { accountBalances } from './cash-ledger';

/** Which line of the card a movement of the register is, for the night `nightId`. */
function partSql(nightId: string): SQL<RegisterPart> {
  const m = cashMovements;
  const c = cashCategories;
  return sql<RegisterPart>`case
    when ${m.nightId} is distinct from ${nightId}::uuid then 'carried'
    when ${m.sourceType} = 'cash_session_difference' then 'overShort'
    when ${m.sourceType} = 'cash_session_close' then 'closed'
    when ${cashSessions.countedAt} is not null and ${m.createdAt} > ${cashSessions.countedAt} then 'afterCount'
    when ${m.sourceType} = 'cash_session_float' then 'float'
    when ${m.kind} = 'extraction' then 'extractions'
    when ${m.kind} = 'transfer' and ${m.amount} > 0 then 'otherIn'
    when ${m.kind} = 'transfer' then 'otherOut'
    when ${m.kind} = 'income' and ${m.amount} < 0 then 'refunds'
    when ${m.kind} = 'income' and (${m.sourceType} = 'sale' or left(${c.systemKey}, 6) = 'sales_') then 'cashSales'
    when ${m.kind} = 'income' and (${m.sourceType} = 'card_ledger' or ${c.systemKey} in ('vip_topups', 'vip_payments')) then 'topups'
    when ${m.kind} = 'income' then 'otherIn'
    else 'payouts' end`;
}

/** The register's counted session of the night, whose count `afterCount` is after (partSql reads it). */
const countedSession = cashSessions;
function countedOn(nightId: string): SQL {
  return and(
    eq(cashSessions.accountId, cashMovements.accountId),
    eq(cashSessions.nightId, sql`${nightId}::uuid`),
    isNull(cashSessions.deletedAt),
  ) as SQL;
}

/** Parts that take cash out of the register (and the close): shown as positive amounts. */
const OUTFLOWS: ReadonlySet<RegisterPart> = new Set<RegisterPart>([...CASH_OUT_PARTS, 'closed']);

/** A line's figure as the card shows it, from the signed sum of its movements. */
const shown = (part: RegisterPart, signedSum: number) => (OUTFLOWS.has(part) ? 0 - signedSum : signedSum);

/** Up to when "carried" counts, per register: the close of its session of the night, else the night's close. */
async function cutoffs(db: Tx, nightId: string, accountIds: string[]): Promise<Map<string, Date | null>> {
  const [night] = await db
    .select({ status: nights.status, closedAt: nights.closedAt })
    .from(nights)
    .where(eq(nights.id, nightId));
  const nightEnd = night?.status === 'closed' ? (night.closedAt ?? null) : null;
  const out = new Map<string, Date | null>(accountIds.map((id) => [id, nightEnd]));
  const sessions = await db
    .select({ accountId: cashSessions.accountId, status: cashSessions.status, closedAt: cashSessions.closedAt })
    .from(cashSessions)
    .where(and(eq(cashSessions.nightId, nightId), inArray(cashSessions.accountId, accountIds), isNull(cashSessions.deletedAt)));
  for (const s of sessions) out.set(s.accountId, s.status === 'closed' ? s.closedAt : null);
  return out;
}

/** The register's movements that count on its card for the night: the night's, and carried ones up to the cutoff. */
function scope(nightId: string, accountIds: string[], cut: Map<string, Date | null>): SQL | undefined {
  const open = accountIds.filter((id) => !cut.get(id));
  const carriedUntil = accountIds
    .filter((id) => cut.get(id))
    .map((id) => and(eq(cashMovements.accountId, id), sql`${cashMovements.at} <= ${cut.get(id)?.toISOString()}::timestamptz`));
  return and(
    inArray(cashMovements.accountId, accountIds),
    isNull(cashMovements.deletedAt),
    or(eq(cashMovements.nightId, nightId), open.length > 0 ? inArray(cashMovements.accountId, open) : undefined, ...carriedUntil),
  );
}

export const emptyFigures = (): RegisterLive => ({
  carried: 0,
  float: 0,
  cashSales: 0,
  topups: 0,
  otherIn: 0,
  cashIn: 0,
  refunds: 0,
  extractions: 0,
  payouts: 0,
  otherOut: 0,
  cashOut: 0,
  expected: 0,
  overShort: 0,
  closed: 0,
  afterCount: 0,
  balance: 0,
});

/** Each register's figures on the night (see the definition above), by account id. */
export async function registerFigures(db: Tx, nightId: string, accountIds: string[]): Promise<Map<string, RegisterLive>> {
  const out = new Map(accountIds.map((id) => [id, emptyFigures()]));
  if (accountIds.length === 0) return out;
  const cut = await cutoffs(db, nightId, accountIds);
  const part = partSql(nightId);
  const rows = await db
    .select({ accountId: cashMovements.accountId, part, sum: sql<string>`sum(${cashMovements.amount})` })
    .from(cashMovements)
    .leftJoin(cashCategories, eq(cashCategories.id, cashMovements.categoryId))
    .leftJoin(countedSession, countedOn(nightId))
    .where(scope(nightId, accountIds, cut))
    // By position: the part's expression carries the night as a parameter, and a second copy of it
    // (another placeholder) would not match the selected one.
    .groupBy(sql.raw('1'), sql.raw('2'));
  const balances = await accountBalances(db, accountIds);
  for (const r of rows) {
    const f = out.get(r.accountId);
    if (f) f[r.part] += shown(r.part, Number(r.sum));
  }
  for (const [id, f] of out) {
    f.cashIn = CASH_IN_PARTS.reduce((t, p) => t + f[p], 0);
    f.cashOut = CASH_OUT_PARTS.reduce((t, p) => t + f[p], 0);
    f.expected = f.carried + f.float + f.cashIn - f.cashOut;
    f.balance = balances.get(id) ?? 0;
  }
  return out;
}

/** What one register should hold on the night: the figure the blind count is compared with. */
export async function registerExpected(db: Tx, nightId: string, accountId: string): Promise<number> {
  return (await registerFigures(db, nightId, [accountId])).get(accountId)?.expected ?? 0;
}

/** The most movements one drill-down answers (the newest first). */
export const PART_LINES_LIMIT = 500;

/** The movements behind one line of a register's card on the night, newest first. */
export async function registerPartLines(
  db: Tx,
  nightId: string,
  accountId: string,
  part: RegisterPart,
): Promise<RegisterPartAnswer> {
  const cut = await cutoffs(db, nightId, [accountId]);
  const where = and(scope(nightId, [accountId], cut), sql`${partSql(nightId)} = ${part}`);
  const [t] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
    .from(cashMovements)
    .leftJoin(cashCategories, eq(cashCategories.id, cashMovements.categoryId))
    .leftJoin(countedSession, countedOn(nightId))
    .where(where);
  const rows = await db
    .select({
      id: cashMovements.id,
      at: cashMovements.at,
      kind: cashMovements.kind,
      amount: cashMovements.amount,
      categoryName: cashCategories.name,
      counterpart: cashMovements.counterpart,
      note: cashMovements.note,
      userName: users.displayName,
    })
    .from(cashMovements)
    .leftJoin(cashCategories, eq(cashCategories.id, cashMovements.categoryId))
    .leftJoin(countedSession, countedOn(nightId))
    .leftJoin(users, eq(users.id, cashMovements.userId))
    .where(where)
    .orderBy(desc(cashMovements.at), desc(cashMovements.id))
    .limit(PART_LINES_LIMIT);
  const count = Number(t?.count ?? 0);
  return {
    part,
    total: shown(part, Number(t?.sum ?? 0)),
    count,
    truncated: count > rows.length,
    lines: rows.map((r) => ({ ...r, at: r.at.toISOString(), amount: Number(r.amount) })),
  };
}
