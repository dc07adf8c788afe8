// The rows behind a balance-sheet figure: the sales of a point of sale, kind, hour, payment method,
// cashier or terminal; the cancellation requests (each naming its sale); one sale with its lines
// and requests; the cash movements behind other income, other expenses (the same movements the
// night's result counts, server/domain/night-result.ts), staff payments and extractions; the comps.
import { type SQL, sql } from 'drizzle-orm';
import {
  type CancellationRowDto,
  type CancellationsDrillQuery,
  type CashDrillQuery,
  type CashRowDto,
  type CompDrillRowDto,
  type CompsDrillQuery,
  DRILL_LIMIT,
  type SaleDetailDto,
  type SaleListDto,
  type SaleRowDto,
  type SalesDrillQuery,
} from '../../../src/contract/gerencia';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { MANUAL_MOVEMENT } from '../../domain/night-result';
import { SALE_NOT_FOUND } from '../../domain/sale-reversal';
import { COUNTED_SALE } from '../../domain/sales-figures';
import { ApiError } from '../../lib/errors';
import { listComps } from '../inventarios/comps.service';
import { idArray, localHour, num, resolveScope, userName, type VenueScope } from './scope';

type SaleRaw = {
  id: string;
  at: Date | string;
  pos_id: string;
  pos: string;
  kind: SaleRowDto['kind'];
  terminal: string | null;
  cashier: string | null;
  payment: SaleRowDto['payment'];
  total: string;
  items: number;
  status: SaleRowDto['status'];
};

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

const saleSelect = sql`select s.id, s.at, s.point_of_sale_id as pos_id, p.name as pos, p.kind, t.name as terminal,
    ${userName('u')} as cashier, s.payment, s.total,
    (select coalesce(sum(l.quantity), 0) from sale_lines l where l.sale_id = s.id and l.deleted_at is null)::int as items, s.status
  from sales s join points_of_sale p on p.id = s.point_of_sale_id
  left join terminals t on t.id = s.terminal_id left join users u on u.id = s.cashier_id`;

function saleRow(r: SaleRaw): SaleRowDto {
  return {
    id: r.id,
    at: iso(r.at) as string,
    pointOfSaleId: r.pos_id,
    pointOfSale: r.pos,
    kind: r.kind,
    terminal: r.terminal,
    cashier: r.cashier,
    payment: r.payment,
    total: num(r.total),
    items: num(r.items),
    status: r.status,
  };
}

export async function drillSales(db: Db, venue: VenueScope, q: SalesDrillQuery): Promise<SaleListDto> {
  const scope = await resolveScope(db, venue.id, q);
  const where: SQL[] = [
    sql`s.night_id = any(${idArray(scope.ids)})`,
    q.status === 'completed' ? COUNTED_SALE : sql`s.deleted_at is null and s.status = ${q.status}`,
  ];
  if (q.pointOfSaleId) where.push(sql`s.point_of_sale_id = ${q.pointOfSaleId}`);
  if (q.kind) where.push(sql`p.kind = ${q.kind}`);
  if (q.hour !== undefined) where.push(sql`${localHour(sql`s.at`, venue.timezone)} = ${q.hour}`);
  if (q.payment) where.push(sql`s.payment = ${q.payment}`);
  if (q.cashierId) where.push(sql`s.cashier_id = ${q.cashierId}`);
  if (q.terminalId) where.push(sql`s.terminal_id = ${q.terminalId}`);
  const filter = sql.join(where, sql` and `);
  const [rows, [sum]] = await Promise.all([
    rowsOf<SaleRaw>(db, sql`${saleSelect} where ${filter} order by s.at, s.id limit ${DRILL_LIMIT}`),
    rowsOf<{ total: string; n: number }>(
      db,
      sql`select coalesce(sum(s.total), 0)::bigint as total, count(*)::int as n
          from sales s join points_of_sale p on p.id = s.point_of_sale_id where ${filter}`,
    ),
  ]);
  const count = num(sum?.n);
  return { rows: rows.map(saleRow), total: num(sum?.total), count, truncated: count > rows.length };
}

