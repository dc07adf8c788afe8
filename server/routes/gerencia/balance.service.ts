// The night's balance sheet (gerencia/balancesheet, 302) for one night or a date range: the
// result of every night and its parts (server/domain/night-result.ts) summed, the sales broken down
// by point-of-sale kind, point of sale, payment method and local hour, entries and free entries, VIP
// top-ups against VIP consumption, the restaurant's and VIP tables' sales (sales-figures.ts TABLE_SALES), cancellations, extractions, comps (comps.service.ts), and for one
// night the previous night and the same weekday's average — for a night not yet closed, at the same
// elapsed time. Read straight from the ledgers on every request.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { BalanceSheetDto, PaymentKind, PosKind, ScopeQuery } from '../../../src/contract/gerencia';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { nights } from '../../db/schema';
import {
  averageHeadlines,
  averageSoFar,
  nightResults,
  nightsSoFar,
  sameWeekdayNights,
  sumHeadlines,
} from '../../domain/night-result';
import { sessionsCounted } from '../../domain/over-short';
import { COUNTED_SALE, elapsedInNight, sumTableSales, tableSalesByNight } from '../../domain/sales-figures';
import { compFigures } from './comps.service';
import {
  businessWindow,
  idArray,
  localHour,
  nightOrder,
  num,
  resolveScope,
  type Scope,
  scopeDto,
  userName,
  type VenueScope,
} from './scope';

/** Same-weekday nights averaged for the comparison. */
const WEEKDAY_NIGHTS = 8;

type SalesRow = {
  pos_id: string;
  name: string;
  kind: PosKind;
  payment: PaymentKind;
  hour: number;
  total: string;
  tickets: number;
};

async function salesBreakdown(db: Db, venue: VenueScope, ids: string[]) {
  const hour = localHour(sql`s.at`, venue.timezone);
  const rows = await rowsOf<SalesRow>(
    db,
    sql`select s.point_of_sale_id as pos_id, p.name, p.kind, s.payment, ${hour} as hour,
          sum(s.total)::bigint as total, count(*)::int as tickets
        from sales s join points_of_sale p on p.id = s.point_of_sale_id
        where s.night_id = any(${idArray(ids)}) and ${COUNTED_SALE}
        group by 1, 2, 3, 4, 5`,
  );
  const add = <K>(map: Map<K, { total: number; tickets: number }>, key: K, r: SalesRow) => {
    const slot = map.get(key) ?? { total: 0, tickets: 0 };
    slot.total += num(r.total);
    slot.tickets += num(r.tickets);
    map.set(key, slot);
  };
  const byKind = new Map<PosKind, { total: number; tickets: number }>();
  const byPos = new Map<string, { total: number; tickets: number }>();
  const posInfo = new Map<string, { name: string; kind: PosKind }>();
  const byPayment = new Map<PaymentKind, { total: number; tickets: number }>();
  const byHour = new Map<number, { total: number; tickets: number }>();
  for (const r of rows) {
    add(byKind, r.kind, r);
    add(byPos, r.pos_id, r);
    posInfo.set(r.pos_id, { name: r.name, kind: r.kind });
    add(byPayment, r.payment, r);
    add(byHour, num(r.hour), r);
  }
  const desc_ = (a: { total: number }, b: { total: number }) => b.total - a.total;
  return {
    byKind: [...byKind].map(([kind, s]) => ({ kind, ...s })).sort(desc_),
    byPointOfSale: [...byPos]
      .map(([id, s]) => ({ pointOfSaleId: id, ...(posInfo.get(id) as { name: string; kind: PosKind }), ...s }))
      .sort(desc_),
    byPayment: [...byPayment].map(([payment, s]) => ({ payment, ...s })).sort(desc_),
    byHour: [...byHour]
      .map(([h, s]) => ({ hour: h, ...s }))
      .sort((a, b) => nightOrder(a.hour, venue.cutoffHour) - nightOrder(b.hour, venue.cutoffHour)),
  };
}

