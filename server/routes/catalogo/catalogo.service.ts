// Reads and writes of the stock configuration (catalogue.ts holds the routes). Every function takes
// the venue and touches only its rows. Writes are plain inserts and updates: the touch trigger gives
// each updated row a new version, so the devices' replicas pull the change; removals are tombstones
// (deleted_at), never deletes, because replicas learn of a removal only through a tombstone.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  type BarcodeDto,
  type GoodCreateInput,
  type GoodDto,
  type GoodInput,
  type LocationDto,
  type PriceListDto,
  type PriceListInput,
  type PriceListItemsInput,
  type ProductDto,
  type ProductInput,
  recipeCost,
} from '../../../src/contract/inventory-catalogue';
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
import { GOOD_NOT_FOUND, LOCATION_NOT_FOUND, requireGoods } from '../../domain/stock-ledger';
import { ApiError } from '../../lib/errors';

export const LOCATION_NAME_TAKEN = 'Ya existe un depósito o una barra con ese nombre';
export const LOCATION_HAS_STOCK = 'No se puede desactivar: todavía tiene stock. Transfiere o ajusta el stock antes.';
export const LOCATION_IN_USE = 'No se puede desactivar: un punto de venta activo descuenta stock de esta barra';
export const SKU_TAKEN = 'Ya existe una mercadería con ese código interno (SKU)';
export const BARCODE_TAKEN = 'Ese código de barras ya está asignado a una mercadería';
export const BARCODE_NOT_FOUND = 'El código de barras no existe';
export const PRODUCT_NOT_FOUND = 'El producto no existe';
export const PRICE_LIST_NOT_FOUND = 'La lista de precios no existe';

const iso = (d: Date) => d.toISOString();

/**
 * Serialises the catalogue writes of one venue for the rest of the transaction: the "unique among
 * live ones" rules (location names) have no index, and a check-then-insert needs a lock to hold.
 */
async function lockVenueCatalogue(tx: Db, venueId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${venueId}`}))`);
}

// ───────────────────────────── Stock locations ─────────────────────────────

export async function listLocations(db: Db, venueId: string, filter: { ids?: string[]; kind?: 'warehouse' | 'bar' } = {}) {
  const rows = await db
    .select({
      id: stockLocations.id,
      kind: stockLocations.kind,
      name: stockLocations.name,
      active: stockLocations.active,
      updatedAt: stockLocations.updatedAt,
      goodsInStock: sql<string>`count(${stockLevels.id}) filter (where ${stockLevels.quantity} <> 0)`,
      unitsOnHand: sql<string>`coalesce(sum(${stockLevels.quantity}), 0)`,
      valueOnHand: sql<string>`coalesce(sum(${stockLevels.quantity} * ${goods.unitCost}), 0)`,
    })
    .from(stockLocations)
    .leftJoin(stockLevels, and(eq(stockLevels.locationId, stockLocations.id), isNull(stockLevels.deletedAt)))
    .leftJoin(goods, eq(goods.id, stockLevels.goodId))
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        isNull(stockLocations.deletedAt),
        filter.ids ? inArray(stockLocations.id, filter.ids) : undefined,
        filter.kind ? eq(stockLocations.kind, filter.kind) : undefined,
      ),
    )
    .groupBy(stockLocations.id)
    .orderBy(asc(stockLocations.name));
  const ids = rows.map((r) => r.id);
  const pos = ids.length
    ? await db
        .select({ locationId: pointsOfSale.stockLocationId, n: sql<string>`count(*)` })
        .from(pointsOfSale)
        .where(and(inArray(pointsOfSale.stockLocationId, ids), eq(pointsOfSale.active, true), isNull(pointsOfSale.deletedAt)))
        .groupBy(pointsOfSale.stockLocationId)
    : [];
  const posBy = new Map(pos.map((p) => [p.locationId, Number(p.n)]));
  return rows.map(
    (r): LocationDto => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      active: r.active,
      goodsInStock: Number(r.goodsInStock),
      unitsOnHand: Math.round(Number(r.unitsOnHand) * 1000) / 1000,
      valueOnHand: Math.round(Number(r.valueOnHand)),
      pointsOfSale: posBy.get(r.id) ?? 0,
      updatedAt: iso(r.updatedAt),
    }),
  );
}

