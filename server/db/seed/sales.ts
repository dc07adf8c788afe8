// The nights and what happens in them: weekly purchases, preloads, sales at every point of sale
// (each drink line consuming its recipe from the bar), restocks, breakages, counts, and VIP card
// charges. Nights are played in order so stock and card balances evolve as they would; what a
// night sells is drawn in sale-mix.ts.
import { nights, saleLines, sales } from '../schema';
import { DAY, HOUR, MINUTE, type NightPlan } from './calendar';
import type { Card, CardBook } from './cards';
import type { Catalogue, ProductRef } from './catalogue';
import type { SeedContext } from './context';
import { MobileOrderBook, type NightEvent } from './mobile-orders';
import type { People } from './people';
import { type Rng, WeightedPicker } from './random';
import { barWeight, PAYMENTS, type Payment, type PlannedSale, type PosKind, pickFrom, planNightSales } from './sale-mix';
import type { StockBook } from './stock';
import { recordBreakages } from './stock-breakages';
import { countableAt, recordCount } from './stock-counts';
import type { PointOfSale, Venue } from './venue';

/** A sale kept for the later steps (cancellations, invoices, cash flow). */
export interface SaleRecord {
  id: string;
  row: typeof sales.$inferInsert;
  nightId: string;
  nightIndex: number;
  /** When its night was closed (null while it is not): requests on it are decided before then. */
  nightClosedAtMs: number | null;
  pos: PointOfSale;
  atMs: number;
  cashierId: string;
  payment: Payment;
  card: Card | null;
  total: number;
  lines: { product: ProductRef; qty: number; unitPrice: number }[];
}

export interface NightRecord {
  plan: NightPlan;
  id: string;
}

export interface SalesResult {
  nights: NightRecord[];
  /** Sales of the last nights (for cancellations and invoices). */
  recent: SaleRecord[];
}

