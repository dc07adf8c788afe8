// The nights and what happens in them: weekly purchases, preloads, sales at every point of sale
// (each drink line consuming its recipe from the bar), restocks, breakages, counts, and VIP card
// charges. Nights are played in order so stock and card balances evolve as they would.
import { nights, saleLines, sales } from '../schema';
import { DAY, HOUR, MINUTE, type NightPlan } from './calendar';
import type { Card, CardBook } from './cards';
import type { Catalogue, ProductRef } from './catalogue';
import type { SeedContext } from './context';
import type { People } from './people';
import { type Rng, WeightedPicker } from './random';
import type { StockBook } from './stock';
import type { PointOfSale, Venue } from './venue';

type Payment = (typeof sales.$inferInsert)['payment'];
type PosKind = PointOfSale['kind'];

/** Share of a night's sale lines per kind of point of sale. */
const LINE_SHARE: Record<PosKind, number> = { bar: 0.72, ticket_office: 0.18, cloakroom: 0.1 };

const PAYMENTS: Record<PosKind, [Payment, number][]> = {
  bar: [
    ['cash', 0.32],
    ['card', 0.28],
    ['wallet', 0.18],
    ['vip_card', 0.17],
    ['transfer', 0.05],
  ],
  ticket_office: [
    ['cash', 0.45],
    ['card', 0.3],
    ['wallet', 0.18],
    ['vip_card', 0.02],
    ['transfer', 0.05],
  ],
  cloakroom: [
    ['cash', 0.75],
    ['wallet', 0.2],
    ['card', 0.05],
  ],
};

const LINES_PER_SALE: Record<PosKind, [number, number][]> = {
  bar: [
    [1, 0.55],
    [2, 0.3],
    [3, 0.1],
    [4, 0.05],
  ],
  ticket_office: [
    [1, 0.85],
    [2, 0.15],
  ],
  cloakroom: [[1, 1]],
};

const DRINK_QTY: [number, number][] = [
  [1, 0.7],
  [2, 0.22],
  [3, 0.05],
  [4, 0.03],
];
const BOTTLE_QTY: [number, number][] = [
  [1, 0.95],
  [2, 0.05],
];
const ENTRY_QTY: [number, number][] = [
  [1, 0.4],
  [2, 0.35],
  [3, 0.1],
  [4, 0.1],
  [6, 0.05],
];
const CLOAK_QTY: [number, number][] = [
  [1, 0.7],
  [2, 0.25],
  [3, 0.05],
];

const expectation = (dist: [number, number][]) => dist.reduce((s, [v, p]) => s + v * p, 0);
const isBottle = (p: ProductRef) => p.spec.category === 'Botellas';
const qtyDist = (p: ProductRef): [number, number][] =>
  p.spec.kind === 'entry' ? ENTRY_QTY : p.spec.kind === 'cloakroom' ? CLOAK_QTY : isBottle(p) ? BOTTLE_QTY : DRINK_QTY;

/** Bottle service sells at the VIP bar; beer less so. */
function barWeight(p: ProductRef, vipBar: boolean): number {
  if (!vipBar) return p.spec.weight;
  if (isBottle(p)) return p.spec.weight * 8;
  if (p.spec.category === 'Cervezas') return p.spec.weight * 0.5;
  return p.spec.weight;
}

/** A sale kept for the later steps (cancellations, invoices, cash flow). */
export interface SaleRecord {
  id: string;
  row: typeof sales.$inferInsert;
  nightId: string;
  nightIndex: number;
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

function pickFrom<T>(rng: Rng, dist: [T, number][]): T {
  let r = rng.next() * dist.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of dist) {
    r -= w;
    if (r < 0) return value;
  }
  return (dist.at(-1) as [T, number])[0];
}

export function staffUserFor(people: People, pos: PointOfSale): string {
  return people.staff[pos.staffRole][pos.staffIndex]?.id ?? people.supervisor.id;
}

/** Expected use per bar and good on a Saturday, in thousandths of a unit: sizes the par levels. */
export function saturdayUse(ctx: SeedContext, venue: Venue, catalogue: Catalogue): Map<string, Map<number, number>> {
  const bars = venue.pos.filter((p) => p.kind === 'bar');
  const totalWeight = bars.reduce((s, p) => s + p.weight, 0);
  const result = new Map<string, Map<number, number>>();
  for (const pos of bars) {
    if (!pos.location) continue;
    const lines = (ctx.profile.linesPerNight * 1.4 * LINE_SHARE.bar * pos.weight) / totalWeight;
    const drinks = catalogue.drinks;
    const vip = pos.vip;
    const weightSum = drinks.reduce((s, p) => s + barWeight(p, vip), 0);
    const use = new Map<number, number>();
    for (const p of drinks) {
      const perLine = (barWeight(p, vip) / weightSum) * expectation(qtyDist(p));
      for (const r of p.recipe) use.set(r.good.index, (use.get(r.good.index) ?? 0) + lines * perLine * r.milli);
    }
    result.set(pos.location.id, use);
  }
  return result;
}

interface PlannedSale {
  atMs: number;
  pos: PointOfSale;
  lines: { product: ProductRef; qty: number }[];
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
      closedAt: closed ? new Date(closeMs + 25 * MINUTE) : null,
      closedBy: closed ? people.supervisor.id : null,
      createdAt: new Date(openMs - 7 * DAY),
      updatedAt: new Date(closed ? closeMs + 25 * MINUTE : openMs - 7 * DAY),
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

