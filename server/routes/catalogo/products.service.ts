// Products (what is sold) and their recipes (the goods a sale of one consumes).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { type ProductDto, type ProductInput, recipeCost } from '../../../src/contract/inventory-catalogue';
import { valueAt } from '../../../src/contract/stock-board';
import type { Db } from '../../db/client';
import { goods, products, recipeLines } from '../../db/schema';
import { requireGoods } from '../../domain/stock-ledger';
import { ofVenue, venueRowsByName } from '../../domain/venue-rows';
import { ApiError, found } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { iso, PRODUCT_NOT_FOUND } from './catalogo.service';

// ───────────────────────────── Products and recipes ─────────────────────────────

export async function listProducts(db: Db, venueId: string, ids?: string[]): Promise<ProductDto[]> {
  const rows = await venueRowsByName(db, products, venueId, ids);
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
  const linesBy = groupBy(
    lines,
    (l) => l.productId,
    (l): ProductDto['recipe'][number] => ({
      id: l.id,
      goodId: l.goodId,
      goodName: l.goodName,
      goodUnit: l.goodUnit,
      quantity: l.quantity,
      unitCost: l.unitCost,
      cost: valueAt(l.quantity, l.unitCost),
    }),
  );
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
  return found((await listProducts(db, venueId, [id]))[0], PRODUCT_NOT_FOUND);
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
      .where(ofVenue(products, venueId, eq(products.id, id)))
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
