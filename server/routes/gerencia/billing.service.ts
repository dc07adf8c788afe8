// User billing (gerencia/userbilling, 300): per cashier or bartender (the user a sale was rung up
// by) or per terminal, over one night or a range: completed sales, tickets, average ticket, items,
// VIP card charges, and the cancellation requests made on their sales (requested, approved, the
// approved amount and its share of what they rang up), and the comps they gave (comps.service.ts).
// A share past the threshold is flagged.
import { sql } from 'drizzle-orm';
import type { BillingDto, BillingQuery, BillingRowDto, PosKind } from '../../../src/contract/gerencia';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { countedSale } from '../../domain/sales-figures';
import { compsGiven } from './comps.service';
import { idArray, num, resolveScope, scopeDto, userName, type VenueScope } from './scope';

type Raw = {
  id: string | null;
  name: string | null;
  kinds: PosKind[] | string;
  sales: string;
  tickets: number;
  vip: string;
  items: number;
  requested: number;
  approved: number;
  cancelled: string;
};

/** A Postgres array read as text by some drivers ('{bar,cashier}'). */
function kindsOf(v: PosKind[] | string): PosKind[] {
  if (Array.isArray(v)) return v;
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean) as PosKind[];
}

export async function userBilling(db: Db, venue: VenueScope, q: BillingQuery): Promise<BillingDto> {
  const scope = await resolveScope(db, venue.id, q);
  const key = q.by === 'terminal' ? sql.raw('s.terminal_id') : sql.raw('s.cashier_id');
  const label = q.by === 'terminal' ? sql.raw('t.name') : userName('u');
  // A sale counts in sales, tickets, VIP charges and items as every sales figure does (sales-figures.ts).
  const counted = countedSale('s');
  // Lines and requests summed per sale first (one hashed pass each), then the sales per person (or
  // terminal) and kind of point of sale, then per person with their name: no sort of every sale.
  const rows = await rowsOf<Raw>(
    db,
    sql`with sc as (select * from sales s where s.night_id = any(${idArray(scope.ids)}) and s.deleted_at is null),
        li as (select l.sale_id, sum(l.quantity) as q from sale_lines l join sc on sc.id = l.sale_id
               where l.deleted_at is null group by l.sale_id),
        rq as (select r.sale_id, count(*) as n, bool_or(r.status = 'approved') as approved
               from cancellation_requests r join sc on sc.id = r.sale_id where r.deleted_at is null group by r.sale_id),
        by_kind as (
          select ${key} as id, p.kind::text as kind,
            coalesce(sum(s.total) filter (where ${counted}), 0) as sales,
            count(*) filter (where ${counted}) as tickets,
            coalesce(sum(s.total) filter (where ${counted} and s.payment = 'vip_card'), 0) as vip,
            coalesce(sum(li.q) filter (where ${counted}), 0) as items,
            coalesce(sum(rq.n), 0) as requested,
            count(*) filter (where rq.approved) as approved,
            coalesce(sum(s.total) filter (where s.status = 'cancelled'), 0) as cancelled
          from sc s join points_of_sale p on p.id = s.point_of_sale_id
          left join li on li.sale_id = s.id left join rq on rq.sale_id = s.id
          group by 1, 2)
        select b.id, ${label} as name, array_agg(b.kind order by b.kind) as kinds, sum(b.sales)::bigint as sales,
          sum(b.tickets)::int as tickets, sum(b.vip)::bigint as vip, sum(b.items)::int as items,
          sum(b.requested)::int as requested, sum(b.approved)::int as approved, sum(b.cancelled)::bigint as cancelled
        from by_kind b left join users u on u.id = b.id left join terminals t on t.id = b.id
        group by b.id, ${label}`,
  );
  const threshold = q.threshold;
  const given = await compsGiven(db, scope.ids, q.by);
  const out: BillingRowDto[] = rows.map((r) => {
    const sales = num(r.sales);
    const tickets = num(r.tickets);
    const cancelled = num(r.cancelled);
    const gross = sales + cancelled;
    const share = gross === 0 ? 0 : Math.round((cancelled / gross) * 1000) / 10;
    return {
      id: r.id,
      name: r.name,
      kinds: kindsOf(r.kinds).sort(),
      sales,
      tickets,
      averageTicket: tickets === 0 ? 0 : Math.round(sales / tickets),
      items: num(r.items),
      vipCharges: num(r.vip),
      cancellationsRequested: num(r.requested),
      cancellationsApproved: num(r.approved),
      cancelledAmount: cancelled,
      cancellationShare: share,
      flagged: share > threshold,
      compsGiven: { count: given.get(r.id ?? '')?.count ?? 0, cost: given.get(r.id ?? '')?.cost ?? 0 },
    };
  });
  // Someone who only authorised back-office comps rang up nothing, but gave them: a row of their own.
  const listed = new Set(out.map((r) => r.id ?? ''));
  for (const [id, g] of given) {
    if (listed.has(id) || (g.count === 0 && g.cost === 0)) continue;
    out.push({
      id: id || null,
      name: g.name,
      kinds: [],
      sales: 0,
      tickets: 0,
      averageTicket: 0,
      items: 0,
      vipCharges: 0,
      cancellationsRequested: 0,
      cancellationsApproved: 0,
      cancelledAmount: 0,
      cancellationShare: 0,
      flagged: false,
      compsGiven: { count: g.count, cost: g.cost },
    });
  }
  out.sort((a, b) => b.sales - a.sales);
  return { scope: scopeDto(scope), by: q.by, threshold, rows: out };
}