export async function itemsAndEntries(db: Db, ids: string[]) {
  const [lines] = await rowsOf<{ items: number; entries: number; entry_amount: string }>(
    db,
    // The entry products as a hashed list: joining products row by row cost more than the lines.
    sql`with entry as (select id from products where kind = 'entry')
        select coalesce(sum(l.quantity), 0)::int as items,
          coalesce(sum(l.quantity) filter (where l.product_id in (select id from entry)), 0)::int as entries,
          coalesce(sum(l.quantity * l.unit_price) filter (where l.product_id in (select id from entry)), 0)::bigint as entry_amount
        from sales s join sale_lines l on l.sale_id = s.id
        where s.night_id = any(${idArray(ids)}) and ${COUNTED_SALE} and l.deleted_at is null`,
  );
  const [free] = await rowsOf<{ listed: number; arrived: number }>(
    db,
    sql`select coalesce(sum(f.people) filter (where f.status <> 'void'), 0)::int as listed,
          coalesce((select sum(c.people) from free_entry_check_ins c join free_entries e on e.id = c.entry_id
                    where e.night_id = any(${idArray(ids)}) and e.deleted_at is null), 0)::int as arrived
        from free_entries f where f.night_id = any(${idArray(ids)}) and f.deleted_at is null`,
  );
  return {
    items: num(lines?.items),
    entries: {
      sold: num(lines?.entries),
      amount: num(lines?.entry_amount),
      freeListed: num(free?.listed),
      freeArrived: num(free?.arrived),
    },
  };
}

/** Top-ups by when they were loaded (the ledger has no night); consumption by the sale or order it charged. */
export async function vipFigures(db: Db, venue: VenueScope, scope: Scope) {
  const { start, end } = businessWindow(venue, scope.from, scope.to);
  const ids = idArray(scope.ids);
  const [row] = await rowsOf<{ topups: string; consumption: string }>(
    db,
    sql`select
          coalesce((select sum(cl.amount) from card_ledger cl join vip_cards c on c.id = cl.card_id
                    where c.venue_id = ${venue.id} and cl.kind = 'topup' and cl.deleted_at is null
                      and cl.at >= ${start} and cl.at < ${end}), 0)::bigint as topups,
          (-coalesce((select sum(cl.amount) from card_ledger cl join sales s on s.id = cl.sale_id
                      where s.night_id = any(${ids}) and cl.kind in ('consumption', 'adjustment') and cl.deleted_at is null), 0)
           -coalesce((select sum(cl.amount) from card_ledger cl join mobile_orders o on o.id = cl.mobile_order_id
                      where o.night_id = any(${ids}) and cl.kind = 'consumption' and cl.sale_id is null and cl.deleted_at is null), 0))::bigint as consumption`,
  );
  return { topups: num(row?.topups), consumption: num(row?.consumption) };
}

export async function cancellationFigures(db: Db, ids: string[]): Promise<BalanceSheetDto['cancellations']> {
  const rows = await rowsOf<{ user_id: string; name: string; status: string; n: number; amount: string }>(
    db,
    sql`select r.requested_by as user_id, ${userName('u')} as name, r.status, count(*)::int as n, sum(s.total)::bigint as amount
        from cancellation_requests r join sales s on s.id = r.sale_id join users u on u.id = r.requested_by
        where s.night_id = any(${idArray(ids)}) and r.deleted_at is null
        group by r.requested_by, u.display_name, u.email, r.status`,
  );
  const out: BalanceSheetDto['cancellations'] = {
    requested: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
    approvedAmount: 0,
    byRequester: [],
  };
  const people = new Map<string, BalanceSheetDto['cancellations']['byRequester'][number]>();
  for (const r of rows) {
    const n = num(r.n);
    const who = people.get(r.user_id) ?? { userId: r.user_id, name: r.name, requested: 0, approved: 0, approvedAmount: 0 };
    out.requested += n;
    who.requested += n;
    if (r.status === 'pending') out.pending += n;
    if (r.status === 'rejected') out.rejected += n;
    if (r.status === 'approved') {
      out.approved += n;
      out.approvedAmount += num(r.amount);
      who.approved += n;
      who.approvedAmount += num(r.amount);
    }
    people.set(r.user_id, who);
  }
  out.byRequester = [...people.values()].sort((a, b) => b.approvedAmount - a.approvedAmount || b.requested - a.requested);
  return out;
}

