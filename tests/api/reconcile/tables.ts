// Restaurant and VIP tables in a reconciled night (issue 35): a reservation (minimum spend, deposit,
// maybe a VIP card) at a table of an area served by Barra 1; its orders served (bookServedOrder: the
// waiters' API is another part of the issue, so the orders are written straight into the tables and
// served in a transaction, as the waiters' serving does); the bill closed through the API, paid in
// cash or by card with tips. The model: each served order a sale (its recipe out of Barra 1), charged
// to the card or put on the bill; the close's shortfall a sale of its own; the cash collected into
// Barra 1's register; tips in nothing.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { kitchenOrderLines, kitchenOrders, reservations, restoAreas, restoTables, users } from '../../../server/db/schema';
import { bookServedOrder } from '../../../server/domain/resto-order-sale';
import type { BillDto } from '../../../src/contract/resto-bill';
import { uuidv7 } from '../../../src/contract/uuid';
import { json } from '../harness';
import type { Op } from './plan';
import type { Player } from './play';

export type TableOp = Extract<Op, { t: 'table' }>;

export async function playTable(p: Player, op: TableOp) {
  const { v, books, h } = p;
  const db = h.database.db;
  const bar1 = v.tills.bar1;
  const [area] = await db
    .insert(restoAreas)
    .values({
      venueId: v.id,
      name: op.vip ? 'VIP' : 'Salón',
      pointOfSaleId: bar1.posId,
      stockLocationId: bar1.locationId,
      vip: op.vip,
    })
    .returning();
  const [table] = await db
    .insert(restoTables)
    .values({ areaId: area?.id as string, name: `M${uuidv7().slice(-4)}`, seats: 4 })
    .returning();
  const card = op.card === null ? null : (v.cards[op.card] ?? null);
  const [r] = await db
    .insert(reservations)
    .values({
      venueId: v.id,
      date: '2026-01-01',
      time: '23:00',
      partySize: 4,
      name: 'Mesa',
      tableId: table?.id,
      minimumSpend: op.minimum,
      deposit: op.deposit,
      vipCardId: card?.id ?? null,
      status: 'seated',
    })
    .returning();
  const reservationId = r?.id as string;
  const [waiter] = await db.select({ id: users.id }).from(users).where(eq(users.email, v.supervisorEmail));
  let consumed = 0;
  let onBill = 0;
  for (const [i, lines] of op.orders.entries()) {
    const id = uuidv7();
    await db
      .insert(kitchenOrders)
      .values({ id, tableId: table?.id as string, nightId: v.nightId, reservationId, status: 'ready' });
    await db.insert(kitchenOrderLines).values(
      lines.map((l) => ({
        id: uuidv7(),
        orderId: id,
        productId: v.drinks[l.product]?.id as string,
        quantity: l.quantity,
        unitPrice: v.drinks[l.product]?.price ?? 0,
        status: l.cancelled ? ('cancelled' as const) : ('ready' as const),
      })),
    );
    const served = lines.filter((l) => !l.cancelled);
    const total = served.reduce((s, l) => s + l.quantity * (v.drinks[l.product]?.price ?? 0), 0);
    const at = new Date(v.opensAt.getTime() + 3_600_000 + i * 1000);
    const serve = () => db.transaction((tx) => bookServedOrder(tx, { orderId: id, servedBy: waiter?.id as string, at }));
    if (op.card !== null && total > (books.cards[op.card] ?? 0)) {
      await expect(serve(), 'an order over the card balance is not served').rejects.toThrow();
      continue;
    }
    const { saleId } = await serve();
    expect(saleId === null, 'an order with nothing to charge is no sale').toBe(served.length === 0);
    if (!saleId) continue;
    books.night.sales += total;
    books.night.tickets += 1;
    for (const l of served) books.night.cogs += books.consume(bar1.locationId, l.product, l.quantity);
    consumed += total;
    if (op.card !== null) books.cards[op.card] = (books.cards[op.card] ?? 0) - total;
    else onBill += total;
  }
  if (!op.close) return;
  const bill = await json<BillDto>(
    await h.request('POST', '/resto/cuentas/cerrar', {
      token: v.tokens.admin,
      body: { reservationId, nightId: v.nightId, method: op.method, tips: op.tips },
    }),
  );
  const shortfall = Math.max(op.minimum - consumed, 0);
  const due = Math.max(onBill + shortfall - op.deposit, 0);
  expect(bill, 'the closed bill').toMatchObject({ consumed, onBill, shortfall, paid: due, tips: op.tips, closed: true });
  if (shortfall > 0) {
    books.night.sales += shortfall;
    books.night.tickets += 1;
  }
  if (op.method === 'cash') books.move(bar1.registerId, due);
}
