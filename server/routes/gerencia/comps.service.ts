// Comps (cortesías) in the balance sheet and user billing. A comp counts when it is a back-office
// one or its POS sale is still completed; its cost is the net of its own `comp` stock movements
// (a cancelled sale's comps net to zero), so the block's cost equals the headline's comps figure,
// which is the same movements summed per night (server/domain/night-result.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { BalanceSheetDto, BillingGroup } from '../../../src/contract/gerencia';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { idArray, num, userName } from './scope';

/** Every comp of the nights with whether it counts and its net cost (unrounded), as a CTE `cc`. */
const compsCte = (ids: readonly string[]): SQL => sql`
  mv as (select source_id, sum(quantity * unit_cost) as v from stock_movements
         where night_id = any(${idArray(ids)}) and kind = 'comp' and source_type = 'comp' and deleted_at is null
         group by source_id),
  cc as (select c.*, s.cashier_id, (s.id is null or s.status = 'completed') as counted, -coalesce(mv.v, 0) as cost
         from comps c left join sales s on s.id = c.sale_id left join mv on mv.source_id = c.id
         where c.night_id = any(${idArray(ids)}) and c.deleted_at is null)`;

type Slot = { count: number; quantity: number; cost: number };
const empty = (): Slot => ({ count: 0, quantity: 0, cost: 0 });

export async function compFigures(db: Db, ids: readonly string[]): Promise<BalanceSheetDto['comps']> {
  const rows = await rowsOf<{ reason: string; location_id: string; name: string; n: number; q: string; cost: string }>(
    db,
    sql`with ${compsCte(ids)}
        select cc.reason, cc.location_id, l.name, (count(*) filter (where cc.counted))::int as n,
          coalesce(sum(cc.quantity) filter (where cc.counted), 0) as q, sum(cc.cost) as cost
        from cc join stock_locations l on l.id = cc.location_id
        group by cc.reason, cc.location_id, l.name`,
  );
  const total = empty();
  const byReason = new Map<string, Slot>();
  const byLocation = new Map<string, Slot & { name: string }>();
  for (const r of rows) {
    const add = (s: Slot) => {
      s.count += num(r.n);
      s.quantity += num(r.q);
      s.cost += num(r.cost);
    };
    add(total);
    const reason = byReason.get(r.reason) ?? empty();
    add(reason);
    byReason.set(r.reason, reason);
    const place = byLocation.get(r.location_id) ?? { ...empty(), name: r.name };
    add(place);
    byLocation.set(r.location_id, place);
  }
  // Quantities have 3 decimals and costs are whole cents × 3-decimal quantities: round once, here.
  const done = (s: Slot): Slot => ({ count: s.count, quantity: Math.round(s.quantity * 1000) / 1000, cost: Math.round(s.cost) });
  const byCost = (a: Slot, b: Slot) => b.cost - a.cost || b.count - a.count;
  return {
    ...done(total),
    byReason: [...byReason]
      .map(([reason, s]) => ({ reason: reason as BalanceSheetDto['comps']['byReason'][number]['reason'], ...done(s) }))
      .sort(byCost),
    byLocation: [...byLocation].map(([locationId, s]) => ({ locationId, name: s.name, ...done(s) })).sort(byCost),
  };
}

/**
 * Comps given per user (POS comps by the sale's cashier, back-office comps by who authorised them)
 * or per terminal (POS comps only): key → { name, count, cost }.
 */
export async function compsGiven(
  db: Db,
  ids: readonly string[],
  by: BillingGroup,
): Promise<Map<string, { name: string | null; count: number; cost: number }>> {
  const key =
    by === 'terminal'
      ? sql.raw('cc.terminal_id')
      : sql.raw(`case when cc.source = 'pos' then cc.cashier_id else cc.authorised_by end`);
  const label = by === 'terminal' ? sql.raw('t.name') : userName('u');
  const rows = await rowsOf<{ id: string | null; name: string | null; n: number; cost: string }>(
    db,
    sql`with ${compsCte(ids)}, k as (select ${key} as id, cc.counted, cc.cost from cc ${by === 'terminal' ? sql`where cc.source = 'pos'` : sql``})
        select k.id, ${label} as name, (count(*) filter (where k.counted))::int as n, sum(k.cost) as cost
        from k left join users u on u.id = k.id left join terminals t on t.id = k.id
        group by k.id, ${label}`,
  );
  return new Map(rows.map((r) => [r.id ?? '', { name: r.name, count: num(r.n), cost: Math.round(num(r.cost)) }]));
}
