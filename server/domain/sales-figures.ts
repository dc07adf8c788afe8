// Sales (ventas): what counts as a sale and the sales totals every screen, report, export and alert
// shows (the balance sheet and its drill-downs, user billing, the nights list, tonight live).
//
// DEFINITION. A sale counts when it is completed and not deleted (COUNTED_SALE): a sale whose
// cancellation was approved ('cancelled') counts in no sales figure, its amount is shown apart as
// "ventas anuladas". The sales of a night are Σ total of its counted sales, whatever the payment
// (cash, card, VIP card, transfer, wallet); tickets are how many there are. "So far" cuts them at a
// time after the night's opening: tonight live and an unfinished night's like-for-like comparison.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { idArray, num } from '../db/sql-params';

/** The sales that count, for a sales table under `alias`. */
export const countedSale = (alias: string): SQL => sql.raw(`${alias}.status = 'completed' and ${alias}.deleted_at is null`);

/** THE sales that count (alias s): every sales figure filters with it. */
export const COUNTED_SALE = countedSale('s');

export interface SalesTotal {
  total: number;
  tickets: number;
}

/**
 * The "so far" cut of a table (alias `alias`, with `night_id` and `at`): a join to its night (alias
 * n) and the condition keeping what happened up to `elapsedMs` after the night's opening; nothing
 * when null (every row).
 */
export function upToElapsed(alias: string, elapsedMs: number | null): { join: SQL; where: SQL } {
  if (elapsedMs === null) return { join: sql``, where: sql`true` };
  const span = Math.max(0, Math.round(elapsedMs));
  return {
    join: sql.raw(`join nights n on n.id = ${alias}.night_id`),
    where: sql`${sql.raw(`${alias}.at`)} <= n.opens_at + ${span} * interval '1 millisecond'`,
  };
}

/**
 * How far into its night `now` is: from the opening to now, no further than the closing time (the
 * same span of the compared nights is what "so far" takes of them).
 */
export function elapsedInNight(night: { opensAt: Date; closesAt: Date }, now: Date): number {
  return Math.max(0, Math.min(now.getTime(), night.closesAt.getTime()) - night.opensAt.getTime());
}

/**
 * The counted sales of each night (every one, or those made up to `elapsedMs` after its opening);
 * nights without any are missing from the map.
 */
export async function salesByNight(
  db: Db,
  nightIds: readonly string[],
  elapsedMs: number | null = null,
): Promise<Map<string, SalesTotal>> {
  const out = new Map<string, SalesTotal>();
  if (nightIds.length === 0) return out;
  const cut = upToElapsed('s', elapsedMs);
  const rows = await rowsOf<{ night_id: string; total: string; tickets: number }>(
    db,
    sql`select s.night_id, sum(s.total)::bigint as total, count(*)::int as tickets
        from sales s ${cut.join}
        where s.night_id = any(${idArray(nightIds)}) and ${COUNTED_SALE} and ${cut.where}
        group by s.night_id`,
  );
  for (const r of rows) out.set(r.night_id, { total: num(r.total), tickets: num(r.tickets) });
  return out;
}
