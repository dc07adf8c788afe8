// What a place used of each good over a period (issue 38: par levels suggested from consumption, as
// bar-inventory tools do — WISK Par: the last 6 weeks × the days of stock to hold).
//
// Used = what left the place for use: sales' consumption net of reversed sales, comps, breakage,
// what it sent elsewhere (transfer notes) and what it preloaded into the bars. Counts and resets are
// not use (they correct what was there), nor are deliveries or returns to suppliers.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';

export async function usedAt(tx: Tx, locationId: string, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await rowsOf<{ good_id: string; used: string }>(
    tx,
    sql`select good_id, -sum(quantity) as used from stock_movements
        where location_id = ${locationId} and deleted_at is null
          and at >= ${from.toISOString()}::timestamptz and at < ${to.toISOString()}::timestamptz
          and (kind in ('sale_consumption', 'sale_reversal', 'comp', 'breakage', 'transfer_out') or (kind = 'preload' and quantity < 0))
        group by good_id`,
  );
  return new Map(rows.map((r) => [r.good_id, Math.max(0, Math.round(Number(r.used) * 1000) / 1000)]));
}

/** A par that covers `days` at the average daily use of `used` over `periodDays`: whole units, rounded up. */
export function parFromUse(used: number, periodDays: number, days: number): number {
  if (!(used > 0) || periodDays <= 0) return 0;
  return Math.ceil((used / periodDays) * days - 1e-9);
}
