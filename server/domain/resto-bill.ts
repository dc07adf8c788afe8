// The table's bill on a night (issue 35): ONE definition of what a table or reservation consumed,
// its minimum spend, deposit, shortfall, due and tips — the arithmetic is billFigures
// (src/contract/resto-bill.ts); this file reads its parts and closes the bill in the books.
//
// Whose bill: a reservation's (its orders: kitchen_orders.reservation_id) or, for a walk-in, a
// table's (its orders without a reservation). Consumed = Σ of the counted sales (sales-figures.ts
// COUNTED_SALE) its served orders booked (resto-order-sale.ts); onBill = those paid 'table_bill'.
// Minimum spend: the reservation's when set (> 0), else Σ of its tables' (resto_tables); a walk-in,
// its table's. Deposit: the reservation's (paid when booking, outside the night's registers).
//
// Closing (once per night and reservation/table: the bill's id is derived from both; the
// reservation or table row is locked so two closes queue):
// - the shortfall becomes its own sale (id derived from the bill's) at the area's point of sale,
//   paid 'table_bill', one line of the venue's "Consumo mínimo (diferencia)" product (no recipe: no
//   stock, no cost) — so it is in sales, the balance sheet's restaurant/VIP lines and the result;
// - what is collected (due) by `method`: in cash, the restaurant register's cash income (a cash
//   sale's booking, bookCashSales, source = the bill), so the register's expected counts it; by
//   card, transfer or wallet the money arrives with the acquirer's or bank's settlement, as a
//   terminal's card sales do (typed under a sales category: not income again);
// - the tips: recorded on the bill only. They are the staff's money — not a sale, not towards the
//   minimum, not in the night's result, and not in the register's expected (handed to the staff).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type BillDto, type BillQuery, billFigures, type CloseBillBody } from '../../src/contract/resto-bill';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { products, reservations, reservationTables, restoAreas, restoBills, restoTables } from '../db/schema';
import { ApiError } from '../lib/errors';
import { writeAudit } from './audit';
import { bookCashSales } from './cash-registers';
import { findCurrentNight, requireNightsWritable, venueNight } from './night-of';
import { nameUuid } from './resto-order-sale';
import { COUNTED_SALE } from './sales-figures';
import { applyPlanned, type Planned } from './sales-ingest-book';

export const BILL_RESERVATION_NOT_FOUND = 'La reserva no existe';
export const BILL_TABLE_NOT_FOUND = 'La mesa no existe';
export const BILL_NO_TABLE = 'La reserva no tiene mesa asignada';
export const BILL_NO_NIGHT = 'No hay una noche en curso';
export const BILL_NO_POS = 'El área de la mesa no tiene punto de venta: configúralo en Configuración › Resto';
export const SHORTFALL_PRODUCT = 'Consumo mínimo (diferencia)';

const BILL_NAMESPACE = 'd4b7a0e2-61f3-4c8e-9a52-3f0c1b7e9d46';
const SHORTFALL_SALE_NAMESPACE = '5e09c3a1-8d2b-4f71-b6e4-0a9c7d3f2e18';
const SHORTFALL_PRODUCT_NAMESPACE = 'a71f2c94-3b6e-4d08-8c15-e2d9b0f4a637';

/** The bill's id: from the night and the reservation (or the table, for a walk-in). */
export const billId = (nightId: string, key: string) => nameUuid(nameUuid(BILL_NAMESPACE, nightId), key);
/** The id of the shortfall's sale of a bill. */
export const shortfallSaleId = (bill: string) => nameUuid(SHORTFALL_SALE_NAMESPACE, bill);

/**
 * The reservation seated at the table on the night (the table its own or one of its joined ones),
 * or null: a waiter's order on the table is that party's (orders.commands.ts links it), and the
 * table's bill is the reservation's — its minimum spend, its deposit. A reservation of the night is
 * dated the night's business date or, after midnight, the next day. The reservations service keeps
 * every table in reservation_tables, but a reservation's own table_id is read too: a row written
 * with only its table (an import, a test fixture) still holds that table. The clash check there
 * asks another question (overlapping spans of any active reservation), so it stays its own.
 */
export async function seatedReservationId(
  db: Db | Tx,
  venueId: string,
  tableId: string,
  nightId: string,
): Promise<string | null> {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`select r.id from reservations r join nights n on n.id = ${nightId}
        where r.venue_id = ${venueId} and r.status = 'seated' and r.deleted_at is null
          and r.date between n.business_date and n.business_date + 1
          and (r.table_id = ${tableId} or exists (
            select 1 from reservation_tables rt where rt.reservation_id = r.id and rt.table_id = ${tableId}))
        order by r.seated_at desc nulls last, r.id limit 1`,
  );
  return row?.id ?? null;
}

