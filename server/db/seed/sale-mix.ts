// What the nights sell: the mix of points of sale, payments, products and quantities, and the
// plan of one night's sales drawn from it (times and lines, before anything is charged or
// consumed). saturdayUse applies the same mix to size the par levels.
import type { sales } from '../schema';
import { HOUR, MINUTE, type NightPlan } from './calendar';
import type { Catalogue, ProductRef } from './catalogue';
import type { SeedContext } from './context';
import type { Rng, WeightedPicker } from './random';
import type { PointOfSale, Venue } from './venue';

export type Payment = (typeof sales.$inferInsert)['payment'];
export type PosKind = PointOfSale['kind'];

/** Share of a night's sale lines per kind of point of sale. */
const LINE_SHARE: Record<PosKind, number> = { bar: 0.72, ticket_office: 0.18, cloakroom: 0.1 };

export const PAYMENTS: Record<PosKind, [Payment, number][]> = {
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
export function barWeight(p: ProductRef, vipBar: boolean): number {
  if (!vipBar) return p.spec.weight;
  if (isBottle(p)) return p.spec.weight * 8;
  if (p.spec.category === 'Cervezas') return p.spec.weight * 0.5;
  return p.spec.weight;
}
export function pickFrom<T>(rng: Rng, dist: [T, number][]): T {
  let r = rng.next() * dist.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of dist) {
    r -= w;
    if (r < 0) return value;
  }
  return (dist.at(-1) as [T, number])[0];
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

export interface PlannedSale {
  atMs: number;
  pos: PointOfSale;
  lines: { product: ProductRef; qty: number }[];
}
export function planNightSales(
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
