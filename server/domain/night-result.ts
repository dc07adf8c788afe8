// The night's result (resultado de la noche) and its parts, as the balance sheet (one night, a range,
// the comparisons), its exports and every report on nights show it.
//
// DEFINITION. result = sales − cost of sales − breakage − comps + stock variance + over/short
//                      + other income − other expenses − staff payments, per night, where
// - sales: the counted sales (sales-figures.ts); cost of sales: cost-of-sales.ts;
// - breakage, comps: −Σ quantity × unit_cost of the night's `breakage` / `comp` stock movements
//   (comps are not sale_consumption, so they are subtracted here once — domain/comps.ts);
// - stock variance: the count adjustments at cost, signed (negative = missing): the booked variance
//   of stock-variance.ts (each movement valued at its own cost, rounded to the cent);
// - over/short: the registers' Σ counted − expected (over-short.ts). The "Sobrante/Faltante de caja"
//   movements a confirmed count books are that same money and count in no other line;
// - other income / other expenses: the income / expense cash movements filed under the night that no
//   domain event booked — typed in by a person (no source) and the corrections of those ('reversal'),
//   e.g. a private event's payment, the DJ paid at 02:00, a bank fee. Left out, because they are not
//   the night's revenue or cost or are counted in another line: cash takings of sales ('sale', in
//   sales), VIP card top-ups and payments ('card_ledger': money owed to the card holders),
//   cancellation refunds ('cancellation': the sale already left sales), register floats, closings
//   and extractions (transfers between the venue's own accounts), the over/short movements
//   (OVER_SHORT_SOURCE); and movements typed in under a sales or VIP card system category
//   (NOT_REVENUE_KEYS: the card acquirer's settlement of the night's card sales, VIP money taken
//   by hand) — the takings of sales already counted in sales, or money owed to card holders;
// - staff payments: −Σ of the `staff_payment` cash movements filed under the night.
// A night that is not closed is unfinished: its over/short, payments and counts are still to come,
// so its result is "in progress" and only sales, cost of sales and margin compare with the same
// elapsed time of earlier nights (nightsSoFar).
import { and, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Headline, NightHeadline, SoFar } from '../../src/contract/gerencia';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { nights } from '../db/schema';
import { idArray, num } from '../db/sql-params';
import type { SystemCategoryKey } from './cash-ledger';
import { COST_OF_SALES_KINDS, COST_OF_SALES_SUM, costOfSalesByNight } from './cost-of-sales';
import { overShortByNight } from './over-short';
import { salesByNight } from './sales-figures';
import { bookedCountVarianceByNight } from './stock-variance';

/** The measured parts of a result (what `complete` derives the rest from). */
type Parts = Omit<Headline, 'grossMargin' | 'marginPercent' | 'result'>;

const EMPTY: Parts = {
  sales: 0,
  tickets: 0,
  cogs: 0,
  breakage: 0,
  comps: 0,
  countVariance: 0,
  overShort: 0,
  otherIncome: 0,
  expenses: 0,
  staffPayments: 0,
};

