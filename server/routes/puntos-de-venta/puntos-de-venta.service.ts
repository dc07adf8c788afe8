// Points of sale (201), the reads and writes of puntos-de-venta.routes.ts: boleterías, barras, guardarropas, with price list, stock location and AFIP
// number. Writes hold a per-venue advisory lock, so the uniqueness checks (name per kind, AFIP
// number per venue) cannot race; the table has no unique index for them because inactive and
// deleted rows keep their names. A point of sale with sales, terminals or cash history is
// deactivated, never deleted: those rows keep pointing at it.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  kindHasStock,
  type PointOfSaleDto,
  type PosKind,
  type PosOptionsDto,
  type posCreateSchema,
  type posUpdateSchema,
} from '../../../src/contract/pos';
import type { Db, Tx } from '../../db/client';
import { pointsOfSale, priceLists, stockLocations } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { assertNameFree, isVenueRow, lockVenueRow, ofVenue } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';

/** Advisory lock namespace of point-of-sale writes (the second key is the venue's hash). */
const POS_LOCK = 801_001;

const POS_NOT_FOUND = 'El punto de venta no existe';
const DUPLICATE_NAME = 'Ya existe un punto de venta de ese tipo con ese nombre';
const DUPLICATE_AFIP = 'Ese número de punto de venta AFIP ya está asignado a otro punto de venta';
const PRICE_LIST_NOT_FOUND = 'La lista de precios no existe en este local';
const BAR_NEEDS_LOCATION = 'Una barra necesita su ubicación de stock';
const LOCATION_NOT_BAR = 'La ubicación de stock debe ser una barra de este local';
const LOCATION_INACTIVE = 'La ubicación de stock está desactivada';
const NO_LOCATION_FOR_KIND = 'Solo las barras tienen ubicación de stock';
const HAS_HISTORY = 'Tiene ventas, terminales o movimientos de caja: desactívalo en lugar de borrarlo';

const terminalsCount = sql<number>`(select count(*)::int from terminals t where t.point_of_sale_id = ${pointsOfSale.id} and t.deleted_at is null)`;
const salesCount = sql<number>`(select count(*)::int from sales s where s.point_of_sale_id = ${pointsOfSale.id})`;