async function oneLocation(db: Db, venueId: string, id: string): Promise<LocationDto> {
  const [row] = await listLocations(db, venueId, { ids: [id] });
  if (!row) throw new ApiError(404, LOCATION_NOT_FOUND);
  return row;
}

async function assertLocationNameFree(tx: Db, venueId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: stockLocations.id })
    .from(stockLocations)
    .where(
      and(
        eq(stockLocations.venueId, venueId),
        isNull(stockLocations.deletedAt),
        sql`lower(${stockLocations.name}) = lower(${name})`,
        exceptId ? ne(stockLocations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new ApiError(409, LOCATION_NAME_TAKEN);
}

/** The location row of the venue, locked for the transaction, else 404. */
async function lockLocation(tx: Db, venueId: string, id: string) {
  const [row] = await tx
    .select()
    .from(stockLocations)
    .where(and(eq(stockLocations.id, id), eq(stockLocations.venueId, venueId), isNull(stockLocations.deletedAt)))
    .for('update');
  if (!row) throw new ApiError(404, LOCATION_NOT_FOUND);
  return row;
}

export async function createLocation(db: Db, venueId: string, input: { kind: 'warehouse' | 'bar'; name: string }) {
  const id = await db.transaction(async (tx) => {
    await lockVenueCatalogue(tx, venueId);
    await assertLocationNameFree(tx, venueId, input.name);
    const [row] = await tx
      .insert(stockLocations)
      .values({ venueId, kind: input.kind, name: input.name })
      .returning({ id: stockLocations.id });
    return row?.id as string;
  });
  return oneLocation(db, venueId, id);
}

export async function renameLocation(db: Db, venueId: string, id: string, name: string) {
  await db.transaction(async (tx) => {
    await lockVenueCatalogue(tx, venueId);
    const row = await lockLocation(tx, venueId, id);
    if (row.name === name) return;
    await assertLocationNameFree(tx, venueId, name, id);
    await tx.update(stockLocations).set({ name }).where(eq(stockLocations.id, id));
  });
  return oneLocation(db, venueId, id);
}

/**
 * Deactivating hides a location from new documents; it is refused while stock is still recorded
 * there (it would vanish from the stock board) or an active point of sale draws from it.
 */
export async function setLocationActive(db: Db, venueId: string, id: string, active: boolean) {
  await db.transaction(async (tx) => {
    const row = await lockLocation(tx, venueId, id);
    if (row.active === active) return;
    if (!active) {
      const [stocked] = await tx
        .select({ id: stockLevels.id })
        .from(stockLevels)
        .where(and(eq(stockLevels.locationId, id), isNull(stockLevels.deletedAt), ne(stockLevels.quantity, 0)))
        .limit(1);
      if (stocked) throw new ApiError(409, LOCATION_HAS_STOCK);
      const [pos] = await tx
        .select({ id: pointsOfSale.id })
        .from(pointsOfSale)
        .where(and(eq(pointsOfSale.stockLocationId, id), eq(pointsOfSale.active, true), isNull(pointsOfSale.deletedAt)))
        .limit(1);
      if (pos) throw new ApiError(409, LOCATION_IN_USE);
    }
    await tx.update(stockLocations).set({ active }).where(eq(stockLocations.id, id));
  });
  return oneLocation(db, venueId, id);
}

// ───────────────────────────── Goods ─────────────────────────────

export async function listGoods(db: Db, venueId: string, ids?: string[]): Promise<GoodDto[]> {
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.venueId, venueId), isNull(goods.deletedAt), ids ? inArray(goods.id, ids) : undefined))
    .orderBy(asc(goods.name));
  if (rows.length === 0) return [];
  const goodIds = rows.map((g) => g.id);
  const codes = await db
    .select({ id: goodBarcodes.id, goodId: goodBarcodes.goodId, barcode: goodBarcodes.barcode })
    .from(goodBarcodes)
    .where(and(inArray(goodBarcodes.goodId, goodIds), isNull(goodBarcodes.deletedAt)))
    .orderBy(asc(goodBarcodes.barcode));
  const onHand = await db
    .select({ goodId: stockLevels.goodId, quantity: sql<string>`sum(${stockLevels.quantity})` })
    .from(stockLevels)
    .innerJoin(stockLocations, eq(stockLocations.id, stockLevels.locationId))
    .where(and(eq(stockLocations.venueId, venueId), isNull(stockLevels.deletedAt), inArray(stockLevels.goodId, goodIds)))
    .groupBy(stockLevels.goodId);
  const codesBy = new Map<string, BarcodeDto[]>();
  for (const c of codes) {
    const list = codesBy.get(c.goodId) ?? [];
    list.push({ id: c.id, barcode: c.barcode });
    codesBy.set(c.goodId, list);
  }
  const onHandBy = new Map(onHand.map((o) => [o.goodId, Math.round(Number(o.quantity) * 1000) / 1000]));
  return rows.map((g) => ({
    id: g.id,
    sku: g.sku,
    name: g.name,
    category: g.category,
    unit: g.unit,
    content: g.content,
    fullWeight: g.fullWeight,
    emptyWeight: g.emptyWeight,
    unitCost: g.unitCost,
    supplier: g.supplier,
    supplierPack: g.supplierPack,
    active: g.active,
    barcodes: codesBy.get(g.id) ?? [],
    onHand: onHandBy.get(g.id) ?? 0,
    updatedAt: iso(g.updatedAt),
  }));
}

