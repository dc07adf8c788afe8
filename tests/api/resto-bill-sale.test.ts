// A served restaurant order is a sale, once (issue 35 "Bottle service and the bill"): bookServedOrder
// books one sale at the area's point of sale with the order's non-cancelled lines at their prices,
// the recipe consumption at the area's bar, and — with a linked VIP card (the order's or its
// reservation's) — one card charge; without one the sale is on the table's bill ('table_bill').
// Twenty servings of one order at once book it once. Orders are written straight into the tables
// (the waiters' API is another part of the issue).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardLedger,
  cardTypes,
  goods,
  kitchenOrderLines,
  kitchenOrders,
  nights,
  pointsOfSale,
  products,
  recipeLines,
  reservations,
  restoAreas,
  restoTables,
  saleLines,
  sales,
  stockMovements,
  users,
  vipCards,
} from '../../server/db/schema';
import { bookServedOrder, restoOrderSaleId } from '../../server/domain/resto-order-sale';
import { uuidv7 } from '../../src/contract/uuid';
import { createHarness, type Harness } from './harness';

let h: Harness;
let venueId: string;
let userId: string;
let nightId: string;
let gold: string;
let tableId: string;
let barLocation: string;
let posId: string;
/** Two products with a recipe: [id, unit price]. */
let menu: { productId: string; price: number }[] = [];
let seq = 0;

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, 'vip@noctua.test'));
  venueId = user?.defaultVenueId as string;
  userId = user?.id as string;
  const [night] = await db
    .select()
    .from(nights)
    .where(and(eq(nights.venueId, venueId), eq(nights.status, 'open')));
  nightId = night?.id as string;
  const [type] = await db
    .select()
    .from(cardTypes)
    .where(and(eq(cardTypes.venueId, venueId), eq(cardTypes.name, 'Gold')));
  gold = type?.id as string;
  const [bar] = await db
    .select()
    .from(pointsOfSale)
    .where(and(eq(pointsOfSale.venueId, venueId), eq(pointsOfSale.name, 'Barra VIP')));
  barLocation = bar?.stockLocationId as string;
  posId = bar?.id as string;
  const withRecipe = await db
    .selectDistinct({ productId: recipeLines.productId })
    .from(recipeLines)
    .innerJoin(products, eq(products.id, recipeLines.productId))
    .where(eq(products.venueId, venueId))
    .limit(2);
  menu = withRecipe.map((r, i) => ({ productId: r.productId, price: 150_000 + i * 10_000 }));
  const [area] = await db
    .insert(restoAreas)
    .values({ venueId, name: 'Test VIP', pointOfSaleId: posId, stockLocationId: barLocation, vip: true })
    .returning();
  const [table] = await db
    .insert(restoTables)
    .values({ areaId: area?.id as string, name: 'T1', seats: 6, minimumSpend: 1_000_000, deposit: 200_000 })
    .returning();
  tableId = table?.id as string;
  expect(nightId && gold && barLocation && menu.length === 2).toBeTruthy();
});

afterAll(async () => {
  await h?.close();
});

async function newCard() {
  seq += 1;
  const [card] = await h.database.db
    .insert(vipCards)
    .values({
      venueId,
      number: `R${Date.now() % 100000}${seq}`,
      holderName: `Mesa ${seq}`,
      cardTypeId: gold,
      creditLimit: 50_000_000,
    })
    .returning();
  return card?.id as string;
}

/** An order of the two products (2 and 1) plus a cancelled line, with the given card or reservation. */
async function newOrder(link: { vipCardId?: string; reservationId?: string } = {}) {
  const id = uuidv7();
  await h.database.db.insert(kitchenOrders).values({ id, tableId, nightId, status: 'ready', ...link });
  const [a, b] = menu as [(typeof menu)[0], (typeof menu)[0]];
  await h.database.db.insert(kitchenOrderLines).values([
    { id: uuidv7(), orderId: id, productId: a.productId, quantity: 2, unitPrice: a.price, status: 'ready' },
    { id: uuidv7(), orderId: id, productId: b.productId, quantity: 1, unitPrice: b.price, status: 'ready' },
    { id: uuidv7(), orderId: id, productId: b.productId, quantity: 5, unitPrice: b.price, status: 'cancelled' },
  ]);
  return { id, total: 2 * a.price + b.price };
}

const serve = (orderId: string) =>
  h.database.db.transaction((tx) => bookServedOrder(tx, { orderId, servedBy: userId, at: new Date() }));

