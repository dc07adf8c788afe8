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

/** The restaurant's and the VIP tables' sales of a night (the balance sheet's own lines). */
export interface TableSales {
  restaurant: SalesTotal;
  vipTables: SalesTotal;
}

/**
 * DEFINITION of the balance sheet's "Restaurante" and "Mesas VIP" lines: the counted sales (above)
 * that served tables — a served restaurant order's sale (kitchen_orders.sale_id,
 * domain/resto-order-sale.ts) and a closed bill's minimum-spend shortfall (resto_bills
 * .shortfall_sale_id, domain/resto-bill.ts), in a VIP area (resto_areas.vip) → VIP tables, else →
 * restaurant; and a delivered VIP mobile order's sale (its card charge names the order,
 * domain/mobile-order-sale.ts) → VIP tables. Each sale counts once, in one line; both lines are
 * parts of the night's sales, not added to them.
 */
export const TABLE_SALES = sql.raw(`(
  select o.sale_id, a.vip from kitchen_orders o join resto_tables rt on rt.id = o.table_id join resto_areas a on a.id = rt.area_id
   where o.sale_id is not null and o.deleted_at is null
  union
  select b.shortfall_sale_id, a.vip from resto_bills b join resto_tables rt on rt.id = b.table_id join resto_areas a on a.id = rt.area_id
   where b.shortfall_sale_id is not null
  union
  select cl.sale_id, true from card_ledger cl where cl.mobile_order_id is not null and cl.sale_id is not null and cl.deleted_at is null
)`);

/** Each night's restaurant and VIP tables sales (TABLE_SALES); nights without any are missing. */
export async function tableSalesByNight(db: Db, nightIds: readonly string[]): Promise<Map<string, TableSales>> {
  const out = new Map<string, TableSales>();
  if (nightIds.length === 0) return out;
  const rows = await rowsOf<{ night_id: string; vip: boolean; total: string; tickets: number }>(
    db,
    sql`select s.night_id, t.vip, sum(s.total)::bigint as total, count(*)::int as tickets
        from sales s join ${TABLE_SALES} t(sale_id, vip) on t.sale_id = s.id
        where s.night_id = any(${idArray(nightIds)}) and ${COUNTED_SALE}
        group by 1, 2`,
  );
  for (const r of rows) {
    const slot = out.get(r.night_id) ?? { restaurant: { total: 0, tickets: 0 }, vipTables: { total: 0, tickets: 0 } };
    slot[r.vip ? 'vipTables' : 'restaurant'] = { total: num(r.total), tickets: num(r.tickets) };
    out.set(r.night_id, slot);
  }
  return out;
}

/** Σ of several nights' table sales. */
export function sumTableSales(rows: Iterable<TableSales>): TableSales {
  const sum = { restaurant: { total: 0, tickets: 0 }, vipTables: { total: 0, tickets: 0 } };
  for (const r of rows)
    for (const k of ['restaurant', 'vipTables'] as const) {
      sum[k].total += r[k].total;
      sum[k].tickets += r[k].tickets;
    }
  return sum;
}
