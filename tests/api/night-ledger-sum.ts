// The night's result summed independently of the server's modules, straight over the ledgers, for
// the tests that check the balance sheet against it (tests/api/night-result.test.ts):
// completed sales − what their recipes cost (sale stock movements at their own unit cost) − breakage
// − comps + count adjustments (each valued on its own, to the cent) + Σ (counted − expected) of the counted register sessions + income
// typed in by hand − expenses typed in by hand − staff payments. "By hand" = a cash movement no
// domain event booked: no source, or the correction ('reversal') of one that had none — and not
// under a sales or VIP card system category (a settlement of card sales is takings of sales).
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

const n = (v: unknown) => Number(v ?? 0);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function ledgerSum(db: Db, night: string): Promise<number> {
  const [s] = await rows<{ v: string }>(
    db,
    sql`select coalesce(sum(total), 0) as v from sales where night_id = ${night} and status = 'completed' and deleted_at is null`,
  );
  const [stock] = await rows<{ cogs: string; breakage: string; comps: string; variance: string }>(
    db,
    sql`select
          round(coalesce(sum(quantity * unit_cost) filter (where kind in ('sale_consumption', 'sale_reversal')), 0)) as cogs,
          round(coalesce(sum(quantity * unit_cost) filter (where kind = 'breakage'), 0)) as breakage,
          round(coalesce(sum(quantity * unit_cost) filter (where kind = 'comp'), 0)) as comps,
          coalesce(sum(round(quantity * unit_cost)) filter (where kind = 'count_adjustment'), 0) as variance
        from stock_movements where night_id = ${night} and deleted_at is null`,
  );
  const [registers] = await rows<{ v: string }>(
    db,
    sql`select coalesce(sum(counted_amount - expected_amount), 0) as v from cash_sessions
        where night_id = ${night} and deleted_at is null and counted_amount is not null and expected_amount is not null`,
  );
  const [cash] = await rows<{ v: string }>(
    db,
    sql`select coalesce(sum(amount), 0) as v from cash_movements
        where night_id = ${night} and deleted_at is null
          and (kind = 'staff_payment'
               or (kind in ('income', 'expense') and (source_type is null or source_type = 'reversal')
                   and not exists (select 1 from cash_categories c where c.id = cash_movements.category_id
                                    and (c.system_key like 'sales\_%' or c.system_key like 'vip\_%'))))`,
  );
  // Stock movements are signed as stock moves (out negative): a loss subtracts itself by adding.
  return n(s?.v) + n(stock?.cogs) + n(stock?.breakage) + n(stock?.comps) + n(stock?.variance) + n(registers?.v) + n(cash?.v);
}
