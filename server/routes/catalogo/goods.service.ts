// Goods and their barcodes, the venue's catalogue of what is stocked.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BarcodeDto, GoodCreateInput, GoodDto, GoodInput } from '../../../src/contract/inventory-catalogue';
import type { Db } from '../../db/client';
import { goodBarcodes, goods, stockLevels, stockLocations } from '../../db/schema';
import { setCostByHand } from '../../domain/purchase-cost';
import { GOOD_NOT_FOUND, requireGoods } from '../../domain/stock-ledger';
import { venueRowsByName } from '../../domain/venue-rows';
import { ApiError, found } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { BARCODE_NOT_FOUND, BARCODE_TAKEN, iso, lockVenueCatalogue, SKU_TAKEN } from './catalogo.service';

// ───────────────────────────── Goods ─────────────────────────────

/** What every answer about a good says of it (the catalogue's and the /generic lookups' shapes). */
export function goodFields(g: typeof goods.$inferSelect) {
  return {
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
  };
}

export async function listGoods(db: Db, venueId: string, ids?: string[]): Promise<GoodDto[]> {
  const rows = await venueRowsByName(db, goods, venueId, ids);
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
  const codesBy = groupBy(
    codes,
    (c) => c.goodId,
    (c): BarcodeDto => ({ id: c.id, barcode: c.barcode }),
  );
  const onHandBy = new Map(onHand.map((o) => [o.goodId, Math.round(Number(o.quantity) * 1000) / 1000]));
  return rows.map((g) => ({
    ...goodFields(g),
    barcodes: codesBy.get(g.id) ?? [],
    onHand: onHandBy.get(g.id) ?? 0,
    updatedAt: iso(g.updatedAt),
  }));
}

async function oneGood(db: Db, venueId: string, id: string): Promise<GoodDto> {
  return found((await listGoods(db, venueId, [id]))[0], GOOD_NOT_FOUND);
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
 * Attaches a barcode to a good. Barcodes are unique within the venue, tombstones included (the
 * index has no condition): a code removed from a good of this venue is revived for the new good;
 * one another good of the venue holds is a 409. Another venue's codes are no concern of this one
 * (the same bottle carries the same EAN everywhere: issue 32).
 */
async function attachBarcode(tx: Db, venueId: string, goodId: string, barcode: string): Promise<BarcodeDto> {
  const [existing] = await tx
    .select({ id: goodBarcodes.id, deletedAt: goodBarcodes.deletedAt })
    .from(goodBarcodes)
    .where(and(eq(goodBarcodes.venueId, venueId), eq(goodBarcodes.barcode, barcode)))
    .for('update');
  if (existing) {
    if (existing.deletedAt === null) throw new ApiError(409, BARCODE_TAKEN);
    await tx.update(goodBarcodes).set({ goodId, deletedAt: null }).where(eq(goodBarcodes.id, existing.id));
    return { id: existing.id, barcode };
  }
  const [row] = await tx.insert(goodBarcodes).values({ venueId, goodId, barcode }).returning({ id: goodBarcodes.id });
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

/**
 * A unit cost set by hand revalues what the venue holds of the good (its cost history and audit
 * say who and when: domain/purchase-cost.ts); movements keep the cost they were recorded with.
 */
export async function updateGood(db: Db, venueId: string, userId: string, id: string, input: GoodInput) {
  await db.transaction(async (tx) => {
    await lockVenueCatalogue(tx, venueId);
    const current = (await requireGoods(tx, venueId, [id])).get(id);
    await assertSkuFree(tx, venueId, input.sku, id);
    if (current && current.unitCost !== input.unitCost) await setCostByHand(tx, venueId, userId, id, input.unitCost);
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