interface Scope {
  nightId: string;
  tableId: string;
  tableName: string;
  reservationId: string | null;
  reservationName: string | null;
  pointOfSaleId: string | null;
  minimumSpend: number;
  deposit: number;
}

/** The bill's table/reservation of the venue (404 when another venue's), its night and terms. */
async function scopeOf(db: Db | Tx, venueId: string, q: BillQuery, lock = false): Promise<Scope> {
  const nightId = q.nightId ? (await venueNight(db, venueId, q.nightId)).id : ((await findCurrentNight(db, venueId))?.id ?? null);
  if (!nightId) throw new ApiError(409, BILL_NO_NIGHT);
  const tableOf = async (id: string) => {
    const query = db
      .select({
        id: restoTables.id,
        name: restoTables.name,
        minimumSpend: restoTables.minimumSpend,
        pos: restoAreas.pointOfSaleId,
      })
      .from(restoTables)
      .innerJoin(restoAreas, eq(restoAreas.id, restoTables.areaId))
      .where(and(eq(restoTables.id, id), eq(restoAreas.venueId, venueId), isNull(restoTables.deletedAt)));
    const [t] = lock ? await query.for('update', { of: restoTables }) : await query;
    return t;
  };
  // A table's bill while a party is seated at it is that reservation's.
  const reservationId = q.reservationId ?? (q.tableId ? await seatedReservationId(db, venueId, q.tableId, nightId) : null);
  if (reservationId) {
    const query = db
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, reservationId), eq(reservations.venueId, venueId), isNull(reservations.deletedAt)));
    const [r] = lock ? await query.for('update') : await query;
    if (!r) throw new ApiError(404, BILL_RESERVATION_NOT_FOUND);
    if (!r.tableId) throw new ApiError(409, BILL_NO_TABLE);
    const t = await tableOf(r.tableId);
    if (!t) throw new ApiError(404, BILL_TABLE_NOT_FOUND);
    let minimumSpend = Number(r.minimumSpend);
    if (minimumSpend <= 0) {
      const held = await db
        .select({ id: reservationTables.tableId })
        .from(reservationTables)
        .where(and(eq(reservationTables.reservationId, r.id)));
      const ids = held.length > 0 ? held.map((x) => x.id) : [t.id];
      const mins = await db.select({ m: restoTables.minimumSpend }).from(restoTables).where(inArray(restoTables.id, ids));
      minimumSpend = mins.reduce((s, x) => s + Number(x.m), 0);
    }
    return {
      nightId,
      tableId: t.id,
      tableName: t.name,
      reservationId: r.id,
      reservationName: r.name,
      pointOfSaleId: t.pos,
      minimumSpend,
      deposit: Number(r.deposit),
    };
  }
  const t = await tableOf(q.tableId ?? '');
  if (!t) throw new ApiError(404, BILL_TABLE_NOT_FOUND);
  return {
    nightId,
    tableId: t.id,
    tableName: t.name,
    reservationId: null,
    reservationName: null,
    pointOfSaleId: t.pos,
    minimumSpend: Number(t.minimumSpend),
    deposit: 0,
  };
}

/** Σ of the counted sales of the scope's served orders on its night, and the part on the bill. */
async function consumption(db: Db | Tx, s: Scope) {
  const whose = s.reservationId
    ? sql`o.reservation_id = ${s.reservationId}`
    : sql`o.table_id = ${s.tableId} and o.reservation_id is null`;
  const [row] = await rowsOf<{ consumed: string; on_bill: string; orders: number }>(
    db,
    sql`select coalesce(sum(s.total), 0)::bigint as consumed,
          coalesce(sum(s.total) filter (where s.payment = 'table_bill'), 0)::bigint as on_bill,
          count(*)::int as orders
        from kitchen_orders o join sales s on s.id = o.sale_id
        where o.night_id = ${s.nightId} and o.deleted_at is null and ${whose} and ${COUNTED_SALE}`,
  );
  return { consumed: Number(row?.consumed ?? 0), onBill: Number(row?.on_bill ?? 0), orders: Number(row?.orders ?? 0) };
}