async function oneGood(db: Db, venueId: string, id: string): Promise<GoodDto> {
  const [row] = await listGoods(db, venueId, [id]);
  if (!row) throw new ApiError(404, GOOD_NOT_FOUND);
  return row;
}

async function assertSkuFree(tx: Db, venueId: string, sku: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.venueId, venueId), eq(goods.sku, sku), exceptId ? ne(goods.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw new ApiError(409, SKU_TAKEN);
}

/**
 * Attaches a barcode to a good. Barcodes are unique across the whole table, tombstones included
 * (the index has no condition): a code removed from a good of this venue is revived for the new
 * good; one held by anything else is a 409.
 */
async function attachBarcode(tx: Db, venueId: string, goodId: string, barcode: string): Promise<BarcodeDto> {
  const [existing] = await tx
    .select({ id: goodBarcodes.id, deletedAt: goodBarcodes.deletedAt, venueId: goods.venueId })
    .from(goodBarcodes)
    .innerJoin(goods, eq(goods.id, goodBarcodes.goodId))
    .where(eq(goodBarcodes.barcode, barcode))
    .for('update', { of: goodBarcodes });
  if (existing) {
    if (existing.deletedAt === null || existing.venueId !== venueId) throw new ApiError(409, BARCODE_TAKEN);
    await tx.update(goodBarcodes).set({ goodId, deletedAt: null }).where(eq(goodBarcodes.id, existing.id));
    return { id: existing.id, barcode };
  }
  const [row] = await tx.insert(goodBarcodes).values({ goodId, barcode }).returning({ id: goodBarcodes.id });
  return { id: row?.id as string, barcode };
}

function goodValues(input: GoodInput) {
  return {
    sku: input.sku,
    name: input.name,
    category: input.category,
    unit: input.unit,
    content: input.content,
    fullWeight: input.fullWeight ?? null,
    emptyWeight: input.emptyWeight ?? null,
    unitCost: input.unitCost,
    supplier: input.supplier,
    supplierPack: input.supplierPack,
    active: input.active,
  };
}

export async function createGood(db: Db, venueId: string, input: GoodCreateInput) {
  const id = await db.transaction(async (tx) => {
    await lockVenueCatalogue(tx, venueId);
    await assertSkuFree(tx, venueId, input.sku);
    const [row] = await tx
      .insert(goods)
      .values({ venueId, ...goodValues(input) })
      .returning({ id: goods.id });
    const goodId = row?.id as string;
    for (const code of input.barcodes) await attachBarcode(tx, venueId, goodId, code);
    return goodId;
  });
  return oneGood(db, venueId, id);
}

/** The unit cost changes only the good: movements keep the cost they were recorded with. */
export async function updateGood(db: Db, venueId: string, id: string, input: GoodInput) {
  await db.transaction(async (tx) => {
    await lockVenueCatalogue(tx, venueId);
    await requireGoods(tx, venueId, [id]);
    await assertSkuFree(tx, venueId, input.sku, id);
    await tx.update(goods).set(goodValues(input)).where(eq(goods.id, id));
  });
  return oneGood(db, venueId, id);
}

