// The table's bill (issue 35): a VIP reservation with a minimum spend and a deposit; one order charged
// to its card and one put on the bill. GET /resto/cuentas shows consumed (both), the part on the
// bill, the deposit credited, the shortfall and what is due; closing books the shortfall as its own
// sale at the area's point of sale, the cash collected into its register, the tips on the bill only
// (not in sales), once — a second close answers the same bill. Another venue's reservation is 404.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows-of';
import {
  cardTypes,
  kitchenOrderLines,
  kitchenOrders,
  nights,
  pointsOfSale,
  products,
  reservations,
  restoAreas,
  restoBills,
  restoTables,
  saleLines,
  sales,
  users,
  venues,
  vipCards,
} from '../../server/db/schema';
import { billId, shortfallSaleId } from '../../server/domain/resto-bill';
import { bookServedOrder } from '../../server/domain/resto-order-sale';
import type { BalanceSheetDto } from '../../src/contract/gerencia';
import type { BillDto } from '../../src/contract/resto-bill';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness, json } from './harness';

let h: Harness;
let admin: string;
let venueId: string;
let userId: string;
let nightId: string;
let tableId: string;
let posId: string;
let productId: string;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.login('admin@noctua.test');
  const db = h.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, 'admin@noctua.test'));
  venueId = user?.defaultVenueId as string;
  userId = user?.id as string;
  const [night] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open')));
  nightId = night?.id as string;
  const pos = await db.select().from(pointsOfSale).where(eq(pointsOfSale.venueId, venueId));
  const bar = pos.find((p) => p.kind === 'bar' && p.stockLocationId);
  posId = (pos.find((p) => p.kind === 'restaurant') ?? bar)?.id as string;
  const [product] = await db.select().from(products).where(eq(products.venueId, venueId)).limit(1);
  productId = product?.id as string;
  const [area] = await db
    .insert(restoAreas)
    .values({ venueId, name: 'Bill VIP', pointOfSaleId: posId, stockLocationId: bar?.stockLocationId ?? null, vip: true })
    .returning();
  const [table] = await db
    .insert(restoTables)
    .values({ areaId: area?.id as string, name: 'B1', seats: 6, minimumSpend: 900_000 })
    .returning();
  tableId = table?.id as string;
  expect(nightId && posId && productId).toBeTruthy();
});

afterAll(async () => {
  await h?.close();
});

async function servedOrder(link: { reservationId?: string; vipCardId?: string }, lines: [number, number][]) {
  const id = uuidv7();
  await h.database.db.insert(kitchenOrders).values({ id, tableId, nightId, status: 'served', ...link });
  await h.database.db
    .insert(kitchenOrderLines)
    .values(lines.map(([quantity, unitPrice]) => ({ id: uuidv7(), orderId: id, productId, quantity, unitPrice })));
  await h.database.db.transaction((tx) => bookServedOrder(tx, { orderId: id, servedBy: userId, at: new Date() }));
}

const sheet = async () => json<BalanceSheetDto>(await h.request('GET', `/gerencia/balance?nightId=${nightId}`, { token: admin }));
const nightSales = async () => (await sheet()).totals.sales;