interface Deps {
  venue: Venue;
  people: People;
  catalogue: Catalogue;
  stock: StockBook;
  cards: CardBook;
}
export function staffUserFor(people: People, pos: PointOfSale): string {
  return people.staff[pos.staffRole][pos.staffIndex]?.id ?? people.supervisor.id;
}
export function simulateNights(ctx: SeedContext, plans: NightPlan[], deps: Deps): SalesResult {
  const { venue, people, catalogue, stock, cards } = deps;
  const rng = ctx.rng.fork('sales');
  const nightRecords: NightRecord[] = [];
  const recent: SaleRecord[] = [];
  const keepFrom = Math.max(0, plans.length - 13);

  const byKind = (kind: PosKind) => venue.pos.filter((p) => p.kind === kind);
  const posPickers = {
    bar: new WeightedPicker(byKind('bar'), (p) => p.weight),
    ticket_office: new WeightedPicker(byKind('ticket_office'), (p) => p.weight),
    cloakroom: new WeightedPicker(byKind('cloakroom'), (p) => p.weight),
  };
  const drinkPickers = new Map(
    byKind('bar').map((pos) => [pos.id, new WeightedPicker(catalogue.drinks, (p) => barWeight(p, pos.vip))]),
  );
  const entries = catalogue.ofKind('entry');
  const entryPicker = entries.length ? new WeightedPicker(entries, (p) => p.spec.weight) : null;
  const cloakPicker = catalogue.ofKind('cloakroom').length
    ? new WeightedPicker(catalogue.ofKind('cloakroom'), (p) => p.spec.weight)
    : null;
  const generalEntry = entries.find((p) => p.spec.name === 'Entrada general') ?? entries[0];
  const vipEntry = entries.find((p) => p.spec.name === 'Entrada VIP');

  // The VIP tables' orders: a delivered one is a sale of the VIP bar, played among the POS sales.
  const orders = new MobileOrderBook(ctx, venue, people, catalogue, cards, stock, plans);

  const firstOpen = plans[0]?.opensAt.getTime() ?? ctx.nowMs;
  stock.purchase(firstOpen - 4 * DAY - 12 * HOUR, true);

  plans.forEach((plan, index) => {
    const openMs = plan.opensAt.getTime();
    const closeMs = plan.closesAt.getTime();
    const nightId = ctx.ids.at(openMs - 7 * DAY);
    nightRecords.push({ plan, id: nightId });
    const closed = plan.status === 'closed';
    ctx.sink.add(nights, {
      id: nightId,
      venueId: venue.id,
      businessDate: plan.businessDate,
      eventName: plan.eventName,
      opensAt: plan.opensAt,
      closesAt: plan.closesAt,
      status: plan.status,
      openedAt: plan.status === 'planned' ? null : new Date(openMs - 10 * MINUTE),
      closedAt: closed ? new Date(nightClosedAt(plan)) : null,
      closedBy: closed ? people.supervisor.id : null,
      createdAt: new Date(openMs - 7 * DAY),
      updatedAt: new Date(closed ? nightClosedAt(plan) : openMs - 7 * DAY),
    });

    // The weekly order arrives on Wednesday, before the first night of the week.
    const previous = plans[index - 1];
    if (index > 0 && previous && openMs - previous.opensAt.getTime() > 1.5 * DAY) {
      const wednesday = openMs - ((plan.weekday - 3) * DAY + 12.5 * HOUR);
      if (wednesday < ctx.nowMs) stock.purchase(wednesday);
    }

    if (plan.status === 'planned') {
      stock.preload(plan, nightId, false);
      return;
    }
    cards.applyStatusChanges(openMs);
    stock.preload(plan, nightId, true);

    const untilMs = Math.min(closeMs, ctx.nowMs);
    const planned = planNightSales(
      rng,
      plan,
      posPickers,
      drinkPickers,
      entryPicker,
      cloakPicker,
      generalEntry,
      vipEntry,
      ctx.profile.linesPerNight,
    )
      .filter((s) => s.atMs <= untilMs)
      .sort((a, b) => a.atMs - b.atMs);
    const checkpoints = [openMs + 2 * HOUR, openMs + 3.5 * HOUR, openMs + 5 * HOUR].filter((t) => t <= untilMs);

    const events: NightEvent[] = planned.map((sale) => ({
      atMs: sale.atMs,
      run: () => {
        const record = writeSale(ctx, rng, deps, sale, nightId, plan, index);
        if (index >= keepFrom) recent.push(record);
      },
    }));
    events.push(...orders.night(plan, nightId));
    events.sort((a, b) => a.atMs - b.atMs);
    for (const event of events) {
      while (checkpoints.length > 0 && (checkpoints[0] ?? 0) <= event.atMs) {
        stock.restockBars(checkpoints.shift() ?? event.atMs, nightId);
      }
      event.run();
    }
    for (const t of checkpoints) stock.restockBars(t, nightId);
    recordBreakages(stock, plan, nightId, untilMs);

    if (!closed) return;
    // Spot counts at a bar every week or so, a full warehouse count mid-way, and last night's
    // count waiting for approval.
    const pastCount = plans.filter((p) => p.status === 'closed').length;
    const countAt = closeMs + 20 * MINUTE;
    if (index === pastCount - 1) {
      recordCount(
        stock,
        venue.bars[0] ?? venue.warehouses.dry,
        countableAt(stock, venue.bars[0] ?? venue.warehouses.dry, 10),
        countAt,
        nightId,
        'spot',
        'submitted',
      );
    } else if (index % 7 === 3) {
      const bar = venue.bars[Math.floor(index / 7) % venue.bars.length] ?? venue.warehouses.dry;
      recordCount(stock, bar, countableAt(stock, bar, 8), countAt, nightId, 'spot', 'applied');
    }
    if (index === Math.floor(pastCount / 2)) {
      recordCount(
        stock,
        venue.warehouses.dry,
        countableAt(stock, venue.warehouses.dry, 0),
        closeMs + 6 * HOUR,
        null,
        'full',
        'applied',
      );
    }
    const next = plans[index + 1];
    cards.settleDebts(closeMs, next ? next.opensAt.getTime() : ctx.nowMs);
  });
  cards.applyStatusChanges(ctx.nowMs);

  // Tomorrow's restock already on paper, and one note on its way to a bar.
  const upcoming = nightRecords.at(-1);
  if (upcoming) {
    // Sparkling wine for the VIP bar, or whatever the cold room holds most of when the nights
    // before emptied it (the demo's history depends on the day it is loaded): there is always a
    // draft note, which the screens and the cross-venue probes show.
    const cold = venue.warehouses.cold;
    const drafts = catalogue.goods
      .filter((g) => g.warehouse === cold && stock.level(cold, g) >= 1000)
      .sort(
        (a, b) =>
          Number(b.spec.category === 'Espumantes') - Number(a.spec.category === 'Espumantes') ||
          stock.level(cold, b) - stock.level(cold, a),
      )
      .slice(0, 3);
    const vipBar = venue.bars[3] ?? venue.bars[0];
    if (drafts.length > 0 && vipBar) {
      stock.transfer(
        cold,
        vipBar,
        drafts.map((good) => ({ good, milli: Math.min(6000, stock.level(cold, good)) })),
        ctx.nowMs - 2 * HOUR,
        upcoming.id,
        'draft',
      );
    }
    const terrace = venue.bars[2] ?? venue.bars[0];
    const inTransit = catalogue.goods
      .filter((g) => g.warehouse === venue.warehouses.dry && stock.level(g.warehouse, g) >= 2000)
      .slice(0, 2);
    if (terrace && inTransit.length > 0) {
      stock.transfer(
        venue.warehouses.dry,
        terrace,
        inTransit.map((good) => ({ good, milli: 2000 })),
        ctx.nowMs - 40 * MINUTE,
        upcoming.id,
        'sent',
      );
    }
  }
  return { nights: nightRecords, recent };
}
/** The supervisor closes a night 25 minutes after its doors close. */
const nightClosedAt = (plan: NightPlan) => plan.closesAt.getTime() + 25 * MINUTE;

