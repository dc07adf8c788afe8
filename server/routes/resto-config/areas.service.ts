// Areas and their tables (configuracion/resto, 201): every id received is checked against the
// caller's venue (another venue's area, table, point of sale, bar or price list answers 404), table
// names are unique within their area and area names within the venue (letter case aside), and a
// table stays inside the 1000 × 1000 plan. Deleting is a tombstone, so the replicas learn of it.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type AreaDto,
  type AreasAnswer,
  type areaBodySchema,
  PLAN_SIZE,
  type TableDto,
  type tableBodySchema,
} from '../../../src/contract/resto-config';
import type { Db, Tx } from '../../db/client';
import { pointsOfSale, priceLists, restoAreas, restoTables, stockLocations } from '../../db/schema';
import { writeAudit } from '../../domain/audit';
import { assertNameFree, lockVenueRow, ofVenue, venueRow } from '../../domain/venue-rows';
import { ApiError } from '../../lib/errors';

type AreaBody = v.InferOutput<typeof areaBodySchema>;
type TableBody = v.InferOutput<typeof tableBodySchema>;
type AreaRow = typeof restoAreas.$inferSelect;
type TableRow = typeof restoTables.$inferSelect;

export const AREA_NOT_FOUND = 'El área no existe';
const TABLE_NOT_FOUND = 'La mesa no existe';
const AREA_NAME_TAKEN = 'Ya existe un área con ese nombre';
const TABLE_NAME_TAKEN = 'Ya existe una mesa con ese nombre en el área';
const POS_NOT_FOUND = 'El punto de venta no existe';
const POS_WRONG_KIND = 'El punto de venta debe ser de restaurante (o una barra, para un área VIP)';
const BAR_NOT_FOUND = 'La barra no existe';
const PRICE_LIST_NOT_FOUND = 'La lista de precios no existe';
const AREA_HAS_TABLES = 'El área tiene mesas: bórrelas o desactive el área';
const OUTSIDE_PLAN = 'La mesa queda fuera del plano';
const VIP_ONLY_AMOUNTS = 'Solo las mesas de un área VIP tienen consumo mínimo o seña';

/** Advisory lock namespace of area names (the second key is the venue's hash). */
const AREA_LOCK = 201_035;

export function tableDto(t: TableRow): TableDto {
  return {
    id: t.id,
    areaId: t.areaId,
    name: t.name,
    seats: t.seats,
    shape: t.shape,
    x: t.x,
    y: t.y,
    width: t.width,
    height: t.height,
    joinable: t.joinable,
    minimumSpend: Number(t.minimumSpend),
    deposit: Number(t.deposit),
    active: t.active,
  };
}

function areaDto(a: AreaRow, tables: TableRow[]): AreaDto {
  return {
    id: a.id,
    name: a.name,
    vip: a.vip,
    pointOfSaleId: a.pointOfSaleId,
    stockLocationId: a.stockLocationId,
    priceListId: a.priceListId,
    sortOrder: a.sortOrder,
    active: a.active,
    tables: tables.map(tableDto),
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es', { numeric: true });

export async function listAreas(db: Db, venueId: string): Promise<AreasAnswer> {
  const areas = await db.select().from(restoAreas).where(ofVenue(restoAreas, venueId)).orderBy(asc(restoAreas.sortOrder));
  const ids = areas.map((a) => a.id);
  const tables = ids.length
    ? await db
        .select()
        .from(restoTables)
        .where(and(inArray(restoTables.areaId, ids), isNull(restoTables.deletedAt)))
    : [];
  const pos = await db
    .select({ id: pointsOfSale.id, name: pointsOfSale.name, kind: pointsOfSale.kind })
    .from(pointsOfSale)
    .where(ofVenue(pointsOfSale, venueId, eq(pointsOfSale.active, true), inArray(pointsOfSale.kind, ['restaurant', 'bar'])));
  const bars = await db
    .select({ id: stockLocations.id, name: stockLocations.name })
    .from(stockLocations)
    .where(ofVenue(stockLocations, venueId, eq(stockLocations.active, true), eq(stockLocations.kind, 'bar')));
  const lists = await db
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(ofVenue(priceLists, venueId));
  return {
    areas: areas
      .sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b))
      .map((a) => areaDto(a, tables.filter((t) => t.areaId === a.id).sort(byName))),
    pointsOfSale: pos.flatMap((p) => (p.kind === 'restaurant' || p.kind === 'bar' ? [{ ...p, kind: p.kind }] : [])).sort(byName),
    bars: bars.sort(byName),
    priceLists: lists.sort(byName),
  };
}

