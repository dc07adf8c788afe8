// The read-only /api/generic/* lookups of the catalogue (generic.routes.ts holds the routes):
// goods, the drink price list, the bars with their points of sale, bars with redemption, and the
// points of sale of consultarCajas (cajas.routes.ts).
// Everything is the user's venue only.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  BarDto,
  BarsAndRedemptionResponse,
  DrinkPriceDto,
  GoodDto,
  RedemptionDto,
} from '../../../src/contract/inventory-stock';
import type { CajaRow } from '../../../src/contract/pos';
import type { Db } from '../../db/client';
import {
  goodBarcodes,
  goods,
  pointsOfSale,
  priceListItems,
  priceLists,
  products,
  recipeLines,
  stockLevels,
  stockLocations,
} from '../../db/schema';
import { ofVenue } from '../../domain/venue-rows';
import { groupBy } from '../../lib/group-by';
import { goodFields } from '../catalogo/goods.service';

export async function listGoods(db: Db, venueId: string): Promise<GoodDto[]> {
  const rows = await db.select().from(goods).where(ofVenue(goods, venueId)).orderBy(asc(goods.name));
  const ids = rows.map((g) => g.id);
  const codes =
    ids.length === 0
      ? []
      : await db
          .select({ goodId: goodBarcodes.goodId, barcode: goodBarcodes.barcode })
          .from(goodBarcodes)
          .where(and(inArray(goodBarcodes.goodId, ids), isNull(goodBarcodes.deletedAt)));
  const byGood = new Map<string, string[]>();
  for (const c of codes) byGood.set(c.goodId, [...(byGood.get(c.goodId) ?? []), c.barcode]);
  return rows.map((g) => ({
    ...goodFields(g),
    barcodes: (byGood.get(g.id) ?? []).sort(),
  }));
}

async function venueLists(db: Db, venueId: string) {
  return db
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(ofVenue(priceLists, venueId))
    .orderBy(asc(priceLists.name));
}

/** Drinks (products of kind drink) with their price on each list that carries them. */
export async function listDrinkPrices(db: Db, venueId: string): Promise<DrinkPriceDto[]> {
  const [drinks, lists] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, category: products.category, active: products.active })
      .from(products)
      .where(ofVenue(products, venueId, eq(products.kind, 'drink')))
      .orderBy(asc(products.category), asc(products.name)),
    venueLists(db, venueId),
  ]);
  const listName = new Map(lists.map((l) => [l.id, l.name]));
  const items =
    drinks.length === 0 || lists.length === 0
      ? []
      : await db
          .select({ productId: priceListItems.productId, priceListId: priceListItems.priceListId, price: priceListItems.price })
          .from(priceListItems)
          .where(
            and(
              inArray(
                priceListItems.priceListId,
                lists.map((l) => l.id),
              ),
              inArray(
                priceListItems.productId,
                drinks.map((d) => d.id),
              ),
              isNull(priceListItems.deletedAt),
            ),
          );
  const byProduct = groupBy(
    items,
    (i) => i.productId,
    (i) => ({ priceListId: i.priceListId, priceListName: listName.get(i.priceListId) ?? '', price: i.price }),
  );
  return drinks.map((d) => ({
    ...d,
    prices: (byProduct.get(d.id) ?? []).sort((a, b) => a.priceListName.localeCompare(b.priceListName, 'es')),
  }));
}

export async function listBars(db: Db, venueId: string): Promise<BarDto[]> {
  const [bars, pos, lists] = await Promise.all([
    db
      .select({ id: stockLocations.id, name: stockLocations.name, active: stockLocations.active })
      .from(stockLocations)
      .where(ofVenue(stockLocations, venueId, eq(stockLocations.kind, 'bar')))
      .orderBy(asc(stockLocations.name)),
    db
      .select({
        id: pointsOfSale.id,
        name: pointsOfSale.name,
        active: pointsOfSale.active,
        stockLocationId: pointsOfSale.stockLocationId,
        priceListId: pointsOfSale.priceListId,
      })
      .from(pointsOfSale)
      .where(ofVenue(pointsOfSale, venueId))
      .orderBy(asc(pointsOfSale.name)),
    venueLists(db, venueId),
  ]);
  const listName = new Map(lists.map((l) => [l.id, l.name]));
  return bars.map((b) => ({
    ...b,
    pointsOfSale: pos
      .filter((p) => p.stockLocationId === b.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        active: p.active,
        priceListId: p.priceListId && listName.has(p.priceListId) ? p.priceListId : null,
        priceListName: p.priceListId ? (listName.get(p.priceListId) ?? null) : null,
      })),
  }));
}

