// Cost of sales (costo de ventas, COGS) of a night, as the balance sheet, its comparisons and every
// report built on the night's result show it.
//
// DEFINITION. What the counted sales' recipes took out of the bars, valued at the unit cost each
// stock movement carries (the good's cost when the sale was booked): −Σ quantity × unit_cost of the
// night's `sale_consumption` movements and of the `sale_reversal` movements a cancellation writes
// back, so a cancelled sale costs nothing as it sells nothing. Rounded to the cent per night.
// Not in it, each being its own line of the night's result (night-result.ts): comps (`comp`
// movements, given away, not sold), breakage, and count adjustments (the stock variance).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { idArray, num } from '../db/sql-params';
import { upToElapsed } from './sales-figures';

/** The stock movement kinds whose value is the cost of sales. */
export const COST_OF_SALES_KINDS = ['sale_consumption', 'sale_reversal'] as const;

const KINDS = sql.raw(COST_OF_SALES_KINDS.map((k) => `'${k}'`).join(', '));

/**
 * The cost of sales as an aggregate over stock movements (alias m): a column of a grouped query that
 * reads other stock figures in the same pass (the night's result).
 */
export const COST_OF_SALES_SUM = sql`round(-coalesce(sum(m.quantity * m.unit_cost) filter (where m.kind in (${KINDS})), 0))::bigint`;

/**
 * The cost of sales of each night (all of it, or of the movements up to `elapsedMs` after its
 * opening); nights without any are missing from the map.
 */
export async function costOfSalesByNight(
  db: Db,
  nightIds: readonly string[],
  elapsedMs: number | null = null,
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (nightIds.length === 0) return out;
  const cut = upToElapsed('m', elapsedMs);
  const rows = await rowsOf<{ night_id: string; cogs: string }>(
    db,
    sql`select m.night_id, ${COST_OF_SALES_SUM} as cogs
        from stock_movements m ${cut.join}
        where m.night_id = any(${idArray(nightIds)}) and m.kind in (${KINDS}) and m.deleted_at is null and ${cut.where}
        group by m.night_id`,
  );
  for (const r of rows) out.set(r.night_id, num(r.cogs));
  return out;
}