async function billOf(db: Db | Tx, s: Scope): Promise<BillDto> {
  const id = billId(s.nightId, s.reservationId ?? s.tableId);
  const [closed] = await db.select().from(restoBills).where(eq(restoBills.id, id));
  const used = await consumption(db, s);
  // A closed bill shows what it was closed with (the shortfall's sale is in `consumed` no more).
  const f = closed
    ? billFigures({
        consumed: Number(closed.consumed),
        onBill: Number(closed.onBill),
        minimumSpend: Number(closed.minimumSpend),
        deposit: Number(closed.deposit),
      })
    : billFigures({ consumed: used.consumed, onBill: used.onBill, minimumSpend: s.minimumSpend, deposit: s.deposit });
  return {
    nightId: s.nightId,
    tableId: s.tableId,
    tableName: s.tableName,
    reservationId: s.reservationId,
    reservationName: s.reservationName,
    ...f,
    chargedToCards: f.consumed - f.onBill,
    orders: used.orders,
    closed: Boolean(closed),
    closedAt: closed?.closedAt.toISOString() ?? null,
    paid: closed ? Number(closed.paid) : null,
    method: (closed?.method ?? null) as BillDto['method'],
    tips: Number(closed?.tips ?? 0),
    tipsMethod: (closed?.tipsMethod ?? null) as BillDto['tipsMethod'],
  };
}

/** The bill of a reservation or table tonight (or on `nightId`). */
export async function loadBill(db: Db, venueId: string, q: BillQuery): Promise<BillDto> {
  return billOf(db, await scopeOf(db, venueId, q));
}

/** The venue's shortfall product (created the first time, with an id derived from the venue's). */
async function shortfallProduct(tx: Tx, venueId: string): Promise<string> {
  const id = nameUuid(SHORTFALL_PRODUCT_NAMESPACE, venueId);
  await tx
    .insert(products)
    .values({ id, venueId, name: SHORTFALL_PRODUCT, kind: 'other', category: 'Resto' })
    .onConflictDoNothing();
  return id;
}

/** Closes the bill (see the header), once: a second close answers the closed bill. */
export async function closeBill(tx: Tx, venueId: string, userId: string, body: CloseBillBody, at: Date): Promise<BillDto> {
  const s = await scopeOf(tx, venueId, body, true);
  await requireNightsWritable(tx, [s.nightId]);
  const id = billId(s.nightId, s.reservationId ?? s.tableId);
  const [already] = await tx.select({ id: restoBills.id }).from(restoBills).where(eq(restoBills.id, id));
  if (already) return billOf(tx, s);
  const used = await consumption(tx, s);
  const f = billFigures({ consumed: used.consumed, onBill: used.onBill, minimumSpend: s.minimumSpend, deposit: s.deposit });
  if ((f.shortfall > 0 || (f.due > 0 && body.method === 'cash')) && !s.pointOfSaleId) throw new ApiError(409, BILL_NO_POS);
  let saleId: string | null = null;
  if (f.shortfall > 0 && s.pointOfSaleId) {
    saleId = shortfallSaleId(id);
    const productId = await shortfallProduct(tx, venueId);
    const lines = [{ productId, quantity: 1, unitPrice: f.shortfall }];
    const planned: Planned = {
      // 'table_bill' is no terminal's method (the ingest contract does not offer it): the cast says so.
      sale: { id: saleId, at: at.toISOString(), payment: 'table_bill' as 'cash', lines, total: f.shortfall },
      at,
      nightId: s.nightId,
      cashierId: userId,
      cardId: null,
      compAuthorisers: [''],
    };
    const place = { id: null, pointOfSaleId: s.pointOfSaleId, venueId, stockLocationId: null };
    await applyPlanned(tx, place, [[0, planned]], new Map());
  }
  if (body.method === 'cash' && f.due > 0 && s.pointOfSaleId) {
    await bookCashSales(tx, venueId, s.pointOfSaleId, [{ id, total: f.due, at, nightId: s.nightId, cashierId: userId }]);
  }
  const row = {
    id,
    venueId,
    nightId: s.nightId,
    tableId: s.tableId,
    reservationId: s.reservationId,
    consumed: f.consumed,
    onBill: f.onBill,
    minimumSpend: f.minimumSpend,
    deposit: f.deposit,
    shortfall: f.shortfall,
    shortfallSaleId: saleId,
    paid: f.due,
    method: body.method,
    tips: body.tips,
    tipsMethod: body.tips > 0 ? (body.tipsMethod ?? body.method) : null,
    closedBy: userId,
    closedAt: at,
  };
  await tx.insert(restoBills).values(row);
  await writeAudit(tx, userId, 'close', 'resto_bills', id, undefined, { ...row, closedAt: at.toISOString() });
  return billOf(tx, s);
}