/**
 * Bars and redemption (canje): a drink ticket paid at a cash desk, or included with an entry, is
 * exchanged for a drink at a bar. For each bar, the drinks on the price list(s) of the points of
 * sale that sell from it, at that price (what a ticket for it is worth), and whether the bar has
 * every good of the drink's recipe on hand right now (a drink without a recipe is available).
 */
export async function barsAndRedemption(db: Db, venueId: string): Promise<BarsAndRedemptionResponse> {
  const [barras, drinks] = await Promise.all([listBars(db, venueId), listDrinkPrices(db, venueId)]);
  const barIds = barras.map((b) => b.id);
  const activeDrinks = drinks.filter((d) => d.active);
  const [recipe, levels] = await Promise.all([
    activeDrinks.length === 0
      ? []
      : db
          .select({ productId: recipeLines.productId, goodId: recipeLines.goodId })
          .from(recipeLines)
          .where(
            and(
              inArray(
                recipeLines.productId,
                activeDrinks.map((d) => d.id),
              ),
              isNull(recipeLines.deletedAt),
            ),
          ),
    barIds.length === 0
      ? []
      : db
          .select({ locationId: stockLevels.locationId, goodId: stockLevels.goodId, quantity: stockLevels.quantity })
          .from(stockLevels)
          .where(inArray(stockLevels.locationId, barIds)),
  ]);
  const goodsOf = new Map<string, string[]>();
  for (const r of recipe) goodsOf.set(r.productId, [...(goodsOf.get(r.productId) ?? []), r.goodId]);
  const inStock = new Set(levels.filter((l) => Number(l.quantity) > 0).map((l) => `${l.locationId}|${l.goodId}`));
  const canjeo: RedemptionDto[] = [];
  for (const bar of barras) {
    if (!bar.active) continue;
    const listIds = new Set(bar.pointsOfSale.filter((p) => p.active && p.priceListId).map((p) => p.priceListId as string));
    for (const drink of activeDrinks) {
      // With several lists at one bar, the cheapest price is what a ticket is exchanged at.
      const price = drink.prices.filter((p) => listIds.has(p.priceListId)).sort((a, b) => a.price - b.price)[0];
      if (!price) continue;
      canjeo.push({
        barId: bar.id,
        productId: drink.id,
        productName: drink.name,
        category: drink.category,
        priceListId: price.priceListId,
        price: price.price,
        available: (goodsOf.get(drink.id) ?? []).every((g) => inStock.has(`${bar.id}|${g}`)),
      });
    }
  }
  return { barras, canjeo };
}

/** SPEC §7 consultarCajas: the venue's points of sale (inactive ones too) in the replica's row shape. */
export async function venueCajas(db: Db, venueId: string): Promise<CajaRow[]> {
  const rows = await db
    .select({
      id: pointsOfSale.id,
      venueId: pointsOfSale.venueId,
      kind: pointsOfSale.kind,
      name: pointsOfSale.name,
      active: pointsOfSale.active,
      stockLocationId: pointsOfSale.stockLocationId,
      priceListId: pointsOfSale.priceListId,
      afipPosNumber: pointsOfSale.afipPosNumber,
      version: pointsOfSale.version,
    })
    .from(pointsOfSale)
    .where(ofVenue(pointsOfSale, venueId))
    .orderBy(asc(pointsOfSale.kind), asc(pointsOfSale.name));
  return rows.map((r) => ({ ...r, version: Number(r.version) }));
}