/** Margin, margin % and result from the parts: THE formula of the night's result. */
export function complete(p: Parts): Headline {
  const grossMargin = p.sales - p.cogs;
  return {
    ...p,
    grossMargin,
    marginPercent: p.sales === 0 ? null : Math.round((grossMargin / p.sales) * 1000) / 10,
    result: grossMargin - p.breakage - p.comps + p.countVariance + p.overShort + p.otherIncome - p.expenses - p.staffPayments,
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

const STOCK_KINDS = [...COST_OF_SALES_KINDS, 'breakage', 'comp'].map((k) => `'${k}'`).join(', ');

/** System categories whose money is not income or expense of its own (cash-ledger.ts SYSTEM_CATEGORIES). */
export const NOT_REVENUE_KEYS = [
  'sales_bar',
  'sales_ticket_office',
  'sales_cloakroom',
  'sales_restaurant',
  'sales_other',
  'vip_topups',
  'vip_payments',
] as const satisfies readonly SystemCategoryKey[];

/**
 * A cash movement (alias m) typed in by a person, or the correction of one (no domain event booked
 * it), that is other income or expense: not under a sales or VIP card system category.
 */
export const MANUAL_MOVEMENT = sql.raw(
  `((m.source_type is null or m.source_type = 'reversal') and not exists (select 1 from cash_categories nr
     where nr.id = m.category_id and nr.system_key in (${NOT_REVENUE_KEYS.map((k) => `'${k}'`).join(', ')})))`,
);

/** Cost of sales (cost-of-sales.ts), breakage and comps at cost (positive = lost) per night, in one pass. */
async function stockFigures(db: Db, ids: SQL) {
  return rowsOf<{ night_id: string; cogs: string; breakage: string; comps: string }>(
    db,
    sql`select m.night_id, ${COST_OF_SALES_SUM} as cogs,
          round(-coalesce(sum(m.quantity * m.unit_cost) filter (where m.kind = 'breakage'), 0))::bigint as breakage,
          round(-coalesce(sum(m.quantity * m.unit_cost) filter (where m.kind = 'comp'), 0))::bigint as comps
        from stock_movements m
        where m.night_id = any(${ids}) and m.kind in (${sql.raw(STOCK_KINDS)}) and m.deleted_at is null
        group by m.night_id`,
  );
}

/** Other income, other expenses (positive) and staff payments (positive) per night. */
async function nightCash(db: Db, ids: SQL) {
  return rowsOf<{ night_id: string; income: string; expenses: string; staff: string }>(
    db,
    sql`select m.night_id,
          coalesce(sum(m.amount) filter (where m.kind = 'income' and ${MANUAL_MOVEMENT}), 0)::bigint as income,
          (-coalesce(sum(m.amount) filter (where m.kind = 'expense' and ${MANUAL_MOVEMENT}), 0))::bigint as expenses,
          (-coalesce(sum(m.amount) filter (where m.kind = 'staff_payment'), 0))::bigint as staff
        from cash_movements m
        where m.night_id = any(${ids}) and m.kind in ('income', 'expense', 'staff_payment') and m.deleted_at is null
        group by m.night_id`,
  );
}

/** The result of each night with its parts (nights without any movement get zeros), in the given order. */
export async function nightResults(
  db: Db,
  list: readonly { id: string; businessDate: string; eventName: string }[],
): Promise<NightHeadline[]> {
  if (list.length === 0) return [];
  const nightIds = list.map((n) => n.id);
  const ids = idArray(nightIds);
  const [sales, stock, variance, overShort, cash] = await Promise.all([
    salesByNight(db, nightIds),
    stockFigures(db, ids),
    bookedCountVarianceByNight(db, nightIds),
    overShortByNight(db, nightIds),
    nightCash(db, ids),
  ]);
  const parts = new Map<string, Parts>(
    list.map((n) => [
      n.id,
      {
        ...EMPTY,
        sales: sales.get(n.id)?.total ?? 0,
        tickets: sales.get(n.id)?.tickets ?? 0,
        overShort: overShort.get(n.id) ?? 0,
      },
    ]),
  );
  const at = (id: string) => parts.get(id) as Parts;
  for (const r of stock) Object.assign(at(r.night_id), { cogs: num(r.cogs), breakage: num(r.breakage), comps: num(r.comps) });
  for (const [nightId, v] of variance) if (parts.has(nightId)) at(nightId).countVariance = v.value;
  for (const r of cash)
    Object.assign(at(r.night_id), { otherIncome: num(r.income), expenses: num(r.expenses), staffPayments: num(r.staff) });
  return list.map((n) => ({ nightId: n.id, businessDate: n.businessDate, eventName: n.eventName, ...complete(at(n.id)) }));
}

/** What compares like with like while a night is unfinished: sales, tickets, cost and margin so far. */
function soFar(sales: { total: number; tickets: number } | undefined, cogs: number | undefined): SoFar {
  const total = sales?.total ?? 0;
  return { sales: total, tickets: sales?.tickets ?? 0, cogs: cogs ?? 0, grossMargin: total - (cogs ?? 0) };
}

/** Each night's sales, tickets, cost of sales and margin up to `elapsedMs` after its opening. */
export async function nightsSoFar(db: Db, nightIds: readonly string[], elapsedMs: number): Promise<Map<string, SoFar>> {
  const [sales, cogs] = await Promise.all([salesByNight(db, nightIds, elapsedMs), costOfSalesByNight(db, nightIds, elapsedMs)]);
  return new Map(nightIds.map((id) => [id, soFar(sales.get(id), cogs.get(id))]));
}

/** The average of some nights' figures so far, rounded to the cent. */
export function averageSoFar(rows: readonly SoFar[]): SoFar {
  const avg = (k: keyof SoFar) => Math.round(rows.reduce((s, r) => s + r[k], 0) / rows.length);
  return { sales: avg('sales'), tickets: avg('tickets'), cogs: avg('cogs'), grossMargin: avg('sales') - avg('cogs') };
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