    for (const sale of planned) {
      while (checkpoints.length > 0 && (checkpoints[0] ?? 0) <= sale.atMs) {
        stock.restockBars(checkpoints.shift() ?? sale.atMs, nightId);
      }
      const record = writeSale(ctx, rng, deps, sale, nightId, plan, index);
      if (index >= keepFrom) recent.push(record);
    }
    for (const t of checkpoints) stock.restockBars(t, nightId);
    stock.breakages(plan, nightId, untilMs);

    if (!closed) return;
    // Spot counts at a bar every week or so, a full warehouse count mid-way, and last night's
    // count waiting for approval.
    const pastCount = plans.filter((p) => p.status === 'closed').length;
    const countAt = closeMs + 20 * MINUTE;
    if (index === pastCount - 1) {
      stock.count(
        venue.bars[0] ?? venue.warehouses.dry,
        stock.countableAt(venue.bars[0] ?? venue.warehouses.dry, 10),
        countAt,
        nightId,
        'spot',
        'submitted',
      );
    } else if (index % 7 === 3) {
      const bar = venue.bars[Math.floor(index / 7) % venue.bars.length] ?? venue.warehouses.dry;
      stock.count(bar, stock.countableAt(bar, 8), countAt, nightId, 'spot', 'applied');
    }
    if (index === Math.floor(pastCount / 2)) {
      stock.count(venue.warehouses.dry, stock.countableAt(venue.warehouses.dry, 0), closeMs + 6 * HOUR, null, 'full', 'applied');
    }
    const next = plans[index + 1];
    cards.settleDebts(closeMs, next ? next.opensAt.getTime() : ctx.nowMs);
  });
  cards.applyStatusChanges(ctx.nowMs);

  // Tomorrow's restock already on paper, and one note on its way to a bar.
  const upcoming = nightRecords.at(-1);
  if (upcoming) {
    const drafts = catalogue.goods
      .filter((g) => g.spec.category === 'Espumantes' && stock.level(g.warehouse, g) >= 6000)
      .slice(0, 3);
    const vipBar = venue.bars[3] ?? venue.bars[0];
    if (drafts.length > 0 && vipBar) {
      stock.transfer(
        venue.warehouses.cold,
        vipBar,
        drafts.map((good) => ({ good, milli: 6000 })),
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

function planNightSales(
  rng: Rng,
  plan: NightPlan,
  posPickers: Record<PosKind, WeightedPicker<PointOfSale>>,
  drinkPickers: Map<string, WeightedPicker<ProductRef>>,
  entryPicker: WeightedPicker<ProductRef> | null,
  cloakPicker: WeightedPicker<ProductRef> | null,
  generalEntry: ProductRef | undefined,
  vipEntry: ProductRef | undefined,
  linesPerNight: number,
): PlannedSale[] {
  const openMs = plan.opensAt.getTime();
  const duration = plan.closesAt.getTime() - openMs;
  const lines = linesPerNight * plan.crowd * rng.between(0.85, 1.15);
  const out: PlannedSale[] = [];
  for (const kind of ['bar', 'ticket_office', 'cloakroom'] as const) {
    const picker = posPickers[kind];
    if (picker.size === 0) continue;
    let budget = lines * LINE_SHARE[kind];
    while (budget > 0) {
      const pos = picker.pick(rng);
      const count = pickFrom(rng, LINES_PER_SALE[kind]);
      let atMs: number;
      const chosen = new Map<ProductRef, number>();
      if (kind === 'bar') {
        atMs = openMs + 20 * MINUTE + rng.hump(0.5) * (duration - 30 * MINUTE);
        const drinks = drinkPickers.get(pos.id);
        if (!drinks || drinks.size === 0) break;
        for (let i = 0; i < count; i++) {
          const product = drinks.pick(rng);
          chosen.set(product, pickFrom(rng, qtyDist(product)));
        }
      } else if (kind === 'ticket_office') {
        atMs = openMs + rng.hump(0.3) * duration * 0.6;
        if (!entryPicker) break;
        for (let i = 0; i < count; i++) {
          let product = pos.vip && vipEntry && rng.chance(0.6) ? vipEntry : entryPicker.pick(rng);
          // The promo entry is only sold until 01:30.
          if (product.spec.name.includes('promo') && atMs > openMs + 2 * HOUR && generalEntry) product = generalEntry;
          chosen.set(product, pickFrom(rng, ENTRY_QTY));
        }
      } else {
        atMs = openMs + 10 * MINUTE + rng.hump(0.3) * duration * 0.55;
        if (!cloakPicker) break;
        const product = cloakPicker.pick(rng);
        chosen.set(product, pickFrom(rng, CLOAK_QTY));
      }
      budget -= chosen.size;
      out.push({ atMs: Math.round(atMs), pos, lines: [...chosen].map(([product, qty]) => ({ product, qty })) });
    }
  }
  return out;
}

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
  if (card) cards.charge(card, atMs, total, id, cashierId, nightId, plan.opensAt.getTime());
  return { id, row, nightId, nightIndex, pos, atMs, cashierId, payment, card, total, lines };
}
