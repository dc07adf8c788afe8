// The catalogue: goods with barcodes, products with recipes, and both price lists' items.
import { goodBarcodes, goods, priceListItems, products, recipeLines } from '../schema';
import { inflationFactor, monthIndex } from './calendar';
import { cents, must, roundTo, type SeedContext } from './context';
import { GOODS, type GoodSpec, SKU_PREFIX } from './data/goods';
import { PRODUCTS, type ProductSpec } from './data/products';
import { uniqueEan13 } from './documents';
import type { Location, Venue } from './venue';

export interface GoodRef {
  index: number;
  id: string;
  spec: GoodSpec;
  /** Current unit cost, cents. */
  cost: number;
  warehouse: Location;
}

export interface RecipeRef {
  good: GoodRef;
  /** Thousandths of the good's unit per product sold (67 = 0.067 of a bottle). */
  milli: number;
}

export interface ProductRef {
  id: string;
  spec: ProductSpec;
  recipe: RecipeRef[];
  /** Current prices in cents per list. */
  price: { general: number; vip: number };
}

export class Catalogue {
  constructor(
    private readonly nowMonth: number,
    readonly goods: GoodRef[],
    readonly products: ProductRef[],
  ) {}

  get drinks(): ProductRef[] {
    return this.products.filter((p) => p.spec.kind === 'drink');
  }

  ofKind(kind: ProductSpec['kind']): ProductRef[] {
    return this.products.filter((p) => p.spec.kind === kind);
  }

  private months(ms: number): number {
    return this.nowMonth - monthIndex(ms);
  }

  /** Unit cost in cents at `ms`: suppliers raise prices every month. */
  costAt(good: GoodRef, ms: number): number {
    const months = this.months(ms);
    return months <= 0 ? good.cost : Math.round((good.cost * inflationFactor(months)) / 1000) * 1000;
  }

  /** Menu price in cents at `ms`: the lists are raised on the 1st of each month, in $500 steps. */
  priceAt(product: ProductRef, list: 'general' | 'vip', ms: number): number {
    const now = product.price[list];
    const months = this.months(ms);
    return months <= 0 ? now : cents(roundTo((now / 100) * inflationFactor(months), 500));
  }
}

/** Which products and goods a size takes: the 'core' ones first, then the rest in list order. */
function selection(profile: SeedContext['profile']): { goods: GoodSpec[]; products: ProductSpec[] } {
  const productLimit = profile.products ?? PRODUCTS.length;
  const chosenProducts = [...PRODUCTS.filter((p) => p.core), ...PRODUCTS.filter((p) => !p.core)].slice(0, productLimit);
  const needed = new Set(chosenProducts.flatMap((p) => p.recipe.map((r) => r.good)));
  const goodLimit = Math.max(profile.goods ?? GOODS.length, needed.size);
  const chosenGoods = [...GOODS.filter((g) => needed.has(g.key)), ...GOODS.filter((g) => !needed.has(g.key))].slice(0, goodLimit);
  const order = new Map(GOODS.map((g, i) => [g.key, i]));
  chosenGoods.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  const productOrder = new Map(PRODUCTS.map((p, i) => [p.name, i]));
  chosenProducts.sort((a, b) => (productOrder.get(a.name) ?? 0) - (productOrder.get(b.name) ?? 0));
  return { goods: chosenGoods, products: chosenProducts };
}

export function buildCatalogue(ctx: SeedContext, venue: Venue): Catalogue {
  const { sink, ids } = ctx;
  const rng = ctx.rng.fork('catalogue');
  const created = new Date(ctx.epochMs);
  const chosen = selection(ctx.profile);

  const skuCounters = new Map<string, number>();
  const barcodes = new Set<string>();
  const goodRefs: GoodRef[] = chosen.goods.map((spec, index) => {
    const prefix = SKU_PREFIX[spec.category] ?? 'VAR';
    const n = (skuCounters.get(prefix) ?? 0) + 1;
    skuCounters.set(prefix, n);
    const ref: GoodRef = {
      index,
      id: ids.at(ctx.epochMs),
      spec,
      cost: cents(spec.cost),
      warehouse: venue.warehouses[spec.storage],
    };
    sink.add(goods, {
      id: ref.id,
      venueId: venue.id,
      sku: `${prefix}-${String(n).padStart(3, '0')}`,
      name: spec.name,
      category: spec.category,
      unit: spec.unit,
      content: spec.content,
      fullWeight: spec.fullWeight ?? null,
      emptyWeight: spec.emptyWeight ?? null,
      unitCost: ref.cost,
      supplier: spec.supplier,
      supplierPack: spec.pack,
      createdAt: created,
      updatedAt: created,
    });
    for (let b = 0; b < spec.barcodes; b++) {
      sink.add(goodBarcodes, {
        id: ids.at(ctx.epochMs),
        venueId: venue.id,
        goodId: ref.id,
        barcode: uniqueEan13(rng, spec.origin, barcodes),
        createdAt: created,
        updatedAt: created,
      });
    }
    return ref;
  });
  const byKey = new Map(goodRefs.map((g) => [g.spec.key, g]));

  const productRefs: ProductRef[] = chosen.products.map((spec) => {
    const id = ids.at(ctx.epochMs);
    sink.add(products, {
      id,
      venueId: venue.id,
      name: spec.name,
      kind: spec.kind,
      category: spec.category,
      createdAt: created,
      updatedAt: created,
    });
    const recipe = spec.recipe.map((r): RecipeRef => {
      const good = must(byKey.get(r.good), `good ${r.good} for ${spec.name}`);
      const fraction = r.units ?? (r.ml ?? 0) / (good.spec.content || 1);
      const milli = Math.max(1, Math.round(fraction * 1000));
      sink.add(recipeLines, {
        id: ids.at(ctx.epochMs),
        productId: id,
        goodId: good.id,
        quantity: milli / 1000,
        createdAt: created,
        updatedAt: created,
      });
      return { good, milli };
    });
    const general = cents(spec.price);
    const vip = cents(spec.vipPrice ?? (spec.kind === 'drink' ? roundTo(spec.price * 1.25, 500) : spec.price));
    for (const [listId, price] of [
      [venue.priceListIds.general, general],
      [venue.priceListIds.vip, vip],
    ] as const) {
      sink.add(priceListItems, {
        id: ids.at(ctx.epochMs),
        priceListId: listId,
        productId: id,
        price,
        createdAt: created,
        updatedAt: created,
      });
    }
    return { id, spec, recipe, price: { general, vip } };
  });

  return new Catalogue(monthIndex(ctx.nowMs), goodRefs, productRefs);
}
