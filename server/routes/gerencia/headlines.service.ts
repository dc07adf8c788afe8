// The figures that make a night's result, one row per night, each a grouped query over one ledger
// by night: completed sales; the stock ledger valued at the cost each movement carries (what the
// sales' recipes consumed net of reversals, breakage, comps, count adjustments); counted register
// sessions (over/short); cash-flow expenses and staff payments filed under the night. The balance
// sheet adds these rows for a range and compares a night with earlier ones from the same rows.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Headline, NightHeadline } from '../../../src/contract/gerencia';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { nights } from '../../db/schema';
import { idArray, num } from './scope';

/** THE sales that count (alias s): completed, not deleted. Every sales figure filters with it. */
const COUNTED_SALE = sql.raw(`s.status = 'completed' and s.deleted_at is null`);

type Parts = Omit<Headline, 'grossMargin' | 'marginPercent' | 'result'>;

const EMPTY: Parts = {
  sales: 0,
  tickets: 0,
  cogs: 0,
  breakage: 0,
  comps: 0,
  countVariance: 0,
  overShort: 0,
  expenses: 0,
  staffPayments: 0,
};

/** Margin, margin % and result from the parts (the one definition of the night's result). */
export function complete(p: Parts): Headline {
  const grossMargin = p.sales - p.cogs;
  return {
    ...p,
    grossMargin,
    marginPercent: p.sales === 0 ? null : Math.round((grossMargin / p.sales) * 1000) / 10,
    // Comps are `comp` movements, never sale_consumption: cogs leaves them out and they are
    // subtracted here once (domain/comps.ts).
    result: grossMargin - p.breakage - p.comps + p.countVariance + p.overShort - p.expenses - p.staffPayments,
  };
}

/** Σ of several headlines (a range's totals). */
export function sumHeadlines(rows: readonly Headline[]): Headline {
  const parts = { ...EMPTY };
  for (const r of rows) for (const k of Object.keys(EMPTY) as (keyof Parts)[]) parts[k] += r[k];
  return complete(parts);
}

/** Average of several headlines, rounded to the cent (a weekday's usual night). */
export function averageHeadlines(rows: readonly Headline[]): Headline {
  const sum = sumHeadlines(rows);
  const parts = { ...EMPTY };
  for (const k of Object.keys(EMPTY) as (keyof Parts)[]) parts[k] = Math.round(sum[k] / rows.length);
  return complete(parts);
}

/** The headline of each night (nights without any movement get zeros), in the given order. */
export async function nightHeadlines(
  db: Db,
  nights: readonly { id: string; businessDate: string; eventName: string }[],
): Promise<NightHeadline[]> {
  if (nights.length === 0) return [];
  const ids = idArray(nights.map((n) => n.id));
  const [sales, stock, sessions, cash] = await Promise.all([
    rowsOf<{ night_id: string; total: string; tickets: number }>(
      db,
      sql`select night_id, sum(total)::bigint as total, count(*)::int as tickets
          from sales s where s.night_id = any(${ids}) and ${COUNTED_SALE}
          group by night_id`,
    ),
    rowsOf<{ night_id: string; cogs: string; breakage: string; comps: string; variance: string }>(
      db,
      sql`select night_id,
            round(-coalesce(sum(quantity * unit_cost) filter (where kind in ('sale_consumption', 'sale_reversal')), 0))::bigint as cogs,
            round(-coalesce(sum(quantity * unit_cost) filter (where kind = 'breakage'), 0))::bigint as breakage,
            round(-coalesce(sum(quantity * unit_cost) filter (where kind = 'comp'), 0))::bigint as comps,
            round(coalesce(sum(quantity * unit_cost) filter (where kind = 'count_adjustment'), 0))::bigint as variance
          from stock_movements
          where night_id = any(${ids}) and kind in ('sale_consumption', 'sale_reversal', 'breakage', 'comp', 'count_adjustment')
            and deleted_at is null
          group by night_id`,
    ),
    rowsOf<{ night_id: string; over_short: string }>(
      db,
      sql`select night_id, sum(counted_amount - expected_amount)::bigint as over_short
          from cash_sessions
          where night_id = any(${ids}) and status <> 'open' and counted_amount is not null
            and expected_amount is not null and deleted_at is null
          group by night_id`,
    ),
    rowsOf<{ night_id: string; expenses: string; staff: string }>(
      db,
      sql`select night_id,
            (-coalesce(sum(amount) filter (where kind = 'expense'), 0))::bigint as expenses,
            (-coalesce(sum(amount) filter (where kind = 'staff_payment'), 0))::bigint as staff
          from cash_movements
          where night_id = any(${ids}) and kind in ('expense', 'staff_payment') and deleted_at is null
          group by night_id`,
    ),
  ]);
  const parts = new Map<string, Parts>(nights.map((n) => [n.id, { ...EMPTY }]));
  const at = (id: string) => parts.get(id) as Parts;
  for (const r of sales) Object.assign(at(r.night_id), { sales: num(r.total), tickets: num(r.tickets) });
  for (const r of stock)
    Object.assign(at(r.night_id), {
      cogs: num(r.cogs),
      breakage: num(r.breakage),
      comps: num(r.comps),
      countVariance: num(r.variance),
    });
  for (const r of sessions) at(r.night_id).overShort = num(r.over_short);
  for (const r of cash) Object.assign(at(r.night_id), { expenses: num(r.expenses), staffPayments: num(r.staff) });
  return nights.map((n) => ({ nightId: n.id, businessDate: n.businessDate, eventName: n.eventName, ...complete(at(n.id)) }));
}

/** Up to `limit` earlier nights of the venue on the same weekday as `businessDate`, oldest first. */
export async function sameWeekdayNights(db: Db, venueId: string, businessDate: string, limit: number) {
  const rows = await db
    .select({ id: nights.id, businessDate: nights.businessDate, eventName: nights.eventName, opensAt: nights.opensAt })
    .from(nights)
    .where(
      and(
        eq(nights.venueId, venueId),
        isNull(nights.deletedAt),
        lt(nights.businessDate, businessDate),
        sql`extract(dow from ${nights.businessDate}) = extract(dow from ${businessDate}::date)`,
      ),
    )
    .orderBy(desc(nights.businessDate))
    .limit(limit);
  return rows.reverse();
}

/**
 * The counted sales of each night made up to `elapsedMs` after its opening time (every sale when
 * null): "tonight so far" and the same time on comparable nights.
 */
export async function salesUpTo(
  db: Db,
  nightIds: readonly string[],
  elapsedMs: number | null,
): Promise<Map<string, { total: number; tickets: number }>> {
  const out = new Map<string, { total: number; tickets: number }>();
  if (nightIds.length === 0) return out;
  const until =
    elapsedMs === null ? sql`true` : sql`s.at <= n.opens_at + ${Math.max(0, Math.round(elapsedMs))} * interval '1 millisecond'`;
  const rows = await rowsOf<{ night_id: string; total: string; tickets: number }>(
    db,
    sql`select s.night_id, sum(s.total)::bigint as total, count(*)::int as tickets
        from sales s join nights n on n.id = s.night_id
        where s.night_id = any(${idArray(nightIds)}) and ${COUNTED_SALE} and ${until}
        group by s.night_id`,
  );
  for (const r of rows) out.set(r.night_id, { total: num(r.total), tickets: num(r.tickets) });
  return out;
}