describe('the table bill', () => {
  it('shows consumed against the minimum, the deposit and the due; closing books shortfall and cash once', async () => {
    const db = h.database.db;
    const [type] = await db.select().from(cardTypes).where(eq(cardTypes.venueId, venueId)).limit(1);
    const [card] = await db
      .insert(vipCards)
      .values({
        venueId,
        number: `B${Date.now() % 100000}`,
        holderName: 'Bill',
        cardTypeId: type?.id as string,
        creditLimit: 10_000_000,
      })
      .returning();
    await db
      .update(cardTypes)
      .set({ creditAllowed: true })
      .where(eq(cardTypes.id, type?.id as string));
    const [r] = await db
      .insert(reservations)
      .values({
        venueId,
        date: '2026-12-05',
        time: '23:30',
        partySize: 6,
        name: 'Pérez',
        tableId,
        minimumSpend: 1_000_000,
        deposit: 100_000,
        vipCardId: null,
      })
      .returning();
    const reservationId = r?.id as string;
    const tablesBefore = (await sheet()).tables;
    await servedOrder({ reservationId, vipCardId: card?.id as string }, [[1, 300_000]]);
    await servedOrder({ reservationId }, [
      [2, 100_000],
      [1, 50_000],
    ]);

    const bill = await json<BillDto>(await h.request('GET', `/resto/cuentas?reservationId=${reservationId}`, { token: admin }));
    expect(bill).toMatchObject({
      consumed: 550_000,
      chargedToCards: 300_000,
      onBill: 250_000,
      minimumSpend: 1_000_000,
      deposit: 100_000,
      shortfall: 450_000,
      due: 600_000,
      depositLeft: 0,
      orders: 2,
      closed: false,
      reservationName: 'Pérez',
    });

    const before = await nightSales();
    const close = () =>
      h.request('POST', '/resto/cuentas/cerrar', { token: admin, body: { reservationId, method: 'cash', tips: 80_000 } });
    const closed = await json<BillDto>(await close());
    expect(closed).toMatchObject({
      closed: true,
      paid: 600_000,
      method: 'cash',
      tips: 80_000,
      tipsMethod: 'cash',
      shortfall: 450_000,
    });
    // The shortfall is a sale of its own (one line), the tips are not.
    expect((await nightSales()) - before).toBe(450_000);
    // The balance sheet's VIP tables line: both orders and the shortfall; the restaurant line unchanged.
    const tablesAfter = (await sheet()).tables;
    expect(tablesAfter.vipTables.total - tablesBefore.vipTables.total).toBe(1_000_000);
    expect(tablesAfter.vipTables.tickets - tablesBefore.vipTables.tickets).toBe(3);
    expect(tablesAfter.restaurant).toEqual(tablesBefore.restaurant);
    const id = billId(nightId, reservationId);
    const [short] = await db
      .select()
      .from(sales)
      .where(eq(sales.id, shortfallSaleId(id)));
    expect(short).toMatchObject({ payment: 'table_bill', total: 450_000, pointOfSaleId: posId });
    expect(
      await db
        .select()
        .from(saleLines)
        .where(eq(saleLines.saleId, shortfallSaleId(id))),
    ).toHaveLength(1);
    const cash = await rowsOf<{ amount: string }>(db, sql`select amount from cash_movements where source_id = ${id}`);
    const [reg] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from cash_accounts where point_of_sale_id = ${posId} and kind = 'register'`,
    );
    expect(cash.map((c) => Number(c.amount))).toEqual(Number(reg?.n) > 0 ? [600_000] : []);

    // Again, and at once: the same bill, nothing more booked.
    const again = await Promise.all([close(), close()]);
    for (const res of again) expect(await json<BillDto>(res)).toMatchObject({ closed: true, paid: 600_000 });
    expect(await db.select().from(restoBills).where(eq(restoBills.id, id))).toHaveLength(1);
    expect((await nightSales()) - before).toBe(450_000);
  });

  it("answers 404 for another venue's reservation and 422 without a reservation or table", async () => {
    const db = h.database.db;
    const [other] = await db.select().from(venues).where(sql`${venues.id} <> ${venueId}`).limit(1);
    if (other) {
      const [r] = await db
        .insert(reservations)
        .values({ venueId: other.id, date: '2026-12-05', time: '23:30', partySize: 2, name: 'Otro' })
        .returning();
      const res = await h.request('GET', `/resto/cuentas?reservationId=${r?.id}`, { token: admin });
      expect(res.status).toBe(404);
    }
    expect((await h.request('GET', '/resto/cuentas', { token: admin })).status).toBe(422);
  });
});