/** The area's point of sale, bar and price list must be the venue's (and the point of sale of the right kind). */
async function checkAreaRefs(tx: Tx, venueId: string, body: AreaBody) {
  if (body.pointOfSaleId) {
    const pos = await venueRow(tx, pointsOfSale, venueId, body.pointOfSaleId, POS_NOT_FOUND);
    if (!(pos.kind === 'restaurant' || (body.vip && pos.kind === 'bar'))) throw new ApiError(422, POS_WRONG_KIND);
  }
  if (body.stockLocationId) {
    const bar = await venueRow(tx, stockLocations, venueId, body.stockLocationId, BAR_NOT_FOUND);
    if (bar.kind !== 'bar') throw new ApiError(404, BAR_NOT_FOUND);
  }
  if (body.priceListId) await venueRow(tx, priceLists, venueId, body.priceListId, PRICE_LIST_NOT_FOUND);
}

function areaSnapshot(a: AreaRow | AreaBody) {
  const { name, vip, pointOfSaleId, stockLocationId, priceListId, sortOrder, active } = a;
  return { name, vip, pointOfSaleId, stockLocationId, priceListId, sortOrder, active };
}

async function lockAreaNames(tx: Tx, venueId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${AREA_LOCK}::int, hashtext(${venueId}::text))`);
}

export async function createArea(db: Db, venueId: string, userId: string, body: AreaBody): Promise<AreaDto> {
  return db.transaction(async (tx) => {
    await checkAreaRefs(tx, venueId, body);
    await lockAreaNames(tx, venueId);
    await assertNameFree(tx, restoAreas, venueId, body.name, AREA_NAME_TAKEN);
    const [row] = await tx
      .insert(restoAreas)
      .values({ venueId, ...areaSnapshot(body) })
      .returning();
    if (!row) throw new Error('resto_areas insert returned nothing');
    await writeAudit(tx, userId, 'resto_area.create', 'resto_areas', row.id, null, areaSnapshot(row));
    return areaDto(row, []);
  });
}

async function liveTables(tx: Tx, areaId: string): Promise<TableRow[]> {
  return tx
    .select()
    .from(restoTables)
    .where(and(eq(restoTables.areaId, areaId), isNull(restoTables.deletedAt)));
}

export async function updateArea(db: Db, venueId: string, userId: string, id: string, body: AreaBody): Promise<AreaDto> {
  return db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, restoAreas, venueId, id, AREA_NOT_FOUND);
    await checkAreaRefs(tx, venueId, body);
    await lockAreaNames(tx, venueId);
    await assertNameFree(tx, restoAreas, venueId, body.name, AREA_NAME_TAKEN, id);
    const tables = await liveTables(tx, id);
    if (!body.vip && tables.some((t) => Number(t.minimumSpend) > 0 || Number(t.deposit) > 0))
      throw new ApiError(409, VIP_ONLY_AMOUNTS);
    const [after] = await tx
      .update(restoAreas)
      .set({ ...areaSnapshot(body), updatedAt: new Date() })
      .where(eq(restoAreas.id, id))
      .returning();
    if (!after) throw new Error('resto_areas update returned nothing');
    await writeAudit(tx, userId, 'resto_area.update', 'resto_areas', id, areaSnapshot(before), areaSnapshot(after));
    return areaDto(after, tables.sort(byName));
  });
}

export async function deleteArea(db: Db, venueId: string, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockVenueRow(tx, restoAreas, venueId, id, AREA_NOT_FOUND);
    if ((await liveTables(tx, id)).length > 0) throw new ApiError(409, AREA_HAS_TABLES);
    await tx.update(restoAreas).set({ deletedAt: new Date() }).where(eq(restoAreas.id, id));
    await writeAudit(tx, userId, 'resto_area.delete', 'resto_areas', id, areaSnapshot(before), null);
  });
}

// ───────────────────────────── Tables ─────────────────────────────

function tableSnapshot(t: TableRow | TableBody) {
  const { name, seats, shape, x, y, width, height, joinable, active } = t;
  return {
    name,
    seats,
    shape,
    x,
    y,
    width,
    height,
    joinable,
    minimumSpend: Number(t.minimumSpend),
    deposit: Number(t.deposit),
    active,
  };
}

/** The table, row-locked, with its (live) area of the venue; else 404. */
async function lockTable(tx: Tx, venueId: string, id: string): Promise<{ table: TableRow; area: AreaRow }> {
  const [row] = await tx
    .select({ table: restoTables, area: restoAreas })
    .from(restoTables)
    .innerJoin(restoAreas, eq(restoAreas.id, restoTables.areaId))
    .where(and(eq(restoTables.id, id), isNull(restoTables.deletedAt), ofVenue(restoAreas, venueId)))
    .for('update', { of: restoTables });
  if (!row) throw new ApiError(404, TABLE_NOT_FOUND);
  return row;
}

async function checkTable(tx: Tx, area: AreaRow, body: TableBody, exceptId?: string) {
  if (!area.vip && (body.minimumSpend > 0 || body.deposit > 0)) throw new ApiError(422, VIP_ONLY_AMOUNTS);
  const where = [
    eq(restoTables.areaId, area.id),
    isNull(restoTables.deletedAt),
    sql`lower(${restoTables.name}) = lower(${body.name})`,
  ];
  if (exceptId) where.push(ne(restoTables.id, exceptId));
  const [clash] = await tx
    .select({ id: restoTables.id })
    .from(restoTables)
    .where(and(...where))
    .limit(1);
  if (clash) throw new ApiError(409, TABLE_NAME_TAKEN);
}

export async function createTable(db: Db, venueId: string, userId: string, areaId: string, body: TableBody): Promise<TableDto> {
  return db.transaction(async (tx) => {
    // The area row lock queues two tables named at once in the same area.
    const area = await lockVenueRow(tx, restoAreas, venueId, areaId, AREA_NOT_FOUND);
    await checkTable(tx, area, body);
    const [row] = await tx
      .insert(restoTables)
      .values({ areaId, ...tableSnapshot(body) })
      .returning();
    if (!row) throw new Error('resto_tables insert returned nothing');
    await writeAudit(tx, userId, 'resto_table.create', 'resto_tables', row.id, null, tableSnapshot(row));
    return tableDto(row);
  });
}

export async function updateTable(db: Db, venueId: string, userId: string, id: string, body: TableBody): Promise<TableDto> {
  return db.transaction(async (tx) => {
    const { table } = await lockTable(tx, venueId, id);
    const area = await lockVenueRow(tx, restoAreas, venueId, table.areaId, AREA_NOT_FOUND);
    await checkTable(tx, area, body, id);
    const [after] = await tx
      .update(restoTables)
      .set({ ...tableSnapshot(body), updatedAt: new Date() })
      .where(eq(restoTables.id, id))
      .returning();
    if (!after) throw new Error('resto_tables update returned nothing');
    await writeAudit(tx, userId, 'resto_table.update', 'resto_tables', id, tableSnapshot(table), tableSnapshot(after));
    return tableDto(after);
  });
}

/** A drop on the floor plan: the table's new top-left corner, kept whole inside the plan. */
export async function moveTable(db: Db, venueId: string, userId: string, id: string, pos: { x: number; y: number }) {
  return db.transaction(async (tx) => {
    const { table } = await lockTable(tx, venueId, id);
    if (pos.x + table.width > PLAN_SIZE || pos.y + table.height > PLAN_SIZE) throw new ApiError(422, OUTSIDE_PLAN);
    const [after] = await tx
      .update(restoTables)
      .set({ x: pos.x, y: pos.y, updatedAt: new Date() })
      .where(eq(restoTables.id, id))
      .returning();
    if (!after) throw new Error('resto_tables update returned nothing');
    await writeAudit(tx, userId, 'resto_table.move', 'resto_tables', id, { x: table.x, y: table.y }, pos);
    return tableDto(after);
  });
}

export async function deleteTable(db: Db, venueId: string, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { table } = await lockTable(tx, venueId, id);
    await tx.update(restoTables).set({ deletedAt: new Date() }).where(eq(restoTables.id, id));
    await writeAudit(tx, userId, 'resto_table.delete', 'resto_tables', id, tableSnapshot(table), null);
  });
}