export async function addBarcode(db: Db, venueId: string, goodId: string, barcode: string): Promise<BarcodeDto> {
  return db.transaction(async (tx) => {
    await requireGoods(tx, venueId, [goodId]);
    return attachBarcode(tx, venueId, goodId, barcode);
  });
}

export async function removeBarcode(db: Db, venueId: string, goodId: string, barcodeId: string) {
  await requireGoods(db, venueId, [goodId]);
  const [row] = await db
    .update(goodBarcodes)
    .set({ deletedAt: new Date() })
    .where(and(eq(goodBarcodes.id, barcodeId), eq(goodBarcodes.goodId, goodId), isNull(goodBarcodes.deletedAt)))
    .returning({ id: goodBarcodes.id });
  if (!row) throw new ApiError(404, BARCODE_NOT_FOUND);
  return { id: row.id };
}

// ───────────────────────────── Products and recipes ─────────────────────────────

export async function listProducts(db: Db, venueId: string, ids?: string[]): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.venueId, venueId), isNull(products.deletedAt), ids ? inArray(products.id, ids) : undefined))
    .orderBy(asc(products.name));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      id: recipeLines.id,
      productId: recipeLines.productId,
      goodId: recipeLines.goodId,
      quantity: recipeLines.quantity,
      goodName: goods.name,
      goodUnit: goods.unit,
      unitCost: goods.unitCost,
    })
    .from(recipeLines)
    .innerJoin(goods, eq(goods.id, recipeLines.goodId))
    .where(
      and(
        inArray(
          recipeLines.productId,
          rows.map((p) => p.id),
        ),
        isNull(recipeLines.deletedAt),
      ),
    )
    .orderBy(asc(goods.name));
  const linesBy = new Map<string, ProductDto['recipe']>();
  for (const l of lines) {
    const list = linesBy.get(l.productId) ?? [];
    list.push({
      id: l.id,
      goodId: l.goodId,
      goodName: l.goodName,
      goodUnit: l.goodUnit,
      quantity: l.quantity,
      unitCost: l.unitCost,
      cost: Math.round(l.quantity * l.unitCost),
    });
    linesBy.set(l.productId, list);
  }
  return rows.map((p) => {
    const recipe = linesBy.get(p.id) ?? [];
    return {
      id: p.id,
      name: p.name,
      kind: p.kind,
      category: p.category,
      active: p.active,
      recipe,
      recipeCost: recipeCost(recipe),
      updatedAt: iso(p.updatedAt),
    };
  });
}

async function oneProduct(db: Db, venueId: string, id: string): Promise<ProductDto> {
  const [row] = await listProducts(db, venueId, [id]);
  if (!row) throw new ApiError(404, PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Makes the product's live recipe exactly `lines`: changed quantities are updated, missing goods
 * tombstoned, new ones inserted or their tombstone revived (the (product, good) index is unique
 * over tombstones too). Unchanged lines are left alone so their version does not move.
 */
async function replaceRecipe(tx: Db, productId: string, lines: ProductInput['recipe']) {
  const existing = await tx
    .select({ id: recipeLines.id, goodId: recipeLines.goodId, quantity: recipeLines.quantity, deletedAt: recipeLines.deletedAt })
    .from(recipeLines)
    .where(eq(recipeLines.productId, productId));
  const byGood = new Map(existing.map((l) => [l.goodId, l]));
  const wanted = new Set(lines.map((l) => l.goodId));
  for (const line of lines) {
    const quantity = Math.round(line.quantity * 1000) / 1000;
    const current = byGood.get(line.goodId);
    if (!current) {
      await tx.insert(recipeLines).values({ productId, goodId: line.goodId, quantity });
    } else if (current.deletedAt !== null || current.quantity !== quantity) {
      await tx.update(recipeLines).set({ quantity, deletedAt: null }).where(eq(recipeLines.id, current.id));
    }
  }
  const gone = existing.filter((l) => l.deletedAt === null && !wanted.has(l.goodId)).map((l) => l.id);
  if (gone.length > 0) await tx.update(recipeLines).set({ deletedAt: new Date() }).where(inArray(recipeLines.id, gone));
}

function productValues(input: ProductInput) {
  return { name: input.name, kind: input.kind, category: input.category, active: input.active };
}

export async function createProduct(db: Db, venueId: string, input: ProductInput) {
  const id = await db.transaction(async (tx) => {
    await requireGoods(
      tx,
      venueId,
      input.recipe.map((l) => l.goodId),
    );
    const [row] = await tx
      .insert(products)
      .values({ venueId, ...productValues(input) })
      .returning({ id: products.id });
    const productId = row?.id as string;
    await replaceRecipe(tx, productId, input.recipe);
    return productId;
  });
  return oneProduct(db, venueId, id);
}

export async function updateProduct(db: Db, venueId: string, id: string, input: ProductInput) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), eq(products.venueId, venueId), isNull(products.deletedAt)))
      .for('update');
    if (!row) throw new ApiError(404, PRODUCT_NOT_FOUND);
    await requireGoods(
      tx,
      venueId,
      input.recipe.map((l) => l.goodId),
    );
    await tx.update(products).set(productValues(input)).where(eq(products.id, id));
    await replaceRecipe(tx, id, input.recipe);
  });
  return oneProduct(db, venueId, id);
}