export async function listPoints(
  db: Db | Tx,
  venueId: string,
  filter: { kind?: PosKind; id?: string } = {},
): Promise<PointOfSaleDto[]> {
  const rows = await db
    .select({
      pos: pointsOfSale,
      priceListName: priceLists.name,
      stockLocationName: stockLocations.name,
      terminals: terminalsCount,
      sales: salesCount,
    })
    .from(pointsOfSale)
    .leftJoin(priceLists, eq(priceLists.id, pointsOfSale.priceListId))
    .leftJoin(stockLocations, eq(stockLocations.id, pointsOfSale.stockLocationId))
    .where(
      ofVenue(
        pointsOfSale,
        venueId,
        filter.kind ? eq(pointsOfSale.kind, filter.kind) : undefined,
        filter.id ? eq(pointsOfSale.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(pointsOfSale.kind), asc(pointsOfSale.name));
  return rows.map((r) => ({
    id: r.pos.id,
    kind: r.pos.kind,
    name: r.pos.name,
    active: r.pos.active,
    priceListId: r.pos.priceListId,
    priceListName: r.priceListName,
    stockLocationId: r.pos.stockLocationId,
    stockLocationName: r.stockLocationName,
    afipPosNumber: r.pos.afipPosNumber,
    terminals: Number(r.terminals),
    sales: Number(r.sales),
    version: Number(r.pos.version),
  }));
}

async function loadPoint(db: Db | Tx, venueId: string, id: string): Promise<PointOfSaleDto> {
  const [row] = await listPoints(db, venueId, { id });
  if (!row) throw new ApiError(404, POS_NOT_FOUND);
  return row;
}

interface Fields {
  name: string;
  priceListId: string | null;
  stockLocationId: string | null;
  afipPosNumber: number | null;
}

/** The venue-level rules of a point of sale's fields (the schema checked their shapes). */
async function checkFields(
  tx: Tx,
  venueId: string,
  kind: PosKind,
  f: Fields,
  exceptId: string | null,
  oldLocation: string | null,
) {
  await assertNameFree(tx, pointsOfSale, venueId, f.name, DUPLICATE_NAME, exceptId, eq(pointsOfSale.kind, kind));
  const others = ofVenue(pointsOfSale, venueId, exceptId ? ne(pointsOfSale.id, exceptId) : undefined);
  if (f.afipPosNumber !== null) {
    const [sameAfip] = await tx
      .select({ id: pointsOfSale.id })
      .from(pointsOfSale)
      .where(and(others, eq(pointsOfSale.afipPosNumber, f.afipPosNumber)));
    if (sameAfip) throw new ApiError(409, DUPLICATE_AFIP);
  }
  if (f.priceListId && !(await isVenueRow(tx, priceLists, venueId, f.priceListId))) {
    throw new ApiError(422, PRICE_LIST_NOT_FOUND);
  }
  if (!kindHasStock(kind)) {
    if (f.stockLocationId) throw new ApiError(422, NO_LOCATION_FOR_KIND);
    return;
  }
  if (!f.stockLocationId) throw new ApiError(422, BAR_NEEDS_LOCATION);
  const [loc] = await tx
    .select({ kind: stockLocations.kind, active: stockLocations.active })
    .from(stockLocations)
    .where(ofVenue(stockLocations, venueId, eq(stockLocations.id, f.stockLocationId)));
  if (loc?.kind !== 'bar') throw new ApiError(422, LOCATION_NOT_BAR);
  // An inactive bar may stay where it is, but no point of sale is newly pointed at one.
  if (!loc.active && f.stockLocationId !== oldLocation) throw new ApiError(409, LOCATION_INACTIVE);
}

async function lockVenuePos(tx: Tx, venueId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${POS_LOCK}::int, hashtext(${venueId}::text))`);
}

const snapshot = (p: typeof pointsOfSale.$inferSelect) => ({
  name: p.name,
  active: p.active,
  priceListId: p.priceListId,
  stockLocationId: p.stockLocationId,
  afipPosNumber: p.afipPosNumber,
});

type PosRow = typeof pointsOfSale.$inferSelect;

/** One write on a point of sale: the venue's lock, the row locked (404 when not the venue's). */
function withLockedPoint<T>(db: Db, venueId: string, id: string, write: (tx: Tx, before: PosRow) => Promise<T>) {
  return db.transaction(async (tx) => {
    await lockVenuePos(tx, venueId);
    return write(tx, await lockVenueRow(tx, pointsOfSale, venueId, id, POS_NOT_FOUND));
  });
}

function audit(tx: Tx, userId: string, action: string, id: string, before: unknown, after: unknown) {
  return writeAudit(tx, userId, action, 'points_of_sale', id, before, after);
}

/** The pickers of the form: the venue's price lists and bar locations. */
export async function posOptions(db: Db, venueId: string): Promise<PosOptionsDto> {
  const [lists, bars] = await Promise.all([
    db
      .select({ id: priceLists.id, name: priceLists.name })
      .from(priceLists)
      .where(ofVenue(priceLists, venueId))
      .orderBy(asc(priceLists.name)),
    db
      .select({ id: stockLocations.id, name: stockLocations.name, active: stockLocations.active })
      .from(stockLocations)
      .where(ofVenue(stockLocations, venueId, eq(stockLocations.kind, 'bar')))
      .orderBy(asc(stockLocations.name)),
  ]);
  return { priceLists: lists, barLocations: bars };
}

export async function createPoint(
  db: Db,
  venueId: string,
  userId: string,
  body: v.InferOutput<typeof posCreateSchema>,
): Promise<PointOfSaleDto> {
  const id = await db.transaction(async (tx) => {
    await lockVenuePos(tx, venueId);
    await checkFields(tx, venueId, body.kind, body, null, null);
    const [row] = await tx
      .insert(pointsOfSale)
      .values({ venueId, ...body })
      .returning();
    if (!row) throw new Error('points_of_sale insert returned nothing');
    await audit(tx, userId, 'pos.create', row.id, undefined, snapshot(row));
    return row.id;
  });
  return loadPoint(db, venueId, id);
}

export async function updatePoint(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  body: v.InferOutput<typeof posUpdateSchema>,
): Promise<PointOfSaleDto> {
  await withLockedPoint(db, venueId, id, async (tx, before) => {
    await checkFields(tx, venueId, before.kind, body, id, before.stockLocationId);
    const [after] = await tx
      .update(pointsOfSale)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(pointsOfSale.id, id))
      .returning();
    await audit(tx, userId, 'pos.update', id, snapshot(before), after ? snapshot(after) : null);
  });
  return loadPoint(db, venueId, id);
}

export async function setPointActive(
  db: Db,
  venueId: string,
  userId: string,
  id: string,
  active: boolean,
): Promise<PointOfSaleDto> {
  await withLockedPoint(db, venueId, id, async (tx, before) => {
    if (before.active === active) return;
    await tx.update(pointsOfSale).set({ active, updatedAt: new Date() }).where(eq(pointsOfSale.id, id));
    await audit(tx, userId, active ? 'pos.activate' : 'pos.deactivate', id, { active: before.active }, { active });
  });
  return loadPoint(db, venueId, id);
}

export async function deletePoint(db: Db, venueId: string, userId: string, id: string): Promise<void> {
  await withLockedPoint(db, venueId, id, async (tx, before) => {
    const used = (await tx.execute(sql`
      select exists (select 1 from sales where point_of_sale_id = ${id})
          or exists (select 1 from terminals where point_of_sale_id = ${id} and deleted_at is null)
          or exists (select 1 from cash_accounts where point_of_sale_id = ${id})
          or exists (select 1 from cash_extractions where point_of_sale_id = ${id}) as used`)) as unknown as {
      rows: { used: boolean }[];
    };
    if (used.rows[0]?.used) throw new ApiError(409, HAS_HISTORY);
    // A tombstone: replicas (consultarCajas, delta sync) learn of it.
    await tx.update(pointsOfSale).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(pointsOfSale.id, id));
    await audit(tx, userId, 'pos.delete', id, snapshot(before), undefined);
  });
}
