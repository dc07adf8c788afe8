// VIP mobile orders: holders order from their table in the VIP sector, through a table link that
// charges their card. A delivered order is a sale of the bar that serves the VIP tables, booked as
// the live path books it (server/domain/mobile-order-sale.ts): the sale (id derived from the
// order's, no terminal, cashier = who delivered, at = the delivery), its lines at the order's
// prices (the VIP list less the card type's discount, as the guest page shows them), the recipe
// consumption at that bar and the card charge naming both the sale and the order. The deliveries
// are played among the night's POS sales in time order, so stock and card balances see each one
// when it happened.
import { discounted } from '../../../src/contract/vip-orders';
import { orderSaleId } from '../../domain/mobile-order-sale';
import { mobileOrderLines, mobileOrders, saleLines, sales } from '../schema';
import { HOUR, MINUTE, type NightPlan } from './calendar';
import type { Card, CardBook } from './cards';
import type { Catalogue, ProductRef } from './catalogue';
import type { SeedContext } from './context';
import type { People } from './people';
import type { Rng } from './random';
import { vipTableNames } from './resto';
import type { StockBook } from './stock';
import type { PointOfSale, Venue } from './venue';

/** Something that happens at a moment of the night: a POS sale or an order's delivery. */
export interface NightEvent {
  atMs: number;
  run(): void;
}

export class MobileOrderBook {
  private readonly rng: Rng;
  private readonly tables = vipTableNames();
  /** The bar that serves the VIP tables (points_of_sale.serves_vip_tables in venue.ts). */
  private readonly bar: PointOfSale | undefined;
  private readonly handler: string;
  /** The nights with orders: the last nights that served. */
  private readonly nights: Set<NightPlan>;
  private readonly venueId: string;

  constructor(
    private readonly ctx: SeedContext,
    venue: Venue,
    people: People,
    private readonly catalogue: Catalogue,
    private readonly cards: CardBook,
    private readonly stock: StockBook,
    plans: readonly NightPlan[],
  ) {
    this.rng = ctx.rng.fork('mobile-orders');
    this.venueId = venue.id;
    this.bar = venue.pos.find((p) => p.kind === 'bar' && p.vip);
    // The VIP bar's bartender takes and delivers the tables' orders.
    this.handler = people.staff.bartender[this.bar?.staffIndex ?? 3]?.id ?? people.supervisor.id;
    this.nights = new Set(plans.filter((p) => p.status !== 'planned').slice(-ctx.profile.mobileOrderNights));
  }

  /** Writes the night's orders and returns their deliveries, to be played in time order with the sales. */
  night(plan: NightPlan, nightId: string): NightEvent[] {
    const { ctx, rng, catalogue } = this;
    const drinks = catalogue.drinks;
    if (!this.nights.has(plan) || drinks.length === 0) return [];
    const openMs = plan.opensAt.getTime();
    // Nothing placed in the last half hour before a closed night's doors close: served before it closes.
    const untilMs = plan.status === 'closed' ? plan.closesAt.getTime() - 30 * MINUTE : ctx.nowMs;
    const deliveries: NightEvent[] = [];
    const count = Math.round(rng.int(3, 7) * plan.crowd);
    for (let i = 0; i < count; i++) {
      const placedMs = Math.round(openMs + HOUR + rng.next() * Math.max(0, untilMs - openMs - HOUR));
      if (placedMs > ctx.nowMs) continue;
      // A table link always charges a card: an order without one could never be delivered.
      const card = this.cards.pick(placedMs);
      if (!card) continue;
      const live = plan.status === 'open' && ctx.nowMs - placedMs < 40 * MINUTE;
      const acceptedMs = placedMs + rng.int(1, 6) * MINUTE;
      const doneMs = acceptedMs + rng.int(4, 20) * MINUTE;
      const roll = rng.next();
      const canBeServed = this.bar !== undefined && doneMs < card.endsMs;
      const status = live ? (roll < 0.5 ? 'placed' : 'accepted') : roll < 0.86 && canBeServed ? 'delivered' : 'rejected';
      const orderId = ctx.ids.at(placedMs);
      const tableLabel = rng.pick(this.tables);
      const lines = rng.sample(drinks, rng.int(1, Math.min(3, drinks.length))).map((product) => ({
        product,
        quantity: rng.int(1, 3),
        unitPrice: discounted(catalogue.priceAt(product, 'vip', placedMs), card.type.discount),
      }));
      const delivered = status === 'delivered';
      const saleId = delivered ? orderSaleId(orderId) : null;
      ctx.sink.add(mobileOrders, {
        id: orderId,
        venueId: this.venueId,
        cardId: card.id,
        tableLabel,
        nightId,
        status,
        placedAt: new Date(placedMs),
        acceptedAt: status === 'accepted' || delivered ? new Date(acceptedMs) : null,
        deliveredAt: delivered ? new Date(doneMs) : null,
        rejectedAt: status === 'rejected' ? new Date(acceptedMs) : null,
        handledBy: status === 'placed' ? null : this.handler,
        note: rng.pick(['', '', 'Con bengalas', 'Hielo aparte']),
        rejectReason: status === 'rejected' ? 'Sin stock del producto pedido' : '',
        saleId,
        createdAt: new Date(placedMs),
        updatedAt: new Date(status === 'placed' ? placedMs : delivered ? doneMs : acceptedMs),
      });
      for (const l of lines) {
        ctx.sink.add(mobileOrderLines, {
          id: ctx.ids.at(placedMs),
          orderId,
          productId: l.product.id,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          createdAt: new Date(placedMs),
          updatedAt: new Date(placedMs),
        });
      }
      if (saleId) {
        const note = `Orden móvil · ${tableLabel}`;
        const order = { id: orderId, note };
        deliveries.push({ atMs: doneMs, run: () => this.book(saleId, order, card, lines, doneMs, nightId, plan) });
      }
    }
    return deliveries;
  }

  /** The delivery: the sale of the VIP bar, its lines, the recipe consumption there and the card charge. */
  private book(
    saleId: string,
    order: { id: string; note: string },
    card: Card,
    lines: { product: ProductRef; quantity: number; unitPrice: number }[],
    atMs: number,
    nightId: string,
    plan: NightPlan,
  ): void {
    const { ctx, bar } = this;
    if (!bar) return;
    const at = new Date(atMs);
    const total = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    ctx.sink.add(sales, {
      id: saleId,
      nightId,
      pointOfSaleId: bar.id,
      terminalId: null,
      cashierId: this.handler,
      at,
      payment: 'vip_card',
      vipCardId: card.id,
      total,
      status: 'completed',
      createdAt: at,
      updatedAt: at,
    });
    for (const line of lines) {
      ctx.sink.add(saleLines, {
        id: ctx.ids.at(atMs),
        saleId,
        productId: line.product.id,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        createdAt: at,
        updatedAt: at,
      });
      if (!bar.location) continue;
      for (const r of line.product.recipe) {
        this.stock.move({
          kind: 'sale_consumption',
          location: bar.location,
          good: r.good,
          milli: -line.quantity * r.milli,
          atMs,
          nightId,
          sourceType: 'sale',
          sourceId: saleId,
          userId: this.handler,
        });
      }
    }
    if (total > 0) this.cards.charge(card, atMs, total, { saleId, userId: this.handler, order }, nightId, plan.opensAt.getTime());
  }
}
