// The demo's VIP table orders obey the live path (issue 31 item 2): over the 60 nights of the demo
// seed (generated in memory, no database), every delivered order is a sale of the bar set to serve
// the VIP tables, with the id the live path derives from the order, at the delivery, by who
// delivered it, with the order's lines, its recipe consumed at that bar and one card charge naming
// sale and order; orders not delivered have no sale, and every order has the card its table link
// charges. The invariants the database keeps (stock levels, card balances) are seed.test.ts's.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardLedger,
  mobileOrderLines,
  mobileOrders,
  pointsOfSale,
  recipeLines,
  saleLines,
  sales,
  stockMovements,
} from '../../server/db/schema';
import type { RowSink } from '../../server/db/seed/bulk';
import { generate } from '../../server/db/seed/index';
import { orderSaleId } from '../../server/domain/mobile-order-sale';
import { groupBy } from '../../server/lib/group-by';

// A Saturday at 00:30 in Buenos Aires: the night under way has orders still open, the past ones are closed.
const NOW = new Date('2026-03-14T03:30:00Z');

let sink: RowSink;
beforeAll(async () => {
  sink = await generate({ size: 'demo', defaultPassword: 'cambiame', now: NOW });
}, 120_000);

const by = <T, K>(items: readonly T[], keyOf: (item: T) => K) => groupBy(items, keyOf, (item) => item);
const milli = (n: number | string) => Math.round(Number(n) * 1000);

describe('the demo seed’s mobile orders', () => {
  it('book every delivered order as the live path does, and nothing for the others', () => {
    const orders = sink.list(mobileOrders);
    const delivered = orders.filter((o) => o.status === 'delivered');
    expect(delivered.length).toBeGreaterThan(20);
    expect(orders.some((o) => o.status === 'rejected')).toBe(true);
    expect(orders.every((o) => o.cardId)).toBe(true);

    const serving = sink.list(pointsOfSale).filter((p) => p.servesVipTables);
    expect(serving).toHaveLength(1);
    const bar = serving[0] as (typeof serving)[number];
    expect(bar.kind).toBe('bar');

    const salesById = new Map(sink.list(sales).map((s) => [s.id, s]));
    const linesBySale = by(sink.list(saleLines), (l) => l.saleId);
    const orderLines = by(sink.list(mobileOrderLines), (l) => l.orderId);
    const recipes = by(sink.list(recipeLines), (r) => r.productId);
    const consumed = by(
      sink.list(stockMovements).filter((m) => m.sourceType === 'sale'),
      (m) => m.sourceId ?? '',
    );
    const charges = by(
      sink.list(cardLedger).filter((e) => e.mobileOrderId),
      (e) => e.mobileOrderId ?? '',
    );
    const shape = (ls: readonly { productId: string; quantity: number; unitPrice: number }[]) =>
      ls.map((l) => `${l.productId}|${l.quantity}|${l.unitPrice}`).sort();

    for (const order of orders) {
      const id = order.id as string;
      if (order.status !== 'delivered') {
        expect(order.saleId ?? null).toBeNull();
        expect(salesById.has(orderSaleId(id))).toBe(false);
        expect(charges.has(id)).toBe(false);
        continue;
      }
      const saleId = orderSaleId(id);
      expect(order.saleId).toBe(saleId);
      const sale = salesById.get(saleId);
      const lines = orderLines.get(id) ?? [];
      const total = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
      expect(sale).toMatchObject({
        nightId: order.nightId,
        pointOfSaleId: bar.id,
        terminalId: null,
        cashierId: order.handledBy,
        payment: 'vip_card',
        vipCardId: order.cardId,
        total,
        status: 'completed',
      });
      expect(sale?.at.getTime()).toBe(order.deliveredAt?.getTime());
      expect(shape(linesBySale.get(saleId) ?? [])).toEqual(shape(lines));

      // The recipe, consumed at the serving bar in the order's night.
      const want = new Map<string, number>();
      for (const l of lines) {
        for (const r of recipes.get(l.productId) ?? [])
          want.set(r.goodId, (want.get(r.goodId) ?? 0) + l.quantity * milli(r.quantity));
      }
      const moved = consumed.get(saleId) ?? [];
      expect(moved.every((m) => m.kind === 'sale_consumption' && m.locationId === bar.stockLocationId)).toBe(true);
      expect(moved.every((m) => m.nightId === order.nightId && m.at?.getTime() === sale?.at.getTime())).toBe(true);
      const got = new Map<string, number>();
      for (const m of moved) got.set(m.goodId, (got.get(m.goodId) ?? 0) - milli(m.quantity));
      expect(got).toEqual(want);

      // One charge of the total, naming the sale and the order.
      expect(charges.get(id)).toHaveLength(1);
      expect(charges.get(id)?.[0]).toMatchObject({
        cardId: order.cardId,
        kind: 'consumption',
        amount: -total,
        saleId,
        userId: order.handledBy,
      });
    }
  });
});