// ───────────────────────────── Price lists ─────────────────────────────

export async function listPriceLists(db: Db, venueId: string, ids?: string[]): Promise<PriceListDto[]> {
  const lists = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.venueId, venueId), isNull(priceLists.deletedAt), ids ? inArray(priceLists.id, ids) : undefined))
    .orderBy(asc(priceLists.name));
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
  const productIds = [...new Set(items.map((i) => i.productId))];
  const costLines = productIds.length
    ? await db
        .select({ productId: recipeLines.productId, quantity: recipeLines.quantity, unitCost: goods.unitCost })
        .from(recipeLines)
        .innerJoin(goods, eq(goods.id, recipeLines.goodId))
        .where(and(inArray(recipeLines.productId, productIds), isNull(recipeLines.deletedAt)))
    : [];
  const linesBy = new Map<string, { quantity: number; unitCost: number }[]>();
  for (const l of costLines) linesBy.set(l.productId, [...(linesBy.get(l.productId) ?? []), l]);
  const pos = await db
    .select({ priceListId: pointsOfSale.priceListId, n: sql<string>`count(*)` })
    .from(pointsOfSale)
    .where(and(inArray(pointsOfSale.priceListId, listIds), eq(pointsOfSale.active, true), isNull(pointsOfSale.deletedAt)))
    .groupBy(pointsOfSale.priceListId);
  const posBy = new Map(pos.map((p) => [p.priceListId, Number(p.n)]));
  const itemsBy = new Map<string, PriceListDto['items']>();
  for (const i of items) {
    const list = itemsBy.get(i.priceListId) ?? [];
    list.push({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      productKind: i.productKind,
      price: i.price,
      recipeCost: recipeCost(linesBy.get(i.productId) ?? []),
    });
    itemsBy.set(i.priceListId, list);
  }
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
  const [row] = await listPriceLists(db, venueId, [id]);
  if (!row) throw new ApiError(404, PRICE_LIST_NOT_FOUND);
  return row;
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
    .where(and(eq(priceLists.id, id), eq(priceLists.venueId, venueId), isNull(priceLists.deletedAt)))
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

/** Makes the list's live items exactly `items` (same rules as a recipe: tombstones, revivals). */
export async function setPriceListItems(db: Db, venueId: string, id: string, input: PriceListItemsInput) {
  await db.transaction(async (tx) => {
    await lockPriceList(tx, venueId, id);
    const productIds = input.items.map((i) => i.productId);
    if (productIds.length > 0) {
      const found = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.venueId, venueId), isNull(products.deletedAt)));
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
    for (const item of input.items) {
      const current = byProduct.get(item.productId);
      if (!current) inserts.push({ priceListId: id, productId: item.productId, price: item.price });
      else if (current.deletedAt !== null || current.price !== item.price) {
        await tx.update(priceListItems).set({ price: item.price, deletedAt: null }).where(eq(priceListItems.id, current.id));
      }
    }
    for (let i = 0; i < inserts.length; i += 500) await tx.insert(priceListItems).values(inserts.slice(i, i + 500));
    const gone = existing.filter((i) => i.deletedAt === null && !wanted.has(i.productId)).map((i) => i.id);
    if (gone.length > 0) await tx.update(priceListItems).set({ deletedAt: new Date() }).where(inArray(priceListItems.id, gone));
  });
  return onePriceList(db, venueId, id);
}
