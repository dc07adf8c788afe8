// Price lists and their items (the price of each product at the points of sale using the list).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type PriceListDto,
  type PriceListInput,
  type PriceListItemsInput,
  recipeCost,
} from '../../../src/contract/inventory-catalogue';
import type { Db } from '../../db/client';
import { pointsOfSale, priceListItems, priceLists, products } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { recipesOf } from '../../domain/comps';
import { ofVenue, venueRowsByName } from '../../domain/venue-rows';
import { ApiError, found } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { iso, PRICE_LIST_NOT_FOUND, PRODUCT_NOT_FOUND } from './catalogo.service';

// ───────────────────────────── Price lists ─────────────────────────────

export async function listPriceLists(db: Db, venueId: string, ids?: string[]): Promise<PriceListDto[]> {
  const lists = await venueRowsByName(db, priceLists, venueId, ids);
  if (lists.length === 0) return [];
  const listIds = lists.map((l) => l.id);
  const items = await db
    .select({
      id: priceListItems.id,
      priceListId: priceListItems.priceListId,
      productId: priceListItems.productId,
      price: priceListItems.price,
      productName: products.name,
      productKind: products.kind,
    })
    .from(priceListItems)
    .innerJoin(products, eq(products.id, priceListItems.productId))
    .where(and(inArray(priceListItems.priceListId, listIds), isNull(priceListItems.deletedAt)))
    .orderBy(asc(products.name));
  // Recipe costs of the listed products, at current unit costs.
  const linesBy = await recipesOf(
    db,
    items.map((i) => i.productId),
  );
  const pos = await db
    .select({ priceListId: pointsOfSale.priceListId, n: sql<string>`count(*)` })
    .from(pointsOfSale)
    .where(and(inArray(pointsOfSale.priceListId, listIds), eq(pointsOfSale.active, true), isNull(pointsOfSale.deletedAt)))
    .groupBy(pointsOfSale.priceListId);
  const posBy = new Map(pos.map((p) => [p.priceListId, Number(p.n)]));
  const itemsBy = groupBy(
    items,
    (i) => i.priceListId,
    (i): PriceListDto['items'][number] => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      productKind: i.productKind,
      price: i.price,
      recipeCost: recipeCost(linesBy.get(i.productId) ?? []),
    }),
  );
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    validFrom: l.validFrom,
    validTo: l.validTo,
    items: itemsBy.get(l.id) ?? [],
    pointsOfSale: posBy.get(l.id) ?? 0,
    updatedAt: iso(l.updatedAt),
  }));
}

async function onePriceList(db: Db, venueId: string, id: string): Promise<PriceListDto> {
  return found((await listPriceLists(db, venueId, [id]))[0], PRICE_LIST_NOT_FOUND);
}

function priceListValues(input: PriceListInput) {
  return { name: input.name, validFrom: input.validFrom ?? null, validTo: input.validTo ?? null };
}

export async function createPriceList(db: Db, venueId: string, input: PriceListInput) {
  const [row] = await db
    .insert(priceLists)
    .values({ venueId, ...priceListValues(input) })
    .returning({ id: priceLists.id });
  return onePriceList(db, venueId, row?.id as string);
}

async function lockPriceList(tx: Db, venueId: string, id: string) {
  const [row] = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(ofVenue(priceLists, venueId, eq(priceLists.id, id)))
    .for('update');
  if (!row) throw new ApiError(404, PRICE_LIST_NOT_FOUND);
}

export async function updatePriceList(db: Db, venueId: string, id: string, input: PriceListInput) {
  await db.transaction(async (tx) => {
    await lockPriceList(tx, venueId, id);
    await tx.update(priceLists).set(priceListValues(input)).where(eq(priceLists.id, id));
  });
  return onePriceList(db, venueId, id);
}

/**
 * Makes the list's live items exactly `items` (same rules as a recipe: tombstones, revivals). Every
 * price that changes, appears or goes is an audit row of its product (issue 38: who, when, before
 * and after), so a product's price history is its audit trail.
 */
export async function setPriceListItems(db: Db, venueId: string, userId: string, id: string, input: PriceListItemsInput) {
  await db.transaction(async (tx) => {
    await lockPriceList(tx, venueId, id);
    const productIds = input.items.map((i) => i.productId);
    if (productIds.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(ofVenue(products, venueId, inArray(products.id, productIds)));
      if (found.length !== productIds.length) throw new ApiError(404, PRODUCT_NOT_FOUND);
    }
    const existing = await tx
      .select({
        id: priceListItems.id,
        productId: priceListItems.productId,
        price: priceListItems.price,
        deletedAt: priceListItems.deletedAt,
      })
      .from(priceListItems)
      .where(eq(priceListItems.priceListId, id));
    const byProduct = new Map(existing.map((i) => [i.productId, i]));
    const wanted = new Set(productIds);
    const inserts: (typeof priceListItems.$inferInsert)[] = [];
    const changes: { productId: string; before: number | null; after: number | null }[] = [];
    for (const item of input.items) {
      const current = byProduct.get(item.productId);
      if (!current) {
        inserts.push({ priceListId: id, productId: item.productId, price: item.price });
        changes.push({ productId: item.productId, before: null, after: item.price });
      } else if (current.deletedAt !== null || current.price !== item.price) {
        await tx.update(priceListItems).set({ price: item.price, deletedAt: null }).where(eq(priceListItems.id, current.id));
        changes.push({ productId: item.productId, before: current.deletedAt === null ? current.price : null, after: item.price });
      }
    }
    for (let i = 0; i < inserts.length; i += 500) await tx.insert(priceListItems).values(inserts.slice(i, i + 500));
    const gone = existing.filter((i) => i.deletedAt === null && !wanted.has(i.productId)).map((i) => i.id);
    if (gone.length > 0) await tx.update(priceListItems).set({ deletedAt: new Date() }).where(inArray(priceListItems.id, gone));
    for (const item of existing.filter((i) => i.deletedAt === null && !wanted.has(i.productId))) {
      changes.push({ productId: item.productId, before: item.price, after: null });
    }
    for (const c of changes) {
      await writeAudit(
        tx,
        userId,
        'price.change',
        'products',
        c.productId,
        c.before === null ? null : { priceListId: id, price: c.before },
        c.after === null ? null : { priceListId: id, price: c.after },
      );
    }
  });
  return onePriceList(db, venueId, id);
}