async function cashFigures(db: Db, ids: string[]) {
  const [[row], sessions] = await Promise.all([
    rowsOf<{ n: number; amount: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::bigint as amount
          from cash_extractions where night_id = any(${idArray(ids)}) and deleted_at is null`,
    ),
    sessionsCounted(db, ids),
  ]);
  return { extractions: { count: num(row?.n), amount: num(row?.amount) }, sessions };
}

type Compared = { id: string; businessDate: string; eventName: string };

/**
 * An unfinished night against the same elapsed time of the compared nights: sales, tickets, cost
 * and margin so far (the rest of a result only exists once the night is closed).
 */
async function inProgress(
  db: Db,
  night: { opensAt: Date; closesAt: Date },
  previous: Compared | undefined,
  sameDay: Compared[],
  now: Date,
): Promise<NonNullable<BalanceSheetDto['comparison']>['inProgress']> {
  const elapsed = elapsedInNight(night, now);
  const ids = [...new Set([...(previous ? [previous.id] : []), ...sameDay.map((n) => n.id)])];
  const cut = await nightsSoFar(db, ids, elapsed);
  const prev = previous ? cut.get(previous.id) : undefined;
  const weekly = sameDay.map((n) => cut.get(n.id)).filter((r) => r !== undefined);
  return {
    elapsedMinutes: Math.floor(elapsed / 60_000),
    previous: previous && prev ? { nightId: previous.id, businessDate: previous.businessDate, ...prev } : null,
    weekdayAverage: weekly.length ? { ...averageSoFar(weekly), nights: weekly.length } : null,
  };
}

/** The previous night and up to 8 earlier nights on the same weekday (at the same elapsed time while it runs). */
async function comparison(
  db: Db,
  venueId: string,
  night: Scope['nights'][number],
  now: Date,
): Promise<BalanceSheetDto['comparison']> {
  const earlier = and(eq(nights.venueId, venueId), isNull(nights.deletedAt), lt(nights.businessDate, night.businessDate));
  const cols = { id: nights.id, businessDate: nights.businessDate, eventName: nights.eventName };
  const [previous] = await db.select(cols).from(nights).where(earlier).orderBy(desc(nights.businessDate)).limit(1);
  const sameDay = await sameWeekdayNights(db, venueId, night.businessDate, WEEKDAY_NIGHTS);
  const wanted: Compared[] = [...sameDay, night];
  if (previous && !wanted.some((n) => n.id === previous.id)) wanted.unshift(previous);
  const heads = await nightResults(db, wanted);
  const byId = new Map(heads.map((h) => [h.nightId, h]));
  const weekly = sameDay.map((n) => byId.get(n.id)).filter((h) => h !== undefined);
  const [times] = night.status === 'closed' ? [] : await db.select().from(nights).where(eq(nights.id, night.id));
  return {
    previous: previous ? (byId.get(previous.id) ?? null) : null,
    weekdayAverage: weekly.length ? { ...averageHeadlines(weekly), nights: weekly.length } : null,
    trend: [...weekly, byId.get(night.id)].filter((h) => h !== undefined),
    inProgress: times ? await inProgress(db, times, previous, sameDay, now) : null,
  };
}

export async function balanceSheet(db: Db, venue: VenueScope, q: ScopeQuery, now = new Date()): Promise<BalanceSheetDto> {
  const scope = await resolveScope(db, venue.id, q);
  const ids = scope.ids;
  const [byNight, breakdown, lines, vip, cancellations, cash, comps, tables] = await Promise.all([
    nightResults(db, scope.nights),
    salesBreakdown(db, venue, ids),
    itemsAndEntries(db, ids),
    vipFigures(db, venue, scope),
    cancellationFigures(db, ids),
    cashFigures(db, ids),
    compFigures(db, ids),
    tableSalesByNight(db, ids),
  ]);
  const totals = sumHeadlines(byNight);
  const single = scope.nightId ? scope.nights[0] : undefined;
  return {
    scope: scopeDto(scope),
    totals: {
      ...totals,
      items: lines.items,
      averageTicket: totals.tickets === 0 ? 0 : Math.round(totals.sales / totals.tickets),
    },
    ...breakdown,
    entries: lines.entries,
    vip,
    tables: sumTableSales(tables.values()),
    cancellations,
    ...cash,
    comps,
    byNight,
    comparison: single ? await comparison(db, venue.id, single, now) : null,
  };
}