async function recipeUnits() {
  const rows = await h.database.db
    .select({ productId: recipeLines.productId, goodId: recipeLines.goodId, quantity: recipeLines.quantity })
    .from(recipeLines)
    .innerJoin(goods, eq(goods.id, recipeLines.goodId))
    .where(
      inArray(
        recipeLines.productId,
        menu.map((m) => m.productId),
      ),
    );
  const units = new Map<string, number>();
  for (const r of rows) {
    const sold = r.productId === menu[0]?.productId ? 2 : 1;
    units.set(r.goodId, Math.round(((units.get(r.goodId) ?? 0) + sold * Number(r.quantity)) * 1000) / 1000);
  }
  return units;
}

async function booked(saleId: string) {
  const db = h.database.db;
  const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
  const lines = await db.select().from(saleLines).where(eq(saleLines.saleId, saleId));
  const moves = await db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.sourceType, 'sale'), eq(stockMovements.sourceId, saleId)));
  const charges = await db.select().from(cardLedger).where(eq(cardLedger.saleId, saleId));
  const consumed = new Map<string, number>();
  for (const m of moves) {
    expect(m.locationId).toBe(barLocation);
    consumed.set(m.goodId, Math.round(((consumed.get(m.goodId) ?? 0) - Number(m.quantity)) * 1000) / 1000);
  }
  return { sale, lines, consumed, charges };
}

describe('bookServedOrder', () => {
  it('books the order charged to its VIP card: one sale, its stock, one card charge', async () => {
    const card = await newCard();
    const order = await newOrder({ vipCardId: card });
    const { saleId } = await serve(order.id);
    expect(saleId).toBe(restoOrderSaleId(order.id));
    const b = await booked(saleId as string);
    expect(b.sale).toMatchObject({ payment: 'vip_card', vipCardId: card, total: order.total, pointOfSaleId: posId, nightId });
    expect(b.lines).toHaveLength(2);
    expect(b.consumed).toEqual(await recipeUnits());
    expect(b.charges.map((c) => [c.kind, Number(c.amount)])).toEqual([['consumption', -order.total]]);
    const [o] = await h.database.db.select().from(kitchenOrders).where(eq(kitchenOrders.id, order.id));
    expect(o?.saleId).toBe(saleId);
    // Again: the same sale, nothing more booked.
    expect((await serve(order.id)).saleId).toBe(saleId);
    expect((await booked(saleId as string)).charges).toHaveLength(1);
  });

  it("charges the reservation's card when the order names none", async () => {
    const card = await newCard();
    const [r] = await h.database.db
      .insert(reservations)
      .values({ venueId, date: '2026-12-05', time: '23:00', partySize: 4, name: 'Res', tableId, vipCardId: card })
      .returning();
    const order = await newOrder({ reservationId: r?.id as string });
    const { saleId } = await serve(order.id);
    const b = await booked(saleId as string);
    expect(b.sale).toMatchObject({ payment: 'vip_card', vipCardId: card });
    expect(b.charges).toHaveLength(1);
  });

  it("puts an order without a card on the table's bill", async () => {
    const order = await newOrder();
    const { saleId } = await serve(order.id);
    const b = await booked(saleId as string);
    expect(b.sale).toMatchObject({ payment: 'table_bill', vipCardId: null, total: order.total });
    expect(b.charges).toHaveLength(0);
    expect(b.consumed).toEqual(await recipeUnits());
  });

  it('books nothing when every line was cancelled', async () => {
    const id = uuidv7();
    await h.database.db.insert(kitchenOrders).values({ id, tableId, nightId });
    await h.database.db.insert(kitchenOrderLines).values({
      id: uuidv7(),
      orderId: id,
      productId: menu[0]?.productId as string,
      quantity: 1,
      unitPrice: 1,
      status: 'cancelled',
    });
    expect(await serve(id)).toEqual({ saleId: null });
  });

  it('twenty servings of one order at once book one sale and one charge', async () => {
    const card = await newCard();
    const order = await newOrder({ vipCardId: card });
    const results = await Promise.all(Array.from({ length: 20 }, () => serve(order.id)));
    const ids = new Set(results.map((r) => r.saleId));
    expect([...ids]).toEqual([restoOrderSaleId(order.id)]);
    const b = await booked(restoOrderSaleId(order.id));
    expect(b.lines).toHaveLength(2);
    expect(b.charges).toHaveLength(1);
    expect(b.consumed).toEqual(await recipeUnits());
    const [c] = await h.database.db.select({ balance: vipCards.balance }).from(vipCards).where(eq(vipCards.id, card));
    expect(Number(c?.balance)).toBe(-order.total);
  });
});