export async function saleDetail(db: Db, venueId: string, saleId: string): Promise<SaleDetailDto> {
  const [sale] = await rowsOf<SaleRaw & { night_id: string; business_date: string; card: string | null }>(
    db,
    sql`select x.*, n.id as night_id, n.business_date::text as business_date, c.number as card
        from (${saleSelect} where s.id = ${saleId} and s.deleted_at is null) x
        join sales s2 on s2.id = x.id join nights n on n.id = s2.night_id
        left join vip_cards c on c.id = s2.vip_card_id
        where n.venue_id = ${venueId}`,
  );
  if (!sale) throw new ApiError(404, SALE_NOT_FOUND);
  const [lines, requests] = await Promise.all([
    rowsOf<{ product_id: string; product: string; quantity: number; unit_price: string }>(
      db,
      sql`select l.product_id, pr.name as product, l.quantity, l.unit_price
          from sale_lines l join products pr on pr.id = l.product_id
          where l.sale_id = ${saleId} and l.deleted_at is null order by pr.name`,
    ),
    rowsOf<{
      id: string;
      at: Date | string;
      requested_by: string;
      reason: string;
      status: 'pending' | 'approved' | 'rejected';
      decided_by: string | null;
      decided_at: Date | string | null;
      decision_note: string | null;
    }>(
      db,
      sql`select r.id, r.at, ${userName('u')} as requested_by, r.reason, r.status,
            ${userName('d')} as decided_by, r.decided_at, r.decision_note
          from cancellation_requests r join users u on u.id = r.requested_by left join users d on d.id = r.decided_by
          where r.sale_id = ${saleId} and r.deleted_at is null order by r.at`,
    ),
  ]);
  return {
    ...saleRow(sale),
    nightId: sale.night_id,
    businessDate: sale.business_date,
    vipCard: sale.card,
    lines: lines.map((l) => ({
      productId: l.product_id,
      product: l.product,
      quantity: num(l.quantity),
      unitPrice: num(l.unit_price),
      amount: num(l.quantity) * num(l.unit_price),
    })),
    cancellations: requests.map((r) => ({
      id: r.id,
      at: iso(r.at) as string,
      requestedBy: r.requested_by,
      reason: r.reason,
      status: r.status,
      decidedBy: r.decided_by,
      decidedAt: iso(r.decided_at),
      decisionNote: r.decision_note,
    })),
  };
}

export async function drillCancellations(db: Db, venue: VenueScope, q: CancellationsDrillQuery): Promise<CancellationRowDto[]> {
  const scope = await resolveScope(db, venue.id, q);
  const rows = await rowsOf<{
    id: string;
    sale_id: string;
    at: Date | string;
    sale_at: Date | string;
    pos: string;
    requested_by_id: string;
    requested_by: string;
    reason: string;
    status: CancellationRowDto['status'];
    decided_by: string | null;
    amount: string;
  }>(
    db,
    sql`select r.id, r.sale_id, r.at, s.at as sale_at, p.name as pos, r.requested_by as requested_by_id,
          ${userName('u')} as requested_by, r.reason, r.status, ${userName('d')} as decided_by, s.total as amount
        from cancellation_requests r join sales s on s.id = r.sale_id
        join points_of_sale p on p.id = s.point_of_sale_id
        join users u on u.id = r.requested_by left join users d on d.id = r.decided_by
        where s.night_id = any(${idArray(scope.ids)}) and r.deleted_at is null
          ${q.requestedBy ? sql`and r.requested_by = ${q.requestedBy}` : sql``}
        order by r.at, r.id limit ${DRILL_LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    saleId: r.sale_id,
    at: iso(r.at) as string,
    saleAt: iso(r.sale_at) as string,
    pointOfSale: r.pos,
    requestedById: r.requested_by_id,
    requestedBy: r.requested_by,
    reason: r.reason,
    status: r.status,
    decidedBy: r.decided_by,
    amount: num(r.amount),
  }));
}

export async function drillCash(db: Db, venue: VenueScope, q: CashDrillQuery): Promise<CashRowDto[]> {
  const scope = await resolveScope(db, venue.id, q);
  const ids = idArray(scope.ids);
  const rows =
    q.kind === 'extraction'
      ? await rowsOf<{
          id: string;
          at: Date | string;
          account: string;
          category: null;
          counterpart: string;
          note: string;
          amount: string;
        }>(
          db,
          sql`select x.id, x.at, p.name as account, null as category, ${userName('u')} as counterpart, x.note, x.amount
              from cash_extractions x join points_of_sale p on p.id = x.point_of_sale_id join users u on u.id = x.by_user_id
              where x.night_id = any(${ids}) and x.deleted_at is null order by x.at, x.id limit ${DRILL_LIMIT}`,
        )
      : await rowsOf<{
          id: string;
          at: Date | string;
          account: string;
          category: string | null;
          counterpart: string;
          note: string;
          amount: string;
        }>(
          db,
          // Income as it came in (positive), what went out as a positive amount.
          sql`select m.id, m.at, a.name as account, c.name as category, m.counterpart, m.note,
                ${q.kind === 'income' ? sql`m.amount` : sql`-m.amount`} as amount
              from cash_movements m join cash_accounts a on a.id = m.account_id left join cash_categories c on c.id = m.category_id
              where m.night_id = any(${ids}) and m.kind = ${q.kind} and m.deleted_at is null
                ${q.kind === 'staff_payment' ? sql`` : sql`and ${MANUAL_MOVEMENT}`}
              order by m.at, m.id limit ${DRILL_LIMIT}`,
        );
  return rows.map((r) => ({
    id: r.id,
    at: iso(r.at) as string,
    account: r.account,
    category: r.category,
    counterpart: r.counterpart,
    note: r.note,
    amount: num(r.amount),
  }));
}

/** The comps behind the comps figure (all of the scope, or one reason, bar, giver or terminal). */
export async function drillComps(db: Db, venue: VenueScope, q: CompsDrillQuery): Promise<CompDrillRowDto[]> {
  const scope = await resolveScope(db, venue.id, q);
  return listComps(db, {
    nightIds: scope.ids,
    reason: q.reason,
    locationId: q.locationId,
    givenBy: q.givenBy,
    terminalId: q.terminalId,
    limit: DRILL_LIMIT,
  });
}