function writeSale(
  ctx: SeedContext,
  rng: Rng,
  deps: Deps,
  sale: PlannedSale,
  nightId: string,
  plan: NightPlan,
  nightIndex: number,
): SaleRecord {
  const { people, catalogue, stock, cards } = deps;
  const { pos, atMs } = sale;
  const cashierId = staffUserFor(people, pos);
  let payment = pickFrom(rng, PAYMENTS[pos.kind]);
  const card = payment === 'vip_card' ? cards.pick(atMs) : null;
  if (payment === 'vip_card' && !card) payment = 'cash';
  const discount = card ? card.type.discount / 100 : 0;
  const id = ctx.ids.at(atMs);
  const at = new Date(atMs);
  const lines = sale.lines.map(({ product, qty }) => {
    const listPrice = catalogue.priceAt(product, pos.priceList, atMs);
    return { product, qty, unitPrice: Math.round((listPrice * (1 - discount)) / 100) * 100 };
  });
  const total = lines.reduce((s, l) => s + l.qty * l.unitPrice, 0);
  const row = ctx.sink.add(sales, {
    id,
    nightId,
    pointOfSaleId: pos.id,
    terminalId: pos.terminalId,
    cashierId,
    at,
    payment,
    vipCardId: card?.id ?? null,
    total,
    status: 'completed',
    createdAt: at,
    updatedAt: at,
  });
  for (const line of lines) {
    ctx.sink.add(saleLines, {
      id: ctx.ids.at(atMs),
      saleId: id,
      productId: line.product.id,
      quantity: line.qty,
      unitPrice: line.unitPrice,
      createdAt: at,
      updatedAt: at,
    });
    if (!pos.location) continue;
    for (const r of line.product.recipe) {
      stock.move({
        kind: 'sale_consumption',
        location: pos.location,
        good: r.good,
        milli: -line.qty * r.milli,
        atMs,
        nightId,
        sourceType: 'sale',
        sourceId: id,
        userId: cashierId,
      });
    }
  }
  if (card) cards.charge(card, atMs, total, { saleId: id, userId: cashierId }, nightId, plan.opensAt.getTime());
  const nightClosedAtMs = plan.status === 'closed' ? nightClosedAt(plan) : null;
  return { id, row, nightId, nightIndex, nightClosedAtMs, pos, atMs, cashierId, payment, card, total, lines };
}
