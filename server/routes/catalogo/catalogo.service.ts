// Reads and writes of the stock configuration (catalogo.routes.ts holds the routes): the shared
// messages and lock, and the stock locations here; goods, products and price lists have their own
// services. Every function takes
// the venue and touches only its rows. Writes are plain inserts and updates: the touch trigger gives
// each updated row a new version, so the devices' replicas pull the change; removals are tombstones
// (deleted_at), never deletes, because replicas learn of a removal only through a tombstone.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { LocationDto } from '../../../src/contract/inventory-catalogue';
import type { Db } from '../../db/client';
import { goods, pointsOfSale, stockLevels, stockLocations } from '../../db/schema';
import { LOCATION_NOT_FOUND } from '../../domain/stock-ledger';
import { assertNameFree, lockVenueRow, ofVenue } from '../../domain/venue-rows';
import { ApiError, found } from '../../lib/errors';

export const LOCATION_NAME_TAKEN = 'Ya existe un depósito o una barra con ese nombre';
export const LOCATION_HAS_STOCK = 'No se puede desactivar: todavía tiene stock. Transfiere o ajusta el stock antes.';
export const LOCATION_IN_USE = 'No se puede desactivar: un punto de venta activo descuenta stock de esta barra';
export const SKU_TAKEN = 'Ya existe una mercadería con ese código interno (SKU)';
export const BARCODE_TAKEN = 'Ese código de barras ya está asignado a una mercadería';
export const BARCODE_NOT_FOUND = 'El código de barras no existe';
export const PRODUCT_NOT_FOUND = 'El producto no existe';
export const PRICE_LIST_NOT_FOUND = 'La lista de precios no existe';

export const iso = (d: Date) => d.toISOString();

/**
 * Serialises the catalogue writes of one venue for the rest of the transaction: the "unique among
 * live ones" rules (location names) have no index, and a check-then-insert needs a lock to hold.
 */
export async function lockVenueCatalogue(tx: Db, venueId: string) {
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
      ofVenue(
        stockLocations,
        venueId,
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
  return found((await listLocations(db, venueId, { ids: [id] }))[0], LOCATION_NOT_FOUND);
}

function assertLocationNameFree(tx: Db, venueId: string, name: string, exceptId?: string) {
  return assertNameFree(tx, stockLocations, venueId, name, LOCATION_NAME_TAKEN, exceptId);
}

/** The location row of the venue, locked for the transaction, else 404. */
function lockLocation(tx: Db, venueId: string, id: string) {
  return lockVenueRow(tx, stockLocations, venueId, id, LOCATION_NOT_FOUND);
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
