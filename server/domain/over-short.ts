// The registers' over/short (sobrante / faltante de caja), as the balance sheet, the night's result,
// the night alerts and every report show it.
//
// DEFINITION. A register session's over/short is counted − expected once it has been counted (its
// status is no longer 'open' and both amounts are set): positive is an overage, negative a
// shortage. A night's over/short is the sum over its sessions. When the count is confirmed the cash
// ledger books that same difference on the register — income "Sobrante de caja" or expense
// "Faltante de caja", with source OVER_SHORT_SOURCE — so the register's balance matches the drawer.
// Those movements ARE this figure: no other figure (expenses, other income) may count them again.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { idArray, num } from '../db/sql-params';

/** The source of the cash movement a confirmed count books for its difference. */
export const OVER_SHORT_SOURCE = 'cash_session_difference';

/** The sessions (alias s) whose count is known: counted or confirmed, with both amounts. */
const COUNTED_SESSION = sql.raw(
  `s.deleted_at is null and s.status <> 'open' and s.counted_amount is not null and s.expected_amount is not null`,
);

/** A session's over/short, or null while it is not counted (the rule COUNTED_SESSION says in SQL). */
export function sessionDifference(s: {
  status: string;
  countedAmount: number | null;
  expectedAmount: number | null;
}): number | null {
  if (s.status === 'open' || s.countedAmount === null || s.expectedAmount === null) return null;
  return Number(s.countedAmount) - Number(s.expectedAmount);
}

export interface SessionOverShort {
  sessionId: string;
  accountId: string;
  accountName: string;
  /** counted − expected (negative = short). */
  difference: number;
}

/** The counted sessions of a night with their over/short (zero differences included). */
export async function sessionOverShorts(db: Db, nightId: string): Promise<SessionOverShort[]> {
  const rows = await rowsOf<{ id: string; account_id: string; name: string; diff: string }>(
    db,
    sql`select s.id, s.account_id, a.name, (s.counted_amount - s.expected_amount)::bigint as diff
        from cash_sessions s join cash_accounts a on a.id = s.account_id
        where s.night_id = ${nightId} and ${COUNTED_SESSION}
        order by a.name, s.id`,
  );
  return rows.map((r) => ({ sessionId: r.id, accountId: r.account_id, accountName: r.name, difference: num(r.diff) }));
}

/** Each night's over/short; nights without a counted session are missing from the map. */
export async function overShortByNight(db: Db, nightIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (nightIds.length === 0) return out;
  const rows = await rowsOf<{ night_id: string; over_short: string }>(
    db,
    sql`select s.night_id, sum(s.counted_amount - s.expected_amount)::bigint as over_short
        from cash_sessions s
        where s.night_id = any(${idArray(nightIds)}) and ${COUNTED_SESSION}
        group by s.night_id`,
  );
  for (const r of rows) out.set(r.night_id, num(r.over_short));
  return out;
}

/** How many sessions of the nights are counted, and how many are not yet (their over/short is unknown). */
export async function sessionsCounted(db: Db, nightIds: readonly string[]): Promise<{ counted: number; uncounted: number }> {
  const [row] = await rowsOf<{ counted: number; uncounted: number }>(
    db,
    sql`select (count(*) filter (where ${COUNTED_SESSION}))::int as counted,
          (count(*) filter (where not (${COUNTED_SESSION})))::int as uncounted
        from cash_sessions s where s.night_id = any(${idArray(nightIds)}) and s.deleted_at is null`,
  );
  return { counted: num(row?.counted), uncounted: num(row?.uncounted) };
}
